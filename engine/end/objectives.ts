// R3/M1/M2/M3: each seat's secret objective, the one writer of `objective`: dealt at the setup, and
// replaced for good when its `instead` condition holds (checked with the wins).
import { shuffleInPlace } from "../math/index.js";
import { scope, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";

/** R3: each player a different objective, at random; M2: those the deck condition leaves out are not dealt; M3: replaced at once if impossible. */
export function dealObjectives(game: Game, state: GameState): void {
  const s = scope(state, -1);
  const deck = game.variant.objectives.map((_, i) => i).filter((o) => !game.objectives[o]!.dealt || game.objectives[o]!.dealt!(s));
  const shuffled = shuffleInPlace(state.rng, deck);
  for (let seat = 0; seat < state.players; seat++) state.objective[seat] = shuffled[seat] ?? -1;
  replaceImpossible(game, state);
}

/** M3: an objective whose `instead` condition holds for its holder is replaced, for good, by the other. */
export function replaceImpossible(game: Game, state: GameState): void {
  for (let seat = 0; seat < state.players; seat++) {
    const o = state.objective[seat]!;
    const instead = o >= 0 ? game.objectives[o]!.instead : undefined;
    if (instead && instead.when(scope(state, seat))) state.objective[seat] = instead.objective;
  }
}
