// EF6: the effect `move N armies` (or `move N Unit`): the player moves up to N of its armies (or
// its units of a type) between its territories, one move at a time, as a decision (the pending
// `move`, action `move`, `end` to stop). Where from and where to are fixed when the effect comes
// (rule-effects.ts): the territory in question, or those where `to where` holds; `from where`.
import { mayStand, moveFaction, moveUnit, primaryFaction, settlePending, countDownPending, unitsOf, vacateIfEmpty } from "../board/index.js";
import { problem, problems, type GameState, type Pending } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { distinctCounts, isCount, isTerritory, type MoveFamily } from "./family.js";

type MovePending = Extract<Pending, { kind: "move" }>;

/** The seat's units of type `unit` standing on `t` that may stand on `to`. */
function unitsMovable(game: Game, state: GameState, seat: number, unit: number, t: number, to: number): number[] {
  return unitsOf(state, seat).filter((u) => state.unitType[u] === unit && state.unitAt[u] === t && mayStand(game, state, u, to));
}

/** How many the seat may move from `from` to `to` now (0: no such move): armies keep one behind. */
export function movable(game: Game, state: GameState, p: Omit<MovePending, "kind" | "then">, from: number, to: number): number {
  if (from === to || state.owner[from] !== p.seat || state.owner[to] !== p.seat) return 0;
  if (!p.from.includes(from) || !p.to.includes(to)) return 0;
  const most = p.unit < 0 ? state.armies[from]! - 1 : unitsMovable(game, state, p.seat, p.unit, from, to).length;
  return Math.max(0, Math.min(p.left, most));
}

/** Whether the seat has any move of the effect to make. */
export function anyEffectMove(game: Game, state: GameState, p: Omit<MovePending, "kind" | "then">): boolean {
  return p.left > 0 && p.from.some((from) => p.to.some((to) => movable(game, state, p, from, to) > 0));
}

export const move: MoveFamily<"move"> = {
  type: "move",
  /** Each move the effect allows: all it may move, one, and half way. */
  enumerate({ game, state }, out) {
    const p = state.pending as MovePending;
    for (const from of p.from)
      for (const to of p.to) {
        const most = movable(game, state, p, from, to);
        if (most > 0) for (const count of distinctCounts(most, 1, Math.floor((most + 1) / 2))) out.push({ type: "move", from, to, count });
      }
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "move") return problem(problems.notNow, "move armies as an effect asks", d.kind);
    const p = state.pending as MovePending;
    if (!isTerritory(game, action.from) || !isTerritory(game, action.to)) return problem(problems.noSuchTerritory);
    if (action.from === action.to) return problem(problems.sameTerritory);
    if (state.owner[action.from] !== d.seatIndex || state.owner[action.to] !== d.seatIndex)
      return problem(problems.notOwned, "the effect moves pieces between territories of yours");
    if (!p.from.includes(action.from) || !p.to.includes(action.to))
      return problem(problems.notEffectMove, "the effect does not move pieces from there to there");
    const most = movable(game, state, p, action.from, action.to);
    if (!isCount(action.count) || action.count < 1 || action.count > most)
      return problem(problems.countOutOfRange, most > 0 ? `move 1 to ${most}` : "nothing there may move");
    return undefined;
  },
  apply({ game, state, decision }, action) {
    const p = state.pending as MovePending;
    const seat = decision.seatIndex;
    if (p.unit < 0) {
      moveFaction(game, state, action.from, action.to, action.count, primaryFaction(game, state, seat), false);
      vacateIfEmpty(game, state, action.from);
    } else for (const u of unitsMovable(game, state, seat, p.unit, action.from, action.to).slice(0, action.count)) moveUnit(state, u, action.to);
    countDownPending(state, action.count);
    if (!anyEffectMove(game, state, p)) settlePending(state);
    return "stay";
  },
};
