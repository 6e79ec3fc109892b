// Stalls at a full table: four greedy bots on classic end their games (300 of them; too many for
// a busy machine's test budget, so here in test:slow). npm test's behaviour fixtures count the
// stalled games of every variant too.
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import { simulate } from "../../sim/index.js";
import { classicIr } from "../support/variants.js";

describe("stalls", () => {
  it("four greedy bots stall in under 2% of games at a 500-round cap", () => {
    const greedy = bots["greedy"]!;
    const report = simulate(classicIr(), { games: 300, seed: 5, maxRounds: 500, bots: [greedy, greedy, greedy, greedy] });
    expect(report.stalled / report.games).toBeLessThan(0.02);
    expect(report.players.reduce((s, p) => s + p.wins, 0) + report.stalled).toBe(300);
  });
});
