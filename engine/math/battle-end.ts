// C5/R6: how an attack "until decided" ends, as one exact distribution, so the simulator draws
// a whole battle with one random number instead of rolling it roll by roll. The chain is the
// roll-by-roll game itself: from (attackers able to fight, defenders), every roll loses at least
// one piece, so the states are visited once each, from the most pieces down. The battle stops when
// the defenders are gone, when the rules forbid the next roll (too few attackers, R6), or — after
// the first roll — when the attackers fall below the stop the player set. Only battles without
// units or die bonuses are drawn whole (those roll by roll, with their mixed dice).
import { diceFor, rollTable, type DiceRules } from "./dice.js";

/** Where a battle can end, with the attacker's dice in its last roll, and their cumulative probabilities. */
export interface BattleEnd {
  attackers: Int32Array;
  defenders: Int32Array;
  /** Attacker's dice in the last roll; 0 when no roll was allowed at all. */
  lastDice: Int32Array;
  probability: Float64Array;
  cumulative: Float64Array;
}

/** Battles with more states than this are rolled roll by roll (a table would cost more than it saves). */
export const MAX_BATTLE_STATES = 250_000;

const tables = new WeakMap<DiceRules, Map<number, BattleEnd>>();
let cachedStates = 0;
/** Past this many cached states, the tables start again (a bound on memory, whatever the maps). */
const CACHE_STATES = 4_000_000;

/** Whether a roll with `a` attackers able to fight and `d` defenders may happen. */
function mayRoll(rules: DiceRules, a: number, d: number): boolean {
  if (d <= 0 || a < rules.attackerMin || a <= 0) return false;
  if (!rules.allowed) return true;
  const [ad, dd] = diceFor(rules, a, d);
  return rules.allowed(ad, Math.max(dd, Math.min(rules.defenderMin, d)));
}

/**
 * The end of an attack with `attackers` able to fight and `defenders`, rolling until decided or
 * (after the first roll) until fewer than `keepAbove` attackers are left; undefined when the
 * battle is too large to tabulate. Cached per rule set.
 */
export function battleEnd(rules: DiceRules, attackers: number, defenders: number, keepAbove: number): BattleEnd | undefined {
  if ((attackers + 1) * (defenders + 1) > MAX_BATTLE_STATES) return undefined;
  const key = endTableKey(attackers, defenders, keepAbove);
  let byKey = tables.get(rules);
  if (!byKey) tables.set(rules, (byKey = new Map()));
  let end = byKey.get(key);
  if (!end) {
    if (cachedStates > CACHE_STATES) {
      byKey.clear();
      cachedStates = 0;
    }
    end = computeEnd(rules, attackers, defenders, keepAbove);
    cachedStates += end.attackers.length + 1;
    byKey.set(key, end);
  }
  return end;
}

/**
 * The cache key of a battle's table, one per (attackers, defenders, stop) for every battle small
 * enough to tabulate. Small battles (all of a usual map's) get a small integer, which a Map hashes
 * fastest; larger ones a key past 2^31 (a double), which cannot meet a small one.
 */
export function endTableKey(attackers: number, defenders: number, keepAbove: number): number {
  const keep = Math.max(0, Math.min(keepAbove, 65535));
  if (attackers < 1024 && defenders < 1024 && keep < 1024) return (attackers << 20) | (defenders << 10) | keep;
  return (attackers * 262144 + defenders) * 65536 + keep + 2 ** 31;
}

function computeEnd(rules: DiceRules, a0: number, d0: number, keepAbove: number): BattleEnd {
  const width = d0 + 1;
  const mass = new Float64Array((a0 + 1) * width);
  /** Absorbed mass by (a, d, last dice). */
  const ends = new Map<number, number>();
  const endKey = (a: number, d: number, dice: number) => (a * width + d) * 8 + dice;
  const goesOn = (a: number, d: number) => a >= keepAbove && mayRoll(rules, a, d);
  // States holding mass not yet passed on: a lopsided battle (hundreds of attackers against a
  // few) is over within a few rolls, and the states below them need no visit.
  let live = 0;
  if (!mayRoll(rules, a0, d0)) ends.set(endKey(a0, d0, 0), 1);
  else {
    mass[a0 * width + d0] = 1;
    live = 1;
  }
  // Every roll takes at least one piece: visit the states by their number of pieces, most first.
  for (let total = a0 + d0; total > 0 && live > 0; total--) {
    for (let a = Math.min(a0, total); a >= 0 && total - a <= d0; a--) {
      const d = total - a;
      const p = mass[a * width + d]!;
      if (p === 0) continue;
      live--;
      const [ad, dd] = diceFor(rules, a, d);
      for (const o of rollTable(rules, ad, Math.max(dd, Math.min(rules.defenderMin, d))).outcomes) {
        const na = a - o.attackerLoss;
        const nd = d - o.defenderLoss;
        const q = p * o.probability;
        if (!goesOn(na, nd)) ends.set(endKey(na, nd, ad), (ends.get(endKey(na, nd, ad)) ?? 0) + q);
        else if (q !== 0) {
          if (mass[na * width + nd] === 0) live++;
          mass[na * width + nd]! += q;
        }
      }
    }
  }
  const keys = [...ends.keys()].sort((x, y) => x - y);
  const end: BattleEnd = {
    attackers: new Int32Array(keys.length),
    defenders: new Int32Array(keys.length),
    lastDice: new Int32Array(keys.length),
    probability: new Float64Array(keys.length),
    cumulative: new Float64Array(keys.length),
  };
  let acc = 0;
  keys.forEach((k, i) => {
    const dice = k % 8;
    const cell = (k - dice) / 8;
    end.attackers[i] = Math.floor(cell / width);
    end.defenders[i] = cell % width;
    end.lastDice[i] = dice;
    end.probability[i] = ends.get(k)!;
    acc += ends.get(k)!;
    end.cumulative[i] = acc;
  });
  return end;
}

/** The index of the ending a uniform number u in [0, 1) picks (binary search in the cumulative probabilities). */
export function sampleEnd(end: BattleEnd, u: number): number {
  const c = end.cumulative;
  let lo = 0;
  let hi = c.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (u < c[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
