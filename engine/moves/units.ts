// Y4/Y6/Y7/Y9: a unit's own moves — a leader put on the board at the setup, a change of form, a
// destroyed leader coming back (paid from the pool), a jump to any own territory. Each names its
// unit (`unit`); without one it is the player's leader. Strikes are attacks (attack.ts); moving
// along with armies is a fortify move (fortify.ts); buying a unit is a purchase (buy.ts).
import {
  actingUnit,
  boughtLeader,
  canRevive,
  countDownPending,
  formsOf,
  leaderOf,
  leaderToPlace,
  markUnitMoved,
  mayStand,
  moveUnit,
  OFF,
  ownedTerritories,
  returnToReserve,
  setUnitForm,
  spendPool,
  unitForm,
  unitsOf,
} from "../board/index.js";
import { DEED, problem, problems, scope, type Action, type GameState } from "../model/index.js";
import { countUnitDeed } from "./turn-tallies.js";
import type { Game } from "../variant/index.js";
import { isCount, isTerritory, type MoveFamily } from "./family.js";

/** Y6: what bringing a destroyed leader back costs, from the pool. */
export function reviveCost(game: Game, state: GameState): number {
  return Math.max(0, game.units?.revive(scope(state, state.current)) ?? 0);
}

/** The `unit` field an enumerated action carries: none for the player's leader (or its only unit). */
function named(game: Game, state: GameState, seat: number, u: number): { unit?: number } {
  return actingUnit(game, state, seat, undefined) === u ? {} : { unit: u };
}

/** Y7: units on the board with another form to take. */
function morphable(game: Game, state: GameState, seat: number): number[] {
  return unitsOf(state, seat).filter((u) => state.unitAt[u]! >= 0 && formsOf(game, state, u) >= 2);
}

export function canMorph(game: Game, state: GameState): boolean {
  return game.units !== undefined && morphable(game, state, state.current).length > 0;
}

function mayJump(game: Game, state: GameState, u: number): boolean {
  return u >= 0 && !state.unitMoved[u] && unitForm(game, state, u)?.jump === true && state.armies[state.unitAt[u]!]! >= 1;
}

/** Y6/L1: the leader a revival names (`unit`; absent: the seat's first leader), or -1 when it names none of the seat's leaders. */
function revived(game: Game, state: GameState, seat: number, unit: number | undefined): number {
  const u = unit === undefined ? leaderOf(game, state, seat) : actingUnit(game, state, seat, unit);
  return u >= 0 && game.units!.types[state.unitType[u]!]!.leader ? u : -1;
}

export const placeLeader: MoveFamily<"placeLeader"> = {
  type: "placeLeader",
  enumerate({ game, state, decision }, out) {
    const u = leaderToPlace(game, state, decision.seatIndex);
    for (const territory of ownedTerritories(game, state, decision.seatIndex))
      if (mayStand(game, state, u, territory)) out.push({ type: "placeLeader", territory });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "placeLeader") return problem(problems.notNow, "place your leader", d.kind);
    const u = leaderToPlace(game, state, d.seatIndex);
    if (!isTerritory(game, action.territory)) return problem(problems.noSuchTerritory);
    if (state.owner[action.territory] !== d.seatIndex) return problem(problems.notOwned, "your leader goes on a territory of yours");
    return mayStand(game, state, u, action.territory) ? undefined : problem(problems.unitCannotStand);
  },
  apply({ game, state }, action) {
    // L1: a seat with several leaders puts them down one by one, in their order.
    const u = leaderToPlace(game, state, state.current);
    moveUnit(state, u, action.territory);
    countUnitDeed(state, u, DEED.arrived);
    return "setup";
  },
};

/** S12: the seat's next unit of the pending type still in its stock (-1: none). */
export function unitToPlace(state: GameState, seat: number): number {
  const p = state.pending;
  if (p?.kind !== "placeUnit") return -1;
  return unitsOf(state, seat).find((u) => state.unitType[u] === p.unit && state.unitAt[u] === OFF) ?? -1;
}

/** S12: `units N Unit each` (no `randomly`): the seat puts a unit of its stock on one of its territories where the unit may stand. */
export const placeUnit: MoveFamily<"placeUnit"> = {
  type: "placeUnit",
  enumerate({ game, state, decision }, out) {
    const u = unitToPlace(state, decision.seatIndex);
    if (u < 0) return;
    for (const territory of ownedTerritories(game, state, decision.seatIndex))
      if (mayStand(game, state, u, territory)) out.push({ type: "placeUnit", territory });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "placeUnit") return problem(problems.notNow, "put a unit on the board", d.kind);
    const u = unitToPlace(state, d.seatIndex);
    if (!isTerritory(game, action.territory)) return problem(problems.noSuchTerritory);
    if (state.owner[action.territory] !== d.seatIndex) return problem(problems.notOwned, "your unit goes on a territory of yours");
    return u >= 0 && mayStand(game, state, u, action.territory) ? undefined : problem(problems.unitCannotStand);
  },
  apply({ state }, action) {
    moveUnit(state, unitToPlace(state, state.current), action.territory);
    countDownPending(state, 1);
    return "setup";
  },
};

export const morph: MoveFamily<"morph"> = {
  type: "morph",
  enumerate({ game, state, decision }, out) {
    for (const u of morphable(game, state, decision.seatIndex))
      for (let form = 0; form < formsOf(game, state, u); form++)
        if (form !== state.unitForm[u]) out.push({ type: "morph", form, ...named(game, state, decision.seatIndex, u) } as Action);
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "morph") return problem(problems.notNow, "change form", d.kind);
    const u = actingUnit(game, state, d.seatIndex, action.unit);
    if (u < 0) return problem(problems.noSuchUnit);
    if (state.unitAt[u]! < 0) return problem(problems.leaderOffBoard);
    if (!isCount(action.form) || action.form < 0 || action.form >= formsOf(game, state, u)) return problem(problems.noSuchForm);
    return action.form !== state.unitForm[u] ? undefined : problem(problems.sameForm);
  },
  apply({ game, state }, action) {
    setUnitForm(state, actingUnit(game, state, state.current, action.unit), action.form);
    return "endStep";
  },
};

export const revive: MoveFamily<"revive"> = {
  type: "revive",
  /** Y6: a destroyed leader (L1: each of the seat's) may come back, on any own territory, in any form. */
  enumerate({ game, state, decision }, out) {
    if (state.pool < reviveCost(game, state)) return;
    const seat = decision.seatIndex;
    for (const u of unitsOf(state, seat)) {
      if (!canRevive(game, state, u)) continue;
      const forms = formsOf(game, state, u);
      for (const territory of ownedTerritories(game, state, seat))
        if (mayStand(game, state, u, territory))
          for (let form = 0; form < forms; form++) out.push({ type: "revive", territory, form, ...named(game, state, seat, u) } as Action);
    }
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "place") return problem(problems.notNow, "bring your leader back", d.kind);
    const u = revived(game, state, d.seatIndex, action.unit);
    if (u < 0) return problem(problems.noSuchUnit);
    if (boughtLeader(game, state.unitType[u]!)) return problem(problems.leaderBought);
    if (!canRevive(game, state, u)) return problem(problems.leaderOnBoard);
    if (state.pool < reviveCost(game, state)) return problem(problems.reviveCost, reviveCost(game, state));
    if (!isTerritory(game, action.territory)) return problem(problems.noSuchTerritory);
    if (state.owner[action.territory] !== d.seatIndex) return problem(problems.notOwned, "your leader comes back on a territory of yours");
    if (!mayStand(game, state, u, action.territory)) return problem(problems.unitCannotStand);
    return isCount(action.form) && action.form >= 0 && action.form < formsOf(game, state, u) ? undefined : problem(problems.noSuchForm);
  },
  apply({ game, state }, action) {
    // Y6: the cost goes from the pool back to the reserve (the scrapheap).
    const cost = reviveCost(game, state);
    spendPool(state, cost);
    returnToReserve(game, state, state.current, cost);
    const u = revived(game, state, state.current, action.unit);
    moveUnit(state, u, action.territory, action.form);
    countUnitDeed(state, u, DEED.arrived);
    return "stay";
  },
};

export const jump: MoveFamily<"jump"> = {
  type: "jump",
  enumerate({ game, state, decision }, out) {
    for (const u of unitsOf(state, decision.seatIndex)) {
      if (!mayJump(game, state, u)) continue;
      for (const to of ownedTerritories(game, state, decision.seatIndex))
        if (to !== state.unitAt[u] && mayStand(game, state, u, to))
          out.push({ type: "jump", to, ...named(game, state, decision.seatIndex, u) } as Action);
    }
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "fortify") return problem(problems.notNow, "move your leader", d.kind);
    const u = actingUnit(game, state, d.seatIndex, action.unit);
    if (u < 0) return problem(problems.noSuchUnit);
    if (!unitForm(game, state, u)?.jump) return problem(problems.leaderCannot, "jump");
    if (state.unitMoved[u]) return problem(problems.leaderMoved);
    if (state.armies[state.unitAt[u]!]! < 1) return problem(problems.leaderHoldsAlone);
    if (!isTerritory(game, action.to)) return problem(problems.noSuchTerritory);
    if (state.owner[action.to] !== d.seatIndex) return problem(problems.notOwned, "your leader jumps to a territory of yours");
    if (action.to === state.unitAt[u]) return problem(problems.sameTerritory);
    return mayStand(game, state, u, action.to) ? undefined : problem(problems.unitCannotStand);
  },
  apply({ game, state }, action) {
    const u = actingUnit(game, state, state.current, action.unit);
    moveUnit(state, u, action.to);
    markUnitMoved(state, u);
    countUnitDeed(state, u, DEED.moved);
    return "stay";
  },
};
