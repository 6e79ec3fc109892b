// One slice of a fuzz run: inputs index ≡ slice (mod slices) of [0, count). Checks the compiler
// property on each input, the formatter's property on each text (up to 64 kB) and on the same
// text with comments put between random tokens, and the play property on each distinct clean IR. Shared by the CLI runner (scripts/fuzz.ts, in worker
// threads) and the bounded tests in `npm test`.
import { createHash } from "node:crypto";
import { deriveSeed } from "../../engine/index.js";
import { withComments } from "./comments.js";
import { checkCompile } from "./compile-property.js";
import { checkFormat, MAX_FORMATTED_CHARS } from "./format-property.js";
import { fuzzInput, type FuzzInput } from "./inputs.js";
import { checkPlay } from "./play-property.js";
import { Random } from "./random.js";

export interface FuzzOptions {
  seed: number;
  count: number;
  slice?: number;
  slices?: number;
  /** Play each distinct clean IR (the play property). */
  play: boolean;
  /** Format each text and check the result (the formatter's property). */
  format: boolean;
  maxRounds: number;
  /** Check the two-second limit per input (off in `npm test`: tests assert no wall-clock times). */
  timed: boolean;
}

/** The seeded run the tests play: 2000 inputs in 20 slices (test/fuzz/fuzz.test.ts plays a few slices, test:slow all). */
export const FUZZ_RUN = { seed: 12, count: 2000, slices: 20, play: true, format: false, maxRounds: 20, timed: false } as const;

export type FuzzProperty = "compile" | "play" | "format";

export interface FuzzFailure {
  index: number;
  origin: string;
  property: FuzzProperty;
  failures: string[];
  /** The input, when it is text (kept as a regression file). */
  text?: string;
  /** The input's `--set` overrides, if it had any. */
  overrides?: Record<string, string>;
}

export interface FuzzSummary {
  inputs: number;
  clean: number;
  played: number;
  games: number;
  /** Texts the formatter was run on (each also with comments added). */
  formatted: number;
  failures: FuzzFailure[];
  slowestMs: number;
}

const COMMENTS_STREAM = 0xc0;

const irKey = (ir: unknown) => createHash("sha1").update(JSON.stringify(ir)).digest("hex");

export async function runFuzzSlice(options: FuzzOptions, onInput?: (done: number) => void): Promise<FuzzSummary> {
  const slices = options.slices ?? 1;
  const slice = options.slice ?? 0;
  const summary: FuzzSummary = { inputs: 0, clean: 0, played: 0, games: 0, formatted: 0, failures: [], slowestMs: 0 };
  const playedIrs = new Set<string>();
  for (let index = slice; index < options.count; index += slices) {
    const input: FuzzInput = fuzzInput(options.seed, index);
    const outcome = checkCompile(input.value, undefined, input.overrides);
    const failures = options.timed ? outcome.failures : outcome.failures.filter((f) => !f.startsWith("compile() took"));
    const text = typeof input.value === "string" ? { text: input.value } : {};
    const about = { index, origin: input.origin, ...text, ...(input.overrides ? { overrides: input.overrides } : {}) };
    summary.inputs++;
    summary.slowestMs = Math.max(summary.slowestMs, outcome.ms);
    if (failures.length > 0) summary.failures.push({ ...about, property: "compile", failures });
    if (outcome.ir) {
      summary.clean++;
      const key = irKey(outcome.ir);
      if (options.play && !playedIrs.has(key)) {
        playedIrs.add(key);
        summary.played++;
        summary.games += (outcome.ir.players.max - outcome.ir.players.min + 1) * 2;
        const played = checkPlay(outcome.ir, { seed: index, maxRounds: options.maxRounds });
        if (played.length > 0) summary.failures.push({ ...about, property: "play", failures: played });
      }
    }
    if (options.format && typeof input.value === "string" && input.value.length <= MAX_FORMATTED_CHARS) {
      summary.formatted++;
      // Drawn apart from the input's own choices, so that input i stays the same text.
      const commented = withComments(input.value, new Random(deriveSeed(deriveSeed(options.seed, index), COMMENTS_STREAM)));
      for (const [text, origin] of [
        [input.value, input.origin],
        [commented, `${input.origin}, with comments`],
      ] as const) {
        const formatting = await checkFormat(text, options.timed);
        if (formatting.length > 0) summary.failures.push({ index, origin, text, property: "format", failures: formatting });
      }
    }
    onInput?.(summary.inputs);
  }
  return summary;
}
