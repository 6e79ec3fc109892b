// R14/E12/F5 effect card checks: how the cards are dealt, what each does in a battle or when
// turned up, and what a card passed on may do.
import type * as A from "../ast.js";
import { MAX_DECK_CARDS } from "./cards-checks.js";
import type { CheckContext } from "./context.js";
import { checkEffectList, ruleOnlyEffects, type EffectPlace } from "./effect-checks.js";

export function checkEffects(section: A.EffectsDecl, ctx: CheckContext): void {
  if (section.deal) ctx.exprs.wantInt(section.deal, "static", "effect cards dealt to each player");
  for (const card of section.cards) {
    if (card.dealtWhen) ctx.exprs.wantBool(card.dealtWhen, "static");
    if (card.dealtWhen && section.deal)
      ctx.report("dealtWhenInDealtDeck", card.dealtWhen.span, [card.name], { help: "give the card `copies` instead" });
    if (card.copiesParamSpan) ctx.report("copiesParamOutsideDeck", card.copiesParamSpan, [card.name]);
    if (card.copies && card.copies.value < 1) ctx.report("belowMinimum", card.copies.span, ["an effect card's copies", 1, card.copies.value]);
    if (card.copies && card.copies.value > MAX_DECK_CARDS) ctx.report("deckTooLarge", card.copies.span, [card.copies.value, MAX_DECK_CARDS]);
    if (card.uses.length === 0 && !card.reveal) ctx.report("uselessEffectCard", card.nameSpan, [card.name]);
    if (card.uses.length > 0 && card.reveal?.pass) ctx.report("passedCardKept", card.reveal.span, [card.name]);
    for (const use of card.uses) {
      if (use.when) ctx.exprs.wantBool(use.when, "player");
      for (const effect of use.effects) {
        if (effect.kind === "Ties" && use.on === "defend" && effect.side === "attacker") ctx.report("defendingCardTies", effect.span);
        if (effect.kind === "Bonus" && effect.amount < 1) ctx.report("belowMinimum", effect.span, ["a card's die bonus", 1, effect.amount]);
      }
    }
    // Version 2's `on reveal`: the shared effects' checks; a build or raze acts where the holder chooses (a territory is in question).
    const place: EffectPlace = { context: "player", event: "reveal", territory: true, inEach: false, of: "reveal", borders: new Map() };
    checkEffectList(card.reveal?.effects ?? [], place, ctx);
    for (const effect of card.reveal?.effects ?? []) {
      if (ruleOnlyEffects.has(effect.kind)) continue;
      if (effect.kind !== "armies" && effect.kind !== "lose" && card.reveal!.pass) ctx.report("passedCardActsOnMap", effect.span, [effect.kind]);
    }
  }
}
