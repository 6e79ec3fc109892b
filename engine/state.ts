// The game state: plain data only (numbers, arrays, small objects), so it can be copied,
// serialised, compared and replayed. Everything random comes from `rng`.
import type { RngState } from "./rng.js";

/** A decision the engine waits for outside the normal step flow. */
export type Pending =
  /** C6: move armies into a conquered territory. */
  | { kind: "advance"; from: number; to: number; min: number; max: number; eliminated: boolean }
  /** C4: after an elimination, trade until the hand is small enough. */
  | { kind: "tradeDown" }
  /** Place the armies a mid-turn trade gave. */
  | { kind: "placePool" }
  /** R13: the current seat hands out its seat tokens (during the setup). */
  | { kind: "exchange" }
  /** Y4: the current seat chooses an empty territory (during the setup). */
  | { kind: "claim" }
  /** Y4: the current seat puts its leader on one of its territories (during the setup). */
  | { kind: "placeLeader" }
  /** E12: the current seat hands the effect card it turned up to another player. */
  | { kind: "pass"; card: number };

export interface GameResult {
  reason: string;
  winners: number[];
}

export interface GameState {
  rng: RngState;
  seats: number;
  stage: "setup" | "play" | "over";
  owner: number[];
  armies: number[];
  /** Territories each seat owns (kept in step with `owner`). */
  ownedCount: number[];
  alive: boolean[];
  hands: number[][];
  /** R3: the index of each seat's secret objective (-1: none). Hidden from the other seats. */
  objective: number[];
  /** Effect cards each seat still holds (indices into the variant's effect cards). */
  effects: number[][];
  /** E1: the factions each seat plays, in the order its losses fall (empty lists without factions). */
  factionsOf: number[][];
  /** E9: the owner's pieces in each territory by faction, `kinds[f][t]` (no rows without factions). */
  kinds: number[][];
  /** E6: armies placed in each territory this turn (with `placed armies wait` they cannot attack). */
  fresh: number[];
  /** E13: armies that crossed a border this turn, by faction (one row without factions): `moved[f][t]`. */
  moved: number[][];
  /** E10/E14: counter values: `counters[c][seat]` per player, `counters[c][0]` for the game. */
  counters: number[][];
  /** E2/E14: tokens lying on each territory, and tokens each seat has picked up. */
  tokensAt: number[];
  tokensHeld: number[];
  /** E12: each seat's face-down effect cards (unseen by everyone, their holder too). */
  hiddenEffects: number[][];
  /** E12: armies a passed card gave a seat, received at its next `receive`. */
  extraArmies: number[];
  /** Y3: pieces each seat has in its reserve (the scrapheap); unused without `limits { pieces }`. */
  reserve: number[];
  /** Y2: the leader of each seat (index into the variant's leaders), -1 for none. */
  leaderOf: number[];
  /** Y9: where each seat's leader stands (-1: not on the board), and his form. */
  leaderAt: number[];
  leaderForm: number[];
  /** Whether the current player's leader has moved in this step (one jump a step). */
  leaderMoved: boolean;
  /** Y7: the state of each switch of the map (on: true). */
  switches: boolean[];
  /** Each seat's team (partners share one; a seat alone has a team of its own). Public. */
  team: number[];
  /** R13: seat tokens each seat holds (seat numbers, 0-based). Hidden from the other seats. */
  tokens: number[][];
  /** Draw pile; the top card is the last element. */
  deck: number[];
  discard: number[];
  setsTraded: number;
  round: number;
  current: number;
  turnsTaken: number[];
  phase: number;
  step: number;
  /** Armies waiting to be placed (reinforcements, or the current seat's setup armies). */
  pool: number;
  /** Setup armies not yet placed, per seat. */
  setupLeft: number[];
  /** Armies still to place in the current setup turn. */
  batchLeft: number;
  conquered: number;
  bonusUsed: number;
  movesMade: number;
  /** Whether the current turn's start (win check) has been done. */
  turnStarted: boolean;
  /** Whether the current step's one-time work (receive, draw) has been done. */
  stepStarted: boolean;
  pending: Pending | null;
  /** Dice the attacker rolled in the last roll (C6). */
  lastDice: number;
  result: GameResult | null;
}

/** A deep copy (arrays of numbers only, so this is cheap and exact). */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    rng: [...s.rng] as RngState,
    owner: s.owner.slice(),
    armies: s.armies.slice(),
    ownedCount: s.ownedCount.slice(),
    alive: s.alive.slice(),
    hands: s.hands.map((h) => h.slice()),
    objective: s.objective.slice(),
    effects: s.effects.map((e) => e.slice()),
    factionsOf: s.factionsOf,
    kinds: s.kinds.map((k) => k.slice()),
    fresh: s.fresh.slice(),
    moved: s.moved.map((m) => m.slice()),
    counters: s.counters.map((c) => c.slice()),
    tokensAt: s.tokensAt.slice(),
    tokensHeld: s.tokensHeld.slice(),
    hiddenEffects: s.hiddenEffects.map((h) => h.slice()),
    extraArmies: s.extraArmies.slice(),
    tokens: s.tokens.map((t) => t.slice()),
    team: s.team.slice(),
    switches: s.switches.slice(),
    leaderOf: s.leaderOf.slice(),
    leaderAt: s.leaderAt.slice(),
    leaderForm: s.leaderForm.slice(),
    reserve: s.reserve.slice(),
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    turnsTaken: s.turnsTaken.slice(),
    setupLeft: s.setupLeft.slice(),
    pending: s.pending ? { ...s.pending } : null,
    result: s.result ? { ...s.result, winners: s.result.winners.slice() } : null,
  };
}
