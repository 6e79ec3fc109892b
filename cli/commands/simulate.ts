// riskc simulate <file> [--games N] [--players P] [--seed S] [--bots list] [--budget-ms M] [--json] [--html f]
// [--shard i/n | --shards n] [--out part.json]: bot games and the balance report. The same seed
// gives byte-identical output (unless `--budget-ms` gives search bots wall-clock time instead of
// iterations). A shard plays its slice of the games and writes their summary,
// which `riskc merge` turns into the report of the whole run.
import { reportOf, summaryJson } from "../../sim/index.js";
import { summarizeInParallel } from "../../sim/node/index.js";
import { compileFile } from "../compile-file.js";
import { parseOverrides, renderFileDiagnostics } from "../variant-file.js";
import { parseBotList } from "../bot-list.js";
import { UsageError, type Io } from "../io.js";
import { writeFileAtomic } from "../files.js";
import { wholeNumber } from "../numbers.js";
import { ProgressLine } from "../progress.js";
import { printReport } from "../report-output.js";
import { playersFor, runSettings } from "../run-settings.js";
import { parseShard, shardFromEnvironment, shardRange } from "../shards.js";
import { fingerprint } from "../fingerprint.js";
import { saveGames } from "../saved-games.js";
import { createGame } from "../../engine/index.js";

export interface SimulateOptions {
  games?: string;
  players?: string;
  seed?: string;
  bots?: string;
  /** `search` bots named without a budget think this many milliseconds a decision (not deterministic). */
  budgetMs?: string;
  json?: boolean;
  html?: string;
  maxRounds?: string;
  workers?: string;
  shard?: string;
  shards?: string;
  out?: string;
  /** Collect the heat maps (per territory). */
  heat?: boolean;
  saveGames?: string;
  set?: string[];
  allowPath?: string[];
}

export async function runSimulate(file: string, options: SimulateOptions, io: Io): Promise<number> {
  const { games, seed, maxRounds, workers } = runSettings(options);
  if (options.shard !== undefined && options.shards !== undefined) throw new UsageError("give --shard i/n or --shards n, not both");
  const shard =
    options.shard !== undefined
      ? parseShard(options.shard)
      : options.shards !== undefined
        ? shardFromEnvironment(options.shards, process.env)
        : undefined;
  const summaryOnly = shard !== undefined || options.out !== undefined;
  if (summaryOnly && (options.json || options.html !== undefined))
    throw new UsageError(
      "a shard (--shard, --shards, --out) writes a summary for `riskc merge`, which prints the report: leave out --json and --html here",
    );
  const [from, to] = shard ? shardRange(games, shard) : [0, games];
  // On a terminal, the progress line's timer starts before the compile, so that its first frame
  // comes as soon as the compile lets the event loop run (compiling is synchronous: nothing can be
  // drawn before the diagnostics are printed). It is erased before the report.
  const progress =
    io.interactive && !options.json
      ? new ProgressLine({ write: io.stderr, total: to - from, unit: "games", ...(io.columns ? { columns: io.columns } : {}) })
      : undefined;
  try {
    const compiled = compileFile(file, parseOverrides(options.set), options.allowPath);
    renderFileDiagnostics(compiled, io);
    const ir = compiled.result.ir;
    if (!compiled.ok || !ir) return 1;
    const players = playersFor(options, ir.players);
    const budgetMs = options.budgetMs === undefined ? undefined : wholeNumber(options.budgetMs, "--budget-ms", 1, 3_600_000, 0);
    const bots = parseBotList(options.bots, players).map((name) => (name === "search" && budgetMs !== undefined ? `search:${budgetMs}ms` : name));
    progress?.begin();
    const summary = await summarizeInParallel(ir, {
      games,
      seed,
      maxRounds,
      bots,
      from,
      to,
      ...(summaryOnly ? { fingerprint: fingerprint(ir) } : {}),
      ...(options.heat ? { heat: true } : {}),
      ...(workers !== undefined ? { workers } : {}),
      ...(progress ? { onProgress: (done: number) => progress.update(done) } : {}),
    });
    progress?.stop();
    if (options.saveGames !== undefined) {
      const source = { file, set: options.set ?? [] };
      const saved = saveGames(createGame(ir), { folder: options.saveGames, source, players, seed, bots, maxRounds, from, to });
      io.stderr(`${saved} replay${saved === 1 ? "" : "s"} written to ${options.saveGames}\n`);
    }
    if (summaryOnly) {
      if (options.out !== undefined) writeFileAtomic(options.out, summaryJson(summary));
      else io.stdout(summaryJson(summary));
      if (options.out !== undefined && shard)
        io.stderr(`shard ${shard.index + 1}/${shard.count} (${shard.source}): games ${from}..${to - 1} written to ${options.out}\n`);
      return 0;
    }
    printReport(reportOf(summary), options, io);
    return 0;
  } finally {
    progress?.stop();
  }
}
