// RB1/RB2 lowering (docs/language-design.md, part E item 3): the ranks of ranked battles and the
// order in which a side's pieces fall (cheapest first), for the IR's `combat`.
import type * as A from "./ast.js";
import { sectionsOf, turnStepsOf } from "./ast.js";
import type * as IR from "./ir/index.js";
import type { Symbols } from "./symbols.js";

type RankStmt = Extract<A.CombatStmt, { kind: "Rank" }>;

export function lowerRanks(combat: A.CombatDecl, s: Symbols, die: number): Pick<IR.Combat, "ranks" | "lossOrder"> {
  const ranks = combat.stmts.filter((x): x is RankStmt => x.kind === "Rank");
  // BB2: a bombardment's hits take the defender's pieces in the ranks' order too (cheapest first).
  const bombards = turnStepsOf(s.file).some((x) => x.kind === "Bombard");
  if (ranks.length === 0) return bombards ? { lossOrder: lossOrder(s, die) } : {};
  return {
    ranks: ranks.map((r) => ({ unit: r.unit.name, dice: r.dice?.value ?? 1, hits: r.hits.value })),
    lossOrder: lossOrder(s, die),
  };
}

/**
 * RB2: every unit type, cheapest first. A type's price is the lowest of the market's offers of it
 * written as a number (an offer priced by a formula, or none, counts as dearest); then the smaller
 * die falls first; then the type declared last (as a roll's losses take the last unit first, Y8).
 */
function lossOrder(s: Symbols, die: number): string[] {
  const prices = new Map<string, number>();
  for (const market of sectionsOf(s.file, "Market"))
    for (const offer of market.offers)
      if (offer.cost.kind === "Int") prices.set(offer.what.text, Math.min(prices.get(offer.what.text) ?? Infinity, offer.cost.value));
  const types = [...s.unitTypes.entries()].map(([name, t]) => ({
    name,
    index: t.index,
    price: prices.get(name) ?? Infinity,
    die: t.unit?.die ?? t.leader?.die ?? die,
  }));
  types.sort((a, b) => a.price - b.price || a.die - b.die || b.index - a.index);
  return types.map((t) => t.name);
}

/** RR1: the ranks' re-rolls (`defender reroll one rank each round when ...`), only with ranks. */
export function lowerRankRerolls(combat: A.CombatDecl, s: Symbols, lowerExpr: (e: A.Expr, s: Symbols) => IR.Expr): Pick<IR.Combat, "rankRerolls"> {
  if (!combat.stmts.some((x) => x.kind === "Rank")) return {};
  const rerolls = combat.stmts.filter((x): x is Extract<A.CombatStmt, { kind: "RerollRank" }> => x.kind === "RerollRank");
  if (rerolls.length === 0) return {};
  return { rankRerolls: rerolls.map((r) => ({ side: r.side, ...(r.when ? { when: lowerExpr(r.when, s) } : {}) })) };
}
