// CST → AST for named decks (DK1–DK6) and the cards played from them (EP1–EP7): the deck's deal,
// hand limit and reshuffle; each card's `on play` (condition, cost, effects) and `on draw`.
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildExpr } from "./build-ast-expr.js";
import { buildRevealEffect } from "./build-ast-rules.js";
import { compact, hasToken, idName, node, nodes, nodeSpan, token, tokenSpan, unquote } from "./cst.js";

/** DK1: `effects gods { ... }`. */
export function buildDeck(n: CstNode, name: A.Name): A.DeckDecl {
  const deal = buildExpr(node(node(n.children, "effectDealStmt")?.children ?? {}, "expr"));
  const handStmts = nodes(n.children, "deckHandStmt");
  const returnsStmt = handStmts.find((h) => hasToken(h.children, "Kw_returns"));
  const handStmt = handStmts.find((h) => !hasToken(h.children, "Kw_returns"));
  const limit = buildExpr(node(handStmt?.children ?? {}, "expr"));
  const hand = handStmt && limit ? { limit, choose: hasToken(handStmt.children, "Kw_discard"), span: nodeSpan(handStmt) } : undefined;
  const perPlayer = token(n.children, "perPlayer");
  const programStmt = node(n.children, "deckProgramStmt");
  const programCount = buildExpr(node(programStmt?.children ?? {}, "expr"));
  return {
    kind: "Deck",
    name,
    ...(deal ? { deal } : {}),
    ...(hand ? { hand } : {}),
    reshuffle: nodes(n.children, "deckReshuffleStmt").length > 0,
    perPlayer: perPlayer !== undefined,
    ...(perPlayer ? { perPlayerSpan: tokenSpan(perPlayer) } : {}),
    ...(programStmt && programCount ? { program: { count: programCount, span: nodeSpan(programStmt) } } : {}),
    returns: returnsStmt !== undefined,
    ...(returnsStmt ? { returnsSpan: nodeSpan(returnsStmt) } : {}),
    cards: compact(nodes(n.children, "effectCardDecl").map(buildDeckCard)),
    span: nodeSpan(n),
  };
}

function buildDeckCard(n: CstNode): A.DeckCardDecl | undefined {
  const c = n.children;
  const title = token(c, "StringLiteral");
  if (!title) return undefined;
  const copies = token(c, "copies");
  const copiesParam = token(c, "copiesParam");
  const place = node(c, "cardPlaceClause");
  const plays = nodes(c, "onPlayStmt");
  const draws = nodes(c, "onDrawStmt");
  const play = plays[0] ? buildPlay(plays[0]) : undefined;
  const reveals = nodes(c, "onRevealStmt");
  const foreignSpan = nodes(c, "useStmt").map(nodeSpan);
  const dealt = node(c, "dealt");
  if (dealt) foreignSpan.push(nodeSpan(dealt));
  return {
    name: unquote(title.image),
    nameSpan: tokenSpan(title),
    ...(copies ? { copies: { value: Number(copies.image), span: tokenSpan(copies) } } : {}),
    ...(copiesParam ? { copies: { value: 1, span: tokenSpan(copiesParam), param: idName(copiesParam)! } } : {}),
    ...(place
      ? { place: { half: token(place.children, "part")?.image === "top" ? ("top" as const) : ("bottom" as const), span: nodeSpan(place) } }
      : {}),
    ...(play ? { play } : {}),
    ...(draws[0] ? { onDraw: { effects: cardEffects(draws[0]), span: nodeSpan(draws[0]) } } : {}),
    ...(reveals[0]
      ? { onReveal: { effects: cardEffects(reveals[0]), pass: hasToken(reveals[0].children, "Kw_pass"), span: nodeSpan(reveals[0]) } }
      : {}),
    foreignSpan,
    repeatedSpan: [...plays.slice(1), ...draws.slice(1), ...reveals.slice(1)].map(nodeSpan),
    span: nodeSpan(n),
  };
}

function buildPlay(n: CstNode): NonNullable<A.DeckCardDecl["play"]> {
  const c = n.children;
  const when = buildExpr(node(c, "condition"));
  const windowToken = token(c, "window");
  const window: A.PlayWindow | undefined = windowToken
    ? { at: windowToken.image === "attack" ? "attack" : "defence", span: tokenSpan(windowToken) }
    : undefined;
  const discards = token(c, "discards");
  const amount = buildExpr(node(c, "cost"));
  const resource = idName(token(c, "resource"));
  const cost: A.CardCost | undefined = discards
    ? { kind: "discard", count: Number(discards.image), span: tokenSpan(discards) }
    : amount && resource
      ? { kind: "resource", amount, resource, span: amount.span }
      : undefined;
  return { ...(window ? { window } : {}), ...(when ? { when } : {}), ...(cost ? { cost } : {}), effects: cardEffects(n), span: nodeSpan(n) };
}

/** A card's effects: the one effect list rules have (build-ast-rules.ts). */
function cardEffects(n: CstNode): A.CardEffect[] {
  return compact(nodes(n.children, "revealEffectStmt").map(buildRevealEffect));
}
