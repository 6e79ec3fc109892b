// CST → AST for the cards (C4, R4, R9, E11): the deck, sets and their values, bonuses, the hand
// limit and what happens to cards on an elimination.
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildExpr, buildName } from "./build-ast-expr.js";
import { compact, hasToken, idName, node, nodes, nodeSpan, token, tokenSpan } from "./cst.js";

type Children = CstNode["children"];
type StatementBuilder = (c: Children, span: A.Span) => A.CardsStmt | undefined;
const expr = (c: Children, key = "expr") => buildExpr(node(c, key));

const buildSet: StatementBuilder = (c, span) => {
  const count = token(c, "count");
  if (!count) return undefined;
  const pattern: A.SetPattern = hasToken(c, "Kw_alike") ? "alike" : hasToken(c, "Kw_distinct") ? "distinct" : "any";
  const of = buildName(node(c, "word"));
  const wilds = token(c, "wilds");
  const worth = expr(c);
  return {
    kind: "Set",
    count: Number(count.image),
    pattern,
    ...(of ? { of } : {}),
    wilds: wilds ? Number(wilds.image) : 0,
    ...(worth ? { worth } : {}),
    span,
  };
};

const buildCardBonus: StatementBuilder = (c, span) => {
  const amount = expr(c, "amount");
  const limitPerTurn = expr(c, "limit");
  if (!amount) return undefined;
  return { kind: "CardBonus", amount, target: hasToken(c, "Kw_pool") ? "pool" : "territory", ...(limitPerTurn ? { limitPerTurn } : {}), span };
};

const buildElimination: StatementBuilder = (c, span) => {
  if (hasToken(c, "Kw_takes")) return { kind: "EliminationTakesCards", span };
  if (hasToken(c, "Kw_never")) return { kind: "EliminationTrade", never: true, span };
  const when = expr(c, "condition");
  const until = expr(c, "target");
  return when && until ? { kind: "EliminationTrade", when, until, span } : undefined;
};

/** Each statement by its grammar rule. */
const statementBuilders: Record<string, StatementBuilder> = {
  deckStmt: (c, span) => {
    const id = token(c, "Identifier");
    return id ? { kind: "Deck", attribute: { kind: "Name", text: id.image, span: tokenSpan(id) }, span } : undefined;
  },
  exceptStmt: (c, span) => {
    const choice = idName(token(c, "Identifier"));
    return choice ? { kind: "Except", choice, span } : undefined;
  },
  wildsStmt: (c, span) => {
    const count = expr(c);
    return count ? { kind: "Wilds", count, span } : undefined;
  },
  setStmt: buildSet,
  valuesStmt: (c, span) => {
    const values = compact(nodes(c, "expr").map(buildExpr));
    const step = expr(c, "step");
    return { kind: "Values", values, ...(step ? { step } : {}), span };
  },
  cardBonusStmt: buildCardBonus,
  sumSetStmt: (c, span) => {
    const min = expr(c, "min");
    const worth = expr(c, "worth");
    return min && worth ? { kind: "SumSet", min, worth, span } : undefined;
  },
  handLimitStmt: (c, span) => {
    const limit = expr(c);
    return limit ? { kind: "HandLimit", limit, span } : undefined;
  },
  eliminationStmt: buildElimination,
};

export function buildCardsStmt(s: CstNode): A.CardsStmt | undefined {
  return Object.hasOwn(statementBuilders, s.name) ? statementBuilders[s.name]!(s.children, nodeSpan(s)) : undefined;
}
