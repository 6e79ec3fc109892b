// R14/E12/F5 effect card checks: how the cards are dealt, what each does in a battle or when
// turned up, and what a card passed on may do.
import type * as A from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import { lookUpName } from "../symbols.js";
import { MAX_DECK_CARDS } from "./cards-checks.js";
import type { CheckContext } from "./context.js";
import { ruleOnlyEffects } from "./rule-checks.js";

export function checkEffects(section: A.EffectsDecl, ctx: CheckContext): void {
  if (section.deal) ctx.exprs.wantInt(section.deal, "static", "effect cards dealt to each player");
  for (const card of section.cards) {
    if (card.dealtWhen) ctx.exprs.wantBool(card.dealtWhen, "static");
    if (card.dealtWhen && section.deal)
      ctx.report("dealtWhenInDealtDeck", card.dealtWhen.span, [card.name], { help: "give the card `copies` instead" });
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
    for (const effect of card.reveal?.effects ?? []) {
      if (ruleOnlyEffects.has(effect.kind)) {
        ctx.report("ruleEffectOnCard", effect.span, [
          effect.kind === "owner" ? "owner becomes" : effect.kind === "each" ? "each territory" : effect.kind,
        ]);
        continue;
      }
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
      if (effect.kind !== "armies" && effect.kind !== "lose" && card.reveal!.pass) ctx.report("passedCardActsOnMap", effect.span, [effect.kind]);
    }
  }
}
