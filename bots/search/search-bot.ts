// The search bot: information-set MCTS (search.ts) over the engine's enumerated actions, with
// greedy playouts scored by the fitted static evaluation. It reads only its view and its own
// generator; a decision with one action is taken without a search.
import type { Action } from "../../engine/index.js";
import { builtInBot, type Bot, type BotContext } from "../bot.js";
import { actionKey } from "./action-key.js";
import { defaultSearchOptions, type SearchOptions } from "./options.js";
import { search } from "./search.js";

export function searchBot(name: string, settings: Partial<SearchOptions> = {}): Bot {
  const options: SearchOptions = { ...defaultSearchOptions, ...settings };
  return builtInBot({
    name,
    choose({ game, view, actions, rng }: BotContext): Action {
      if (actions.length === 1) return actions[0]!;
      const chosen = search(game, view, rng, options).action;
      // Hand back the engine's own object for the chosen action when it offered it.
      const key = actionKey(chosen);
      return actions.find((a) => actionKey(a) === key) ?? chosen;
    },
  });
}
