// The engine's public API: build a game from an IR variant, start it (or set up a position),
// enumerate and apply actions, see what a player sees, and the battle mathematics. bots/, sim/,
// cli/ and playground/ import the engine only from here.
export { createGame, EngineInputError, type Game, type CompiledStep, type CompiledEffectCard } from "./variant/index.js";
export { newGame, apply, applyInPlace, applyOffered, legalActions, problemOf, decisionOf, runUntilDecision, type ApplyResult } from "./turn/index.js";
export {
  viewFor,
  positionOf,
  positionFrom,
  determinize,
  type PlayerView,
  type Position,
  type PositionError,
  type PositionResult,
  type TerritoryPosition,
} from "./position/index.js";
export {
  cloneState,
  problems,
  stateLayout,
  type Action,
  type ActionOf,
  type ActionType,
  type Decision,
  type DecisionKind,
  type GameResult,
  type GameState,
  type Pending,
  type Problem,
} from "./model/index.js";
export {
  battleEnd,
  battleOdds,
  battleOddsByRolls,
  compareDice,
  deriveSeed,
  diceRules,
  escalatingValue,
  MAX_BATTLE_CELLS,
  isPresent,
  neighbours,
  nextFloat,
  nextInt,
  rollTable,
  sampleRoll,
  seedRng,
  shortestRoute,
  strikeOdds,
  withModifiers,
  withTies,
  WinOdds,
  type BattleOdds,
  type BattleOutcome,
  type DiceRules,
  type UnitInBattle,
  type DiceModifiers,
  type MapGraph,
  type RngState,
  type RollTable,
} from "./math/index.js";
// What bots and reports read of a position: the same rules the engine applies.
export { actingUnit, isStaging, leaderInBattle, leaderOf, sideName, someTerritoryEmpty, unitsInBattle, unitForm } from "./board/index.js";
export { attackers, attackersKeeping, cardsValue, chooseTargets, modifiedRules } from "./moves/index.js";
