// The bots, by the names the CLI and the playground use.
import type { Bot } from "./bot.js";
import { greedyBot } from "./greedy-bot.js";
import { randomBot } from "./random-bot.js";

export type { Bot, BotContext } from "./bot.js";
export const bots: Record<string, Bot> = { greedy: greedyBot, random: randomBot };
export const botNames = Object.keys(bots);

export { DEFAULT_BOTS } from "./defaults.js";

/** The bot of this name; never what every object inherits (`constructor`, `__proto__`). */
export function findBot(name: string): Bot | undefined {
  return Object.hasOwn(bots, name) ? bots[name] : undefined;
}
