// E1/E3/E9/E13: what the board says about factions: which faction a seat's new armies belong
// to, where they may come in (starting points, off-board places), which pieces may still move,
// and how empty territories are entered. Queries only (a player's view will do where noted),
// except `assignFactions` (once, at the setup) and the captives a destroyer takes (E10).
import type { EvalScope, GameState, ReadonlyState } from "../model/index.js";
import { isPresent } from "../math/index.js";
import { changeResource } from "./resources.js";
import type { Game } from "../variant/index.js";

/** The seat's faction its new armies belong to: its first faction that is not neutral (-1: none). */
export function primaryFaction(game: Game, state: Pick<ReadonlyState, "factionsOf">, seat: number): number {
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
export function entryTerritories(game: Game, state: Pick<ReadonlyState, "factionsOf">, seat: number): readonly number[] | undefined {
  const f = primaryFaction(game, state, seat);
  return f >= 0 ? game.factions!.entryTerritories[f] : undefined;
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
export function occupiesByAttack(game: Game, state: Pick<ReadonlyState, "factionsOf">, seat: number): boolean {
  // S8: without factions, a territory the setup left empty is taken by an attack that rolls no dice.
  if (!game.factions) return true;
  const f = primaryFaction(game, state, seat);
  return f >= 0 && game.factions!.list[f]!.conquersEmpty;
}

/** E9: whether `t` is an empty territory on the board that the seat may enter by a move or a placement. */
export function enterableEmpty(game: Game, state: GameState, seat: number, t: number): boolean {
  return game.factions !== undefined && state.owner[t]! < 0 && isPresent(game.graph, state.switches, t) && !occupiesByAttack(game, state, seat);
}

/** E9: whether every piece in `t` belongs to a faction that may leave a territory empty (a player's view will do). */
export function mayLeaveEmpty(game: Game, state: Pick<ReadonlyState, "armies" | "owner" | "kinds" | "factionsOf">, t: number): boolean {
  if (!game.factions || state.armies[t]! === 0) return false;
  return (state.factionsOf[state.owner[t]!] ?? []).every((f) => state.kinds[f]![t] === 0 || game.factions!.list[f]!.leavesEmpty);
}

/**
 * E9/C5: how many of the pieces in `t` may fall, taken in any order, before the attackers there no
 * longer have to leave any behind (every piece left may leave a territory empty): the pieces of the
 * owner's factions that may not leave it empty, less one. Infinity when that can never change: no
 * factions, an off-board place, or a territory its pieces may leave empty already (pieces only fall).
 */
export function lossesKeepingGuard(game: Game, state: Pick<ReadonlyState, "armies" | "owner" | "kinds" | "factionsOf">, t: number): number {
  if (!game.factions || isStaging(game, t) || mayLeaveEmpty(game, state, t)) return Infinity;
  let keeping = 0;
  for (const f of state.factionsOf[state.owner[t]!] ?? []) if (!game.factions.list[f]!.leavesEmpty) keeping += state.kinds[f]![t]!;
  return Math.max(0, keeping - 1);
}

/** E1: which factions each seat plays, in the variant's order (which is the order of losses). */
export function assignFactions(game: Game, state: GameState, scopeOf: (seat: number) => EvalScope): void {
  if (!game.factions) return;
  state.factionsOf = Array.from({ length: state.seats }, (_, seat) =>
    game.factions!.list.flatMap((faction, f) => (faction.when(scopeOf(seat)) ? [f] : [])),
  );
}

/** The faction names a seat plays, for reports (`A+B`; neutral ones left out); undefined without factions. */
export function sideName(game: Game, state: Pick<ReadonlyState, "factionsOf">, seat: number): string | undefined {
  if (!game.factions) return undefined;
  const names = (state.factionsOf[seat] ?? []).filter((f) => !game.factions!.list[f]!.neutral).map((f) => game.factions!.list[f]!.name);
  return names.join("+") || undefined;
}

/** Y3: the pieces that go back to a reserve: those of factions that get armies (E2: neutral ones never come back). */
export function reserveLosses(game: Game, lossesByFaction: readonly number[], total: number): number {
  if (!game.factions) return total;
  return lossesByFaction.reduce((n, lost, f) => n + (game.factions!.list[f]!.neutral ? 0 : lost), 0);
}

/** E10: destroyed pieces of a faction with `captured` add to the destroyer's counter (within its caps). */
export function takeCaptives(game: Game, state: GameState, seat: number, lossesByFaction: readonly number[]): void {
  lossesByFaction.forEach((lost, f) => {
    const counter = game.factions!.list[f]!.captives;
    if (lost > 0 && counter >= 0) changeResource(game, state, counter, seat, lost);
  });
}
