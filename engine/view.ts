// What one player may see: their own hand, the sizes of the others' hands and of the deck, and
// no random state. Bots get a view, never the state (hidden information stays hidden).
import type { GameState } from "./state.js";

export interface PlayerView extends Omit<GameState, "rng" | "hands" | "deck"> {
  seat: number;
  hand: number[];
  handSizes: number[];
  deckSize: number;
}

export function viewFor(state: GameState, seat: number): PlayerView {
  const { rng: _rng, hands, deck, ...visible } = state;
  return { ...visible, seat, hand: hands[seat]!.slice(), handSizes: hands.map((h) => h.length), deckSize: deck.length };
}
