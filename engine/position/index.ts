// Positions as data: a player's view of the state, and (position.ts) the JSON position format.
export { viewFor, type PlayerView } from "./view.js";
