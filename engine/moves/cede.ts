// Y10: in a fortify step with `cede to partner`, a player may hand a territory to a partner
// instead of a move: its armies there go back to its reserve, the partner puts one of its own there.
import { addArmies, clearTerritory, partnersOf, returnToReserve, setOwner, takeFromReserve, unitStands } from "../board/index.js";
import { problem, problems, type GameState, type Problem } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { isCount, isTerritory, stepOfKind, type MoveFamily } from "./family.js";

/** Why the current player may not hand `territory` to partner `to` now, or undefined. The player keeps at least one territory. */
function cedeProblem(game: Game, state: GameState, territory: number, to: number): Problem | undefined {
  const seat = state.current;
  if (state.owner[territory] !== seat) return problem(problems.notOwned, "you can hand over only a territory of yours");
  if (state.ownedCount[seat]! < 2) return problem(problems.lastTerritory);
  if (unitStands(game, state, seat, territory)) return problem(problems.leaderStandsThere);
  if (to === seat || state.team[to] !== state.team[seat]) return problem(problems.notPartner);
  if (!state.alive[to]) return problem(problems.seatEliminated);
  if (game.pieces && state.reserve[to]! < 1) return problem(problems.partnerReserveEmpty);
  return undefined;
}

/** Every hand-over of a territory to a partner the current player may make now. */
function cedeOptions(game: Game, state: GameState): { territory: number; to: number }[] {
  const options: { territory: number; to: number }[] = [];
  for (const to of partnersOf(state, state.current))
    for (let territory = 0; territory < game.territoryCount; territory++)
      if (cedeProblem(game, state, territory, to) === undefined) options.push({ territory, to });
  return options;
}

/** Whether the current player may hand any territory over now. */
export function anyCede(game: Game, state: GameState): boolean {
  return cedeOptions(game, state).length > 0;
}

export const cede: MoveFamily<"cede"> = {
  type: "cede",
  enumerate({ game, state }, out) {
    if (!stepOfKind(game, state, "fortify")?.cede) return;
    for (const option of cedeOptions(game, state)) out.push({ type: "cede", ...option });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "fortify") return problem(problems.notNow, "hand over a territory", d.kind);
    if (!stepOfKind(game, state, "fortify")!.cede) return problem(problems.noCede);
    if (!isTerritory(game, action.territory)) return problem(problems.noSuchTerritory);
    if (!isCount(action.to) || action.to >= state.seats) return problem(problems.noSuchSeat);
    return cedeProblem(game, state, action.territory, action.to);
  },
  apply({ game, state }, action) {
    returnToReserve(game, state, state.current, clearTerritory(game, state, action.territory));
    setOwner(state, action.territory, action.to);
    // The problem check made sure the partner has this army.
    addArmies(game, state, action.territory, takeFromReserve(game, state, action.to, 1));
    state.movesMade++;
    return "stay";
  },
};
