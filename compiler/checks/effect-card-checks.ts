// R14/E12/F5 effect card checks: how the cards are dealt, what each does in a battle or when
// turned up, and what a card passed on may do.
import type * as A from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { lookUpName } from "../symbols.js";
import { MAX_DECK_CARDS } from "./cards-checks.js";
import type { CheckContext } from "./context.js";

export function checkEffects(section: A.EffectsDecl, ctx: CheckContext): void {
  if (section.deal) ctx.exprs.wantInt(section.deal, "static", "effect cards dealt to each player");
  for (const card of section.cards) {
    if (card.dealtWhen) ctx.exprs.wantBool(card.dealtWhen, "static");
    if (card.dealtWhen && section.deal)
      ctx.report("badFactions", card.dealtWhen.span, ["with `deal N each` the cards come from a shuffled deck: use `copies`"]);
    if (card.copies && card.copies.value < 1) ctx.report("valueOutOfRange", card.copies.span, ["a card has at least one copy"]);
    if (card.copies && card.copies.value > MAX_DECK_CARDS)
      ctx.report("unplayable", card.copies.span, [`${card.copies.value} copies: a deck holds at most ${MAX_DECK_CARDS} cards`]);
    if (card.uses.length === 0 && !card.reveal) ctx.report("valueOutOfRange", card.nameSpan, [`effect card \`${card.name}\` has no use`]);
    if (card.uses.length > 0 && card.reveal?.pass)
      ctx.report("badFactions", card.reveal.span, ["a card passed on when turned up cannot also be kept for a battle"]);
    for (const use of card.uses) {
      if (use.when) ctx.exprs.wantBool(use.when, "player");
      for (const effect of use.effects) {
        if (effect.kind === "Ties" && use.on === "defend" && effect.side === "attacker")
          ctx.report("badFactions", effect.span, ["a defending card gives ties to the defender"]);
        if (effect.kind === "Bonus" && effect.amount < 1)
          ctx.report("valueOutOfRange", effect.span, [`a die bonus is at least +1, not +${effect.amount}`]);
      }
    }
    for (const effect of card.reveal?.effects ?? []) {
      if (effect.kind === "armies" || effect.kind === "lose")
        ctx.exprs.wantInt(effect.amount, "player", effect.kind === "lose" ? "armies lost" : "armies gained");
      else if (effect.kind === "flip") {
        if (!ctx.symbols.switches.some((sw) => sw.decl.name === effect.switchName))
          ctx.report(
            "unknownName",
            effect.switchSpan,
            [effect.switchName],
            didYouMean(
              effect.switchName,
              ctx.symbols.switches.map((sw) => sw.decl.name),
            ),
          );
      } else if (effect.kind === "build" || effect.kind === "raze")
        lookUpName(ctx.symbols, ctx.report, ctx.symbols.buildings, effect.building, "building");
      if (effect.kind !== "armies" && effect.kind !== "lose" && card.reveal!.pass)
        ctx.report("badFactions", effect.span, [
          "a card passed on acts on its new holder's armies: flipping and building are done by the player who turns it up",
        ]);
    }
  }
}
