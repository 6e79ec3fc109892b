// Refactors keep behaviour: every bundled variant's seeded report and the exact action sequence
// of a few games are the ones committed in test/fixtures/behaviour/ (see test/support/behaviour.ts).
// The report has since grown new fields (metrics, after the others): the committed bytes must
// still be exactly the start of it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { actionDigest, behaviourCases, behaviourPath, committedDigests, simulateJson } from "../support/behaviour.js";

describe("behaviour fixtures", () => {
  const digests = committedDigests();
  for (const c of behaviourCases) {
    it(`${c.variant} with ${c.players} players: simulate --json --seed 1 --games 500 is byte-identical in the fields it had`, async () => {
      // The committed report, byte for byte, is the start of today's, which adds new fields after it.
      const committed = readFileSync(behaviourPath(c), "utf8");
      const today = await simulateJson(c);
      expect(committed.endsWith("\n}\n")).toBe(true);
      expect(today.slice(0, committed.length - 3)).toBe(committed.slice(0, -3));
      expect(today.slice(committed.length - 3, committed.length + 12)).toBe(',\n  "metrics": ');
    });
    it(`${c.variant} with ${c.players} players: the same actions in the same order`, () => {
      expect(actionDigest(c)).toBe(digests[`${c.variant}-${c.players}`]);
    });
  }
});
