// Risk Europe (variants/risk-europe.risk, EU1–EU34) ends its games: each round's programmed orders
// are weighed by playing them out, so test:slow plays 10 greedy games; the 200 of issue 26's bar
// are measured with `riskc simulate variants/risk-europe.risk --games 200 --players 4` (the figures
// are in the README's editions part).
import { describe, expect, it } from "vitest";
import { greedyStalls } from "../support/editions.js";

describe("Risk Europe never stalls", () => {
  it("risk-europe with 4 players: 0 stalled of 10 greedy games (EU26: 7 crowns at a round's end ends them)", () => {
    expect(greedyStalls("risk-europe", 4, 10, 26)).toEqual({ games: 10, stalled: 0 });
  });
});
