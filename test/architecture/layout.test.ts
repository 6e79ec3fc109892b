// The repository keeps the walls that layout.ts declares (every rule of walls.ts, held against
// every source file outside test/), each rule fails on a tiny repository that breaks it, and the
// map of folders in docs/architecture.md is the one the table gives.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { layout, leftOut, type Folder } from "../../layout.js";
import { generatedLayoutFiles } from "../../scripts/gen-layout-files.js";
import { breaches, readRepository, rules, type Repository, type Rule } from "./walls.js";

const root = resolve(import.meta.dirname, "../..");

describe("the repository keeps the walls of layout.ts", () => {
  const found = breaches(layout, Object.keys(leftOut), readRepository(root));
  for (const [rule, says] of Object.entries(rules))
    it(`${rule}: ${says}`, () => {
      expect(found.filter((b) => b.rule === rule).map((b) => b.message)).toEqual([]);
    });

  it("the table names the folders of the brief in their order, the engine's floors from the ground up", () => {
    const order = layout.map((f) => f.path);
    const tops = ["grammar", "compiler", "engine", "bots", "sim", "cli", "playground", "bench", "scripts"];
    expect(tops.map((t) => order.indexOf(t))).toEqual([...tops.map((t) => order.indexOf(t))].sort((a, b) => a - b));
    const floors = ["model", "math", "variant", "board", "end", "moves", "turn", "position"].map((f) => order.indexOf(`engine/${f}`));
    expect(floors.every((at, i) => at >= 0 && (i === 0 || at > floors[i - 1]!))).toBe(true);
    expect(layout.find((f) => f.path === "playground")!.uses).not.toContain("sim/node");
  });

  it("docs/architecture.md holds the map of folders the table gives (npm run gen writes it)", () => {
    for (const [path, text] of Object.entries(generatedLayoutFiles())) expect(readFileSync(resolve(root, path), "utf8"), path).toBe(text);
  });
});

/** A small repository: each file with its imports, every file opening with a comment unless told. */
function tiny(files: Record<string, readonly string[]>, openings: Record<string, string> = {}, others: string[] = []): Repository {
  const sources = new Map(Object.entries(files).map(([path, imports]) => [path, { imports, opening: openings[path] ?? "// what it holds" }]));
  return { paths: new Set([...sources.keys(), ...others]), sources };
}

/** A table of the usual kinds: a pure core, a pure folder above it, a Node server, a page, tools with parts and a reach. */
const table: Folder[] = [
  { path: "core", holds: "the core", face: "core/index.ts", runs: "anywhere", uses: [] },
  { path: "app", holds: "the app's logic", face: "app/index.ts", runs: "anywhere", uses: ["core"] },
  { path: "server", holds: "a server", face: "server/index.ts", runs: "node", uses: ["core"], packages: ["express"] },
  {
    path: "page",
    holds: "a page",
    runs: "browser",
    uses: ["core", "app"],
    parts: { "page/src": { holds: "its modules" } },
    reaches: { "vendor/": "a shim kept outside" },
  },
  {
    path: "tools",
    holds: "tools",
    runs: "node",
    uses: ["core", "server"],
    parts: { "tools/commands": { holds: "one file per command", apart: true } },
    reaches: { "app/inner.ts": "reads the app's inside" },
  },
  { path: "*.config.ts", holds: "settings", runs: "node", uses: [] },
];

/** A repository that keeps every wall of `table`. */
const clean: Record<string, readonly string[]> = {
  "core/index.ts": ["./a.js"],
  "core/a.ts": [],
  "app/index.ts": ["../core/index.js", "./inner.js"],
  "app/inner.ts": [],
  "server/index.ts": ["node:http", "express", "../core/index.js"],
  "page/src/main.ts": ["../../app/index.js", "../../vendor/shim.js"],
  "vendor/shim.js": [],
  "tools/run.ts": ["./commands/a.js", "./commands/b.js", "../server/index.js"],
  "tools/commands/a.ts": ["../../app/inner.js", "node:fs"],
  "tools/commands/b.ts": ["../../core/index.js"],
  "vite.config.ts": [],
  "test/core.test.ts": ["../core/a.js"],
};

const rulesBroken = (files: Record<string, readonly string[]>, openings?: Record<string, string>, layout: Folder[] = table) =>
  breaches(layout, ["test", "vendor"], tiny(files, openings));

describe("each wall fails when it is broken", () => {
  it("a repository that keeps them all has no breach (the left-out test/ may import any file)", () => {
    expect(rulesBroken(clean)).toEqual([]);
  });

  const broken = (rule: Rule, files: Record<string, readonly string[]>, openings?: Record<string, string>, layout?: Folder[]) => {
    const found = rulesBroken(files, openings, layout);
    expect(found.map((b) => b.rule)).toContain(rule);
    return found.filter((b) => b.rule === rule).map((b) => b.message);
  };

  it("circle: two files of one folder that import each other", () => {
    expect(broken("circle", { ...clean, "core/a.ts": ["./b.js"], "core/b.ts": ["./a.js"] })).toEqual(["core/a.ts -> core/b.ts -> core/a.ts"]);
  });

  it("circle: across folders, through their faces", () => {
    const messages = broken("circle", { ...clean, "core/a.ts": ["../app/index.js"] });
    expect(messages).toEqual(["app/index.ts -> core/index.ts -> core/a.ts -> app/index.ts"]);
  });

  it("face: reaching past another folder's face", () => {
    expect(broken("face", { ...clean, "app/index.ts": ["../core/a.js"] })).toEqual([
      "app/index.ts imports core/a.ts, past core's face core/index.ts",
    ]);
  });

  it("uses: an import up the order, or sideways to a folder not declared", () => {
    expect(broken("uses", { ...clean, "core/a.ts": ["../app/index.js"] })).toEqual(["core/a.ts imports app/index.ts, but core does not use app"]);
    expect(broken("uses", { ...clean, "app/inner.ts": ["../server/index.js"] })).toEqual([
      "app/inner.ts imports server/index.ts, but app does not use server",
    ]);
  });

  it("table: a declared use that points up, is unknown, has no face or runs elsewhere; a face or part that is not there or not its own", () => {
    const up = table.map((f) => (f.path === "core" ? { ...f, uses: ["app"] } : f));
    expect(broken("table", clean, {}, up)).toEqual(["core uses app, which comes after it: an arrow back up"]);
    const odd = table.map((f) => (f.path === "app" ? { ...f, uses: ["core", "nowhere", "server"] } : f));
    expect(broken("table", clean, {}, odd)).toEqual([
      "app uses nowhere, which the table does not declare",
      "app uses server, which comes after it: an arrow back up",
    ]);
    const later: Folder[] = [...table, { path: "late", holds: "", runs: "anywhere", uses: ["server", "page"] }];
    expect(broken("table", clean, {}, later)).toEqual([
      "late (runs anywhere) uses server, which runs on node only",
      "late uses page, which has no face",
    ]);
    const missing = table.map((f) =>
      f.path === "tools"
        ? { ...f, face: "tools/index.ts", parts: { "tools/gone": { holds: "" } } }
        : f.path === "app"
          ? { ...f, face: "core/index.ts" }
          : f,
    );
    expect(broken("table", clean, {}, missing)).toEqual([
      "app's face core/index.ts is not a file of it",
      "tools's face tools/index.ts is not there",
      "tools's part tools/gone is not a folder of it",
    ]);
  });

  it("placed: a file in no declared folder, or in a sub-folder nobody declared", () => {
    expect(broken("placed", { ...clean, "stray/x.ts": [], "core/deep/y.ts": [], "notes.ts": [] })).toEqual([
      "stray/x.ts is in no folder of the layout",
      "core/deep/y.ts is in no folder of the layout",
      "notes.ts is in no folder of the layout",
    ]);
  });

  it("node: a built-in in a folder that runs anywhere or in a browser, by node: or by its bare name", () => {
    expect(broken("node", { ...clean, "core/a.ts": ["node:fs"], "page/src/main.ts": ["path"] })).toEqual([
      "core/a.ts imports node:fs, but core runs anywhere",
      "page/src/main.ts imports path, but page runs browser",
    ]);
  });

  it("browser: Node-only code within reach of the page, even through a folder the layout leaves out", () => {
    expect(broken("browser", { ...clean, "vendor/shim.js": ["./net.js"], "vendor/net.js": ["node:net"] })).toEqual([
      "page/src/main.ts -> vendor/shim.js -> vendor/net.js, which imports Node's built-ins",
    ]);
  });

  it("packages: one not declared, and one declared that no file imports", () => {
    expect(broken("packages", { ...clean, "core/a.ts": ["lodash/fp"], "server/index.ts": ["node:http", "../core/index.js"] })).toEqual([
      "core/a.ts imports lodash/fp, which core does not declare",
      "server declares the package express, which no file of it imports",
    ]);
  });

  it("apart: one command importing another", () => {
    expect(broken("apart", { ...clean, "tools/commands/b.ts": ["./a.js"] })).toEqual([
      "tools/commands/b.ts imports tools/commands/a.ts: the files of tools/commands stand apart",
    ]);
  });

  it("reach: a declared reach that no file makes any more", () => {
    expect(broken("reach", { ...clean, "tools/commands/a.ts": ["node:fs"] })).toEqual([
      "tools declares a reach to app/inner.ts that no file of it makes",
    ]);
  });

  it("opening: a source file that starts with code (a #! line may come first)", () => {
    expect(broken("opening", clean, { "core/a.ts": "import x from './x.js';", "server/index.ts": "#!/usr/bin/env node\nconst x = 1;" })).toEqual([
      "core/a.ts does not open with a comment saying what it holds",
      "server/index.ts does not open with a comment saying what it holds",
    ]);
    expect(rulesBroken(clean, { "core/a.ts": "#!/usr/bin/env node\n// a script" })).toEqual([]);
  });
});
