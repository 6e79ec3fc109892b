// CST → AST for the turn (C3–C7, R8, Y4–Y10 and the v2 steps): phases and their steps.
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildExpr, buildName } from "./build-ast-expr.js";
import { compact, hasToken, idName, isToken, node, nodes, nodeSpan, token, tokens, tokenSpan, unquote } from "./cst.js";

type Children = CstNode["children"];
type StepBuilder = (c: Children, span: A.Span) => A.PhaseStep | undefined;

/** A fortify step's options, in the order written (a repeated option is reported by the checks). */
function fortifyOptions(c: Children): A.FortifyOption[] {
  const options: A.FortifyOption[] = [];
  for (const o of nodes(c, "movesOption")) {
    const value = buildExpr(node(o.children, "expr"));
    if (value) options.push({ kind: "moves", value, span: nodeSpan(o) });
    else if (hasToken(o.children, "Kw_any")) options.push({ kind: "movesAny", span: nodeSpan(o) });
  }
  for (const t of tokens(c, "Kw_once")) options.push({ kind: "once", span: tokenSpan(t) });
  for (const t of tokens(c, "Kw_drops")) options.push({ kind: "drops", span: tokenSpan(t) });
  for (const o of nodes(c, "pathOption")) {
    const value = buildName(node(o.children, "word"));
    if (value) options.push({ kind: "path", value, span: nodeSpan(o) });
    // B2: `path where <condition>` is a connected path through the territories where it holds.
    const through = buildExpr(node(o.children, "through"));
    if (through) options.push({ kind: "path", value: through, span: nodeSpan(o) });
  }
  for (const o of nodes(c, "leaveOption")) {
    const value = buildExpr(node(o.children, "expr"));
    if (value) options.push({ kind: "leave", value, span: nodeSpan(o) });
  }
  for (const o of nodes(c, "cedeOption")) options.push({ kind: "cede", span: nodeSpan(o) });
  for (const o of nodes(c, "whereOption")) {
    const value = buildExpr(node(o.children, "expr"));
    if (value) options.push({ kind: "where", value, span: nodeSpan(o) });
  }
  for (const o of nodes(c, "withinOption")) {
    const value = buildExpr(node(o.children, "expr"));
    if (value) options.push({ kind: "within", value, span: nodeSpan(o) });
  }
  for (const o of nodes(c, "intoBattleOption")) options.push({ kind: "intoBattle", span: nodeSpan(o) });
  return options.sort((a, b) => a.span.start - b.span.start);
}

const buildFortify: StepBuilder = (c, span) => {
  const options = fortifyOptions(c);
  const pick = (k: A.FortifyOption["kind"]) => options.find((o) => o.kind === k)?.value;
  const has = (k: A.FortifyOption["kind"]) => options.some((o) => o.kind === k);
  const moves = pick("moves") as A.Expr | undefined;
  const pathValue = pick("path");
  const through = pathValue && pathValue.kind !== "Name" ? pathValue : undefined;
  const path = through ? undefined : (pathValue as A.Name | undefined);
  const leave = pick("leave") as A.Expr | undefined;
  const where = pick("where") as A.Expr | undefined;
  const within = pick("within") as A.Expr | undefined;
  return {
    kind: "Fortify",
    ...(within ? { within } : {}),
    ...(where ? { where } : {}),
    ...(moves ? { moves } : {}),
    movesAny: has("movesAny"),
    ...(path ? { path } : {}),
    ...(through ? { through } : {}),
    ...(leave ? { leave } : {}),
    cede: has("cede"),
    once: has("once"),
    drops: has("drops"),
    intoBattle: has("intoBattle"),
    options,
    span,
  };
};

/** XP1: an expand step's options, in the order written (a repeated option is reported by the checks). */
const buildExpand: StepBuilder = (c, span) => {
  const options: A.ExpandOption[] = [];
  for (const [rule, kind] of [
    ["intoOption", "into"],
    ["leaveOption", "leave"],
    ["whereOption", "where"],
  ] as const)
    for (const o of nodes(c, rule)) {
      const value = buildExpr(node(o.children, "expr"));
      if (value) options.push({ kind, value, span: nodeSpan(o) });
    }
  options.sort((a, b) => a.span.start - b.span.start);
  const pick = (k: A.ExpandOption["kind"]) => options.find((o) => o.kind === k)?.value;
  const [into, leave, where] = [pick("into"), pick("leave"), pick("where")];
  return { kind: "Expand", ...(into ? { into } : {}), ...(leave ? { leave } : {}), ...(where ? { where } : {}), options, span };
};

const buildRoll: StepBuilder = (c, span) => {
  const count = token(c, "IntegerLiteral");
  const die = token(c, "DieLiteral");
  const reason = token(c, "StringLiteral");
  const when = buildExpr(node(c, "expr"));
  if (!count || !die || !reason || !when) return undefined;
  return {
    kind: "Roll",
    count: Number(count.image),
    sides: Number(die.image.slice(1)),
    reason: unquote(reason.image),
    reasonSpan: tokenSpan(reason),
    when,
    span,
  };
};

const buildSwitchStep: StepBuilder = (c, span) => {
  const when = buildExpr(node(c, "expr"));
  const card = token(c, "Identifier");
  return {
    kind: "Switch",
    ...(when ? { when } : {}),
    nearLeader: hasToken(c, "Kw_near"),
    ...(card ? { usingCard: { kind: "Name" as const, text: card.image, span: tokenSpan(card) } } : {}),
    span,
  };
};

/** Each step by its grammar rule. */
const stepBuilders: Record<string, StepBuilder> = {
  receiveStep: (c, span) => {
    const amount = buildExpr(node(c, "expr"));
    return amount ? { kind: "Receive", amount, span } : undefined;
  },
  tradeStep: (c, span) => {
    const forcedWhen = buildExpr(node(c, "expr"));
    return { kind: "Trade", ...(forcedWhen ? { forcedWhen } : {}), span };
  },
  placeStep: (c, span) => {
    const where = buildExpr(node(c, "expr"));
    return { kind: "Place", ...(where ? { where } : {}), span };
  },
  chooseStep: (c, span) => {
    const choice = idName(token(c, "Identifier"));
    return choice ? { kind: "Choose", choice, span } : undefined;
  },
  gainStep: (c, span) => {
    const resource = idName(token(c, "Identifier"));
    const amount = buildExpr(node(c, "expr"));
    return resource && amount ? { kind: "Gain", resource, amount, span } : undefined;
  },
  buyStep: (_, span) => ({ kind: "Buy", span }),
  attackStep: (c, span) => ({ kind: "Attack", first: hasToken(c, "Kw_first"), span }),
  fortifyStep: buildFortify,
  expandStep: buildExpand,
  rollStep: buildRoll,
  morphStep: (_, span) => ({ kind: "Morph", span }),
  revealStep: (c, span) => {
    if (hasToken(c, "Kw_effect")) return { kind: "RevealEffect", span };
    const amount = buildExpr(node(c, "expr"));
    return amount ? { kind: "Reveal", amount, span } : undefined;
  },
  switchStep: buildSwitchStep,
  drawStep: (c, span) => {
    const count = buildExpr(node(c, "count"));
    const when = buildExpr(node(c, "condition"));
    if (!count) return undefined;
    const deck = idName(token(c, "deck"));
    if (hasToken(c, "Kw_effect")) return { kind: "DrawEffect", count, ...(when ? { when } : {}), ...(deck ? { deck } : {}), span };
    return { kind: "Draw", count, ...(when ? { when } : {}), span };
  },
  playStep: (_, span) => ({ kind: "Play", span }),
  bombardStep: (c, span) => {
    const unit = idName(token(c, "unit"));
    const dice = token(c, "dice");
    const hits = token(c, "hits");
    const from = buildExpr(node(c, "from"));
    const at = buildExpr(node(c, "at"));
    if (!unit || !hits) return undefined;
    return {
      kind: "Bombard",
      unit,
      ...(dice ? { dice: { value: Number(dice.image), span: tokenSpan(dice) } } : {}),
      hits: { value: Number(hits.image), span: { ...tokenSpan(hits), end: tokenSpan(token(c, "Plus") ?? hits).end } },
      ...(from ? { from } : {}),
      ...(at ? { at } : {}),
      span,
    };
  },
  putStep: (c, span) => {
    const count = buildExpr(node(c, "count"));
    const when = buildExpr(node(c, "condition"));
    const deck = idName(token(c, "deck"));
    return count && deck ? { kind: "Put", count, deck, ...(when ? { when } : {}), span } : undefined;
  },
};

function buildPhaseStep(n: CstNode): A.PhaseStep | undefined {
  const [inner] = Object.values(n.children).flat() as CstNode[];
  if (!inner || isToken(inner)) return undefined;
  return Object.hasOwn(stepBuilders, inner.name) ? stepBuilders[inner.name]!(inner.children, nodeSpan(inner)) : undefined;
}

function buildPhase(p: CstNode): A.PhaseDecl | undefined {
  const name = buildName(node(p.children, "word"));
  if (!name) return undefined;
  const when = buildExpr(node(p.children, "expr"));
  const steps = compact(nodes(p.children, "phaseStep").map(buildPhaseStep));
  return { kind: "Phase", name, ...(when ? { when } : {}), steps, span: nodeSpan(p) };
}

export function buildTurn(n: CstNode): A.TurnDecl {
  return { kind: "Turn", phases: compact(nodes(n.children, "phaseDecl").map(buildPhase)), span: nodeSpan(n) };
}
