// The types of values in formulas and declarations (whole numbers, conditions, sets, choice
// words...), how they read in messages, and whether a literal fits one.
import type * as A from "./ast.js";
import { QUANTITIES } from "./ir/ir-constants.js";

export type ValueType =
  | { kind: "int" }
  | { kind: "num" }
  | { kind: "bool" }
  | { kind: "set"; of: "territories" | "groups" }
  | { kind: "choice"; choices: string[] }
  /** A word written in a formula (`hills`, `blue`): compared with a choice's value. */
  | { kind: "word"; word: string }
  /** K1: a chosen territory (a territory choice's value). */
  | { kind: "territory" }
  | { kind: "error" };

/** Game quantities a formula may read (the IR defines them; checks/expressions.ts says where). */
export const quantities = QUANTITIES;
export type Quantity = (typeof QUANTITIES)[number];

export function typeOfTypeRef(t: A.TypeRef): ValueType {
  switch (t.kind) {
    case "IntType":
      return { kind: "int" };
    case "BoolType":
      return { kind: "bool" };
    case "ChoiceType":
      return { kind: "choice", choices: t.choices.map((c) => c.text) };
  }
}

export function describeType(t: ValueType): string {
  switch (t.kind) {
    case "int":
      return "a whole number";
    case "num":
      return "a number";
    case "bool":
      return "true or false";
    case "set":
      return `a set of ${t.of}`;
    case "choice":
      return `one of ${t.choices.join(" | ")}`;
    case "word":
      return `the word \`${t.word}\``;
    case "territory":
      return "a territory";
    case "error":
      return "an invalid value";
  }
}

/** Check a literal against a type; returns a message when it does not fit. */
export function literalFits(value: A.Literal, type: ValueType, range?: A.IntRange): string | undefined {
  if (type.kind === "int") {
    if (value.kind !== "Int") return `expected a whole number, found \`${String(value.value)}\``;
    if (range && (value.value < range.from || value.value > range.to)) return `${value.value} is outside ${range.from}..${range.to}`;
    return undefined;
  }
  if (type.kind === "bool") return value.kind === "Bool" ? undefined : `expected true or false, found \`${String(value.value)}\``;
  if (type.kind === "choice") {
    return value.kind === "Word" && type.choices.includes(value.value)
      ? undefined
      : `\`${String(value.value)}\` is not one of ${type.choices.join(" | ")}`;
  }
  return undefined;
}
