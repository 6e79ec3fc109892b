// Peak memory of `riskc simulate` (the built CLI) as the games grow: the report is folded from
// per-game summaries, so the peak should stay flat from 1,000 to 1,000,000 games. The baseline of
// the first row is the same command playing 100 games (on as many worker threads: each thread
// costs tens of MB before any game); of the second, the first row. The 1,000,000-game row runs only with BENCH_LONG=1 (it takes a while).
import { spawnSync } from "node:child_process";
import type { Row } from "./measure.js";

const CLI = "dist/cli.js";
const PRELOAD = new URL("./peak-rss.mjs", import.meta.url).href;

/** Peak RSS in MB of `riskc simulate variants/classic.risk --games n`. */
function peakRss(games: number): number {
  const r = spawnSync(process.execPath, ["--import", PRELOAD, CLI, "simulate", "variants/classic.risk", "--games", String(games)], {
    encoding: "utf8",
    stdio: ["ignore", "ignore", "pipe"],
    maxBuffer: 1 << 24,
  });
  const match = /peak-rss-kb (\d+)/.exec(r.stderr);
  if (r.status !== 0 || !match) throw new Error(`simulate --games ${games} exited ${r.status}: ${r.stderr}`);
  return Number(match[1]) / 1024;
}

const mb = (x: number) => `${x.toFixed(0)} MB`;

export function memoryRows(long = process.env["BENCH_LONG"] === "1"): Row[] {
  const hundred = peakRss(100);
  const thousand = peakRss(1000);
  const rows: Row[] = [["peak RSS, simulate 1,000 classic games", mb(thousand), `100 games: ${mb(hundred)} (${(thousand / hundred).toFixed(2)}×)`]];
  if (long) {
    const million = peakRss(1_000_000);
    rows.push([
      "peak RSS, simulate 1,000,000 classic games (BENCH_LONG=1)",
      mb(million),
      `1,000 games: ${mb(thousand)} (${(million / thousand).toFixed(2)}×; flat is ≈ 1×)`,
    ]);
  } else rows.push(["peak RSS, simulate 1,000,000 classic games", "skipped", "BENCH_LONG=1 npm run bench runs it (about half an hour on 2 cores)"]);
  return rows;
}
