// RB1–RB3 (docs/language-design.md, part E item 3): ranked battles on counts. A battle round fires
// the ranks in order — both sides at once, each die of a rank hitting on its threshold or more,
// each hit taking one piece of the other side (armies first, then units: RB2) — and then, while
// both sides still fight, the classic comparison (the "general rank"). This file holds the rule of
// one rank's hits (the engine's and the odds' one reading), the exact odds of a whole battle (the
// chain over the two sides' armies) and the estimate the odds fall back on past their bound.
import { RANKED_DICE_EXACT } from "../../compiler/ir/index.js";
import type { BattleOdds, BattleOutcome } from "./battle-odds.js";
import { drawBinomial } from "./binomial.js";
import { diceFor, handOf, mixedRollTable, sampleRoll, unitList, type DiceRules, type RollTable, type UnitsInBattle } from "./dice.js";
import { nextFloat, seedRng } from "./rng.js";

/** One rank: the dice each piece of its type rolls, the lowest face that hits, and the type's die. */
export interface Rank {
  dice: number;
  hits: number;
  sides: number;
}

/** RB2: the chance that one die of a rank hits: faces `hits`..`sides` of `sides` (`hits 5+` on a d6: 2/6). */
export function hitChance(rank: Rank): number {
  return Math.max(0, rank.sides - rank.hits + 1) / rank.sides;
}

/** One side of a ranked battle: its armies (they fall first) and its units. */
export interface RankedSide {
  armies: number;
  /** Its pieces of each rank's unit type (they fight while the side has armies: they fall after them). */
  ranked: readonly number[];
  /** Its units as the general rank sees them (their own dice first), in the order the engine lists them. */
  units?: UnitsInBattle;
  /** RR1: the side may re-roll its dice of one rank a battle round (rerollsRank's policy). */
  reroll?: boolean;
}

/**
 * RR2: the re-roll's policy (the engine's and the odds' one reading): a side that still has its
 * re-roll this battle round re-rolls all its dice of a rank when they hit fewer times than they
 * hit on average (`dice` dice, each hitting with chance `p`), the first such rank of the round.
 * One archer that missed re-rolls: it hits 1/3 + (2/3)(1/3) = 5/9 of the time.
 */
export function rerollsRank(hits: number, dice: number, p: number): boolean {
  return dice > 0 && hits < dice * p;
}

/** The pieces each side loses to one rank's hits, and whether the battle goes on. */
export interface RankLosses {
  attackerLoss: number;
  defenderLoss: number;
}

/**
 * RB2: one rank's hits, `onAttacker` and `onDefender`, against `a` attacking and `d` defending
 * armies. Each hit takes a piece, armies first (a hit beyond the armies takes a unit). When both
 * sides' last armies fall in the same rank, the side that wins ties (C5) keeps its last army and
 * loses no unit: a battle never leaves the territory without a side.
 */
export function rankLosses(a: number, d: number, onAttacker: number, onDefender: number, ties: "attacker" | "defender"): RankLosses {
  if (onAttacker >= a && onDefender >= d && a > 0 && d > 0) {
    if (ties === "attacker") return { attackerLoss: a - 1, defenderLoss: onDefender };
    return { attackerLoss: onAttacker, defenderLoss: d - 1 };
  }
  return { attackerLoss: onAttacker, defenderLoss: onDefender };
}

/** The dice each side rolls in the ranks of one round (the sum over ranks of pieces × dice per piece). */
export function rankDice(ranks: readonly Rank[], side: RankedSide): number {
  return ranks.reduce((n, r, i) => n + (side.ranked[i] ?? 0) * r.dice, 0);
}

/** The largest ranked battle (attacking × defending armies, each plus one) whose odds are exact. */
export const MAX_RANKED_STATES = 4096;

/** Games simulated for an estimate. */
const ESTIMATE_GAMES = 20_000;

/** The odds of a ranked battle, and whether they are estimated (simulated) rather than exact. */
export interface RankedOdds extends BattleOdds {
  estimated?: true;
}

/**
 * RB3: the odds of a ranked battle fought to the end (or for `rounds` battle rounds): exact from
 * the chain when each side rolls at most RANKED_DICE_EXACT rank dice a round and the battle has at
 * most MAX_RANKED_STATES states, else estimated from ESTIMATE_GAMES simulated battles (a fixed
 * seed: the same estimate each time). Outcomes count armies, as battleOdds' do.
 */
export function rankedBattleOdds(
  ranks: readonly Rank[],
  rules: DiceRules,
  attacker: RankedSide,
  defender: RankedSide,
  rounds = Infinity,
): RankedOdds {
  return rankedOddsExact(ranks, attacker, defender)
    ? new RankedChain(ranks, rules, attacker, defender).odds(rounds)
    : estimateRankedOdds(ranks, rules, attacker, defender, rounds);
}

/** RB3: whether a ranked battle's odds are exact (within the chain's bounds) rather than estimated. */
export function rankedOddsExact(ranks: readonly Rank[], attacker: RankedSide, defender: RankedSide): boolean {
  return (
    rankDice(ranks, attacker) <= RANKED_DICE_EXACT &&
    rankDice(ranks, defender) <= RANKED_DICE_EXACT &&
    (attacker.armies + 1) * (defender.armies + 1) <= MAX_RANKED_STATES
  );
}

/**
 * BB2/BB4: a bombardment's exact odds: `pieces` of the rank's type fire (its dice each), and the
 * hits take at most `removable` of the defender's pieces. `expected`: the pieces it takes on
 * average; `someHit`: the chance it takes at least one.
 */
export function bombardOdds(rank: Rank, pieces: number, removable: number): { expected: number; someHit: number } {
  if (pieces <= 0 || removable <= 0) return { expected: 0, someHit: 0 };
  const pmf = binomialTable(pieces * rank.dice, hitChance(rank));
  let expected = 0;
  for (let k = 1; k < pmf.length; k++) expected += pmf[k]! * Math.min(k, removable);
  return { expected, someHit: 1 - pmf[0]! };
}

/** Binomial(n, p) probabilities of 0..n hits. */
function binomialTable(n: number, p: number): Float64Array {
  const out = new Float64Array(n + 1);
  out[0] = Math.pow(1 - p, n);
  if (p >= 1) {
    out.fill(0);
    out[n] = 1;
    return out;
  }
  for (let k = 1; k <= n; k++) out[k] = (out[k - 1]! * (n - k + 1) * p) / (k * (1 - p));
  return out;
}

/**
 * The distribution of a side's hits after each rank of a round, rank by rank (`[0]`: none yet),
 * had every rank fired: the hits of each rank are binomial and independent of the other side's,
 * and a side stands after rank i exactly when its hits so far are few enough, so while both stand
 * each side's count of hits is a walk of its own (a round is their product). With prefix sums.
 */
function cumulativeHits(pmfs: readonly Float64Array[]): { cum: Float64Array[]; prefix: Float64Array[] } {
  const cum = [Float64Array.of(1)];
  for (const pmf of pmfs) {
    const last = cum[cum.length - 1]!;
    const next = new Float64Array(last.length + pmf.length - 1);
    for (let x = 0; x < last.length; x++) for (let h = 0; h < pmf.length; h++) next[x + h]! += last[x]! * pmf[h]!;
    cum.push(next);
  }
  const prefix = cum.map((c) => {
    const out = new Float64Array(c.length);
    let sum = 0;
    for (let x = 0; x < c.length; x++) out[x] = sum += c[x]!;
    return out;
  });
  return { cum, prefix };
}

/** One side's walk of hits through the ranks (cumulativeHits) and each rank's own hits (RR2: with its re-roll). */
class SideWalk {
  readonly cum: Float64Array[];
  private readonly prefix: Float64Array[];
  /** RR2: P(the re-roll still unused, and x hits) after each rank (`[0]`: all of it); each rank's hits from there, the policy applied. */
  private readonly unused?: Float64Array[];
  private readonly rerolled?: Float64Array[];
  constructor(
    private readonly pmfs: readonly Float64Array[],
    reroll = false,
    chances: readonly number[] = [],
  ) {
    if (!reroll) {
      ({ cum: this.cum, prefix: this.prefix } = cumulativeHits(pmfs));
      return;
    }
    // RR2: rank by rank, the hits while the re-roll is unused (it stays so when the roll hit at least
    // its average) and once used (the rank that used it rolled again: its hits are a fresh roll).
    const rerolled = pmfs.map((pmf, i) => {
      const n = pmf.length - 1;
      let below = 0;
      for (let h = 0; h <= n; h++) if (rerollsRank(h, n, chances[i] ?? 0)) below += pmf[h]!;
      return pmf.map((q, h) => (rerollsRank(h, n, chances[i] ?? 0) ? 0 : q) + below * q);
    });
    const keep = pmfs.map((pmf, i) => pmf.map((q, h) => (rerollsRank(h, pmf.length - 1, chances[i] ?? 0) ? 0 : q)));
    const unused = [Float64Array.of(1)];
    const cum = [Float64Array.of(1)];
    for (let i = 0; i < pmfs.length; i++) {
      const [u, c, pmf, r, k] = [unused[i]!, cum[i]!, pmfs[i]!, rerolled[i]!, keep[i]!];
      const nextU = new Float64Array(u.length + pmf.length - 1);
      const nextC = new Float64Array(c.length + pmf.length - 1);
      for (let x = 0; x < c.length; x++) {
        const [free, used] = [u[x] ?? 0, c[x]! - (u[x] ?? 0)];
        for (let h = 0; h < pmf.length; h++) {
          nextU[x + h]! += free * k[h]!;
          nextC[x + h]! += free * r[h]! + used * pmf[h]!;
        }
      }
      unused.push(nextU);
      cum.push(nextC);
    }
    this.cum = cum;
    this.unused = unused;
    this.rerolled = rerolled;
    this.prefix = cum.map((c) => {
      const out = new Float64Array(c.length);
      let sum = 0;
      for (let x = 0; x < c.length; x++) out[x] = sum += c[x]!;
      return out;
    });
  }

  /** P(at most `most` hits after `ranks` ranks). */
  private upTo(ranks: number, most: number): number {
    const prefix = this.prefix[ranks]!;
    return most < 0 ? 0 : prefix[Math.min(most, prefix.length - 1)]!;
  }

  /**
   * P(the side stood through rank i - 1 with at most `most` hits, and has `y` hits after rank i):
   * it falls in rank i. `y` at `cap` (its armies) stands for `cap` hits or more.
   */
  fell(i: number, most: number, cap: number, y: number): number {
    if (y < cap) {
      const [prev, pmf] = [this.cum[i]!, this.pmfs[i]!];
      const [unused, rerolled] = [this.unused?.[i], this.rerolled?.[i]];
      let sum = 0;
      for (let x = Math.max(0, y - pmf.length + 1); x <= Math.min(most, y, prev.length - 1); x++) {
        const free = unused?.[x] ?? 0;
        sum += rerolled ? free * rerolled[y - x]! + (prev[x]! - free) * pmf[y - x]! : prev[x]! * pmf[y - x]!;
      }
      return sum;
    }
    let rest = this.upTo(i, most) - this.upTo(i + 1, most);
    for (let z = most + 1; z < cap; z++) rest -= this.fell(i, most, cap, z);
    return Math.max(0, rest);
  }
}

/**
 * RB3: the chain over (attacking armies, defending armies): a battle round takes at least one
 * army (the general rank does, when the ranks leave both sides standing), so a fight to the end is
 * one pass from the most armies down; `rounds` rounds are that many passes.
 */
class RankedChain {
  private readonly width: number;
  private readonly minA: number;
  private readonly unitsA: number;
  private readonly unitsD: number;
  /** The hits on the attacker (rolled by the defender's pieces) and on the defender, rank by rank. */
  private readonly onA: SideWalk;
  private readonly onD: SideWalk;
  private readonly ranks: number;
  private readonly tables = new Map<number, RollTable>();
  constructor(
    ranks: readonly Rank[],
    private readonly rules: DiceRules,
    private readonly attacker: RankedSide,
    private readonly defender: RankedSide,
  ) {
    this.width = defender.armies + 1;
    this.minA = Math.max(1, rules.attackerMin);
    this.unitsA = unitList(attacker.units).length;
    this.unitsD = unitList(defender.units).length;
    const chances = ranks.map(hitChance);
    // The hits on a side are the other side's dice: its re-roll (RR2) shapes them.
    this.onA = new SideWalk(
      ranks.map((r, i) => binomialTable((defender.ranked[i] ?? 0) * r.dice, hitChance(r))),
      defender.reroll,
      chances,
    );
    this.onD = new SideWalk(
      ranks.map((r, i) => binomialTable((attacker.ranked[i] ?? 0) * r.dice, hitChance(r))),
      attacker.reroll,
      chances,
    );
    this.ranks = ranks.length;
  }

  private live(a: number, d: number): boolean {
    return a >= this.minA && d >= 1;
  }

  odds(rounds: number): RankedOdds {
    const { attacker, defender, width } = this;
    const size = (attacker.armies + 1) * width;
    const done = new Float64Array(size);
    let mass = new Float64Array(size);
    const start = attacker.armies * width + defender.armies;
    if (this.live(attacker.armies, defender.armies)) mass[start] = 1;
    else done[start] = 1;
    if (rounds === Infinity) {
      for (let total = attacker.armies + defender.armies; total > 0; total--)
        for (let a = Math.min(attacker.armies, total); a >= 0; a--) {
          const d = total - a;
          if (d > defender.armies) break;
          const p = mass[a * width + d]!;
          if (p === 0) continue;
          mass[a * width + d] = 0;
          this.round(p, a, d, done, mass);
        }
    } else {
      for (let r = 0; r < rounds; r++) {
        const next = new Float64Array(size);
        for (let i = 0; i < size; i++) if (mass[i]! > 0) this.round(mass[i]!, Math.floor(i / width), i % width, done, next);
        mass = next;
      }
    }
    return this.outcomes(done, mass);
  }

  /** One battle round from live (a, d) holding mass p: the ranks, then the general rank; outcomes into `done` or `next`. */
  private round(p: number, a: number, d: number, done: Float64Array, next: Float64Array): void {
    const { width, onA, onD } = this;
    const mostA = a - this.minA;
    const mostD = d - 1;
    const end = (x: number, y: number, q: number) => {
      if (q === 0) return;
      const loss = rankLosses(a, d, x, y, this.rules.ties);
      done[Math.max(0, a - loss.attackerLoss) * width + Math.max(0, d - loss.defenderLoss)]! += q;
    };
    for (let i = 0; i < this.ranks; i++) {
      // The round ends in rank i when a side falls in it (the other stood until then, and stands or falls in it too).
      const [standA, standD] = [onA.cum[i + 1]!, onD.cum[i + 1]!];
      for (let x = mostA + 1; x <= a; x++) {
        const fa = p * onA.fell(i, mostA, a, x);
        if (fa === 0) continue;
        for (let y = 0; y <= Math.min(mostD, standD.length - 1); y++) end(x, y, fa * standD[y]!);
        for (let y = mostD + 1; y <= d; y++) end(x, y, fa * onD.fell(i, mostD, d, y));
      }
      for (let y = mostD + 1; y <= d; y++) {
        const fd = p * onD.fell(i, mostD, d, y);
        if (fd === 0) continue;
        for (let x = 0; x <= Math.min(mostA, standA.length - 1); x++) end(x, y, standA[x]! * fd);
      }
    }
    // Both stand after the ranks: the general rank, with their units (all still fighting).
    const [standA, standD] = [onA.cum[this.ranks]!, onD.cum[this.ranks]!];
    for (let x = 0; x <= Math.min(mostA, standA.length - 1); x++) {
      if (standA[x] === 0) continue;
      for (let y = 0; y <= Math.min(mostD, standD.length - 1); y++) {
        const q = p * standA[x]! * standD[y]!;
        if (q !== 0) this.general(q, a - x, d - y, done, next);
      }
    }
  }

  /** The general rank from (a, d), both standing: C5's comparison of their pieces' dice. */
  private general(q: number, a: number, d: number, done: Float64Array, next: Float64Array): void {
    const { width, rules } = this;
    const [ad, dd] = diceFor(rules, a + this.unitsA, d + this.unitsD);
    if (rules.allowed && !rules.allowed(ad, dd)) {
      // The rules forbid the roll (R6): the battle stops where it stands.
      done[a * width + d]! += q;
      return;
    }
    for (const o of this.table(ad, dd).outcomes) {
      const na = Math.max(0, a - o.attackerLoss);
      const nd = Math.max(0, d - o.defenderLoss);
      const there = na * width + nd;
      if (this.live(na, nd)) next[there]! += q * o.probability;
      else done[there]! += q * o.probability;
    }
  }

  private table(ad: number, dd: number): RollTable {
    const key = ad * 64 + dd;
    let table = this.tables.get(key);
    if (!table) {
      table = generalTable(this.rules, ad, dd, this.attacker, this.defender);
      this.tables.set(key, table);
    }
    return table;
  }

  private outcomes(done: Float64Array, live: Float64Array): RankedOdds {
    const { attacker, defender, width } = this;
    const outcomes: BattleOutcome[] = [];
    let attackerWins = 0;
    for (let a = attacker.armies; a >= 0; a--)
      for (let d = 0; d <= defender.armies; d++) {
        const p = done[a * width + d]! + live[a * width + d]!;
        if (p === 0) continue;
        outcomes.push({ attackers: a, defenders: d, probability: p });
        if (d === 0) attackerWins += p;
      }
    return { attackers: attacker.armies, defenders: defender.armies, attackerWins, outcomes };
  }
}

/** The general rank's roll: each side's dice (its units' first, Y8) with the rules' modifiers. */
function generalTable(rules: DiceRules, ad: number, dd: number, attacker: RankedSide, defender: RankedSide): RollTable {
  return mixedRollTable(rules.ties, handOf(rules, ad, attacker.units, "attacker"), handOf(rules, dd, defender.units, "defender"));
}

/** RB3: the odds estimated from simulated battles (past the exact chain's bound). */
export function estimateRankedOdds(ranks: readonly Rank[], rules: DiceRules, attacker: RankedSide, defender: RankedSide, rounds: number): RankedOdds {
  const rng = seedRng(0x5eed);
  const counts = new Map<number, number>();
  const width = defender.armies + 1;
  const minA = Math.max(1, rules.attackerMin);
  const [unitsA, unitsD] = [unitList(attacker.units).length, unitList(defender.units).length];
  const tables = new Map<number, RollTable>();
  for (let g = 0; g < ESTIMATE_GAMES; g++) {
    let [a, d] = [attacker.armies, defender.armies];
    for (let r = 0; r < rounds && a >= minA && d >= 1; r++) {
      let [rerollA, rerollD] = [attacker.reroll === true, defender.reroll === true];
      for (let i = 0; i < ranks.length && a >= minA && d >= 1; i++) {
        const p = hitChance(ranks[i]!);
        const [byD, byA] = [(defender.ranked[i] ?? 0) * ranks[i]!.dice, (attacker.ranked[i] ?? 0) * ranks[i]!.dice];
        let onA = drawBinomial(byD, p, nextFloat(rng));
        let onD = drawBinomial(byA, p, nextFloat(rng));
        // RR2: each side's re-roll, its policy's.
        if (rerollD && rerollsRank(onA, byD, p)) [onA, rerollD] = [drawBinomial(byD, p, nextFloat(rng)), false];
        if (rerollA && rerollsRank(onD, byA, p)) [onD, rerollA] = [drawBinomial(byA, p, nextFloat(rng)), false];
        const loss = rankLosses(a, d, onA, onD, rules.ties);
        [a, d] = [Math.max(0, a - loss.attackerLoss), Math.max(0, d - loss.defenderLoss)];
      }
      if (a < minA || d < 1) break;
      const [ad, dd] = diceFor(rules, a + unitsA, d + unitsD);
      if (rules.allowed && !rules.allowed(ad, dd)) break;
      let table = tables.get(ad * 64 + dd);
      if (!table) tables.set(ad * 64 + dd, (table = generalTable(rules, ad, dd, attacker, defender)));
      const o = sampleRoll(table, nextFloat(rng));
      [a, d] = [Math.max(0, a - o.attackerLoss), Math.max(0, d - o.defenderLoss)];
    }
    counts.set(a * width + d, (counts.get(a * width + d) ?? 0) + 1);
  }
  const outcomes: BattleOutcome[] = [...counts.entries()]
    .map(([k, n]) => ({ attackers: Math.floor(k / width), defenders: k % width, probability: n / ESTIMATE_GAMES }))
    .sort((x, y) => y.attackers - x.attackers || x.defenders - y.defenders);
  const attackerWins = outcomes.reduce((s, o) => (o.defenders === 0 ? s + o.probability : s), 0);
  return { attackers: attacker.armies, defenders: defender.armies, attackerWins, outcomes, estimated: true };
}
