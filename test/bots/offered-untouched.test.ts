// This package's bots change neither the offered list nor its actions: the simulator carries
// their answers out without checking them again (bots/bot.ts `isBuiltInBot`, the engine's
// `applyOffered`), so a bot that wrote into what it was offered would corrupt the game. Played
// here on frozen lists of frozen actions: any write throws (modules run in strict mode).
import { describe, expect, it } from "vitest";
import { bots, findBot, isBuiltInBot, type Bot } from "../../bots/index.js";
import { applyOffered, decisionOf, legalActions, newGame, seedRng, viewFor, type Action } from "../../engine/index.js";
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
    for (const bot of [bots.greedy!, bots.random!, search]) expect(isBuiltInBot(bot)).toBe(true);
    const mine: Bot = { name: "mine", choose: ({ actions }) => actions[0]! };
    expect(isBuiltInBot(mine)).toBe(false);
    expect(isBuiltInBot({ ...bots.greedy! })).toBe(false);
  });

  for (const name of bundledVariants) {
    const game = bundledGame(name);
    const seats = Math.min(Math.max(3, game.variant.players.min), game.variant.players.max);
    it(`C2–C7 ${name}: greedy, random and search play on frozen offers and answer with an offered object or a new action`, () => {
      let decisions = 0;
      for (const [seed, seated] of [
        [1, [bots.greedy!, bots.random!]],
        [2, [search, bots.greedy!]],
      ] as const) {
        const state = newGame(game, seats, seed);
        const rng = seedRng(seed);
        for (let i = 0; i < (seated[0] === search ? 150 : 1500) && state.stage !== "over"; i++) {
          const decision = decisionOf(game, state);
          const offered = legalActions(game, state, decision);
          const before = JSON.stringify(offered);
          deepFreeze(offered);
          const bot = seated[decision.seat % seated.length]!;
          const action: Action = bot.choose({ game, view: viewFor(state, decision.seat), decision, actions: offered, rng });
          expect(JSON.stringify(offered)).toBe(before);
          expect(applyOffered(game, state, offered, action)).toBeUndefined();
          decisions++;
        }
      }
      expect(decisions).toBeGreaterThan(100);
    });
  }
});
