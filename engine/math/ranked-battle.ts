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
  const exact =
    rankDice(ranks, attacker) <= RANKED_DICE_EXACT &&
    rankDice(ranks, defender) <= RANKED_DICE_EXACT &&
    (attacker.armies + 1) * (defender.armies + 1) <= MAX_RANKED_STATES;
  return exact ? new RankedChain(ranks, rules, attacker, defender).odds(rounds) : estimateRankedOdds(ranks, rules, attacker, defender, rounds);
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
 * One side's hits taken through the ranks of a round, while the side stands (`live[x]`: x hits
 * so far, at most `most` of them) and the mass that falls in each rank (`fell[i][x]`: x hits in
 * all, more than `most`, clamped at `cap`, when it fell in rank i).
 */
interface SideHits {
  live: Float64Array[];
  fell: Float64Array[];
}

/**
 * The hits a side takes rank by rank from the other side's pieces (`shooters[i]` dice in rank i):
 * the hits of each rank are binomial and independent of the other side's, so while both stand
 * each side's count of hits is a walk of its own (the chain's round is their product).
 */
function sideHits(pmfs: readonly Float64Array[], most: number, cap: number): SideHits {
  const live: Float64Array[] = [];
  const fell: Float64Array[] = [];
  let cur = new Float64Array(most + 1);
  cur[0] = 1;
  for (const pmf of pmfs) {
    const next = new Float64Array(most + 1);
    const down = new Float64Array(cap + 1);
    for (let x = 0; x <= most; x++) {
      const p = cur[x]!;
      if (p === 0) continue;
      for (let h = 0; h < pmf.length; h++) {
        const q = p * pmf[h]!;
        const y = x + h;
        if (y <= most) next[y]! += q;
        else down[Math.min(y, cap)]! += q;
      }
    }
    live.push(next);
    fell.push(down);
    cur = next;
  }
  return { live, fell };
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
  /** Per rank: the hits on the attacker (rolled by the defender's pieces) and on the defender. */
  private readonly onA: Float64Array[];
  private readonly onD: Float64Array[];
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
    this.onA = ranks.map((r, i) => binomialTable((defender.ranked[i] ?? 0) * r.dice, hitChance(r)));
    this.onD = ranks.map((r, i) => binomialTable((attacker.ranked[i] ?? 0) * r.dice, hitChance(r)));
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
    const { width } = this;
    const mostA = a - this.minA;
    const mostD = d - 1;
    const A = sideHits(this.onA, mostA, a);
    const D = sideHits(this.onD, mostD, d);
    const end = (x: number, y: number, q: number) => {
      const loss = rankLosses(a, d, x, y, this.rules.ties);
      done[Math.max(0, a - loss.attackerLoss) * width + Math.max(0, d - loss.defenderLoss)]! += q;
    };
    let liveA: Float64Array = unitMass(mostA);
    let liveD: Float64Array = unitMass(mostD);
    for (let i = 0; i < this.onA.length; i++) {
      // The round ends in rank i when a side falls in it (the other stood until then).
      const [fellA, fellD] = [A.fell[i]!, D.fell[i]!];
      for (let x = mostA + 1; x <= a; x++) {
        if (fellA[x] === 0) continue;
        for (let y = 0; y <= mostD; y++) if (D.live[i]![y]! > 0) end(x, y, p * fellA[x]! * D.live[i]![y]!);
        for (let y = mostD + 1; y <= d; y++) if (fellD[y]! > 0) end(x, y, p * fellA[x]! * fellD[y]!);
      }
      for (let y = mostD + 1; y <= d; y++) {
        if (fellD[y] === 0) continue;
        for (let x = 0; x <= mostA; x++) if (A.live[i]![x]! > 0) end(x, y, p * A.live[i]![x]! * fellD[y]!);
      }
      liveA = A.live[i]!;
      liveD = D.live[i]!;
    }
    // Both stand after the ranks: the general rank, with their units (all still fighting).
    for (let x = 0; x <= mostA; x++) {
      if (liveA[x] === 0) continue;
      for (let y = 0; y <= mostD; y++) {
        const q = p * liveA[x]! * liveD[y]!;
        if (q === 0) continue;
        this.general(q, a - x, d - y, done, next);
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

/** A distribution with all its mass on 0 hits, over 0..most. */
function unitMass(most: number): Float64Array {
  const out = new Float64Array(Math.max(0, most) + 1);
  out[0] = 1;
  return out;
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
      for (let i = 0; i < ranks.length && a >= minA && d >= 1; i++) {
        const p = hitChance(ranks[i]!);
        const onA = drawBinomial((defender.ranked[i] ?? 0) * ranks[i]!.dice, p, nextFloat(rng));
        const onD = drawBinomial((attacker.ranked[i] ?? 0) * ranks[i]!.dice, p, nextFloat(rng));
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
