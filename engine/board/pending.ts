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

/** F3/T4: a decision of several parts (buildings to put down, neutral armies to place) has `n` fewer left. */
export function countDownPending(state: GameState, n: number): void {
  const p = state.pending;
  if (p?.kind === "build" || p?.kind === "placeNeutral") p.left -= n;
}

/**
 * Part A (optional rules): rule `rule` is offered to `seat`, queued in the pending `fire` ([rule,
 * seat] pairs, the first decided first). Only while no other decision is awaited.
 */
export function queueOffer(state: GameState, rule: number, seat: number): void {
  if (state.pending === null) state.pending = { kind: "fire", offers: [rule, seat] };
  else if (state.pending.kind === "fire") state.pending = { kind: "fire", offers: [...state.pending.offers, rule, seat] };
}

/** Part A: the first offer of the pending `fire` is decided: the next one is awaited, or none is. */
export function settleOffer(state: GameState): void {
  if (state.pending?.kind !== "fire") return;
  const rest = state.pending.offers.slice(2);
  state.pending = rest.length === 0 ? null : { kind: "fire", offers: rest };
}
