// Armies waiting to be placed, the one writer of them: the current player's pool (reinforcements,
// a trade, a purchase, a card), the armies a card gave another seat for its next reinforcements
// (E12), and the setup's starting armies each seat has left and the batch of the current setup turn
// (C2). New armies come out of the seat's reserve (Y3: there may be fewer than wanted).
import type { GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { takeFromReserve } from "./reserve.js";

/** `n` new armies for the current player's pool, out of `seat`'s reserve. */
export function receiveArmies(game: Game, state: GameState, seat: number, n: number): void {
  state.pool += takeFromReserve(game, state, seat, n);
}

/** E12: `n` armies for `seat`: into the pool in its own turn, else with its next reinforcements. */
export function giveArmies(game: Game, state: GameState, seat: number, n: number): void {
  if (seat === state.current) receiveArmies(game, state, seat, n);
  else state.extraArmies[seat]! += n;
}

/** E12: the armies a card gave the seat for its reinforcements, which come now (and so are no longer owed). */
export function collectGivenArmies(state: GameState, seat: number): number {
  const n = state.extraArmies[seat]!;
  state.extraArmies[seat] = 0;
  return n;
}

/** `n` armies of the pool are placed or paid. */
export function spendPool(state: GameState, n: number): void {
  state.pool -= n;
}

/** The pool is empty: a new turn, or (R5) armies nothing is left to place them on are lost. */
export function clearPool(state: GameState): void {
  state.pool = 0;
}

/** C2: `seat`'s starting armies still to place, out of its reserve. */
export function takeSetupArmies(game: Game, state: GameState, seat: number, n: number): void {
  state.setupLeft[seat] = takeFromReserve(game, state, seat, n);
}

/** R5: a seat with no room left on the board places no more starting armies. */
export function dropSetupArmies(state: GameState, seat: number): void {
  state.setupLeft[seat] = 0;
}

/** C2: the armies the current setup turn places (0: none of its own, T4: only neutral ones). */
export function startBatch(state: GameState, n: number): void {
  state.batchLeft = n;
}

/** C2: `n` of `seat`'s starting armies are placed (in its own batch, or T4: a neutral seat's by a player). */
export function placeSetupArmies(state: GameState, seat: number, n: number, ofBatch: boolean): void {
  state.setupLeft[seat]! -= n;
  if (ofBatch) state.batchLeft -= n;
}
