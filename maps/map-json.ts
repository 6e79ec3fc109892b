// The map at the start of a game, by name: what `riskc map --json` prints, and what the map's
// exports and drawings start from.
import type { Variant } from "../compiler/ir/index.js";
import { createGame, isPresent, newGame } from "../engine/index.js";

export interface MapJson {
  territories: { name: string; group: string }[];
  /** `colour`: the group's declared colour (`[colour blue]`), when it has one. */
  groups: { name: string; bonus: number; colour?: string }[];
  borders: [string, string][];
  links: [string, string][];
  /** Y7: territories that are not on the board at the start (a closed sliding zone). */
  absent?: string[];
  /** E3: off-board starting points and the territories each touches. */
  entries?: { name: string; territories: string[] }[];
}

/**
 * The map at the start of a game: the territories on the board, each border once (switches in
 * their initial states). Group bonuses are formulas; their value for the smallest player count.
 */
export function mapJson(ir: Variant): MapJson {
  const game = createGame(ir);
  const state = newGame(game, ir.players.min, 0);
  const { map } = ir;
  const name = (i: number) => map.territories[i]!.name;
  const present = (t: number) => isPresent(game.graph, state.switches, t);
  const inForce = map.switches.map((sw, i) => (state.switches[i] ? sw.on : sw.off));
  const borders = [...map.borders, ...inForce.flatMap((side) => side.borders)].filter(([a, b]) => present(a) && present(b));
  const links = [...map.links, ...inForce.flatMap((side) => side.links)].filter(([a, b]) => present(a) && present(b));
  const absent = map.territories.flatMap((t, i) => (present(i) ? [] : [t.name]));
  return {
    territories: map.territories.flatMap((t, i) => (present(i) ? [{ name: t.name, group: map.groups[t.group]!.name }] : [])),
    groups: map.groups.map((g, i) => ({
      name: g.name,
      bonus: game.groupBonus[i]!({ state, seat: -1, dice: 0 }),
      ...(g.colour !== undefined ? { colour: g.colour } : {}),
    })),
    borders: borders.map(([a, b]) => [name(a), name(b)]),
    links: links.map(([a, b]) => [name(a), name(b)]),
    ...(absent.length ? { absent } : {}),
    ...(ir.factions?.entries.length ? { entries: ir.factions.entries.map((e) => ({ name: e.name, territories: e.territories.map(name) })) } : {}),
  };
}
