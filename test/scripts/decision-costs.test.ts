// `npm run profile -- <workload> --by-decision` (scripts/decision-costs.ts) times the games the
// simulator plays: the same seeds, the same decisions, each counted once under its kind.
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import { applyInPlace, decisionOf, deriveSeed, newGame } from "../../engine/index.js";
import { decisionCosts } from "../../scripts/decision-costs.js";
import { playGame } from "../../sim/play-game.js";
import { classicGame } from "../support/variants.js";

describe("decision costs", () => {
  it("C2/C3/C5/C6/C7 counts every decision of the simulator's games once, by decision and action, the costliest a game first", () => {
    const game = classicGame();
    const seats = Array.from({ length: 4 }, () => bots["greedy"]!);
    const games = 3;
    const costs = decisionCosts(game, seats, games, 7, 500);
    // The same games replayed from the simulator's records: each decision's kind and the action taken.
    const expected = new Map<string, number>();
    for (let i = 0; i < games; i++) {
      const seed = deriveSeed(7, i);
      const record = playGame(game, seats, seed, { maxRounds: 500, recordActions: true });
      const state = newGame(game, seats.length, seed);
      for (const action of record.actions!) {
        const kind = `${decisionOf(game, state).kind}/${action.type}`;
        expected.set(kind, (expected.get(kind) ?? 0) + 1);
        expect(applyInPlace(game, state, action)).toBeUndefined();
      }
    }
    expect(new Map(costs.map((c) => [c.kind, Math.round(c.perGame * games)]))).toEqual(expected);
    // Setup placements, reinforcements, attacks, advances, moves and the ends of steps are all there.
    expect([...expected.keys()]).toEqual(
      expect.arrayContaining(["setupPlace/place", "place/place", "attack/attack", "advance/advance", "attack/end", "fortify/fortify"]),
    );
    const perGame = costs.map((c) => c.perGame * c.totalUs);
    expect(perGame).toEqual([...perGame].sort((a, b) => b - a));
    for (const c of costs) expect(c.totalUs).toBeCloseTo(c.decideUs + c.enumerateUs + c.viewUs + c.chooseUs + c.applyUs, 9);
    // C6: an advance offers the minimum, the maximum and half way (distinct counts only): 1 to 3.
    const advance = costs.find((c) => c.kind === "advance/advance")!;
    expect(advance.offered).toBeGreaterThan(1);
    expect(advance.offered).toBeLessThanOrEqual(3);
  });
});
