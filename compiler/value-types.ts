// The types of values in formulas and declarations (whole numbers, conditions, sets, choice
// words...), how they read in messages, and whether a literal fits one.
import type * as A from "./ast.js";
import type { Report } from "./diagnostics/diagnostic.js";
import { didYouMean } from "./diagnostics/suggest.js";
import { QUANTITIES } from "./ir/index.js";

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

/** Whether a literal (a parameter's default or `--set` value, an attribute's value) fits a type and range. */
export function literalFits(value: A.Literal, type: ValueType, range?: A.IntRange): boolean {
  switch (type.kind) {
    case "int":
      return value.kind === "Int" && (!range || (value.value >= range.from && value.value <= range.to));
    case "bool":
      return value.kind === "Bool";
    case "choice":
      return value.kind === "Word" && type.choices.includes(value.value);
    default:
      return true;
  }
}

/** What a literal of `type` must be, as a message says it: "a whole number in 1..10", "one of a | b". */
export function describeLiteralType(type: ValueType, range?: A.IntRange): string {
  return type.kind === "int" && range ? `a whole number in ${range.from}..${range.to}` : describeType(type);
}

/**
 * Report a literal that does not fit: a word that is none of a choice's words is RISK2005 (with
 * a suggestion); any other misfit is `code`, for the parameter or attribute `name`.
 */
export function checkLiteral(
  value: A.Literal,
  type: ValueType,
  range: A.IntRange | undefined,
  report: Report,
  misfit: { code: "badParamDefault" | "badAttributeValue"; name: string },
): void {
  if (literalFits(value, type, range)) return;
  if (type.kind === "choice" && value.kind === "Word")
    report("unknownChoice", value.span, [value.value, type.choices.join(" | ")], didYouMean(value.value, type.choices));
  else report(misfit.code, value.span, [misfit.name, describeLiteralType(type, range), String(value.value)]);
}
