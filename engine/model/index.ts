// The engine's vocabulary, a leaf: the state and its layout, actions, decisions, problems and formula scopes.
export * from "./state.js";
export * from "./action.js";
export * from "./decision.js";
export * from "./problems.js";
export * from "./scope.js";
