// One game, start to finish, with bots deciding every action. Returns what the report needs and,
// if asked, the action list that replays the game exactly from its seed.
import {
  applyInPlace,
  decisionOf,
  deriveSeed,
  legalActions,
  newGame,
  seedRng,
  viewFor,
  type Action,
  type Game,
  type GameState,
} from "../engine/index.js";
import type { Bot } from "../bots/bot.js";

export interface GameRecord {
  seed: number;
  /** Seats that won (empty when the game stalled). */
  winners: number[];
  /** The end reason, or "stalled" when the round cap was reached first. */
  reason: string;
  rounds: number;
  actions?: Action[];
}

export interface PlayOptions {
  maxRounds: number;
  recordActions?: boolean;
  /** Called with the state after every action (the playground's "watch one game"). */
  onAction?: (state: GameState, action: Action) => void;
}

export const STALLED = "stalled";

/** A bot that takes more actions than this in one turn never ends it: the game counts as stalled. */
const MAX_ACTIONS_PER_TURN = 20_000;

export function playGame(game: Game, bots: readonly Bot[], seed: number, options: PlayOptions): GameRecord {
  const state = newGame(game, bots.length, seed);
  const botRng = seedRng(deriveSeed(seed, 0xb075));
  const actions: Action[] = [];
  let turnKey = -1;
  let actionsThisTurn = 0;
  while (state.stage !== "over" && state.round <= options.maxRounds) {
    const key = state.round * state.seats + state.current;
    actionsThisTurn = key === turnKey ? actionsThisTurn + 1 : 0;
    turnKey = key;
    if (actionsThisTurn > MAX_ACTIONS_PER_TURN) break;
    const decision = decisionOf(game, state);
    const legal = legalActions(game, state);
    const action = bots[decision.seat]!.choose({ game, view: viewFor(state, decision.seat), decision, actions: legal, rng: botRng });
    const problem = applyInPlace(game, state, action);
    if (problem)
      throw new Error(`bot ${bots[decision.seat]!.name} chose an illegal action (${problem.code}: ${problem.message}): ${JSON.stringify(action)}`);
    if (options.recordActions) actions.push(action);
    options.onAction?.(state, action);
  }
  const over = state.result;
  return {
    seed,
    winners: over ? over.winners : [],
    reason: over ? over.reason : STALLED,
    rounds: over ? state.round : Math.min(state.round, options.maxRounds),
    ...(options.recordActions ? { actions } : {}),
  };
}
