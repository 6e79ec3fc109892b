// Every path the docs, the README and the code's comments name exists (issue #25, point 9):
// a renamed or moved file leaves no pointer behind to a file that is gone.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { libEntries } from "../../vite.lib.config.js";
import { namedPaths, resolvesIn } from "../support/doc-paths.js";

const root = resolve(import.meta.dirname, "../..");
const skipped = new Set(["node_modules", "dist", "dist.next", "dist.old", ".git", "test-artifacts", "scratch"]);

function walk(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    if (skipped.has(name) || (name.startsWith(".") && name !== ".ci")) return [];
    const path = dir ? `${dir}/${name}` : name;
    return statSync(join(root, path)).isDirectory() ? walk(path) : [path];
  });
}

const files = walk("");
const fileSet = new Set(files);
const dirSet = new Set(
  files.flatMap((f) =>
    f
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
  ),
);
const built = Object.keys(libEntries).map((entry) => `${entry}.js`);
const basenames = new Set([...files.map((f) => basename(f)), ...built]);
const packageExports = new Set(Object.keys((JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { exports: object }).exports));
const exists = (path: string) => fileSet.has(path) || dirSet.has(path.replace(/\/$/, ""));

const docs = files.filter((f) => f.endsWith(".md"));
const code = files.filter((f) => /\.(ts|js|mjs)$/.test(f) && !f.includes(".gen."));

describe("paths named in prose", () => {
  it("every path in the docs and the README exists", () => {
    const missing = docs.flatMap((doc) =>
      namedPaths(readFileSync(join(root, doc), "utf8"), "markdown")
        .filter((p) => !resolvesIn(p.path, dirname(doc), { exists, basenames, packageExports, bareNames: doc.startsWith("docs/") }))
        .map((p) => `${doc}:${p.line}: ${p.path}`),
    );
    expect(missing).toEqual([]);
  });

  it("every path in a code comment exists", () => {
    const missing = code.flatMap((file) =>
      namedPaths(readFileSync(join(root, file), "utf8"), "code")
        .filter((p) => !resolvesIn(p.path, dirname(file), { exists, basenames, packageExports, bareNames: true }))
        .map((p) => `${file}:${p.line}: ${p.path}`),
    );
    expect(missing).toEqual([]);
  });

  it("the check sees a stale path: in a comment, in backticks, bare, relative to a folder, and a package entry", () => {
    const text = "// see `engine/board/leaders.ts` and board/leaders.ts, and leaders-gone.ts\nconst s = 'engine/not/a/comment.ts';\n";
    const found = namedPaths(text, "code").map((p) => p.path);
    expect(found).toEqual(["engine/board/leaders.ts", "board/leaders.ts", "leaders-gone.ts"]);
    const options = { exists, basenames, packageExports, bareNames: true };
    expect(found.filter((p) => !resolvesIn(p, "engine/moves", options))).toEqual(found);
    expect(resolvesIn("board/territory.ts", "engine/moves", options)).toBe(true);
    expect(resolvesIn("engine/board/territory.ts", "docs", options)).toBe(true);
    expect(resolvesIn("riskc/bots/index.js", "", options)).toBe(false);
    expect(resolvesIn("riskc/variants/classic.risk", "", options)).toBe(true);
  });
});
