// riskc as a user gets it: `npm pack` (prepack builds dist/), the tarball installed into an empty
// project with `npm install --no-audit --no-fund`, then the CLI, the library, the types and the
// prettier plugin used from that project, as a designer would.
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";
import { consumerCompilerOptions, expectLibraryExampleOutput, libraryExample, libraryExampleVariant } from "../support/readme.js";

const repo = resolve(".");
const root = mkdtempSync(join(tmpdir(), "riskc-pack-"));
const project = join(root, "project");
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as { version: string; devDependencies: Record<string, string> };
let tarball = "";
let tarballFiles: string[] = [];

function sh(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const r = spawnSync(command, args, { cwd: project, encoding: "utf8", timeout: 300_000, ...options });
  return { status: r.status, stdout: String(r.stdout), stderr: String(r.stderr) };
}

/** Run a command and insist that it exits 0, showing its output if it does not. */
function ok(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const r = sh(command, args, options);
  if (r.status !== 0) throw new Error(`${command} ${args.join(" ")} exited ${r.status}\n${r.stdout}\n${r.stderr}`);
  return r;
}

/** The module URLs a command loads (see trace-imports.mjs), shortened to what is under node_modules/. */
function loadedBy(...args: string[]): string[] {
  const r = ok(process.execPath, ["--import", "./trace-imports.mjs", "node_modules/riskc/bin/riskc.js", ...args]);
  return [...new Set([...r.stderr.matchAll(/^loaded file:\/\/.*?\/node_modules\/(.*)$/gm)].map((m) => m[1]!))];
}

const CHILD = `variant "Mine" extends "classic" {\n  players 3..4\n}\n`;

beforeAll(() => {
  const packed = ok("npm", ["pack", "--json", "--pack-destination", root], { cwd: repo });
  const [info] = JSON.parse(packed.stdout.slice(packed.stdout.search(/^\[\s*\{/m))) as { filename: string; files: { path: string }[] }[];
  tarball = join(root, info!.filename);
  tarballFiles = info!.files.map((f) => f.path);

  mkdirSync(project);
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "riskc-pack-test", private: true, type: "module" }, null, 2));
  // A TypeScript consumer brings its own compiler and Node types (the versions this repository uses).
  const tools = ["typescript", "@types/node"].map((name) => `${name}@${pkg.devDependencies[name]}`);
  ok("npm", ["install", "--no-audit", "--no-fund", tarball, ...tools]);

  copyFileSync("variants/classic.risk", join(project, "x.risk"));
  writeFileSync(join(project, "mine.risk"), CHILD);
  copyFileSync("test/pack/trace-imports.mjs", join(project, "trace-imports.mjs"));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the tarball", () => {
  it("holds the compiled package: JavaScript, .d.ts, the launcher, the variants; no TypeScript source", () => {
    expect(tarballFiles.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([]);
    for (const file of ["package.json", "README.md", "bin/riskc.js", "dist/cli.js", "dist/sim-worker.js", "dist/index.js", "dist/types/index.d.ts"])
      expect(tarballFiles).toContain(file);
    for (const variant of readdirSync("variants").filter((f) => f.endsWith(".risk"))) expect(tarballFiles).toContain(`variants/${variant}`);
    expect(tarballFiles.filter((f) => /^(test|scripts|bench|playground|cli|engine|compiler|grammar|sim|bots)\//.test(f))).toEqual([]);
  });

  it("installs without tsx, and its JavaScript never asks for it", () => {
    expect(existsSync(join(project, "node_modules/tsx"))).toBe(false);
    const dist = join(project, "node_modules/riskc/dist");
    for (const file of readdirSync(dist).filter((f) => f.endsWith(".js")))
      expect(readFileSync(join(dist, file), "utf8"), file).not.toMatch(/["'`]tsx[/"'`]/);
  });
});

describe("the CLI from the installed package", () => {
  it("npx riskc --version", () => {
    expect(ok("npx", ["riskc", "--version"]).stdout).toBe(`${pkg.version}\n`);
  });

  it("npx without installing (`npx --package <tarball> riskc`, as `npx riskc` from the registry) checks and formats", () => {
    const empty = join(root, "empty");
    mkdirSync(empty);
    copyFileSync("variants/classic.risk", join(empty, "x.risk"));
    const npx = (...args: string[]) => ok("npx", ["--yes", "--package", tarball, "riskc", ...args], { cwd: empty });
    expect(npx("check", "x.risk").stderr).toBe("x.risk: ok\n");
    expect(npx("fmt", "--check", "x.risk").stderr).toBe("");
  });

  it("npx riskc check on a copied variant and on one that extends a bundled variant", () => {
    expect(ok("npx", ["riskc", "check", "x.risk", "mine.risk"]).stderr).toBe("x.risk: ok\nmine.risk: ok\n");
  });

  it("npx riskc simulate --games 50 runs its worker threads from the compiled code and reports as the sources do", async () => {
    const installed = ok("npx", ["riskc", "simulate", "x.risk", "--games", "50", "--workers", "2"]);
    expect(installed.stdout.startsWith("Classic: 50 games, seed 1, 4 players, round cap 500\n")).toBe(true);
    expect(installed.stderr).toBe(""); // no terminal: no progress line
    let fromSources = "";
    const code = await run(["simulate", "variants/classic.risk", "--games", "50", "--workers", "2"], {
      stdout: (t) => (fromSources += t),
      stderr: () => {},
      interactive: false,
    });
    expect(code).toBe(0);
    expect(installed.stdout).toBe(fromSources);
  });

  it("on a real terminal the progress line shows games, games/s and ETA, and is erased before the report", () => {
    const r = ok("script", ["-qec", "npx riskc simulate x.risk --games 400 --players 3", "/dev/null"]);
    const erase = r.stdout.lastIndexOf("\r\x1b[2K");
    const report = r.stdout.indexOf("Classic: 400 games");
    expect(r.stdout.slice(0, erase)).toMatch(/\r\[[#.]+\] [\d,]+\/400 games {2}\d[\d,]* games\/s {2}ETA \d+s\x1b\[K/);
    expect(erase).toBeGreaterThan(-1);
    expect(report).toBe(erase + "\r\x1b[2K".length);
  });

  it("loads only what a command needs: --help no compiler, check no formatter, no prettier, no simulator, no IR code", () => {
    const help = loadedBy("--help");
    expect(help.filter((m) => m.startsWith("riskc/")).sort()).toEqual([
      "riskc/bin/riskc.js",
      "riskc/dist/cli.js",
      // The default bot list (bots/defaults.ts, a constant and no imports) shared with the bots.
      expect.stringMatching(/^riskc\/dist\/defaults-/),
      expect.stringMatching(/^riskc\/dist\/io-/),
    ]);
    expect(new Set(help.filter((m) => !m.startsWith("riskc/")).map((m) => m.split("/")[0]))).toEqual(new Set(["commander"]));
    const check = loadedBy("check", "x.risk");
    expect(check.some((m) => /^riskc\/dist\/parser-/.test(m))).toBe(true);
    expect(check.filter((m) => /prettier|formatter-|simulate-|sim-worker|ir-build-|typebox/.test(m))).toEqual([]);
    // compile builds the IR: the chunk check leaves out is real (the test above would pass on a name that no longer exists).
    expect(loadedBy("compile", "x.risk").some((m) => /^riskc\/dist\/ir-build-/.test(m))).toBe(true);
    // The engine and the simulator (and so every worker thread) load the IR's validator but never the compiler or the parser.
    for (const entry of ["riskc/engine", "riskc/sim"]) {
      const r = ok(process.execPath, ["--import", "./trace-imports.mjs", "--input-type=module", "-e", `await import("${entry}")`]);
      const loaded = [...r.stderr.matchAll(/^loaded file:\/\/.*?\/node_modules\/(riskc\/dist\/[^/]*)$/gm)].map((m) => m[1]!);
      expect(loaded.some((m) => /\/ir-validate-/.test(m))).toBe(true);
      expect(loaded.filter((m) => /\/(parser|compiler|ir-build|formatter)-/.test(m))).toEqual([]);
    }
    const fmt = loadedBy("fmt", "--check", "x.risk");
    expect(fmt.some((m) => /^riskc\/dist\/formatter-/.test(m))).toBe(true);
    expect(fmt.some((m) => m.startsWith("prettier/"))).toBe(true);
  });
});

describe("the library from the installed package", () => {
  it("a .mjs script imports riskc, compiles and simulates (the README's example, as it is)", () => {
    writeFileSync(join(project, "example.mjs"), libraryExample());
    writeFileSync(join(project, "my-variant.risk"), libraryExampleVariant);
    const r = ok(process.execPath, ["example.mjs"]);
    expect(r.stderr).toBe("");
    expectLibraryExampleOutput(r.stdout);
  });

  it("the bundled variants resolve as files through the exports", () => {
    const script = `import { readFileSync } from "node:fs"; import { fileURLToPath } from "node:url"; import { compile } from "riskc";
      const text = readFileSync(fileURLToPath(import.meta.resolve("riskc/variants/classic.risk")), "utf8");
      console.log(compile(text).ir.name);`;
    expect(ok(process.execPath, ["--input-type=module", "-e", script]).stdout).toBe("Classic\n");
    const internal = sh(process.execPath, ["--input-type=module", "-e", `await import("riskc/dist/cli.js")`]);
    expect(internal.status).toBe(1);
    expect(internal.stderr).toContain("ERR_PACKAGE_PATH_NOT_EXPORTED");
  });

  it("TypeScript files importing the entries and their types pass tsc --noEmit under strict, noUnusedLocals and nodenext", () => {
    writeFileSync(join(project, "example.ts"), libraryExample());
    writeFileSync(
      join(project, "types.ts"),
      `import type { CompileResult, Diagnostic, GameState, SimulationReport, Variant } from "riskc";
import { compile, formatRisk, type Ast } from "riskc/compiler";
import { createGame, legalActions, type Action, type Game } from "riskc/engine";
import { playGame, type GameRecord } from "riskc/sim";
import riskcPlugin, { languages } from "riskc/prettier-plugin";

export function firstMove(variant: Variant): Action | undefined {
  const game: Game = createGame(variant);
  return legalActions(game, {} as GameState)[0];
}
export const checked: CompileResult = compile("");
export const problems: Diagnostic[] = checked.diagnostics;
export const record: (game: Game) => GameRecord = (game) => playGame(game, [], 1, { maxRounds: 1 });
export const format: (text: string) => Promise<string> = formatRisk;
export const extensions: string[] = languages.flatMap((l) => l.extensions ?? []).concat(Object.keys(riskcPlugin.parsers ?? {}));
export type Report = SimulationReport;
export type File = Ast.VariantFile;
`,
    );
    writeFileSync(
      join(project, "tsconfig.json"),
      JSON.stringify({ compilerOptions: consumerCompilerOptions, files: ["example.ts", "types.ts"] }, null, 2),
    );
    const r = sh("npx", ["tsc", "-p", "."]);
    expect(r.stdout + r.stderr).toBe("");
    expect(r.status).toBe(0);
    // The check has teeth: an unused local fails it.
    writeFileSync(join(project, "types.ts"), readFileSync(join(project, "types.ts"), "utf8") + "function unused() {}\n");
    expect(sh("npx", ["tsc", "-p", "."]).stdout).toContain("'unused' is declared but its value is never read");
  });
});

describe("the prettier plugin from the installed package", () => {
  it("npx prettier --plugin riskc/prettier-plugin --check passes a formatted variant and fails a squashed one", () => {
    const r = ok("npx", ["prettier", "--plugin", "riskc/prettier-plugin", "--check", "x.risk"]);
    expect(r.stdout).toContain("All matched files use Prettier code style!");
    writeFileSync(join(project, "squashed.risk"), readFileSync("variants/classic.risk", "utf8").replace(/\n\s+/g, "\n"));
    const squashed = sh("npx", ["prettier", "--plugin", "riskc/prettier-plugin", "--check", "squashed.risk"]);
    expect(squashed.status).toBe(1);
    expect(squashed.stderr).toContain("squashed.risk");
  });

  it("without prettier, riskc fmt says how to install it and every other command still works", () => {
    rmSync(join(project, "node_modules/prettier"), { recursive: true, force: true });
    const fmt = sh("npx", ["riskc", "fmt", "x.risk"]);
    expect(fmt.status).toBe(2);
    expect(fmt.stderr).toBe(
      "error: `riskc fmt` needs prettier 3, a peer dependency of riskc that is not installed here: run `npm install --save-dev prettier@3`\n",
    );
    expect(ok("npx", ["riskc", "check", "x.risk"]).stderr).toBe("x.risk: ok\n");
    expect(ok(process.execPath, ["example.mjs"]).stdout).toContain("3 armies attack 2: 65.6% win");
  });
});
