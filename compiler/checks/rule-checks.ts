// Part A of version 3 (issue 26): checks of the `rules` section — events, conditions read where
// the event gives them a value, costs, durations; the effects are effect-checks.ts's.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { lookUpName } from "../symbols.js";
import type { CheckContext } from "./context.js";
import { checkDeckName, namedDecks } from "./deck-names.js";
import { checkEffectList, lasts, type EffectPlace } from "./effect-checks.js";
import type { ExprContext } from "./formula-contexts.js";
import { checkOrderName } from "./order-names.js";

/** The event as written (for messages). */
export function eventText(e: A.RuleEvent): string {
  switch (e.kind) {
    case "turnStart":
      return "turn start";
    case "turnEnd":
      return "turn end";
    case "phaseStart":
      return `phase start ${e.phase.text}`;
    case "phaseEnd":
      return `phase end ${e.phase.text}`;
    case "roundEnd":
      return "round end";
    case "battleStart":
      return "battle start";
    case "battleRoll":
      return "battle roll";
    case "battleEnd":
      return "battle end";
    case "setupEnd":
      return "setup end";
    case "draw":
    case "play":
      return e.deck ? `${e.kind} ${e.deck.text}` : e.kind;
    case "crossing":
      return `crossing ${e.resource.text} = ${e.value}`;
    case "order":
      return `order "${e.order}"`;
    case "purchaseOf":
      return `purchase ${e.thing.text}`;
    case "unknown":
      return e.edge ? `${e.word.text} ${e.edge}` : e.word.text;
    default:
      return e.kind;
  }
}

/** The events a territory is in question at (the conquered or attacked one, `source` the attacking one). */
const aboutTerritory = new Set<A.RuleEvent["kind"]>(["conquest", "battleStart", "battleRoll", "battleEnd"]);
/** The events that fire inside an attack (`for this battle` ends at its end). */
const insideBattle = new Set<A.RuleEvent["kind"]>(["conquest", "elimination", "battleStart", "battleRoll"]);
/** The events an optional rule may be offered at: the flow can stop there for its player's decision. */
export const optionalEvents = new Set<A.RuleEvent["kind"]>(["turnStart", "purchase", "purchaseOf", "play"]);

const durationText: Record<A.RuleDuration, string> = { battle: "for this battle", turn: "for this turn", nextTurn: "until your next turn" };

export function checkRules(section: A.RulesDecl, ctx: CheckContext): void {
  const names = new Map<string, A.RuleDecl>();
  for (const rule of section.rules) {
    const first = names.get(rule.name);
    if (first) ctx.report("duplicateRule", rule.nameSpan, [rule.name], { labels: [{ span: first.nameSpan, message: "first defined here" }] });
    else names.set(rule.name, rule);
  }
  const borders = new Map<string, A.Span>();
  for (const rule of section.rules) checkRule(rule, ctx, borders);
}

function checkRule(rule: A.RuleDecl, ctx: CheckContext, borders: Map<string, A.Span>): void {
  const event = rule.event;
  checkEvent(event, ctx);
  const never = neverHappens(event, ctx.symbols.file);
  if (never) ctx.report("eventNeverHappens", event.span, [rule.name, eventText(event), never]);
  if (rule.optional && event.kind !== "unknown" && !optionalEvents.has(event.kind)) ctx.report("optionalAtEvent", event.span, [eventText(event)]);
  if (event.kind === "battleRoll") checkBattleRoll(rule, ctx);
  const context: ExprContext = aboutTerritory.has(event.kind) ? "pair" : event.kind === "purchaseOf" ? "territory" : "player";
  if (rule.when) ctx.exprs.wantBool(rule.when, context);
  if (rule.cost) {
    ctx.exprs.wantInt(rule.cost.amount, context, "a rule's cost");
    const counter = lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, rule.cost.resource, "counter");
    if (counter && !counter.decl.perPlayer) ctx.report("gameResourcePaid", rule.cost.resource.span, [rule.cost.resource.text, "a cost"]);
  }
  const inQuestion = aboutTerritory.has(event.kind) || event.kind === "purchaseOf";
  const place: EffectPlace = { context, event: eventText(event), territory: inQuestion, inEach: false, of: "rule", borders };
  checkEffectList(rule.effects, place, ctx);
  if (rule.duration) {
    if (rule.duration.value === "battle" && !insideBattle.has(event.kind))
      ctx.report("battleDurationOutsideBattle", rule.duration.span, [eventText(event)]);
    if (!lasts(rule.effects) && event.kind !== "battleRoll")
      ctx.report("durationWithoutLasting", rule.duration.span, [rule.name, durationText[rule.duration.value]]);
  }
}

function checkEvent(event: A.RuleEvent, ctx: CheckContext): void {
  if (event.kind === "unknown") ctx.report("unknownEvent", event.word.span, [event.word.text]);
  if ((event.kind === "phaseStart" || event.kind === "phaseEnd") && !ctx.symbols.phases.has(event.phase.text))
    ctx.report("unknownName", event.phase.span, [event.phase.text], didYouMean(event.phase.text, ctx.symbols.phases.keys()));
  if (event.kind === "crossing") lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, event.resource, "counter");
  if ((event.kind === "draw" || event.kind === "play") && event.deck) checkDeckName(event.deck, ctx);
  if (event.kind === "order") checkOrderName(event.order, event.orderSpan, ctx);
  if (event.kind === "purchaseOf") checkBought(event.thing, ctx);
}

/**
 * A22: a rule at `battle roll` is a part of the dice pipeline (lowered into `combat.modifiers`):
 * its effects are die bonuses for the attack (no duration: they hold for it), and it has no cost.
 */
function checkBattleRoll(rule: A.RuleDecl, ctx: CheckContext): void {
  for (const e of rule.effects) {
    if (e.kind !== "dice") ctx.report("battleRollEffect", e.span, [`\`${effectWord(e)}\``]);
    else if (e.duration !== "battle") ctx.report("battleRollEffect", e.durationSpan ?? e.span, ["a bonus lasting beyond the attack"]);
    else if (e.amount > 20) ctx.report("dieBonusOutOfRange", e.span, [e.amount]);
  }
  if (rule.cost) ctx.report("battleRollCost", rule.cost.amount.span, [rule.name]);
  if (rule.duration && rule.duration.value !== "battle") ctx.report("battleRollEffect", rule.duration.span, ["a rule lasting beyond the attack"]);
}

const effectWord = (e: A.RevealEffect): string =>
  e.kind === "drawEffect" || e.kind === "drawCards" ? "draw" : e.kind === "endGame" ? "end game" : e.kind;

/** `on purchase X`: X is a unit type (not a leader) or a building; the use is recorded for the editor. */
function checkBought(thing: A.Name, ctx: CheckContext): void {
  const units = new Map([...ctx.symbols.unitTypes].filter(([, u]) => u.unit));
  if (units.has(thing.text)) lookUpName(ctx.symbols, ctx.report, units, thing, "unit");
  else if (ctx.symbols.buildings.has(thing.text)) lookUpName(ctx.symbols, ctx.report, ctx.symbols.buildings, thing, "building");
  else ctx.report("unknownName", thing.span, [thing.text], didYouMean(thing.text, [...units.keys(), ...ctx.symbols.buildings.keys()]));
}

/** RISK4220: why the event never happens in this variant (the construct it is about is missing), or undefined. */
function neverHappens(event: A.RuleEvent, file: A.VariantFile): string | undefined {
  switch (event.kind) {
    case "draw":
    case "play": {
      const decks = namedDecks(file).filter((d) => !event.deck || d.name.text === event.deck.text);
      if (namedDecks(file).length === 0) return "the variant has no named deck";
      if (decks.length === 0) return undefined; // RISK2037 said so.
      if (event.kind === "play" && !decks.some((d) => d.cards.some((c) => c.play))) return "no card of the deck has `on play`";
      return undefined;
    }
    case "reveal":
      return sectionsOf(file, "Effects").some((e) => e.cards.length > 0)
        ? undefined
        : "the variant has no effect deck (an `effects` section without a name)";
    case "purchase":
      return sectionsOf(file, "Market").some((m) => m.offers.length > 0) ? undefined : "the variant has no market";
    case "purchaseOf":
      return sectionsOf(file, "Market").some((m) => m.offers.some((o) => o.what.text === event.thing.text))
        ? undefined
        : `no offer of the market sells \`${event.thing.text}\``;
    default:
      return undefined;
  }
}
