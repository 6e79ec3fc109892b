// The order in which a node's actions are widened into the search: the greedy bot's choice
// first (the playout policy's own move), then the others by a one-ply look — each applied once
// to a copy of the state and scored by the static evaluation for the seat that decides. Long
// lists (a fortify step may offer hundreds of moves) are looked at in a random sample.
import { applyInPlace, cloneState, nextInt, type Action, type Game, type GameState, type RngState } from "../../engine/index.js";
import { actionKey } from "./action-key.js";
import { evaluate, type Weights } from "./evaluate.js";

export function widenOrder(
  game: Game,
  state: GameState,
  actions: readonly Action[],
  seat: number,
  first: Action,
  weights: Weights,
  rng: RngState,
  /** How many to look at (0: none, the order stays random after the first). */
  lookCap: number,
): Action[] {
  const firstKey = actionKey(first);
  const rest = actions.filter((a) => actionKey(a) !== firstKey);
  // A random order, of which the first `lookCap` are looked at.
  for (let i = rest.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  const looked = rest.slice(0, lookCap);
  const values = new Map<Action, number>();
  const out = new Float64Array(state.seats);
  for (const action of looked) {
    const next = cloneState(state);
    values.set(action, applyInPlace(game, next, action) ? -1 : evaluate(game, next, weights, out)[seat]!);
  }
  looked.sort((a, b) => values.get(b)! - values.get(a)!);
  return [first, ...looked, ...rest.slice(lookCap)];
}
