// The greedy bot's choices that the rule tests do not cover.
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../bots/greedy-bot.js";
import { applyInPlace, decisionOf, legalActions, viewFor } from "../../engine/index.js";
import { seedRng } from "../../engine/rng.js";
import { classicGame } from "../support/variants.js";
import { groupTerritories, playState, territoryIndex } from "../support/engine.js";

describe("greedy bot", () => {
  it("C3: it breaks a continent an opponent holds whole before taking an equally easy territory elsewhere", () => {
    const game = classicGame();
    const owners: Record<string, number> = { Brazil: 0 };
    for (const name of groupTerritories(game, "Africa")) owners[name] = 1;
    const state = playState(game, { seats: 3, owners, rest: 2, armiesAt: { Brazil: 10 } });
    // Place the reinforcements, then look at the first attack.
    while (decisionOf(game, state).kind !== "attack") {
      const d = decisionOf(game, state);
      const action = greedyBot.choose({ game, view: viewFor(state, d.seat), decision: d, actions: legalActions(game, state), rng: seedRng(1) });
      
      expect(applyInPlace(game, state, action)).toBeUndefined();
    }
    const d = decisionOf(game, state);
    const choice = greedyBot.choose({ game, view: viewFor(state, d.seat), decision: d, actions: legalActions(game, state), rng: seedRng(1) });
    // Brazil borders North Africa (Africa: all the second player's) and Venezuela, Peru, Argentina (one army each, like North Africa).
    expect(choice).toMatchObject({ type: "attack", from: territoryIndex(game, "Brazil"), to: territoryIndex(game, "North Africa") });
  });
});
