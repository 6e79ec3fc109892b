// The map as a graph: who may attack or move into whom (two-way borders both ways, one-way
// links from their first territory), and reachability through a set of territories. With
// switches (Y7) some borders and territories exist only in one state of a switch: every
// adjacency question takes the switches' current states.
import type { GameMap } from "../../compiler/ir/index.js";

/** When a border or territory exists: while switch `index` is `on` (true) or off. */
interface Condition {
  index: number;
  on: boolean;
}

export interface MapGraph {
  size: number;
  /** Territories reachable in one step from each territory, in any state of the switches. */
  out: number[][];
  /** Whether the map has switches at all (when not, every question has a fast answer). */
  dynamic: boolean;
  /** The condition under which each territory exists (undefined: always). */
  territoryCondition: (Condition | undefined)[];
  /** The condition under which the step a → b exists, keyed a * size + b. */
  edgeCondition: Map<number, Condition>;
  /**
   * PB9: the borders that exist for one player because of a piece; border k's flag is entry
   * `pieceStart + k` of a seat's switches (`seatSwitches`), after the map's and the rules'.
   */
  pieces: readonly { from: number; to: number; unit: number }[];
  pieceStart: number;
}

/** The units on the board, as a state or a seat's view has them (PB9). */
export interface UnitsOnBoard {
  switches: readonly boolean[];
  unitAt: readonly number[];
  unitType: readonly number[];
  unitOwner: readonly number[];
}

/**
 * PB9: the switches as `seat` sees the map: the state's, then one flag per piece border, on
 * while the seat has a unit of the border's type at either end. Without piece borders, the
 * state's own array (so every other map plays exactly as before).
 */
export function seatSwitches(graph: MapGraph, units: UnitsOnBoard, seat: number): readonly boolean[] {
  if (graph.pieces.length === 0) return units.switches;
  const out: boolean[] = Array.from({ length: graph.pieceStart + graph.pieces.length }, (_, i) => units.switches[i] ?? false);
  graph.pieces.forEach((p, k) => {
    for (let u = 0; u < units.unitAt.length; u++) {
      const at = units.unitAt[u]!;
      if ((at === p.from || at === p.to) && units.unitOwner[u] === seat && units.unitType[u] === p.unit) {
        out[graph.pieceStart + k] = true;
        return;
      }
    }
  });
  return out;
}

/**
 * Part A (rules): a border a rule opens (`open`: it exists while its flag is on) or closes (it
 * exists while its flag is off). Its flag is entry `switches.length + k` of the state's switches,
 * after the map's own (board/lasting.ts keeps it).
 */
export interface RuleBorder {
  from: number;
  to: number;
  open: boolean;
}

export function buildGraph(map: GameMap, ruleBorders: readonly RuleBorder[] = []): MapGraph {
  const size = map.territories.length;
  // Adjacency lists only (memory and time linear in the borders, not the square of the territories).
  const out: Set<number>[] = Array.from({ length: size }, () => new Set<number>());
  const edgeCondition = new Map<number, Condition>();
  const link = (a: number, b: number, condition?: Condition) => {
    if (condition) edgeCondition.set(a * size + b, condition);
    out[a]!.add(b);
  };
  for (const [a, b] of map.borders) {
    link(a, b);
    link(b, a);
  }
  for (const [a, b] of map.links) link(a, b);
  const territoryCondition: (Condition | undefined)[] = new Array(size).fill(undefined);
  map.switches.forEach((sw, index) => {
    for (const on of [true, false]) {
      const side = on ? sw.on : sw.off;
      const condition = { index, on };
      for (const t of side.territories) territoryCondition[t] = condition;
      for (const [a, b] of side.borders) {
        link(a, b, condition);
        link(b, a, condition);
      }
      for (const [a, b] of side.links) link(a, b, condition);
    }
  });
  ruleBorders.forEach((border, k) => {
    const condition = { index: map.switches.length + k, on: border.open };
    link(border.from, border.to, condition);
    link(border.to, border.from, condition);
  });
  const pieceStart = map.switches.length + ruleBorders.length;
  const pieces = (map.pieceBorders ?? []).map((p) => ({ from: p.from, to: p.to, unit: p.unit }));
  (map.pieceBorders ?? []).forEach((p, k) => {
    const condition = { index: pieceStart + k, on: true };
    link(p.from, p.to, condition);
    if (!p.oneWay) link(p.to, p.from, condition);
  });
  const dynamic = pieceStart > 0 || pieces.length > 0;
  return { size, out: out.map((set) => [...set].sort((x, y) => x - y)), dynamic, territoryCondition, edgeCondition, pieces, pieceStart };
}

const holds = (c: Condition | undefined, switches: readonly boolean[]) => c === undefined || switches[c.index] === c.on;

/** Whether a territory is on the board now (Y7: a closed sliding zone is not). */
export function isPresent(graph: MapGraph, switches: readonly boolean[], t: number): boolean {
  return !graph.dynamic || holds(graph.territoryCondition[t], switches);
}

/** Whether `a` may attack or move into `b` now. */
export function isOpen(graph: MapGraph, switches: readonly boolean[], a: number, b: number): boolean {
  if (!graph.out[a]?.includes(b)) return false;
  if (!graph.dynamic) return true;
  return isPresent(graph, switches, a) && isPresent(graph, switches, b) && holds(graph.edgeCondition.get(a * graph.size + b), switches);
}

/** Territories `t` reaches in one step now. */
export function neighbours(graph: MapGraph, switches: readonly boolean[], t: number): readonly number[] {
  if (!graph.dynamic) return graph.out[t]!;
  return graph.out[t]!.filter((u) => isOpen(graph, switches, t, u));
}

/** Territories reachable from `start` now, stepping only onto territories where `passable` holds. */
export function reachable(graph: MapGraph, switches: readonly boolean[], start: number, passable: (t: number) => boolean): number[] {
  const seen = new Uint8Array(graph.size);
  seen[start] = 1;
  const stack = [start];
  const found: number[] = [];
  while (stack.length) {
    const t = stack.pop()!;
    for (const u of neighbours(graph, switches, t)) {
      if (seen[u] || !passable(u)) continue;
      seen[u] = 1;
      found.push(u);
      stack.push(u);
    }
  }
  return found.sort((a, b) => a - b);
}

/**
 * The territories a shortest way from `from` to `to` passes through (neither end), stepping only
 * onto territories where `passable` holds (`to` itself need not); undefined when there is none.
 */
export function shortestRoute(
  graph: MapGraph,
  switches: readonly boolean[],
  from: number,
  to: number,
  passable: (t: number) => boolean,
): number[] | undefined {
  const cameFrom = new Map<number, number>([[from, -1]]);
  const queue = [from];
  for (let head = 0; head < queue.length && !cameFrom.has(to); head++) {
    const t = queue[head]!;
    for (const u of neighbours(graph, switches, t)) {
      if (cameFrom.has(u) || (u !== to && !passable(u))) continue;
      cameFrom.set(u, t);
      queue.push(u);
    }
  }
  if (!cameFrom.has(to)) return undefined;
  const route: number[] = [];
  for (let t = cameFrom.get(to)!; t !== from; t = cameFrom.get(t)!) route.unshift(t);
  return route;
}
