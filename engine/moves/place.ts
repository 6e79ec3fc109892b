// C2/C3/R5/E3/E8: placing armies — at the setup, from the turn's reinforcements, or after a
// mid-turn trade. Where they may go, how many, and what placing does.
import {
  addArmies,
  addFresh,
  armiesOnBoard,
  awaitDecision,
  clearPool,
  countDownPending,
  enterableEmpty,
  entryTerritories,
  isStaging,
  ownedTerritories,
  placeSetupArmies,
  setOwner,
  settlePending,
  spendPool,
  stagingOf,
} from "../board/index.js";
import { problem, problems, scope, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { distinctCounts, isCount, isTerritory, stepOfKind, type MoveFamily } from "./family.js";

/**
 * Where the seat may put armies: its territories; in play (E3) only those at its starting points,
 * or off the board to fight its way in; F1: in a `place where` step, only where the condition holds.
 */
export function placeTargets(game: Game, state: GameState, seat: number, setup: boolean): number[] {
  const entries = setup ? undefined : entryTerritories(game, state, seat);
  const targets = entries
    ? // E8/E9: its own territories there, and empty ones where entering is not a conquest.
      [...entries.filter((t) => state.owner[t] === seat || enterableEmpty(game, state, seat, t)), stagingOf(game, seat)]
    : ownedTerritories(game, state, seat);
  const where = setup ? undefined : (stepOfKind(game, state, "place")?.where ?? undefined);
  if (!where) return targets;
  return targets.filter((t) => isStaging(game, t) || where({ state, seat, dice: 0, territory: t }));
}

/** T4: the neutral seats' armies still to be placed in the setup. */
export function neutralStock(game: Game, state: GameState): number {
  let n = 0;
  for (let seat = state.players; seat < state.seats; seat++) n += state.setupLeft[seat]!;
  return n;
}

/** T4: the neutral territories a player may put neutral armies on now (their seat still has armies to place). */
function neutralTargets(game: Game, state: GameState): number[] {
  const out: number[] = [];
  for (let t = 0; t < game.territoryCount; t++) {
    const owner = state.owner[t]!;
    if (owner >= state.players && state.setupLeft[owner]! > 0) out.push(t);
  }
  return out;
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

/** Armies a mid-turn trade gave wait to be placed; R5: what the army limit leaves no room for is lost. */
export function awaitPoolPlacement(game: Game, state: GameState): void {
  if (state.pool > 0 && placementRoom(game, state, state.current) === 0) clearPool(state);
  if (state.pool > 0) awaitDecision(state, { kind: "placePool" });
  else settlePending(state);
}

const placing = new Set(["setupPlace", "place", "placePool", "setupNeutral"]);

/** T4: how many neutral armies may go on `t` now. */
function neutralBudget(state: GameState, t: number): number {
  const p = state.pending;
  return p?.kind === "placeNeutral" ? Math.min(p.left, state.setupLeft[state.owner[t]!] ?? 0) : 0;
}

export const place: MoveFamily<"place"> = {
  type: "place",
  enumerate({ game, state, decision }, out) {
    if (decision.kind === "setupNeutral") {
      for (const territory of neutralTargets(game, state))
        for (const count of distinctCounts(neutralBudget(state, territory), 1)) out.push({ type: "place", territory, count });
      return;
    }
    const setup = decision.kind === "setupPlace";
    const budget = placementBudget(game, state, decision.seatIndex, setup);
    // Place all, one, or half.
    const counts = distinctCounts(budget, 1, Math.ceil(budget / 2));
    for (const territory of placeTargets(game, state, decision.seatIndex, setup))
      for (const count of counts) out.push({ type: "place", territory, count });
  },
  problem({ game, state, decision: d }, action) {
    if (!placing.has(d.kind)) return problem(problems.notNow, "place armies", d.kind);
    if (d.kind === "setupNeutral") {
      if (!isTerritory(game, action.territory)) return problem(problems.noSuchTerritory);
      if (state.owner[action.territory]! < state.players) return problem(problems.notNeutral);
      if (!neutralTargets(game, state).includes(action.territory)) return problem(problems.neutralPlaced);
      const budget = neutralBudget(state, action.territory);
      return isCount(action.count) && action.count >= 1 && action.count <= budget
        ? undefined
        : problem(problems.countOutOfRange, `you can place 1 to ${budget} neutral armies`);
    }
    const setup = d.kind === "setupPlace";
    if (!placeTargets(game, state, d.seatIndex, setup).includes(action.territory)) {
      if (!isTerritory(game, action.territory)) return problem(problems.noSuchTerritory);
      if (state.owner[action.territory] !== d.seatIndex) return problem(problems.notOwned, "you can place armies only on a territory you own");
      const entries = entryTerritories(game, state, d.seatIndex);
      return problem(entries && !entries.includes(action.territory) ? problems.outsideEntry : problems.notHere);
    }
    const budget = placementBudget(game, state, d.seatIndex, setup);
    if (budget === 0) return problem(problems.armyLimit);
    if (!isCount(action.count) || action.count < 1 || action.count > budget)
      return problem(problems.countOutOfRange, `you can place 1 to ${budget} armies`);
    return undefined;
  },
  apply({ game, state, decision }, { territory, count }) {
    if (decision.kind === "setupNeutral") {
      // T4: an army of the neutral seat that holds the territory.
      addArmies(game, state, territory, count);
      placeSetupArmies(state, state.owner[territory]!, count, false);
      countDownPending(state, count);
      return "setup";
    }
    // E8/E9: placing on an empty territory enters it.
    if (state.owner[territory]! < 0) setOwner(state, territory, state.current);
    addArmies(game, state, territory, count);
    if (decision.kind === "setupPlace") {
      placeSetupArmies(state, state.current, count, true);
      return "setup";
    }
    spendPool(state, count);
    // E6: armies placed on the board this turn wait; those off the board fight their way in.
    if (!isStaging(game, territory)) addFresh(state, territory, count);
    if (decision.kind === "placePool") awaitPoolPlacement(game, state);
    return "stay";
  },
};
