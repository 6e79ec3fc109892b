// M1/K2/C8: how far a seat is from a goal — a condition (a win rule's, an objective's) split into
// the parts of its top-level `and`, each met or not for the seat now, and a comparison's two
// sides with their values ("2 of 3 capitals"). For people at the table (play/): the engine
// itself only ever asks whether the whole condition holds.
import type { Expr } from "../../compiler/ir/index.js";
import { scope, type GameState } from "../model/index.js";
import { compileBool, compileNumber } from "./formulas.js";
import { envOf } from "./income-parts.js";
import type { Game } from "./game.js";

/** One part of a condition's top-level `and`, for one seat now. */
export interface ConditionPart {
  part: Expr;
  met: boolean;
  /** For a comparison of numbers (`x >= y`): the value of each side. */
  value?: number;
  target?: number;
}

const comparisons = new Set(["==", "!=", "<", "<=", ">", ">="]);

function partsOf(e: Expr, out: Expr[]): Expr[] {
  if (e.op === "and") {
    partsOf(e.left, out);
    partsOf(e.right, out);
  } else out.push(e);
  return out;
}

type Compiled = { part: Expr; met: ReturnType<typeof compileBool>; sides?: [ReturnType<typeof compileNumber>, ReturnType<typeof compileNumber>] };

const compiled = new WeakMap<Expr, Compiled[]>();

function isNumber(e: Expr): boolean {
  return (
    !["bool", "not", "and", "or", "holds", "objectiveMet", "ordered", "across", "plays", "word", "choice"].includes(e.op) &&
    !comparisons.has(e.op) &&
    !(e.op === "over" && e.fn !== "max" && e.fn !== "min" && e.fn !== "sum" && e.fn !== "count")
  );
}

/** The parts of `condition` (a formula of the variant `game`) for `seat` in `state`. */
export function conditionParts(game: Game, state: GameState, seat: number, condition: Expr): ConditionPart[] {
  let parts = compiled.get(condition);
  if (!parts) {
    const env = envOf(game);
    parts = partsOf(condition, []).map((part) => {
      const sides =
        "left" in part && comparisons.has(part.op) && isNumber(part.left) && isNumber(part.right)
          ? ([compileNumber(part.left, env), compileNumber(part.right, env)] as [ReturnType<typeof compileNumber>, ReturnType<typeof compileNumber>])
          : undefined;
      return { part, met: compileBool(part, env), ...(sides ? { sides } : {}) };
    });
    compiled.set(condition, parts);
  }
  const s = scope(state, seat);
  return parts.map((p) => ({
    part: p.part,
    met: p.met(s),
    ...(p.sides ? { value: p.sides[0](s), target: p.sides[1](s) } : {}),
  }));
}
