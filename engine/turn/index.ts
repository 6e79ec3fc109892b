// The turn: the setup, the automatic flow between decisions, what the game waits for, and apply.
export { apply, applyInPlace, applyOffered, legalActions, problemOf, runUntilDecision, type ApplyResult } from "./apply.js";
export { decisionOf } from "./decision.js";
export { dealObjectives, dealTerritories, newGame, startingState, stateShape } from "./setup.js";
