// What the game is waiting for right now, derived from the state (never stored twice).
import type { Decision, DecisionKind, GameState } from "../model/index.js";
import { currentStep } from "../moves/index.js";
import type { Game } from "../variant/index.js";

/** The current seat's decision of this kind: its seat by number (as positions and reports count) and as the arrays' index. */
const ofCurrent = (kind: DecisionKind, state: GameState): Decision => ({ kind, seat: state.current + 1, seatIndex: state.current });

/** What the game waits for, and which seat decides it (`seat` counts from 1; `seatIndex` is `seat - 1`, the state's arrays' index). */
export function decisionOf(game: Game, state: GameState): Decision {
  if (state.stage === "over") return { kind: "over", seat: 0, seatIndex: -1 };
  if (state.stage === "setup") {
    const pending = state.pending?.kind;
    if (pending === "placeNeutral") return ofCurrent("setupNeutral", state);
    const asked =
      pending === "exchange" ||
      pending === "claim" ||
      pending === "placeLeader" ||
      pending === "choose" ||
      pending === "bid" ||
      pending === "build" ||
      pending === "placeUnit" ||
      pending === "split";
    return ofCurrent(asked ? pending : "setupPlace", state);
  }
  // S11: a bid may also open a round.
  if (state.pending?.kind === "placeNeutral" || state.pending?.kind === "choose" || (state.pending?.kind === "bid" && !game.setup.rebid))
    throw new Error(`the game waits for a setup decision (${state.pending.kind}) in play`);
  // C5: the one decision of a seat other than the current one: the defender's dice.
  if (state.pending?.kind === "defend") {
    const defender = state.owner[state.pending.to]!;
    return { kind: "defend", seat: defender + 1, seatIndex: defender };
  }
  // Part A: an optional rule is its own player's decision (the first offer's seat).
  if (state.pending?.kind === "fire") {
    const seat = state.pending.offers[1]!;
    return { kind: "fire", seat: seat + 1, seatIndex: seat };
  }
  // EF5: an effect's discard is its seat's (a rule's at another's turn, a card played at a defence).
  if (state.pending?.kind === "discard" && state.pending.seat !== undefined)
    return { kind: "discard", seat: state.pending.seat + 1, seatIndex: state.pending.seat };
  // CS3: a side's casualties are its owner's to choose (the defender's at another's turn).
  if (state.pending?.kind === "casualty") return { kind: "casualty", seat: state.pending.seat + 1, seatIndex: state.pending.seat };
  // RR2: a side's re-roll is its owner's to decide.
  if (state.pending?.kind === "reroll") return { kind: "reroll", seat: state.pending.seat + 1, seatIndex: state.pending.seat };
  if (state.pending?.kind === "move") return { kind: "move", seat: state.pending.seat + 1, seatIndex: state.pending.seat };
  // PO4: a choice of orders is its seat's.
  if (state.pending?.kind === "order") return { kind: "order", seat: state.pending.seat + 1, seatIndex: state.pending.seat };
  // TC1: a territory an effect asks for is its seat's.
  if (state.pending?.kind === "pick") return { kind: "pick", seat: state.pending.seat + 1, seatIndex: state.pending.seat };
  if (state.pending) return ofCurrent(state.pending.kind, state);
  const step = currentStep(game, state);
  switch (step?.kind) {
    case "trade":
    case "place":
    case "attack":
    case "fortify":
    case "expand":
    case "switch":
    case "morph":
    case "revealEffect":
    case "choose":
    case "buy":
    case "play":
    case "bombard":
      return ofCurrent(step.kind, state);
    default:
      // The flow never rests on an automatic step; this is a broken internal assumption.
      throw new Error(`the game rests on ${step ? `an automatic ${step.kind} step` : "no step"}`);
  }
}
