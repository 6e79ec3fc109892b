// The engine's one-writer rules, read off the source: only board/ writes the board, and within it
// only territory.ts writes owners and armies (docs/architecture.md says why). The import walls of
// the engine, like every folder's, are derived from layout.ts by layout.test.ts.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === "node_modules" || name === "dist" ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const engineFiles = sourceFiles("engine");

describe("engine layout", () => {
  it("has one writer of the board: only board/ changes owners, armies, pieces, reserves, leaders' places and cards held", () => {
    const fields =
      "owner|ownedCount|armies|kinds|fresh|moved|reserve|leaderAt|leaderForm|tokensAt|tokensHeld|hands|deck|discard|effects|hiddenEffects";
    const assignment = new RegExp(`\\bstate\\.(${fields})\\b(\\[[^\\]]*\\]!?)*\\s*(=(?!=)|\\+=|-=|\\+\\+|--)`);
    const mutation = new RegExp(`\\bstate\\.(${fields})\\b(\\[[^\\]]*\\]!?)*\\.(push|splice|pop|shift|fill|sort|reverse)\\(`);
    const writers: string[] = [];
    for (const file of engineFiles) {
      if (file.startsWith("engine/board/") || file.startsWith("engine/model/")) continue;
      readFileSync(join(root, file), "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (assignment.test(line) || mutation.test(line)) writers.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(writers).toEqual([]);
  });

  it("has one writer of owners and armies within the board: territory.ts, which keeps the board's index in step", () => {
    const assignment =
      /\bstate\.(owner|ownedCount|armies)\b(\[[^\]]*\]!?)*\s*(=(?!=)|\+=|-=|\+\+|--)|\bstate\.(owner|ownedCount|armies)\b\.(push|splice|pop|shift|fill|sort|reverse)\(/;
    const writers: string[] = [];
    for (const file of engineFiles.filter((f) => f.startsWith("engine/board/") && f !== "engine/board/territory.ts"))
      readFileSync(join(root, file), "utf8")
        .split("\n")
        .forEach((line, i) => {
          if (assignment.test(line)) writers.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    expect(writers).toEqual([]);
  });
});
