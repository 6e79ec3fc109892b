// createGame: check the IR against its schema and version, then compile it once into a Game
// (formulas into closures, the map into a graph, the dice into tables) by game.ts's mapping.
import { IR_VERSION, validateVariant, type Variant } from "../../compiler/ir/index.js";
import { buildGraph, diceRules } from "../math/index.js";
import { compileDiceCondition, makeCompileEnv } from "./formulas.js";
import { gameOf, type Game } from "./game.js";
import { ruleBorders } from "./rules.js";

/** A variant the engine cannot play: another IR version, or data that breaks the IR schema. Errors are data: `code`, `message`, `details`. */
export class EngineInputError extends Error {
  constructor(
    readonly code: "ir-version" | "ir-invalid" | "players" | "seat",
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
    this.name = "EngineInputError";
  }
}

/** Refuse an IR of another version or one that breaks the schema, with a message saying why. */
function checkIr(variant: unknown): asserts variant is Variant {
  const version = (variant as { irVersion?: unknown } | null)?.irVersion;
  if (version !== IR_VERSION)
    throw new EngineInputError(
      "ir-version",
      `this IR has version ${JSON.stringify(version)}; this engine plays version ${IR_VERSION} (compile the variant again with this riskc)`,
    );
  if (!validateVariant(variant)) {
    const details = (validateVariant.errors ?? []).slice(0, 10).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
    throw new EngineInputError("ir-invalid", `the IR does not match its schema: ${details[0] ?? "invalid"}`, details);
  }
}

/** Compile a checked IR into a Game, by the one mapping game.ts declares. */
export function createGame(variant: Variant): Game {
  checkIr(variant);
  const graph = buildGraph(variant.map, ruleBorders(variant));
  const env = makeCompileEnv(variant, graph);
  const indexOf = (list: readonly { name: string }[] | undefined) => new Map((list ?? []).map((x, i) => [x.name, i]));
  const made = new WeakMap<object, unknown>();
  return gameOf(variant, {
    variant,
    env,
    graph,
    dice: diceRules(variant.combat, variant.combat.require ? compileDiceCondition(variant.combat.require, env) : undefined),
    index: {
      counter: indexOf(variant.counters),
      choice: indexOf(variant.choices),
      unit: indexOf(variant.units?.types),
      building: indexOf(variant.buildings),
    },
    once: <T>(from: object, make: () => T): T => {
      if (!made.has(from)) made.set(from, make());
      return made.get(from) as T;
    },
  });
}
