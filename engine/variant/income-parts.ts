// C3/R4/Y6/E5: a seat's reinforcements and why — the variant's `receive` formula split into the
// terms of its top-level sum, each worth what it is worth now, and a sum of group bonuses into the
// groups it counts. For people at the table (play/): the engine itself only ever reads the total.
import type { Expr } from "../../compiler/ir/index.js";
import { scope, type GameState } from "../model/index.js";
import { compileNumber, makeCompileEnv } from "./formulas.js";
import { setMembers } from "./formula-game.js";
import type { Game } from "./game.js";

/** One term of the income formula's top-level sum, and its worth now. */
export interface IncomePart {
  /** The term as the IR has it; `sign` -1 for a term after a `-`. */
  term: Expr;
  sign: 1 | -1;
  /** Its worth now, with the sign (before the total's rounding down). */
  value: number;
  /** For a sum of group bonuses: each group it counts, with its bonus. */
  groups?: { group: number; bonus: number }[];
}

interface CompiledPart {
  term: Expr;
  sign: 1 | -1;
  value: ReturnType<typeof compileNumber>;
  groups?: { members: ReturnType<typeof setMembers>; bonus: ReturnType<typeof compileNumber>[] };
}

/** The terms of a top-level sum: `a + b - c` is a, b and −c; anything else is one term. */
function termsOf(e: Expr, sign: 1 | -1, out: { term: Expr; sign: 1 | -1 }[]): void {
  if (e.op === "+" || e.op === "-") {
    termsOf(e.left, sign, out);
    termsOf(e.right, e.op === "-" ? (-sign as 1 | -1) : sign, out);
  } else out.push({ term: e, sign });
}

const compiled = new WeakMap<Game, CompiledPart[] | null>();

const envs = new WeakMap<Game, ReturnType<typeof makeCompileEnv>>();

/** The game's formulas' environment, made once per game (for formulas compiled for people at the table). */
export function envOf(game: Game): ReturnType<typeof makeCompileEnv> {
  let env = envs.get(game);
  if (!env) envs.set(game, (env = makeCompileEnv(game.variant, game.graph)));
  return env;
}

function partsOf(game: Game): CompiledPart[] | null {
  let parts = compiled.get(game);
  if (parts !== undefined) return parts;
  const receive = game.variant.phases.flatMap((p) => p.steps).find((s) => s.kind === "receive");
  parts = null;
  if (receive?.kind === "receive") {
    const env = envOf(game);
    const terms: { term: Expr; sign: 1 | -1 }[] = [];
    termsOf(receive.amount, 1, terms);
    parts = terms.map(({ term, sign }) => {
      const groupSum = term.op === "sum" && term.set.op === "set" && term.set.of === "groups" && term.attribute === "bonus";
      return {
        term,
        sign,
        value: compileNumber(term, env),
        ...(groupSum && term.set.op === "set"
          ? { groups: { members: setMembers(env, term.set), bonus: game.variant.map.groups.map((g) => compileNumber(g.bonus, env)) } }
          : {}),
      };
    });
  }
  compiled.set(game, parts);
  return parts;
}

/**
 * The parts of what `seat` receives in its turn (its first `receive` step), as they stand in
 * `state`: their sum, rounded down, is what the step gives. Empty when the variant receives nothing.
 */
export function incomeParts(game: Game, state: GameState, seat: number): IncomePart[] {
  const parts = partsOf(game);
  if (!parts) return [];
  const s = scope(state, seat);
  return parts.map((p) => ({
    term: p.term,
    sign: p.sign,
    value: p.sign * p.value(s),
    ...(p.groups ? { groups: p.groups.members(s).map((group) => ({ group, bonus: p.groups!.bonus[group]!(s) })) } : {}),
  }));
}
