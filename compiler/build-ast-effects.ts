// CST → AST for effect cards (R14, E12, F5): how they are dealt, what they do in a battle or when
// turned up.
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildDeck } from "./build-ast-decks.js";
import { buildExpr } from "./build-ast-expr.js";
import { buildRevealEffect } from "./build-ast-rules.js";
import { compact, hasToken, idName, node, nodes, nodeSpan, sideOf, token, tokenSpan, unquote } from "./cst.js";

export function buildEffectCard(n: CstNode): A.EffectCardDecl | undefined {
  const title = token(n.children, "StringLiteral");
  if (!title) return undefined;
  const dealtWhen = buildExpr(node(n.children, "dealt"));
  const uses = nodes(n.children, "useStmt").map((u): A.EffectUse => {
    const when = buildExpr(node(u.children, "condition"));
    const effects = compact(
      nodes(u.children, "effectStmt").map((e): A.Effect | undefined => {
        const bonus = token(e.children, "IntegerLiteral");
        if (bonus) return { kind: "Bonus", amount: Number(bonus.image), span: nodeSpan(e) };
        const side = sideOf(node(e.children, "side"));
        return side ? { kind: "Ties", side, span: nodeSpan(e) } : undefined;
      }),
    );
    return { on: hasToken(u.children, "Kw_defend") ? "defend" : "attack", ...(when ? { when } : {}), effects, span: nodeSpan(u) };
  });
  const copies = token(n.children, "copies");
  const onReveal = node(n.children, "onRevealStmt");
  const reveal = onReveal
    ? {
        pass: hasToken(onReveal.children, "Kw_pass"),
        effects: compact(nodes(onReveal.children, "revealEffectStmt").map(buildRevealEffect)),
        span: nodeSpan(onReveal),
      }
    : undefined;
  return {
    name: unquote(title.image),
    nameSpan: tokenSpan(title),
    ...(dealtWhen ? { dealtWhen } : {}),
    ...(copies ? { copies: { value: Number(copies.image), span: tokenSpan(copies) } } : {}),
    ...(token(n.children, "copiesParam") ? { copiesParamSpan: tokenSpan(token(n.children, "copiesParam")!) } : {}),
    uses,
    ...(reveal ? { reveal } : {}),
    span: nodeSpan(n),
  };
}

export function buildEffects(n: CstNode): A.EffectsDecl | A.DeckDecl {
  // DK1: a named deck is a section of its own.
  const deck = idName(token(n.children, "deck"));
  if (deck) return buildDeck(n, deck);
  const deal = buildExpr(node(node(n.children, "effectDealStmt")?.children ?? {}, "expr"));
  const cardNodes = nodes(n.children, "effectCardDecl");
  const deckOnlySpan = [
    ...nodes(n.children, "deckHandStmt"),
    ...nodes(n.children, "deckReshuffleStmt"),
    ...nodes(n.children, "deckProgramStmt"), // PO2
    ...cardNodes.flatMap((c) => [...nodes(c.children, "onPlayStmt"), ...nodes(c.children, "onDrawStmt")]),
    ...cardNodes.flatMap((c) => nodes(c.children, "cardPlaceClause")), // DK7: `in bottom half`
  ].map(nodeSpan);
  const perPlayer = token(n.children, "perPlayer"); // PO1
  if (perPlayer) deckOnlySpan.push(tokenSpan(perPlayer));
  return {
    kind: "Effects",
    ...(deal ? { deal } : {}),
    cards: compact(cardNodes.map(buildEffectCard)),
    ...(deckOnlySpan.length > 0 ? { deckOnlySpan } : {}),
    span: nodeSpan(n),
  };
}
