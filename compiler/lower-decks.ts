// AST → IR for named decks (DK1–DK6) and the cards played from them (EP1–EP7; their effects
// are the rules' list, lower-rules.ts). Decks and cards are referred to by index in the IR: a deck
// by its place among the named decks (checks/deck-names.ts deckIndex).
import type * as A from "./ast.js";
import { cardCopies } from "./checks/deck-checks.js";
import { namedDecks } from "./checks/deck-names.js";
import type * as IR from "./ir/index.js";
import { lowerRuleEffect, type LowerExpr } from "./lower-rules.js";
import type { Symbols } from "./symbols.js";

/** DK1: every named deck, in order. */
export function lowerDecks(s: Symbols, lowerExpr: LowerExpr): Pick<IR.Variant, "decks"> {
  const decks = namedDecks(s.file);
  const lower = (e: A.Expr) => lowerExpr(e, s);
  if (decks.length === 0) return {};
  return {
    decks: decks.map((d) => ({
      name: d.name.text,
      ...(d.deal ? { deal: lower(d.deal) } : {}),
      ...(d.hand ? { hand: lower(d.hand.limit) } : {}),
      discardChoose: d.hand?.choose ?? false,
      reshuffle: d.reshuffle,
      ...(d.perPlayer ? { perPlayer: true as const } : {}),
      ...(d.program ? { program: lower(d.program.count) } : {}),
      ...(d.returns ? { returns: true as const } : {}),
      cards: d.cards.map((c) => {
        const effect = (e: A.CardEffect) => lowerRuleEffect(e, s, lowerExpr, c.name);
        return {
          name: c.name,
          copies: cardCopies(c, s),
          ...(c.place ? { half: c.place.half } : {}),
          ...(c.play ? { play: lowerPlay(c.play, lower, effect) } : {}),
          ...(c.onDraw ? { onDraw: c.onDraw.effects.map(effect) } : {}),
          ...(c.onReveal ? { onReveal: c.onReveal.effects.map(effect) } : {}),
        };
      }),
    })),
  };
}

function lowerPlay(
  play: NonNullable<A.DeckCardDecl["play"]>,
  lower: (e: A.Expr) => IR.Expr,
  effect: (e: A.CardEffect) => IR.Effect,
): NonNullable<IR.Deck["cards"][number]["play"]> {
  const cost = play.cost;
  return {
    ...(play.window ? { window: play.window.at } : {}),
    ...(play.when ? { when: lower(play.when) } : {}),
    ...(cost?.kind === "resource" ? { cost: { amount: lower(cost.amount), resource: cost.resource.text } } : {}),
    ...(cost?.kind === "discard" ? { discards: cost.count } : {}),
    effects: play.effects.map(effect),
  };
}
