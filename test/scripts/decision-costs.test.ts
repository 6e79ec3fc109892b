// `npm run profile -- <workload> --by-decision` (scripts/decision-costs.ts) times the games the
// simulator plays: the same seeds, the same decisions, each counted once under its kind.
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import { deriveSeed } from "../../engine/index.js";
import { decisionCosts } from "../../scripts/decision-costs.js";
import { playGame } from "../../sim/play-game.js";
import { classicGame } from "../support/variants.js";

describe("decision costs", () => {
  it("C1-C8 counts every decision of the simulator's games once, by decision and action, with the offered lists' sizes", () => {
    const game = classicGame();
    const seats = Array.from({ length: 4 }, () => bots["greedy"]!);
    const games = 3;
    const costs = decisionCosts(game, seats, games, 7, 500);
    const played = Array.from({ length: games }, (_, i) => playGame(game, seats, deriveSeed(7, i), { maxRounds: 500, recordActions: true }));
    const actions = played.flatMap((r) => r.actions!);
    const byType = new Map<string, number>();
    for (const a of actions) byType.set(a.type, (byType.get(a.type) ?? 0) + 1);
    const counted = new Map<string, number>();
    for (const c of costs) {
      const type = c.kind.split("/")[1]!;
      counted.set(type, (counted.get(type) ?? 0) + Math.round(c.perGame * games));
      expect(c.offered).toBeGreaterThanOrEqual(1);
      expect(Math.min(c.enumerateUs, c.chooseUs, c.applyUs)).toBeGreaterThanOrEqual(0);
    }
    expect(counted).toEqual(byType);
    // C2/C3/C5/C6: setup placements, reinforcements, attacks, advances and the end of the attack step are all there.
    expect(costs.map((c) => c.kind)).toEqual(
      expect.arrayContaining(["setupPlace/place", "place/place", "attack/attack", "advance/advance", "attack/end"]),
    );
  });
});
