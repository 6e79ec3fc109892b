// K1/M1/K4: the one writer of the choices players make: a value known to all at once, a sealed
// pick (secret) waiting for everyone's, the picks revealed together, and the cards of chosen
// territories taken out of the game when the deck says `except` that choice.
import type { GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { removeCard } from "./cards.js";

/** The seat's choice `c` is `value`, known to all (K4: a chosen territory's card leaves the game). */
export function setChoice(game: Game, state: GameState, c: number, seat: number, value: number): void {
  state.chosen[c]![seat] = value;
  if (game.cards?.except === c && value >= 0) removeCard(state, value);
}

/** K1: a secret pick, seen only by its maker until the picks are revealed. */
export function sealChoice(state: GameState, c: number, seat: number, value: number): void {
  state.sealed[seat]![c] = value;
}

/** K1: every sealed pick of choice `c` is revealed, together. */
export function revealChoices(game: Game, state: GameState, c: number): void {
  for (let seat = 0; seat < state.players; seat++) {
    const picked = state.sealed[seat]![c]!;
    if (picked < 0) continue;
    state.sealed[seat]![c] = -1;
    setChoice(game, state, c, seat, picked);
  }
}
