// C7/R8/E9/E13/Y3/Y9: moving armies between own territories in a fortify step — where they may
// go (adjacent, a connected chain, through partners), how many must stay, armies that crossed a
// border already (`once`), armies left on the way (`drops`) and a leader moving along.
import {
  boardRevision,
  enterableEmpty,
  isEnemy,
  actingUnit,
  buildingHoldsAlone,
  holdsAlone,
  mayLeaveEmpty,
  movableOf,
  moveFaction,
  mayStand,
  moveUnit,
  primaryFaction,
  setOwner,
  someOwned,
  someTerritoryEmpty,
  unitsAt,
  vacateIfEmpty,
  isContested,
  invaderOf,
  contest,
  removeArmies,
} from "../board/index.js";
import { isOpen, neighbours, seatSwitches } from "../math/index.js";
import { DEED, problem, problems, type Action, type ActionOf, type GameState, type Problem } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { distinctCounts, isCount, isTerritory, stepOfKind, type MoveFamily, type StepOf } from "./family.js";
import { countMovedIn, countUnitDeed } from "./turn-tallies.js";

type FortifyStep = StepOf<"fortify">;
type Path = FortifyStep["path"];
/**
 * How a move may go: its path, (B2 `path where`) the condition every territory on it meets, (FM1)
 * how many borders it may cross, and (FM2) whether it may end in a territory the player contests.
 */
type Route = Pick<FortifyStep, "path" | "through" | "within"> & Partial<Pick<FortifyStep, "intoBattle">>;

/** FM2: whether a move of this step may end in `t`: a territory the player contests (`into battle`), its invasion waiting there. */
function joinsBattle(game: Game, state: GameState, route: Route, t: number): boolean {
  return route.intoBattle === true && game.combat.battlesAtRoundEnd === true && invaderOf(state, t) === state.current;
}

/** FM2: whether the player contests some territory a move of this step could join. */
function battlesToJoin(game: Game, state: GameState, route: Route): boolean {
  return route.intoBattle === true && game.combat.battlesAtRoundEnd === true && state.contested.some((row) => row[1] === state.current);
}

/** Armies a fortify move (XP1: or an expand) must leave in `from` (R8: may depend on its enemy neighbours). */
export function fortifyLeave(game: Game, state: GameState, step: Pick<FortifyStep, "leave">, from: number): number {
  // E9: pieces that may leave a territory empty may do so.
  if (mayLeaveEmpty(game, state, from)) return 0;
  // A territory is never left empty; (Y3) a leader standing there alone may hold it.
  // B1: so may a building that holds alone.
  const garrison = holdsAlone(game, state, from) || buildingHoldsAlone(game, state, from) ? 0 : 1;
  return Math.max(garrison, step.leave({ state, seat: state.current, dice: 0, territory: from }));
}

/** Armies (of faction `f`; -1: any) a fortify move may take from `from` now (E13: with `once`, not those that moved). */
export function fortifyMovable(game: Game, state: GameState, step: FortifyStep, from: number, f: number): number {
  const free = state.armies[from]! - fortifyLeave(game, state, step, from);
  if (f < 0 && game.factions)
    return Math.max(0, ...state.factionsOf[state.current]!.map((g) => Math.min(free, movableOf(game, state, from, g, step.once))));
  return Math.min(free, movableOf(game, state, from, f, step.once));
}

/**
 * C7/Y10: the current player's territories split into the groups a move may cross within: own
 * territories joined through own ones (`connected`) or through partners' too (`allied`). One
 * search for the whole map instead of one per territory that can move.
 */
interface Regions {
  label: Int32Array;
  /** Each region's own territories, in board order. */
  members: number[][];
  /** Each region's own territories that face an enemy (found when first asked: every move's targets along a chain). */
  fronts: (readonly number[] | undefined)[];
}

/** The last regions found (a fortify decision asks for them three times: is there a move, which, is it legal). */
let lastRegions: { state: GameState; revision: number; seat: number; path: Path; regions: Regions } | undefined;

function regionsOf(game: Game, state: GameState, route: Route): Regions {
  // B2: a path condition may read more than the board: its regions are found afresh.
  if (route.through) return findRegions(game, state, route);
  const { path } = route;
  const seat = state.current;
  const known = lastRegions;
  if (known && known.state === state && known.revision === boardRevision() && known.seat === seat && known.path === path) return known.regions;
  const regions = findRegions(game, state, route);
  lastRegions = { state, revision: boardRevision(), seat, path, regions };
  return regions;
}

/** Which territories a path may pass through (own ones, or partners' too for `allied`; B2: where its condition holds), and its condition alone. */
function pathTerritories(state: GameState, { path, through }: Route): { passable: (t: number) => boolean; on: (t: number) => boolean } {
  const seat = state.current;
  const team = state.team[seat];
  const along =
    path === "connected" ? (t: number) => state.owner[t] === seat : (t: number) => state.owner[t]! >= 0 && state.team[state.owner[t]!] === team;
  // B2: every territory on the path, the first and the last included, meets the condition.
  const on = (t: number) => through!({ state, seat, dice: 0, territory: t });
  return { passable: through ? (t: number) => along(t) && on(t) : along, on };
}

/**
 * FM1: the player's own territories a move from `from` reaches crossing at most `within` borders
 * along its path (a breadth-first search from `from`), in board order.
 */
function nearTargets(game: Game, state: GameState, from: number, route: Route, within: number): number[] {
  const { passable, on } = pathTerritories(state, route);
  if (route.through && !on(from)) return []; // B2: no move starts where the path may not pass
  const switches = seatSwitches(game.graph, state, state.current);
  const seen = new Set<number>([from]);
  let frontier = [from];
  for (let step = 0; step < within && frontier.length > 0; step++) {
    const next: number[] = [];
    for (const t of frontier)
      for (const u of neighbours(game.graph, switches, t)) {
        if (seen.has(u) || !passable(u)) continue;
        seen.add(u);
        next.push(u);
      }
    frontier = next;
  }
  return [...seen].filter((t) => t !== from && state.owner[t] === state.current).sort((a, b) => a - b);
}

function findRegions(game: Game, state: GameState, route: Route): Regions {
  const seat = state.current;
  const { through } = route;
  const { passable, on } = pathTerritories(state, route);
  const label = new Int32Array(game.territoryCount).fill(-1);
  let regions = 0;
  const stack: number[] = [];
  someOwned(game, state, seat, (start) => {
    if (label[start]! >= 0) return;
    const region = regions++;
    label[start] = region;
    if (through && !on(start)) return; // B2: no move starts where the path may not pass
    stack.push(start);
    while (stack.length > 0) {
      const t = stack.pop()!;
      for (const u of neighbours(game.graph, seatSwitches(game.graph, state, state.current), t)) {
        if (label[u]! >= 0 || !passable(u)) continue;
        label[u] = region;
        stack.push(u);
      }
    }
  });
  // Each region's own territories gathered by one pass in board order (no sort needed).
  const members: number[][] = [];
  for (let r = 0; r < regions; r++) members.push([]);
  someOwned(game, state, seat, (t) => void members[label[t]!]!.push(t));
  return { label, members, fronts: new Array<undefined>(regions) };
}

/** The territories of `from`'s region that face an enemy (a chain's targets), in board order. */
function frontsOf(game: Game, state: GameState, route: Route, from: number): readonly number[] {
  const r = regionsOf(game, state, route);
  const region = r.label[from]!;
  return (r.fronts[region] ??= r.members[region]!.filter((t) => facesEnemy(game, state, t)));
}

function ownFortifyTargets(game: Game, state: GameState, from: number, route: Route): number[] {
  const seat = state.current;
  if (route.path === "adjacent")
    return neighbours(game.graph, seatSwitches(game.graph, state, state.current), from).filter((t) => state.owner[t] === seat);
  const within = route.within?.({ state, seat, dice: 0 });
  if (within !== undefined) return nearTargets(game, state, from, route, within);
  const r = regionsOf(game, state, route);
  return r.members[r.label[from]!]!.filter((t) => t !== from);
}

/** A territory that faces an enemy: where moved armies may be needed. */
function facesEnemy(game: Game, state: GameState, t: number): boolean {
  for (const u of neighbours(game.graph, seatSwitches(game.graph, state, state.current), t)) if (isEnemy(state, state.current, u)) return true;
  return false;
}

/**
 * The targets the enumeration offers from `from`: every legal one for `adjacent` moves (a step
 * toward a front may take several turns); along a chain, those that face an enemy and empty
 * territories to enter (E9). Any other legal target is still accepted when a player names it.
 * The list is shared and may hold `from` itself (a front is in its region's fronts): the
 * enumeration skips it rather than copying the list for every territory.
 */
function offeredTargets(game: Game, state: GameState, from: number, step: FortifyStep): readonly number[] {
  const path = step.path;
  // The common case, where every target is an own territory of the region: its fronts, found once a board.
  if (path !== "adjacent" && !step.where && !step.within && !emptyToEnter(game, state) && !battlesToJoin(game, state, step))
    return frontsOf(game, state, step, from);
  const targets = fortifyTargets(game, state, from, step, step.where);
  if (path === "adjacent") return targets;
  return targets.filter((t) => state.owner[t]! < 0 || facesEnemy(game, state, t) || joinsBattle(game, state, step, t));
}

/** Territories `from` may move armies to in a fortify step (C7); F1: with `where`, only where it holds. */
export function fortifyTargets(game: Game, state: GameState, from: number, route: Route, where?: FortifyStep["where"]): number[] {
  const targets = reachable(game, state, from, route);
  if (!where) return targets;
  return targets.filter((t) => where({ state, seat: state.current, dice: 0, territory: t, source: from }));
}

/** E9/E11: whether a move may end in an empty territory now: only with factions, and only while some territory is nobody's (most of the time every one is somebody's). */
function emptyToEnter(game: Game, state: GameState): boolean {
  return game.factions !== undefined && someTerritoryEmpty(game, state);
}

function reachable(game: Game, state: GameState, from: number, route: Route): number[] {
  const seat = state.current;
  const path = route.path;
  const own = ownFortifyTargets(game, state, from, route);
  const empties = emptyToEnter(game, state);
  const joins = battlesToJoin(game, state, route);
  if (!empties && !joins) return own;
  // E9/E11: where entering an empty territory is not a conquest, a move may end in one next to the
  // route; FM2: so may it in a territory the player contests (the route runs through its own).
  const beyond = new Set<number>();
  // FM1: a territory one border past the route's last stop is still within the bound.
  const within = route.within?.({ state, seat, dice: 0 });
  const stops = path === "adjacent" ? [] : within !== undefined ? (within > 1 ? nearTargets(game, state, from, route, within - 1) : []) : own;
  for (const t of [from, ...stops])
    for (const u of neighbours(game.graph, seatSwitches(game.graph, state, state.current), t))
      if ((empties && enterableEmpty(game, state, seat, u)) || (joins && joinsBattle(game, state, route, u))) beyond.add(u);
  return beyond.size === 0 ? own : [...new Set([...own, ...beyond])].sort((a, b) => a - b);
}

/** Whether `from` has a target in this step: fortifyTargets' answer, without listing them in the common cases. */
export function hasFortifyTarget(game: Game, state: GameState, from: number, step: FortifyStep): boolean {
  if (step.where || step.within || emptyToEnter(game, state) || battlesToJoin(game, state, step))
    return fortifyTargets(game, state, from, step, step.where).length > 0;
  const seat = state.current;
  if (step.path === "adjacent")
    return neighbours(game.graph, seatSwitches(game.graph, state, state.current), from).some((t) => state.owner[t] === seat);
  // Along a chain: another own territory in the region.
  const r = regionsOf(game, state, step);
  return r.members[r.label[from]!]!.length > 1;
}

/** Whether the current player has any move in this step (asked as the step begins and after each move). */
export function anyMove(game: Game, state: GameState, step: FortifyStep): boolean {
  return someOwned(
    game,
    state,
    state.current,
    (from) => fortifyMovable(game, state, step, from, -1) >= 1 && hasFortifyTarget(game, state, from, step),
  );
}

/** E13: why a move's route (`via`) is not one: own territories, each next to the one before, ending next to `to`. */
function viaProblem(game: Game, state: GameState, step: FortifyStep, action: ActionOf<"fortify">): Problem | undefined {
  const via = action.via!;
  if (!step.drops) return problem(problems.noDrops);
  if (action.leader) return problem(problems.viaWithLeader);
  if (!Array.isArray(via) || via.length === 0) return problem(problems.badRoute, "`via` lists the territories the move passes through");
  const route = [action.from, ...via.map((v) => v?.territory), action.to];
  if (!via.every((v) => isCount(v?.territory) && isCount(v?.count) && v.count >= 0))
    return problem(problems.badRoute, "each stop on the way is a territory and a number of armies left there");
  if (new Set(route).size !== route.length) return problem(problems.routeRepeats);
  // FM1: a route of N stops crosses N + 1 borders.
  const within = step.within?.({ state, seat: state.current, dice: 0 });
  if (within !== undefined && route.length - 1 > within) return problem(problems.tooFar, within);
  for (let i = 1; i < route.length; i++) {
    const at = route[i]!;
    const last = i === route.length - 1;
    if (at >= game.territoryCount) return problem(problems.noSuchTerritory);
    if (state.owner[at] !== state.current && !(last && enterableEmpty(game, state, state.current, at))) return problem(problems.routeNotOwn);
    if (!isOpen(game.graph, seatSwitches(game.graph, state, state.current), route[i - 1]!, at)) return problem(problems.notAdjacent);
  }
  return undefined;
}

/** C7/R8/E9/Y10: why `to` is no target of a move from `from` (reachable said so): each rule its own code. */
function unreachableProblem(game: Game, state: GameState, from: number, to: number, step: FortifyStep): Problem {
  const path = step.path;
  if (to === from) return problem(problems.sameTerritory);
  if (state.owner[to] !== state.current && !enterableEmpty(game, state, state.current, to) && !joinsBattle(game, state, step, to))
    return problem(problems.targetNotOwn);
  // FM1: joined to `from`, only farther than the bound.
  const within = step.within?.({ state, seat: state.current, dice: 0 });
  if (
    within !== undefined &&
    path !== "adjacent" &&
    reachable(game, state, from, { path, through: step.through, within: undefined, intoBattle: step.intoBattle }).includes(to)
  )
    return problem(problems.tooFar, within);
  return path === "adjacent" ? problem(problems.notAdjacent) : problem(problems.notConnected, path === "allied");
}

/** Without factions, one pass over the armies of any faction. */
const ANY_FACTION: readonly number[] = [-1];

export const fortify: MoveFamily<"fortify"> = {
  type: "fortify",
  /** From each territory: all that may move, or half (of 4 or more), to each offered target; a leader moving along. */
  enumerate({ game, state, decision }, out) {
    const seat = decision.seatIndex;
    const step = stepOfKind(game, state, "fortify")!;
    // E13: with factions, each of the player's factions moves on its own.
    const factions = game.factions ? state.factionsOf[seat]! : ANY_FACTION;
    // CT2: with battles at the round's end, no move starts or ends in a contested territory.
    const contests = game.combat.battlesAtRoundEnd && state.contested.length > 0;
    someOwned(game, state, seat, (from) => {
      if (contests && isContested(state, from)) return;
      let targets: readonly number[] | undefined;
      for (const faction of factions) {
        const movable = fortifyMovable(game, state, step, from, faction);
        if (movable < 1) continue;
        // The route search is the costly part: one for the whole map (regionsOf), and only once something can move.
        targets ??= offeredTargets(game, state, from, step);
        const counts = distinctCounts(movable, movable >= 4 ? Math.ceil(movable / 2) : 0);
        // Two literals rather than a spread of an optional field: a spread builds a second object per action.
        for (const to of targets) {
          if (to === from || (contests && isContested(state, to) && !joinsBattle(game, state, step, to))) continue;
          for (const count of counts) out.push(faction >= 0 ? { type: "fortify", from, to, count, faction } : { type: "fortify", from, to, count });
        }
      }
      // A unit moving along leaves an army behind to hold the territory (Y3).
      if (!game.units) return;
      const withLeader = state.armies[from]! - Math.max(1, fortifyLeave(game, state, step, from));
      if (withLeader < 1) return;
      const first = actingUnit(game, state, seat, undefined);
      for (const u of unitsAt(game, state, seat, from))
        for (const to of (targets ??= fortifyTargets(game, state, from, step, step.where)))
          if (to !== from && mayStand(game, state, u, to) && !(contests && isContested(state, to) && !joinsBattle(game, state, step, to)))
            out.push({ type: "fortify", from, to, count: withLeader, leader: true, ...(u === first ? {} : { unit: u }) } as Action);
    });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "fortify") return problem(problems.notNow, "move armies", d.kind);
    if (!isTerritory(game, action.from) || !isTerritory(game, action.to)) return problem(problems.noSuchTerritory);
    if (state.owner[action.from] !== d.seatIndex) return problem(problems.notOwned, "you can move armies only from a territory you own");
    const step = stepOfKind(game, state, "fortify")!;
    if (!reachable(game, state, action.from, step).includes(action.to)) return unreachableProblem(game, state, action.from, action.to, step);
    if (!fortifyTargets(game, state, action.from, step, step.where).includes(action.to)) return problem(problems.notHere);
    // CT2: the pieces of a contested territory wait for its battle; none come in before it (FM2: but the invader's, `into battle`).
    if (
      game.combat.battlesAtRoundEnd &&
      (isContested(state, action.from) || (isContested(state, action.to) && !joinsBattle(game, state, step, action.to)))
    )
      return problem(problems.contestedEngaged);
    const leave = fortifyLeave(game, state, step, action.from);
    // FM2: a move into battle goes straight in: nothing is left on the way.
    if (action.via !== undefined && joinsBattle(game, state, step, action.to))
      return problem(problems.badRoute, "a move into battle leaves no armies on the way: no `via`");
    if (action.via !== undefined) {
      const route = viaProblem(game, state, step, action);
      if (route) return route;
    }
    if (action.faction !== undefined && (!isCount(action.faction) || !(state.factionsOf[d.seatIndex] ?? []).includes(action.faction)))
      return problem(problems.notYourFaction);
    const faction = action.faction ?? primaryFaction(game, state, d.seatIndex);
    const movable = action.leader ? state.armies[action.from]! - Math.max(1, leave) : fortifyMovable(game, state, step, action.from, faction);
    const u = action.leader ? (game.units ? actingUnit(game, state, d.seatIndex, action.unit) : -1) : -1;
    if (action.leader && u < 0) return problem(problems.noSuchUnit);
    if (action.leader && state.unitAt[u] !== action.from) return problem(problems.leaderNotThere);
    if (action.leader && !mayStand(game, state, u, action.to)) return problem(problems.unitCannotStand);
    const dropped = (action.via ?? []).reduce((n, v) => n + v.count, 0);
    if (!isCount(action.count) || action.count < 1 || action.count + dropped > movable)
      return problem(
        problems.countOutOfRange,
        `you can move 1 to ${Math.max(0, movable)} armies from there${dropped > 0 ? ", those left on the way included" : ""}`,
      );
    return undefined;
  },
  apply({ game, state }, action) {
    const step = stepOfKind(game, state, "fortify")!;
    if (joinsBattle(game, state, step, action.to)) {
      // FM2: into the player's own invasion: its armies join the contest's (a unit moving along stands there).
      removeArmies(game, state, action.from, action.count, true);
      contest(state, action.to, state.current, action.count);
    } else {
      const faction = action.faction ?? primaryFaction(game, state, state.current);
      // E9/E11: a move may enter an empty territory (not a conquest).
      if (state.owner[action.to]! < 0) setOwner(state, action.to, state.current);
      // E13: armies left on the way, then the rest to the end of the move.
      for (const stop of action.via ?? []) {
        if (stop.count <= 0) continue;
        moveFaction(game, state, action.from, stop.territory, stop.count, faction, step.once);
        countMovedIn(state, stop.territory, stop.count);
      }
      moveFaction(game, state, action.from, action.to, action.count, faction, step.once);
    }
    state.movesMade++;
    // H3: the pieces that came in, a unit moving along among them.
    countMovedIn(state, action.to, action.count + (action.leader ? 1 : 0));
    if (action.leader) {
      const u = actingUnit(game, state, state.current, action.unit);
      moveUnit(state, u, action.to);
      countUnitDeed(state, u, DEED.moved);
    }
    // E9: pieces of a faction that may leave a territory empty can do so; then it is nobody's.
    vacateIfEmpty(game, state, action.from);
    return "stay";
  },
};
