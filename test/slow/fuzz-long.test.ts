// The fuzzer's whole seeded run (2000 inputs over both properties), of which `npm test` plays the
// first slices (test/fuzz/fuzz.test.ts): too long for a busy machine's test budget.
import { describe, expect, it } from "vitest";
import { FUZZ_RUN, runFuzzSlice } from "../fuzz/fuzz-run.js";

describe("fuzzing the compiler and the engine, the whole run", () => {
  it("2000 seeded inputs: no throw, diagnostics well formed, clean compiles pass the IR schema and play", async () => {
    let clean = 0;
    let played = 0;
    const failures: string[] = [];
    for (let slice = 0; slice < FUZZ_RUN.slices; slice++) {
      const summary = await runFuzzSlice({ ...FUZZ_RUN, slice });
      failures.push(...summary.failures.map((f) => `input ${f.index} (${f.origin}), ${f.property}: ${f.failures.slice(0, 3).join(" | ")}`));
      clean += summary.clean;
      played += summary.played;
    }
    expect(failures).toEqual([]);
    expect(clean).toBeGreaterThan(100);
    expect(played).toBeGreaterThan(50);
  });
});
