// CST → AST. The parser recovers from errors, so any child may be missing: every builder
// returns undefined for a node it cannot build and the caller drops it (the syntax error has
// already been reported by the parser).
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildExpr, buildLiteral, buildName, buildRange, buildType } from "./build-ast-expr.js";
import { buildCounters, buildEffectCard, buildFactions, buildLeader, buildUnitType } from "./build-ast-sides.js";
import { buildBuildings, buildChoices, buildMarket, buildSeats } from "./build-ast-economy.js";
import { compact, firstToken, hasToken, idName, isToken, join, node, nodes, nodeSpan, sideOf, token, tokens, tokenSpan, unquote } from "./cst.js";

export { buildExpr } from "./build-ast-expr.js";

function buildParam(n: CstNode): A.ParamDecl | undefined {
  const c = n.children;
  const id = token(c, "Identifier");
  const type = buildType(node(c, "typeRef"));
  const value = buildLiteral(node(c, "literal"));
  if (!id || !type || !value) return undefined;
  const range = buildRange(node(c, "intRange"));
  return { kind: "Param", name: { kind: "Name", text: id.image, span: tokenSpan(id) }, type, value, ...(range ? { range } : {}), span: nodeSpan(n) };
}

function buildTerritory(n: CstNode): A.TerritoryDecl | undefined {
  const name = buildName(node(n.children, "name"));
  if (!name) return undefined;
  const attrs: A.TerritoryAttr[] = [];
  let at: A.TerritoryDecl["at"];
  for (const a of nodes(n.children, "territoryAttr")) {
    const x = token(a.children, "x");
    const y = token(a.children, "y");
    if (x && y) {
      at = { x: Number(x.image), y: Number(y.image), span: nodeSpan(a) };
      continue;
    }
    const id = token(a.children, "Identifier");
    const value = buildLiteral(node(a.children, "literal"));
    if (id && value) attrs.push({ name: { kind: "Name", text: id.image, span: tokenSpan(id) }, value, span: nodeSpan(a) });
  }
  return { kind: "Territory", name, attrs, ...(at ? { at } : {}), span: nodeSpan(n) };
}

function buildMap(n: CstNode): A.MapDecl {
  const c = n.children;
  const title = token(c, "StringLiteral");
  const attributes = compact(
    nodes(c, "attributeDecl").map((a): A.AttributeDecl | undefined => {
      const id = token(a.children, "Identifier");
      const type = buildType(node(a.children, "typeRef"));
      if (!id || !type) return undefined;
      const fallback = buildLiteral(node(a.children, "literal"));
      return {
        kind: "Attribute",
        name: { kind: "Name", text: id.image, span: tokenSpan(id) },
        type,
        ...(fallback ? { fallback } : {}),
        span: nodeSpan(a),
      };
    }),
  );
  const territories = compact(nodes(c, "territoriesBlock").flatMap((b) => nodes(b.children, "territoryDecl").map(buildTerritory)));
  const groups = compact(
    nodes(c, "groupDecl").map((g): A.GroupDecl | undefined => {
      const name = buildName(node(g.children, "name"));
      if (!name) return undefined;
      const keyword = firstToken(g)?.image ?? "group";
      const bonus = buildExpr(node(g.children, "expr"));
      const members = compact(nodes(g.children, "members").map(buildName));
      return { kind: "Group", keyword, name, ...(bonus ? { bonus } : {}), members, span: nodeSpan(g) };
    }),
  );
  const borders = compact(nodes(c, "bordersBlock").flatMap((b) => nodes(b.children, "borderEntry").map(buildBorder)));
  const switches = compact(
    nodes(c, "switchDecl").map((sw): A.SwitchDecl | undefined => {
      const title = token(sw.children, "StringLiteral");
      const initial = token(sw.children, "initial");
      if (!title || !initial) return undefined;
      const items = compact(
        nodes(sw.children, "switchItem").map((item): A.SwitchItem | undefined => {
          const state = token(item.children, "state");
          if (!state) return undefined;
          const border = buildBorder(node(item.children, "borderEntry"));
          const territory = buildName(node(item.children, "name"));
          const on = state.image === "on";
          if (border) return { on, border, span: nodeSpan(item) };
          return territory ? { on, territory, span: nodeSpan(item) } : undefined;
        }),
      );
      return { kind: "Switch", name: unquote(title.image), nameSpan: tokenSpan(title), initial: initial.image === "on", items, span: nodeSpan(sw) };
    }),
  );
  return { kind: "Map", ...(title ? { title: unquote(title.image) } : {}), attributes, territories, groups, borders, switches, span: nodeSpan(n) };
}

function buildBorder(e: CstNode | undefined): A.BorderDecl | undefined {
  if (!e) return undefined;
  const from = buildName(node(e.children, "from"));
  const to = compact(nodes(e.children, "to").map(buildName));
  if (!from || to.length === 0) return undefined;
  return { kind: "Border", remove: hasToken(e.children, "Kw_remove"), oneWay: hasToken(e.children, "OneWay"), from, to, span: nodeSpan(e) };
}

function buildSetup(n: CstNode): A.SetupDecl {
  const steps: A.SetupStep[] = [];
  for (const s of nodes(n.children, "armiesStep")) {
    const amount = buildExpr(node(s.children, "expr"));
    if (amount) steps.push({ kind: "Armies", amount, span: nodeSpan(s) });
  }
  for (const s of nodes(n.children, "dealStep")) {
    if (hasToken(s.children, "Kw_objectives")) {
      steps.push({ kind: "DealObjectives", span: nodeSpan(s) });
      continue;
    }
    const armies = buildExpr(node(s.children, "armies"));
    const limit = buildExpr(node(s.children, "limit"));
    const faction = buildName(node(s.children, "faction"));
    steps.push({
      kind: "Deal",
      mode: faction ? "faction" : hasToken(s.children, "Kw_randomly") ? "random" : hasToken(s.children, "Kw_choice") ? "choice" : "turns",
      ...(faction ? { faction } : {}),
      reverse: hasToken(s.children, "Kw_reverse"),
      ...(armies ? { armies } : {}),
      ...(limit ? { limit } : {}),
      span: nodeSpan(s),
    });
  }
  for (const s of nodes(n.children, "exchangeStep")) {
    const when = buildExpr(node(s.children, "expr"));
    steps.push({ kind: "Exchange", ...(when ? { when } : {}), span: nodeSpan(s) });
  }
  for (const s of nodes(n.children, "placeRemainingStep")) {
    const batch = buildExpr(node(s.children, "expr"));
    const neutral = buildExpr(node(s.children, "neutral"));
    steps.push({ kind: "PlaceRemaining", ...(batch ? { batch } : {}), ...(neutral ? { neutral } : {}), span: nodeSpan(s) });
  }
  for (const s of nodes(n.children, "chooseStep")) {
    const choice = idName(token(s.children, "Identifier"));
    if (choice) steps.push({ kind: "Choose", choice, span: nodeSpan(s) });
  }
  for (const s of nodes(n.children, "buildStep")) {
    const building = idName(token(s.children, "Identifier"));
    const count = buildExpr(node(s.children, "count"));
    const where = buildExpr(node(s.children, "where"));
    if (building && count)
      steps.push({
        kind: "Build",
        building,
        mode: hasToken(s.children, "Kw_randomly") ? "random" : "choice",
        count,
        ...(where ? { where } : {}),
        span: nodeSpan(s),
      });
  }
  for (const s of nodes(n.children, "orderStep")) {
    const bid = idName(token(s.children, "resource"));
    const period = idName(token(s.children, "period"));
    steps.push({
      kind: "Order",
      ...(bid ? { bid } : {}),
      winnerPays: hasToken(s.children, "Kw_pays"),
      by: compact(nodes(s.children, "by").map(buildExpr)),
      eachRound: period !== undefined,
      ...(period ? { period } : {}),
      span: nodeSpan(s),
    });
  }
  steps.sort((a, b) => a.span.start - b.span.start);
  return { kind: "Setup", steps, span: nodeSpan(n) };
}

function buildPhaseStep(n: CstNode): A.PhaseStep | undefined {
  const [inner] = Object.values(n.children).flat() as CstNode[];
  if (!inner || isToken(inner)) return undefined;
  const c = inner.children;
  const span = nodeSpan(inner);
  switch (inner.name) {
    case "receiveStep": {
      const amount = buildExpr(node(c, "expr"));
      return amount ? { kind: "Receive", amount, span } : undefined;
    }
    case "tradeStep": {
      const forcedWhen = buildExpr(node(c, "expr"));
      return { kind: "Trade", ...(forcedWhen ? { forcedWhen } : {}), span };
    }
    case "placeStep": {
      const where = buildExpr(node(c, "expr"));
      return { kind: "Place", ...(where ? { where } : {}), span };
    }
    case "chooseStep": {
      const choice = idName(token(c, "Identifier"));
      return choice ? { kind: "Choose", choice, span } : undefined;
    }
    case "gainStep": {
      const resource = idName(token(c, "Identifier"));
      const amount = buildExpr(node(c, "expr"));
      return resource && amount ? { kind: "Gain", resource, amount, span } : undefined;
    }
    case "buyStep":
      return { kind: "Buy", span };
    case "attackStep":
      return { kind: "Attack", first: hasToken(c, "Kw_first"), span };
    case "fortifyStep": {
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
      options.sort((a, b) => a.span.start - b.span.start);
      const pick = (k: A.FortifyOption["kind"]) => options.find((o) => o.kind === k)?.value;
      const moves = pick("moves") as A.Expr | undefined;
      const path = pick("path") as A.Name | undefined;
      const leave = pick("leave") as A.Expr | undefined;
      const cede = options.some((o) => o.kind === "cede");
      const once = options.some((o) => o.kind === "once");
      const drops = options.some((o) => o.kind === "drops");
      const movesAny = options.some((o) => o.kind === "movesAny");
      const where = pick("where") as A.Expr | undefined;
      return {
        kind: "Fortify",
        ...(where ? { where } : {}),
        ...(moves ? { moves } : {}),
        movesAny,
        ...(path ? { path } : {}),
        ...(leave ? { leave } : {}),
        cede,
        once,
        drops,
        options,
        span,
      };
    }
    case "rollStep": {
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
    }
    case "morphStep":
      return { kind: "Morph", span };
    case "revealStep": {
      if (hasToken(c, "Kw_effect")) return { kind: "RevealEffect", span };
      const amount = buildExpr(node(c, "expr"));
      return amount ? { kind: "Reveal", amount, span } : undefined;
    }
    case "switchStep": {
      const when = buildExpr(node(c, "expr"));
      const card = token(c, "Identifier");
      return {
        kind: "Switch",
        ...(when ? { when } : {}),
        nearLeader: hasToken(c, "Kw_near"),
        ...(card ? { usingCard: { kind: "Name" as const, text: card.image, span: tokenSpan(card) } } : {}),
        span,
      };
    }
    case "drawStep": {
      const count = buildExpr(node(c, "count"));
      const when = buildExpr(node(c, "condition"));
      if (!count) return undefined;
      return { kind: hasToken(c, "Kw_effect") ? "DrawEffect" : "Draw", count, ...(when ? { when } : {}), span };
    }
    default:
      return undefined;
  }
}

function buildTurn(n: CstNode): A.TurnDecl {
  const phases = compact(
    nodes(n.children, "phaseDecl").map((p): A.PhaseDecl | undefined => {
      const name = buildName(node(p.children, "word"));
      if (!name) return undefined;
      const when = buildExpr(node(p.children, "expr"));
      const steps = compact(nodes(p.children, "phaseStep").map(buildPhaseStep));
      return { kind: "Phase", name, ...(when ? { when } : {}), steps, span: nodeSpan(p) };
    }),
  );
  return { kind: "Turn", phases, span: nodeSpan(n) };
}

function buildCombat(n: CstNode): A.CombatDecl {
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
    if (side && range) stmts.push({ kind: "Dice", side, range, ...(leave ? { leave } : {}), span: nodeSpan(s) });
  }
  for (const s of nodes(c, "tiesStmt")) {
    const side = sideOf(node(s.children, "side"));
    if (side) stmts.push({ kind: "Ties", side, span: nodeSpan(s) });
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
    const when = buildExpr(node(s.children, "when"));
    if (side && (bonus || reroll))
      stmts.push({
        kind: "Modifier",
        side,
        ...(bonus ? { bonus } : {}),
        ...(reroll ? { reroll: { value: Number(reroll.image), span: tokenSpan(reroll) } } : {}),
        ...(when ? { when } : {}),
        span: nodeSpan(s),
      });
  }
  stmts.sort((a, b) => a.span.start - b.span.start);
  return { kind: "Combat", stmts, span: nodeSpan(n) };
}

function buildCardsStmt(s: CstNode): A.CardsStmt | undefined {
  const c = s.children;
  const span = nodeSpan(s);
  const expr = (key = "expr") => buildExpr(node(c, key));
  switch (s.name) {
    case "deckStmt": {
      const id = token(c, "Identifier");
      return id ? { kind: "Deck", attribute: { kind: "Name", text: id.image, span: tokenSpan(id) }, span } : undefined;
    }
    case "exceptStmt": {
      const choice = idName(token(c, "Identifier"));
      return choice ? { kind: "Except", choice, span } : undefined;
    }
    case "wildsStmt": {
      const count = expr();
      return count ? { kind: "Wilds", count, span } : undefined;
    }
    case "setStmt": {
      const count = token(c, "count");
      if (!count) return undefined;
      const pattern: A.SetPattern = hasToken(c, "Kw_alike") ? "alike" : hasToken(c, "Kw_distinct") ? "distinct" : "any";
      const of = buildName(node(c, "word"));
      const wilds = token(c, "wilds");
      const worth = expr();
      return {
        kind: "Set",
        count: Number(count.image),
        pattern,
        ...(of ? { of } : {}),
        wilds: wilds ? Number(wilds.image) : 0,
        ...(worth ? { worth } : {}),
        span,
      };
    }
    case "valuesStmt": {
      const values = compact(nodes(c, "expr").map(buildExpr));
      const step = expr("step");
      return { kind: "Values", values, ...(step ? { step } : {}), span };
    }
    case "cardBonusStmt": {
      const amount = expr("amount");
      const limitPerTurn = expr("limit");
      if (!amount) return undefined;
      return { kind: "CardBonus", amount, target: hasToken(c, "Kw_pool") ? "pool" : "territory", ...(limitPerTurn ? { limitPerTurn } : {}), span };
    }
    case "sumSetStmt": {
      const min = expr("min");
      const worth = expr("worth");
      return min && worth ? { kind: "SumSet", min, worth, span } : undefined;
    }
    case "handLimitStmt": {
      const limit = expr();
      return limit ? { kind: "HandLimit", limit, span } : undefined;
    }
    case "eliminationStmt": {
      if (hasToken(c, "Kw_takes")) return { kind: "EliminationTakesCards", span };
      if (hasToken(c, "Kw_never")) return { kind: "EliminationTrade", never: true, span };
      const when = expr("condition");
      const until = expr("target");
      return when && until ? { kind: "EliminationTrade", when, until, span } : undefined;
    }
    default:
      return undefined;
  }
}

function buildStatements<T extends { span: A.Span }>(n: CstNode, build: (s: CstNode) => T | undefined): T[] {
  const all = Object.entries(n.children)
    .filter(([key]) => key !== "LCurly" && key !== "RCurly")
    .flatMap(([, list]) => (list ?? []).filter((e): e is CstNode => !isToken(e)));
  return compact(all.map(build)).sort((a, b) => a.span.start - b.span.start);
}

function buildEndStmt(s: CstNode): A.EndStmt | undefined {
  const c = s.children;
  const span = nodeSpan(s);
  const reason = token(c, "StringLiteral");
  switch (s.name) {
    case "winStmt": {
      const when = buildExpr(node(c, "expr"));
      return reason && when ? { kind: "Win", reason: unquote(reason.image), reasonSpan: tokenSpan(reason), when, span } : undefined;
    }
    case "eliminatedStmt": {
      const when = buildExpr(node(c, "expr"));
      return when ? { kind: "Eliminated", when, span } : undefined;
    }
    case "rankingStmt": {
      const scores = compact(nodes(c, "expr").map(buildExpr));
      return scores.length ? { kind: "Ranking", scores, byTeam: hasToken(c, "Kw_team"), span } : undefined;
    }
    case "scoreStmt": {
      const id = token(c, "Identifier");
      const value = buildExpr(node(c, "expr"));
      return id && value ? { kind: "Score", name: { kind: "Name", text: id.image, span: tokenSpan(id) }, value, span } : undefined;
    }
    case "protectStmt": {
      const when = buildExpr(node(c, "expr"));
      return when ? { kind: "Protect", when, span } : undefined;
    }
    case "endWhenStmt": {
      const when = buildExpr(node(c, "condition"));
      const ranking = compact(nodes(c, "scores").map(buildExpr));
      return reason && when
        ? { kind: "EndWhen", reason: unquote(reason.image), reasonSpan: tokenSpan(reason), when, ranking, byTeam: hasToken(c, "Kw_team"), span }
        : undefined;
    }
    default:
      return undefined;
  }
}

function buildSection(n: CstNode): A.Section | undefined {
  const [inner] = Object.values(n.children).flat() as CstNode[];
  if (!inner || isToken(inner)) return undefined;
  const c = inner.children;
  const span = nodeSpan(inner);
  switch (inner.name) {
    case "playersDecl": {
      const range = buildRange(node(c, "intRange"));
      return range ? { kind: "Players", range, span } : undefined;
    }
    case "paramDecl":
      return buildParam(inner);
    case "mapDecl":
      return buildMap(inner);
    case "setupDecl":
      return buildSetup(inner);
    case "turnDecl":
      return buildTurn(inner);
    case "combatDecl":
      return buildCombat(inner);
    case "cardsDecl":
      return { kind: "Cards", stmts: buildStatements(inner, buildCardsStmt), span };
    case "endDecl":
      return { kind: "End", stmts: buildStatements(inner, buildEndStmt), span };
    case "objectivesDecl":
      return {
        kind: "Objectives",
        objectives: compact(
          nodes(c, "objectiveDecl").map((o): A.ObjectiveDecl | undefined => {
            const title = token(o.children, "StringLiteral");
            if (!title) return undefined;
            const when = buildExpr(node(o.children, "when"));
            const dealt = buildExpr(node(o.children, "dealt"));
            const instead = token(o.children, "instead");
            const insteadWhen = buildExpr(node(o.children, "insteadWhen"));
            return {
              name: unquote(title.image),
              nameSpan: tokenSpan(title),
              members: compact(nodes(o.children, "members").map(buildName)),
              ...(when ? { when } : {}),
              ...(dealt ? { dealt } : {}),
              ...(instead && insteadWhen
                ? {
                    instead: {
                      objective: unquote(instead.image),
                      objectiveSpan: tokenSpan(instead),
                      when: insteadWhen,
                      span: join(tokenSpan(instead), insteadWhen.span),
                    },
                  }
                : {}),
              span: nodeSpan(o),
            };
          }),
        ),
        span,
      };
    case "limitsDecl":
      return {
        kind: "Limits",
        armies: compact(nodes(c, "armyLimitStmt").map((a) => buildExpr(node(a.children, "expr")))),
        pieces: compact(nodes(c, "piecesStmt").map((a) => buildExpr(node(a.children, "expr")))),
        span,
      };
    case "leadersDecl": {
      const revive = buildExpr(node(node(c, "reviveStmt")?.children ?? {}, "expr"));
      const holdAlone = nodes(c, "holdStmt").length > 0;
      return {
        kind: "Leaders",
        keyword: token(c, "keyword")?.image ?? "leaders",
        leaders: compact(nodes(c, "leaderDecl").map(buildLeader)),
        units: compact(nodes(c, "unitDecl").map(buildUnitType)),
        ...(revive ? { revive } : {}),
        holdAlone,
        span,
      };
    }
    case "seatsDecl":
      return buildSeats(inner);
    case "choicesDecl":
      return buildChoices(inner);
    case "marketDecl":
      return buildMarket(inner);
    case "buildingsDecl":
      return buildBuildings(inner);
    case "teamsDecl": {
      const when = buildExpr(node(c, "expr"));
      const teams = nodes(c, "teamDecl").map((t) => ({
        seats: tokens(t.children, "seats").map((s) => ({ value: Number(s.image), span: tokenSpan(s) })),
        span: nodeSpan(t),
      }));
      return { kind: "Teams", ...(when ? { when } : {}), teams, span };
    }
    case "effectsDecl": {
      const deal = buildExpr(node(node(c, "effectDealStmt")?.children ?? {}, "expr"));
      return { kind: "Effects", ...(deal ? { deal } : {}), cards: compact(nodes(c, "effectCardDecl").map(buildEffectCard)), span };
    }
    case "factionsDecl":
      return buildFactions(inner);
    case "countersDecl":
      return buildCounters(inner);
    default:
      return undefined;
  }
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
