// C2/C3/R5/E3/E8: placing armies — at the setup, from the turn's reinforcements, or after a
// mid-turn trade. Where they may go, how many, and what placing does.
import {
  addArmies,
  addFresh,
  armiesOnBoard,
  enterableEmpty,
  entryTerritories,
  isStaging,
  ownedTerritories,
  setOwner,
  stagingOf,
} from "../board/index.js";
import { problem, problems, scope, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { distinctCounts, isCount, isTerritory, type MoveFamily } from "./family.js";

/** Where the seat may put armies: its territories; in play (E3) only those at its starting points, or off the board to fight its way in. */
export function placeTargets(game: Game, state: GameState, seat: number, setup: boolean): number[] {
  const entries = setup ? undefined : entryTerritories(game, state, seat);
  if (!entries) return ownedTerritories(game, state, seat);
  // E8/E9: its own territories there, and empty ones where entering is not a conquest.
  return [...entries.filter((t) => state.owner[t] === seat || enterableEmpty(game, state, seat, t)), stagingOf(game, seat)];
}

/** How many more armies a seat may put on the board (R5); Infinity without a limit. */
export function placementRoom(game: Game, state: GameState, seat: number): number {
  if (!game.armyLimit) return Infinity;
  return Math.max(0, game.armyLimit(scope(state, seat)) - armiesOnBoard(game, state, seat));
}

/** Armies the seat may place now: what it has to place, within the army limit. */
export function placementBudget(game: Game, state: GameState, seat: number, setup: boolean): number {
  return Math.min(setup ? state.batchLeft : state.pool, placementRoom(game, state, seat));
}

const placing = new Set(["setupPlace", "place", "placePool"]);

export const place: MoveFamily<"place"> = {
  type: "place",
  enumerate({ game, state, decision }, out) {
    const setup = decision.kind === "setupPlace";
    const budget = placementBudget(game, state, decision.seat, setup);
    // Place all, one, or half.
    const counts = distinctCounts(budget, 1, Math.ceil(budget / 2));
    for (const territory of placeTargets(game, state, decision.seat, setup))
      for (const count of counts) out.push({ type: "place", territory, count });
  },
  problem({ game, state, decision: d }, action) {
    if (!placing.has(d.kind)) return problem(problems.notNow, "place armies", d.kind);
    const setup = d.kind === "setupPlace";
    if (!placeTargets(game, state, d.seat, setup).includes(action.territory)) {
      if (!isTerritory(game, action.territory)) return problem(problems.noSuchTerritory);
      if (state.owner[action.territory] !== d.seat) return problem(problems.notOwned, "you can place armies only on a territory you own");
      return problem(problems.outsideEntry);
    }
    const budget = placementBudget(game, state, d.seat, setup);
    if (budget === 0) return problem(problems.armyLimit);
    if (!isCount(action.count) || action.count < 1 || action.count > budget)
      return problem(problems.countOutOfRange, `you can place 1 to ${budget} armies`);
    return undefined;
  },
  apply({ game, state, decision }, { territory, count }) {
    // E8/E9: placing on an empty territory enters it.
    if (state.owner[territory]! < 0) setOwner(state, territory, state.current);
    addArmies(game, state, territory, count);
    if (decision.kind === "setupPlace") {
      state.batchLeft -= count;
      state.setupLeft[state.current]! -= count;
      return "setup";
    }
    state.pool -= count;
    // E6: armies placed on the board this turn wait; those off the board fight their way in.
    if (!isStaging(game, territory)) addFresh(state, territory, count);
    if (decision.kind === "placePool" && state.pool === 0) state.pending = null;
    return "stay";
  },
};
