// E10/E14/F2: resources (v1's counters) — the one writer of `counters[c][seat]`: incomes, purchases,
// bids, captures and each round's change go through `changeResource`, which keeps a resource's
// caps (`max`, `min`) after every change.
import { scope, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { returnToReserve } from "./reserve.js";

/** The value of resource `c` for `seat` (a game resource: its one value). */
export function resourceOf(game: Game, state: GameState, c: number, seat: number): number {
  return state.counters[c]![game.counters[c]!.perPlayer ? seat : 0]!;
}

/** Resource `c` of `seat` (a game resource: the game's) changes by `delta`, within its caps. */
export function changeResource(game: Game, state: GameState, c: number, seat: number, delta: number): void {
  const counter = game.counters[c]!;
  const i = counter.perPlayer ? seat : 0;
  const values = state.counters[c]!;
  const before = values[i]!;
  let v = before + delta;
  if (counter.max || counter.min) {
    const s = scope(state, counter.perPlayer ? seat : -1);
    if (counter.max) v = Math.min(v, counter.max(s));
    if (counter.min) v = Math.max(v, counter.min(s));
  }
  values[i] = v;
  // PB5: destroyed armies spent out of their second board go back to the reserve (with `pieces`).
  if (c === game.casualties && v < before) returnToReserve(game, state, seat, before - v);
}

/** A resource's value set outright (the setup's start, a position). */
export function setResource(state: GameState, c: number, i: number, v: number): void {
  state.counters[c]![i] = v;
}

/** F2: what the current player bought of offer `i` this turn. */
export function markBought(state: GameState, i: number, n: number): void {
  state.bought[i]! += n;
}

/** F2: a new turn: nothing bought yet. */
export function clearBought(state: GameState): void {
  if (state.bought.length > 0) state.bought.fill(0);
}

/** F6: a sealed bid (the setup reveals them all together). */
export function placeBid(state: GameState, seat: number, amount: number): void {
  state.bids[seat] = amount;
}

/** F6: the bids are settled: none is sealed any more. */
export function clearBids(state: GameState): void {
  state.bids.fill(-1);
}
