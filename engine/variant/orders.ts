// PO4 (docs/language-design.md part E items 1 and 5): the orders a variant's `choose` effects offer,
// by name (game.orders; `ordered "X"` and `on order "X"` read them by index), and every `choose`
// of the IR in one fixed order (game.chooses: the pending `order` names one by its index); TC1: every
// `choose territory` the same way (game.picks: the pending `pick` names one by its index).
import type { Effect, Variant } from "../../compiler/ir/index.js";

export type ChooseIr = Extract<Effect, { kind: "choose" }>;

const found = new WeakMap<Variant, ChooseIr[]>();

/** Every `choose` of the variant: the rules' (in order), then the named decks' cards' (`on play`, `on draw`, `on reveal`). */
export function choosesOf(variant: Variant): ChooseIr[] {
  const known = found.get(variant);
  if (known) return known;
  const out: ChooseIr[] = [];
  const visit = (effects: readonly Effect[] | undefined) => {
    for (const e of effects ?? []) if (e.kind === "choose") out.push(e);
  };
  for (const rule of variant.rules ?? []) visit(rule.effects);
  for (const deck of variant.decks ?? []) for (const card of deck.cards) (visit(card.play?.effects), visit(card.onDraw), visit(card.onReveal));
  found.set(variant, out);
  return out;
}

/** The orders the variant's `choose` effects offer, each name once, in the order they are first offered. */
export function orderNamesOf(variant: Variant): string[] {
  const names = new Set<string>();
  for (const choose of choosesOf(variant)) for (const option of choose.options) names.add(option.order);
  for (const rule of variant.rules ?? []) if (rule.on === "order" && rule.order !== undefined) names.add(rule.order);
  return [...names];
}

export type PickIr = Extract<Effect, { kind: "pick" }>;

/** TC1: a `choose territory` of the IR and the rule it belongs to (its index; -1: a card's). */
export interface PickOwner {
  pick: PickIr;
  rule: number;
}

const picksFound = new WeakMap<Variant, PickOwner[]>();

/** Every `choose territory` of the variant (in a list or an order of a `choose`): the rules' (in order), then the named decks' cards'. */
export function picksOf(variant: Variant): PickOwner[] {
  const known = picksFound.get(variant);
  if (known) return known;
  const out: PickOwner[] = [];
  const visit = (effects: readonly Effect[] | undefined, rule: number) => {
    for (const e of effects ?? []) {
      if (e.kind === "pick") out.push({ pick: e, rule });
      if (e.kind === "choose") for (const o of e.options) visit(o.effects, rule);
    }
  };
  (variant.rules ?? []).forEach((r, i) => visit(r.effects, i));
  for (const deck of variant.decks ?? [])
    for (const card of deck.cards) (visit(card.play?.effects, -1), visit(card.onDraw, -1), visit(card.onReveal, -1));
  picksFound.set(variant, out);
  return out;
}
