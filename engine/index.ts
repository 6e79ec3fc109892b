// The engine's public API: build a game from an IR variant, start it, enumerate and apply actions.
export { createGame, type Game } from "./game.js";
export { newGame, GameSetupError } from "./setup.js";
export { apply, applyInPlace, type ApplyResult } from "./apply.js";
export { legalActions, type Action } from "./actions.js";
export { actionProblem } from "./action-problems.js";
export { decisionOf, type Decision, type DecisionKind } from "./decision.js";
export { cloneState, type GameState, type GameResult, type Pending } from "./state.js";
export { viewFor, type PlayerView } from "./view.js";
export {
  battleOdds,
  rollTable,
  diceRules,
  compareDice,
  WinOdds,
  type BattleOdds,
  type BattleOutcome,
  type DiceRules,
  type RollTable,
} from "./battle.js";
export { escalatingValue } from "./cards.js";
export { seedRng, nextInt, nextFloat, deriveSeed, type RngState } from "./rng.js";
