// The fuzzer in `npm test`: bounded seeded runs of the properties (the long runs are
// `npm run fuzz -- --count N --seed S`), every input that ever failed, and the corpus itself.
// The two-second limit per input is left to `npm run fuzz`: tests assert no wall-clock times.
import { describe, expect, it } from "vitest";
import { checkCompile } from "./compile-property.js";
import { seeds } from "./corpus.js";
import { checkFormat } from "./format-property.js";
import { FUZZ_RUN, runFuzzSlice } from "./fuzz-run.js";
import { fuzzInput } from "./inputs.js";
import { checkPlay } from "./play-property.js";
import { largeRegressions, regressionFiles } from "./regressions.js";
import { notStrings } from "./shapes.js";

const report = (failures: { index: number; origin: string; property: string; failures: string[] }[]) =>
  failures.map((f) => `input ${f.index} (${f.origin}), ${f.property}: ${f.failures.slice(0, 3).join(" | ")}`);

/** `npm test` plays the first slices of the seeded run; test/slow/fuzz-long.test.ts plays all of them. */
const SLICES = 4;

describe("fuzzing the compiler and the engine", () => {
  const reached = { clean: 0, played: 0 };
  for (let slice = 0; slice < SLICES; slice++)
    it(`seeded inputs ${slice} mod ${FUZZ_RUN.slices} (100 of the 2000): no throw, diagnostics well formed, clean compiles pass the IR schema and play`, async () => {
      const summary = await runFuzzSlice({ ...FUZZ_RUN, slice });
      expect(report(summary.failures)).toEqual([]);
      reached.clean += summary.clean;
      reached.played += summary.played;
    });

  it("the mix reaches the checker and the engine, not only the parser", () => {
    // Over the 400 inputs above: about 1 in 10 compiles clean and 1 in 12 plays (a whole run: 2000 inputs).
    expect(reached.clean).toBeGreaterThan(20);
    expect(reached.played).toBeGreaterThan(15);
  });

  it("150 seeded inputs formatted, as they are and with comments between tokens: refused for their syntax or formatted to the same meaning, once and for all", async () => {
    const summary = await runFuzzSlice({ seed: 30, count: 150, play: false, format: true, maxRounds: 0, timed: false });
    expect(report(summary.failures)).toEqual([]);
    expect(summary.formatted).toBeGreaterThan(120);
  });

  it("`--set` overrides are part of the inputs, and their diagnostics point inside the `--set` text", () => {
    const withOverrides = Array.from({ length: 400 }, (_, i) => fuzzInput(12, i)).filter((input) => input.overrides);
    expect(withOverrides.length).toBeGreaterThan(50);
    const pointingIntoSet = withOverrides.filter((input) => {
      const outcome = checkCompile(input.value, undefined, input.overrides);
      expect(outcome.failures, `input ${input.index}`).toEqual([]);
      return outcome.result?.diagnostics.some((d) => d.file === "--set");
    });
    expect(pointingIntoSet.length).toBeGreaterThan(10);
  });

  it("compile() answers anything that is not text with RISK1004 instead of throwing", () => {
    for (const value of notStrings) {
      const outcome = checkCompile(value);
      expect(outcome.failures, String(value)).toEqual([]);
      expect(outcome.result?.diagnostics.map((d) => d.code)).toEqual(["RISK1004"]);
    }
  });

  it("every input that ever failed still passes (test/fuzz/regressions)", async () => {
    const files = regressionFiles();
    expect(files.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const file of files) {
      const outcome = checkCompile(file.text, undefined, file.overrides);
      failures.push(...outcome.failures.map((f) => `${file.name}: ${f}`));
      if (file.property === "play") {
        // A play regression either compiles clean and plays, or the checker now rejects it with a code.
        if (outcome.ir) failures.push(...checkPlay(outcome.ir, { seed: 7, maxRounds: 20 }).map((f) => `${file.name}: ${f}`));
      }
      if (file.property === "format") failures.push(...(await checkFormat(file.text)).map((f) => `${file.name}: ${f}`));
    }
    for (const large of largeRegressions()) {
      const input = fuzzInput(large.seed, large.index);
      const outcome = checkCompile(input.value, undefined, input.overrides);
      failures.push(...outcome.failures.filter((f) => !f.startsWith("compile() took")).map((f) => `seed ${large.seed} input ${large.index}: ${f}`));
    }
    expect(failures).toEqual([]);
  });

  it("the checker, not the IR schema, rejects mistakes: every corpus file it accepts lowers to a valid IR", () => {
    const accepted = seeds().filter((seed) => {
      const outcome = checkCompile(seed.text, seed.name);
      expect(outcome.failures, seed.name).toEqual([]);
      return outcome.ir !== undefined;
    });
    expect(accepted.map((s) => s.name)).toEqual(expect.arrayContaining(["variants/classic.risk", "variants/risiko.risk", "mini"]));
  });
});
