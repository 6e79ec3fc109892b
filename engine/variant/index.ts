// The compiled variant: createGame turns a checked IR into a Game (closures, graph, dice tables) once per run.
export { createGame, EngineInputError } from "./create-game.js";
export type * from "./game.js";
export { incomeParts, type IncomePart } from "./income-parts.js";
export { conditionParts, type ConditionPart } from "./condition-parts.js";
export { UNTIL, type CompiledRule, type CompiledEffect, type CompiledRuleEffect, type CompiledRules, type Until } from "./rules.js";
