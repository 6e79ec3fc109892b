// Stop the current step of one's own accord: no more attacks, trades, moves, flips or forms.
// Never while something must be decided first (armies to place, a conquest to move into...).
import { settlePending } from "../board/index.js";
import { problem, problems, type Problem } from "../model/index.js";
import type { MoveContext, MoveFamily } from "./family.js";
import { settleOffer } from "../board/index.js";
import { awaitPoolPlacement } from "./place.js";
import { cardsInHandSets, tradeIsForced } from "./trade.js";

const mustDecide: Partial<Record<string, string>> = {
  exchange: "hand out your seat tokens first",
  setupPlace: "all armies must be placed first",
  place: "all armies must be placed first",
  placePool: "all armies must be placed first",
  advance: "armies must move into the conquered territory first",
  pass: "pass the card to another player first",
  claim: "take a territory first",
  placeLeader: "put your leader on the board first",
  discard: "discard first",
  placeUnit: "put your units on the board first",
  bid: "make your bid first",
  build: "build first",
  setupNeutral: "place the neutral armies first",
  pick: "pick a territory for the effect first",
};

function endProblem({ game, state, decision: d }: MoveContext): Problem | undefined {
  if (d.kind === "over") return problem(problems.gameOver);
  const first = mustDecide[d.kind] ?? (d.kind === "choose" && state.stage === "setup" ? "make your choice first" : undefined);
  if (first) return problem(problems.decideFirst, first);
  if ((d.kind === "trade" || d.kind === "tradeDown") && tradeIsForced(game, state, d) && cardsInHandSets(game, state, d.seatIndex).length > 0)
    return problem(problems.tradeForced);
  return undefined;
}

export const endStep: MoveFamily<"end"> = {
  type: "end",
  enumerate(ctx, out) {
    if (endProblem(ctx) === undefined) out.push({ type: "end" });
  },
  problem: endProblem,
  apply({ game, state, decision }) {
    // Part A: `end` at an optional rule declines it; the turn goes on.
    if (decision.kind === "fire") {
      settleOffer(state);
      return "stay";
    }
    // C4: ending the trade-down after an elimination goes back to the turn (placing what it gave first).
    if (decision.kind === "tradeDown") {
      awaitPoolPlacement(game, state);
      return "stay";
    }
    // EF6: the player moves no more of what the effect allowed.
    if (decision.kind === "move") {
      settlePending(state);
      return "stay";
    }
    return "endStep";
  },
};
