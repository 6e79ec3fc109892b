// The board: the one writer of owners, armies, pieces by faction, reserves, leaders' places and
// the cards players hold, with the queries every rule shares. territory.ts documents the invariant.
export * from "./territory.js";
export { someArmed, someOwned } from "./board-index.js";
export * from "./factions.js";
export * from "./reserve.js";
export * from "./casualties.js";
export * from "./units.js";
export * from "./unit-types-in-battle.js";
export * from "./buildings.js";
export * from "./resources.js";
export * from "./choices.js";
export * from "./seats.js";
export * from "./cards.js";
export * from "./armies-to-place.js";
export * from "./pending.js";
export * from "./decks.js";
export * from "./deck-halves.js";
export * from "./lasting.js";
export * from "./contested.js";
