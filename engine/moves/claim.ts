// Y4: a setup by choice — players take empty territories one at a time, one army on each (S10:
// each seat up to the deal's cap).
import { addArmies, setOwner, takeFromReserve } from "../board/index.js";
import { isPresent } from "../math/index.js";
import { problem, problems, scope } from "../model/index.js";
import type { GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { isTerritory, type MoveFamily } from "./family.js";

/** Y4/S1: whether `t` may be taken in the deal now: nobody holds it, it is on the board and the deal's condition holds. */
export function claimable(game: Game, state: GameState, t: number): boolean {
  if (state.owner[t]! >= 0 || t >= game.territoryCount || !isPresent(game.graph, state.switches, t)) return false;
  return !game.setup.dealWhere || game.setup.dealWhere({ state, seat: -1, dice: 0, territory: t });
}

/** S10: whether `seat` may take another territory in the deal: it holds fewer than the deal's cap (a formula of the seat). */
export function claimRoom(game: Game, state: GameState, seat: number): boolean {
  return !game.setup.dealCap || state.ownedCount[seat]! < game.setup.dealCap(scope(state, seat));
}

export const claim: MoveFamily<"claim"> = {
  type: "claim",
  enumerate({ game, state }, out) {
    if (!claimRoom(game, state, state.current)) return;
    state.owner.forEach((_, territory) => {
      if (claimable(game, state, territory)) out.push({ type: "claim", territory });
    });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "claim") return problem(problems.notNow, "take a territory", d.kind);
    if (!isTerritory(game, action.territory)) return problem(problems.noSuchTerritory);
    if (!isPresent(game.graph, state.switches, action.territory)) return problem(problems.offBoard);
    if (state.owner[action.territory]! >= 0) return problem(problems.notEmpty);
    if (!claimable(game, state, action.territory)) return problem(problems.notDealt);
    if (!claimRoom(game, state, state.current)) return problem(problems.claimCap);
    return undefined;
  },
  apply({ game, state }, action) {
    setOwner(state, action.territory, state.current);
    const armies = Math.max(1, game.setup.dealArmies(scope(state, -1)));
    addArmies(game, state, action.territory, takeFromReserve(game, state, state.current, armies));
    return "setup";
  },
};
