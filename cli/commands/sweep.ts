// riskc sweep <file> --set armies=6..14 --set path=a|b [--samples N] [--target "..."]: every point
// of the grid (or N drawn from it) simulated on the same seeds, a table and JSON of its metrics,
// the points ranked by the target. Local worker threads play the games, or, with --redis URL,
// the `riskc worker`s of a BullMQ queue on any machines.
import type { Variant } from "../../compiler/index.js";
import {
  checkTarget,
  mergeSummaries,
  metricValues,
  parseAxis,
  parseTarget,
  rankPoints,
  reportOf,
  SweepError,
  sweepPoints,
  type SimulationReport,
  type Summary,
  type SweepReport,
} from "../../sim/index.js";
import { connectQueue, WorkerPool, type Executor } from "../../sim/node/index.js";
import { formatSweep, sweepHtml } from "../../sim/report/index.js";
import { parseBotList } from "../bot-list.js";
import { compileFile } from "../compile-file.js";
import { renderFileDiagnostics } from "../variant-file.js";
import { UsageError, type Io } from "../io.js";
import { writeFileAtomic } from "../files.js";
import { ProgressLine } from "../progress.js";
import { wholeNumber } from "../numbers.js";
import { reportObject } from "../report-output.js";
import { playersFor, runSettings } from "../run-settings.js";

export interface SweepOptions {
  games?: string;
  players?: string;
  seed?: string;
  bots?: string;
  maxRounds?: string;
  workers?: string;
  samples?: string;
  target?: string;
  json?: boolean;
  html?: string;
  redis?: string;
  queue?: string;
  jobGames?: string;
  set?: string[];
  allowPath?: string[];
}

const userError = <T>(f: () => T): T => {
  try {
    return f();
  } catch (error) {
    if (error instanceof SweepError) throw new UsageError(error.message);
    throw error;
  }
};

export function sweepJson(s: SweepReport): string {
  const points = s.points.map(({ params, report, ranked }) => ({
    params,
    ...(ranked ? { rank: ranked.rank, meets: ranked.meets } : {}),
    report: reportObject(report),
  }));
  return (
    JSON.stringify(
      {
        variant: s.variant,
        games: s.games,
        seed: s.seed,
        players: s.players,
        bots: s.bots,
        axes: s.axes,
        ...(s.target ? { target: s.target } : {}),
        points,
      },
      null,
      2,
    ) + "\n"
  );
}

export async function runSweep(file: string, options: SweepOptions, io: Io): Promise<number> {
  const { games, seed, maxRounds, workers } = runSettings(options, 500);
  const axes = userError(() => (options.set ?? []).map(parseAxis));
  if (axes.length === 0) throw new UsageError("sweep needs at least one --set name=values (6..14, 6..14/2 or a|b)");
  const names = axes.map((a) => a.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new UsageError(`--set ${twice} is given twice`);
  const samples = options.samples === undefined ? undefined : wholeNumber(options.samples, "--samples", 1, 100_000, 1);
  const clauses = options.target === undefined ? undefined : userError(() => parseTarget(options.target!));
  const points = userError(() => sweepPoints(axes, samples, seed));
  // Every point compiles before any game is played: a value out of range is reported at once.
  const irs: Variant[] = [];
  for (const point of points) {
    const compiled = compileFile(file, point, options.allowPath);
    if (!compiled.ok || !compiled.result.ir) {
      io.stderr(
        `at ${Object.entries(point)
          .map(([k, v]) => `${k}=${v}`)
          .join(" ")}:\n`,
      );
      renderFileDiagnostics(compiled, io);
      return 1;
    }
    irs.push(compiled.result.ir);
  }
  const range = { min: Math.max(...irs.map((ir) => ir.players.min)), max: Math.min(...irs.map((ir) => ir.players.max)) };
  if (range.min > range.max) throw new UsageError("no player count suits every point of the sweep");
  const players = playersFor(options, range);
  const bots = parseBotList(options.bots, players);
  const executor: Executor =
    options.redis !== undefined
      ? await connectQueue(options.redis, {
          queue: options.queue,
          jobGames: wholeNumber(options.jobGames, "--job-games", 1, 10_000_000, 250),
          log: (line) => io.stderr(line + "\n"),
        })
      : new WorkerPool(workers);
  const total = games * points.length;
  const progress =
    io.interactive && !options.json
      ? new ProgressLine({ write: io.stderr, total, unit: "games", ...(io.columns ? { columns: io.columns } : {}) })
      : undefined;
  try {
    let done = 0;
    const onProgress = (n: number) => progress?.update((done += n));
    const summaries = await Promise.all(
      irs.map((variant) => executor.runSplit<Summary>({ variant, bots, seed, games, maxRounds, from: 0, to: games }, mergeSummaries, onProgress)),
    );
    progress?.stop();
    const reports: SimulationReport[] = summaries.map(reportOf);
    if (clauses) userError(() => checkTarget(clauses, Object.keys(metricValues(reports[0]!))));
    const ranked = clauses ? rankPoints(reports, clauses) : undefined;
    const sweep: SweepReport = {
      variant: reports[0]!.variant,
      games,
      seed,
      players,
      bots,
      axes,
      ...(options.target !== undefined ? { target: options.target } : {}),
      points: points.map((params, i) => ({ params, report: reports[i]!, ...(ranked ? { ranked: ranked[i]! } : {}) })),
    };
    if (options.html !== undefined) writeFileAtomic(options.html, sweepHtml(sweep));
    io.stdout(options.json ? sweepJson(sweep) : formatSweep(sweep) + "\n");
    return 0;
  } finally {
    progress?.stop();
    await executor.close();
  }
}
