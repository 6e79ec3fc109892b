// What a formula of any scope may read of the map: sets of territories and groups, their counts and
// sums, folds over seats and territories, a territory's attributes. A set that reads the game
// (owned, pieces, buildings) exists only in a game's scope, whose kind (formula-game.ts) says so.
import type { Expr } from "../../compiler/ir/index.js";
import type { Compiled, EvalScope } from "../model/index.js";
import { compileFor, type CompileEnv, type Formula, type Reads } from "./formula-operators.js";

export type SetExpr = Extract<Expr, { op: "set" }>;

/** What every scope may have: the seats bound by `over seats` around a formula, and the territory in question. */
export type Bound = Pick<EvalScope, "vars" | "territory" | "source">;

/**
 * A kind of scope: what its formulas read besides numbers, parameters and operators; the members
 * of a set in it; and (for `over seats`) its player count, when it knows one.
 */
export interface ScopeKind<S extends Bound> {
  reads: Reads<S>;
  members: (env: CompileEnv, set: SetExpr, kind: ScopeKind<S>) => (scope: S) => number[];
  players?: (scope: S) => number;
}

/** What a formula of any scope may read of the map: sets, their counts and sums, folds over seats and territories, a territory's attribute. */
export function mapReads<S extends Bound>(e: Expr, env: CompileEnv, kind: ScopeKind<S>): Formula<S> {
  switch (e.op) {
    case "count":
    case "sum":
      return setTotal(e, env, kind);
    case "over":
    case "overTerritories":
      return fold(e, env, kind);
    case "seatVar": {
      const index = e.var;
      return ({ vars }) => vars![index]! + 1;
    }
    case "attr": {
      const values = env.variant.map.territories.map((t) => t.attrs[e.name] ?? 0);
      const place = placeOf(e.at);
      return (scope) => {
        const t = place(scope);
        return t >= 0 && t < values.length ? values[t]! : 0;
      };
    }
    default:
      throw new Error(
        e.op === "set"
          ? "a set is not a value"
          : `${e.op === "quantity" ? e.name : e.op} is not read in this place (the compiler's checks say where)`,
      );
  }
}

/** The members of a set of the map (no owner, no piece, no building: what a formula reads before a game or in a roll). */
export function mapMembers<S extends Bound>(env: CompileEnv, e: SetExpr, kind: ScopeKind<S>): (scope: S) => number[] {
  if (e.of === "groups") {
    if (e.owned) throw new Error("`owned` needs a player");
    const all = env.variant.map.groups.map((_, i) => i);
    return () => all;
  }
  if (e.owned || e.objective || e.team || e.connected || e.by !== undefined || (e.with !== undefined && isPieceOrBuilding(env, e.with)))
    throw new Error("a set read outside a game holds the map's territories only");
  const base = baseTerritories(env, e);
  if (e.where === undefined) return () => base;
  const where = compileFor(e.where, env, kind.reads);
  return (scope) => territoriesWhere(base, scope, where);
}

/**
 * The territories of `list` for which `test` holds, each asked with the scope's territory in
 * question set to it. One copy of the scope serves the whole list (sets are filtered in the
 * bots' inner loops); a formula reads its scope while it runs and keeps none of it.
 */
export function territoriesWhere<S extends Bound>(list: readonly number[], scope: S, test: (scope: S, territory: number) => unknown): number[] {
  const at: S = { ...scope };
  const out: number[] = [];
  for (const territory of list) {
    at.territory = territory;
    if (test(at, territory)) out.push(territory);
  }
  return out;
}

/** `count(set)`, and `sum(attribute of set)`: of territories by their attribute, of groups by their bonus. */
function setTotal<S extends Bound>(e: Extract<Expr, { op: "count" | "sum" }>, env: CompileEnv, kind: ScopeKind<S>): Formula<S> {
  const set = e.set;
  if (set.op !== "set") throw new Error(`${e.op} of a non-set`);
  const members = kind.members(env, set, kind);
  if (e.op === "count") return (s) => members(s).length;
  if (set.of === "groups") {
    const bonuses = env.variant.map.groups.map((g) => compileFor(g.bonus, env, kind.reads) as Compiled<number, S>);
    if (e.attribute !== "bonus") throw new Error(`groups have no attribute ${e.attribute}`);
    return (s) => members(s).reduce((total, g) => total + bonuses[g]!(s), 0);
  }
  const values = env.variant.map.territories.map((t) => Number(t.attrs[e.attribute] ?? 0));
  return (s) => members(s).reduce((total, t) => total + values[t]!, 0);
}

/** `max|min|sum over seats s: ...` (T1: over the players only; neutral seats are not players) and `... over <set>: ...`. */
function fold<S extends Bound>(e: Extract<Expr, { op: "over" | "overTerritories" }>, env: CompileEnv, kind: ScopeKind<S>): Formula<S> {
  if (e.op === "over") {
    const players = kind.players;
    if (!players) throw new Error("`over seats` has no seats to go over here");
    const each = (scope: S, visit: (s: S) => void) => {
      for (let seat = 0; seat < players(scope); seat++) visit({ ...scope, vars: [...(scope.vars ?? []), seat] });
    };
    return foldOver(e.fn, compileFor(e.body, env, kind.reads), each, false);
  }
  if (e.set.op !== "set") throw new Error("over a non-set");
  const members = kind.members(env, e.set, kind);
  const each = (scope: S, visit: (s: S) => void) => {
    for (const territory of members(scope)) visit({ ...scope, territory });
  };
  return foldOver(e.fn, compileFor(e.body, env, kind.reads), each, true);
}

/** `max|min|sum over ...` (numbers), `all|any over ...` (conditions), `count over ...` (how many meet it). */
function foldOver<S>(
  fn: "max" | "min" | "sum" | "all" | "any" | "count",
  body: Formula<S>,
  each: (scope: S, visit: (s: S) => void) => void,
  finite: boolean,
): Formula<S> {
  if (fn === "count")
    return (scope) => {
      let n = 0;
      each(scope, (s) => {
        if (body(s)) n++;
      });
      return n;
    };
  if (fn === "all" || fn === "any") {
    const want = fn === "all";
    return (scope) => {
      let result = want;
      each(scope, (s) => {
        if (result === want && body(s) !== want) result = !want;
      });
      return result;
    };
  }
  const combine = fn === "sum" ? (a: number, b: number) => a + b : fn === "max" ? Math.max : Math.min;
  const start = fn === "sum" ? 0 : fn === "max" ? -Infinity : Infinity;
  return (scope) => {
    let acc = start;
    each(scope, (s) => {
      acc = combine(acc, body(s) as number);
    });
    return finite && !Number.isFinite(acc) ? 0 : acc;
  };
}

/** The territory in question, or (`at: source`) the one an attack or a move comes from. */
export const placeOf = (at: "source" | undefined) => (at === "source" ? (s: Bound) => s.source ?? -1 : (s: Bound) => s.territory ?? -1);

export function isPieceOrBuilding(env: CompileEnv, name: string): boolean {
  return (env.variant.buildings ?? []).some((b) => b.name === name) || (env.variant.units?.types ?? []).some((u) => u.name === name);
}

/** A set's territories before any filter that reads the game: its group's (or all), Y6: with a true-or-false attribute. */
export function baseTerritories(env: CompileEnv, e: SetExpr): number[] {
  const { map } = env.variant;
  const inGroup = e.group !== undefined ? map.groups[e.group]!.territories : map.territories.map((_, i) => i);
  // Y6: `with factory` keeps the territories whose attribute is true.
  return e.with === undefined || isPieceOrBuilding(env, e.with) ? inGroup : inGroup.filter((t) => map.territories[t]!.attrs[e.with!] === true);
}
