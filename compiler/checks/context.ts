// What every check receives: the resolved symbols, the expression checker and `report`.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import type { Report } from "../diagnostics/diagnostic.js";
import type { Symbols } from "../symbols.js";
import { ExprChecker } from "./expressions.js";

export interface CheckContext {
  symbols: Symbols;
  report: Report;
  exprs: ExprChecker;
  /** The player counts the variant allows (for checks that try every count). */
  playerCounts: number[];
}

export function makeCheckContext(symbols: Symbols, report: Report): CheckContext {
  const players = sectionsOf(symbols.file, "Players")[0]?.range;
  const playerCounts: number[] = [];
  if (players && players.from <= players.to && players.from >= 2 && players.to <= 8)
    for (let n = Math.max(2, players.from); n <= Math.min(8, players.to); n++) playerCounts.push(n);
  return { symbols, report, exprs: new ExprChecker(symbols, report), playerCounts };
}

/** Report the second and later of statements that may be given once. */
export function reportRepeats<T extends { span: A.Span }>(
  items: readonly T[],
  key: (x: T) => string | undefined,
  what: (x: T) => string,
  ctx: CheckContext,
): void {
  const seen = new Map<string, T>();
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    const first = seen.get(k);
    if (first) ctx.report("duplicateSection", item.span, [what(item)], { labels: [{ span: first.span, message: "first given here" }] });
    else seen.set(k, item);
  }
}
