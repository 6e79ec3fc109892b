// Positions as data: a player's view of the state, the JSON position format (positionOf / positionFrom),
// and full states consistent with a view (determinize).
export { viewFor, type PlayerView } from "./view.js";
export { namesOf, OFF_BOARD, type GameNames, type NameTable } from "./names.js";
export { positionOf } from "./position-of.js";
export { positionFrom } from "./position-from.js";
export { positionErrors } from "./position-errors.js";
export { determinize, sampledFields } from "./determinize.js";
export type {
  Position,
  PositionError,
  PositionResult,
  TerritoryPosition,
  UnitPosition,
  PendingPosition,
  BySeat,
  LastingPosition,
  LeaderPosition,
} from "./format.js";
