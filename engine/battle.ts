// Battle math from the variant's dice rules (C5, R6): the exact distribution of one roll, found
// by enumerating every face of every die, and the Markov chain over (attackers, defenders) that
// gives exact battle odds. The simulator samples one roll's outcome from the exact distribution
// with a single random number instead of rolling and sorting dice.
import type { Combat } from "../compiler/ir/ir-schema.js";
import type { EvalScope } from "./expr.js";

/** One possible outcome of a roll: armies lost by each side, and its probability. */
export interface RollOutcome {
  attackerLoss: number;
  defenderLoss: number;
  probability: number;
  /** The same probability as an exact fraction count / total (total = sides^(dice)). */
  count: number;
}

export interface RollTable {
  attackerDice: number;
  defenderDice: number;
  total: number;
  outcomes: RollOutcome[];
  /** Cumulative probabilities, for sampling with one uniform number. */
  cumulative: Float64Array;
}

export interface DiceRules {
  sides: number;
  attackerMax: number;
  defenderMax: number;
  ties: "attacker" | "defender";
  /** Whether a roll with these dice may happen (R6); absent: always. */
  allowed?: (attackerDice: number, defenderDice: number) => boolean;
}

/**
 * The dice rules of a variant. `require` is the compiled `require` condition of its combat
 * block (it may read parameters, so only the engine can compile it).
 */
export function diceRules(combat: Combat, require?: (scope: EvalScope) => boolean): DiceRules {
  const rules: DiceRules = { sides: combat.die, attackerMax: combat.attacker.max, defenderMax: combat.defender.max, ties: combat.ties };
  if (require) {
    const memo = new Map<number, boolean>();
    rules.allowed = (attackerDice, defenderDice) => {
      const key = attackerDice * 64 + defenderDice;
      let ok = memo.get(key);
      if (ok === undefined) {
        ok = require({ state: undefined as never, seat: -1, dice: 0, attackerDice, defenderDice });
        memo.set(key, ok);
      }
      return ok;
    };
  }
  return rules;
}

/** The same rules with ties going to the other side for one attack (R14). */
export function withTies(rules: DiceRules, ties: "attacker" | "defender"): DiceRules {
  return rules.ties === ties ? rules : { ...rules, ties };
}

/** Compare sorted dice pairwise, highest first (C5). Returns [attacker losses, defender losses]. */
export function compareDice(attacker: readonly number[], defender: readonly number[], ties: "attacker" | "defender"): [number, number] {
  const a = [...attacker].sort((x, y) => y - x);
  const d = [...defender].sort((x, y) => y - x);
  let attackerLoss = 0;
  let defenderLoss = 0;
  for (let i = 0; i < Math.min(a.length, d.length); i++) {
    const wins = a[i]! > d[i]! || (a[i] === d[i] && ties === "attacker");
    if (wins) defenderLoss++;
    else attackerLoss++;
  }
  return [attackerLoss, defenderLoss];
}

const rollTableCache = new Map<string, RollTable>();

/** The exact distribution of one roll with the given numbers of dice. */
export function rollTable(rules: DiceRules, attackerDice: number, defenderDice: number): RollTable {
  const key = `${rules.sides}:${rules.ties}:${attackerDice}:${defenderDice}`;
  const cached = rollTableCache.get(key);
  if (cached) return cached;
  const dice = attackerDice + defenderDice;
  const total = rules.sides ** dice;
  const counts = new Map<string, number>();
  const faces = new Array<number>(dice).fill(1);
  for (let n = 0; n < total; n++) {
    const [al, dl] = compareDice(faces.slice(0, attackerDice), faces.slice(attackerDice), rules.ties);
    const k = `${al},${dl}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
    for (let i = 0; i < dice; i++) {
      if (faces[i]! < rules.sides) {
        faces[i]!++;
        break;
      }
      faces[i] = 1;
    }
  }
  const outcomes = [...counts.entries()]
    .map(([k, count]) => {
      const [attackerLoss, defenderLoss] = k.split(",").map(Number) as [number, number];
      return { attackerLoss, defenderLoss, count, probability: count / total };
    })
    .sort((x, y) => y.attackerLoss - x.attackerLoss || x.defenderLoss - y.defenderLoss);
  const cumulative = new Float64Array(outcomes.length);
  let acc = 0;
  outcomes.forEach((o, i) => {
    acc += o.count;
    cumulative[i] = acc / total;
  });
  const table = { attackerDice, defenderDice, total, outcomes, cumulative };
  rollTableCache.set(key, table);
  return table;
}

/** Dice each side rolls with `a` attacking and `d` defending armies, both rolling the most allowed. */
export function diceFor(rules: DiceRules, a: number, d: number): [number, number] {
  return [Math.min(rules.attackerMax, a), Math.min(rules.defenderMax, d)];
}

/** Pick an outcome of a roll from a uniform number u in [0, 1). */
export function sampleRoll(table: RollTable, u: number): RollOutcome {
  const { cumulative, outcomes } = table;
  for (let i = 0; i < cumulative.length; i++) if (u < cumulative[i]!) return outcomes[i]!;
  return outcomes[outcomes.length - 1]!;
}

export interface BattleOutcome {
  attackers: number;
  defenders: number;
  probability: number;
}

export interface BattleOdds {
  attackers: number;
  defenders: number;
  /** Probability that the defenders are all destroyed. */
  attackerWins: number;
  /** Where the battle stands when it ends (or after `rolls` rolls), most attackers first. */
  outcomes: BattleOutcome[];
}

/**
 * Exact odds of `attackers` (armies taking part, not those left behind) against `defenders`,
 * both sides rolling the most dice allowed, by forward propagation of the Markov chain: each
 * roll moves probability mass from (a, d) to (a - attackerLoss, d - defenderLoss). The chain is
 * absorbed when either side reaches 0. `rolls` stops it early.
 */
export function battleOdds(rules: DiceRules, attackers: number, defenders: number, rolls = Infinity): BattleOdds {
  const width = defenders + 1;
  let mass = new Float64Array((attackers + 1) * width);
  const done = new Float64Array((attackers + 1) * width);
  mass[attackers * width + defenders] = 1;
  let live = attackers > 0 && defenders > 0;
  if (!live) done[attackers * width + defenders] = 1;
  for (let roll = 0; roll < rolls && live; roll++) {
    const next = new Float64Array(mass.length);
    live = false;
    for (let a = 1; a <= attackers; a++) {
      for (let d = 1; d <= defenders; d++) {
        const p = mass[a * width + d]!;
        if (p === 0) continue;
        const [ad, dd] = diceFor(rules, a, d);
        if (rules.allowed && !rules.allowed(ad, dd)) {
          // The attacker may not roll here (R6): the battle stops where it stands.
          done[a * width + d]! += p;
          continue;
        }
        for (const o of rollTable(rules, ad, dd).outcomes) {
          const na = a - o.attackerLoss;
          const nd = d - o.defenderLoss;
          const q = p * o.probability;
          if (na === 0 || nd === 0) done[na * width + nd]! += q;
          else {
            next[na * width + nd]! += q;
            live = true;
          }
        }
      }
    }
    mass = next;
  }
  const outcomes: BattleOutcome[] = [];
  let attackerWins = 0;
  for (let a = attackers; a >= 0; a--) {
    for (let d = 0; d <= defenders; d++) {
      const p = done[a * width + d]! + mass[a * width + d]!;
      if (p === 0) continue;
      outcomes.push({ attackers: a, defenders: d, probability: p });
      if (d === 0) attackerWins += p;
    }
  }
  return { attackers, defenders, attackerWins, outcomes };
}

/**
 * P(attackers destroy all defenders) for a fight to the end, memoised per rule set: the
 * greedy bot asks this for every attack it considers.
 */
export class WinOdds {
  private readonly memo = new Map<number, number>();
  constructor(private readonly rules: DiceRules) {}

  get(attackers: number, defenders: number): number {
    if (defenders <= 0) return 1;
    if (attackers <= 0) return 0;
    // Beyond this the answer is within rounding of the capped one; it keeps the memo small.
    const a = Math.min(attackers, 400);
    const d = Math.min(defenders, 400);
    const key = a * 1024 + d;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const [ad, dd] = diceFor(this.rules, a, d);
    if (this.rules.allowed && !this.rules.allowed(ad, dd)) {
      this.memo.set(key, 0);
      return 0;
    }
    let p = 0;
    for (const o of rollTable(this.rules, ad, dd).outcomes) p += o.probability * this.get(a - o.attackerLoss, d - o.defenderLoss);
    this.memo.set(key, p);
    return p;
  }
}
