// XP1–XP4: the expand step (`expand into 2 leave 1 where c`), one move or invasion a step. From
// one of the player's territories into at most `into` distinct adjacent ones, each part of any
// size: into an own territory it is a move, into an empty one it takes it, and into an enemy one
// (with `battles at round end`) the part moves in and contests it as an attack does
// (contested.ts). The step is over after one expand, or when the player ends it.
import {
  attackingUnits,
  isContested,
  isEnemy,
  movableOf,
  moveFaction,
  moveUnit,
  mayStand,
  primaryFaction,
  setOwner,
  someOwned,
  unitsAt,
  unitsByType,
  vacateIfEmpty,
} from "../board/index.js";
import { isPresent } from "../math/index.js";
import { DEED, problem, problems, scope, type Action, type ActionOf, type GameState, type Problem } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { invasionProblem } from "./attack.js";
import { attackTargetsFrom, borders } from "./battle-dice.js";
import { enterContest } from "./contested.js";
import { isCount, isTerritory, stepOfKind, type MoveFamily, type StepOf } from "./family.js";
import { fortifyLeave } from "./fortify.js";
import { countMovedIn, countUnitDeed } from "./turn-tallies.js";

type ExpandStep = StepOf<"expand">;
type Expand = ActionOf<"expand">;
type Part = Expand["moves"][number];

/** XP2: what a part does where it goes: a move (own), a taking (empty), an invasion (enemy). */
type Entry = "own" | "empty" | "enemy";

/** XP1: the most parts (distinct territories) one expand of the current player has now. */
export function expandParts(step: ExpandStep, state: GameState): number {
  return Math.max(1, Math.floor(step.into(scope(state, state.current))));
}

/** XP1: the armies an expand may take from `from`: all but the step's `leave` (E9/Y3/B1: as a fortify move's), of the player's main faction (E13). */
export function expandMovable(game: Game, state: GameState, step: ExpandStep, from: number): number {
  const free = state.armies[from]! - fortifyLeave(game, state, step, from);
  if (!game.factions) return Math.max(0, free);
  return Math.max(0, Math.min(free, movableOf(game, state, from, primaryFaction(game, state, state.current), false)));
}

/** XP2: what entering `to` would be for the current player, or undefined (a partner's, or off the board). */
function entryOf(game: Game, state: GameState, to: number): Entry | undefined {
  const seat = state.current;
  const owner = state.owner[to]!;
  if (owner === seat) return "own";
  if (owner < 0) return isPresent(game.graph, state.switches, to) ? "empty" : undefined;
  return isEnemy(state, seat, to) ? "enemy" : undefined;
}

/** XP1: why no expand may start from `from` (not the player's, or CT2 contested: its pieces wait for the battle). */
function sourceProblem(game: Game, state: GameState, from: unknown): Problem | undefined {
  if (!isTerritory(game, from)) return problem(problems.noSuchTerritory);
  if (state.owner[from] !== state.current) return problem(problems.notOwned, "you can expand only from a territory you own");
  if (game.combat.battlesAtRoundEnd && isContested(state, from)) return problem(problems.contestedEngaged);
  return undefined;
}

/**
 * XP2: why a part from `from` may not go into `to`: an adjacent territory, own (CT2: not one
 * contested), empty, or an enemy's an attack could reach (the combat section's `attack where`, a
 * protected seat, CT2's contests: invasionProblem), only with battles at the round's end; and the
 * step's own `where` (the target in question, `source` where the pieces come from).
 */
function targetProblem(game: Game, state: GameState, step: ExpandStep, from: number, to: unknown): Problem | undefined {
  if (!isTerritory(game, to)) return problem(problems.noSuchTerritory);
  if (to === from) return problem(problems.sameTerritory);
  const entry = entryOf(game, state, to);
  if (entry === undefined) return problem(state.owner[to]! >= 0 ? problems.partner : problems.notATarget);
  if (entry === "enemy") {
    if (!game.combat.battlesAtRoundEnd) return problem(problems.expandNoInvasion);
    const invasion = invasionProblem(game, state, from, to);
    if (invasion) return invasion;
  } else {
    if (!borders(game, state, from, to)) return problem(problems.notAdjacent);
    if (entry === "own" && game.combat.battlesAtRoundEnd && isContested(state, to)) return problem(problems.contestedEngaged);
  }
  if (step.where && !step.where({ state, seat: state.current, dice: 0, territory: to, source: from })) return problem(problems.notHere);
  return undefined;
}

/** The units of the current player in `from` a part into `to` may take: those that may stand there, or (PB13) join an attack there. */
function unitsFor(game: Game, state: GameState, from: number, to: number): number[] {
  if (!game.units) return [];
  if (entryOf(game, state, to) === "enemy") return attackingUnits(game, state, state.current, from, to);
  return unitsAt(game, state, state.current, from).filter((u) => mayStand(game, state, u, to));
}

/**
 * XP1: the units each part takes: for each unit type k, the first `units[k]` units of that type in
 * `from` (in unit order) the part may take and an earlier part has not; or why it cannot.
 */
function pickUnits(game: Game, state: GameState, from: number, parts: readonly Part[]): number[][] | Problem {
  const taken = new Set<number>();
  const picked: number[][] = [];
  const types = game.units?.types.length ?? 0;
  for (const part of parts) {
    const mine: number[] = [];
    const wanted = part.units ?? [];
    if (!Array.isArray(wanted) || wanted.length > types || !wanted.every((n) => isCount(n) && n >= 0))
      return problem(problems.malformed, "a part's `units` counts the units of each unit type, in the variant's order");
    if (wanted.some((n) => n > 0)) {
      const may = unitsFor(game, state, from, part.to).filter((u) => !taken.has(u));
      for (let k = 0; k < wanted.length; k++) {
        const n = wanted[k]!;
        if (n === 0) continue;
        const of = may.filter((u) => state.unitType[u] === k).slice(0, n);
        if (of.length < n) {
          const standing = unitsAt(game, state, state.current, from).filter((u) => state.unitType[u] === k && !taken.has(u)).length;
          if (standing >= n) return problem(entryOf(game, state, part.to) === "enemy" ? problems.unitMayNotAttack : problems.unitCannotStand);
          return problem(problems.countOutOfRange, `you have ${standing} such unit${standing === 1 ? "" : "s"} there to move`);
        }
        for (const u of of) {
          taken.add(u);
          mine.push(u);
        }
      }
    }
    picked.push(mine);
  }
  return picked;
}

/** Why `action` is no expand now (the step's parts, each target, the armies and the units), or undefined. */
function expandProblem(game: Game, state: GameState, step: ExpandStep, action: Expand): Problem | undefined {
  const found = sourceProblem(game, state, action.from);
  if (found) return found;
  const { from, moves } = action;
  const most = expandParts(step, state);
  if (!Array.isArray(moves) || moves.length < 1 || moves.length > most) return problem(problems.expandParts, most);
  if (!moves.every((m) => typeof m === "object" && m !== null && isCount(m.armies) && m.armies >= 0))
    return problem(problems.malformed, "each part of an expand names its territory (`to`) and its armies (`armies`, 0 or more)");
  if (new Set(moves.map((m) => m.to)).size !== moves.length) return problem(problems.expandRepeats);
  for (const m of moves) {
    const target = targetProblem(game, state, step, from, m.to);
    if (target) return target;
  }
  const movable = expandMovable(game, state, step, from);
  const total = moves.reduce((n, m) => n + m.armies, 0);
  if (total > movable) return problem(problems.countOutOfRange, `you can move 0 to ${movable} armies from there, all parts together`);
  const units = pickUnits(game, state, from, moves);
  if (!Array.isArray(units)) return units;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]!;
    // CT1: an invasion is armies (the battle counts them); any other part needs one piece at least.
    // An empty territory taken needs an army to hold it.
    const entry = entryOf(game, state, m.to);
    const fewest = entry === "enemy" ? Math.max(1, game.dice.attackerMin) : entry === "empty" ? 1 : 0;
    if (m.armies < fewest || m.armies + units[i]!.length < 1) return problem(problems.tooFewArmies);
    // MV1: an invasion's `attack where` reads the part's own units (`Siege of moving`).
    if (entry === "enemy" && game.combat.attackWhere) {
      const invasion = invasionProblem(game, state, from, m.to, units[i]!);
      if (invasion) return invasion;
    }
  }
  return undefined;
}

/** XP4: a part into `to` with `armies` armies and its share of the units it may take (`share` of each type, rounded down; 1: all). */
function partOf(game: Game, state: GameState, from: number, to: number, armies: number, share: number): Part {
  if (!game.units) return { to, armies };
  const byType = unitsByType(game, state, unitsFor(game, state, from, to)).map((n) => Math.floor(n * share));
  return byType.some((n) => n > 0) ? { to, armies, units: byType } : { to, armies };
}

/**
 * XP4: the expands offered from `from` (any other legal one is accepted when named): into each
 * target, all the armies that may go (with every unit that may) and half of them (of 4 or more,
 * with half the units of each type); with `into 2` or more, for each pair of targets the armies
 * split in halves (the first target the larger half) and the units in proportion. Offered only
 * when legal: a split whose half cannot enter (an invasion of too few) is left out.
 */
function expandsFrom(game: Game, state: GameState, step: ExpandStep, from: number, visit: (a: Action) => boolean | void): boolean {
  if (sourceProblem(game, state, from)) return false;
  const movable = expandMovable(game, state, step, from);
  if (movable < 1 && (!game.units || unitsAt(game, state, state.current, from).length === 0)) return false;
  const targets = attackTargetsFrom(game, state, from).filter((to) => targetProblem(game, state, step, from, to) === undefined);
  const offer = (moves: Part[]): boolean => {
    const action: Action = { type: "expand", from, moves };
    return expandProblem(game, state, step, action) === undefined && visit(action) === true;
  };
  for (const to of targets) {
    if (offer([partOf(game, state, from, to, movable, 1)])) return true;
    if (movable >= 4 && offer([partOf(game, state, from, to, Math.ceil(movable / 2), 0.5)])) return true;
  }
  if (expandParts(step, state) < 2) return false;
  const [larger, smaller] = [Math.ceil(movable / 2), Math.floor(movable / 2)];
  for (let i = 0; i < targets.length; i++)
    for (let j = i + 1; j < targets.length; j++)
      if (offer([partOf(game, state, from, targets[i]!, larger, 0.5), partOf(game, state, from, targets[j]!, smaller, 0.5)])) return true;
  return false;
}

/** XP1: whether the current player has an expand now (the step waits for a decision only then). */
export function anyExpand(game: Game, state: GameState, step: ExpandStep): boolean {
  return someOwned(game, state, state.current, (from) => expandsFrom(game, state, step, from, () => true));
}

export const expand: MoveFamily<"expand"> = {
  type: "expand",
  enumerate({ game, state }, out) {
    const step = stepOfKind(game, state, "expand")!;
    someOwned(game, state, state.current, (from) => void expandsFrom(game, state, step, from, (a) => void out.push(a)));
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "expand") return problem(problems.notNow, "expand", d.kind);
    return expandProblem(game, state, stepOfKind(game, state, "expand")!, action);
  },
  /**
   * XP2: each part in turn: into an own territory a move, into an empty one a taking (not a
   * conquest: no cards, no `conquest` rules), into an enemy one the pieces move in and contest it
   * (CT1, contested.ts). Then the step is over.
   */
  apply({ game, state }, action) {
    const { from, moves } = action;
    const seat = state.current;
    const units = pickUnits(game, state, from, moves) as number[][];
    const entries = moves.map((m) => entryOf(game, state, m.to)!);
    const faction = primaryFaction(game, state, seat);
    moves.forEach((m, i) => {
      if (entries[i] === "enemy") return enterContest(game, state, from, m.to, m.armies, units[i]!);
      if (entries[i] === "empty") setOwner(state, m.to, seat);
      moveFaction(game, state, from, m.to, m.armies, faction, false);
      for (const u of units[i]!) {
        moveUnit(state, u, m.to);
        countUnitDeed(state, u, DEED.moved);
      }
      countMovedIn(state, m.to, m.armies + units[i]!.length);
    });
    // E9: pieces that may leave a territory empty can do so; then it is nobody's.
    vacateIfEmpty(game, state, from);
    return "endStep";
  },
};
