// The map as a graph: who may attack or move into whom (two-way borders both ways, one-way
// links from their first territory), and reachability through a set of territories.
import type { GameMap } from "../compiler/ir/ir-schema.js";

export interface MapGraph {
  size: number;
  /** Territories reachable in one step from each territory. */
  out: number[][];
  /** Territories that reach each territory in one step (attackers of it). */
  into: number[][];
  adjacent(a: number, b: number): boolean;
}

export function buildGraph(map: GameMap): MapGraph {
  const size = map.territories.length;
  const out: number[][] = Array.from({ length: size }, () => []);
  const into: number[][] = Array.from({ length: size }, () => []);
  const matrix = new Uint8Array(size * size);
  const link = (a: number, b: number) => {
    if (matrix[a * size + b]) return;
    matrix[a * size + b] = 1;
    out[a]!.push(b);
    into[b]!.push(a);
  };
  for (const [a, b] of map.borders) {
    link(a, b);
    link(b, a);
  }
  for (const [a, b] of map.links) link(a, b);
  for (const list of [...out, ...into]) list.sort((x, y) => x - y);
  return { size, out, into, adjacent: (a, b) => matrix[a * size + b] === 1 };
}

/** Territories reachable from `start` stepping only onto territories where `passable` holds. */
export function reachable(graph: MapGraph, start: number, passable: (t: number) => boolean): number[] {
  const seen = new Uint8Array(graph.size);
  seen[start] = 1;
  const stack = [start];
  const found: number[] = [];
  while (stack.length) {
    const t = stack.pop()!;
    for (const u of graph.out[t]!) {
      if (seen[u] || !passable(u)) continue;
      seen[u] = 1;
      found.push(u);
      stack.push(u);
    }
  }
  return found.sort((a, b) => a - b);
}
