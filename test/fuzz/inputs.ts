// The fuzzer's inputs: input i of a run seeded S is always the same text, so a failure is
// reproduced from (S, i) alone. Most are mutants of the seeds (the bundled variants weigh most),
// some are mutants of mutants, some pathological shapes, a few not text at all.
import { deriveSeed } from "../../engine/index.js";
import { seeds, type Seed } from "./corpus.js";
import { mutate } from "./mutate.js";
import { Random } from "./random.js";
import { notStrings, pathological } from "./shapes.js";

export interface FuzzInput {
  index: number;
  /** How the input was made: `mutant of variants/classic.risk`, `shape`, `not a string`. */
  origin: string;
  value: unknown;
}

function weightedSeed(r: Random, all: readonly Seed[]): Seed {
  // Half the mutants start from a bundled variant or the mini variant: real variants, near-valid.
  if (r.chance(0.5)) return r.pick(all.filter((s) => s.name.startsWith("variants/") || s.name === "mini"));
  return r.pick(all);
}

export function fuzzInput(seed: number, index: number): FuzzInput {
  const r = new Random(deriveSeed(seed, index));
  const all = seeds();
  const donors = all.map((s) => s.text);
  const roll = r.int(100);
  if (roll < 1) return { index, origin: "not a string", value: r.pick(notStrings) };
  if (roll < 16) return { index, origin: "shape", value: pathological(r) };
  const base = weightedSeed(r, all);
  let text = mutate(base.text, r, donors);
  if (roll < 30) text = mutate(mutate(text, r, donors), r, donors);
  return { index, origin: `mutant of ${base.name}`, value: text };
}
