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

/** D3: a bonus on a named die of a side: the highest, the lowest, each, or the n-th highest (1 is the highest). */
export interface NamedBonus {
  on: "highest" | "lowest" | "each" | number;
  amount: number;
}

/**
 * F4, D1–D5: what the combat rules' modifiers do to each side's dice for one attack. The first
 * four fields are version 2's; the others are the dice pipeline's (docs/language-design.md, part
 * B), absent or 0 when unused.
 */
export interface DiceModifiers {
  /** Pips on the one die where they help the side most. */
  attackerBonus: number;
  defenderBonus: number;
  /** Each die of the side showing at most this is rolled again, once (0: none). */
  attackerReroll: number;
  defenderReroll: number;
  /** D3: bonuses on named dice. */
  attackerNamed?: readonly NamedBonus[];
  defenderNamed?: readonly NamedBonus[];
  /** D1: extra dice rolled; the side keeps its best (as many as it would have rolled). */
  attackerExtra?: number;
  defenderExtra?: number;
  /** D2: the side's lowest N dice are rolled again, once. */
  attackerRerollLowest?: number;
  defenderRerollLowest?: number;
  /** D4: the size of the side's dice (units keep their own die); 0 or absent: the variant's. */
  attackerSides?: number;
  defenderSides?: number;
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

const fewerDefenderDice = new WeakMap<DiceRules, Map<number, DiceRules>>();

/** C5 (`by choice`): the same rules with the defender rolling at most `dice` dice for one attack (one object per rule set and count). */
export function withDefenderDice(rules: DiceRules, dice: number): DiceRules {
  if (dice >= rules.defenderMax) return rules;
  let byCount = fewerDefenderDice.get(rules);
  if (!byCount) fewerDefenderDice.set(rules, (byCount = new Map()));
  let out = byCount.get(dice);
  if (!out) byCount.set(dice, (out = { ...rules, defenderMax: dice }));
  return out;
}

const mostDiceCache = new WeakMap<DiceRules, Map<number, DiceRules>>();

/** D6: the same rules with each side rolling at most the given dice for one attack (one object per rule set and counts, so cached tables are found again). */
export function withMostDice(rules: DiceRules, attackerMax: number, defenderMax: number): DiceRules {
  if (attackerMax === rules.attackerMax && defenderMax === rules.defenderMax) return rules;
  let byCounts = mostDiceCache.get(rules);
  if (!byCounts) mostDiceCache.set(rules, (byCounts = new Map()));
  const key = attackerMax * 64 + defenderMax;
  let out = byCounts.get(key);
  if (!out) byCounts.set(key, (out = { ...rules, attackerMax, defenderMax }));
  return out;
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

/** Whether modifiers change nothing (the rules' own tables serve). */
function noModifiers(m: DiceModifiers): boolean {
  return (
    m.attackerBonus === 0 &&
    m.defenderBonus === 0 &&
    m.attackerReroll === 0 &&
    m.defenderReroll === 0 &&
    !m.attackerNamed?.length &&
    !m.defenderNamed?.length &&
    !m.attackerExtra &&
    !m.defenderExtra &&
    !m.attackerRerollLowest &&
    !m.defenderRerollLowest &&
    !m.attackerSides &&
    !m.defenderSides
  );
}

const namedKey = (named: readonly NamedBonus[] | undefined) => (named ?? []).map((b) => `${b.on}+${b.amount}`).join("/");

/** F4: the same rules with dice modifiers for one attack (one object per rule set and modifiers, so cached tables are found again). */
export function withModifiers(rules: DiceRules, mods: DiceModifiers): DiceRules {
  if (noModifiers(mods)) return rules;
  const key = [
    mods.attackerBonus,
    mods.defenderBonus,
    mods.attackerReroll,
    mods.defenderReroll,
    namedKey(mods.attackerNamed),
    namedKey(mods.defenderNamed),
    mods.attackerExtra ?? 0,
    mods.defenderExtra ?? 0,
    mods.attackerRerollLowest ?? 0,
    mods.defenderRerollLowest ?? 0,
    mods.attackerSides ?? 0,
    mods.defenderSides ?? 0,
  ].join(",");
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
 * die (Y9, F4), and (F4) a re-roll, once, of every die showing at most `reroll`. The dice
 * pipeline (docs/language-design.md, part B) adds D1 `keep` (the side keeps its best `keep` dice:
 * the others were extra dice), D2 `rerollLowest` (its N lowest dice are rolled again, once) and
 * D3 `named` (bonuses on named dice, after the keep).
 */
export interface DiceHand {
  sizes: readonly number[];
  bonus: number;
  reroll?: number;
  keep?: number;
  rerollLowest?: number;
  named?: readonly NamedBonus[];
  /** Issue 26: pips on each die as rolled (a unit's own bonus on its own die), before the keep; absent: none. */
  dieBonus?: readonly number[];
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

/** Compare dice already sorted highest first (C5): the losses of each side, as attackerLoss * 64 + defenderLoss. */
function compareSorted(a: readonly number[], d: readonly number[], ties: "attacker" | "defender"): number {
  let attackerLoss = 0;
  let defenderLoss = 0;
  const pairs = Math.min(a.length, d.length);
  for (let i = 0; i < pairs; i++) {
    if (a[i]! > d[i]! || (a[i] === d[i] && ties === "attacker")) defenderLoss++;
    else attackerLoss++;
  }
  return attackerLoss * 64 + defenderLoss;
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

/** The distribution of one side's dice after its pipeline: each hand sorted highest first, with its weight out of `total`. */
interface SideRolls {
  hands: number[][];
  weights: number[];
  total: number;
}

/** D3: a side's kept dice (sorted highest first) with its bonuses on named dice, sorted again. */
function withNamedBonuses(kept: number[], named: readonly NamedBonus[]): number[] {
  const out = kept.slice();
  for (const b of named) {
    if (b.on === "each") {
      for (let i = 0; i < out.length; i++) out[i]! += b.amount;
      continue;
    }
    // Positions are those of the dice as rolled (before any bonus), so two bonuses never chase each other.
    const at = b.on === "highest" ? 0 : b.on === "lowest" ? kept.length - 1 : b.on - 1;
    if (at >= 0 && at < out.length) out[at]! += b.amount;
  }
  return out.sort((x, y) => y - x);
}

/** D1, D3 and units' own pips: a side's dice as they lie, to the dice it compares, sorted highest first. */
function keptDice(hand: DiceHand, faces: readonly number[]): number[] {
  const n = hand.sizes.length;
  const keep = Math.min(hand.keep ?? n, n);
  const dieBonus = hand.dieBonus;
  let kept = (dieBonus ? faces.map((f, i) => f + (dieBonus[i] ?? 0)) : [...faces]).sort((x, y) => y - x);
  if (keep < n) kept = kept.slice(0, keep);
  return hand.named ? withNamedBonuses(kept, hand.named) : kept;
}

/** D2: the indices of the `count` lowest dice (the first among equal faces), those rolled again. */
function lowestDice(faces: readonly number[], count: number): number[] {
  return faces
    .map((_, i) => i)
    .sort((x, y) => faces[x]! - faces[y]! || x - y)
    .slice(0, count);
}

/**
 * One roll of a side as the dice fall, `roll(sides)` giving each new face: each die (F4: once more
 * when it shows at most the re-roll threshold), then (D2) its lowest dice once more. The faces as
 * they lie, before any bonus. For showing a roll: the engine draws outcomes from the exact table.
 */
export function rollFaces(hand: DiceHand, roll: (sides: number) => number): number[] {
  const threshold = hand.reroll ?? 0;
  const faces = hand.sizes.map((sides) => {
    const face = roll(sides);
    return face <= threshold ? roll(sides) : face;
  });
  const lowest = Math.min(hand.rerollLowest ?? 0, faces.length);
  if (lowest > 0) for (const i of lowestDice(faces, lowest)) faces[i] = roll(hand.sizes[i]!);
  return faces;
}

/** The losses [attacker, defender] of one roll whose dice lie as given: each side's pipeline, then C5's comparison. */
export function rollLosses(
  ties: "attacker" | "defender",
  attacker: DiceHand,
  attackerFaces: readonly number[],
  defender: DiceHand,
  defenderFaces: readonly number[],
): [number, number] {
  const a = keptDice(attacker, attackerFaces);
  const d = keptDice(defender, defenderFaces);
  if (attacker.bonus !== 0 || defender.bonus !== 0) return compareWithBonus(a, d, attacker.bonus, defender.bonus, ties);
  const k = compareSorted(a, d, ties);
  return [Math.floor(k / 64), k % 64];
}

/**
 * Every way one side's dice can come out, enumerated die by die (F4 re-rolls weighed per face;
 * D2: the lowest dice rolled again, which counts every die `sides` times more in the total: a
 * die rolled again has `sides` new faces of weight 1, one kept weighs `sides`), reduced to the
 * side's sorted dice after D1's keep and D3's named bonuses.
 */
function sideRolls(hand: DiceHand): SideRolls {
  const { sizes } = hand;
  const n = sizes.length;
  const threshold = hand.reroll ?? 0;
  const lowest = Math.min(hand.rerollLowest ?? 0, n);
  const weighed = sizes.map((size) => faceWeights(size, threshold));
  const combinations = sizes.reduce((p, s) => p * s, 1);
  const total = weighed.reduce((p, w) => p * w.total, 1) * (lowest > 0 ? combinations : 1);
  const index = new Map<string, number>();
  const out: SideRolls = { hands: [], weights: [], total };
  const add = (faces: readonly number[], weight: number) => {
    const kept = keptDice(hand, faces);
    const key = kept.join(".");
    const at = index.get(key);
    if (at === undefined) {
      index.set(key, out.hands.length);
      out.hands.push(kept);
      out.weights.push(weight);
    } else out.weights[at]! += weight;
  };
  const faces = new Array<number>(n).fill(1);
  for (let c = 0; c < combinations; c++) {
    let weight = 1;
    if (threshold > 0) for (let i = 0; i < n; i++) weight *= weighed[i]!.weights[faces[i]!]!;
    if (lowest === 0) add(faces, weight);
    else rollLowestAgain(faces, sizes, lowest, weight, add);
    for (let i = 0; i < n; i++) {
      if (faces[i]! < sizes[i]!) {
        faces[i]!++;
        break;
      }
      faces[i] = 1;
    }
  }
  return out;
}

/** D2: the `lowest` lowest dice (the first among equal faces) rolled again: every new face of them, each of weight 1; a die kept weighs its sides. */
function rollLowestAgain(
  faces: readonly number[],
  sizes: readonly number[],
  lowest: number,
  weight: number,
  add: (faces: readonly number[], weight: number) => void,
): void {
  const again = lowestDice(faces, lowest);
  let kept = weight;
  for (let i = 0; i < faces.length; i++) if (!again.includes(i)) kept *= sizes[i]!;
  const next = faces.slice();
  for (const i of again) next[i] = 1;
  const count = again.reduce((p, i) => p * sizes[i]!, 1);
  for (let c = 0; c < count; c++) {
    add(next, kept);
    for (const i of again) {
      if (next[i]! < sizes[i]!) {
        next[i]!++;
        break;
      }
      next[i] = 1;
    }
  }
}

const handKey = (hand: DiceHand) =>
  `${hand.sizes.join(".")}+${hand.bonus}` +
  (hand.keep !== undefined ? `k${hand.keep}` : "") +
  (hand.rerollLowest ? `l${hand.rerollLowest}` : "") +
  (hand.named?.length ? `n${namedKey(hand.named)}` : "") +
  (hand.dieBonus ? `b${hand.dieBonus.join(".")}` : "");

/**
 * The exact distribution of one roll (d6s, a d8, with a bonus, F4: re-rolls weighed; D1–D5: the
 * dice pipeline). Each side's dice are enumerated on their own and reduced to their sorted
 * outcomes (sideRolls), then the two are compared pair by pair: the same counts as going
 * through every face of every die together, for a fraction of the work.
 */
export function mixedRollTable(ties: "attacker" | "defender", attacker: DiceHand, defender: DiceHand): RollTable {
  const [ar, dr] = [attacker.reroll ?? 0, defender.reroll ?? 0];
  const rerolls = ar > 0 || dr > 0 ? `r${ar},${dr}` : "";
  const key = `${ties}:${handKey(attacker)}:${handKey(defender)}${rerolls}`;
  const cached = rollTableCache.get(key);
  if (cached) return cached;
  const a = sideRolls(attacker);
  const d = sideRolls(defender);
  const plain = attacker.bonus === 0 && defender.bonus === 0;
  const counts = new Map<number, number>();
  for (let i = 0; i < a.hands.length; i++) {
    for (let j = 0; j < d.hands.length; j++) {
      let k: number;
      if (plain) k = compareSorted(a.hands[i]!, d.hands[j]!, ties);
      else {
        const [al, dl] = compareWithBonus(a.hands[i]!, d.hands[j]!, attacker.bonus, defender.bonus, ties);
        k = al * 64 + dl;
      }
      counts.set(k, (counts.get(k) ?? 0) + a.weights[i]! * d.weights[j]!);
    }
  }
  const total = a.total * d.total;
  const outcomes = [...counts.entries()]
    .map(([k, count]) => ({ attackerLoss: Math.floor(k / 64), defenderLoss: k % 64, count, probability: count / total }))
    .sort((x, y) => y.attackerLoss - x.attackerLoss || x.defenderLoss - y.defenderLoss);
  const cumulative = new Float64Array(outcomes.length);
  let acc = 0;
  outcomes.forEach((o, i) => {
    acc += o.count;
    cumulative[i] = acc / total;
  });
  const attackerDice = Math.min(attacker.keep ?? attacker.sizes.length, attacker.sizes.length);
  const defenderDice = Math.min(defender.keep ?? defender.sizes.length, defender.sizes.length);
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
  /** Issue 26: pips on the unit's own die (`attack +1 on die`), not on its side's best. */
  ownBonus?: number;
  holdsAlone?: boolean;
}

/** The units of one side in a battle: none, one, or several (in the order they fall last to first). */
export type UnitsInBattle = UnitInBattle | readonly UnitInBattle[] | undefined;

export function unitList(units: UnitsInBattle): readonly UnitInBattle[] {
  return units === undefined ? [] : Array.isArray(units) ? units : [units as UnitInBattle];
}

/**
 * The dice of one side: its units' first (when they fight, in their order), then the variant's
 * die; their bonuses add up on one die. F4: with `side`, the rules' modifiers for that side too
 * (D1–D4: its die size, extra dice, re-roll of the lowest, bonuses on named dice).
 */
export function handOf(rules: DiceRules, count: number, units: UnitsInBattle, side?: "attacker" | "defender"): DiceHand {
  const mods = side ? rules.mods : undefined;
  const attacking = side === "attacker";
  const own = (mods && (attacking ? mods.attackerSides : mods.defenderSides)) || rules.sides;
  const extra = (mods && (attacking ? mods.attackerExtra : mods.defenderExtra)) || 0;
  const sizes = new Array<number>(count + extra).fill(own);
  const list = unitList(units);
  let bonus = 0;
  let dieBonus: number[] | undefined;
  for (let i = 0; i < list.length; i++) {
    if (i < count) {
      sizes[i] = list[i]!.die;
      const own = list[i]!.ownBonus ?? 0;
      if (own > 0) (dieBonus ??= new Array<number>(count).fill(0))[i] = own;
    }
    bonus += list[i]!.bonus;
  }
  if (!mods) return dieBonus ? { sizes, bonus, dieBonus } : { sizes, bonus };
  const extraBonus = attacking ? mods.attackerBonus : mods.defenderBonus;
  const reroll = attacking ? mods.attackerReroll : mods.defenderReroll;
  const lowest = (attacking ? mods.attackerRerollLowest : mods.defenderRerollLowest) || 0;
  const named = attacking ? mods.attackerNamed : mods.defenderNamed;
  return {
    sizes,
    ...(dieBonus ? { dieBonus } : {}),
    bonus: bonus + extraBonus,
    ...(reroll > 0 ? { reroll } : {}),
    ...(extra > 0 ? { keep: count } : {}),
    ...(lowest > 0 ? { rerollLowest: lowest } : {}),
    ...(named && named.length > 0 ? { named } : {}),
  };
}
