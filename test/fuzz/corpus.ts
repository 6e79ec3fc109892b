// The seeds the fuzzer mutates: the bundled variants, the diagnostics and format fixtures, and the
// tests' small standalone variant. Read once; a loader serves the bundled variants from memory so
// that `extends "classic"` works in a mutant without touching the file system again.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { CompileOptions } from "../../compiler/index.js";
import { miniVariant } from "../support/variants.js";

export interface Seed {
  name: string;
  text: string;
}

const variantsDir = "variants";
const fixtureDirs = ["test/fixtures/diagnostics", "test/fixtures/format"];

function risksIn(dir: string): Seed[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".risk"))
    .sort()
    .map((f) => ({ name: join(dir, f), text: readFileSync(join(dir, f), "utf8") }));
}

let cached: Seed[] | undefined;

/** Every seed, the bundled variants first (they weigh most in the mix: see mutate.ts). */
export function seeds(): Seed[] {
  cached ??= [...risksIn(variantsDir), { name: "mini", text: miniVariant }, ...fixtureDirs.flatMap(risksIn)];
  return cached;
}

export function bundledSeeds(): Seed[] {
  return seeds().filter((s) => s.name.startsWith(variantsDir));
}

/** `extends "name"` served from the bundled variants in memory. */
export function memoryLoader(): NonNullable<CompileOptions["loadVariant"]> {
  const byName = new Map(bundledSeeds().map((s) => [s.name.slice(variantsDir.length + 1).replace(/\.risk$/, ""), s]));
  return (name) => {
    const seed = byName.get(name.replace(/\.risk$/, ""));
    return seed ? { fileName: seed.name, text: seed.text } : undefined;
  };
}
