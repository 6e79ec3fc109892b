// S4 and EF3: units of a seat's stock (its pieces of a type not on the board) put onto its own
// territories: the setup's `units N Unit each randomly`, and the effect `units N Unit` of a rule or
// a card (onto the territory in question when the seat holds it and the unit may stand there).
import { mayStand, moveUnit, OFF, ownedTerritories, unitsOf } from "../board/index.js";
import { nextInt } from "../math/index.js";
import { DEED, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { countUnitDeed } from "./turn-tallies.js";

/** Up to `count` units of type `type` from the seat's stock, each onto `at` when it may stand there, else onto one of its territories at random. */
export function putUnits(game: Game, state: GameState, seat: number, type: number, count: number, at = -1): void {
  const stock = unitsOf(state, seat).filter((u) => state.unitType[u] === type && state.unitAt[u] === OFF);
  for (const u of stock.slice(0, count)) {
    if (at >= 0 && state.owner[at] === seat && mayStand(game, state, u, at)) {
      moveUnit(state, u, at);
      countUnitDeed(state, u, DEED.arrived);
      continue;
    }
    const spots = ownedTerritories(game, state, seat).filter((t) => mayStand(game, state, u, t));
    if (spots.length === 0) break;
    moveUnit(state, u, spots[nextInt(state.rng, spots.length)]!);
    countUnitDeed(state, u, DEED.arrived);
  }
}
