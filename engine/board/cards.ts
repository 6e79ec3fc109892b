// The only writer of the cards players hold: territory cards (hands, the draw pile, the discards),
// effect cards face up and face down (E12). Shuffles draw from the game's generator, so a replay
// deals the same cards.
import { nextFloat, shuffleInPlace } from "../math/index.js";
import { scope, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";

/** The draw pile is empty: the discards, shuffled, become the pile (R4). */
function refillDeck(state: GameState): void {
  state.deck = shuffleInPlace(state.rng, state.discard);
  state.discard = [];
}

/** Draw cards for the current player up to the hand limit, reshuffling the discards when the pile runs out (R4). */
export function drawCards(game: Game, state: GameState, count: number): void {
  const limit = game.cards?.handLimit ? game.cards.handLimit(scope(state, state.current)) : Infinity;
  const hand = state.hands[state.current]!;
  for (let i = 0; i < count && hand.length < limit; i++) {
    if (state.deck.length === 0) {
      if (state.discard.length === 0) return;
      refillDeck(state);
    }
    hand.push(state.deck.pop()!);
  }
}

/** Y12: the top card of the pile is turned up and discarded (undefined when there is none). */
export function turnUpTopCard(state: GameState): number | undefined {
  if (state.deck.length === 0) refillDeck(state);
  const card = state.deck.pop();
  if (card !== undefined) state.discard.push(card);
  return card;
}

/** Cards leave the seat's hand for the discards (a trade, C4; paying for a switch, Y7). */
export function discardFromHand(state: GameState, seat: number, cards: readonly number[]): void {
  const hand = state.hands[seat]!;
  for (const c of cards) hand.splice(hand.indexOf(c), 1);
  state.discard.push(...cards);
}

/** C4/R10: the eliminator takes the loser's cards, up to the hand limit (the rest, at random, are discarded). */
export function takeCards(game: Game, state: GameState, winner: number, loser: number): void {
  const taken = shuffleInPlace(state.rng, state.hands[loser]!);
  state.hands[loser] = [];
  const limit = game.cards?.handLimit ? game.cards.handLimit(scope(state, winner)) : Infinity;
  const room = Math.max(0, limit - state.hands[winner]!.length);
  state.hands[winner]!.push(...taken.slice(0, room));
  state.discard.push(...taken.slice(room));
}

/** C1/R4: the shuffled pile of a new game. */
export function shuffleDeck(state: GameState, cards: number[]): void {
  state.deck = shuffleInPlace(state.rng, cards);
}

/** R14/E12: a face-up effect card is used up. */
export function useUpEffect(state: GameState, seat: number, card: number): void {
  const held = state.effects[seat]!;
  held.splice(held.indexOf(card), 1);
}

/** E12: one of the seat's face-down cards, at random (nobody has seen them), comes out of its hand. */
export function drawHiddenEffect(state: GameState, seat: number): number {
  const hidden = state.hiddenEffects[seat]!;
  return hidden.splice(Math.floor(nextFloat(state.rng) * hidden.length), 1)[0]!;
}

/** E12: a turned-up card for battles is kept face up until it is used. */
export function keepEffect(state: GameState, seat: number, card: number): void {
  state.effects[seat]!.push(card);
}

/** E2: every copy of every effect card shuffled; each player gets `count`, face down; F5: the rest is the effect deck. */
export function dealHiddenEffects(game: Game, state: GameState, count: number): void {
  const deck = shuffleInPlace(
    state.rng,
    game.effects.flatMap((card, index) => new Array<number>(card.copies).fill(index)),
  );
  // Round by round until the deck runs out: a count of millions stops with the cards.
  for (let k = 0; k < count && deck.length > 0; k++)
    for (let seat = 0; seat < state.players; seat++) if (deck.length > 0) state.hiddenEffects[seat]!.push(deck.pop()!);
  state.effectDeck = deck;
}

/** F5: the effect deck of a game that deals no effect cards: every copy, shuffled. */
export function shuffleEffectDeck(game: Game, state: GameState): void {
  state.effectDeck = shuffleInPlace(
    state.rng,
    game.effects.flatMap((card, index) => new Array<number>(card.copies).fill(index)),
  );
}

/** F5: the seat draws `count` effect cards face down from the effect deck (as many as it holds). */
export function drawEffects(state: GameState, seat: number, count: number): void {
  for (let k = 0; k < count && state.effectDeck.length > 0; k++) state.hiddenEffects[seat]!.push(state.effectDeck.pop()!);
}

/** K4: a card leaves the game, wherever it is (a chosen headquarters' card). */
export function removeCard(state: GameState, card: number): void {
  const drop = (pile: number[]) => {
    const i = pile.indexOf(card);
    if (i >= 0) pile.splice(i, 1);
  };
  drop(state.deck);
  drop(state.discard);
  for (const hand of state.hands) drop(hand);
}

/** A position sets the effect deck. */
export function setEffectDeck(state: GameState, deck: readonly number[]): void {
  state.effectDeck = deck.slice();
}

/** R14: every player holds the card from the start. */
export function dealEffectToAll(state: GameState, card: number): void {
  for (let seat = 0; seat < state.players; seat++) state.effects[seat]!.push(card);
}

/** A position sets every card: hands, the draw pile (top last) and the discards. */
export function setCards(state: GameState, hands: readonly (readonly number[])[], deck: readonly number[], discard: readonly number[]): void {
  state.hands = hands.map((h) => h.slice());
  state.deck = deck.slice();
  state.discard = discard.slice();
}

/** A position sets the effect cards each seat holds face up and face down (E12). */
export function setEffects(state: GameState, faceUp: readonly (readonly number[])[], faceDown: readonly (readonly number[])[]): void {
  state.effects = faceUp.map((h) => h.slice());
  state.hiddenEffects = faceDown.map((h) => h.slice());
}
