// riskc compare A.risk [B.risk] [--set-a x=1] [--set-b x=2] [--until-significant]: two variants,
// or two settings of one, on paired seeds; each metric's difference with its interval, and a
// verdict line. With --until-significant, pairs are played in batches until the sequential test
// of the verdict's metric is significant (always valid: looking after every batch is allowed), or
// --games pairs have been played.
import { compareReport, mergePairSummaries, sequentialTest, verdictMetrics, type CompareReport, type PairSummary } from "../../sim/index.js";
import { WorkerPool } from "../../sim/node/index.js";
import { compareHtml, formatCompare } from "../../sim/report/index.js";
import { parseBotList } from "../bot-list.js";
import { compileFile } from "../compile-file.js";
import { parseOverrides, renderFileDiagnostics } from "../variant-file.js";
import { UsageError, type Io } from "../io.js";
import { writeFileAtomic } from "../files.js";
import { ProgressLine } from "../progress.js";
import { wholeNumber } from "../numbers.js";
import { reportObject } from "../report-output.js";
import { playersFor, runSettings } from "../run-settings.js";

export interface CompareOptions {
  games?: string;
  players?: string;
  seed?: string;
  seedB?: string;
  bots?: string;
  maxRounds?: string;
  workers?: string;
  metric?: string;
  untilSignificant?: boolean;
  batch?: string;
  json?: boolean;
  html?: string;
  set?: string[];
  setA?: string[];
  setB?: string[];
  allowPath?: string[];
}

const label = (file: string, sets: readonly string[]) => [file, ...sets.map((s) => `--set ${s}`)].join(" ");

export function compareJson(r: CompareReport): string {
  const { a, b, ...rest } = r;
  return JSON.stringify({ ...rest, a: reportObject(a), b: reportObject(b) }, null, 2) + "\n";
}

export async function runCompare(fileA: string, fileB: string | undefined, options: CompareOptions, io: Io): Promise<number> {
  const { games, seed, maxRounds, workers } = runSettings(options);
  const seedB = wholeNumber(options.seedB, "--seed-b", 0, 4294967295, seed);
  const batch = wholeNumber(options.batch, "--batch", 1, 1_000_000, 200);
  const setsA = [...(options.set ?? []), ...(options.setA ?? [])];
  const setsB = [...(options.set ?? []), ...(options.setB ?? [])];
  const a = compileFile(fileA, parseOverrides(setsA), options.allowPath);
  renderFileDiagnostics(a, io);
  const b = compileFile(fileB ?? fileA, parseOverrides(setsB), options.allowPath);
  if (fileB !== undefined || setsB.join() !== setsA.join()) renderFileDiagnostics(b, io);
  const irA = a.result.ir;
  const irB = b.result.ir;
  if (!a.ok || !b.ok || !irA || !irB) return 1;
  const range = { min: Math.max(irA.players.min, irB.players.min), max: Math.min(irA.players.max, irB.players.max) };
  if (range.min > range.max)
    throw new UsageError(
      `A plays ${irA.players.min}..${irA.players.max} players and B ${irB.players.min}..${irB.players.max}: no player count suits both`,
    );
  const players = playersFor(options, range);
  const bots = parseBotList(options.bots, players);
  const metric = options.metric ?? "firstPlayer";
  const metrics = verdictMetrics(players);
  if (!metrics.includes(metric)) throw new UsageError(`--metric takes one of ${metrics.join(", ")}, not \`${metric}\``);
  const progress =
    io.interactive && !options.json
      ? new ProgressLine({ write: io.stderr, total: games, unit: "pairs", ...(io.columns ? { columns: io.columns } : {}) })
      : undefined;
  const pool = new WorkerPool(workers);
  try {
    let done = 0;
    const onProgress = (n: number) => progress?.update((done += n));
    const job = { variant: irA, bots, seed, games, maxRounds, versus: { variant: irB, seed: seedB } };
    let summary: PairSummary | undefined;
    const step = options.untilSignificant ? batch : games;
    for (let at = 0; at < games; at += step) {
      const part = await pool.runSplit<PairSummary>({ ...job, from: at, to: Math.min(games, at + step) }, mergePairSummaries, onProgress);
      summary = summary ? mergePairSummaries(summary, part) : part;
      if (options.untilSignificant && sequentialTest(summary, metric).significant) break;
    }
    progress?.stop();
    const report = compareReport(summary!, {
      labelA: label(fileA, setsA),
      labelB: label(fileB ?? fileA, setsB),
      metric,
      sequential: Boolean(options.untilSignificant),
    });
    if (options.html !== undefined) writeFileAtomic(options.html, compareHtml(report));
    io.stdout(options.json ? compareJson(report) : formatCompare(report) + "\n");
    return 0;
  } finally {
    progress?.stop();
    await pool.close();
  }
}
