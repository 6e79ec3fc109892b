// The only writer of who holds each territory and with what. The invariant kept here:
//   - `ownedCount[s]` is the number of territories t (on the board, not an off-board place) with `owner[t] === s`;
//   - with factions, `armies[t]` is the sum over f of `kinds[f][t]` (the owner's pieces by faction);
//   - `fresh[t]` (E6, placed this turn) never exceeds the armies that could have been placed there;
//   - a territory nobody owns (-1) holds no armies.
// Every move, the setup and the flow change the board through these functions, never by writing
// the arrays themselves (test/architecture/writers.test.ts checks it).
//
// E3: with starting points, seat s has an off-board place `game.territoryCount + s` in the army
// arrays: armies brought in there fight their way onto the board from it (E8). It is owned by its
// seat from the start and never counted in `ownedCount`.
import type { GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { isStaging, primaryFaction } from "./factions.js";
import { armiesChanged, ownerChanged } from "./board-index.js";
import { unitStands } from "./units.js";
import { buildingHoldsAlone } from "./buildings.js";

/**
 * Counts every change of who owns what or of the map's switches, in any state: what is derived
 * from the map (the regions a move may cross) is cached until it moves.
 */
let revision = 0;

export function boardRevision(): number {
  return revision;
}

/** `t` changes hands (seat -1: nobody); the owned counts follow. */
export function setOwner(state: GameState, t: number, seat: number): void {
  const previous = state.owner[t]!;
  if (previous === seat) return;
  revision++;
  if (previous >= 0) state.ownedCount[previous]!--;
  state.owner[t] = seat;
  if (seat >= 0) state.ownedCount[seat]!++;
  ownerChanged(state, t, previous, seat);
}

/** Y7: a switch of the map flips. */
export function toggleSwitch(state: GameState, index: number): void {
  revision++;
  state.switches[index] = !state.switches[index];
}

/** Part A: a rule border's flag (board/lasting.ts says when it holds). */
export function setRuleBorder(state: GameState, index: number, on: boolean): void {
  if (state.switches[index] === on) return;
  revision++;
  state.switches[index] = on;
}

/** E3: the off-board place of each seat belongs to it from the start. */
export function claimStaging(game: Game, state: GameState): void {
  for (let seat = 0; seat < state.seats && game.factions?.staging; seat++) state.owner[game.territoryCount + seat] = seat;
}

/** Put `n` armies of the owner's faction `f` (default: its primary one) on `t`. */
export function addArmies(game: Game, state: GameState, t: number, n: number, f = primaryFaction(game, state, state.owner[t]!)): void {
  state.armies[t]! += n;
  armiesChanged(game, state, t);
  if (f >= 0) state.kinds[f]![t]! += n;
}

/** E6: armies placed in `t` this turn; kept only by variants with `placed armies wait`. */
export function addFresh(state: GameState, t: number, n: number): void {
  if (state.fresh.length > 0) state.fresh[t]! += n;
}

function capFresh(state: GameState, t: number, max: number): void {
  if (state.fresh.length > 0) state.fresh[t] = Math.min(state.fresh[t]!, max);
}

/** Armies of faction `f` in `t` that may still attack (placed this turn: not, E6). */
function ableOf(game: Game, state: GameState, f: number, t: number): number {
  const fresh = f === primaryFaction(game, state, state.owner[t]!) ? (state.fresh[t] ?? 0) : 0;
  return state.kinds[f]![t]! - fresh;
}

/** Losses by faction without factions: none to tell apart (shared, never written). */
const NO_FACTIONS: readonly number[] = Object.freeze([]);

/**
 * Take `n` armies off `t` in the owner's order of factions (E9: the first listed falls first);
 * `attackers`: only armies that may attack (not those placed this turn). Returns the losses by
 * faction (empty without factions).
 */
export function removeArmies(game: Game, state: GameState, t: number, n: number, attackers = false): readonly number[] {
  state.armies[t]! -= n;
  armiesChanged(game, state, t);
  if (!game.factions) {
    // Losses fall on the armies that fought; the fresh ones (E6) stay unless too few are left.
    capFresh(state, t, state.armies[t]!);
    return NO_FACTIONS;
  }
  const lost = new Array<number>(game.factions.list.length).fill(0);
  let left = n;
  for (const f of state.factionsOf[state.owner[t]!] ?? []) {
    if (left === 0) break;
    const can = attackers ? ableOf(game, state, f, t) : state.kinds[f]![t]!;
    const take = Math.min(left, can);
    state.kinds[f]![t]! -= take;
    lost[f] = take;
    left -= take;
  }
  const primary = primaryFaction(game, state, state.owner[t]!);
  capFresh(state, t, primary >= 0 ? state.kinds[primary]![t]! : 0);
  return lost;
}

/**
 * Move `n` attacking armies from `from` into `to` (a conquest, C6), in the owner's order of
 * factions. Armies coming from the off-board place arrived this turn (E6). Returns the factions
 * that moved (for E14: who picks up tokens).
 */
export function moveAttackers(game: Game, state: GameState, from: number, to: number, n: number): number[] {
  const lost = removeArmies(game, state, from, n, true);
  state.armies[to]! += n;
  armiesChanged(game, state, to);
  if (isStaging(game, from)) addFresh(state, to, n);
  if (!game.factions) return [];
  const moved: number[] = [];
  lost.forEach((count, f) => {
    if (count === 0) return;
    state.kinds[f]![to]! += count;
    moved.push(f);
  });
  return moved;
}

/** Move `n` armies of faction `f` (-1: no factions) from `from` to `to` in a fortify step; with `once` they stay put (E13). */
export function moveFaction(game: Game, state: GameState, from: number, to: number, n: number, f: number, once: boolean): void {
  state.armies[from]! -= n;
  state.armies[to]! += n;
  armiesChanged(game, state, from);
  armiesChanged(game, state, to);
  const row = Math.max(0, f);
  if (f >= 0) {
    state.kinds[f]![from]! -= n;
    state.kinds[f]![to]! += n;
  }
  capFresh(state, from, state.armies[from]!);
  if (!once) return;
  // Armies that stay are moved ones last: moving takes those that may still move.
  state.moved[row]![from] = Math.min(state.moved[row]![from]!, f >= 0 ? state.kinds[f]![from]! : state.armies[from]!);
  state.moved[row]![to]! += n;
}

/** E9: a territory its pieces have left is nobody's (E7: it breaks its group for bonuses); a unit of its owner standing there still holds it. */
export function vacateIfEmpty(game: Game, state: GameState, t: number): void {
  const owner = state.owner[t]!;
  if (owner < 0 || state.armies[t]! > 0 || unitStands(game, state, owner, t) || buildingHoldsAlone(game, state, t)) return;
  setOwner(state, t, -1);
}

/** A territory changes hands: its former owner's breakdown by faction is gone with its armies. */
export function clearKinds(game: Game, state: GameState, t: number): void {
  if (!game.factions) return;
  for (const row of state.kinds) row[t] = 0;
}

/** Take every piece off `t` (it keeps its owner); returns how many armies stood there. */
export function clearTerritory(game: Game, state: GameState, t: number): number {
  const armies = state.armies[t]!;
  state.armies[t] = 0;
  armiesChanged(game, state, t);
  clearKinds(game, state, t);
  return armies;
}

/** E14: the player whose collecting pieces move into `t` picks up the tokens lying there. */
export function pickUpTokens(state: GameState, t: number, seat: number): void {
  if (!(state.tokensAt[t]! > 0)) return;
  state.tokensHeld[seat]! += state.tokensAt[t]!;
  state.tokensAt[t] = 0;
}

/** E14: tokens a player spends leave its hand (they go onto the counter they refill). */
export function spendTokens(state: GameState, seat: number, n: number): void {
  state.tokensHeld[seat]! -= n;
}

/** E2: tokens put on the map at the setup. */
export function dropToken(state: GameState, t: number): void {
  state.tokensAt[t]! += 1;
}

/** E3/E6/E13: the turn is over: armies placed or moved this turn are like any others again. */
export function clearTurnMarks(state: GameState): void {
  state.fresh.fill(0);
  for (const row of state.moved) row.fill(0);
}

/**
 * A position (position/) sets a territory as a whole: its owner, and its pieces by faction (or,
 * without factions, its armies) with those placed and moved this turn. Counts stay in step.
 */
export function setTerritory(
  game: Game,
  state: GameState,
  t: number,
  owner: number,
  pieces: { armies: number; byFaction?: readonly number[]; placed?: number; moved?: readonly number[] },
): void {
  if (t < game.territoryCount) setOwner(state, t, owner);
  else state.owner[t] = owner;
  state.armies[t] = pieces.armies;
  armiesChanged(game, state, t);
  state.kinds.forEach((row, f) => (row[t] = pieces.byFaction?.[f] ?? 0));
  if (state.fresh.length > 0) state.fresh[t] = pieces.placed ?? 0;
  state.moved.forEach((row, f) => (row[t] = pieces.moved?.[f] ?? 0));
}

/** A position sets the tokens lying on the map and those each seat holds (E14). */
export function setTokens(state: GameState, at: readonly number[], held: readonly number[]): void {
  at.forEach((n, t) => (state.tokensAt[t] = n));
  held.forEach((n, seat) => (state.tokensHeld[seat] = n));
}
