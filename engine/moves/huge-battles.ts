// C5/CT3: huge battles. A battle of millions of armies rolls its dice in batches: the next rolls
// that can change nothing but the armies (the dice each side rolls stay the same, no unit falls)
// are drawn at once (math/binomial.ts's drawRollLosses: they fall as that many single rolls
// would). Attacks (attack.ts) and a round's contested battles (contested.ts) both batch so.
import type { RollTable } from "../math/index.js";

/**
 * A battle is huge when the two sides start with this many armies or more together (a hundred
 * times the ordinary: the largest battle of the behaviour fixtures' games is about 5,000 armies).
 * Only a huge battle draws its rolls in batches, so ordinary games roll one by one as they always
 * did, and a battle of millions costs a few dozen draws instead of millions of rolls.
 */
export const HUGE_BATTLE_ARMIES = 65_536;

/** The fewest rolls a huge battle draws at once (below it, a few single rolls cost less). */
export const FEWEST_DRAWN = 8;

/** The most armies each side can lose in one roll of `table`: how fast a batch can eat its spare armies. */
export function mostLostARoll(table: RollTable): { attacker: number; defender: number } {
  let attacker = 0;
  let defender = 0;
  for (const o of table.outcomes) {
    attacker = Math.max(attacker, o.attackerLoss);
    defender = Math.max(defender, o.defenderLoss);
  }
  return { attacker: Math.max(1, attacker), defender: Math.max(1, defender) };
}
