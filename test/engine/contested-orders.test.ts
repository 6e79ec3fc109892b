// CT3 with PO3: a round of programmed orders ends after every seat's last card, and its contested
// territories fight then (test/fixtures/contested/contested-orders.risk). Before this was built
// together, a contest made in a programmed round was never fought.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createGame, type GameState } from "../../engine/index.js";
import { bots } from "../../bots/index.js";
import { playGame } from "../../sim/index.js";
import { irOf } from "../support/variants.js";

const game = createGame(irOf(readFileSync("test/fixtures/contested/contested-orders.risk", "utf8")));

describe("CT3 PO3: battles at the end of a round of programmed cards", () => {
  it("CT3 PO3 every round of 4 greedy seats begins with no territory contested, and contests were fought", () => {
    let round = 1;
    let contests = 0;
    let leftOver = 0;
    let attacks = 0;
    const seen = new Set<number>();
    playGame(game, Array(4).fill(bots["greedy"]!), 5, {
      maxRounds: 12,
      onAction: (state: GameState, action) => {
        if (action.type === "attack") attacks++;
        for (const row of state.contested) seen.add(row[0]! * 1000 + state.round);
        if (state.round !== round) {
          round = state.round;
          leftOver += state.contested.length;
        }
      },
    });
    contests = seen.size;
    expect(contests).toBeGreaterThan(0);
    expect(leftOver).toBe(0);
    // The greedy bot weighs an order with the round's battles settled as they most likely end: an
    // invasion is not armies thrown away (weighed without them, it never chose "Attack" here).
    expect(attacks).toBeGreaterThan(0);
  });
});
