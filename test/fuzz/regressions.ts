// Every input the fuzzer ever failed on is kept under test/fuzz/regressions/ and replayed by the
// tests: `<property>-<hash>.risk` (`compile` or `play`), the input byte for byte. Inputs over
// 256 kB (a 100k-territory map) are kept as the (seed, index) that regenerates them, in
// large.json, rather than as megabytes of text in the repository.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const regressionsDir = "test/fuzz/regressions";

const MAX_KEPT_BYTES = 256 * 1024;
const largeIndex = join(regressionsDir, "large.json");

export interface LargeRegression {
  property: "compile" | "play";
  seed: number;
  index: number;
}

export function largeRegressions(): LargeRegression[] {
  return existsSync(largeIndex) ? (JSON.parse(readFileSync(largeIndex, "utf8")) as LargeRegression[]) : [];
}

export function saveRegression(property: "compile" | "play", text: string, seed: number, index: number): string {
  mkdirSync(regressionsDir, { recursive: true });
  if (text.length > MAX_KEPT_BYTES) {
    const kept = largeRegressions();
    if (!kept.some((k) => k.seed === seed && k.index === index)) kept.push({ property, seed, index });
    writeFileSync(largeIndex, JSON.stringify(kept, null, 2) + "\n");
    return `${largeIndex} (seed ${seed}, input ${index})`;
  }
  const hash = createHash("sha1").update(text).digest("hex").slice(0, 12);
  const path = join(regressionsDir, `${property}-${hash}.risk`);
  if (!existsSync(path)) writeFileSync(path, text);
  return path;
}

export function regressionFiles(): { name: string; property: "compile" | "play"; text: string }[] {
  if (!existsSync(regressionsDir)) return [];
  return readdirSync(regressionsDir)
    .filter((f) => f.endsWith(".risk"))
    .sort()
    .map((f) => ({ name: f, property: f.startsWith("play-") ? "play" : "compile", text: readFileSync(join(regressionsDir, f), "utf8") }));
}
