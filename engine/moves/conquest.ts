// C6/C8/R8/E14: taking a territory — the owner may be out, the minimum moves in at once, and
// (`advance`) the player says how many more follow; tokens there go to collecting pieces.
import {
  awaitDecision,
  clearKinds,
  conquerBuildings,
  isStaging,
  moveAttackers,
  pickUpTokens,
  setOwner,
  settlePending,
  vacateIfEmpty,
} from "../board/index.js";
import { checkWins, eliminateIfOut } from "../end/index.js";
import { problem, problems, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { attackers, attackLeave } from "./battle-dice.js";
import { distinctCounts, isCount, type MoveFamily } from "./family.js";
import { revealMarkers } from "./markers.js";
import { rulesAtConquest, rulesAtElimination } from "./rule-events.js";
import { needsTradeDown } from "./trade.js";
import { countConquest, countElimination } from "./turn-tallies.js";

/** Move `count` attacking armies from `from` into the conquered `to`. */
function moveIn(game: Game, state: GameState, from: number, to: number, count: number): void {
  const factions = moveAttackers(game, state, from, to, count);
  if (!isStaging(game, from)) vacateIfEmpty(game, state, from);
  // E14: tokens on the territory go to the player whose (collecting) pieces move in.
  if (!game.factions || factions.some((f) => game.factions!.list[f]!.collects)) pickUpTokens(state, to, state.current);
}

/** C4: after an elimination, a large hand must be traded down at once. */
function afterConquest(game: Game, state: GameState, eliminated: boolean): void {
  if (eliminated && needsTradeDown(game, state, state.current)) awaitDecision(state, { kind: "tradeDown" });
}

/**
 * C6/C8 (and CT4's battles at the round's end): `seat` takes `t` — its owner changes, what stands
 * there is destroyed, kept or captured (F3), the conquest is counted, and the loser may be out.
 * Whether the loser was eliminated.
 */
export function takeTerritory(game: Game, state: GameState, t: number, seat: number): boolean {
  const loser = state.owner[t]!;
  setOwner(state, t, seat);
  clearKinds(game, state, t);
  conquerBuildings(game, state, t, seat);
  // E9/E11: an empty territory is attacked only by a faction for which taking it is a conquest.
  countConquest(state, t, loser);
  const eliminated = eliminateIfOut(game, state, loser, seat);
  if (eliminated) countElimination(state);
  return eliminated;
}

/** C6/C8: take the territory, maybe eliminate its owner, then move armies in. */
export function conquer(game: Game, state: GameState, from: number, to: number): void {
  const seat = state.current;
  const eliminated = takeTerritory(game, state, to, seat);
  const territoryScope = { state, seat, dice: state.lastDice, territory: from };
  const available = attackers(game, state, from);
  const wanted = game.combat.conquerMin(territoryScope);
  const min = Math.max(1, Math.min(wanted, available));
  // R8: beyond the minimum, the attacking territory keeps its garrison (E3/E9: none off the board, none of pieces that may leave it empty).
  const keep = attackLeave(game, state, from) === 0 ? 0 : game.combat.keep(territoryScope);
  const max = Math.max(min, Math.min(available, state.armies[from]! - keep));
  // The minimum moves in at once, so a conquered territory is never empty; `advance` says how
  // many move in all together.
  moveIn(game, state, from, to, min);
  // MK3: markers on it are turned up, for the conqueror.
  if (game.markers) {
    revealMarkers(game, state, to, seat);
    if (state.stage !== "play") return;
  }
  // Part A: the `conquest` rules (the conquered territory in question), then `elimination`'s.
  if (game.rules) {
    rulesAtConquest(game, state, from, to);
    if (eliminated) rulesAtElimination(game, state);
    if (state.stage !== "play") return;
  }
  if (checkWins(game, state)) return;
  if (min === max) afterConquest(game, state, eliminated);
  else awaitDecision(state, { kind: "advance", from, to, min, max, eliminated });
}

/** C6: move armies into a territory just conquered: all, the minimum, or half way. */
export const advance: MoveFamily<"advance"> = {
  type: "advance",
  enumerate({ state }, out) {
    const p = state.pending as Extract<NonNullable<GameState["pending"]>, { kind: "advance" }>;
    for (const count of distinctCounts(p.max, p.min, Math.floor((p.min + p.max) / 2))) out.push({ type: "advance", count });
  },
  problem({ state, decision: d }, action) {
    if (d.kind !== "advance") return problem(problems.notNow, "move armies into a conquered territory", d.kind);
    const p = state.pending as Extract<NonNullable<GameState["pending"]>, { kind: "advance" }>;
    if (!isCount(action.count) || action.count < p.min || action.count > p.max)
      return problem(problems.countOutOfRange, `move ${p.min} to ${p.max} armies into the conquered territory`);
    return undefined;
  },
  apply({ game, state }, action) {
    const p = state.pending;
    if (p?.kind !== "advance") return "stay";
    moveIn(game, state, p.from, p.to, action.count - p.min);
    settlePending(state);
    afterConquest(game, state, p.eliminated);
    return "stay";
  },
};
