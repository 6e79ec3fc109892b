// DK1: the named decks by name: the list the IR numbers them by, and the check that a step, an
// offer or a card's effect names one that exists (RISK2037).
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import { didYouMean } from "../diagnostics/suggest.js";
import type { CheckContext } from "./context.js";

/** The named decks of the variant, in order (a name given twice: its first deck). */
export function namedDecks(file: A.VariantFile): A.DeckDecl[] {
  const seen = new Set<string>();
  return sectionsOf(file, "Deck").filter((d) => !seen.has(d.name.text) && seen.add(d.name.text));
}

/** The index of a named deck in the IR (the checks made sure it exists). */
export function deckIndex(file: A.VariantFile, name: A.Name): number {
  return namedDecks(file).findIndex((d) => d.name.text === name.text);
}

/** RISK2037: a step, an offer or an effect that names a deck the variant does not have. */
export function checkDeckName(name: A.Name, ctx: CheckContext): void {
  const names = namedDecks(ctx.symbols.file).map((d) => d.name.text);
  if (!names.includes(name.text)) ctx.report("unknownDeck", name.span, [name.text], didYouMean(name.text, names));
}
