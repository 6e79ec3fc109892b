// Every input the fuzzer ever failed on is kept under test/fuzz/regressions/ and replayed by the
// tests: `<property>-<hash>.risk` (`compile` or `play`), the input byte for byte.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const regressionsDir = "test/fuzz/regressions";

export function saveRegression(property: "compile" | "play", text: string): string {
  mkdirSync(regressionsDir, { recursive: true });
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
