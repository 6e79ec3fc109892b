// Positions as data: a player's view of the state, and the JSON position format (positionOf / positionFrom).
export { viewFor, type PlayerView } from "./view.js";
export { positionOf } from "./position-of.js";
export { positionFrom } from "./position-from.js";
export type { Position, PositionError, PositionResult, TerritoryPosition, PendingPosition, BySeat } from "./format.js";
