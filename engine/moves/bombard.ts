// BB1–BB4 (docs/language-design.md, part E, "what still keeps Risk Europe", item 5): bombardment.
// A `bombard` step lets the player to move fire, once in the step, its pieces of a unit type from
// one territory of its own at a neighbouring enemy territory: each piece rolls the step's dice,
// each die showing the threshold or more is a hit (the ranks' rule: battle-ranks.ts `fireRank`,
// one-sided), and each hit takes one of the defender's pieces in the ranks' order (its armies
// first, then its units, cheapest first). No return fire. The defender keeps its last army: a
// territory is never left without one (as `lose N` keeps one), so hits beyond that are lost.
// BB5: under `casualties by choice` the defender chooses the pieces it loses, one `casualty`
// action a piece, as after a rank's hits (casualty.ts); the step ends once it has chosen.
import { awaitDecision, isEnemy, loseUnits, removeArmies, reserveLosses, toCasualties, unitsAt } from "../board/index.js";
import { bombardOdds, neighbours, seatSwitches } from "../math/index.js";
import { problem, problems, type GameState, type Problem, type ReadonlyState } from "../model/index.js";

/** What a bombardment's odds read: a state or a player's view. */
type Board = Pick<ReadonlyState, "unitAt" | "unitOwner" | "unitType" | "owner" | "armies">;
import type { Game } from "../variant/index.js";
import { byLossOrder } from "./battle-dice.js";
import { choosesCasualties, fireRank, type RankBattle } from "./battle-ranks.js";
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
function bombardNow(game: Game, state: GameState, step: BombardStep, from: number, to: number): "wait" | undefined {
  const seat = state.current;
  const b = bombardBattle(game, state, from, to);
  const loss = fireRank(state, step.rank, shootersAt(game, state, step, seat, from), [], 0, state.armies[to]!, "defender");
  if (!loss) return undefined;
  const { armies, units } = b.pieces(b.defender);
  const hits = Math.min(loss.defenderLoss, armies + units.length);
  if (choosesCasualties(game, state, b.defender, hits, armies, units)) {
    awaitDecision(state, { kind: "casualty", seat: b.defender, from, to, left: hits, other: 0, rank: 0, rerolls: 0, bombard: true });
    return "wait";
  }
  // The ranks' loss order: armies first, then units, the last of the loss order first.
  const lostArmies = Math.min(hits, armies);
  b.take(b.defender, lostArmies, units.slice(units.length - (hits - lostArmies)));
  return undefined;
}

/**
 * BB2/BB5: a bombardment as the ranks' casualty decision sees it: the defender's pieces it may
 * take (its armies but one, its units in loss order: the last listed falls first), and how
 * they are taken (armies into the defender's casualties).
 */
export function bombardBattle(game: Game, state: GameState, from: number, to: number): RankBattle {
  const [attacker, defender] = [state.current, state.owner[to]!];
  return {
    from,
    to,
    attacker,
    defender,
    fewest: 1,
    pieces: (s) =>
      s === defender
        ? { armies: Math.max(0, state.armies[to]! - 1), units: byLossOrder(game, state, unitsAt(game, state, defender, to)) }
        : { armies: 0, units: [] },
    take: (s, armies, units) => {
      if (armies > 0) toCasualties(game, state, s, reserveLosses(game, removeArmies(game, state, to, armies), armies));
      if (units.length > 0) loseUnits(game, state, units, units.length);
      countLosses(state, s, 0, armies, false);
      if (units.length > 0) countLosses(state, s, 0, units.length, true);
    },
  };
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
    // BB1: one bombardment a step (BB5: it ends once the defender has chosen its losses).
    return bombardNow(game, state, stepOfKind(game, state, "bombard")!, action.from, action.to) === "wait" ? "stay" : "endStep";
  },
};
