// CST → AST for leaders and unit types (Y2, Y9, F2): their forms, powers, dice and where they stand.
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildExpr, buildName } from "./build-ast-expr.js";
import { compact, idName, node, nodes, nodeSpan, token, tokenSpan, unquote } from "./cst.js";

function buildPower(p: CstNode): A.Power | undefined {
  const span = nodeSpan(p);
  const on = token(p.children, "when");
  const amount = buildExpr(node(p.children, "amount"));
  if (on && amount)
    return { kind: "modifier", on: on.image === "attack" ? "attack" : "defend", amount, ...(token(p.children, "own") ? { own: true } : {}), span };
  const param = token(p.children, "param");
  if (param) return { kind: "param", name: { kind: "Name", text: param.image, span: tokenSpan(param) }, span };
  const power = token(p.children, "power");
  return power ? { kind: power.image as "jump" | "retreat" | "strike", span } : undefined;
}

function buildForms(c: CstNode["children"]): A.FormDecl[] {
  return compact(
    nodes(c, "formDecl").map((f): A.FormDecl | undefined => {
      const name = buildName(node(f.children, "word"));
      if (!name) return undefined;
      return { name, powers: compact(nodes(f.children, "powerStmt").map(buildPower)), span: nodeSpan(f) };
    }),
  );
}

/** Y8: the die without a condition (the first given); U1: the sizes under conditions, in order. */
const dieOf = (c: CstNode["children"]) =>
  nodes(c, "leaderDieStmt")
    .filter((d) => !node(d.children, "condition"))
    .map((d) => token(d.children, "DieLiteral"))
    .at(0);
function diceOf(c: CstNode["children"]): Pick<A.UnitTypeDecl, "dieWhen" | "attackWhen" | "attackWhenAgainSpans"> {
  const dieWhen = compact(
    nodes(c, "leaderDieStmt").map((d): A.DieWhen | undefined => {
      const die = token(d.children, "DieLiteral");
      const when = buildExpr(node(d.children, "condition"));
      return die && when ? { sides: Number(die.image.slice(1)), when, span: nodeSpan(d) } : undefined;
    }),
  );
  const [first, ...again] = nodes(c, "attackWhenStmt");
  const attackWhen = buildExpr(node(first?.children ?? {}, "condition"));
  return {
    ...(dieWhen.length > 0 ? { dieWhen } : {}),
    ...(attackWhen ? { attackWhen } : {}),
    ...(again.length > 0 ? { attackWhenAgainSpans: again.map(nodeSpan) } : {}),
  };
}
const standsOf = (c: CstNode["children"]) => buildExpr(node(node(c, "standsStmt")?.children ?? {}, "expr"));

export function buildLeader(n: CstNode): A.LeaderDecl | undefined {
  const c = n.children;
  const title = token(c, "StringLiteral");
  const seat = buildExpr(node(c, "seat"));
  if (!title) return undefined;
  const when = buildExpr(node(c, "condition"));
  const die = dieOf(c);
  const stands = standsOf(c);
  const bought = token(c, "bought");
  return {
    name: unquote(title.image),
    nameSpan: tokenSpan(title),
    ...(seat ? { seat } : {}),
    ...(when ? { when } : {}),
    ...(die ? { die: Number(die.image.slice(1)) } : {}),
    ...diceOf(c),
    powers: compact(nodes(c, "powerStmt").map(buildPower)),
    forms: buildForms(c),
    ...(stands ? { stands } : {}),
    holdAlone: nodes(c, "holdStmt").length > 0,
    onDeath: fateOf(c),
    ...(bought ? { fromMarket: true as const } : {}),
    span: nodeSpan(n),
  };
}

/** `on death returns | lost` (absent: returns). */
const fateOf = (c: CstNode["children"]): "returns" | "lost" =>
  token(node(c, "deathStmt")?.children ?? {}, "fate")?.image === "lost" ? "lost" : "returns";

/** F2: `unit Scout limit 2 { die d8  defend +1  stands where ...  on death returns }`. */
export function buildUnitType(n: CstNode): A.UnitTypeDecl | undefined {
  const c = n.children;
  const name = idName(token(c, "Identifier"));
  const limit = buildExpr(node(c, "limit"));
  if (!name || !limit) return undefined;
  const die = dieOf(c);
  const stands = standsOf(c);
  return {
    name,
    limit,
    ...(die ? { die: Number(die.image.slice(1)) } : {}),
    ...diceOf(c),
    powers: compact(nodes(c, "powerStmt").map(buildPower)),
    forms: buildForms(c),
    holdAlone: nodes(c, "holdStmt").length > 0,
    ...(stands ? { stands } : {}),
    onDeath: fateOf(c),
    span: nodeSpan(n),
  };
}

export function buildLeaders(n: CstNode): A.LeadersDecl {
  const c = n.children;
  const revive = buildExpr(node(node(c, "reviveStmt")?.children ?? {}, "expr"));
  const perSeat = buildExpr(node(node(c, "leadersPerSeatStmt")?.children ?? {}, "expr"));
  return {
    kind: "Leaders",
    keyword: token(c, "keyword")?.image ?? "leaders",
    leaders: compact(nodes(c, "leaderDecl").map(buildLeader)),
    units: compact(nodes(c, "unitDecl").map(buildUnitType)),
    ...(revive ? { revive } : {}),
    ...(perSeat ? { perSeat } : {}),
    holdAlone: nodes(c, "holdStmt").length > 0,
    span: nodeSpan(n),
  };
}
