// What the game is waiting for right now, derived from the state (never stored twice).
import type { Decision, GameState } from "../model/index.js";
import { currentStep } from "../moves/index.js";
import type { Game } from "../variant/index.js";

export function decisionOf(game: Game, state: GameState): Decision {
  if (state.stage === "over") return { kind: "over", seat: -1 };
  if (state.stage === "setup") {
    const pending = state.pending?.kind;
    if (pending === "placeNeutral") return { kind: "setupNeutral", seat: state.current };
    const asked =
      pending === "exchange" || pending === "claim" || pending === "placeLeader" || pending === "choose" || pending === "bid" || pending === "build";
    return { kind: asked ? pending : "setupPlace", seat: state.current };
  }
  if (state.pending?.kind === "placeNeutral" || state.pending?.kind === "choose" || state.pending?.kind === "bid")
    throw new Error(`the game waits for a setup decision (${state.pending.kind}) in play`);
  if (state.pending) return { kind: state.pending.kind, seat: state.current };
  const step = currentStep(game, state);
  switch (step?.kind) {
    case "trade":
    case "place":
    case "attack":
    case "fortify":
    case "switch":
    case "morph":
    case "revealEffect":
    case "choose":
    case "buy":
      return { kind: step.kind, seat: state.current };
    default:
      // The flow never rests on an automatic step; this is a broken internal assumption.
      throw new Error(`the game rests on ${step ? `an automatic ${step.kind} step` : "no step"}`);
  }
}
