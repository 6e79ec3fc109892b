// Part A of version 3 (issue 26): checks of the `rules` section — events, conditions read where
// the event gives them a value, costs, durations, and the effects rules add to the shared list.
import type * as A from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { lookUpName } from "../symbols.js";
import type { CheckContext } from "./context.js";
import { perTerritory, type ExprContext } from "./formula-contexts.js";

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
    case "battleEnd":
      return "battle end";
    case "crossing":
      return `crossing ${e.resource.text} = ${e.value}`;
    case "unknown":
      return `${e.word.text} end`;
    default:
      return e.kind;
  }
}

/** The events a territory is in question at (the conquered or attacked one, `source` the attacking one). */
const aboutTerritory = new Set<A.RuleEvent["kind"]>(["conquest", "battleEnd"]);
/** The events that fire inside an attack (`for this battle` ends at its end). */
const insideBattle = new Set<A.RuleEvent["kind"]>(["conquest", "elimination"]);

const durationText: Record<A.RuleDuration, string> = { battle: "for this battle", turn: "for this turn", nextTurn: "until your next turn" };

/** Part A's effects: on a card turned up they are refused until cards carry them out (RISK4104). */
export const ruleOnlyEffects = new Set<A.RevealEffect["kind"]>(["gain", "give", "open", "close", "owner", "each"]);

interface EffectPlace {
  context: ExprContext;
  event: A.RuleEvent;
  /** Whether a territory is in question (the event's, or an `each` block's). */
  territory: boolean;
  inEach: boolean;
}

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
  const context: ExprContext = aboutTerritory.has(event.kind) ? "pair" : "player";
  if (rule.when) ctx.exprs.wantBool(rule.when, context);
  if (rule.cost) {
    ctx.exprs.wantInt(rule.cost.amount, context, "a rule's cost");
    const counter = lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, rule.cost.resource, "counter");
    if (counter && !counter.decl.perPlayer) ctx.report("gameResourcePaid", rule.cost.resource.span, [rule.cost.resource.text, "a cost"]);
  }
  const place: EffectPlace = { context, event, territory: aboutTerritory.has(event.kind), inEach: false };
  for (const effect of rule.effects) checkEffect(effect, place, ctx, borders);
  if (rule.duration) {
    if (rule.duration.value === "battle" && !insideBattle.has(event.kind))
      ctx.report("battleDurationOutsideBattle", rule.duration.span, [eventText(event)]);
    if (!lasts(rule.effects)) ctx.report("durationWithoutLasting", rule.duration.span, [rule.name, durationText[rule.duration.value]]);
  }
}

function lasts(effects: readonly A.RevealEffect[]): boolean {
  return effects.some((e) => e.kind === "open" || e.kind === "close" || (e.kind === "each" && lasts(e.effects)));
}

function checkEvent(event: A.RuleEvent, ctx: CheckContext): void {
  if (event.kind === "unknown") ctx.report("unknownEvent", event.word.span, [event.word.text]);
  if ((event.kind === "phaseStart" || event.kind === "phaseEnd") && !ctx.symbols.phases.has(event.phase.text))
    ctx.report("unknownName", event.phase.span, [event.phase.text], didYouMean(event.phase.text, ctx.symbols.phases.keys()));
  if (event.kind === "crossing") lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, event.resource, "counter");
}

function checkEffect(effect: A.RevealEffect, place: EffectPlace, ctx: CheckContext, borders: Map<string, A.Span>): void {
  const needsTerritory = () => {
    if (!place.territory)
      ctx.report("noTerritoryAtEvent", effect.span, [effect.kind === "owner" ? "owner becomes" : effect.kind, eventText(place.event)]);
  };
  switch (effect.kind) {
    case "armies":
    case "lose":
      ctx.exprs.wantInt(effect.amount, place.context, effect.kind === "lose" ? "armies lost" : "armies gained");
      return;
    case "flip":
      checkSwitchName(effect, ctx);
      return;
    case "build":
    case "raze":
      lookUpName(ctx.symbols, ctx.report, ctx.symbols.buildings, effect.building, "building");
      needsTerritory();
      return;
    case "gain":
      lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, effect.resource, "counter");
      if (effect.amount) ctx.exprs.wantInt(effect.amount, place.context, "a resource's gain");
      if (effect.roll && (effect.roll.sides < 2 || effect.roll.sides > 100)) ctx.report("dieSides", effect.roll.span, [effect.roll.sides]);
      return;
    case "give": {
      const counter = lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, effect.resource, "counter");
      if (counter && !counter.decl.perPlayer) ctx.report("gameResourcePaid", effect.resource.span, [effect.resource.text, "a gift"]);
      ctx.exprs.wantInt(effect.amount, place.context, "the amount given");
      ctx.exprs.wantInt(effect.to, place.context, "the seat given to");
      return;
    }
    case "open":
    case "close":
      checkBorderEffect(effect, ctx, borders);
      return;
    case "owner":
      ctx.exprs.wantInt(effect.seat, place.context, "the seat the territory passes to");
      needsTerritory();
      return;
    case "each": {
      if (place.inEach) ctx.report("nestedEach", effect.span);
      const inner: EffectPlace = { ...place, context: perTerritory(place.context), territory: true, inEach: true };
      if (effect.where) ctx.exprs.wantBool(effect.where, inner.context);
      for (const e of effect.effects) checkEffect(e, inner, ctx, borders);
      return;
    }
  }
}

function checkSwitchName(effect: Extract<A.RevealEffect, { kind: "flip" }>, ctx: CheckContext): void {
  const names = ctx.symbols.switches.map((sw) => sw.decl.name);
  if (!names.includes(effect.switchName)) ctx.report("unknownName", effect.switchSpan, [effect.switchName], didYouMean(effect.switchName, names));
}

/** `open A -- B` needs two territories not bordering, `close A -- B` two that do; a switch's border is the switch's; one effect per border. */
function checkBorderEffect(effect: Extract<A.RevealEffect, { kind: "open" | "close" }>, ctx: CheckContext, borders: Map<string, A.Span>): void {
  const a = lookUpName(ctx.symbols, ctx.report, ctx.symbols.territories, effect.from, "territory");
  const b = lookUpName(ctx.symbols, ctx.report, ctx.symbols.territories, effect.to, "territory");
  if (!a || !b) return;
  const joins = (x: { a: number; b: number }) => (x.a === a.index && x.b === b.index) || (x.a === b.index && x.b === a.index);
  const names = [effect.from.text, effect.to.text];
  const ofSwitch = ctx.symbols.switches.find((sw) => [...sw.on.borders, ...sw.off.borders].some(joins));
  if (ofSwitch) ctx.report("borderOfSwitch", effect.span, [effect.kind, ...names, ofSwitch.decl.name]);
  else {
    const border = ctx.symbols.borders.find(joins);
    if (effect.kind === "open" && border) ctx.report("borderAlreadyOpen", effect.span, names);
    if (effect.kind === "close" && (!border || border.oneWay)) ctx.report("noBorderToClose", effect.span, names);
  }
  const key = [a.index, b.index].sort((x, y) => x - y).join("--");
  if (borders.has(key)) ctx.report("borderChangedTwice", effect.span, names);
  else borders.set(key, effect.span);
}
