// Part A of version 3 (issue 26): the variant's rules compiled once into the dispatch table the
// engine reads at each event (event → rules; phases and crossings by index), their formulas into
// closures, and the borders their `open`/`close` effects change. A variant without rules has no
// table (`game.rules` is undefined) and the engine never looks further.
import type { Rule, RuleEffect, Variant } from "../../compiler/ir/index.js";
import type { RuleBorder } from "../math/index.js";
import type { Compiled } from "../model/index.js";
import { compileBool, compileNumber } from "./formulas.js";
import type { MappingContext } from "./mapping.js";
import { choosesOf, orderNamesOf, picksOf } from "./orders.js";

/** How long a lasting effect lasts (a row of `state.lasting` keeps it until then). */
export const UNTIL = { battle: 0, turn: 1, nextTurn: 2, always: 3 } as const;
export type Until = (typeof UNTIL)[keyof typeof UNTIL];

export type CompiledRuleEffect =
  | { kind: "armies" | "lose"; amount: Compiled<number> }
  | { kind: "flip"; switch: number }
  | { kind: "build" | "raze"; building: number }
  | { kind: "gain"; resource: number; amount?: Compiled<number>; roll?: number }
  | { kind: "give"; resource: number; amount: Compiled<number>; to: Compiled<number> }
  /** `border`: the index of the rule border (game.rules.borders). */
  | { kind: "open" | "close"; border: number }
  | { kind: "owner"; seat: Compiled<number> }
  /** EP7: territory cards, cards of named deck `deck`, drawn into the player's hand. */
  | { kind: "drawCards"; count: Compiled<number> }
  | { kind: "drawEffect"; deck: number; count: Compiled<number> }
  /** EP6: a die bonus of the player on `side` until `until` (a row of `state.lasting`). */
  | { kind: "dice"; side: "attack" | "defend"; amount: number; until: "battle" | "turn" | "nextTurn" }
  /** EF2: the game ends now, the ranking naming the winners. */
  | { kind: "endGame"; reason: string }
  /** EF3: units of type `unit` (its index) from the player's stock onto its territories. */
  | { kind: "units"; unit: number; count: Compiled<number> }
  /** EF4: held cards of the named decks discarded at random; EF5 (`choose`): the holder chooses them. */
  | { kind: "discard"; count: Compiled<number>; choose: boolean }
  /** EF6: up to `count` armies (`unit` >= 0: units of that type) moved by the player's choice from its territories where `from` holds into the territory in question, or those where `to` holds. */
  | { kind: "move"; count: Compiled<number>; unit: number; from?: Compiled<boolean>; to?: Compiled<boolean> }
  | { kind: "each"; owned: boolean; where?: Compiled<boolean>; effects: CompiledRuleEffect[] }
  /** PO7: the player is first in turn order from the next round on. */
  | { kind: "firstPlayer" }
  /** PO4: the player chooses an order (the pending `order`); `index`: this choice's in game.chooses; `order`: game.orders' index. */
  | { kind: "choose"; index: number; options: { order: number; effects: CompiledRuleEffect[] }[] }
  /**
   * TC1: the player picks one territory (its own with `owned`) where `where` holds (the pending
   * `pick`); `index`: this one's in game.picks; `rule`, `until`: the rule it belongs to (-1: a
   * card's) and how long its lasting effects last.
   */
  | { kind: "pick"; index: number; owned: boolean; where?: Compiled<boolean>; effects: CompiledRuleEffect[]; rule: number; until: Until };
/** The one compiled effect rules and cards share. */
export type CompiledEffect = CompiledRuleEffect;

export interface CompiledRule {
  /** Its index in the variant's rules (the lasting rows name it so). */
  index: number;
  name: string;
  /** `optional rule`: at its event the rule is offered to its player (the pending `fire`), not fired. */
  optional: boolean;
  when?: Compiled<boolean>;
  cost?: { amount: Compiled<number>; resource: number };
  until: Until;
  effects: CompiledRuleEffect[];
}

type PlainEvent = "turnStart" | "turnEnd" | "roundEnd" | "conquest" | "elimination" | "battleStart" | "battleEnd" | "reveal" | "setupEnd";

export interface CompiledRules {
  rules: CompiledRule[];
  /** The rules of each event without an argument, in source order (empty lists where none). */
  at: Record<PlainEvent, CompiledRule[]>;
  /** By named deck index: the rules `on draw`/`on play` of that deck or of any deck. */
  draw: CompiledRule[][];
  play: CompiledRule[][];
  /**
   * A17: by market offer, in source order: the rules `on purchase`, and `on purchase X` where the
   * offer sells X (`of`: the territory the thing bought went to is in question).
   */
  purchase: { rule: CompiledRule; of: boolean }[][];
  /** PO4: by order index (game.orders): the rules `on order`. */
  order: CompiledRule[][];
  /** By phase index. */
  phaseStart: CompiledRule[][];
  phaseEnd: CompiledRule[][];
  /** By resource index: the rules and the value each fires at. */
  crossing: { rule: CompiledRule; value: number }[][];
  /** The borders rules open or close (their flags follow the map's switches in `state.switches`). */
  borders: RuleBorder[];
  /** Whether some rule has a lasting effect (rows in `state.lasting`). */
  lasting: boolean;
}

/** The borders the rules' `open` and `close` effects name, in the order of the rules (the graph is built with them). */
export function ruleBorders(variant: Variant): RuleBorder[] {
  const out: RuleBorder[] = [];
  const visit = (e: RuleEffect) => {
    if (e.kind === "open" || e.kind === "close") out.push({ from: e.from, to: e.to, open: e.kind === "open" });
    if (e.kind === "each") e.effects.forEach(visit);
    if (e.kind === "choose") for (const o of e.options) o.effects.forEach(visit);
    if (e.kind === "pick") e.effects.forEach(visit);
  };
  for (const rule of variant.rules ?? []) rule.effects.forEach(visit);
  return out;
}

/** One effect of a rule or a card, compiled (`borders` numbers the rule borders `open`/`close` name: cards have none). */
export function compileEffect(e: RuleEffect, c: MappingContext, borders: { next: number }): CompiledRuleEffect {
  const num = (x: Parameters<typeof compileNumber>[0]) => compileNumber(x, c.env);
  const counter = (name: string) => c.index.counter.get(name)!;
  switch (e.kind) {
    case "armies":
    case "lose":
      return { kind: e.kind, amount: num(e.amount) };
    case "flip":
      return { kind: "flip", switch: e.switch };
    case "build":
    case "raze":
      return { kind: e.kind, building: c.index.building.get(e.building)! };
    case "gain":
      return { kind: "gain", resource: counter(e.resource), ...(e.amount ? { amount: num(e.amount) } : {}), ...(e.roll ? { roll: e.roll } : {}) };
    case "give":
      return { kind: "give", resource: counter(e.resource), amount: num(e.amount), to: num(e.to) };
    case "open":
    case "close":
      return { kind: e.kind, border: borders.next++ };
    case "owner":
      return { kind: "owner", seat: num(e.seat) };
    case "drawCards":
      return { kind: "drawCards", count: num(e.count) };
    case "drawEffect":
      return { kind: "drawEffect", deck: e.deck, count: num(e.count) };
    case "dice":
      return { kind: "dice", side: e.side, amount: e.amount, until: e.until };
    case "endGame":
      return { kind: "endGame", reason: e.reason };
    case "units":
      return { kind: "units", unit: c.index.unit.get(e.unit)!, count: num(e.count) };
    case "discard":
      return { kind: "discard", count: num(e.count), choose: e.choose === true };
    case "move":
      return {
        kind: "move",
        count: num(e.count),
        unit: e.unit === undefined ? -1 : c.index.unit.get(e.unit)!,
        ...(e.from ? { from: compileBool(e.from, c.env) } : {}),
        ...(e.to ? { to: compileBool(e.to, c.env) } : {}),
      };
    case "each":
      return {
        kind: "each",
        owned: e.owned,
        ...(e.where ? { where: compileBool(e.where, c.env) } : {}),
        effects: e.effects.map((x) => compileEffect(x, c, borders)),
      };
    case "firstPlayer":
      return { kind: "firstPlayer" };
    case "pick":
      // Made once: game.picks lists the same compiled pick (the pending `pick` names it by index).
      return c.once(e, () => {
        const index = picksOf(c.variant).findIndex((x) => x.pick === e);
        const rule = picksOf(c.variant)[index]!.rule;
        const duration = rule >= 0 ? c.variant.rules![rule]!.duration : undefined;
        return {
          kind: "pick" as const,
          index,
          owned: e.owned,
          ...(e.where ? { where: compileBool(e.where, c.env) } : {}),
          effects: e.effects.map((x) => compileEffect(x, c, borders)),
          rule,
          until: duration === undefined ? (rule >= 0 ? UNTIL.always : UNTIL.turn) : UNTIL[duration],
        };
      });
    case "choose": {
      // Made once: game.chooses lists the same compiled choice (the pending `order` names it by index).
      const orders = orderNamesOf(c.variant);
      return c.once(e, () => ({
        kind: "choose" as const,
        index: choosesOf(c.variant).indexOf(e),
        options: e.options.map((o) => ({ order: orders.indexOf(o.order), effects: o.effects.map((x) => compileEffect(x, c, borders)) })),
      }));
    }
  }
}

function compileRule(r: Rule, index: number, c: MappingContext, borders: { next: number }): CompiledRule {
  return {
    index,
    name: r.name,
    optional: r.optional === true,
    ...(r.when ? { when: compileBool(r.when, c.env) } : {}),
    ...(r.cost ? { cost: { amount: compileNumber(r.cost.amount, c.env), resource: c.index.counter.get(r.cost.resource)! } } : {}),
    until: r.duration === undefined ? UNTIL.always : UNTIL[r.duration],
    effects: r.effects.map((e) => compileEffect(e, c, borders)),
  };
}

/** The dispatch table of a variant's rules; undefined without any. */
export function compileRules(variant: Variant, c: MappingContext): CompiledRules | undefined {
  if (!variant.rules || variant.rules.length === 0) return undefined;
  const borders = { next: 0 };
  const rules = variant.rules.map((r, i) => compileRule(r, i, c, borders));
  const of = (on: Rule["on"]) => rules.filter((_, i) => variant.rules![i]!.on === on);
  const byIndex = (on: Rule["on"], count: number, key: (r: Rule) => number | undefined) =>
    Array.from({ length: count }, (_, k) => rules.filter((_, i) => variant.rules![i]!.on === on && key(variant.rules![i]!) === k));
  const byDeck = (on: "draw" | "play") =>
    (variant.decks ?? []).map((_, d) => rules.filter((_, i) => variant.rules![i]!.on === on && (variant.rules![i]!.deck ?? d) === d));
  return {
    rules,
    at: {
      turnStart: of("turnStart"),
      turnEnd: of("turnEnd"),
      roundEnd: of("roundEnd"),
      conquest: of("conquest"),
      elimination: of("elimination"),
      battleStart: of("battleStart"),
      battleEnd: of("battleEnd"),
      reveal: of("reveal"),
      setupEnd: of("setupEnd"),
    },
    purchase: (variant.market ?? []).map((offer) =>
      rules.flatMap((rule, i) => {
        const { on, bought } = variant.rules![i]!;
        return on === "purchase" && (bought === undefined || bought === offer.name) ? [{ rule, of: bought !== undefined }] : [];
      }),
    ),
    draw: byDeck("draw"),
    order: orderNamesOf(variant).map((name) => rules.filter((_, i) => variant.rules![i]!.on === "order" && variant.rules![i]!.order === name)),
    play: byDeck("play"),
    phaseStart: byIndex("phaseStart", variant.phases.length, (r) => r.phase),
    phaseEnd: byIndex("phaseEnd", variant.phases.length, (r) => r.phase),
    crossing: (variant.counters ?? []).map((counter) =>
      variant.rules!.flatMap((r, i) => (r.on === "crossing" && r.resource === counter.name ? [{ rule: rules[i]!, value: r.value ?? 0 }] : [])),
    ),
    borders: ruleBorders(variant),
    lasting: borders.next > 0,
  };
}
