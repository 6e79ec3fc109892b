// The vocabulary of the one mapping from the IR to a Game (game.ts declares it): each part of a
// Game is a table of its fields, each with the rule that makes it from its part of the IR — copied,
// a formula compiled, a name turned into an index, a sub-part mapped, or worked out — and the
// part's type is read off the same table, so no field is written down twice. A part is made with
// every field, in the table's order, then filled: every Game of every variant has the same shape,
// an absent rule undefined rather than missing (V8 then keeps one hidden class for the engine's
// hot code; test/engine/game-shape.test.ts).
import type { Expr, Variant } from "../../compiler/ir/index.js";
import type { DiceRules, MapGraph } from "../math/index.js";
import type { Compiled, PlayersScope } from "../model/index.js";
import { compileBool, compileNumber, compilePlayersBool, compilePlayersNumber, type CompileEnv } from "./formulas.js";

/** What every rule may read besides its part of the IR: the variant's compiled map, formulas, dice and names. */
export interface MappingContext {
  variant: Variant;
  env: CompileEnv;
  graph: MapGraph;
  dice: DiceRules;
  /** Names turned into indices: counters, choices, unit types, buildings. */
  index: Record<"counter" | "choice" | "unit" | "building", Map<string, number>>;
  /** What `make` makes from an IR object, made once for the Game (a part two fields share). */
  once<T>(from: object, make: () => T): T;
}

/** How one field of a Game's part is made from its part of the IR. */
export type Rule<In, Out> = (from: In, c: MappingContext) => Out;

/** The part a table of rules makes: each field, of the type its rule makes (written out, so a reader sees the fields). */
export type Made<R> = { [K in keyof R]: R[K] extends Rule<never, infer Out> ? Out : never } & {};

/**
 * A part of a Game made from a part `In` of the IR by a table of rules (one per field, in order).
 * The rule it returns takes its IR part as `any`: the IR's types are spelt out in full wherever
 * they are inferred, and the package's declarations (npm run build:lib) could not print a Game.
 */
export function part<In>() {
  return <R extends Record<string, Rule<In, unknown>>>(rules: R): Rule<any, Made<R>> => {
    const fields = Object.keys(rules);
    // JSON.parse makes an object with every field in the object itself, in this order, with the
    // same hidden class each time; an object literal would too, but its fields are not known
    // here, and a spread copy of a template keeps only four fields in the object (the rest one
    // load further away, at every `game.phases` or `game.combat` of the hot loop).
    const template = JSON.stringify(Object.fromEntries(fields.map((f) => [f, null])));
    return (from, c) => {
      const out = JSON.parse(template) as Record<string, unknown>;
      for (const f of fields) out[f] = rules[f]!(from, c);
      return out as Made<R>;
    };
  };
}

/** A part of the IR that is one of several kinds (`kind`), each made by its own rule. */
export function byKind<In extends { kind: string }>() {
  return <R extends { [K in In["kind"]]: Rule<Extract<In, { kind: K }>, unknown> }>(rules: R): Rule<any, Made<R>[keyof R]> =>
    (from, c) =>
      (rules[from.kind as keyof R] as Rule<In, Made<R>[keyof R]>)(from, c);
}

type KeysWhere<In, T> = { [K in keyof In]-?: In[K] extends T ? K : never }[keyof In];
type OptionalKeysWhere<In, T> = { [K in keyof In]-?: undefined extends In[K] ? (NonNullable<In[K]> extends T ? K : never) : never }[keyof In];
type ItemOf<T> = NonNullable<T> extends readonly (infer E)[] ? E : never;

/** The rules for fields of an IR part `In`, by the IR field they read. */
export function fieldsOf<In>() {
  const at = <K extends keyof In>(from: In, k: K) => from[k];
  return {
    /** The IR's value as it is. */
    copy:
      <K extends keyof In>(k: K): Rule<In, In[K]> =>
      (from) =>
        at(from, k),
    /** An optional true (absent: false). */
    flag:
      <K extends OptionalKeysWhere<In, boolean>>(k: K): Rule<In, boolean> =>
      (from) =>
        at(from, k) === true,
    /** A formula read in a game. */
    num:
      <K extends KeysWhere<In, Expr>>(k: K): Rule<In, Compiled<number>> =>
      (from, c) =>
        compileNumber(at(from, k) as Expr, c.env),
    bool:
      <K extends KeysWhere<In, Expr>>(k: K): Rule<In, Compiled<boolean>> =>
      (from, c) =>
        compileBool(at(from, k) as Expr, c.env),
    nums:
      <K extends KeysWhere<In, readonly Expr[]>>(k: K): Rule<In, Compiled<number>[]> =>
      (from, c) =>
        (at(from, k) as readonly Expr[]).map((e) => compileNumber(e, c.env)),
    /** An optional formula (absent: undefined). */
    maybeNum:
      <K extends OptionalKeysWhere<In, Expr>>(k: K): Rule<In, Compiled<number> | undefined> =>
      (from, c) => {
        const e = at(from, k) as Expr | undefined;
        return e === undefined ? undefined : compileNumber(e, c.env);
      },
    maybeBool:
      <K extends OptionalKeysWhere<In, Expr>>(k: K): Rule<In, Compiled<boolean> | undefined> =>
      (from, c) => {
        const e = at(from, k) as Expr | undefined;
        return e === undefined ? undefined : compileBool(e, c.env);
      },
    /** A formula of the player count, read before a game's state exists (Y2, T1). */
    playersNum:
      <K extends KeysWhere<In, Expr>>(k: K): Rule<In, Compiled<number, PlayersScope>> =>
      (from, c) =>
        compilePlayersNumber(at(from, k) as Expr, c.env),
    maybePlayersNum:
      <K extends OptionalKeysWhere<In, Expr>>(k: K): Rule<In, Compiled<number, PlayersScope> | undefined> =>
      (from, c) => {
        const e = at(from, k) as Expr | undefined;
        return e === undefined ? undefined : compilePlayersNumber(e, c.env);
      },
    maybePlayersBool:
      <K extends OptionalKeysWhere<In, Expr>>(k: K): Rule<In, Compiled<boolean, PlayersScope> | undefined> =>
      (from, c) => {
        const e = at(from, k) as Expr | undefined;
        return e === undefined ? undefined : compilePlayersBool(e, c.env);
      },
    /** A counter, choice, unit type or building named by the IR, as its index (absent: -1). */
    index:
      <K extends KeysWhere<In, string | undefined>>(kind: keyof MappingContext["index"], k: K): Rule<In, number> =>
      (from, c) => {
        const name = at(from, k) as string | undefined;
        return name === undefined ? -1 : c.index[kind].get(name)!;
      },
    /** A sub-part of the IR, made by its own rules. */
    sub:
      <K extends keyof In, Out>(k: K, rule: Rule<NonNullable<In[K]>, Out>): Rule<In, undefined extends In[K] ? Out | undefined : Out> =>
      (from, c) => {
        const x = at(from, k);
        return (x === undefined ? undefined : rule(x as NonNullable<In[K]>, c)) as undefined extends In[K] ? Out | undefined : Out;
      },
    /** A list in the IR, each item made by its own rules (an absent list: undefined). */
    each:
      <K extends keyof In, Out>(k: K, rule: Rule<ItemOf<In[K]>, Out>): Rule<In, undefined extends In[K] ? Out[] | undefined : Out[]> =>
      (from, c) => {
        const list = at(from, k) as readonly ItemOf<In[K]>[] | undefined;
        return list?.map((x) => rule(x, c)) as undefined extends In[K] ? Out[] | undefined : Out[];
      },
  };
}
