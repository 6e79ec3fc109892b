// F6: sealed bids — in the setup (S11: and at the start of every round, `each round`) each player
// in turn bids an amount of a resource it holds, seen only by itself until everyone has bid
// (turn/round-bids.ts then reveals them, makes the bidders pay and sets the turn order, highest first).
import { placeBid, resourceOf } from "../board/index.js";
import { problem, problems, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { distinctCounts, isCount, setupStepOfKind, type MoveFamily } from "./family.js";

/** The resource the setup's bid (S11: or a round's) is made in, and what the player holds of it. */
function funds(game: Game, state: GameState, seat: number): number {
  const step = state.stage === "play" ? game.setup.rebid : setupStepOfKind(game, state, "order");
  if (!step || step.bid < 0) return 0;
  return Math.max(0, resourceOf(game, state, step.bid, seat));
}

export const bid: MoveFamily<"bid"> = {
  type: "bid",
  /** Nothing, one, a quarter, half or all of what the player holds (any other amount is accepted too). */
  enumerate({ game, state, decision }, out) {
    const held = funds(game, state, decision.seatIndex);
    out.push({ type: "bid", amount: 0 });
    for (const amount of distinctCounts(held, 1, Math.floor(held / 4), Math.floor(held / 2)).reverse()) out.push({ type: "bid", amount });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "bid") return problem(problems.notNow, "bid", d.kind);
    const held = funds(game, state, d.seatIndex);
    return isCount(action.amount) && action.amount >= 0 && action.amount <= held ? undefined : problem(problems.badBid, held);
  },
  apply({ state }, action) {
    placeBid(state, state.current, action.amount);
    return "setup";
  },
};
