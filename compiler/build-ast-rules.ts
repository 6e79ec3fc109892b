// CST → AST for part A of version 3: the `rules` section (events, conditions, costs, durations)
// and the one list of effects rules and effect cards share (version 2's, part A's `gain`,
// `give`, `open`/`close`, `owner becomes`, `each territory`, and the named decks' draws and die bonuses).
import type { CstNode } from "chevrotain";
import type * as A from "./ast.js";
import { buildExpr, buildName } from "./build-ast-expr.js";
import { compact, hasToken, idName, node, nodes, nodeSpan, token, tokenSpan, unquote } from "./cst.js";

/** One effect of the list effect cards and rules share: version 2's, and part A's (below). */
export function buildRevealEffect(e: CstNode): A.RevealEffect | undefined {
  const span = nodeSpan(e);
  const ruleEffect = buildRuleEffect(e);
  if (ruleEffect !== null) return ruleEffect;
  const switchName = token(e.children, "StringLiteral");
  if (switchName) return { kind: "flip", switchName: unquote(switchName.image), switchSpan: tokenSpan(switchName), span };
  const onMap = token(e.children, "onMap");
  const building = idName(token(e.children, "Identifier"));
  if (onMap && building) return { kind: onMap.image === "raze" ? "raze" : "build", building, span };
  const amount = buildExpr(node(e.children, "expr"));
  return amount ? { kind: hasToken(e.children, "Kw_lose") ? "lose" : "armies", amount, span } : undefined;
}

/** Part A's effects inside an effect statement; null when the statement is one of version 2's. */
function buildRuleEffect(e: CstNode): A.RevealEffect | undefined | null {
  const gain = node(e.children, "gainEffect");
  if (gain) return buildGain(gain);
  const give = node(e.children, "giveEffect");
  if (give) return buildGive(give);
  const border = node(e.children, "borderEffect");
  if (border) return buildBorder(border);
  const owner = node(e.children, "ownerEffect");
  if (owner) {
    const seat = buildExpr(node(owner.children, "expr"));
    return seat ? { kind: "owner", seat, span: nodeSpan(owner) } : undefined;
  }
  const each = node(e.children, "eachEffect");
  if (each) return buildEach(each);
  const draw = node(e.children, "drawEffect");
  if (draw) return buildDraw(draw);
  const dice = node(e.children, "diceEffect");
  if (dice) return buildDice(dice);
  const end = node(e.children, "endGameEffect");
  if (end) {
    const reason = token(end.children, "reason");
    return { kind: "endGame", ...(reason ? { reason: unquote(reason.image) } : {}), span: nodeSpan(end) };
  }
  const units = node(e.children, "unitsEffect");
  if (units) return buildUnits(units);
  const move = node(e.children, "moveEffect");
  if (move) return buildMove(move);
  const choose = node(e.children, "chooseEffect");
  if (choose) return buildChoose(choose);
  const first = node(e.children, "firstPlayerEffect");
  if (first) return { kind: "firstPlayer", span: nodeSpan(first) };
  const discardNode = node(e.children, "discardEffect");
  const discard = buildExpr(node(discardNode?.children ?? {}, "count"));
  // EF5: without `randomly` the holder chooses.
  if (discard) return { kind: "discard", count: discard, choose: !hasToken(discardNode!.children, "Kw_randomly"), span: nodeSpan(discardNode!) };
  return null;
}

/** PO4: `choose "Tax" { ... } or "Spend" { ... }`. */
function buildChoose(n: CstNode): A.RevealEffect {
  const pick = node(n.children, "pickEffect");
  if (pick) return buildPick(pick, n);
  const options = compact(
    nodes(n.children, "orderOption").map((o): A.OrderOption | undefined => {
      const order = token(o.children, "order");
      if (!order) return undefined;
      const effects = compact(nodes(o.children, "revealEffectStmt").map(buildRevealEffect));
      return { order: unquote(order.image), orderSpan: tokenSpan(order), effects, span: nodeSpan(o) };
    }),
  );
  return { kind: "choose", options, span: nodeSpan(n) };
}

/** EF3: `units N Unit`. */
function buildUnits(n: CstNode): A.RevealEffect | undefined {
  const count = buildExpr(node(n.children, "count"));
  const unit = idName(token(n.children, "unit"));
  return count && unit ? { kind: "units", count, unit, span: nodeSpan(n) } : undefined;
}

/** EF6: `move 3 armies [from where c] [to where c]`, `move 1 Scout ...`. */
function buildMove(n: CstNode): A.RevealEffect | undefined {
  const count = buildExpr(node(n.children, "count"));
  const unit = idName(token(n.children, "unit"));
  const from = buildExpr(node(n.children, "from"));
  const to = buildExpr(node(n.children, "to"));
  return count ? { kind: "move", count, ...(unit ? { unit } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}), span: nodeSpan(n) } : undefined;
}

/** EP7: `draw effect N from <deck>`, `draw N cards`. */
function buildDraw(n: CstNode): A.RevealEffect | undefined {
  const count = buildExpr(node(n.children, "amount"));
  if (!count) return undefined;
  const deck = idName(token(n.children, "deck"));
  return deck ? { kind: "drawEffect", count, deck, span: nodeSpan(n) } : { kind: "drawCards", count, span: nodeSpan(n) };
}

/** EP6: `attack +N <duration>`, `defend +N <duration>`. */
function buildDice(n: CstNode): A.RevealEffect | undefined {
  const side = token(n.children, "side");
  const bonus = token(n.children, "bonus");
  if (!side || !bonus) return undefined;
  const written = buildDuration(node(n.children, "duration"));
  return {
    kind: "dice",
    side: side.image === "defend" ? "defend" : "attack",
    amount: Number(bonus.image),
    duration: written?.value ?? "nextTurn",
    ...(written ? { durationSpan: written.span } : {}),
    span: nodeSpan(n),
  };
}

function buildGain(n: CstNode): A.RevealEffect | undefined {
  const resource = idName(token(n.children, "Identifier"));
  if (!resource) return undefined;
  const die = token(n.children, "DieLiteral");
  if (die) return { kind: "gain", resource, roll: { sides: Number(die.image.slice(1)), span: tokenSpan(die) }, span: nodeSpan(n) };
  const amount = buildExpr(node(n.children, "expr"));
  return amount ? { kind: "gain", resource, amount, span: nodeSpan(n) } : undefined;
}

function buildGive(n: CstNode): A.RevealEffect | undefined {
  const resource = idName(token(n.children, "Identifier"));
  const amount = buildExpr(node(n.children, "amount"));
  const to = buildExpr(node(n.children, "to"));
  return resource && amount && to ? { kind: "give", resource, amount, to, span: nodeSpan(n) } : undefined;
}

function buildBorder(n: CstNode): A.RevealEffect | undefined {
  const from = buildName(node(n.children, "from"));
  const to = buildName(node(n.children, "to"));
  if (!from || !to) return undefined;
  return { kind: token(n.children, "change")?.image === "close" ? "close" : "open", from, to, span: nodeSpan(n) };
}

/** TC1: `choose territory [owned] [where c] { effects }` (the span is the whole effect's, `choose` included). */
function buildPick(n: CstNode, whole: CstNode): A.RevealEffect {
  const where = buildExpr(node(n.children, "expr"));
  return {
    kind: "pick",
    owned: hasToken(n.children, "Kw_owned"),
    ...(where ? { where } : {}),
    effects: compact(nodes(n.children, "revealEffectStmt").map(buildRevealEffect)),
    span: nodeSpan(whole),
  };
}

function buildEach(n: CstNode): A.RevealEffect {
  const where = buildExpr(node(n.children, "expr"));
  return {
    kind: "each",
    owned: hasToken(n.children, "Kw_owned"),
    ...(where ? { where } : {}),
    effects: compact(nodes(n.children, "revealEffectStmt").map(buildRevealEffect)),
    span: nodeSpan(n),
  };
}

function buildEvent(n: CstNode): A.RuleEvent | undefined {
  const c = n.children;
  const span = nodeSpan(n);
  const edge = token(c, "edge")?.image;
  if (hasToken(c, "Kw_turn")) return { kind: edge === "start" ? "turnStart" : "turnEnd", span };
  if (hasToken(c, "Kw_phase")) {
    const phase = buildName(node(c, "word"));
    return phase ? { kind: edge === "start" ? "phaseStart" : "phaseEnd", phase, span } : undefined;
  }
  const round = idName(token(c, "round"));
  if (round) {
    if (round.text === "round" && edge === "end") return { kind: "roundEnd", span };
    const thing = idName(token(c, "thing"));
    if (round.text === "purchase" && edge === undefined) return thing ? { kind: "purchaseOf", thing, span } : { kind: "purchase", span };
    return { kind: "unknown", word: round, ...(edge ? { edge } : {}), span };
  }
  if (hasToken(c, "Kw_conquest")) return { kind: "conquest", span };
  if (hasToken(c, "Kw_elimination")) return { kind: "elimination", span };
  if (hasToken(c, "Kw_battle")) return { kind: edge === "start" ? "battleStart" : edge === "roll" ? "battleRoll" : "battleEnd", span };
  const card = token(c, "card");
  if (card) {
    const deck = idName(token(c, "deck"));
    return { kind: card.image === "play" ? "play" : "draw", ...(deck ? { deck } : {}), span };
  }
  if (hasToken(c, "Kw_reveal")) return { kind: "reveal", span };
  const order = token(c, "order");
  if (order) return { kind: "order", order: unquote(order.image), orderSpan: tokenSpan(order), span };
  if (hasToken(c, "Kw_setup")) return { kind: "setupEnd", span };
  const resource = idName(token(c, "resource"));
  const value = token(c, "IntegerLiteral");
  if (!resource || !value) return undefined;
  return { kind: "crossing", resource, value: (hasToken(c, "Minus") ? -1 : 1) * Number(value.image), span };
}

/** A duration (rules' borders and cards' die bonuses share the production). */
export function buildDuration(n: CstNode | undefined): { value: A.Duration; span: A.Span } | undefined {
  if (!n) return undefined;
  const value: A.Duration = hasToken(n.children, "Kw_until") ? "nextTurn" : token(n.children, "span")?.image === "battle" ? "battle" : "turn";
  return { value, span: nodeSpan(n) };
}

function buildRule(n: CstNode): A.RuleDecl | undefined {
  const title = token(n.children, "StringLiteral");
  const eventNode = node(n.children, "ruleEvent");
  const event = eventNode ? buildEvent(eventNode) : undefined;
  if (!title || !event) return undefined;
  const when = buildExpr(node(n.children, "condition"));
  const costAmount = buildExpr(node(n.children, "cost"));
  const costResource = idName(token(n.children, "resource"));
  const duration = buildDuration(node(n.children, "duration"));
  const optional = token(n.children, "Kw_optional");
  return {
    name: unquote(title.image),
    nameSpan: tokenSpan(title),
    ...(optional ? { optional: true as const } : {}),
    event,
    ...(when ? { when } : {}),
    ...(costAmount && costResource ? { cost: { amount: costAmount, resource: costResource } } : {}),
    ...(duration ? { duration } : {}),
    effects: compact(nodes(n.children, "revealEffectStmt").map(buildRevealEffect)),
    span: nodeSpan(n),
  };
}

export function buildRules(n: CstNode): A.RulesDecl {
  return { kind: "Rules", rules: compact(nodes(n.children, "ruleDecl").map(buildRule)), span: nodeSpan(n) };
}
