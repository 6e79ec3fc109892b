// `riskc compare`: two variants (or two settings of one) on paired seeds. Every metric's
// difference B − A with its 95% interval — Newcombe's paired interval for per-seat win rates and
// stalls, a paired bootstrap for the first-player edge and game length, and, for metrics about
// decided games only, unpaired intervals — a verdict line on the chosen metric, and the
// always-valid sequential sign test that `--until-significant` stops on.
import { round6 } from "./metrics.js";
import type { PairSummary } from "./pairs.js";
import { reportOf, type SimulationReport } from "./balance-report.js";
import {
  bootstrap,
  bootstrapEach,
  cells,
  meanOf,
  medianOf,
  newcombeIndependent,
  newcombePaired,
  quantileOf,
  seedFor,
  signTestLogE,
  type Histogram,
  type PairedCounts,
} from "./stats.js";

export interface Difference {
  /** The metric's name, as `--metric` and `--target` take it: `firstPlayer`, `seat2`, `rounds.median`... */
  metric: string;
  label: string;
  a: number;
  b: number;
  /** B − A. */
  diff: number;
  ci95: [number, number];
  significant: boolean;
  /** How the interval was made. */
  method: "newcombe paired" | "newcombe" | "bootstrap paired" | "bootstrap";
  /** How values are shown: rates as percentages, other numbers as they are. */
  unit: "rate" | "number";
}

export interface Sequential {
  /** Pairs played when the test stopped. */
  games: number;
  /** Pairs whose outcomes differ, and among them those where B's is greater. */
  discordant: number;
  bGreater: number;
  /** ln of the e-value, and the threshold ln(1/α) it must reach. */
  logE: number;
  threshold: number;
  significant: boolean;
}

export interface CompareReport {
  labelA: string;
  labelB: string;
  games: number;
  /** Whether B played A's seeds (the default) or its own. */
  paired: boolean;
  a: SimulationReport;
  b: SimulationReport;
  differences: Difference[];
  metric: string;
  verdict: string;
  sequential?: Sequential;
}

/** α of the sequential test: the 5% that matches the 95% intervals. */
export const ALPHA = 0.05;

const flip = (c: PairedCounts): PairedCounts => ({ both: c.both, aOnly: c.bOnly, bOnly: c.aOnly, neither: c.neither });
const excludesZero = ([lo, hi]: [number, number]) => lo > 0 || hi < 0;

function difference(
  metric: string,
  label: string,
  a: number,
  b: number,
  diff: number,
  ci95: [number, number],
  method: Difference["method"],
  unit: Difference["unit"],
): Difference {
  const interval: [number, number] = [round6(ci95[0]), round6(ci95[1])];
  return { metric, label, a: round6(a), b: round6(b), diff: round6(diff), ci95: interval, significant: excludesZero(interval), method, unit };
}

/** Rates of the two sides from independent samples. */
function rateDifference(metric: string, label: string, ka: number, na: number, kb: number, nb: number): Difference {
  const { diff, ci95 } = newcombeIndependent(kb, nb, ka, na);
  return difference(metric, label, na ? ka / na : 0, nb ? kb / nb : 0, diff, ci95, "newcombe", "rate");
}

/** Means of two independent histograms: each replicate reweighs A's and B's cells independently. */
function meanDifference(metric: string, label: string, ha: Histogram, hb: Histogram, seed: number, scale = 1): Difference {
  const data: [[0 | 1, number], number][] = [
    ...cells(ha).map(([v, c]) => [[0, v], c] as [[0, number], number]),
    ...cells(hb).map(([v, c]) => [[1, v], c] as [[1, number], number]),
  ];
  const side = (drawn: [[0 | 1, number], number][], s: 0 | 1) => drawn.filter(([[k]]) => k === s).map(([[, v], c]) => [v, c] as [number, number]);
  const stat = (drawn: [[0 | 1, number], number][]) => {
    const [a, b] = [side(drawn, 0), side(drawn, 1)];
    return a.length && b.length ? (meanOf(b) - meanOf(a)) * scale : undefined;
  };
  const [a, b] = [meanOf(cells(ha)) * scale, meanOf(cells(hb)) * scale];
  return difference(metric, label, a, b, b - a, bootstrap(data, stat, seedFor(seed, `compare.${metric}`)), "bootstrap", "number");
}

/** The paired game lengths: B − A of the mean, the median and the 90th percentile, from the same replicates. */
function roundsDifferences(rounds: Record<string, number>, seed: number): Difference[] {
  const data = Object.entries(rounds)
    .map(([k, c]) => [k.split(",").map(Number) as [number, number], c] as [[number, number], number])
    .sort((x, y) => x[0][0] - y[0][0] || x[0][1] - y[0][1]);
  const marginals = (drawn: readonly [[number, number], number][]) => {
    const a = new Map<number, number>();
    const b = new Map<number, number>();
    for (const [[x, y], w] of drawn) {
      a.set(x, (a.get(x) ?? 0) + w);
      b.set(y, (b.get(y) ?? 0) + w);
    }
    const sorted = (m: Map<number, number>) => [...m].sort((p, q) => p[0] - q[0]);
    return [sorted(a), sorted(b)] as const;
  };
  const stats = [meanOf, medianOf, (c: readonly (readonly [number, number])[]) => quantileOf(c, 0.9)];
  const cache = new WeakMap<object, readonly [[number, number][], [number, number][]]>();
  const of = (drawn: [[number, number], number][]) => {
    let m = cache.get(drawn);
    if (!m) cache.set(drawn, (m = marginals(drawn)));
    return m;
  };
  const intervals = bootstrapEach(
    data,
    stats.map((f) => (drawn: [[number, number], number][]) => (drawn.length ? f(of(drawn)[1]) - f(of(drawn)[0]) : undefined)),
    seedFor(seed, "compare.rounds"),
  );
  const [a, b] = marginals(data);
  return ["mean", "median", "p90"].map((name, i) =>
    difference(
      `rounds.${name}`,
      `rounds, ${name === "p90" ? "90th percentile" : name}`,
      stats[i]!(a),
      stats[i]!(b),
      stats[i]!(b) - stats[i]!(a),
      intervals[i]!,
      "bootstrap paired",
      "number",
    ),
  );
}

/**
 * The first-player edge's difference B − A over the pairs (`pairDiffs`: the histogram of
 * P·(xB − xA)) and its 95% interval: a Poisson bootstrap of the pairs, each pair kept whole.
 */
export function firstPlayerDifference(pairDiffs: Histogram, players: number, seed: number): { diff: number; ci95: [number, number] } {
  const fp = cells(pairDiffs);
  const ci95 = bootstrap(fp, (c) => (c.length ? meanOf(c) / players : undefined), seedFor(seed, "compare.firstPlayer"));
  return { diff: meanOf(fp) / players, ci95 };
}

function allDifferences(s: PairSummary, a: SimulationReport, b: SimulationReport): Difference[] {
  const seed = s.a.run.seed;
  const players = s.a.run.bots.length;
  const ma = a.metrics;
  const mb = b.metrics;
  const fp = firstPlayerDifference(s.pairs.firstPlayer, players, seed);
  const out: Difference[] = [
    difference("firstPlayer", "first-player edge", ma.firstPlayer.value, mb.firstPlayer.value, fp.diff, fp.ci95, "bootstrap paired", "rate"),
  ];
  s.pairs.seats.forEach((c, seat) => {
    const { diff, ci95 } = newcombePaired(flip(c));
    out.push(
      difference(
        `seat${seat + 1}`,
        `seat ${seat + 1} win rate`,
        a.players[seat]!.winRate,
        b.players[seat]!.winRate,
        diff,
        ci95,
        "newcombe paired",
        "rate",
      ),
    );
  });
  const stalls = newcombePaired(flip(s.pairs.stalled));
  out.push(difference("stalled", "stall rate", ma.stalled.value, mb.stalled.value, stalls.diff, stalls.ci95, "newcombe paired", "rate"));
  out.push(...roundsDifferences(s.pairs.rounds, seed));
  const groups = (ra: SimulationReport["teams"] | SimulationReport["sides"], rb: typeof ra, kind: string) => {
    const named = (r: NonNullable<typeof ra>[number]) => ("side" in r ? `${(r as { side: string }).side}` : `team ${r.seats.join("+")}`);
    for (const ga of ra ?? []) {
      const gb = rb?.find((x) => named(x) === named(ga));
      if (gb) out.push(rateDifference(`${kind}:${named(ga)}`, `${named(ga)} win rate`, ga.wins, s.a.games, gb.wins, s.b.games));
    }
  };
  groups(a.teams, b.teams, "team");
  groups(a.sides, b.sides, "side");
  out.push(meanDifference("leadChanges", "lead changes a game", s.a.leadChanges, s.b.leadChanges, seed));
  out.push(meanDifference("leadTaken", "lead taken (share of the game)", s.a.leadTaken, s.b.leadTaken, seed, 1 / 1000));
  out.push(meanDifference("decisiveness", "decisiveness (rounds)", s.a.decisiveness, s.b.decisiveness, seed));
  out.push(rateDifference("comeback", "comeback rate", s.a.comebacks, s.a.decided, s.b.comebacks, s.b.decided));
  out.push(meanDifference("eliminations", "eliminations a game", s.a.eliminations, s.b.eliminations, seed));
  if (ma.kingmaking && mb.kingmaking)
    out.push(rateDifference("kingmaking", "kingmaking rate", s.a.kingmaking, s.a.kingmakingGames, s.b.kingmaking, s.b.kingmakingGames));
  const reasons = [...new Set([...Object.keys(s.a.endings), ...Object.keys(s.b.endings)])].sort((x, y) => x.localeCompare(y));
  for (const reason of reasons)
    out.push(rateDifference(`ending:${reason}`, `ends by ${reason}`, s.a.endings[reason] ?? 0, s.a.games, s.b.endings[reason] ?? 0, s.b.games));
  return out;
}

/** The metrics `--metric` may name: those with a per-game value on both sides of a pair. */
export function verdictMetrics(players: number): string[] {
  return ["firstPlayer", "stalled", "rounds.mean", "rounds.median", "rounds.p90", ...Array.from({ length: players }, (_, i) => `seat${i + 1}`)];
}

/** The sign test's counts for a metric: pairs whose values differ, and those where B's is greater. */
export function signCounts(s: PairSummary, metric: string): { discordant: number; bGreater: number } {
  if (metric === "firstPlayer") {
    let up = 0;
    let down = 0;
    for (const [d, c] of cells(s.pairs.firstPlayer)) {
      if (d > 0) up += c;
      else if (d < 0) down += c;
    }
    return { discordant: up + down, bGreater: up };
  }
  if (metric.startsWith("rounds.")) {
    let up = 0;
    let down = 0;
    for (const [key, c] of Object.entries(s.pairs.rounds)) {
      const [x, y] = key.split(",").map(Number) as [number, number];
      if (y > x) up += c;
      else if (y < x) down += c;
    }
    return { discordant: up + down, bGreater: up };
  }
  const counts = metric === "stalled" ? s.pairs.stalled : s.pairs.seats[Number(metric.slice(4)) - 1]!;
  return { discordant: counts.aOnly + counts.bOnly, bGreater: counts.bOnly };
}

export function sequentialTest(s: PairSummary, metric: string): Sequential {
  const { discordant, bGreater } = signCounts(s, metric);
  const logE = signTestLogE(bGreater, discordant);
  const threshold = Math.log(1 / ALPHA);
  return { games: s.pairs.games, discordant, bGreater, logE: round6(logE), threshold: round6(threshold), significant: logE >= threshold };
}

const pct = (x: number, signed = false) => `${signed && x > 0 ? "+" : ""}${x < 0 ? "−" : ""}${(Math.abs(x) * 100).toFixed(1)}%`;
const plain = (x: number, signed = false) => `${signed && x > 0 ? "+" : ""}${x < 0 ? "−" : ""}${Number(Math.abs(x).toFixed(2))}`;

export function showValue(d: Difference, x: number, signed = false): string {
  return d.unit === "rate" ? pct(x, signed) : plain(x, signed);
}

/** "B reduces seat 1's edge from +6.1% to +1.2% (diff −4.9%, 95% CI −6.0..−3.8)". */
export function verdictLine(d: Difference, labelB: string): string {
  const show = (x: number) => showValue(d, x, d.metric === "firstPlayer");
  const interval = `diff ${showValue(d, d.diff, true)}, 95% CI ${showValue(d, d.ci95[0], true)}..${showValue(d, d.ci95[1], true)}`;
  const what = d.metric === "firstPlayer" ? "seat 1's edge" : d.label;
  if (!d.significant) return `no significant difference in ${what}: ${show(d.a)} (A) vs ${show(d.b)} (B) (${interval})`;
  const edgeVerb = Math.sign(d.a) * Math.sign(d.b) < 0 ? "turns" : Math.abs(d.b) < Math.abs(d.a) ? "reduces" : "increases";
  const verb = d.metric === "firstPlayer" ? edgeVerb : d.diff < 0 ? "lowers" : "raises";
  return `${labelB} ${verb} ${what} from ${show(d.a)} to ${show(d.b)} (${interval})`;
}

export function compareReport(s: PairSummary, options: { labelA: string; labelB: string; metric: string; sequential?: boolean }): CompareReport {
  const a = reportOf(s.a);
  const b = reportOf(s.b);
  const differences = allDifferences(s, a, b);
  const chosen = differences.find((d) => d.metric === options.metric) ?? differences[0]!;
  const sequential = options.sequential ? sequentialTest(s, chosen.metric) : undefined;
  let verdict = verdictLine(chosen, "B");
  if (sequential)
    verdict += sequential.significant
      ? `; the sequential test stopped after ${sequential.games} pairs (e-value ${Math.exp(sequential.logE).toFixed(1)} ≥ ${1 / ALPHA})`
      : `; the sequential test found no clear difference in ${sequential.games} pairs (e-value ${Math.exp(sequential.logE).toFixed(2)} < ${1 / ALPHA})`;
  return {
    labelA: options.labelA,
    labelB: options.labelB,
    games: s.pairs.games,
    paired: s.a.run.seed === s.b.run.seed,
    a,
    b,
    differences,
    metric: chosen.metric,
    verdict,
    ...(sequential ? { sequential } : {}),
  };
}
