// Formulas in the AST: the smallest one around a place in the text (hovers show its type,
// signature help its function), found by walking the tree.
import type { Ast } from "../compiler/index.js";
import { walkAst } from "./ast-walk.js";

const formulaKinds = new Set([
  "Int",
  "Bool",
  "Ref",
  "Unary",
  "Binary",
  "If",
  "Call",
  "Sum",
  "Table",
  "Set",
  "OverTerritories",
  "OverSeats",
  "Tokens",
  "Plays",
  "Holds",
  "Achieved",
  "Ordered",
  "Across",
]);

/** The innermost formula of this file (not an inherited one) whose text holds `offset`. */
export function formulaAt(ast: Ast.VariantFile | undefined, offset: number): Ast.Expr | undefined {
  let best: Ast.Expr | undefined;
  walkAst(ast, (n) => {
    const span = n["span"] as Ast.Span | undefined;
    if (!span || span.source !== undefined || !formulaKinds.has(n["kind"] as string)) return;
    if (span.start <= offset && offset < span.end && (!best || span.end - span.start <= best.span.end - best.span.start))
      best = n as unknown as Ast.Expr;
  });
  return best;
}
