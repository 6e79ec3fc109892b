// CST → AST for combat (C5, C6, R6, F4): the die, dice per side, ties, conquest, conditions on
// attacks, dice modifiers, (RB1) the ranks of ranked battles and (CT1) battles at the round's end.
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildExpr, buildRange } from "./build-ast-expr.js";
import { hasToken, idName, node, nodes, nodeSpan, sideOf, token, tokenSpan } from "./cst.js";

export function buildCombat(n: CstNode): A.CombatDecl {
  const stmts: A.CombatStmt[] = [];
  const c = n.children;
  for (const s of nodes(c, "dieStmt")) {
    const die = token(s.children, "DieLiteral");
    if (die) stmts.push({ kind: "Die", sides: Number(die.image.slice(1)), span: nodeSpan(s) });
  }
  for (const s of nodes(c, "diceStmt")) {
    const side = sideOf(node(s.children, "side"));
    const range = buildRange(node(s.children, "intRange"));
    const leave = buildExpr(node(node(s.children, "leaveOption")?.children ?? {}, "expr"));
    const chosen = token(s.children, "chosen");
    const when = buildExpr(node(s.children, "when"));
    if (side && range)
      stmts.push({
        kind: "Dice",
        side,
        range,
        ...(leave ? { leave } : {}),
        ...(chosen
          ? { chosen: { by: true as const, span: { ...tokenSpan(chosen), end: tokenSpan(token(s.children, "Kw_choice") ?? chosen).end } } }
          : {}),
        ...(when ? { when } : {}),
        span: nodeSpan(s),
      });
  }
  for (const s of nodes(c, "tiesStmt")) {
    const side = sideOf(node(s.children, "side"));
    const when = buildExpr(node(s.children, "when"));
    if (side) stmts.push({ kind: "Ties", side, ...(when ? { when } : {}), span: nodeSpan(s) });
  }
  for (const s of nodes(c, "conquerStmt")) {
    const value = buildExpr(node(s.children, "expr"));
    if (!value) continue;
    if (hasToken(s.children, "Kw_keep")) stmts.push({ kind: "Keep", keep: value, span: nodeSpan(s) });
    else stmts.push({ kind: "Conquer", atLeast: value, span: nodeSpan(s) });
  }
  for (const s of nodes(c, "diceMaxStmt")) stmts.push({ kind: "DiceMax", span: nodeSpan(s) });
  for (const s of nodes(c, "placedWaitStmt")) stmts.push({ kind: "PlacedWait", span: nodeSpan(s) });
  for (const s of nodes(c, "requireStmt")) {
    const condition = buildExpr(node(s.children, "expr"));
    if (condition) stmts.push({ kind: "Require", condition, span: nodeSpan(s) });
  }
  for (const s of nodes(c, "attackWhereStmt")) {
    const condition = buildExpr(node(s.children, "expr"));
    if (condition) stmts.push({ kind: "AttackWhere", condition, span: nodeSpan(s) });
  }
  for (const s of nodes(c, "modifierStmt")) {
    const side = sideOf(node(s.children, "side"));
    const bonus = buildExpr(node(s.children, "bonus"));
    const reroll = token(s.children, "reroll");
    const rerollLowest = buildExpr(node(s.children, "rerollLowest"));
    const extra = token(s.children, "extra");
    const sides = token(s.children, "sides");
    const on = namedDie(node(s.children, "namedDie"));
    const when = buildExpr(node(s.children, "when"));
    const one = idName(token(s.children, "one"));
    const round = idName(token(s.children, "round"));
    if (side && one && round && token(s.children, "rerollRank")) {
      stmts.push({ kind: "RerollRank", side, one, round, ...(when ? { when } : {}), span: nodeSpan(s) });
      continue;
    }
    if (side && (bonus || reroll || rerollLowest || extra || sides))
      stmts.push({
        kind: "Modifier",
        side,
        ...(bonus ? { bonus } : {}),
        ...(bonus && on ? { on } : {}),
        ...(reroll ? { reroll: { value: Number(reroll.image), span: tokenSpan(reroll) } } : {}),
        ...(rerollLowest ? { rerollLowest } : {}),
        ...(extra ? { extra: { count: 1, span: tokenSpan(extra) } } : {}),
        ...(sides ? { sides: { value: Number(sides.image.slice(1)), span: tokenSpan(sides) } } : {}),
        ...(when ? { when } : {}),
        span: nodeSpan(s),
      });
  }
  for (const s of nodes(c, "rankStmt")) {
    const unit = token(s.children, "unit");
    const dice = token(s.children, "dice");
    const hits = token(s.children, "hits");
    if (unit && hits)
      stmts.push({
        kind: "Rank",
        unit: { name: unit.image, span: tokenSpan(unit) },
        ...(dice ? { dice: { value: Number(dice.image), span: tokenSpan(dice) } } : {}),
        hits: { value: Number(hits.image), span: { ...tokenSpan(hits), end: tokenSpan(token(s.children, "Plus") ?? hits).end } },
        span: nodeSpan(s),
      });
  }
  for (const s of nodes(c, "battlesAtRoundEndStmt")) {
    const word = idName(token(s.children, "round"));
    if (word) stmts.push({ kind: "BattlesAtRoundEnd", word, span: nodeSpan(s) });
  }
  for (const s of nodes(c, "casualtiesByChoiceStmt")) {
    const word = idName(token(s.children, "casualties"));
    if (word) stmts.push({ kind: "CasualtiesByChoice", word, span: nodeSpan(s) });
  }
  stmts.sort((a, b) => a.span.start - b.span.start);
  return { kind: "Combat", stmts, span: nodeSpan(n) };
}

/** D3: `on highest`, `on lowest`, `on each`, `on die N`. */
function namedDie(n: CstNode | undefined): { die: A.NamedDie; span: A.Span } | undefined {
  if (!n) return undefined;
  const c = n.children;
  const position = token(c, "position");
  const die: A.NamedDie | undefined = position
    ? Number(position.image)
    : hasToken(c, "Kw_highest")
      ? "highest"
      : hasToken(c, "Kw_lowest")
        ? "lowest"
        : hasToken(c, "Kw_each")
          ? "each"
          : undefined;
  return die === undefined ? undefined : { die, span: nodeSpan(n) };
}
