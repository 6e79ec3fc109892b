// PO1–PO7 checks (docs/language-design.md part E items 1 and 5): a deck held per player and
// programmed (`effects orders per player { program 2 each round  hand returns ... }`), the orders a
// `choose` offers by name, and the names `ordered "X"` and `on order "X"` read.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import type { CheckContext } from "./context.js";

/** RISK2088: a `choose` offers each order once. */
export function checkChooseOptions(effect: Extract<A.RevealEffect, { kind: "choose" }>, ctx: CheckContext): void {
  const seen = new Map<string, A.Span>();
  for (const o of effect.options) {
    const first = seen.get(o.order);
    if (first) ctx.report("duplicateOrder", o.orderSpan, [o.order], { labels: [{ span: first, message: "first offered here" }] });
    else seen.set(o.order, o.orderSpan);
  }
}

/** PO1/PO2/PO6: programming needs a deck per player (RISK2089), one programmed deck (RISK2091); a deck per player has no pile (RISK2092). */
export function checkProgrammedDecks(decks: readonly A.DeckDecl[], ctx: CheckContext): void {
  let programmed: A.DeckDecl | undefined;
  for (const deck of decks) {
    const name = deck.name.text;
    if (deck.program) {
      ctx.exprs.wantInt(deck.program.count, "player", "cards programmed each round");
      if (!deck.perPlayer) ctx.report("programNotPerPlayer", deck.program.span, [name, "program"]);
      if (programmed) ctx.report("programTwice", deck.program.span, [name]);
      programmed ??= deck;
    }
    if (deck.returns && !deck.perPlayer) ctx.report("programNotPerPlayer", deck.returnsSpan!, [name, "hand returns"]);
    if (!deck.perPlayer) continue;
    if (deck.deal) ctx.report("perPlayerDeal", deck.deal.span, [name, "deal"]);
    if (deck.reshuffle) ctx.report("perPlayerDeal", deck.perPlayerSpan!, [name, "reshuffle"]);
    for (const step of sectionsOf(ctx.symbols.file, "Turn").flatMap((t) => t.phases.flatMap((p) => p.steps)))
      if ((step.kind === "DrawEffect" || step.kind === "Put") && step.deck?.text === name)
        ctx.report("perPlayerDeal", step.span, [name, step.kind === "Put" ? "put" : "draw effect"]);
  }
}
