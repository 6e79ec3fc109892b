// What the game waits for outside the step flow (`pending`: an advance after a conquest, a card to
// pass, a setup decision...): the one writer of it. A move, the setup or the end of the game sets
// it, counts down what is left of it, and settles it here.
import type { GameState, Pending } from "../model/index.js";

/** EF5: a decision an effect asked for (it carries what the game waits for after it, `then`). */
type EffectDecision = Extract<Pending, { kind: "discard" | "move" | "order" | "pick" }>;

function isEffectDecision(p: Pending | null): p is EffectDecision {
  return (p?.kind === "discard" && p.seat !== undefined) || p?.kind === "move" || p?.kind === "order" || p?.kind === "pick";
}

/** `p` and what follows it, with `next` waited for last (the chain is copied, never changed in place: copies of the state share it). */
function thenAfter(p: EffectDecision, next: Pending): EffectDecision {
  const tail = p.then;
  if (isEffectDecision(tail ?? null)) return { ...p, then: thenAfter(tail as EffectDecision, next) };
  // An effect's decision comes before the one the game already waited for; another replaces it (as it would without the effect).
  return { ...p, then: tail && isEffectDecision(next) ? { ...next, then: tail } : next };
}

/**
 * The game now waits for this decision of the current seat. While an effect's decision (EF5) is
 * waited for, this one waits after it (a conquest's advance after a `conquest` rule's discard).
 */
export function awaitDecision(state: GameState, pending: Pending): void {
  state.pending = isEffectDecision(state.pending) ? thenAfter(state.pending, pending) : pending;
}

/**
 * EF5: an effect asks seat `decision.seat` to decide: before what the game waited for (a card
 * played at a defence: the defender discards, then chooses its dice), after another effect's
 * decision; the same seat's discards add up.
 */
export function awaitEffectDecision(state: GameState, decision: EffectDecision): void {
  const p = state.pending;
  if (isEffectDecision(p)) {
    if (p.kind === "discard" && decision.kind === "discard" && p.seat === decision.seat && p.then === undefined)
      p.left = (p.left ?? 0) + (decision.left ?? 0);
    else state.pending = thenAfter(p, decision);
    return;
  }
  state.pending = p ? { ...decision, then: p } : decision;
}

/** Nothing is waited for outside the step flow any more (but what an effect's decision held back, EF5). */
export function settlePending(state: GameState): void {
  const then = isEffectDecision(state.pending) ? state.pending.then : undefined;
  state.pending = then ? { ...then } : null;
}

/** A turn begins: nothing is waited for any more but an effect's decision (EF5: a `turn end` rule's discard, made before the turn goes on). */
export function settleAtTurnStart(state: GameState): void {
  if (!isEffectDecision(state.pending)) state.pending = null;
}

/** The game is over: nothing is waited for. */
export function clearPending(state: GameState): void {
  state.pending = null;
}

/** F3/T4/MK2: a decision of several parts (buildings to put down, neutral armies to place) has `n` fewer left. */
export function countDownPending(state: GameState, n: number): void {
  const p = state.pending;
  if (p?.kind === "build" || p?.kind === "placeNeutral" || p?.kind === "placeUnit" || p?.kind === "move" || p?.kind === "put") p.left -= n;
  else if (p?.kind === "discard" && p.left !== undefined) p.left -= n;
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

/** CS3/RR2: whether the state waits for a side's decision inside a battle round (a casualty, a rank's re-roll). */
export function waitsInBattle(state: GameState): boolean {
  return state.pending?.kind === "casualty" || state.pending?.kind === "reroll";
}
