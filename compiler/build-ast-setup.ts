// CST → AST for the setup (C2, R2 and the v2 steps): starting armies, the deal, placement, seat
// tokens, choices, buildings and the turn order.
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildExpr, buildName } from "./build-ast-expr.js";
import { compact, hasToken, idName, node, nodes, nodeSpan, token, tokenSpan } from "./cst.js";

function buildArmies(s: CstNode): A.SetupStep | undefined {
  const amount = buildExpr(node(s.children, "expr"));
  return amount ? { kind: "Armies", amount, span: nodeSpan(s) } : undefined;
}

function dealMode(c: CstNode["children"], faction: A.Name | undefined): Extract<A.SetupStep, { kind: "Deal" }>["mode"] {
  if (faction) return "faction";
  return hasToken(c, "Kw_randomly") ? "random" : hasToken(c, "Kw_choice") ? "choice" : "turns";
}

function buildDeal(s: CstNode): A.SetupStep {
  if (hasToken(s.children, "Kw_objectives")) return { kind: "DealObjectives", span: nodeSpan(s) };
  const armies = buildExpr(node(s.children, "armies"));
  const limit = buildExpr(node(s.children, "limit"));
  const faction = buildName(node(s.children, "faction"));
  const where = buildExpr(node(s.children, "where"));
  const cap = buildExpr(node(s.children, "cap"));
  return {
    kind: "Deal",
    mode: dealMode(s.children, faction),
    ...(faction ? { faction } : {}),
    reverse: hasToken(s.children, "Kw_reverse"),
    ...(armies ? { armies } : {}),
    ...(limit ? { limit } : {}),
    ...(where ? { where } : {}),
    ...(hasToken(s.children, "Kw_evenly") ? { evenly: true as const } : {}),
    ...(cap ? { cap } : {}),
    span: nodeSpan(s),
  };
}

function buildExchange(s: CstNode): A.SetupStep {
  const when = buildExpr(node(s.children, "expr"));
  return { kind: "Exchange", ...(when ? { when } : {}), span: nodeSpan(s) };
}

function buildPlaceRemaining(s: CstNode): A.SetupStep {
  const batch = buildExpr(node(s.children, "expr"));
  const neutral = buildExpr(node(s.children, "neutral"));
  return { kind: "PlaceRemaining", ...(batch ? { batch } : {}), ...(neutral ? { neutral } : {}), span: nodeSpan(s) };
}

function buildChoose(s: CstNode): A.SetupStep | undefined {
  const choice = idName(token(s.children, "Identifier"));
  return choice ? { kind: "Choose", choice, span: nodeSpan(s) } : undefined;
}

function buildBuild(s: CstNode): A.SetupStep | undefined {
  const building = idName(token(s.children, "Identifier"));
  const count = buildExpr(node(s.children, "count"));
  const where = buildExpr(node(s.children, "where"));
  if (!building || !count) return undefined;
  return {
    kind: "Build",
    building,
    mode: hasToken(s.children, "Kw_randomly") ? "random" : "choice",
    count,
    ...(where ? { where } : {}),
    span: nodeSpan(s),
  };
}

function buildOrder(s: CstNode): A.SetupStep {
  const bid = idName(token(s.children, "resource"));
  const period = idName(token(s.children, "period"));
  return {
    kind: "Order",
    ...(bid ? { bid } : {}),
    winnerPays: hasToken(s.children, "Kw_pays"),
    by: compact(nodes(s.children, "by").map(buildExpr)),
    eachRound: period !== undefined,
    ...(period ? { period } : {}),
    ...(hasToken(s.children, "Kw_randomly") ? { random: true as const } : {}),
    ...orderTies(node(s.children, "orderTies")),
    span: nodeSpan(s),
  };
}

/** TB1: the word after `ties by`, with where it stands. */
function orderTies(n: CstNode | undefined): { ties?: { word: string; span: A.Span } } {
  const word = n ? token(n.children, "word") : undefined;
  return word ? { ties: { word: word.image, span: tokenSpan(word) } } : {};
}

/** S3: `leave 4 neutral armies 2 [where c]`; S8: `leave 2 empty [where c]`. */
function buildLeave(s: CstNode): A.SetupStep | undefined {
  const count = buildExpr(node(s.children, "count"));
  const armies = buildExpr(node(s.children, "armies"));
  const where = buildExpr(node(s.children, "where"));
  if (!count) return undefined;
  if (hasToken(s.children, "Kw_empty")) return { kind: "LeaveEmpty", count, ...(where ? { where } : {}), span: nodeSpan(s) };
  return armies ? { kind: "LeaveNeutral", count, armies, ...(where ? { where } : {}), span: nodeSpan(s) } : undefined;
}

/** S5: `gain gold 5 + seat`. */
function buildGain(s: CstNode): A.SetupStep | undefined {
  const resource = idName(token(s.children, "Identifier"));
  const amount = buildExpr(node(s.children, "expr"));
  return resource && amount ? { kind: "Gain", resource, amount, span: nodeSpan(s) } : undefined;
}

/** S4: `units 2 Ranger each randomly`; S12: `units 2 Ranger each` (each player chooses where). */
function buildUnits(s: CstNode): A.SetupStep | undefined {
  const count = buildExpr(node(s.children, "count"));
  const unit = idName(token(s.children, "Identifier"));
  return count && unit ? { kind: "Units", count, unit, choice: !hasToken(s.children, "Kw_randomly"), span: nodeSpan(s) } : undefined;
}

/** SP1: `place 9 each with adjacent empty [where c]`. */
function buildPlaceSplit(s: CstNode): A.SetupStep | undefined {
  const count = buildExpr(node(s.children, "count"));
  const where = buildExpr(node(s.children, "where"));
  return count ? { kind: "PlaceSplit", count, ...(where ? { where } : {}), span: nodeSpan(s) } : undefined;
}

/** The setup's steps by grammar rule. */
const stepBuilders: [string, (s: CstNode) => A.SetupStep | undefined][] = [
  ["armiesStep", buildArmies],
  ["dealStep", buildDeal],
  ["exchangeStep", buildExchange],
  ["placeRemainingStep", buildPlaceRemaining],
  ["chooseStep", buildChoose],
  ["buildStep", buildBuild],
  ["orderStep", buildOrder],
  ["leaveStep", buildLeave],
  ["gainStep", buildGain],
  ["unitsStep", buildUnits],
  ["placeSplitStep", buildPlaceSplit],
];

export function buildSetup(n: CstNode): A.SetupDecl {
  const steps = stepBuilders.flatMap(([rule, build]) => compact(nodes(n.children, rule).map(build)));
  steps.sort((a, b) => a.span.start - b.span.start);
  return { kind: "Setup", steps, span: nodeSpan(n) };
}
