// E14: tokens picked up on the map are spent onto the counter they refill, as many as the player
// likes, at any decision of its turn (the engine offers it where it matters: attack, move, reveal).
import { spendTokens } from "../board/index.js";
import { changeAndCross } from "./rule-events.js";
import { problem, problems } from "../model/index.js";
import { distinctCounts, isCount, type MoveFamily } from "./family.js";

export const spend: MoveFamily<"spend"> = {
  type: "spend",
  /** All of them, or one (nothing when the player holds none). */
  enumerate({ state, decision }, out) {
    const held = state.tokensHeld[decision.seatIndex] ?? 0;
    if (held > 0) for (const count of distinctCounts(held, 1)) out.push({ type: "spend", count });
  },
  problem({ state, decision: d }, action) {
    if (state.stage !== "play" || d.kind === "advance" || d.kind === "pass") return problem(problems.notNow, "spend tokens", d.kind);
    const held = state.tokensHeld[d.seatIndex] ?? 0;
    return isCount(action.count) && action.count >= 1 && action.count <= held
      ? undefined
      : problem(problems.countOutOfRange, `you can spend 1 to ${held} tokens`);
  },
  apply({ game, state }, action) {
    spendTokens(state, state.current, action.count);
    // E14: onto the game counter, within its caps (a full meter takes no more).
    changeAndCross(game, state, game.tokens!.refills, state.current, action.count);
    return "stay";
  },
};
