// The metrics of a report, each with its 95% interval, computed from a summary alone: Wilson
// intervals for rates, the seeded Poisson bootstrap (stats.ts) for everything else. The bootstrap
// seed comes from the run's seed and the metric's name, so a report is the same on every machine
// and however its games were split.
import { STALLED } from "./play-game.js";
import { bootstrap, BOOTSTRAP_REPLICATES, cells, meanOf, medianOf, quantileOf, seedFor, wilson, type Histogram } from "./stats.js";
import type { Summary } from "./summary.js";

export interface Estimate {
  value: number;
  ci95: [number, number];
}

/** A rate's estimate, with the games it is a rate of. */
export interface RateEstimate extends Estimate {
  games: number;
}

export interface Metrics {
  /** Seat 1's win rate minus the mean win rate of all seats (its edge over a fair share). */
  firstPlayer: Estimate & { seat1: number; fair: number };
  stalled: RateEstimate;
  rounds: { mean: Estimate; median: Estimate; p90: Estimate; histogram: [rounds: number, games: number][] };
  endings: (RateEstimate & { reason: string; count: number })[];
  leadChanges: Estimate;
  /** Decided games: when the winner took the lead for good, as a share of the game (1: at the end). */
  leadTaken: RateEstimate;
  /** Decided games: rounds from clearly winning to the end. */
  decisiveness: RateEstimate;
  /** Decided games: the share in which the winner came back from far behind. */
  comeback: RateEstimate;
  eliminations: Estimate;
  /** Decided games with three or more competitors, where the variant has teams or score-ranked ends. */
  kingmaking?: RateEstimate;
  method: { rates: "wilson"; others: "poisson bootstrap"; replicates: number; seed: number };
}

export const round6 = (x: number) => Math.round(x * 1e6) / 1e6;
const round6Pair = ([a, b]: [number, number]): [number, number] => [round6(a), round6(b)];

function rate(k: number, n: number): RateEstimate {
  return { value: round6(n ? k / n : 0), ci95: round6Pair(wilson(k, n)), games: n };
}

/** The mean of a histogram's values times `scale`, with its bootstrap interval. */
function meanEstimate(h: Histogram, seed: number, name: string, scale = 1): Estimate {
  const data = cells(h);
  const mean = (c: readonly (readonly [number, number])[]) => (c.length ? meanOf(c) * scale : undefined);
  return { value: round6(meanOf(data) * scale), ci95: round6Pair(bootstrap(data, mean, seedFor(seed, name))) };
}

function statEstimate(
  data: [number, number][],
  statistic: (c: readonly (readonly [number, number])[]) => number,
  seed: number,
  name: string,
): Estimate {
  return {
    value: round6(statistic(data)),
    ci95: round6Pair(bootstrap(data, (c) => (c.length ? statistic(c) : undefined), seedFor(seed, name))),
  };
}

export function metricsOf(s: Summary): Metrics {
  const { run } = s;
  const players = run.bots.length;
  const seed = run.seed;
  const rounds = cells(s.rounds);
  const seat1 = s.games ? s.seatWins[0]! / s.games : 0;
  const firstPlayer = meanEstimate(s.firstPlayer, seed, "firstPlayer", 1 / players);
  const leadTaken = meanEstimate(s.leadTaken, seed, "leadTaken", 1 / 1000);
  const decisiveness = meanEstimate(s.decisiveness, seed, "decisiveness");
  return {
    firstPlayer: { ...firstPlayer, seat1: round6(seat1), fair: round6(seat1 - firstPlayer.value) },
    stalled: rate(s.endings[STALLED] ?? 0, s.games),
    rounds: {
      mean: statEstimate(rounds, meanOf, seed, "rounds.mean"),
      median: statEstimate(rounds, medianOf, seed, "rounds.median"),
      p90: statEstimate(rounds, (c) => quantileOf(c, 0.9), seed, "rounds.p90"),
      histogram: rounds,
    },
    endings: Object.entries(s.endings)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([reason, count]) => ({ reason, count, ...rate(count, s.games) })),
    leadChanges: meanEstimate(s.leadChanges, seed, "leadChanges"),
    leadTaken: { ...leadTaken, games: s.decided },
    decisiveness: { ...decisiveness, games: s.decided },
    comeback: rate(s.comebacks, s.decided),
    eliminations: meanEstimate(s.eliminations, seed, "eliminations"),
    ...(run.scored && s.kingmakingGames > 0 ? { kingmaking: rate(s.kingmaking, s.kingmakingGames) } : {}),
    method: { rates: "wilson", others: "poisson bootstrap", replicates: BOOTSTRAP_REPLICATES, seed },
  };
}
