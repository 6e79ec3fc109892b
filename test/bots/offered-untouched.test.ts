// This package's bots change neither the offered list nor its actions: the simulator carries
// their answers out without checking them again (bots/bot.ts `isBuiltInBot`, the engine's
// `applyOffered`), so a bot that wrote into what it was offered would corrupt the game. Played
// here on frozen lists of frozen actions: any write throws (modules run in strict mode).
import { describe, expect, it } from "vitest";
import { bots, exploiters, findBot, isBuiltInBot, type Bot } from "../../bots/index.js";
import { playDecisions } from "../support/play-decisions.js";
import { bundledGame, bundledVariants } from "../support/variants.js";

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

const search = findBot("search:8")!;

describe("the bots of this package and what they are offered", () => {
  it("are the ones the simulator trusts; a bot of another make is not", () => {
    for (const bot of [bots.greedy!, bots.random!, search, ...exploiters]) expect(isBuiltInBot(bot)).toBe(true);
    const mine: Bot = { name: "mine", choose: ({ actions }) => actions[0]! };
    expect(isBuiltInBot(mine)).toBe(false);
    expect(isBuiltInBot({ ...bots.greedy! })).toBe(false);
  });

  for (const name of bundledVariants) {
    const game = bundledGame(name);
    const seats = Math.min(Math.max(3, game.variant.players.min), game.variant.players.max);
    it(`C2–C7 ${name}: greedy, random, search and the exploiters play on frozen offers and answer with an offered object or a new action`, () => {
      let decisions = 0;
      // Each bot answers on a deep-frozen offer, which it must leave as it was.
      const onFrozen = (bot: Bot): Bot => ({
        name: bot.name,
        choose: (ctx) => {
          const before = JSON.stringify(ctx.actions);
          deepFreeze(ctx.actions);
          const action = bot.choose(ctx);
          expect(JSON.stringify(ctx.actions)).toBe(before);
          decisions++;
          return action;
        },
      });
      for (const [seed, seated, limit] of [
        [1, [bots.greedy!, bots.random!], 1500],
        [2, [search, bots.greedy!], 150],
        [3, exploiters, 1500],
        [4, [...exploiters].reverse(), 1500],
      ] as const)
        playDecisions(
          game,
          Array.from({ length: seats }, (_, s) => onFrozen(seated[s % seated.length]!)),
          seed,
          limit,
        );
      expect(decisions).toBeGreaterThan(100);
    });
  }
});
