// Dice from the variant's rules (C5, R6, Y8): the exact distribution of one roll, found by
// enumerating every face of every die. The simulator samples one roll's outcome from the exact
// distribution with a single random number instead of rolling and sorting dice.
import type { Combat } from "../../compiler/ir/index.js";
import type { DiceScope } from "../model/index.js";

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
  /** The fewest dice each side may roll (an attack needs that many armies able to fight). */
  attackerMin: number;
  defenderMin: number;
  ties: "attacker" | "defender";
  /** Whether a roll with these dice may happen (R6); absent: always. */
  allowed?: (attackerDice: number, defenderDice: number) => boolean;
  /** F4: dice modifiers in force for one attack (absent: none): a bonus on one die, a re-roll of low faces. */
  mods?: DiceModifiers;
}

/** F4: what the combat rules' modifiers add to each side's dice for one attack. */
export interface DiceModifiers {
  attackerBonus: number;
  defenderBonus: number;
  /** Each die of the side showing at most this is rolled again, once (0: none). */
  attackerReroll: number;
  defenderReroll: number;
}

/**
 * The dice rules of a variant. `require` is the compiled `require` condition of its combat
 * block (R6: it reads the dice and parameters, so only the engine can compile it).
 */
export function diceRules(combat: Combat, require?: (dice: DiceScope) => boolean): DiceRules {
  // Every field present, the absent ones undefined: all rules share one shape, as every Game does (createGame says why).
  const rules: DiceRules = {
    sides: combat.die,
    attackerMax: combat.attacker.max,
    defenderMax: combat.defender.max,
    attackerMin: combat.attacker.min,
    defenderMin: combat.defender.min,
    ties: combat.ties,
    allowed: undefined,
    mods: undefined,
  };
  if (require) {
    const memo = new Map<number, boolean>();
    rules.allowed = (attackerDice, defenderDice) => {
      const key = attackerDice * 64 + defenderDice;
      let ok = memo.get(key);
      if (ok === undefined) {
        ok = require({ attackerDice, defenderDice });
        memo.set(key, ok);
      }
      return ok;
    };
  }
  return rules;
}

/** The same rules with ties going to the other side for one attack (R14). */
export function withTies(rules: DiceRules, ties: "attacker" | "defender"): DiceRules {
  if (rules.ties === ties) return rules;
  // One object per rule set and side, so that tables cached by rule set are found again.
  let other = otherTies.get(rules);
  if (!other) otherTies.set(rules, (other = { ...rules, ties }));
  return other;
}

const otherTies = new WeakMap<DiceRules, DiceRules>();

const modified = new WeakMap<DiceRules, Map<string, DiceRules>>();

/** F4: the same rules with dice modifiers for one attack (one object per rule set and modifiers, so cached tables are found again). */
export function withModifiers(rules: DiceRules, mods: DiceModifiers): DiceRules {
  if (mods.attackerBonus === 0 && mods.defenderBonus === 0 && mods.attackerReroll === 0 && mods.defenderReroll === 0) return rules;
  const key = `${mods.attackerBonus},${mods.defenderBonus},${mods.attackerReroll},${mods.defenderReroll}`;
  let byKey = modified.get(rules);
  if (!byKey) modified.set(rules, (byKey = new Map()));
  let out = byKey.get(key);
  if (!out) byKey.set(key, (out = { ...rules, mods }));
  return out;
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

/** The exact distribution of one roll with the given numbers of dice, all of the variant's die (F4: with its modifiers). */
export function rollTable(rules: DiceRules, attackerDice: number, defenderDice: number): RollTable {
  if (rules.mods)
    return mixedRollTable(rules.ties, handOf(rules, attackerDice, undefined, "attacker"), handOf(rules, defenderDice, undefined, "defender"));
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

/**
 * One side's dice in a roll: each die's number of sides (Y8: a leader's d8 among d6), a +N to one
 * die (Y9, F4), and (F4) a re-roll, once, of every die showing at most `reroll`.
 */
export interface DiceHand {
  sizes: readonly number[];
  bonus: number;
  reroll?: number;
}

/**
 * The losses [attacker, defender] of one roll showing these faces (C5): compared pairwise, highest
 * first; a side's bonus (Y9, F4) goes on the die where it helps that side most.
 */
export function rollLosses(a: number[], d: number[], attackerBonus: number, defenderBonus: number, ties: "attacker" | "defender"): [number, number] {
  return attackerBonus === 0 && defenderBonus === 0 ? compareDice(a, d, ties) : compareWithBonus(a, d, attackerBonus, defenderBonus, ties);
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

/**
 * How often each face of a die comes up, out of `total`: once each; F4: with a re-roll of faces up
 * to `reroll`, a low face only when the second roll shows it (weight `reroll`), a high one on either
 * roll (weight `reroll + sides`), out of `sides²`.
 */
function faceWeights(sides: number, reroll: number): { weights: number[]; total: number } {
  if (reroll <= 0) return { weights: new Array<number>(sides + 1).fill(1), total: sides };
  const weights = Array.from({ length: sides + 1 }, (_, f) => reroll + (f > reroll ? sides : 0));
  return { weights, total: sides * sides };
}

/** The exact distribution of one roll, enumerating every face of every die (d6s, a d8, with a bonus, F4: re-rolls weighed). */
export function mixedRollTable(ties: "attacker" | "defender", attacker: DiceHand, defender: DiceHand): RollTable {
  const [ar, dr] = [attacker.reroll ?? 0, defender.reroll ?? 0];
  const rerolls = ar > 0 || dr > 0 ? `r${ar},${dr}` : "";
  const key = `${ties}:${attacker.sizes.join(".")}+${attacker.bonus}:${defender.sizes.join(".")}+${defender.bonus}${rerolls}`;
  const cached = rollTableCache.get(key);
  if (cached) return cached;
  const sizes = [...attacker.sizes, ...defender.sizes];
  const na = attacker.sizes.length;
  const dice = sizes.length;
  const combinations = sizes.reduce((p, s) => p * s, 1);
  const weighed = sizes.map((size, i) => faceWeights(size, i < na ? ar : dr));
  const total = weighed.reduce((p, w) => p * w.total, 1);
  const counts = new Map<string, number>();
  const faces = new Array<number>(dice).fill(1);
  for (let n = 0; n < combinations; n++) {
    const [al, dl] = rollLosses(faces.slice(0, na), faces.slice(na), attacker.bonus, defender.bonus, ties);
    const k = `${al},${dl}`;
    let weight = 1;
    if (rerolls) for (let i = 0; i < dice; i++) weight *= weighed[i]!.weights[faces[i]!]!;
    counts.set(k, (counts.get(k) ?? 0) + weight);
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

/** Y8/Y9/F2: a unit in the battle (a leader is one): its die, the +N it adds to one die of its side, and (Y3) whether it holds a territory alone. */
export interface UnitInBattle {
  die: number;
  bonus: number;
  holdsAlone?: boolean;
}

/** The units of one side in a battle: none, one, or several (in the order they fall last to first). */
export type UnitsInBattle = UnitInBattle | readonly UnitInBattle[] | undefined;

export function unitList(units: UnitsInBattle): readonly UnitInBattle[] {
  return units === undefined ? [] : Array.isArray(units) ? units : [units as UnitInBattle];
}

/**
 * The dice of one side: its units' first (when they fight, in their order), then the variant's
 * die; their bonuses add up on one die. F4: with `side`, the rules' modifiers for that side too.
 */
export function handOf(rules: DiceRules, count: number, units: UnitsInBattle, side?: "attacker" | "defender"): DiceHand {
  const sizes = new Array<number>(count).fill(rules.sides);
  const list = unitList(units);
  let bonus = 0;
  for (let i = 0; i < list.length; i++) {
    if (i < count) sizes[i] = list[i]!.die;
    bonus += list[i]!.bonus;
  }
  const mods = side ? rules.mods : undefined;
  if (!mods) return { sizes, bonus };
  const extra = side === "attacker" ? mods.attackerBonus : mods.defenderBonus;
  const reroll = side === "attacker" ? mods.attackerReroll : mods.defenderReroll;
  return { sizes, bonus: bonus + extra, ...(reroll > 0 ? { reroll } : {}) };
}
