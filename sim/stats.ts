// The statistics of the reports, on counts only (so that they come out the same however the games
// were split and merged): Wilson intervals for rates, Newcombe's intervals for the difference of two
// rates, quantiles of a histogram, the seeded Poisson bootstrap, and the sequential sign test of
// `compare --until-significant`. Formulas: the README, "The balance report's metrics".
import { nextFloat, seedRng, type RngState } from "../engine/index.js";

/** z for a two-sided 95% interval. */
export const Z95 = 1.959963984540054;

/** Wilson score interval for k successes in n trials. */
export function wilson(k: number, n: number, z = Z95): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * A 2×2 table of paired yes/no outcomes: `both` games where A and B both said yes, `aOnly`,
 * `bOnly`, `neither`. For unpaired samples use `newcombeIndependent`.
 */
export interface PairedCounts {
  both: number;
  aOnly: number;
  bOnly: number;
  neither: number;
}

/** Newcombe (1998, method 10): the interval of p(A) − p(B) for paired rates, from the two Wilson intervals and the phi correlation. */
export function newcombePaired(c: PairedCounts): { diff: number; ci95: [number, number] } {
  const n = c.both + c.aOnly + c.bOnly + c.neither;
  if (n === 0) return { diff: 0, ci95: [-1, 1] };
  const ka = c.both + c.aOnly;
  const kb = c.both + c.bOnly;
  const denominator = Math.sqrt((c.both + c.aOnly) * (c.bOnly + c.neither) * (c.both + c.bOnly) * (c.aOnly + c.neither));
  const phi = denominator === 0 ? 0 : (c.both * c.neither - c.aOnly * c.bOnly) / denominator;
  return newcombe(ka, n, kb, n, phi);
}

/** Newcombe (1998, method 10 with no correlation): p(A) − p(B) for two independent samples. */
export function newcombeIndependent(ka: number, na: number, kb: number, nb: number): { diff: number; ci95: [number, number] } {
  if (na === 0 || nb === 0) return { diff: 0, ci95: [-1, 1] };
  return newcombe(ka, na, kb, nb, 0);
}

function newcombe(ka: number, na: number, kb: number, nb: number, phi: number): { diff: number; ci95: [number, number] } {
  const [pa, pb] = [ka / na, kb / nb];
  const [la, ua] = wilson(ka, na);
  const [lb, ub] = wilson(kb, nb);
  const diff = pa - pb;
  const below = Math.sqrt(Math.max(0, (pa - la) ** 2 - 2 * phi * (pa - la) * (ub - pb) + (ub - pb) ** 2));
  const above = Math.sqrt(Math.max(0, (ua - pa) ** 2 - 2 * phi * (ua - pa) * (pb - lb) + (pb - lb) ** 2));
  return { diff, ci95: [Math.max(-1, diff - below), Math.min(1, diff + above)] };
}

/** A histogram of whole-number values: value → games (the keys of a JSON object). */
export type Histogram = Record<string, number>;

/** Sorted [value, weight] pairs of a histogram. */
export function cells(h: Histogram): [number, number][] {
  return Object.entries(h)
    .map(([v, w]) => [Number(v), w] as [number, number])
    .sort((a, b) => a[0] - b[0]);
}

export function histogramTotal(h: Histogram): number {
  let n = 0;
  for (const v in h) n += h[v]!;
  return n;
}

/** The mean of sorted cells (0 when empty). */
export function meanOf(sorted: readonly (readonly [number, number])[]): number {
  let n = 0;
  let sum = 0;
  for (const [v, w] of sorted) {
    n += w;
    sum += v * w;
  }
  return n === 0 ? 0 : sum / n;
}

/** The value at 1-based rank `rank` of the multiset the sorted cells describe. */
function valueAtRank(sorted: readonly (readonly [number, number])[], rank: number): number {
  let seen = 0;
  for (const [v, w] of sorted) {
    seen += w;
    if (seen >= rank) return v;
  }
  return sorted.at(-1)?.[0] ?? 0;
}

/** The median: the middle value, or the mean of the two middle values when the count is even. */
export function medianOf(sorted: readonly (readonly [number, number])[]): number {
  let n = 0;
  for (const [, w] of sorted) n += w;
  if (n === 0) return 0;
  return n % 2 ? valueAtRank(sorted, (n + 1) / 2) : (valueAtRank(sorted, n / 2) + valueAtRank(sorted, n / 2 + 1)) / 2;
}

/** The nearest-rank quantile q (0 < q ≤ 1): the smallest value with at least q of the games at or below it. */
export function quantileOf(sorted: readonly (readonly [number, number])[], q: number): number {
  let n = 0;
  for (const [, w] of sorted) n += w;
  if (n === 0) return 0;
  return valueAtRank(sorted, Math.max(1, Math.ceil(q * n - 1e-9)));
}

/** ln(k!) (a table for small k, Stirling's series beyond). */
const LOG_FACTORIALS: number[] = [0];
for (let k = 1; k < 256; k++) LOG_FACTORIALS.push(LOG_FACTORIALS[k - 1]! + Math.log(k));
export function logFactorial(k: number): number {
  if (k < 256) return LOG_FACTORIALS[k]!;
  const x = k + 1;
  return (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + 1 / (12 * x) - 1 / (360 * x ** 3) + 1 / (1260 * x ** 5);
}

/**
 * A Poisson(λ) draw: multiplication of uniforms for small λ, Hörmann's transformed rejection
 * (PTRS, 1993) beyond, which is exact and takes a few uniforms whatever λ is.
 */
export function poisson(rng: RngState, lambda: number): number {
  if (lambda <= 0) return 0;
  if (lambda < 10) {
    const limit = Math.exp(-lambda);
    let k = 0;
    let p = nextFloat(rng);
    while (p > limit) {
      k++;
      p *= nextFloat(rng);
    }
    return k;
  }
  const slam = Math.sqrt(lambda);
  const logLambda = Math.log(lambda);
  const b = 0.931 + 2.53 * slam;
  const a = -0.059 + 0.02483 * b;
  const invAlpha = 1.1239 + 1.1328 / (b - 3.4);
  const vr = 0.9277 - 3.6224 / (b - 2);
  for (;;) {
    const u = nextFloat(rng) - 0.5;
    const v = nextFloat(rng);
    const us = 0.5 - Math.abs(u);
    const k = Math.floor(((2 * a) / us + b) * u + lambda + 0.43);
    if (us >= 0.07 && v <= vr) return k;
    if (k < 0 || (us < 0.013 && v > us)) continue;
    if (Math.log(v) + Math.log(invAlpha) - Math.log(a / (us * us) + b) <= -lambda + k * logLambda - logFactorial(k)) return k;
  }
}

/** Bootstrap replicates of every interval. */
export const BOOTSTRAP_REPLICATES = 1000;

/** A seed from a run's seed and a name (FNV-1a), so that each metric's bootstrap has its own numbers. */
export function seedFor(seed: number, name: string): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The 95% percentile interval of a statistic by the Poisson bootstrap: each replicate weighs every
 * cell of the data (a histogram bucket, or a cell of a paired table) by a Poisson draw with the
 * cell's count as mean — the same as giving every game a Poisson(1) weight, so it needs counts
 * only. `statistic` gets the reweighted cells (weights > 0 only) and returns a number, or undefined
 * for a replicate where it has none (no games drawn).
 */
export function bootstrap<K>(
  data: readonly (readonly [K, number])[],
  statistic: (cells: [K, number][]) => number | undefined,
  seed: number,
  replicates = BOOTSTRAP_REPLICATES,
): [number, number] {
  return bootstrapEach(data, [statistic], seed, replicates)[0]!;
}

/** Several statistics of the same replicates (one interval each). */
export function bootstrapEach<K>(
  data: readonly (readonly [K, number])[],
  statistics: readonly ((cells: [K, number][]) => number | undefined)[],
  seed: number,
  replicates = BOOTSTRAP_REPLICATES,
): [number, number][] {
  const rng = seedRng(seed);
  const values: number[][] = statistics.map(() => []);
  for (let r = 0; r < replicates; r++) {
    const drawn: [K, number][] = [];
    for (const [key, count] of data) {
      const w = poisson(rng, count);
      if (w > 0) drawn.push([key, w]);
    }
    statistics.forEach((statistic, i) => {
      const value = statistic(drawn);
      if (value !== undefined && Number.isFinite(value)) values[i]!.push(value);
    });
  }
  return values.map((v) => {
    if (v.length === 0) return [0, 0];
    v.sort((a, b) => a - b);
    const at = (q: number) => v[Math.min(v.length - 1, Math.max(0, Math.ceil(q * v.length) - 1))]!;
    return [at(0.025), at(0.975)];
  });
}

/**
 * The always-valid sign test of paired outcomes (a mixture sequential probability ratio test):
 * among the `n` pairs whose outcomes differ, `k` favour B. Under "no difference" each such pair
 * favours B with probability 1/2; the e-value is the likelihood ratio of a uniform prior on that
 * probability against 1/2, E = 2^n · k! (n−k)! / (n+1)!. It is a martingale under the null, so by
 * Ville's inequality stopping the first time E ≥ 1/α, however often it is looked at, is wrong with
 * probability at most α. Returns ln E.
 */
export function signTestLogE(k: number, n: number): number {
  if (n === 0) return 0;
  return n * Math.LN2 + logFactorial(k) + logFactorial(n - k) - logFactorial(n + 1);
}
