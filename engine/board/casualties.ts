// PB5: casualties routed to a second board. With `destroyed into R` (limits) a player's destroyed
// armies go into its per-player resource R (within R's caps: beyond `max` they are gone for good)
// instead of back to its reserve (Y3); they come back when R is spent (an offer, a rule's cost, a
// card's play cost, a bid), which with `pieces` puts what is spent back into the reserve
// (resources.ts). Without it, the destroyed go back to the reserve as before.
import type { GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { returnToReserve } from "./reserve.js";
import { changeResource } from "./resources.js";

/** `n` destroyed armies of `seat` (battle losses, `lose`, a zone leaving the board): into R, or back to the reserve. */
export function toCasualties(game: Game, state: GameState, seat: number, n: number): void {
  if (game.casualties >= 0 && seat >= 0 && seat < state.players && n > 0) changeResource(game, state, game.casualties, seat, n);
  else returnToReserve(game, state, seat, n);
}

/**
 * CS2 (docs/language-design.md, part E, "Casualties chosen"): the pieces a side loses to `hits`
 * of a rank, out of its `armies` and its fighting `units` (in loss order: the last falls first).
 * The greedy answer, which the engine plays and the exact odds assume: cheapest first — armies,
 * then units by the market's price (RB2). With `casualties by choice` this is the one place the
 * owner's choice is read; today the engine answers it with this policy (see README, "Casualties
 * and re-rolls in the ranks").
 */
export function chooseCasualties(
  _game: Game,
  _state: GameState,
  hits: number,
  armies: number,
  units: readonly number[],
): { armies: number; units: readonly number[] } {
  const fromArmies = Math.min(hits, armies);
  const rest = Math.min(hits - fromArmies, units.length);
  return { armies: fromArmies, units: rest > 0 ? units.slice(units.length - rest) : [] };
}
