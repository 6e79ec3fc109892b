// C5: many rolls of a battle drawn at once, exactly. While both sides keep rolling the same dice,
// every roll has the same table, so how k rolls fall is a multinomial draw over the table's
// outcomes: a chain of binomial draws, each by inversion from its mode with one uniform number
// (about 1.6 standard deviations of steps, whatever k). A battle of millions of armies then costs
// a few dozen draws instead of millions of rolls. Past a spread of a million (armies beyond what
// any single number of a variant can give, built up by arithmetic), the draw is the normal
// approximation instead, so that no number, however large, makes a battle slow.
import type { RollTable } from "./dice.js";
import { nextFloat, type RngState } from "./rng.js";

/** ln(n!) for n below this is summed once; above it, Stirling's series is exact to double precision. */
const TABLED = 256;
const lnFactorials = (() => {
  const t = new Float64Array(TABLED);
  for (let n = 2; n < TABLED; n++) t[n] = t[n - 1]! + Math.log(n);
  return t;
})();

export function lnFactorial(n: number): number {
  if (n < TABLED) return lnFactorials[n]!;
  const inv = 1 / n;
  const inv2 = inv * inv;
  return n * Math.log(n) - n + 0.5 * Math.log(2 * Math.PI * n) + inv * (1 / 12 - inv2 * (1 / 360 - inv2 * (1 / 1260 - inv2 / 1680)));
}

/**
 * A Binomial(n, p) draw from a uniform u in [0, 1): the probabilities are laid out from the mode
 * outwards, one below, one above, in turn, and u picks the one it falls in (an inversion in that
 * order, so the draw has exactly the binomial distribution, up to rounding).
 */
export function drawBinomial(n: number, p: number, u: number): number {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  const q = 1 - p;
  const mode = Math.min(n, Math.floor((n + 1) * p));
  const atMode = Math.exp(lnFactorial(n) - lnFactorial(mode) - lnFactorial(n - mode) + mode * Math.log(p) + (n - mode) * Math.log(q));
  let left = u - atMode;
  if (left < 0) return mode;
  let below = mode;
  let above = mode;
  let pBelow = atMode;
  let pAbove = atMode;
  const ratio = p / q;
  // Beyond 40 standard deviations lies less than 1e-300: only rounding is left there.
  for (let steps = 40 * Math.sqrt(n * p * q) + 64; steps > 0; steps--) {
    const downOpen = below > 0 && pBelow > 0;
    const upOpen = above < n && pAbove > 0;
    if (!downOpen && !upOpen) return mode; // only rounding left over: the mode is as good as any
    if (downOpen) {
      pBelow *= below / (n - below + 1) / ratio;
      below--;
      left -= pBelow;
      if (left < 0) return below;
    }
    if (upOpen) {
      pAbove *= ((n - above) / (above + 1)) * ratio;
      above++;
      left -= pAbove;
      if (left < 0) return above;
    }
  }
  return mode;
}

/** Past this standard deviation a binomial draw is normal (two numbers of the generator) rather than an inversion (about 1.6 σ steps). */
const EXACT_SPREAD = 1e6;

/** A Binomial(n, p) draw with the generator's numbers: exact, or normal past a spread of EXACT_SPREAD. */
function binomial(n: number, p: number, rng: RngState): number {
  const spread = Math.sqrt(n * p * (1 - p));
  // Counting one by one needs whole numbers that step by one: n below 2^53.
  if (!(spread > EXACT_SPREAD) && n <= Number.MAX_SAFE_INTEGER) return drawBinomial(n, p, nextFloat(rng));
  // Box and Muller: a standard normal from two uniforms (the first kept off 0).
  const z = Math.sqrt(-2 * Math.log(1 - nextFloat(rng))) * Math.cos(2 * Math.PI * nextFloat(rng));
  return Math.min(n, Math.max(0, Math.round(n * p + spread * z)));
}

/**
 * The losses of `rolls` rolls with the same table: how many rolls end in each outcome is a
 * multinomial draw (one binomial per outcome but the last, each of the rolls left with the
 * outcome's share of what is left), one number of `rng` per binomial.
 */
export function drawRollLosses(table: RollTable, rolls: number, rng: RngState): { attackerLoss: number; defenderLoss: number } {
  let attackerLoss = 0;
  let defenderLoss = 0;
  let left = rolls;
  let share = 1;
  const { outcomes } = table;
  for (let i = 0; i < outcomes.length && left > 0; i++) {
    const o = outcomes[i]!;
    const count = i === outcomes.length - 1 ? left : binomial(left, Math.min(1, o.probability / share), rng);
    attackerLoss += count * o.attackerLoss;
    defenderLoss += count * o.defenderLoss;
    left -= count;
    share -= o.probability;
  }
  return { attackerLoss, defenderLoss };
}
