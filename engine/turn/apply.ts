// (state, action) → state. `apply` never touches its input; `applyInPlace` is the same
// transition on a state the caller owns. Every action is checked first (moves/ says why one is
// not legal), then its family carries it out and the flow runs on to the next decision — but
// for `applyOffered` (the simulator's inner loop), which carries out an action taken from the
// state's own offered list without checking it again.
import { cloneState, type Action, type Decision, type GameState, type Problem } from "../model/index.js";
import { actionProblem, applyMove, legalActions as enumerate } from "../moves/index.js";
import type { Game } from "../variant/index.js";
import { decisionOf } from "./decision.js";
import { continueProgramming, continueRoundBattles, continueRoundBids, endCurrentStep, runUntilDecision as runFlow } from "./flow.js";
import { isOfferFor, rememberOffer, stateChanged } from "./offers.js";
import { continueSetup } from "./setup.js";

export type ApplyResult = { ok: true; state: GameState } | { ok: false; state: GameState; error: Problem };

/**
 * Every action the enumeration offers now: a small, meaningful set (any other legal value is
 * accepted by `apply` too). Actions are values: some of those offered are made once per game and
 * handed out at every decision, frozen (`Action`'s fields are read-only) — build a new action
 * rather than change one. A caller that has asked for this state's decision already passes it
 * (`decisionOf(game, state)`; another state's decision gives another state's list).
 */
export function legalActions(game: Game, state: GameState, decision: Decision = decisionOf(game, state)): Action[] {
  return rememberOffer(state, decision, enumerate(game, state, decision));
}

/** Why the action is not legal now (`{ code, message }`), or undefined when it is. Accepts any value, from any caller. */
export function problemOf(game: Game, state: GameState, action: Action): Problem | undefined {
  return actionProblem(game, state, decisionOf(game, state), action);
}

export function apply(game: Game, state: GameState, action: Action): ApplyResult {
  const decision = decisionOf(game, state);
  const found = actionProblem(game, state, decision, action);
  if (found) return { ok: false, state, error: found };
  const next = cloneState(state);
  transition(game, next, decision, action);
  return { ok: true, state: next };
}

/** Apply a legal action to a state the caller owns; returns the problem when it is not legal (and changes nothing). */
export function applyInPlace(game: Game, state: GameState, action: Action): Problem | undefined {
  // The decision is asked once: checking and carrying out the action both need it.
  const decision = decisionOf(game, state);
  const found = actionProblem(game, state, decision, action);
  if (found) return found;
  transition(game, state, decision, action);
  return undefined;
}

/**
 * `applyInPlace` for an action taken from `offered`, the list `legalActions` gave for this state
 * since its last change: an action that is one of the list's objects is legal (the enumeration
 * offers only legal actions: test/engine/offered-actions.test.ts), so it is carried out without
 * being checked again. Any other action is checked as `applyInPlace` checks it: an equal copy, one
 * the caller built, or one from a list made for another state, for an earlier revision of this
 * one or at another decision. The list and its actions must be as the enumeration made them: a
 * caller that lets someone else change them (a bot of unknown make) should use `applyInPlace`.
 */
export function applyOffered(game: Game, state: GameState, offered: readonly Action[], action: Action): Problem | undefined {
  const decision = decisionOf(game, state);
  if (!isOfferFor(state, decision, offered) || !offered.includes(action)) {
    const found = actionProblem(game, state, decision, action);
    if (found) return found;
  }
  transition(game, state, decision, action);
  return undefined;
}

/** Run the automatic flow on until a player must decide (after a caller set a state up by hand). */
export function runUntilDecision(game: Game, state: GameState): void {
  stateChanged(state);
  runFlow(game, state);
}

/** Carry out a legal action at `decision` (the state's decision: a clone's is its original's). */
function transition(game: Game, state: GameState, decision: Decision, action: Action): void {
  stateChanged(state);
  const next = applyMove(game, state, decision, action);
  // S11: a bid in play is a round's bid.
  if (next === "program") continueProgramming(game, state);
  else if (next === "setup" && state.stage === "play") continueRoundBids(game, state);
  else if (next === "setup") continueSetup(game, state, decision.kind);
  else if (state.stage !== "play") return;
  else if (next === "roundEnd") continueRoundBattles(game, state);
  // CS3: a battle of the round's end went on after a casualty decision and ended: the others follow.
  else if (next === "battles") continueRoundBattles(game, state, false);
  else if (next === "endStep") endCurrentStep(game, state);
  else runFlow(game, state);
}
