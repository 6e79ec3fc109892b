// A playout: from a state, every seat plays as the greedy bot until the horizon (a number of
// turns ended) or the playout's cap on decisions, whichever comes first; the caller scores the
// state it leaves with the static evaluation.
import { applyOffered, decisionOf, legalActions, viewFor, type Game, type GameState, type PlayerView, type RngState } from "../../engine/index.js";
import { greedyBot } from "../greedy-bot.js";

/** Counts the turns that end while a state is played on (a change of the seat to move, or the end). */
export class TurnCounter {
  ended = 0;
  private seat: number;
  constructor(state: GameState) {
    this.seat = state.current;
  }
  /** Note the state after an action; true once `horizon` turns have ended. */
  passed(state: GameState, horizon: number): boolean {
    if (state.stage === "over") return true;
    if (state.current !== this.seat) {
      this.ended++;
      this.seat = state.current;
    }
    return this.ended >= horizon;
  }
}

/** Play `state` on with the greedy policy (in place) until `turns` says the horizon is reached or `cap` decisions are played. */
export function playout(game: Game, state: GameState, turns: TurnCounter, horizon: number, cap: number, rng: RngState): void {
  // One view rewritten at each decision: the greedy policy reads it only while it chooses.
  let view: PlayerView | undefined;
  for (let n = 0; n < cap && !turns.passed(state, horizon); n++) {
    const decision = decisionOf(game, state);
    const actions = legalActions(game, state, decision);
    const action =
      actions.length === 1 ? actions[0]! : greedyBot.choose({ game, view: (view = viewFor(state, decision.seat, view)), decision, actions, rng });
    if (applyOffered(game, state, actions, action)) throw new Error(`playout: the greedy policy chose an illegal action ${JSON.stringify(action)}`);
  }
}
