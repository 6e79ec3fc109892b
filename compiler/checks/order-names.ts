// PO4: the orders a variant's `choose` effects offer, by name, and the check that `ordered "X"` and
// `on order "X"` name one (RISK2087). Apart from the other checks' context: the formula checker
// (expressions.ts) calls it too.
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import type { Report } from "../diagnostics/diagnostic.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { Symbols } from "../symbols.js";

/** Every effect list of the variant: the rules', and the named decks' cards' (played, drawn, turned up). */
function effectLists(file: A.VariantFile): (readonly A.RevealEffect[])[] {
  const rules = sectionsOf(file, "Rules").flatMap((r) => r.rules.map((rule) => rule.effects));
  const cards = sectionsOf(file, "Deck").flatMap((d) => d.cards.flatMap((c) => [c.play?.effects, c.onDraw?.effects, c.onReveal?.effects]));
  return [...rules, ...cards].filter((list): list is A.RevealEffect[] => list !== undefined);
}

/** PO4: the orders the variant's `choose` effects offer, in the order they are written (each name once). */
export function orderNames(file: A.VariantFile): string[] {
  const out = new Set<string>();
  const walk = (effects: readonly A.RevealEffect[]): void => {
    for (const e of effects) {
      if (e.kind === "choose") for (const o of e.options) (out.add(o.order), walk(o.effects));
      if (e.kind === "each" || e.kind === "pick") walk(e.effects);
    }
  };
  for (const list of effectLists(file)) walk(list);
  return [...out];
}

/** TC3: whether some effect of the variant has its player choose a territory (`choose territory`), which `connected to chosen` reads. */
export function hasPick(file: A.VariantFile): boolean {
  const walk = (effects: readonly A.RevealEffect[]): boolean =>
    effects.some(
      (e) => e.kind === "pick" || (e.kind === "choose" && e.options.some((o) => walk(o.effects))) || (e.kind === "each" && walk(e.effects)),
    );
  return effectLists(file).some(walk);
}

/** RISK2087: `ordered "X"`, `on order "X"` name an order some `choose` offers. */
export function checkOrderName(order: string, span: A.Span, ctx: { symbols: Symbols; report: Report }): void {
  const names = orderNames(ctx.symbols.file);
  if (!names.includes(order)) ctx.report("unknownOrder", span, [order], didYouMean(order, names));
}
