// Programmed orders (PO3): 200 greedy games of test/fixtures/orders/orders.risk (classic with an
// orders deck of "Reinforce or Attack" cards), 4 players: none stalls. Too long for npm test (about
// two minutes); test/engine/programmed-orders.test.ts plays 20.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import { simulate } from "../../sim/index.js";
import { irOf } from "../support/variants.js";

describe("programmed orders: stalls", () => {
  it("PO3 200 games of four greedy bots: none stalls at a 500-round cap", () => {
    const greedy = bots["greedy"]!;
    const report = simulate(irOf(readFileSync("test/fixtures/orders/orders.risk", "utf8")), {
      games: 200,
      seed: 11,
      maxRounds: 500,
      bots: [greedy, greedy, greedy, greedy],
    });
    expect({ games: report.games, stalled: report.stalled }).toEqual({ games: 200, stalled: 0 });
  });
});
