// riskc map <file> [--json] [--svg out.svg]: the map at the start of a game, each border once; or
// drawn, as the playground and the reports draw it.
import { drawMap, mapJson, pictureOf } from "../../maps/index.js";
import { compileFile } from "../compile-file.js";
import { parseOverrides, renderFileDiagnostics } from "../variant-file.js";
import { writeFileAtomic } from "../files.js";
import type { Io } from "../io.js";

export function runMap(file: string, options: { json?: boolean; svg?: string; set?: string[]; allowPath?: string[] }, io: Io): number {
  const compiled = compileFile(file, parseOverrides(options.set), options.allowPath);
  renderFileDiagnostics(compiled, io);
  if (!compiled.ok || !compiled.result.ir) return 1;
  const map = mapJson(compiled.result.ir);
  if (options.svg !== undefined) {
    writeFileAtomic(options.svg, drawMap(pictureOf(compiled.result.ir)).svg + "\n");
    io.stderr(`wrote ${options.svg}: ${map.territories.length} territories, ${map.groups.length} groups\n`);
    if (!options.json) return 0;
  }
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
  // PB9: the borders a piece opens for its owner only (drawn in purple long dashes by --svg).
  const { map: irMap, units } = compiled.result.ir;
  const name = (t: number) => irMap.territories[t]!.name;
  for (const p of irMap.pieceBorders ?? [])
    lines.push(
      `  ${name(p.from)} ${p.oneWay ? "->" : "--"} ${name(p.to)}: only for a player with a ${units?.types[p.unit]?.name ?? "?"} at either end`,
    );
  io.stdout(lines.join("\n") + "\n");
  return 0;
}
