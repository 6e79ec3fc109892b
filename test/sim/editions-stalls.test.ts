// The published editions end their games at every player count they allow: 20 greedy games each
// here, 200 in test:slow (test/slow/editions-stalls.test.ts).
import { describe, expect, it } from "vitest";
import { editionCounts, greedyStalls } from "../support/editions.js";

describe("the published editions never stall", () => {
  for (const [variant, players] of editionCounts)
    it(`${variant} with ${players} players: 0 stalled of 20 greedy games`, () => {
      expect(greedyStalls(variant, players, 20, 26)).toEqual({ games: 20, stalled: 0 });
    });
});
