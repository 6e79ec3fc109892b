// What one player may see: their own hand, objective, effect cards and seat tokens, the sizes of
// the others' hands and of the deck, and no random state. Bots get a view, never the state
// (hidden information stays hidden). Built field by field: the simulator makes one per decision.
import type { GameState } from "./state.js";

export interface PlayerView extends Omit<GameState, "rng" | "hands" | "deck" | "objective" | "effects" | "tokens" | "hiddenEffects"> {
  seat: number;
  hand: number[];
  handSizes: number[];
  deckSize: number;
  /** The seat's own secret objective (R3); the others' are not in the view. */
  objective: number;
  /** The seat's own effect cards; of the others, only how many they hold. */
  effects: number[];
  effectCounts: number[];
  /** The seat's own seat tokens (R13); the others' are secret. */
  tokens: number[];
  /** E12: how many face-down effect cards each seat holds (nobody knows which). */
  hiddenEffectCounts: number[];
}

const EMPTY = Object.freeze([]) as never[];
const copy = (xs: readonly number[]): number[] => (xs.length === 0 ? EMPTY : xs.slice());
const copyRows = (rows: readonly number[][]): number[][] => (rows.length === 0 ? EMPTY : rows.map(copy));

export function viewFor(state: GameState, seat: number): PlayerView {
  return {
    seats: state.seats,
    stage: state.stage,
    owner: state.owner.slice(),
    armies: state.armies.slice(),
    ownedCount: state.ownedCount.slice(),
    alive: state.alive.slice(),
    discard: state.discard.slice(),
    setsTraded: state.setsTraded,
    round: state.round,
    current: state.current,
    turnsTaken: state.turnsTaken.slice(),
    team: state.team.slice(),
    switches: state.switches.slice(),
    leaderOf: state.leaderOf.slice(),
    leaderAt: state.leaderAt.slice(),
    leaderForm: state.leaderForm.slice(),
    leaderMoved: state.leaderMoved,
    reserve: state.reserve.slice(),
    factionsOf: state.factionsOf,
    // Rows a variant does not use are empty: one shared empty list rather than a copy per view.
    kinds: copyRows(state.kinds),
    fresh: copy(state.fresh),
    moved: copyRows(state.moved),
    counters: copyRows(state.counters),
    tokensAt: copy(state.tokensAt),
    tokensHeld: state.tokensHeld.slice(),
    extraArmies: state.extraArmies.slice(),
    hiddenEffectCounts: state.hiddenEffects.map((h) => h.length),
    phase: state.phase,
    step: state.step,
    pool: state.pool,
    setupLeft: state.setupLeft.slice(),
    batchLeft: state.batchLeft,
    conquered: state.conquered,
    bonusUsed: state.bonusUsed,
    movesMade: state.movesMade,
    turnStarted: state.turnStarted,
    stepStarted: state.stepStarted,
    pending: state.pending ? { ...state.pending } : null,
    lastDice: state.lastDice,
    result: state.result ? { reason: state.result.reason, winners: state.result.winners.slice() } : null,
    seat,
    hand: state.hands[seat]!.slice(),
    handSizes: state.hands.map((h) => h.length),
    deckSize: state.deck.length,
    objective: state.objective[seat] ?? -1,
    effects: state.effects[seat]!.slice(),
    effectCounts: state.effects.map((e) => e.length),
    tokens: state.tokens[seat]!.slice(),
  };
}
