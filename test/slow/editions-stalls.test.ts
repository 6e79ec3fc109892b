// Issue 26's bar for the published editions: `riskc simulate` of each at every player count it
// allows ends its games: 0 stalled in 200 greedy games (npm test plays 20 of each:
// test/sim/editions-stalls.test.ts).
import { describe, expect, it } from "vitest";
import { editionCounts, greedyStalls } from "../support/editions.js";

describe("the published editions never stall (200 greedy games at every player count)", () => {
  for (const [variant, players] of editionCounts)
    it(`${variant} with ${players} players: 0 stalled of 200`, () => {
      expect(greedyStalls(variant, players, 200, 26)).toEqual({ games: 200, stalled: 0 });
    });
});
