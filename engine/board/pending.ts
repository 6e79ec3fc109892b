// What the game waits for outside the step flow (`pending`: an advance after a conquest, a card to
// pass, a setup decision...): the one writer of it. A move, the setup or the end of the game sets
// it, counts down what is left of it, and settles it here.
import type { GameState, Pending } from "../model/index.js";

/** The game now waits for this decision of the current seat. */
export function awaitDecision(state: GameState, pending: Pending): void {
  state.pending = pending;
}

/** Nothing is waited for outside the step flow any more. */
export function settlePending(state: GameState): void {
  state.pending = null;
}

/** F3/T4/MK2: a decision of several parts (buildings to put down, neutral armies to place) has `n` fewer left. */
export function countDownPending(state: GameState, n: number): void {
  const p = state.pending;
  if (p?.kind === "build" || p?.kind === "placeNeutral" || p?.kind === "put") p.left -= n;
}
