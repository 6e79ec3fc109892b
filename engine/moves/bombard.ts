// BB1–BB4 (docs/language-design.md, part E, "what still keeps Risk Europe", item 5): bombardment.
// A `bombard` step lets the player to move fire, once in the step, its pieces of a unit type from
// one territory of its own at a neighbouring enemy territory: each piece rolls the step's dice,
// each die showing the threshold or more is a hit (the ranks' rule: battle-ranks.ts `fireRank`,
// one-sided), and each hit takes one of the defender's pieces in the ranks' order (its armies
// first, then its units, cheapest first). No return fire. The defender keeps its last army: a
// territory is never left without one (as `lose N` keeps one), so hits beyond that are lost.
import { isEnemy, loseUnits, removeArmies, reserveLosses, toCasualties, unitsAt } from "../board/index.js";
import { bombardOdds, neighbours, seatSwitches } from "../math/index.js";
import { problem, problems, type GameState, type Problem, type ReadonlyState } from "../model/index.js";

/** What a bombardment's odds read: a state or a player's view. */
type Board = Pick<ReadonlyState, "unitAt" | "unitOwner" | "unitType" | "owner" | "armies">;
import type { Game } from "../variant/index.js";
import { byLossOrder } from "./battle-dice.js";
import { fireRank } from "./battle-ranks.js";
import { isTerritory, stepOfKind, type MoveFamily, type StepOf } from "./family.js";
import { countLosses } from "./turn-tallies.js";

type BombardStep = StepOf<"bombard">;

/** The seat's pieces of the step's type on `t`. */
function shootersAt(game: Game, state: Board, step: BombardStep, seat: number, t: number): number[] {
  return unitsAt(game, state, seat, t).filter((u) => state.unitType[u] === step.rank.type);
}

/** Whether `seat` may fire from `from` (its own, with pieces of the type, where `from where` holds). */
function mayFireFrom(game: Game, state: GameState, step: BombardStep, seat: number, from: number): boolean {
  if (state.owner[from] !== seat || shootersAt(game, state, step, seat, from).length === 0) return false;
  return !step.from || step.from({ state, seat, dice: 0, territory: from });
}

/** Whether `to` (a neighbour of `from`) may be fired at: an enemy's, where `at where` holds (`source`: `from`). */
function mayFireAt(game: Game, state: GameState, step: BombardStep, seat: number, from: number, to: number): boolean {
  if (!isEnemy(state, seat, to)) return false;
  return !step.at || step.at({ state, seat, dice: 0, territory: to, source: from });
}

/** BB1: every bombardment the player to move may make in the step, as [from, to] pairs. */
export function bombardTargets(game: Game, state: GameState, step: BombardStep): [number, number][] {
  const seat = state.current;
  const out: [number, number][] = [];
  const switches = seatSwitches(game.graph, state, seat);
  for (let from = 0; from < game.territoryCount; from++) {
    if (!mayFireFrom(game, state, step, seat, from)) continue;
    for (const to of neighbours(game.graph, switches, from)) if (mayFireAt(game, state, step, seat, from, to)) out.push([from, to]);
  }
  return out;
}

/** Whether some bombardment is possible now (the flow passes the step by otherwise). */
export function anyBombard(game: Game, state: GameState, step: BombardStep): boolean {
  return bombardTargets(game, state, step).length > 0;
}

/** The defender's pieces a bombardment of `to` may take: its armies but one, and its units. */
function removable(game: Game, state: Board, to: number): number {
  return Math.max(0, state.armies[to]! - 1) + unitsAt(game, state, state.owner[to]!, to).length;
}

/**
 * BB2/BB4: the exact odds of a bombardment from `from` at `to` now: the pieces it takes on
 * average, and the chance it takes at least one (the greedy bot weighs it; Play shows it).
 */
export function bombardChances(game: Game, state: Board, step: BombardStep, from: number, to: number): { expected: number; someHit: number } {
  return bombardOdds(step.rank, shootersAt(game, state, step, state.owner[from]!, from).length, removable(game, state, to));
}

/**
 * BB2: fire. The hits come from the ranks' rule (one-sided: nobody fires back, so no die of the
 * defender is drawn); they take the defender's armies (keeping one) into its casualties, then its
 * units in the ranks' loss order, as a rank's hits do.
 */
function bombardNow(game: Game, state: GameState, step: BombardStep, from: number, to: number): void {
  const [seat, defender] = [state.current, state.owner[to]!];
  const defending = byLossOrder(game, state, unitsAt(game, state, defender, to));
  const loss = fireRank(state, step.rank, shootersAt(game, state, step, seat, from), [], 0, state.armies[to]!, "defender");
  if (!loss) return;
  const armies = Math.min(loss.defenderLoss, state.armies[to]! - 1);
  if (armies > 0) toCasualties(game, state, defender, reserveLosses(game, removeArmies(game, state, to, armies), armies));
  const units = Math.min(loss.defenderLoss - Math.max(0, armies), defending.length);
  if (units > 0) loseUnits(game, state, defending, units);
  countLosses(state, defender, 0, Math.max(0, armies), false);
  if (units > 0) countLosses(state, defender, 0, units, true);
}

function bombardProblem(game: Game, state: GameState, seat: number, step: BombardStep | undefined, from: unknown, to: unknown): Problem | undefined {
  if (!step) return problem(problems.notNow, "bombard", "bombard");
  if (!isTerritory(game, from) || !isTerritory(game, to)) return problem(problems.noSuchTerritory);
  if (state.owner[from] !== seat) return problem(problems.notOwned, "you bombard from a territory of yours");
  if (!mayFireFrom(game, state, step, seat, from)) return problem(problems.noBombard);
  if (!neighbours(game.graph, seatSwitches(game.graph, state, seat), from).includes(to)) return problem(problems.notAdjacent);
  if (!isEnemy(state, seat, to)) return problem(problems.notATarget);
  if (!mayFireAt(game, state, step, seat, from, to)) return problem(problems.notHere);
  return undefined;
}

export const bombard: MoveFamily<"bombard"> = {
  type: "bombard",
  enumerate({ game, state }, out) {
    const step = stepOfKind(game, state, "bombard");
    if (!step) return;
    for (const [from, to] of bombardTargets(game, state, step)) out.push({ type: "bombard", from, to });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "bombard") return problem(problems.notNow, "bombard", d.kind);
    return bombardProblem(game, state, d.seatIndex, stepOfKind(game, state, "bombard"), action.from, action.to);
  },
  apply({ game, state }, action) {
    bombardNow(game, state, stepOfKind(game, state, "bombard")!, action.from, action.to);
    // BB1: one bombardment a step.
    return "endStep";
  },
};
