// Who plays with and against whom, in which order, and what a seat holds on the board (queries; a
// view will do). The one writer of the teams (`team`) and the turn order (`turnOrder`).
import { nextFloat } from "../math/index.js";
import { scope, type Compiled, type GameState, type ReadonlyState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { someOwned } from "./board-index.js";

/** Whether the territory belongs to someone the seat may attack: not itself, nor a partner (Y2). */
export function isEnemy(state: Pick<ReadonlyState, "owner" | "team">, seat: number, territory: number): boolean {
  const owner = state.owner[territory]!;
  return owner >= 0 && owner !== seat && state.team[owner] !== state.team[seat];
}

/** Y10: the seats in the game that share the seat's team. */
export function partnersOf(state: Pick<ReadonlyState, "team" | "alive">, seat: number): number[] {
  return state.team.flatMap((team, other) => (other !== seat && team === state.team[seat] && state.alive[other] ? [other] : []));
}

/** Y13: the seats of the seat's team (itself included, eliminated members too). */
export function teamOf(state: Pick<ReadonlyState, "team">, seat: number): number[] {
  return state.team.flatMap((t, s) => (t === state.team[seat] ? [s] : []));
}

/** The seat's territories on the board, in board order (read off the board's index). */
export function ownedTerritories(game: Game, state: GameState, seat: number): number[] {
  const owned: number[] = [];
  someOwned(game, state, seat, (t) => void owned.push(t));
  return owned;
}

/** E9/E11: whether some territory on the board is nobody's now (only pieces that may leave a territory empty make one). */
export function someTerritoryEmpty(game: Game, state: Pick<ReadonlyState, "ownedCount">): boolean {
  let owned = 0;
  for (const n of state.ownedCount) owned += n;
  return owned < game.territoryCount;
}

export function armiesOnBoard(game: Game, state: Pick<ReadonlyState, "owner" | "armies">, seat: number): number {
  let total = 0;
  for (let t = 0; t < game.territoryCount; t++) if (state.owner[t] === seat) total += state.armies[t]!;
  return total;
}

/** F6: the players sorted by the formulas, highest first (later formulas break ties, then seat order). */
export function turnOrderBy(game: Game, state: GameState, order: { by: readonly Compiled<number>[]; tiesByRoll?: true }): number[] {
  const { by } = order;
  const players = Array.from({ length: state.players }, (_, seat) => seat);
  const keys = players.map((seat) => by.map((f) => f(scope(state, seat))));
  const tie = tieBreak(state, order.tiesByRoll);
  return players.sort((a, b) => {
    for (let i = 0; i < by.length; i++) if (keys[a]![i] !== keys[b]![i]) return keys[b]![i]! - keys[a]![i]!;
    return tie(a, b);
  });
}

/**
 * TB1: how players with equal keys are ordered: by seat (the lower first), or by a roll of dice
 * rolled again while tied, which is a uniformly random order among them: one draw of the game's
 * generator a player, made only where the variant asks for the roll.
 */
export function tieBreak(state: GameState, byRoll: boolean | undefined): (a: number, b: number) => number {
  if (!byRoll) return (a, b) => a - b;
  const roll = Array.from({ length: state.players }, () => nextFloat(state.rng));
  return (a, b) => roll[b]! - roll[a]! || a - b;
}

/** Y2: the teams, when they apply to this many players; a seat in no team plays alone (a team of its own). */
export function formTeams(game: Game, state: GameState): void {
  const teams = game.teams;
  if (!teams || (teams.when && !teams.when(scope(state, -1)))) return;
  state.team = state.team.map((seat) => {
    const team = teams.teams.findIndex((members) => members.includes(seat));
    return team >= 0 ? state.seats + team : seat;
  });
}

/** F6: the order the players play a round in. */
export function setTurnOrder(state: GameState, order: readonly number[]): void {
  state.turnOrder = order.slice();
}

/** PO7: seat `seat` is to be first in turn order from the next round on (the last such effect of a round wins). */
export function setFirstNext(state: GameState, seat: number): void {
  state.firstNext = seat;
}

/**
 * PO7: at a round's end, the seat named by `first player next round` becomes first; the order goes
 * on by seat number from it (clockwise), over the seats of the turn order.
 */
export function applyFirstNext(state: GameState): void {
  const first = state.firstNext;
  if (first < 0) return;
  state.firstNext = -1;
  const seats = state.turnOrder.slice().sort((a, b) => a - b);
  const at = seats.indexOf(first);
  if (at < 0) return;
  state.turnOrder = [...seats.slice(at), ...seats.slice(0, at)];
}

/** A position sets the seat that is first from the next round on. */
export function setFirstNextOf(state: GameState, seat: number): void {
  state.firstNext = seat;
}
