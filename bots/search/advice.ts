// The search bot's advice for a person (a hint): the action it would take and its estimate of
// the deciding seat's chance to win after it. The same search as the bot's, from the same view.
import type { Action, Game, PlayerView, RngState } from "../../engine/index.js";
import { actionKey } from "./action-key.js";
import { defaultSearchOptions, type SearchOptions } from "./options.js";
import { search } from "./search.js";

export interface SearchAdvice {
  /** The action, as one of the offered objects when it is one of them. */
  action: Action;
  /** The searched win chance of the deciding seat after the action, from 0 to 1 (its mean over the search's visits). */
  estimate: number;
  iterations: number;
}

export function searchAdvice(
  game: Game,
  view: PlayerView,
  offered: readonly Action[],
  rng: RngState,
  settings: Partial<SearchOptions> = {},
): SearchAdvice {
  const result = search(game, view, rng, { ...defaultSearchOptions, ...settings });
  const best = result.root.mostVisited()!;
  const key = actionKey(result.action);
  return {
    action: offered.find((a) => actionKey(a) === key) ?? result.action,
    estimate: best.visits > 0 ? best.total / best.visits : 0,
    iterations: result.iterations,
  };
}
