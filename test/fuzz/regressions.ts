// Every input the fuzzer ever failed on is kept under test/fuzz/regressions/ and replayed by the
// tests: `<property>-<hash>.risk` (`compile`, `play` or `format`), the input byte for byte, and
// beside it `<property>-<hash>.set.json` when the input came with `--set` overrides. Inputs over
// 256 kB (a 100k-territory map) are kept as the (seed, index) that regenerates them, in
// large.json, rather than as megabytes of text in the repository.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FuzzProperty } from "./fuzz-run.js";

export const regressionsDir = "test/fuzz/regressions";

const MAX_KEPT_BYTES = 256 * 1024;
const largeIndex = join(regressionsDir, "large.json");
const properties: readonly FuzzProperty[] = ["compile", "play", "format"];

export interface LargeRegression {
  property: FuzzProperty;
  seed: number;
  index: number;
}

export interface RegressionFile {
  name: string;
  property: FuzzProperty;
  text: string;
  overrides?: Record<string, string>;
}

export function largeRegressions(): LargeRegression[] {
  return existsSync(largeIndex) ? (JSON.parse(readFileSync(largeIndex, "utf8")) as LargeRegression[]) : [];
}

/** Keep a failing input; returns where it was kept. */
export function saveRegression(property: FuzzProperty, text: string, seed: number, index: number, overrides?: Record<string, string>): string {
  mkdirSync(regressionsDir, { recursive: true });
  if (text.length > MAX_KEPT_BYTES) {
    const kept = largeRegressions();
    if (!kept.some((k) => k.seed === seed && k.index === index)) kept.push({ property, seed, index });
    writeFileSync(largeIndex, JSON.stringify(kept, null, 2) + "\n");
    return `${largeIndex} (seed ${seed}, input ${index})`;
  }
  const hash = createHash("sha1")
    .update(text)
    .update(overrides ? JSON.stringify(overrides) : "")
    .digest("hex")
    .slice(0, 12);
  const path = join(regressionsDir, `${property}-${hash}.risk`);
  if (!existsSync(path)) writeFileSync(path, text);
  if (overrides) writeFileSync(path.replace(/\.risk$/, ".set.json"), JSON.stringify(overrides, null, 2) + "\n");
  return path;
}

export function regressionFiles(): RegressionFile[] {
  if (!existsSync(regressionsDir)) return [];
  return readdirSync(regressionsDir)
    .filter((f) => f.endsWith(".risk"))
    .sort()
    .map((f) => {
      const property = properties.find((p) => f.startsWith(`${p}-`)) ?? "compile";
      const sidecar = join(regressionsDir, f.replace(/\.risk$/, ".set.json"));
      const overrides = existsSync(sidecar) ? (JSON.parse(readFileSync(sidecar, "utf8")) as Record<string, string>) : undefined;
      return { name: f, property, text: readFileSync(join(regressionsDir, f), "utf8"), ...(overrides ? { overrides } : {}) };
    });
}
