// SP1: the setup step `place N each with adjacent empty [where c]` — each player in turn order puts
// N armies on one of its territories (where c holds) and, if it likes, part of them on one adjacent
// territory nobody holds, which becomes its own (Risk Europe: 10 Footmen split between the Gold
// city just chosen and one neighbour).
import { addArmies, ownedTerritories, setOwner, takeFromReserve } from "../board/index.js";
import { isPresent, neighbours } from "../math/index.js";
import { problem, problems, type Action, type GameState } from "../model/index.js";
import type { CompiledSetupStep, Game } from "../variant/index.js";
import { isCount, isTerritory, setupStepOfKind, type MoveFamily } from "./family.js";

type SplitStep = Extract<CompiledSetupStep, { kind: "split" }>;

/** The setup's current step, when it is a split. */
const splitStep = (game: Game, state: GameState): SplitStep | undefined => setupStepOfKind(game, state, "split");

/** SP1: the seat's territories the step's armies may go on (where its condition holds). */
export function splitSources(game: Game, state: GameState, seat: number, step: SplitStep | undefined = splitStep(game, state)): number[] {
  return ownedTerritories(game, state, seat).filter((t) => !step?.where || step.where({ state, seat, dice: 0, territory: t }));
}

/** SP1: the territories next to `t` nobody holds (on the board now): where part of the armies may go. */
export function emptyNeighbours(game: Game, state: GameState, t: number): number[] {
  return neighbours(game.graph, state.switches, t).filter(
    (u) => u < game.territoryCount && state.owner[u]! < 0 && isPresent(game.graph, state.switches, u),
  );
}

/**
 * SP3: the counts offered for the adjacent territory: every one up to 12 armies; past that, a
 * spread (none, one, a quarter, a half, three quarters, all but one, all), so a bot's list stays
 * small. Any other count is legal too.
 */
export function splitCounts(armies: number): number[] {
  if (armies <= 12) return Array.from({ length: armies + 1 }, (_, k) => k);
  return [...new Set([0, 1, Math.round(armies / 4), Math.round(armies / 2), Math.round((3 * armies) / 4), armies - 1, armies])];
}

export const split: MoveFamily<"split"> = {
  type: "split",
  enumerate({ game, state, decision }, out) {
    const p = state.pending;
    if (p?.kind !== "split") return;
    for (const territory of splitSources(game, state, decision.seatIndex)) {
      out.push({ type: "split", territory, count: 0 } as Action);
      for (const to of emptyNeighbours(game, state, territory))
        for (const count of splitCounts(p.armies)) if (count > 0) out.push({ type: "split", territory, to, count } as Action);
    }
  },
  problem({ game, state, decision: d }, action) {
    const p = state.pending;
    if (d.kind !== "split" || p?.kind !== "split") return problem(problems.notNow, "put down your armies", d.kind);
    if (!isTerritory(game, action.territory)) return problem(problems.noSuchTerritory);
    if (state.owner[action.territory] !== d.seatIndex) return problem(problems.notOwned, "the armies go on a territory of yours");
    if (!splitSources(game, state, d.seatIndex).includes(action.territory)) return problem(problems.splitWhere);
    if (!isCount(action.count) || action.count < 0 || action.count > p.armies) return problem(problems.splitCount, p.armies);
    if (action.count === 0) return undefined;
    if (!isTerritory(game, action.to)) return problem(problems.noSuchTerritory);
    if (!neighbours(game.graph, state.switches, action.territory).includes(action.to)) return problem(problems.notAdjacent);
    if (!isPresent(game.graph, state.switches, action.to)) return problem(problems.offBoard);
    return state.owner[action.to]! < 0 ? undefined : problem(problems.notEmpty);
  },
  apply({ game, state }, action) {
    const p = state.pending as Extract<GameState["pending"], { kind: "split" }>;
    const seat = state.current;
    const there = action.to !== undefined && action.count > 0 ? action.count : 0;
    if (there > 0) {
      setOwner(state, action.to!, seat);
      addArmies(game, state, action.to!, takeFromReserve(game, state, seat, there));
    }
    addArmies(game, state, action.territory, takeFromReserve(game, state, seat, p.armies - there));
    return "setup";
  },
};
