// Y3: each player's pieces in all. Without `limits { pieces }` there is no reserve and armies
// are never short; with it, new armies come out of the reserve and destroyed ones go back.
import type { GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";

/** Take up to `n` armies from the seat's reserve (all `n` when the variant has no reserves); returns how many it got. */
export function takeFromReserve(game: Game, state: GameState, seat: number, n: number): number {
  if (!game.pieces || n <= 0) return Math.max(0, n);
  const taken = Math.min(n, state.reserve[seat]!);
  state.reserve[seat]! -= taken;
  return taken;
}

/** Destroyed or crushed armies go back to their owner's reserve (the scrapheap). */
export function returnToReserve(game: Game, state: GameState, seat: number, n: number): void {
  if (game.pieces && seat >= 0 && n > 0) state.reserve[seat]! += n;
}

/** Y3/E2: each seat's pieces in all at the start (they may differ by faction). */
export function fillReserves(game: Game, state: GameState, piecesOf: (seat: number) => number): void {
  if (game.pieces) state.reserve = state.reserve.map((_, seat) => Math.max(0, piecesOf(seat)));
}

/** A position sets a seat's reserve. */
export function setReserve(state: GameState, seat: number, n: number): void {
  state.reserve[seat] = n;
}
