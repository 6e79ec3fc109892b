// Golden files: each fixture's rendered diagnostics (code frames with carets) must match the
// reviewed .diag.txt beside it. Update with `npx tsx scripts/update-golden.ts` and review the diff.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { goldenFixtures, goldenPath, renderGolden } from "../support/golden.js";

describe("rendered diagnostics match their golden files", () => {
  const fixtures = goldenFixtures();

  it("has at least 15 distinct error cases", () => {
    const codes = new Set(fixtures.flatMap((f) => [...readFileSync(goldenPath(f), "utf8").matchAll(/^error\[(RISK\d+)\]/gm)].map((m) => m[1])));
    expect(codes.size).toBeGreaterThanOrEqual(15);
  });

  for (const fixture of fixtures) {
    it(fixture, () => {
      expect(existsSync(goldenPath(fixture)), `${goldenPath(fixture)} is missing`).toBe(true);
      expect(renderGolden(fixture)).toBe(readFileSync(goldenPath(fixture), "utf8"));
    });
  }
});
