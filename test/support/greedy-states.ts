// States along a game the greedy bot plays for every seat: the positions the search bot and the
// determinization are tested from, each a copy of the true state.
import { bots } from "../../bots/index.js";
import { applyInPlace, cloneState, decisionOf, legalActions, newGame, seedRng, viewFor, type Game, type GameState } from "../../engine/index.js";

/**
 * A copy of the state at every `every`-th decision of a greedy game (`choicesOnly`: only where more
 * than one action is offered), for at most `limit` decisions. An illegal greedy choice fails the test.
 */
export function* greedyStates(
  game: Game,
  seats: number,
  seed: number,
  every: number,
  { choicesOnly = false, limit = 3000 }: { choicesOnly?: boolean; limit?: number } = {},
): Generator<GameState> {
  const state = newGame(game, seats, seed);
  const rng = seedRng(seed);
  for (let i = 0; state.stage !== "over" && i < limit; i++) {
    const decision = decisionOf(game, state);
    const actions = legalActions(game, state, decision);
    if (i % every === 0 && (!choicesOnly || actions.length > 1)) yield cloneState(state);
    const action = bots["greedy"]!.choose({ game, view: viewFor(state, decision.seat), decision, actions, rng });
    const problem = applyInPlace(game, state, action);
    if (problem) throw new Error(`the greedy bot chose an illegal action ${JSON.stringify(action)}: ${problem.message}`);
  }
}
