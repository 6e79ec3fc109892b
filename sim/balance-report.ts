// The balance report: per seat, team and side wins and win rate with a 95% Wilson interval,
// stalled games, game length, how games ended, and the metrics of metrics.ts. Built from a
// summary (summary.ts), so the same seed gives the same report however the games were spread
// over workers, shards or machines. Its text, HTML and charts are sim/report/'s.
import type { GameRecord } from "./play-game.js";
import { STALLED } from "./play-game.js";
import { metricsOf, round6, type Metrics } from "./metrics.js";
import { cells, meanOf, medianOf, wilson } from "./stats.js";
import { addGame, emptySummary, type RunHeader, type SampleGame, type Summary } from "./summary.js";
import { heatReport, type HeatReport } from "./heat-report.js";

export { wilson };

export interface SeatResult {
  seat: number;
  bot: string;
  wins: number;
  winRate: number;
  ci95: [number, number];
}

export interface TeamResult {
  seats: number[];
  wins: number;
  winRate: number;
  ci95: [number, number];
}

/** E16: results by side (the factions a seat plays): a side wins when one of its seats does. */
export interface SideResult {
  side: string;
  seats: number[];
  wins: number;
  winRate: number;
  ci95: [number, number];
}

export interface SimulationReport {
  variant: string;
  games: number;
  seed: number;
  maxRounds: number;
  players: SeatResult[];
  /** Y13: results by team, when the variant has teams for this many players. */
  teams?: TeamResult[];
  /** E16: results by side, when the variant has factions. */
  sides?: SideResult[];
  stalled: number;
  rounds: { mean: number; median: number };
  endings: Record<string, number>;
  /** Game lengths in rounds, bucketed (for the playground's histogram). */
  lengths: { from: number; to: number; games: number }[];
  /** Every metric with its 95% interval (the README's "The balance report's metrics"). */
  metrics: Metrics;
  /** The first games of the run, round by round (the HTML report's lead-over-time chart); `winners` are seat numbers. */
  samples: SampleGame[];
  /** With heat maps (`simulate --heat`): what each territory did. */
  heat?: HeatReport;
}

/**
 * The report of records in game order (game i of the run is `records[i]`): folded into a summary
 * first, like every report.
 */
export function buildReport(
  variant: string,
  seed: number,
  maxRounds: number,
  botNames: readonly string[],
  records: readonly GameRecord[],
  teams?: readonly number[][],
  sides?: readonly { side: string; seats: number[] }[],
): SimulationReport {
  const run: RunHeader = {
    variant,
    seed,
    games: records.length,
    maxRounds,
    bots: [...botNames],
    ...(teams ? { teams: teams.map((t) => [...t]) } : {}),
    ...(sides ? { sides: sides.map((x) => ({ side: x.side, seats: [...x.seats] })) } : {}),
    scored: Boolean(teams),
  };
  const summary = emptySummary(run);
  records.forEach((record, i) => addGame(summary, i, record));
  return reportOf(summary);
}

/** Game lengths in ten buckets of equal width from the shortest game to the longest. */
function lengthBuckets(rounds: readonly [number, number][], buckets = 10): SimulationReport["lengths"] {
  if (rounds.length === 0) return [];
  const lo = rounds[0]![0];
  const hi = rounds.at(-1)![0];
  const width = Math.max(1, Math.ceil((hi - lo + 1) / buckets));
  const out: SimulationReport["lengths"] = [];
  for (let from = lo; from <= hi; from += width)
    out.push({ from, to: from + width - 1, games: rounds.reduce((n, [v, w]) => (v >= from && v < from + width ? n + w : n), 0) });
  return out;
}

/** The report of a summary (of a whole run, or of the part of it that was played). */
export function reportOf(summary: Summary): SimulationReport {
  const { run } = summary;
  const n = summary.games;
  const result = (wins: number) => {
    const [lo, hi] = wilson(wins, n);
    return { wins, winRate: round6(n ? wins / n : 0), ci95: [round6(lo), round6(hi)] as [number, number] };
  };
  const players = run.bots.map((bot, seat) => ({ seat: seat + 1, bot, ...result(summary.seatWins[seat]!) }));
  const teamResults = run.teams?.map((seats, i) => ({ seats: seats.map((s) => s + 1), ...result(summary.teamWins[i]!) }));
  const sideResults = run.sides?.map(({ side, seats }, i) => ({ side, seats: seats.map((s) => s + 1), ...result(summary.sideWins[i]!) }));
  const rounds = cells(summary.rounds);
  return {
    variant: run.variant,
    games: n,
    seed: run.seed,
    maxRounds: run.maxRounds,
    players,
    ...(teamResults ? { teams: teamResults } : {}),
    ...(sideResults ? { sides: sideResults } : {}),
    stalled: summary.endings[STALLED] ?? 0,
    rounds: { mean: round6(meanOf(rounds)), median: medianOf(rounds) },
    endings: Object.fromEntries(Object.entries(summary.endings).sort(([a], [b]) => a.localeCompare(b))),
    lengths: lengthBuckets(rounds),
    metrics: metricsOf(summary),
    // Reports count seats from 1, as positions and decisions do (the summary keeps the state's indices).
    samples: summary.samples.map((g) => ({ ...g, winners: g.winners.map((w) => w + 1) })),
    ...(run.heat && summary.heat ? { heat: heatReport(run.heat, summary.heat, n) } : {}),
  };
}
