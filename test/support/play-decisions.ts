// A game played in place for a test: at every decision `visit` looks at the state and what is
// offered, then the seat's bot answers, and every answer is checked (an illegal one fails the
// test with the engine's reason). The bots share one generator seeded from the game's seed.
import { bots, type Bot } from "../../bots/index.js";
import {
  applyInPlace,
  decisionOf,
  legalActions,
  newGame,
  seedRng,
  viewFor,
  type Action,
  type Decision,
  type Game,
  type GameState,
} from "../../engine/index.js";

/** Sees the decision numbered `index` before the bot answers; returning true stops the game there. */
export type Visit = (state: GameState, decision: Decision, offered: Action[], index: number) => boolean | void;

/** Plays `seatBots.length` seats (seat s is `seatBots[s]`) for at most `limit` decisions or to the end; returns the state where play stopped. */
export function playDecisions(game: Game, seatBots: readonly Bot[], seed: number, limit: number, visit?: Visit): GameState {
  const state = newGame(game, seatBots.length, seed);
  const rng = seedRng(seed);
  for (let i = 0; i < limit && state.stage !== "over"; i++) {
    const decision = decisionOf(game, state);
    const offered = legalActions(game, state, decision);
    if (visit?.(state, decision, offered, i) === true) break;
    const action = seatBots[decision.seatIndex]!.choose({ game, view: viewFor(state, decision.seat), decision, actions: offered, rng });
    const problem = applyInPlace(game, state, action);
    if (problem)
      throw new Error(`${seatBots[decision.seatIndex]!.name} chose an illegal action ${JSON.stringify(action)}: ${problem.code} ${problem.message}`);
  }
  return state;
}

/** Greedy and random seats taking turns, greedy at the even seats when `greedyFirst`. */
export function alternatingSeats(seats: number, greedyFirst: boolean): Bot[] {
  return Array.from({ length: seats }, (_, s) => bots[(s % 2 === 0) === greedyFirst ? "greedy" : "random"]!);
}
