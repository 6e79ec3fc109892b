// C5 (`defender dice 1..2 by choice`): the greedy bot's answer when it defends and may choose its
// dice: the exact odds of the attack for each choice (the Markov chain of the whole attack, or of
// its single roll), and the choice that leaves it the most armies against the attacker's.
import { battleOdds, MAX_BATTLE_CELLS, withDefenderDice, type Action } from "../engine/index.js";
import { attackersIn, type Board } from "./greedy-board.js";

/** What a choice of dice is worth to the defender: armies it keeps less armies the attacker keeps, in expectation. */
export function defenceValue(b: Board, dice: number, attackers: number, defenders: number, rolls: number): number {
  const odds = battleOdds(withDefenderDice(b.game.dice, dice), attackers, defenders, rolls);
  let value = 0;
  for (const o of odds.outcomes) value += o.probability * (o.defenders - o.attackers);
  return value;
}

/** The `defend` action with the best exact value (ties: the most dice, the rule's default). */
export function chooseDefence(b: Board, actions: Action[]): Action {
  const p = b.view.pending;
  if (p?.kind !== "defend") return actions[0]!;
  const attackers = Math.max(0, attackersIn(b, p.from));
  const defenders = b.view.armies[p.to]!;
  // A battle too large for the chain is fought with the most dice, as the rule's default.
  if ((attackers + 1) * (defenders + 1) > MAX_BATTLE_CELLS) return actions[0]!;
  let best = actions[0]!;
  let bestValue = -Infinity;
  for (const a of actions) {
    if (a.type !== "defend") continue;
    const value = defenceValue(b, a.dice, attackers, defenders, p.rolls ?? Infinity);
    if (value > bestValue + 1e-12) [best, bestValue] = [a, value];
  }
  return best;
}
