// The bots, by the names the CLI and the playground use: `random`, `greedy`, and the search bot
// as `search` (its default budget), `search:N` (N iterations a decision, deterministic) or
// `search:Nms` (N milliseconds a decision: not deterministic); and the exploiters (exploiters/),
// simple strategies the ladder sets against the judges.
import type { Bot } from "./bot.js";
import { greedyBot } from "./greedy-bot.js";
import { randomBot } from "./random-bot.js";
import { exploiters } from "./exploiters/index.js";
import { parseSearchName, searchBot } from "./search/index.js";

export { applyAnswer, isBuiltInBot, type Bot, type BotContext } from "./bot.js";
export { searchBot, searchAdvice, parseSearchName, DEFAULT_ITERATIONS, type SearchAdvice, type SearchOptions } from "./search/index.js";
export { exploiters, type Exploiter } from "./exploiters/index.js";
export const bots: Record<string, Bot> = { greedy: greedyBot, random: randomBot, ...Object.fromEntries(exploiters.map((bot) => [bot.name, bot])) };
/** The names to offer (the search bot also takes a budget: `search:2000`, `search:50ms`). */
export const botNames = [...Object.keys(bots), "search"];
/** What each name of `botNames` plays like, in a sentence (`riskc bots`). */
export const botSummaries: Record<string, string> = {
  greedy: "the default judge: reinforces its best front, attacks while the exact odds favour it, trades at once, fortifies toward the front",
  random: "a uniformly random legal action at every decision (the baseline)",
  ...Object.fromEntries(exploiters.map((bot) => [bot.name, `exploiter: ${bot.summary}`])),
  search: "information-set Monte Carlo tree search with greedy playouts; search:N iterations a decision (search alone: 150), search:Nms milliseconds",
};

const searchBots = new Map<string, Bot>();

export { DEFAULT_BOTS } from "./defaults.js";

/** The bot of this name; never what every object inherits (`constructor`, `__proto__`). */
export function findBot(name: string): Bot | undefined {
  if (Object.hasOwn(bots, name)) return bots[name];
  const settings = parseSearchName(name);
  if (!settings) return undefined;
  let bot = searchBots.get(name);
  if (!bot) searchBots.set(name, (bot = searchBot(name, settings)));
  return bot;
}
