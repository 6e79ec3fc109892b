// CST → AST for the sections about who plays with what: leaders (Y2/Y9), effect cards (R14/E12),
// factions with their starting points (E1/E3) and counters with tokens (E10/E14).
import type { CstNode, IToken } from "chevrotain";
import type * as A from "./ast.js";
import { buildExpr, buildName } from "./build-ast-expr.js";
import { compact, hasToken, idName, node, nodes, nodeSpan, sideOf, token, tokens, tokenSpan, unquote } from "./cst.js";

function buildPower(p: CstNode): A.Power | undefined {
  const span = nodeSpan(p);
  const on = token(p.children, "when");
  const amount = buildExpr(node(p.children, "amount"));
  if (on && amount) return { kind: "modifier", on: on.image === "attack" ? "attack" : "defend", amount, span };
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

const dieOf = (c: CstNode["children"]) => token(node(c, "leaderDieStmt")?.children ?? {}, "DieLiteral");
const standsOf = (c: CstNode["children"]) => buildExpr(node(node(c, "standsStmt")?.children ?? {}, "expr"));

export function buildLeader(n: CstNode): A.LeaderDecl | undefined {
  const c = n.children;
  const title = token(c, "StringLiteral");
  const seat = buildExpr(node(c, "seat"));
  if (!title || !seat) return undefined;
  const when = buildExpr(node(c, "condition"));
  const die = dieOf(c);
  const stands = standsOf(c);
  return {
    name: unquote(title.image),
    nameSpan: tokenSpan(title),
    seat,
    ...(when ? { when } : {}),
    ...(die ? { die: Number(die.image.slice(1)) } : {}),
    forms: buildForms(c),
    ...(stands ? { stands } : {}),
    holdAlone: nodes(c, "holdStmt").length > 0,
    span: nodeSpan(n),
  };
}

/** F2: `unit Ranger limit 2 { die d8  defend +1  stands where ...  on death returns }`. */
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
    powers: compact(nodes(c, "powerStmt").map(buildPower)),
    forms: buildForms(c),
    holdAlone: nodes(c, "holdStmt").length > 0,
    ...(stands ? { stands } : {}),
    onDeath: token(node(c, "deathStmt")?.children ?? {}, "fate")?.image === "lost" ? "lost" : "returns",
    span: nodeSpan(n),
  };
}

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
    uses,
    ...(reveal ? { reveal } : {}),
    span: nodeSpan(n),
  };
}

function buildRevealEffect(e: CstNode): A.RevealEffect | undefined {
  const span = nodeSpan(e);
  const switchName = token(e.children, "StringLiteral");
  if (switchName) return { kind: "flip", switchName: unquote(switchName.image), switchSpan: tokenSpan(switchName), span };
  const onMap = token(e.children, "onMap");
  const building = idName(token(e.children, "Identifier"));
  if (onMap && building) return { kind: onMap.image === "raze" ? "raze" : "build", building, span };
  const amount = buildExpr(node(e.children, "expr"));
  return amount ? { kind: hasToken(e.children, "Kw_lose") ? "lose" : "armies", amount, span } : undefined;
}

export function buildFactions(n: CstNode): A.FactionsDecl {
  const c = n.children;
  const entries = compact(
    nodes(c, "entryDecl").map((e): A.EntryDecl | undefined => {
      const title = token(e.children, "StringLiteral");
      if (!title) return undefined;
      return {
        name: unquote(title.image),
        nameSpan: tokenSpan(title),
        members: compact(nodes(e.children, "members").map(buildName)),
        span: nodeSpan(e),
      };
    }),
  );
  const factions = compact(
    nodes(c, "factionDecl").map((f): A.FactionDecl | undefined => {
      const name = buildName(node(f.children, "name"));
      const when = buildExpr(node(f.children, "expr"));
      if (!name || !when) return undefined;
      const options = nodes(f.children, "factionOption");
      const has = (kw: string) => options.some((o) => hasToken(o.children, kw));
      const captives = options.map((o) => idName(token(o.children, "counter"))).find((x) => x !== undefined);
      return {
        name,
        when,
        entries: options.flatMap((o) => tokens(o.children, "entries").map((t) => ({ name: unquote(t.image), span: tokenSpan(t) }))),
        neutral: has("Kw_neutral"),
        leavesEmpty: has("Kw_leaves"),
        conquersEmpty: has("Kw_conquers"),
        collects: has("Kw_collects"),
        ...(captives ? { captives } : {}),
        span: nodeSpan(f),
      };
    }),
  );
  return { kind: "Factions", entries, factions, span: nodeSpan(n) };
}

export function buildCounters(n: CstNode): A.CountersDecl {
  const c = n.children;
  const counters = compact(
    nodes(c, "counterDecl").map((d): A.CounterDecl | undefined => {
      const name = idName(token(d.children, "Identifier"));
      if (!name) return undefined;
      const start = buildExpr(node(d.children, "start"));
      const perRound = buildExpr(node(d.children, "perRound"));
      const period = idName(token(d.children, "period"));
      const max = buildExpr(node(d.children, "max"));
      const min = buildExpr(node(d.children, "min"));
      return {
        name,
        perPlayer: hasToken(d.children, "Kw_per"),
        ...(start ? { start } : {}),
        ...(max ? { max } : {}),
        ...(min ? { min } : {}),
        ...(perRound ? { perRound } : {}),
        ...(period ? { period } : {}),
        span: nodeSpan(d),
      };
    }),
  );
  const tokenDecls = compact(
    nodes(c, "tokenDecl").map((d): A.TokenDecl | undefined => {
      const name = buildName(node(d.children, "name"));
      const count = buildExpr(node(d.children, "expr"));
      const refills = idName(token(d.children, "counter"));
      return name && count && refills ? { name, count, refills, span: nodeSpan(d) } : undefined;
    }),
  );
  return { kind: "Counters", keyword: token(c, "keyword")?.image ?? "counters", counters, tokens: tokenDecls, span: nodeSpan(n) };
}
