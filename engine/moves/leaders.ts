// Y4/Y6/Y7/Y9: the leader's own moves — put on the board at the setup, change form, come back
// after being destroyed (paid from the pool), jump to any own territory. Strikes are attacks
// (attack.ts); moving along with armies is a fortify move (fortify.ts).
import { canRevive, formsOf, leaderForm, moveLeader, ownedTerritories, returnToReserve, setLeaderForm } from "../board/index.js";
import { problem, problems, scope, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { isCount, isTerritory, type MoveFamily } from "./family.js";

/** Y6: what bringing a destroyed leader back costs, from the pool. */
export function reviveCost(game: Game, state: GameState): number {
  return Math.max(0, game.leaders?.revive(scope(state, state.current)) ?? 0);
}

/** Y7: only a leader on the board, with another form to take, can change form. */
export function canMorph(game: Game, state: GameState): boolean {
  return state.leaderAt[state.current]! >= 0 && formsOf(game, state, state.current) >= 2;
}

function mayJump(game: Game, state: GameState, seat: number): boolean {
  return !state.leaderMoved && leaderForm(game, state, seat)?.jump === true && state.armies[state.leaderAt[seat]!]! >= 1;
}

export const placeLeader: MoveFamily<"placeLeader"> = {
  type: "placeLeader",
  enumerate({ game, state, decision }, out) {
    for (const territory of ownedTerritories(game, state, decision.seat)) out.push({ type: "placeLeader", territory });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "placeLeader") return problem(problems.notNow, "place your leader", d.kind);
    return isTerritory(game, action.territory) && state.owner[action.territory] === d.seat
      ? undefined
      : problem(problems.notOwned, "your leader goes on a territory of yours");
  },
  apply({ state }, action) {
    moveLeader(state, state.current, action.territory);
    return "setup";
  },
};

export const morph: MoveFamily<"morph"> = {
  type: "morph",
  enumerate({ game, state, decision }, out) {
    for (let form = 0; form < formsOf(game, state, decision.seat); form++)
      if (form !== state.leaderForm[decision.seat]) out.push({ type: "morph", form });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "morph") return problem(problems.notNow, "change form", d.kind);
    return isCount(action.form) && action.form >= 0 && action.form < formsOf(game, state, d.seat) && action.form !== state.leaderForm[d.seat]
      ? undefined
      : problem(problems.sameForm);
  },
  apply({ state }, action) {
    setLeaderForm(state, state.current, action.form);
    return "endStep";
  },
};

export const revive: MoveFamily<"revive"> = {
  type: "revive",
  /** Y6: the leader may come back, on any own territory, in any form. */
  enumerate({ game, state, decision }, out) {
    if (!canRevive(game, state, decision.seat) || state.pool < reviveCost(game, state)) return;
    const forms = formsOf(game, state, decision.seat);
    for (const territory of ownedTerritories(game, state, decision.seat))
      for (let form = 0; form < forms; form++) out.push({ type: "revive", territory, form });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "place") return problem(problems.notNow, "bring your leader back", d.kind);
    if (!canRevive(game, state, d.seat)) return problem(problems.leaderOnBoard);
    if (state.pool < reviveCost(game, state)) return problem(problems.reviveCost, reviveCost(game, state));
    if (!isTerritory(game, action.territory) || state.owner[action.territory] !== d.seat)
      return problem(problems.notOwned, "your leader comes back on a territory of yours");
    return isCount(action.form) && action.form >= 0 && action.form < formsOf(game, state, d.seat) ? undefined : problem(problems.noSuchForm);
  },
  apply({ game, state }, action) {
    // Y6: the cost goes from the pool back to the reserve (the scrapheap).
    const cost = reviveCost(game, state);
    state.pool -= cost;
    returnToReserve(game, state, state.current, cost);
    moveLeader(state, state.current, action.territory, action.form);
    return "stay";
  },
};

export const jump: MoveFamily<"jump"> = {
  type: "jump",
  enumerate({ game, state, decision }, out) {
    if (!mayJump(game, state, decision.seat)) return;
    for (const to of ownedTerritories(game, state, decision.seat)) if (to !== state.leaderAt[decision.seat]) out.push({ type: "jump", to });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "fortify") return problem(problems.notNow, "move your leader", d.kind);
    if (!leaderForm(game, state, d.seat)?.jump) return problem(problems.leaderCannot, "jump");
    if (state.leaderMoved) return problem(problems.leaderMoved);
    if (state.armies[state.leaderAt[d.seat]!]! < 1) return problem(problems.leaderHoldsAlone);
    return isTerritory(game, action.to) && state.owner[action.to] === d.seat && action.to !== state.leaderAt[d.seat]
      ? undefined
      : problem(problems.notOwned, "your leader jumps to another territory of yours");
  },
  apply({ state }, action) {
    moveLeader(state, state.current, action.to);
    state.leaderMoved = true;
    return "stay";
  },
};
