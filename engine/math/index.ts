// Pure mathematics of the game, with no state: the seeded generator, the map graph, card sets and battle odds.
export * from "./rng.js";
export * from "./graph.js";
export * from "./cards.js";
export * from "./dice.js";
export * from "./battle-odds.js";
export * from "./battle-end.js";
export * from "./binomial.js";
export * from "./ranked-battle.js";
