// Crafting game states for rule tests: a real new game, then the board set as the test needs.
import type { Game, GameState } from "../../engine/index.js";
import { apply, newGame, type Action } from "../../engine/index.js";
import { runUntilDecision } from "../../engine/index.js";
import { isPresent } from "../../engine/math/index.js";

export interface Board {
  seats: number;
  /** Owner of each territory by name; every other territory goes to `rest`. */
  owners?: Record<string, number>;
  rest?: number;
  /** Armies by territory name; every other territory gets `armies` (default 1). */
  armiesAt?: Record<string, number>;
  armies?: number;
  current?: number;
  hands?: number[][];
  setsTraded?: number;
  seed?: number;
}

/** Apply an action that the test expects to be legal; an illegal one fails the test with the engine's reason. */
export function must(game: Game, state: GameState, action: Action): GameState {
  const result = apply(game, state, action);
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.state;
}

export function territoryIndex(game: Game, name: string): number {
  const i = game.variant.map.territories.findIndex((t) => t.name === name);
  if (i < 0) throw new Error(`no territory ${name}`);
  return i;
}

export function groupTerritories(game: Game, group: string): string[] {
  const g = game.variant.map.groups.find((x) => x.name === group)!;
  return g.territories.map((t) => game.variant.map.territories[t]!.name);
}

/** A state at the start of `current`'s turn with the given board, run to its first decision. */
export function playState(game: Game, board: Board): GameState {
  const s = newGame(game, board.seats, board.seed ?? 1);
  const n = game.territoryCount;
  s.stage = "play";
  s.setupLeft = s.setupLeft.map(() => 0);
  s.batchLeft = 0;
  s.owner = Array.from({ length: n }, () => board.rest ?? 1);
  for (const [name, seat] of Object.entries(board.owners ?? {})) s.owner[territoryIndex(game, name)] = seat;
  // Territories off the board (Y7) belong to nobody and hold nothing.
  const absent = (t: number) => !isPresent(game.graph, s.switches, t);
  s.owner = s.owner.map((o, t) => (absent(t) ? -1 : o));
  s.ownedCount = Array.from({ length: board.seats }, (_, seat) => s.owner.filter((o) => o === seat).length);
  s.alive = s.ownedCount.map((c) => c > 0);
  s.armies = Array.from({ length: n }, () => board.armies ?? 1);
  for (const [name, a] of Object.entries(board.armiesAt ?? {})) s.armies[territoryIndex(game, name)] = a;
  s.armies = s.armies.map((a, t) => (absent(t) ? 0 : a));
  if (board.hands) {
    s.hands = board.hands.map((h) => h.slice());
    const held = new Set(board.hands.flat());
    s.deck = s.deck.filter((c) => !held.has(c));
  }
  s.setsTraded = board.setsTraded ?? 0;
  s.current = board.current ?? 0;
  s.round = 1;
  s.phase = 0;
  s.step = 0;
  s.stepStarted = false;
  s.pool = 0;
  s.pending = null;
  runUntilDecision(game, s);
  return s;
}

export function boardArmies(state: GameState): number {
  return state.armies.reduce((a, b) => a + b, 0);
}

/** E1/E9: put `n` pieces of `faction` (-1: none) of `seat` (-1: nobody) on a territory, taking it over, with every count kept consistent. */
export function putPieces(game: Game, state: GameState, name: string, seat: number, faction: number, n: number): void {
  const at = territoryIndex(game, name);
  const previous = state.owner[at]!;
  if (previous !== seat) {
    if (previous >= 0) state.ownedCount[previous]!--;
    if (seat >= 0) state.ownedCount[seat]!++;
    for (const row of state.kinds) row[at] = 0;
    state.armies[at] = 0;
    state.owner[at] = seat;
  }
  if (faction >= 0) state.kinds[faction]![at]! += n;
  state.armies[at]! += n;
}

/**
 * Jump to the start of a phase (by name or index) of `seat`'s turn, nothing in the pool; the flow
 * runs to the phase's first decision. Changes `state` and returns it.
 */
export function toPhase(game: Game, state: GameState, phase: string | number, seat = state.current): GameState {
  const index = typeof phase === "number" ? phase : game.phases.findIndex((p) => p.name === phase);
  if (index < 0) throw new Error(`no phase ${phase}`);
  Object.assign(state, { current: seat, phase: index, step: 0, stepStarted: false, turnStarted: true, pool: 0, pending: null });
  runUntilDecision(game, state);
  return state;
}
