// A board as the map formats know it: territories with a position and one group, groups with a
// fixed bonus, two-way borders and one-way links. What an imported file becomes, and what an
// export writes; `boardOf` takes it from a variant.
import type { Variant } from "../compiler/ir/index.js";
import { mapJson } from "./map-json.js";

export interface BoardTerritory {
  name: string;
  /** Its group's index in `groups`. */
  group: number;
  /** Where it is drawn: `at x y`, or the x and y of the formats. */
  at?: [number, number];
}

export interface BoardGroup {
  name: string;
  bonus: number;
  /** How maps draw it: a colour of `colourOf` (a variant's `[colour blue]`, Domination's third field). */
  colour?: string;
}

export interface Board {
  title?: string;
  /** Who made it, where the file says (Conquest's `author`). */
  author?: string;
  territories: BoardTerritory[];
  groups: BoardGroup[];
  /** Two-way borders, each once, by territory index. */
  borders: [number, number][];
  /** One-way links: the first may attack or move into the second. */
  links: [number, number][];
}

/** What a variant's map loses on a board: the formats have no switches or starting points. */
export interface BoardLosses {
  /** A group bonus that changes with the number of players: its value for the fewest. */
  bonusVaries: string[];
  /** Y7: the variant's map has switches; the board is the map at the start. */
  switches: boolean;
  /** E3: off-board starting points, left out. */
  entries: string[];
}

/**
 * The board of a variant at the start of a game: the territories on the board in the variant's
 * order, each group's bonus for the fewest players (a bonus that depends on more is noted).
 */
export function boardOf(ir: Variant): { board: Board; losses: BoardLosses } {
  const start = mapJson(ir);
  const most = mapJson({ ...ir, players: { ...ir.players, min: ir.players.max } });
  const groupIndex = new Map(start.groups.map((g, i) => [g.name, i]));
  const territoryIndex = new Map(start.territories.map((t, i) => [t.name, i]));
  const at = new Map(ir.map.territories.map((t) => [t.name, t.at]));
  const index = ([a, b]: [string, string]): [number, number] => [territoryIndex.get(a)!, territoryIndex.get(b)!];
  const board: Board = {
    ...(ir.map.title !== undefined ? { title: ir.map.title } : {}),
    territories: start.territories.map((t) => {
      const position = at.get(t.name);
      return { name: t.name, group: groupIndex.get(t.group)!, ...(position ? { at: [position[0], position[1]] as [number, number] } : {}) };
    }),
    groups: start.groups.map((g) => ({ name: g.name, bonus: g.bonus, ...(g.colour !== undefined ? { colour: g.colour } : {}) })),
    borders: start.borders.map(index),
    links: start.links.map(index),
  };
  return {
    board,
    losses: {
      bonusVaries: start.groups.filter((g, i) => most.groups[i]!.bonus !== g.bonus).map((g) => g.name),
      switches: ir.map.switches.length > 0,
      entries: (start.entries ?? []).map((e) => e.name),
    },
  };
}

/** Each territory's neighbours in the order a format lists them: two-way borders, then links out. */
export function neighboursOf(board: Board): number[][] {
  const out: number[][] = board.territories.map(() => []);
  for (const [a, b] of board.borders) {
    out[a]!.push(b);
    out[b]!.push(a);
  }
  for (const [a, b] of board.links) out[a]!.push(b);
  return out;
}

/** `9 territories, 3 continents, 13 borders` (and the one-way links, when there are some). */
export function boardCounts(board: Board): string {
  const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const links = board.links.length ? `, ${count(board.links.length, "one-way link")}` : "";
  return `${count(board.territories.length, "territory", "territories")}, ${count(board.groups.length, "continent")}, ${count(board.borders.length, "border")}${links}`;
}
