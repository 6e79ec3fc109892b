// IR formulas compiled once into closures. No eval of user text: identifiers come from the
// variant and are looked up in tables, so a name can never inject code. A formula is compiled for
// the scope it is read in (model/scope.ts): a game's (EvalScope, formula-game.ts), a roll's dice
// (DiceScope, R6), or the player count alone (PlayersScope, before any state exists). Numbers,
// parameters and operators compile alike for every scope (formula-operators.ts), and so does what
// any scope reads of the map (formula-map.ts).
import type { Expr } from "../../compiler/ir/index.js";
import type { Compiled, DiceScope, PlayersScope } from "../model/index.js";
import { mapMembers, mapReads, type ScopeKind } from "./formula-map.js";
import { compileFor, type CompileEnv, type Reads } from "./formula-operators.js";

export { compileBool, compileNumber } from "./formula-game.js";
export { makeCompileEnv, type CompileEnv } from "./formula-operators.js";

/** R6: a condition on a roll's dice (the compiler's `dice` context: the dice and parameters). */
export function compileDiceCondition(e: Expr, env: CompileEnv): Compiled<boolean, DiceScope> {
  return compileFor(e, env, diceReads) as Compiled<boolean, DiceScope>;
}

/** A formula of the player count and parameters (the compiler's `static` context), read before a state exists. */
export function compilePlayersNumber(e: Expr, env: CompileEnv): Compiled<number, PlayersScope> {
  return compileFor(e, env, playersReads) as Compiled<number, PlayersScope>;
}

export function compilePlayersBool(e: Expr, env: CompileEnv): Compiled<boolean, PlayersScope> {
  return compileFor(e, env, playersReads) as Compiled<boolean, PlayersScope>;
}

/** R6: a roll's dice; sets of the map (there are no seats in a roll). */
const diceReads: Reads<DiceScope> = (e, env) => {
  if (e.op === "quantity" && e.name === "attackerDice") return (s) => s.attackerDice;
  if (e.op === "quantity" && e.name === "defenderDice") return (s) => s.defenderDice;
  return mapReads(e, env, diceKind);
};

const diceKind: ScopeKind<DiceScope> = { reads: diceReads, members: mapMembers };

/** The player count, and the map. */
const playersReads: Reads<PlayersScope> = (e, env) => {
  if (e.op === "quantity" && e.name === "players") return (s) => s.players;
  return mapReads(e, env, playersKind);
};

const playersKind: ScopeKind<PlayersScope> = { reads: playersReads, members: mapMembers, players: (s) => s.players };
