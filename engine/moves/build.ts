// F3/F5: building where the player chooses — the setup's `build B by choice N each` (N on its
// own territories, in turn), and an effect card that builds one (on its own territory) or razes
// one (on an enemy's).
import { addBuilding, buildingRoom, countDownPending, isEnemy, ownedTerritories, razeBuilding, settlePending } from "../board/index.js";
import { problem, problems, type Compiled, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { isTerritory, setupStepOfKind, type MoveFamily } from "./family.js";

/** Where `seat` may build (its territories with room, where the condition holds) or raze (enemy territories with one). */
export function buildTargets(game: Game, state: GameState, seat: number, b: number, raze: boolean, where?: Compiled<boolean>): number[] {
  if (raze) {
    const out: number[] = [];
    for (let t = 0; t < game.territoryCount; t++) if (state.buildings[b]![t]! > 0 && isEnemy(state, seat, t)) out.push(t);
    return out;
  }
  return ownedTerritories(game, state, seat).filter(
    (t) => buildingRoom(game, state, b, t) > 0 && (!where || where({ state, seat, dice: 0, territory: t })),
  );
}

type Pending = Extract<GameState["pending"], { kind: "build" }>;

/** The building decision waiting, and the setup step's condition when it is the setup's. */
function pendingBuild(game: Game, state: GameState): { p: Pending; where?: Compiled<boolean> } {
  const p = state.pending as Pending;
  const where = p.setup ? setupStepOfKind(game, state, "build")?.where : undefined;
  return { p, ...(where ? { where } : {}) };
}

export const build: MoveFamily<"build"> = {
  type: "build",
  enumerate({ game, state, decision }, out) {
    const { p, where } = pendingBuild(game, state);
    for (const territory of buildTargets(game, state, decision.seatIndex, p.building, p.raze, where)) out.push({ type: "build", territory });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "build") return problem(problems.notNow, "build", d.kind);
    const { p, where } = pendingBuild(game, state);
    const t = action.territory;
    if (!isTerritory(game, t)) return problem(problems.noSuchTerritory);
    if (buildTargets(game, state, d.seatIndex, p.building, p.raze, where).includes(t)) return undefined;
    // Why not: F5 nothing of an enemy's to raze; F3 not its own, no room left, or the condition.
    if (p.raze) return problem(problems.cannotBuild);
    if (state.owner[t] !== d.seatIndex) return problem(problems.notOwned, "you build only on a territory of yours");
    return problem(buildingRoom(game, state, p.building, t) === 0 ? problems.buildingLimit : problems.notHere);
  },
  apply({ state }, action) {
    const p = state.pending as Pending;
    if (p.raze) razeBuilding(state, p.building, action.territory);
    else addBuilding(state, p.building, action.territory);
    countDownPending(state, 1);
    if (p.setup) return "setup";
    // F5: an effect card's build or raze ends the turning up of the card.
    settlePending(state);
    return "endStep";
  },
};
