// E1/E3/E9/E13: armies of several factions. A territory holds pieces of one player; with
// factions the engine also knows how many pieces of each of that player's factions stand there
// (`kinds[f][t]`), which pieces arrived this turn (`fresh`: they cannot attack, E6) and which
// have crossed a border (`moved`: with `once` they stay put, E13). Every change of a territory's
// armies goes through these helpers so that the total and the breakdown always agree.
//
// E3: with starting points, seat s has an off-board place `game.territoryCount + s` in the army
// arrays: armies brought in there fight their way onto the board from it (E8).
import type { EvalScope } from "./expr.js";
import type { Game } from "./game.js";
import { isPresent } from "./graph.js";
import type { GameState } from "./state.js";

/** The seat's faction its new armies belong to: its first faction that is not neutral (-1: none). */
export function primaryFaction(game: Game, state: GameState, seat: number): number {
  if (!game.factions || seat < 0) return -1;
  const own = state.factionsOf[seat] ?? [];
  return own.find((f) => !game.factions!.list[f]!.neutral) ?? own[0] ?? -1;
}

/** E3: the off-board place of the seat's arriving armies, or -1 when the variant has no starting points. */
export function stagingOf(game: Game, seat: number): number {
  return game.factions?.staging ? game.territoryCount + seat : -1;
}

export function isStaging(game: Game, t: number): boolean {
  return t >= game.territoryCount;
}

/** E3: the territories the seat's new armies may enter (touching one of its starting points); undefined: anywhere. */
export function entryTerritories(game: Game, state: GameState, seat: number): readonly number[] | undefined {
  const f = primaryFaction(game, state, seat);
  return f >= 0 ? game.factions!.entryTerritories[f] : undefined;
}

/** Armies of faction `f` in `t` that may still attack (placed this turn: not, E6). */
function ableOf(game: Game, state: GameState, f: number, t: number): number {
  const fresh = f === primaryFaction(game, state, state.owner[t]!) ? (state.fresh[t] ?? 0) : 0;
  return state.kinds[f]![t]! - fresh;
}

/** Put `n` armies of the owner's faction `f` (default: its primary one) on `t`. */
export function addArmies(game: Game, state: GameState, t: number, n: number, f = primaryFaction(game, state, state.owner[t]!)): void {
  state.armies[t]! += n;
  if (f >= 0) state.kinds[f]![t]! += n;
}

/** E6: armies placed in `t` this turn; kept only by variants with `placed armies wait`. */
export function addFresh(state: GameState, t: number, n: number): void {
  if (state.fresh.length > 0) state.fresh[t]! += n;
}

function capFresh(state: GameState, t: number, max: number): void {
  if (state.fresh.length > 0) state.fresh[t] = Math.min(state.fresh[t]!, max);
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

/** Armies of faction `f` (-1: all) in `t` that may still cross a border this turn (E13). */
export function movableOf(game: Game, state: GameState, t: number, f: number, once: boolean): number {
  const have = f >= 0 ? state.kinds[f]![t]! : state.armies[t]!;
  return have - (once ? state.moved[Math.max(0, f)]![t]! : 0);
}

/**
 * E9: how the seat moves onto an empty territory: by attacking (its main faction `conquers empty`:
 * a conquest) or, with factions, by an ordinary move (E11: "entering" is not a conquest).
 */
export function occupiesByAttack(game: Game, state: GameState, seat: number): boolean {
  const f = primaryFaction(game, state, seat);
  return f >= 0 && game.factions!.list[f]!.conquersEmpty;
}

/** E9: whether `t` is an empty territory on the board that the seat may enter by a move or a placement. */
export function enterableEmpty(game: Game, state: GameState, seat: number, t: number): boolean {
  return game.factions !== undefined && state.owner[t]! < 0 && isPresent(game.graph, state.switches, t) && !occupiesByAttack(game, state, seat);
}

/** E9: whether every piece in `t` belongs to a faction that may leave a territory empty (a player's view will do). */
export function mayLeaveEmpty(game: Game, state: Pick<GameState, "armies" | "owner" | "kinds" | "factionsOf">, t: number): boolean {
  if (!game.factions || state.armies[t]! === 0) return false;
  return (state.factionsOf[state.owner[t]!] ?? []).every((f) => state.kinds[f]![t] === 0 || game.factions!.list[f]!.leavesEmpty);
}

/** E9: a territory its pieces have left is nobody's (E7: it breaks its group for bonuses). */
export function vacateIfEmpty(state: GameState, t: number): void {
  const owner = state.owner[t]!;
  if (owner < 0 || state.armies[t]! > 0 || state.leaderAt[owner] === t) return;
  state.ownedCount[owner]!--;
  state.owner[t] = -1;
}

/** A territory changes hands: its former owner's breakdown is gone with its armies. */
export function clearKinds(game: Game, state: GameState, t: number): void {
  if (!game.factions) return;
  for (const row of state.kinds) row[t] = 0;
}

/** E1: which factions each seat plays, in the variant's order (which is the order of losses). */
export function assignFactions(game: Game, state: GameState, scopeOf: (seat: number) => EvalScope): void {
  if (!game.factions) return;
  state.factionsOf = Array.from({ length: state.seats }, (_, seat) =>
    game.factions!.list.flatMap((faction, f) => (faction.when(scopeOf(seat)) ? [f] : [])),
  );
}

/** The faction names a seat plays, for reports (`A+B`; neutral ones left out); the seat number without factions. */
export function sideName(game: Game, state: Pick<GameState, "factionsOf">, seat: number): string | undefined {
  if (!game.factions) return undefined;
  const names = (state.factionsOf[seat] ?? []).filter((f) => !game.factions!.list[f]!.neutral).map((f) => game.factions!.list[f]!.name);
  return names.join("+") || undefined;
}

/** Y3: the pieces that go back to a reserve: those of factions that get armies (E2: neutral ones never come back). */
export function reserveLosses(game: Game, lossesByFaction: readonly number[], total: number): number {
  if (!game.factions) return total;
  return lossesByFaction.reduce((n, lost, f) => n + (game.factions!.list[f]!.neutral ? 0 : lost), 0);
}

/** E10: destroyed pieces of a faction with `captured` add to the destroyer's counter. */
export function takeCaptives(game: Game, state: GameState, seat: number, lossesByFaction: readonly number[]): void {
  lossesByFaction.forEach((lost, f) => {
    const counter = game.factions!.list[f]!.captives;
    if (lost > 0 && counter >= 0) state.counters[counter]![seat]! += lost;
  });
}
