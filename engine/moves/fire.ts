// Part A (issue 26): optional rules. At its event an `optional rule` whose condition holds and
// whose cost its player can pay is offered instead of fired (rule-events.ts queues it in the
// pending `fire`, [rule, seat] pairs): the first pair's seat fires it (`fire`, paying the cost
// then) or declines it (`end`, end-step.ts), and the next offer, if any, is decided next.
import { settleOffer } from "../board/index.js";
import { problem, problems, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { isCount, type MoveFamily } from "./family.js";
import { canPay, fireOffered } from "./rule-events.js";

/** The rule offered first (its index in the variant's rules), or -1 when none is. */
export function offeredRule(state: GameState): number {
  return state.pending?.kind === "fire" ? state.pending.offers[0]! : -1;
}

export const fire: MoveFamily<"fire"> = {
  type: "fire",
  enumerate({ game, state, decision }, out) {
    const rule = offeredRule(state);
    const cost = rule >= 0 ? game.rules?.rules[rule]?.cost : undefined;
    if (rule >= 0 && (!cost || canPay(game, state, cost, { state, seat: decision.seatIndex, dice: state.lastDice })))
      out.push({ type: "fire", rule });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "fire") return problem(problems.notNow, "fire a rule", d.kind);
    if (!isCount(action.rule) || action.rule !== offeredRule(state)) return problem(problems.ruleNotOffered);
    const cost = game.rules!.rules[action.rule]!.cost;
    if (cost && !canPay(game, state, cost, { state, seat: d.seatIndex, dice: state.lastDice })) return problem(problems.ruleCannotPay);
    return undefined;
  },
  apply({ game, state, decision }, action) {
    settleOffer(state);
    fireOffered(game, state, game.rules!.rules[action.rule]!, decision.seatIndex);
    return "stay";
  },
};
