// The turn: the setup, the automatic flow between decisions, what the game waits for, and apply.
export { apply, applyInPlace, applyOffered, legalActions, problemOf, runUntilDecision, type ApplyResult } from "./apply.js";
export { decisionOf } from "./decision.js";
export { dealNamedDecks, dealTerritories, newGame, startingState, stateShape } from "./setup.js";
// Objectives are dealt by end/objectives.ts, their writer; positions (position/position-from.ts) still ask the turn for them.
export { dealObjectives } from "../end/index.js";
