// riskc map <file> [--json]: the map at the start of a game, each border once.
import { createGame, isPresent, newGame } from "../../engine/index.js";
import type { Variant } from "../../compiler/index.js";
import { compileFile } from "../compile-file.js";
import { parseOverrides, renderFileDiagnostics } from "../variant-file.js";
import type { Io } from "../io.js";

export interface MapJson {
  territories: { name: string; group: string }[];
  groups: { name: string; bonus: number }[];
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
    groups: map.groups.map((g, i) => ({ name: g.name, bonus: game.groupBonus[i]!({ state, seat: -1, dice: 0 }) })),
    borders: borders.map(([a, b]) => [name(a), name(b)]),
    links: links.map(([a, b]) => [name(a), name(b)]),
    ...(absent.length ? { absent } : {}),
    ...(ir.factions?.entries.length ? { entries: ir.factions.entries.map((e) => ({ name: e.name, territories: e.territories.map(name) })) } : {}),
  };
}

export function runMap(file: string, options: { json?: boolean; set?: string[]; allowPath?: string[] }, io: Io): number {
  const compiled = compileFile(file, parseOverrides(options.set), options.allowPath);
  renderFileDiagnostics(compiled, io);
  if (!compiled.ok || !compiled.result.ir) return 1;
  const map = mapJson(compiled.result.ir);
  if (options.json) {
    io.stdout(JSON.stringify(map, null, 2) + "\n");
    return 0;
  }
  const lines = [
    `${compiled.result.ir.name}: ${map.territories.length} territories, ${map.groups.length} groups, ${map.borders.length} borders, ${map.links.length} one-way links`,
  ];
  for (const g of map.groups) {
    const members = map.territories.filter((t) => t.group === g.name).map((t) => t.name);
    lines.push(`  ${g.name} (bonus ${g.bonus}): ${members.join(", ")}`);
  }
  for (const e of map.entries ?? []) lines.push(`  starting point ${e.name} (off the board), next to: ${e.territories.join(", ")}`);
  io.stdout(lines.join("\n") + "\n");
  return 0;
}
