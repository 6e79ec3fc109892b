// package.json describes the package the build makes: the entry points (and nothing else), their
// types, the dependencies the code imports at run time. `npm run test:pack` then packs and installs it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { libEntries } from "../../vite.lib.config.js";

interface PackageJson {
  bin: Record<string, string>;
  exports: Record<string, string | { types: string; default: string }>;
  files: string[];
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as PackageJson;
const buildConfig = JSON.parse(readFileSync("tsconfig.build.json", "utf8").replace(/^\s*\/\/.*$/gm, "")) as { files: string[] };
const variants = readdirSync("variants").filter((f) => f.endsWith(".risk"));

/** The source file behind a built entry (`./dist/compiler.js` → compiler/index.ts). */
const sourceOf = (built: string) => libEntries[/^\.\/dist\/(.*)\.js$/.exec(built)![1]! as keyof typeof libEntries];

/** Bare package names imported at run time (type-only imports left out) by the files under `dirs`. */
function runtimeImports(paths: string[]): Set<string> {
  const names = new Set<string>();
  const visit = (path: string) => {
    if (path.endsWith(".ts")) {
      const text = readFileSync(path, "utf8");
      for (const m of text.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^"';]*?\sfrom\s+)?["']([^"'.][^"']*)["']/gm)) names.add(m[1]!);
      for (const m of text.matchAll(/\bimport\(\s*["']([^"'.][^"']*)["']\s*\)/g)) names.add(m[1]!);
    } else if (!path.includes(".")) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  paths.forEach(visit);
  return new Set(
    [...names].filter((n) => !n.startsWith("node:")).map((n) => (n.startsWith("@") ? n.split("/").slice(0, 2) : n.split("/").slice(0, 1)).join("/")),
  );
}

describe("package.json", () => {
  it("exports exactly the public entries and the bundled variants, no wildcard", () => {
    expect(Object.keys(pkg.exports).sort()).toEqual(
      [
        ".",
        "./compiler",
        "./engine",
        "./sim",
        "./sim/report",
        "./prettier-plugin",
        "./package.json",
        ...variants.map((v) => `./variants/${v}`),
      ].sort(),
    );
    expect(Object.keys(pkg.exports).some((k) => k.includes("*"))).toBe(false);
    for (const v of variants) expect(pkg.exports[`./variants/${v}`]).toBe(`./variants/${v}`);
  });

  it("every code entry is a built file of vite.lib.config.ts with the .d.ts that tsc writes for the same source", () => {
    const expected: Record<string, string> = {
      ".": "index.ts",
      "./compiler": "compiler/index.ts",
      "./engine": "engine/index.ts",
      "./sim": "sim/index.ts",
      "./sim/report": "sim/report/index.ts",
      "./prettier-plugin": "compiler/format/plugin.ts",
    };
    for (const [key, source] of Object.entries(expected)) {
      const entry = pkg.exports[key] as { types: string; default: string };
      expect(Object.keys(entry), key).toEqual(["types", "default"]); // "types" first, as TypeScript asks
      expect(sourceOf(entry.default), key).toBe(source);
      expect(entry.types, key).toBe(`./dist/types/${source.replace(/\.ts$/, ".d.ts")}`);
      expect(buildConfig.files, key).toContain(source);
    }
  });

  it("the binary, the worker and the root API come from the build; the tarball holds dist/, the variants and the launcher", () => {
    expect(pkg.bin).toEqual({ riskc: "bin/riskc.js" });
    expect(libEntries.cli).toBe("cli/main.ts");
    expect(readFileSync("bin/riskc.js", "utf8")).toContain(`await import("../dist/cli.js")`);
    // sim/node/parallel.ts starts dist/sim-worker.js beside itself once bundled.
    expect(libEntries["sim-worker"]).toBe("sim/node/worker-main.ts");
    expect(readFileSync("sim/node/parallel.ts", "utf8")).toContain(`new URL("./sim-worker.js", import.meta.url)`);
    expect(pkg.files.sort()).toEqual(["!dist/bundle-manifest.json", "README.md", "bin/riskc.js", "dist", "variants/*.risk"]);
    expect(pkg.scripts["prepack"]).toBe("npm run build:lib");
  });

  it("the root API re-exports the stages' public faces (and the compiler's Node-only one, variant files) and nothing else", () => {
    const sources = [...readFileSync("index.ts", "utf8").matchAll(/^(?:export|\}).* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(new Set(sources)).toEqual(
      new Set(["./compiler/index.js", "./compiler/node/index.js", "./engine/index.js", "./sim/index.js", "./sim/report/index.js", "./bots/index.js"]),
    );
  });

  it("what the code imports at run time is a dependency (prettier a peer); tsx and the build tools are dev dependencies", () => {
    const imported = runtimeImports(["index.ts", "grammar", "compiler", "engine", "bots", "sim", "cli"]);
    const runtime = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)]);
    expect([...imported].filter((name) => !runtime.has(name))).toEqual([]);
    expect(imported).toContain("chevrotain");
    expect(imported).toContain("commander");
    expect(imported).toContain("prettier");
    expect(pkg.peerDependencies).toEqual({ prettier: "^3.0.0" });
    for (const dev of ["tsx", "typescript", "vite", "vitest", "ajv", "prettier"]) expect(Object.keys(pkg.devDependencies)).toContain(dev);
    for (const dev of ["tsx", "typescript", "vite", "ajv"]) expect(Object.keys(pkg.dependencies)).not.toContain(dev);
  });
});
