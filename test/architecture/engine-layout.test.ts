// The engine's house rules, read off the source: no import circles, folders in one order with one
// public face each, nothing outside the engine reaching past engine/index.ts, and one writer of
// the board (docs/architecture.md draws the picture).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return name === "node_modules" || name === "dist" ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** The project files a source file imports (relative specifiers, `.js` read as `.ts`). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const found: string[] = [];
  for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)"(\.[^"]+)"/g)) {
    const target = relative(root, resolve(dirname(join(root, file)), m[1]!)).replace(/\.js$/, ".ts");
    found.push(target);
  }
  return found;
}

const engineFiles = sourceFiles("engine");
/** The engine's folders from the bottom up: a folder imports only from folders before it. */
const layers = ["model", "math", "variant", "board", "end", "moves", "turn", "position"];
const folderOf = (file: string) => file.split("/")[1]!.replace(/\.ts$/, "");

describe("engine layout", () => {
  it("has no import circle", () => {
    const graph = new Map(engineFiles.map((f) => [f, importsOf(f).filter((t) => t.startsWith("engine/"))]));
    const state = new Map<string, "open" | "done">();
    const circles: string[] = [];
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        circles.push([...path.slice(path.indexOf(file)), file].join(" -> "));
        return;
      }
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, "done");
    };
    for (const file of engineFiles) visit(file, []);
    expect(circles).toEqual([]);
  });

  it("puts every file in a known folder, each with a one-line opening comment and an index.ts", () => {
    for (const file of engineFiles) {
      if (file === "engine/index.ts") continue;
      expect(layers, file).toContain(folderOf(file));
      expect(readFileSync(join(root, file), "utf8"), file).toMatch(/^\/\/ \S/);
    }
    for (const layer of layers) expect(engineFiles).toContain(`engine/${layer}/index.ts`);
  });

  it("imports one way: a folder only from folders below it, and only through their index.ts", () => {
    const wrong: string[] = [];
    for (const file of engineFiles.filter((f) => f !== "engine/index.ts")) {
      for (const target of importsOf(file)) {
        if (!target.startsWith("engine/")) continue;
        const from = folderOf(file);
        const to = folderOf(target);
        if (from === to) continue;
        if (target !== `engine/${to}/index.ts`) wrong.push(`${file} reaches into ${target}`);
        else if (layers.indexOf(to) > layers.indexOf(from)) wrong.push(`${file} imports ${target}, a folder above it`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("is used from outside only through engine/index.ts", () => {
    const outside = ["bots", "sim", "cli", "playground/src", "bench"].flatMap(sourceFiles);
    const wrong = outside.flatMap((file) =>
      importsOf(file)
        .filter((t) => t.startsWith("engine/") && t !== "engine/index.ts")
        .map((t) => `${file} imports ${t}`),
    );
    expect(wrong).toEqual([]);
  });
});
