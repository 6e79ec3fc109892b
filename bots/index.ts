// The bots, by the names the CLI and the playground use: `random`, `greedy`, and the search bot
// as `search` (its default budget), `search:N` (N iterations a decision, deterministic) or
// `search:Nms` (N milliseconds a decision: not deterministic).
import type { Bot } from "./bot.js";
import { greedyBot } from "./greedy-bot.js";
import { randomBot } from "./random-bot.js";
import { parseSearchName, searchBot } from "./search/index.js";

export { applyAnswer, isBuiltInBot, type Bot, type BotContext } from "./bot.js";
export { searchBot, searchAdvice, parseSearchName, type SearchAdvice, type SearchOptions } from "./search/index.js";
export const bots: Record<string, Bot> = { greedy: greedyBot, random: randomBot };
/** The names to offer (the search bot also takes a budget: `search:2000`, `search:50ms`). */
export const botNames = [...Object.keys(bots), "search"];

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
