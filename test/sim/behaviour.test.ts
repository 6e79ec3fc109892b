// Refactors keep behaviour: every bundled variant's seeded report and the exact action sequence
// of a few games are the ones committed in test/fixtures/behaviour/ (see test/support/behaviour.ts).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { actionDigest, BEHAVIOUR_GAMES, behaviourCases, behaviourPath, committedDigests, simulateJson } from "../support/behaviour.js";

describe("behaviour fixtures", () => {
  const digests = committedDigests();
  for (const c of behaviourCases) {
    it(`${c.variant} with ${c.players} players: simulate --json --seed 1 --games ${c.games ?? BEHAVIOUR_GAMES} is byte-identical`, async () => {
      expect(await simulateJson(c)).toBe(readFileSync(behaviourPath(c), "utf8"));
    });
    it(`${c.variant} with ${c.players} players: the same actions in the same order`, () => {
      expect(actionDigest(c)).toBe(digests[`${c.variant}-${c.players}`]);
    });
  }
});
