// The only writer of the named decks (DK1–DK5): each deck's draw pile and discards, and the cards
// of them each seat holds. A card id indexes the game's `deckCards` (every deck's cards in
// order). Shuffles draw from the game's generator, so a replay deals the same cards.
import { shuffleInPlace } from "../math/index.js";
import { shuffleWithHalves } from "./deck-halves.js";
import type { GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";

/** DK1: every copy of every card of each named deck, shuffled into its draw pile (DK7: a placed card in its half). */
export function shuffleNamedDecks(game: Game, state: GameState): void {
  const halfOf = (id: number) => game.deckCards[id]!.half;
  state.deckPiles = (game.decks ?? []).map((deck, d) => {
    // PO1: a deck per player has no pile: every seat holds all of it (dealPerPlayer).
    if (deck.perPlayer) return [];
    const cards = deckCopies(game, d);
    return cards.some((id) => halfOf(id) !== undefined) ? shuffleWithHalves(state.rng, cards, halfOf) : shuffleInPlace(state.rng, cards);
  });
  state.deckDiscards = (game.decks ?? []).map(() => []);
}

/**
 * DK3/DK4: the top card of deck `d` into the seat's hand, the discards reshuffled first when the
 * pile is empty and the deck says `reshuffle`; undefined when there is no card to draw.
 */
export function drawHeld(game: Game, state: GameState, seat: number, d: number): number | undefined {
  const pile = state.deckPiles[d]!;
  if (pile.length === 0 && game.decks![d]!.reshuffle && state.deckDiscards[d]!.length > 0) {
    state.deckPiles[d] = shuffleInPlace(state.rng, state.deckDiscards[d]!);
    state.deckDiscards[d] = [];
  }
  const card = state.deckPiles[d]!.pop();
  if (card !== undefined) state.held[seat]!.push(card);
  return card;
}

/**
 * MK1: the top card of deck `d` (the discards reshuffled first, as a draw) becomes a marker of the
 * seat not yet on the map (where -1); false when there is no card.
 */
export function drawMarker(game: Game, state: GameState, seat: number, d: number): boolean {
  const pile = state.deckPiles[d]!;
  if (pile.length === 0 && game.decks![d]!.reshuffle && state.deckDiscards[d]!.length > 0) {
    state.deckPiles[d] = shuffleInPlace(state.rng, state.deckDiscards[d]!);
    state.deckDiscards[d] = [];
  }
  const card = state.deckPiles[d]!.pop();
  if (card === undefined) return false;
  state.markerAt[seat]!.push(-1);
  state.markerCards[seat]!.push(card);
  return true;
}

/** MK1: the seat's drawn marker goes face down onto territory `t`. */
export function putMarker(state: GameState, seat: number, t: number): void {
  const at = state.markerAt[seat]!;
  at[at.indexOf(-1)] = t;
}

/**
 * MK3: every marker on territory `t` is turned up: it leaves the map for its deck's discards
 * (public). Returns their cards, by the seat that put them, then in the order they were put.
 */
export function turnUpMarkers(game: Game, state: GameState, t: number): number[] {
  const out: number[] = [];
  state.markerAt.forEach((at, seat) => {
    const cards = state.markerCards[seat]!;
    for (let i = 0; i < at.length; i++) {
      if (at[i] !== t) continue;
      const card = cards[i]!;
      out.push(card);
      state.deckDiscards[game.deckCards[card]!.deck]!.push(card);
      at.splice(i, 1);
      cards.splice(i, 1);
      i--;
    }
  });
  return out;
}

/** MK1: a position or a player's view drawn into a whole state sets the markers. */
export function setMarkers(state: GameState, at: readonly (readonly number[])[], cards: readonly (readonly number[])[]): void {
  state.markerAt = at.map((m) => m.slice());
  state.markerCards = cards.map((m) => m.slice());
}

/** MK1: how many markers lie on territory `t`. */
export function markersOn(state: GameState, t: number): number {
  let n = 0;
  for (const at of state.markerAt) for (const x of at) if (x === t) n++;
  return n;
}

/** DK4/EP1: a held card leaves the seat's hand for its deck's discards (PO1: a deck per player's, for the seat's own). */
export function discardHeld(game: Game, state: GameState, seat: number, card: number): void {
  const hand = state.held[seat]!;
  hand.splice(hand.indexOf(card), 1);
  const d = game.deckCards[card]!.deck;
  if (game.decks![d]!.perPlayer) state.spent[seat]!.push(card);
  else state.deckDiscards[d]!.push(card);
}

/** PO1: every player holds its own copy of each deck per player (every copy of every card) from the setup. */
export function dealPerPlayer(game: Game, state: GameState): void {
  (game.decks ?? []).forEach((deck, d) => {
    if (!deck.perPlayer) return;
    for (let seat = 0; seat < state.players; seat++) state.held[seat]!.push(...deckCopies(game, d));
  });
}

/** PO2: the seat programs held card `card` as its round's next card (sealed: it leaves the hand). */
export function programCard(state: GameState, seat: number, card: number): void {
  const hand = state.held[seat]!;
  hand.splice(hand.indexOf(card), 1);
  state.programmed[seat]!.push(card);
}

/** PO3: the seat's next programmed card is turned up: it goes to the seat's played cards (public). Undefined: none left. */
export function turnUpProgrammed(state: GameState, seat: number): number | undefined {
  const card = state.programmed[seat]!.shift();
  if (card !== undefined) state.spent[seat]!.push(card);
  return card;
}

/** PO6: the seat's played cards of deck `d` come back into its hand. */
export function returnSpent(game: Game, state: GameState, seat: number, d: number): void {
  const spent = state.spent[seat]!;
  const back = spent.filter((card) => game.deckCards[card]!.deck === d);
  if (back.length === 0) return;
  state.spent[seat] = spent.filter((card) => game.deckCards[card]!.deck !== d);
  state.held[seat]!.push(...back);
}

/** PO1/PO2: a position (or a view drawn into a whole state) sets the programmed and the played cards of each seat. */
export function setPrograms(state: GameState, programmed: readonly (readonly number[])[], spent: readonly (readonly number[])[]): void {
  state.programmed = programmed.map((p) => p.slice());
  state.spent = spent.map((p) => p.slice());
}

/** DK6: a bought card: the top of deck `d` (as a draw). */
export const buyHeld = drawHeld;

/** A position (or a player's view drawn into a whole state) sets the named decks' piles, discards and hands. */
export function setNamedDecks(
  state: GameState,
  piles: readonly (readonly number[])[],
  discards: readonly (readonly number[])[],
  held: readonly (readonly number[])[],
): void {
  state.deckPiles = piles.map((p) => p.slice());
  state.deckDiscards = discards.map((p) => p.slice());
  state.held = held.map((h) => h.slice());
}

/** How many cards of deck `d` the seat holds. */
export function heldOf(game: Game, state: GameState, seat: number, d: number): number {
  let n = 0;
  for (const card of state.held[seat]!) if (game.deckCards[card]!.deck === d) n++;
  return n;
}

/** Every copy of every card of deck `d` (a card id a copy). */
export function deckCopies(game: Game, d: number): number[] {
  return game.deckCards.flatMap((card, id) => (card.deck === d ? new Array<number>(card.copies).fill(id) : []));
}
