// AST → IR for named decks (DK1–DK6) and the cards played from them (EP1–EP7). Decks and cards
// are referred to by index in the IR: a deck by its place among the named decks.
import type * as A from "./ast.js";
import { namedDecks } from "./checks/deck-names.js";
import type * as IR from "./ir/index.js";

type Lower = (e: A.Expr) => IR.Expr;

/** The index of a named deck (the checks made sure it exists). */
export function deckIndex(file: A.VariantFile, name: A.Name): number {
  return namedDecks(file).findIndex((d) => d.name.text === name.text);
}

/** DK1: every named deck, in order. */
export function lowerDecks(file: A.VariantFile, lower: Lower): Pick<IR.Variant, "decks"> {
  const decks = namedDecks(file);
  if (decks.length === 0) return {};
  return {
    decks: decks.map((d) => ({
      name: d.name.text,
      ...(d.deal ? { deal: lower(d.deal) } : {}),
      ...(d.hand ? { hand: lower(d.hand.limit) } : {}),
      discardChoose: d.hand?.choose ?? false,
      reshuffle: d.reshuffle,
      cards: d.cards.map((c) => ({
        name: c.name,
        copies: c.copies?.value ?? 1,
        ...(c.place ? { half: c.place.half } : {}),
        ...(c.play ? { play: lowerPlay(file, c.play, lower) } : {}),
        ...(c.onDraw ? { onDraw: c.onDraw.effects.map((e) => lowerCardEffect(file, e, lower)) } : {}),
      })),
    })),
  };
}

function lowerPlay(file: A.VariantFile, play: NonNullable<A.DeckCardDecl["play"]>, lower: Lower): NonNullable<IR.Deck["cards"][number]["play"]> {
  const cost = play.cost;
  return {
    ...(play.window ? { window: play.window.at } : {}),
    ...(play.when ? { when: lower(play.when) } : {}),
    ...(cost?.kind === "resource" ? { cost: { amount: lower(cost.amount), resource: cost.resource.text } } : {}),
    ...(cost?.kind === "discard" ? { discards: cost.count } : {}),
    effects: play.effects.map((e) => lowerCardEffect(file, e, lower)),
  };
}

function lowerCardEffect(file: A.VariantFile, e: A.CardEffect, lower: Lower): NonNullable<IR.Deck["cards"][number]["onDraw"]>[number] {
  switch (e.kind) {
    case "gain":
      return { kind: "gain", resource: e.resource.text, amount: lower(e.amount) };
    case "armies":
      return { kind: "armies", amount: lower(e.amount) };
    case "drawCards":
      return { kind: "drawCards", count: lower(e.count) };
    case "drawEffect":
      return { kind: "drawEffect", deck: deckIndex(file, e.deck), count: lower(e.count) };
    case "dice":
      return { kind: "dice", side: e.side, amount: e.amount, until: e.duration };
  }
}
