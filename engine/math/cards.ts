// C4/R4 cards: one card per territory showing a symbol, plus wilds; which hands of cards make a
// set under the variant's set rules; and what a trade is worth.
import type { CardSet, Cards, Variant } from "../../compiler/ir/index.js";

/** A card is a number: card t < territories shows territory t; every higher number is a wild. */
export interface Deck {
  /** Symbol index shown by each territory's card. */
  symbol: number[];
}

export function buildDeck(cards: Cards, territorySymbols: readonly string[]): Deck {
  return { symbol: territorySymbols.map((s) => cards.symbols.indexOf(s)) };
}

export function isWild(deck: Deck, card: number): boolean {
  return card >= deck.symbol.length;
}

/** The cards of a new game: one per territory, then the wilds. */
export function allCards(deck: Deck, wilds: number): number[] {
  return Array.from({ length: deck.symbol.length + Math.max(0, wilds) }, (_, i) => i);
}

/**
 * Whether these cards form the given set: exactly `wilds` wilds and `count` cards of the pattern.
 * Asked of every combination of a hand at every trade decision: it reads the cards in place
 * (a set holds a handful of cards, so comparing each pair is cheaper than building a list).
 */
export function matchesSet(deck: Deck, cards: readonly number[], set: CardSet, symbols: readonly string[]): boolean {
  if (cards.length !== set.count + set.wilds) return false;
  let wilds = 0;
  let first: number | undefined; // the first card's symbol that is not a wild
  for (const c of cards) {
    if (isWild(deck, c)) wilds++;
    else first ??= deck.symbol[c]!;
  }
  if (wilds !== set.wilds) return false;
  switch (set.pattern) {
    case "any":
      return true;
    case "alike":
      for (const c of cards) if (!isWild(deck, c) && deck.symbol[c] !== first) return false;
      return set.of === undefined || first === undefined || symbols[first] === set.of;
    case "distinct":
      for (let i = 0; i < cards.length; i++) {
        if (isWild(deck, cards[i]!)) continue;
        for (let j = i + 1; j < cards.length; j++) if (!isWild(deck, cards[j]!) && deck.symbol[cards[j]!] === deck.symbol[cards[i]!]) return false;
      }
      return true;
  }
}

/** The first set rule these cards satisfy, or -1. */
export function setIndexOf(deck: Deck, cards: readonly number[], sets: readonly CardSet[], symbols: readonly string[]): number {
  for (let i = 0; i < sets.length; i++) if (matchesSet(deck, cards, sets[i]!, symbols)) return i;
  return -1;
}

/** Visit every combination of `size` items, in order, as one array rewritten in place: copy what you keep. */
function combinations(items: readonly number[], size: number, visit: (combo: readonly number[]) => void): void {
  const combo: number[] = [];
  const go = (start: number) => {
    if (combo.length === size) {
      visit(combo);
      return;
    }
    for (let i = start; i <= items.length - (size - combo.length); i++) {
      combo.push(items[i]!);
      go(i + 1);
      combo.pop();
    }
  };
  go(0);
}

export interface SetCandidate {
  cards: number[];
  set: number;
}

/** Every combination of cards in a hand that makes a set (hands are small: at most a few hundred). */
export function findSets(deck: Deck, hand: readonly number[], sets: readonly CardSet[], symbols: readonly string[]): SetCandidate[] {
  const sizes = [...new Set(sets.map((s) => s.count + s.wilds))];
  const found: SetCandidate[] = [];
  for (const size of sizes) {
    if (size > hand.length) continue;
    combinations(hand, size, (cards) => {
      const set = setIndexOf(deck, cards, sets, symbols);
      if (set >= 0) found.push({ cards: cards.slice(), set });
    });
  }
  return found;
}

/** The value of the k-th escalating trade (0-based): the listed values, then +step each (C4). */
export function escalatingValue(values: readonly number[], step: number, k: number): number {
  if (values.length === 0) return 0;
  if (k < values.length) return values[k]!;
  return values[values.length - 1]! + step * (k - values.length + 1);
}

/**
 * E11: for each total from `min` up to the hand's, one choice of cards adding up to exactly it
 * (cards with higher values first), so a player can trade any amount the hand allows.
 */
export function sumSets(values: readonly number[], hand: readonly number[], min: number): SetCandidate[] {
  const cards = [...hand].sort((a, b) => (values[b] ?? 0) - (values[a] ?? 0) || a - b);
  const witness = new Map<number, number[]>([[0, []]]);
  for (const card of cards) {
    const v = values[card] ?? 0;
    if (v <= 0) continue;
    for (const [sum, chosen] of [...witness]) if (!witness.has(sum + v)) witness.set(sum + v, [...chosen, card]);
  }
  return [...witness]
    .filter(([sum]) => sum >= Math.max(1, min))
    .sort((a, b) => a[0] - b[0])
    .map(([, chosen]) => ({ cards: chosen, set: 0 }));
}

/** E11: each territory card's value: the deck's attribute where it is a number (0 otherwise, and for wilds). */
export function cardValues(variant: Variant): number[] {
  const attribute = variant.cards?.attribute;
  return variant.map.territories.map((t) => {
    const v = attribute === undefined ? undefined : t.attrs[attribute];
    return typeof v === "number" ? v : 0;
  });
}

/** E11: the summed value of some cards. */
export function sumOfCards(values: readonly number[], cards: readonly number[]): number {
  return cards.reduce((sum, c) => sum + (values[c] ?? 0), 0);
}
