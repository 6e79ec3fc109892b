// riskc export <file> --format domination|conquest [-o out.map]: the map of a variant at the start
// of a game as a Domination or Conquest map file. What the formats cannot hold (switches,
// starting points, a bonus that depends on the players) is said; with an error nothing is written.
import {
  boardCounts,
  boardOf,
  hasMapErrors,
  mapFormats,
  mapProblem,
  placeBoard,
  writeConquest,
  writeDomination,
  type MapFormat,
  type MapProblem,
} from "../../maps/index.js";
import { compileFile } from "../compile-file.js";
import { writeFileAtomic } from "../files.js";
import { UsageError, type Io } from "../io.js";
import { countProblems, renderMapProblems } from "../map-problems.js";
import { parseOverrides, renderFileDiagnostics } from "../variant-file.js";

export interface ExportOptions {
  format?: string;
  output?: string;
  set?: string[];
  allowPath?: string[];
}

export function runExport(file: string, options: ExportOptions, io: Io): number {
  const format = options.format as MapFormat;
  if (!mapFormats.includes(format)) throw new UsageError(`--format takes ${mapFormats.join(" or ")}, not \`${options.format ?? ""}\``);
  const compiled = compileFile(file, parseOverrides(options.set), options.allowPath);
  renderFileDiagnostics(compiled, io);
  if (!compiled.ok || !compiled.result.ir) return 1;
  const { board, losses } = boardOf(compiled.result.ir);
  const placed = placeBoard(board);
  const written = (format === "domination" ? writeDomination : writeConquest)(placed.board);
  const problems: MapProblem[] = [
    ...losses.bonusVaries.map((g) =>
      mapProblem("bonus-varies", 0, `the bonus of ${g} changes with the number of players; written: its value for the fewest`),
    ),
    ...(losses.switches ? [mapProblem("switches-left-out", 0, "the map has switches; written: the map as it is at the start")] : []),
    ...(losses.entries.length
      ? [mapProblem("entries-left-out", 0, `the starting points ${losses.entries.join(", ")} are off the board; left out`)]
      : []),
    ...placed.problems,
    ...written.problems,
  ];
  renderMapProblems(file, problems, io);
  if (hasMapErrors(problems)) {
    io.stderr(`${file}: ${countProblems(problems)}; nothing written\n`);
    return 1;
  }
  if (options.output !== undefined) {
    writeFileAtomic(options.output, written.text);
    io.stderr(`wrote ${options.output} (${format}): ${boardCounts(placed.board)}\n`);
  } else io.stdout(written.text);
  return 0;
}
