// The fuzzer's inputs: input i of a run seeded S is always the same text, so a failure is
// reproduced from (S, i) alone. Most are mutants of the seeds (the bundled variants weigh most),
// some are mutants of mutants, some pathological shapes, a few not text at all. A quarter of the
// texts come with `--set` overrides, as the CLI passes them: names of the text's parameters (and
// misspellings), values from empty and blank to huge, words, signs and line breaks.
import { deriveSeed } from "../../engine/index.js";
import { seeds, type Seed } from "./corpus.js";
import { edgeNumbers, mutate } from "./mutate.js";
import { Random } from "./random.js";
import { notStrings, pathological } from "./shapes.js";

export interface FuzzInput {
  index: number;
  /** How the input was made: `mutant of variants/classic.risk`, `shape`, `not a string`. */
  origin: string;
  value: unknown;
  /** `--set name=value` overrides, as written. */
  overrides?: Record<string, string>;
}

function weightedSeed(r: Random, all: readonly Seed[]): Seed {
  // Half the mutants start from a bundled variant or the mini variant: real variants, near-valid.
  if (r.chance(0.5)) return r.pick(all.filter((s) => s.name.startsWith("variants/") || s.name === "mini"));
  return r.pick(all);
}

/** Values `--set` passes through untouched (the CLI only splits at the first `=`). */
const overrideValues = ["", " ", "-1", "+4", "01", "1.5", "1e3", " 2", "7 ", "true", "false", "TRUE", "adjacent", "x", "a b", "é", "\n", "=", "1..3"];

function overridesFor(r: Random, text: string): Record<string, string> | undefined {
  if (!r.chance(0.25)) return undefined;
  const params = [...text.matchAll(/\bparam\s+([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);
  const names = params.length > 0 ? params : ["placeBatch"];
  const overrides: Record<string, string> = {};
  for (let n = r.between(1, 3); n > 0; n--) {
    const name = r.pick(names);
    const misspelt = r.chance(0.1) ? `${name.toLowerCase()}s` : name;
    overrides[misspelt] = r.chance(0.4) ? r.pick(edgeNumbers) : r.pick(overrideValues);
  }
  return overrides;
}

function withOverrides(input: FuzzInput, r: Random): FuzzInput {
  const overrides = typeof input.value === "string" ? overridesFor(r, input.value) : undefined;
  return overrides ? { ...input, overrides } : input;
}

export function fuzzInput(seed: number, index: number): FuzzInput {
  const r = new Random(deriveSeed(seed, index));
  const all = seeds();
  const donors = all.map((s) => s.text);
  const roll = r.int(100);
  if (roll < 1) return { index, origin: "not a string", value: r.pick(notStrings) };
  if (roll < 16) return withOverrides({ index, origin: "shape", value: pathological(r) }, r);
  const base = weightedSeed(r, all);
  let text = mutate(base.text, r, donors);
  if (roll < 30) text = mutate(mutate(text, r, donors), r, donors);
  return withOverrides({ index, origin: `mutant of ${base.name}`, value: text }, r);
}
