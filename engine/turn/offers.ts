// Which list is a state's offer now: `applyOffered` trusts a list only if it is the last one
// `legalActions` made for this state, at the state's own decision, and the engine has not
// changed the state since. One small record per state, kept beside it in a WeakMap (the state
// and the list stay plain data); a copy of a state has none, so nothing offered for its original
// is trusted on it.
import type { Action, Decision, GameState } from "../model/index.js";

interface Offer {
  list: readonly Action[] | undefined;
  /** The list's length as made: a list a caller pushed an action into, or cut, is not the offer. */
  length: number;
  kind: Decision["kind"];
  seat: number;
}

const offers = new WeakMap<GameState, Offer>();

/** The engine changed `state` (every action carried out, every run of the flow): its offer is stale. */
export function stateChanged(state: GameState): void {
  const offer = offers.get(state);
  if (offer) offer.list = undefined;
}

/** Remember `list` as the offer for `state` as it is now, at `decision` (a caller may pass another state's). */
export function rememberOffer(state: GameState, decision: Decision, list: Action[]): Action[] {
  const offer = offers.get(state);
  if (!offer) offers.set(state, { list, length: list.length, kind: decision.kind, seat: decision.seatIndex });
  else {
    offer.list = list;
    offer.length = list.length;
    offer.kind = decision.kind;
    offer.seat = decision.seatIndex;
  }
  return list;
}

/** Whether `list` is the offer made for `state` since its last change, at the state's own decision. */
export function isOfferFor(state: GameState, decision: Decision, list: readonly Action[]): boolean {
  const offer = offers.get(state);
  return (
    offer !== undefined && offer.list === list && offer.length === list.length && offer.kind === decision.kind && offer.seat === decision.seatIndex
  );
}
