// Battle math from the variant's dice rules (C5, R6): the exact distribution of one roll, found
// by enumerating every face of every die, and the Markov chain over (attackers, defenders) that
// gives exact battle odds. The simulator samples one roll's outcome from the exact distribution
// with a single random number instead of rolling and sorting dice.
import type { Combat } from "../../compiler/ir/index.js";
import type { EvalScope } from "../model/index.js";

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
  /** Y3: a defending leader alone still holds the territory, so the battle goes on against him. */
  leaderHoldsAlone?: boolean;
}

/**
 * The dice rules of a variant. `require` is the compiled `require` condition of its combat
 * block (it may read parameters, so only the engine can compile it).
 */
export function diceRules(combat: Combat, require?: (scope: EvalScope) => boolean, leaderHoldsAlone = false): DiceRules {
  const rules: DiceRules = { sides: combat.die, attackerMax: combat.attacker.max, defenderMax: combat.defender.max, ties: combat.ties };
  if (leaderHoldsAlone) rules.leaderHoldsAlone = true;
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

const uniformCache = new Map<number, RollTable>();

/** The exact distribution of one roll with the given numbers of dice, all of the variant's die. */
export function rollTable(rules: DiceRules, attackerDice: number, defenderDice: number): RollTable {
  // The simulator's hot path: a numeric key instead of the general table's string.
  const key = ((rules.sides * 2 + (rules.ties === "attacker" ? 1 : 0)) * 16 + attackerDice) * 16 + defenderDice;
  let table = uniformCache.get(key);
  if (!table) {
    table = mixedRollTable(
      rules.ties,
      { sizes: new Array<number>(attackerDice).fill(rules.sides), bonus: 0 },
      { sizes: new Array<number>(defenderDice).fill(rules.sides), bonus: 0 },
    );
    uniformCache.set(key, table);
  }
  return table;
}

/** One side's dice in a roll: each die's number of sides (Y8: a leader's d8 among d6), and a +N to one die (Y9). */
export interface DiceHand {
  sizes: readonly number[];
  bonus: number;
}

/** Compare with a side's bonus on the die where it helps that side most (best for it, then least loss). */
function compareWithBonus(a: number[], d: number[], attackerBonus: number, defenderBonus: number, ties: "attacker" | "defender"): [number, number] {
  const options = (dice: number[], bonus: number) => (bonus === 0 ? [dice] : dice.map((_, i) => dice.map((f, j) => (i === j ? f + bonus : f))));
  let best: [number, number] | undefined;
  for (const aa of options(a, attackerBonus)) {
    // The defender answers the attacker's choice with its own best placement.
    let reply: [number, number] | undefined;
    for (const dd of options(d, defenderBonus)) {
      const r = compareDice(aa, dd, ties);
      if (!reply || r[0] > reply[0] || (r[0] === reply[0] && r[1] < reply[1])) reply = r;
    }
    if (!best || reply![1] > best[1] || (reply![1] === best[1] && reply![0] < best[0])) best = reply!;
  }
  return best!;
}

/** The exact distribution of one roll, enumerating every face of every die (d6s, a d8, with a bonus). */
export function mixedRollTable(ties: "attacker" | "defender", attacker: DiceHand, defender: DiceHand): RollTable {
  const key = `${ties}:${attacker.sizes.join(".")}+${attacker.bonus}:${defender.sizes.join(".")}+${defender.bonus}`;
  const cached = rollTableCache.get(key);
  if (cached) return cached;
  const sizes = [...attacker.sizes, ...defender.sizes];
  const na = attacker.sizes.length;
  const dice = sizes.length;
  const total = sizes.reduce((p, s) => p * s, 1);
  const counts = new Map<string, number>();
  const faces = new Array<number>(dice).fill(1);
  for (let n = 0; n < total; n++) {
    const [al, dl] =
      attacker.bonus === 0 && defender.bonus === 0
        ? compareDice(faces.slice(0, na), faces.slice(na), ties)
        : compareWithBonus(faces.slice(0, na), faces.slice(na), attacker.bonus, defender.bonus, ties);
    const k = `${al},${dl}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
    for (let i = 0; i < dice; i++) {
      if (faces[i]! < sizes[i]!) {
        faces[i]!++;
        break;
      }
      faces[i] = 1;
    }
  }
  const attackerDice = na;
  const defenderDice = dice - na;
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
  /** Y3: the defending leader still holds the territory alone. */
  defenderLeader?: boolean;
}

export interface BattleOdds {
  attackers: number;
  defenders: number;
  /** Probability that the defenders are all destroyed. */
  attackerWins: number;
  /** Where the battle stands when it ends (or after `rolls` rolls), most attackers first. */
  outcomes: BattleOutcome[];
}

/** Y8/Y9: a leader in the battle: his die, and the +N he adds to one die of his side. */
export interface LeaderInBattle {
  die: number;
  bonus: number;
}

/** The dice of one side: the leader's first (when he fights), then the variant's die. */
export function handOf(rules: DiceRules, count: number, leader: LeaderInBattle | undefined): DiceHand {
  const sizes = new Array<number>(count).fill(rules.sides);
  if (leader && count > 0) sizes[0] = leader.die;
  return { sizes, bonus: leader ? leader.bonus : 0 };
}

/**
 * Exact odds of `attackers` (armies taking part, not those left behind) against `defenders`,
 * both sides rolling the most dice allowed, by forward propagation of the Markov chain over
 * (attackers, defenders, attacking leader alive, defending leader alive). A leader (Y8) rolls
 * his own die as one of his side's dice and adds his bonus to one die; losses fall on armies
 * first, and the leader goes when his side loses more comparisons than it has armies. The chain
 * is absorbed when either side has no armies left, or when the rules forbid the next roll (R6);
 * `rolls` stops it early. Outcomes count armies (the leaders' fate is summed over).
 */
export function battleOdds(
  rules: DiceRules,
  attackers: number,
  defenders: number,
  rolls = Infinity,
  leaders: { attacker?: LeaderInBattle; defender?: LeaderInBattle } = {},
): BattleOdds {
  const width = defenders + 1;
  const index = (a: number, d: number, al: number, dl: number) => ((a * width + d) * 2 + al) * 2 + dl;
  const size = (attackers + 1) * width * 4;
  let mass = new Float64Array(size);
  const done = new Float64Array(size);
  const start = index(attackers, defenders, leaders.attacker ? 1 : 0, leaders.defender ? 1 : 0);
  mass[start] = 1;
  // Y3: with `hold alone` a defending leader keeps the territory after his armies are gone.
  const holds = rules.leaderHoldsAlone === true;
  const stands = (d: number, dl: number) => d > 0 || (holds && dl === 1);
  let live = attackers > 0 && stands(defenders, leaders.defender ? 1 : 0);
  if (!live) done[start] = 1;
  const tables = new Map<number, RollTable>();
  for (let roll = 0; roll < rolls && live; roll++) {
    const next = new Float64Array(size);
    live = false;
    for (let a = 1; a <= attackers; a++) {
      for (let d = holds ? 0 : 1; d <= defenders; d++) {
        for (let al = 0; al <= 1; al++) {
          for (let dl = 0; dl <= 1; dl++) {
            if (!stands(d, dl)) continue;
            const here = index(a, d, al, dl);
            const p = mass[here]!;
            if (p === 0) continue;
            const [ad, dd] = diceFor(rules, a + al, d + dl);
            if (rules.allowed && !rules.allowed(ad, dd)) {
              // The attacker may not roll here (R6): the battle stops where it stands.
              done[here]! += p;
              continue;
            }
            // The shared cache is keyed by text; a local index keeps that off the hot loop.
            const tableKey = ((ad * 64 + dd) * 2 + al) * 2 + dl;
            let table = tables.get(tableKey);
            if (!table) {
              table = mixedRollTable(
                rules.ties,
                handOf(rules, ad, al ? leaders.attacker : undefined),
                handOf(rules, dd, dl ? leaders.defender : undefined),
              );
              tables.set(tableKey, table);
            }
            for (const o of table.outcomes) {
              const na = Math.max(0, a - o.attackerLoss);
              const nal = o.attackerLoss > a ? 0 : al;
              const nd = Math.max(0, d - o.defenderLoss);
              const ndl = o.defenderLoss > d ? 0 : dl;
              const q = p * o.probability;
              const there = index(na, nd, nal, ndl);
              if (na === 0 || !stands(nd, ndl)) done[there]! += q;
              else {
                next[there]! += q;
                live = true;
              }
            }
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
      // Leaders are summed over, except a leader holding the territory alone (Y3): an outcome of its own.
      let p = 0;
      let alone = 0;
      for (let al = 0; al <= 1; al++) {
        for (let dl = 0; dl <= 1; dl++) {
          const q = done[index(a, d, al, dl)]! + mass[index(a, d, al, dl)]!;
          if (stands(d, dl) && d === 0) alone += q;
          else p += q;
        }
      }
      if (p > 0) outcomes.push({ attackers: a, defenders: d, probability: p });
      if (d === 0) attackerWins += p;
      if (alone > 0) outcomes.push({ attackers: a, defenders: 0, probability: alone, defenderLeader: true });
    }
  }
  return { attackers, defenders, attackerWins, outcomes };
}

/**
 * Y9: the probability that a leader striking alone destroys all `defenders` (no defending
 * leader). He rolls one die, so each roll either takes one defender or ends him: the chance is
 * the product of the single-roll chances as the defenders fall from `defenders` to 1.
 */
export function strikeOdds(rules: DiceRules, leader: LeaderInBattle, defenders: number): number {
  let p = 1;
  for (let d = defenders; d >= 1; d--) {
    const [, dd] = diceFor(rules, 1, d);
    if (rules.allowed && !rules.allowed(1, dd)) return 0;
    const table = mixedRollTable(rules.ties, handOf(rules, 1, leader), handOf(rules, dd, undefined));
    p *= table.outcomes.reduce((sum, o) => (o.defenderLoss > 0 ? sum + o.probability : sum), 0);
  }
  return p;
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
