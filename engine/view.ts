// What one player may see: their own hand, the sizes of the others' hands and of the deck, and
// no random state. Bots get a view, never the state (hidden information stays hidden).
import type { GameState } from "./state.js";

export interface PlayerView extends Omit<GameState, "rng" | "hands" | "deck" | "objective" | "effects" | "tokens"> {
  seat: number;
  hand: number[];
  handSizes: number[];
  deckSize: number;
  /** The seat's own secret objective (R3); the others' are not in the view. */
  objective: number;
  /** The seat's own effect cards; of the others, only how many they hold. */
  effects: number[];
  effectCounts: number[];
  /** The seat's own seat tokens (R13); the others' are secret. */
  tokens: number[];
}

export function viewFor(state: GameState, seat: number): PlayerView {
  const { rng: _rng, hands, deck, objective, effects, tokens, ...visible } = state;
  return {
    ...visible,
    seat,
    hand: hands[seat]!.slice(),
    handSizes: hands.map((h) => h.length),
    deckSize: deck.length,
    objective: objective[seat] ?? -1,
    effects: effects[seat]!.slice(),
    effectCounts: effects.map((e) => e.length),
    tokens: tokens[seat]!.slice(),
  };
}
