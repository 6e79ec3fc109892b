// Part A of version 3 (issue 26): checks of the `rules` section — events, conditions read where
// the event gives them a value, costs, durations; the effects are effect-checks.ts's.
import type * as A from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { lookUpName } from "../symbols.js";
import type { CheckContext } from "./context.js";
import { checkEffectList, lasts, type EffectPlace } from "./effect-checks.js";
import type { ExprContext } from "./formula-contexts.js";

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
  const place: EffectPlace = { context, event: eventText(event), territory: aboutTerritory.has(event.kind), inEach: false, of: "rule", borders };
  checkEffectList(rule.effects, place, ctx);
  if (rule.duration) {
    if (rule.duration.value === "battle" && !insideBattle.has(event.kind))
      ctx.report("battleDurationOutsideBattle", rule.duration.span, [eventText(event)]);
    if (!lasts(rule.effects)) ctx.report("durationWithoutLasting", rule.duration.span, [rule.name, durationText[rule.duration.value]]);
  }
}

function checkEvent(event: A.RuleEvent, ctx: CheckContext): void {
  if (event.kind === "unknown") ctx.report("unknownEvent", event.word.span, [event.word.text]);
  if ((event.kind === "phaseStart" || event.kind === "phaseEnd") && !ctx.symbols.phases.has(event.phase.text))
    ctx.report("unknownName", event.phase.span, [event.phase.text], didYouMean(event.phase.text, ctx.symbols.phases.keys()));
  if (event.kind === "crossing") lookUpName(ctx.symbols, ctx.report, ctx.symbols.counters, event.resource, "counter");
}
