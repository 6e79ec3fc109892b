// CST → AST. The parser recovers from errors, so any child may be missing: every builder
// returns undefined for a node it cannot build and the caller drops it (the syntax error has
// already been reported by the parser). Each section has its builder; the larger ones live in
// build-ast-<section>.ts.
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildCardsStmt } from "./build-ast-cards.js";
import { buildCombat } from "./build-ast-combat.js";
import { buildCounters } from "./build-ast-counters.js";
import { buildBuildings, buildMarket } from "./build-ast-economy.js";
import { buildRules } from "./build-ast-rules.js";
import { buildEffects } from "./build-ast-effects.js";
import { buildEndStmt, buildObjectives } from "./build-ast-end.js";
import { buildExpr, buildLiteral, buildName, buildRange, buildType } from "./build-ast-expr.js";
import { buildMap } from "./build-ast-map.js";
import { buildSetup } from "./build-ast-setup.js";
import { buildFactions } from "./build-ast-factions.js";
import { buildChoices, buildSeats } from "./build-ast-seats.js";
import { buildTurn } from "./build-ast-turn.js";
import { buildLeaders } from "./build-ast-units.js";
import { compact, idName, isToken, node, nodes, nodeSpan, token, tokens, tokenSpan } from "./cst.js";

function buildParam(n: CstNode): A.ParamDecl | undefined {
  const c = n.children;
  const id = token(c, "Identifier");
  const type = buildType(node(c, "typeRef"));
  const value = buildLiteral(node(c, "literal"));
  if (!id || !type || !value) return undefined;
  const range = buildRange(node(c, "intRange"));
  return { kind: "Param", name: { kind: "Name", text: id.image, span: tokenSpan(id) }, type, value, ...(range ? { range } : {}), span: nodeSpan(n) };
}

/** The statements of a block (every child node), built and in text order. */
function buildStatements<T extends { span: A.Span }>(n: CstNode, build: (s: CstNode) => T | undefined): T[] {
  const all = Object.entries(n.children)
    .filter(([key]) => key !== "LCurly" && key !== "RCurly")
    .flatMap(([, list]) => (list ?? []).filter((e): e is CstNode => !isToken(e)));
  return compact(all.map(build)).sort((a, b) => a.span.start - b.span.start);
}

function buildPlayers(n: CstNode): A.PlayersDecl | undefined {
  const range = buildRange(node(n.children, "intRange"));
  return range ? { kind: "Players", range, span: nodeSpan(n) } : undefined;
}

function buildLimits(n: CstNode): A.LimitsDecl {
  const c = n.children;
  return {
    kind: "Limits",
    armies: compact(nodes(c, "armyLimitStmt").map((a) => buildExpr(node(a.children, "expr")))),
    pieces: compact(nodes(c, "piecesStmt").map((a) => buildExpr(node(a.children, "expr")))),
    casualties: compact(nodes(c, "casualtiesStmt").map((a) => idName(token(a.children, "resource")))),
    span: nodeSpan(n),
  };
}

function buildTeams(n: CstNode): A.TeamsDecl {
  const when = buildExpr(node(n.children, "expr"));
  const teams = nodes(n.children, "teamDecl").map((t) => ({
    seats: tokens(t.children, "seats").map((s) => ({ value: Number(s.image), span: tokenSpan(s) })),
    span: nodeSpan(t),
  }));
  return { kind: "Teams", ...(when ? { when } : {}), teams, span: nodeSpan(n) };
}

/** Each section by its grammar rule. */
const sectionBuilders: Record<string, (n: CstNode) => A.Section | undefined> = {
  playersDecl: buildPlayers,
  paramDecl: buildParam,
  mapDecl: buildMap,
  setupDecl: buildSetup,
  turnDecl: buildTurn,
  combatDecl: buildCombat,
  cardsDecl: (n) => ({ kind: "Cards", stmts: buildStatements(n, buildCardsStmt), span: nodeSpan(n) }),
  endDecl: (n) => ({ kind: "End", stmts: buildStatements(n, buildEndStmt), span: nodeSpan(n) }),
  objectivesDecl: buildObjectives,
  limitsDecl: buildLimits,
  leadersDecl: buildLeaders,
  seatsDecl: buildSeats,
  choicesDecl: buildChoices,
  marketDecl: buildMarket,
  buildingsDecl: buildBuildings,
  teamsDecl: buildTeams,
  effectsDecl: buildEffects,
  factionsDecl: buildFactions,
  countersDecl: buildCounters,
  rulesDecl: buildRules,
};

function buildSection(n: CstNode): A.Section | undefined {
  const [inner] = Object.values(n.children).flat() as CstNode[];
  if (!inner || isToken(inner) || !Object.hasOwn(sectionBuilders, inner.name)) return undefined;
  return sectionBuilders[inner.name]!(inner);
}

/** Build the AST of a whole file, or undefined when not even the header could be read. */
export function buildAst(cst: CstNode | undefined): A.VariantFile | undefined {
  const decl = cst ? node(cst.children, "variantDecl") : undefined;
  if (!decl) return undefined;
  const names = nodes(decl.children, "name");
  const name = buildName(names[0]);
  if (!name) return undefined;
  const parent = buildName(node(decl.children, "parent"));
  const sections = compact(nodes(decl.children, "section").map(buildSection));
  return { kind: "Variant", name, ...(parent ? { parent } : {}), sections, span: nodeSpan(decl) };
}
