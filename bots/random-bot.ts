// The baseline: a uniformly random legal action at every decision.
import { nextInt } from "../engine/index.js";
import { builtInBot, type Bot } from "./bot.js";

export const randomBot: Bot = builtInBot({
  name: "random",
  choose: ({ actions, rng }) => actions[nextInt(rng, actions.length)]!,
});
