// F3: buildings and markers on territories — the one writer of `buildings[b][t]`: built by the
// setup, a purchase or an effect card (at most the building's limit on a territory), razed by an
// effect card, and on a conquest destroyed, kept for the new owner, or captured into one of the
// conqueror's resources.
import { scope, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { changeResource } from "./resources.js";

/** How many more of building `b` territory `t` may hold. */
export function buildingRoom(game: Game, state: GameState, b: number, t: number): number {
  const limit = game.buildings![b]!.limit(scope(state, state.owner[t] ?? -1));
  return Math.max(0, limit - state.buildings[b]![t]!);
}

export function addBuilding(state: GameState, b: number, t: number, n = 1): void {
  state.buildings[b]![t]! += n;
}

export function razeBuilding(state: GameState, b: number, t: number): void {
  if (state.buildings[b]![t]! > 0) state.buildings[b]![t]!--;
}

/** F3: a conquered territory's buildings: destroyed, kept (they serve the new owner), or captured into the conqueror's resource. */
export function conquerBuildings(game: Game, state: GameState, t: number, conqueror: number): void {
  if (!game.buildings) return;
  game.buildings.forEach((building, b) => {
    const n = state.buildings[b]![t]!;
    if (n === 0 || building.onConquest === "kept") return;
    state.buildings[b]![t] = 0;
    if (building.onConquest === "captured" && building.into >= 0) changeResource(game, state, building.into, conqueror, n);
  });
}

/**
 * B1: whether a building of a `hold alone` type keeps territory `t` its owner's with no armies
 * there (moves may leave it empty; it does not fight, so an attack on it takes it at once).
 */
export function buildingHoldsAlone(game: Game, state: Pick<GameState, "buildings">, t: number): boolean {
  if (!game.buildings) return false;
  for (let b = 0; b < game.buildings.length; b++) if (game.buildings[b]!.holdAlone && state.buildings[b]![t]! > 0) return true;
  return false;
}

/** Y7: a territory that leaves the board takes its buildings with it. */
export function clearBuildings(game: Game, state: GameState, t: number): void {
  if (game.buildings) for (const row of state.buildings) row[t] = 0;
}

/** A position sets the buildings on a territory. */
export function setBuildings(state: GameState, t: number, counts: readonly number[]): void {
  counts.forEach((n, b) => (state.buildings[b]![t] = n));
}
