// The type of a formula in words ("a whole number", "true or false"), as the checker reads it:
// what an editor's hover shows. The checker types it again with its reports silenced and with
// every game quantity in reach, on a copy of the symbols' reference list (typing records uses).
import type * as A from "./ast.js";
import { ExprChecker } from "./checks/expressions.js";
import type { Symbols } from "./symbols.js";
import { describeType } from "./value-types.js";

export function formulaType(symbols: Symbols, formula: A.Expr): string | undefined {
  const checker = new ExprChecker({ ...symbols, references: [] }, () => undefined);
  const type = checker.typeOf(formula, "pair");
  return type.kind === "error" ? undefined : describeType(type);
}
