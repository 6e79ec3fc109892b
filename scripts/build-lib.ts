// npm run build:lib (npm pack runs it as `prepack`): the package's dist/. Vite bundles the
// JavaScript (vite.lib.config.ts), tsc writes the .d.ts files (tsconfig.build.json), and the
// generated validator's declarations, written by hand beside it, are copied next to them.
// `--bundle-only` (npm run build:bundle, run by `npm install` in a clone) skips the types.
//
// The build goes to dist.next/ and replaces dist/ only when it is complete, with a manifest of
// the files it was built from (bin/bundle-freshness.js), so that bin/riskc.js never starts a
// half-written or stale bundle.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { isAbsolute, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "vite";
import { BUILD_INPUTS, bundleIsFresh, writeBundleManifest } from "../bin/bundle-freshness.js";

const root = fileURLToPath(new URL("..", import.meta.url));
process.chdir(root);
const next = "dist.next";
const bundleOnly = process.argv.includes("--bundle-only");

/** The project's own files in the bundle's module graph (not packages, not virtual modules). */
const sources = new Set<string>();
const recordSources: Plugin = {
  name: "riskc-record-sources",
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== "chunk") continue;
      for (const id of chunk.moduleIds) {
        const path = relative(root, id.split("?")[0]!);
        if (!isAbsolute(path) && !path.startsWith("..") && !path.includes("node_modules") && existsSync(path)) sources.add(path);
      }
    }
  },
};

// npm pack runs `prepack` (the whole build) and then `prepare` (this, --bundle-only): a bundle that
// is already the bundle of these sources is kept, types and all.
if (bundleOnly && bundleIsFresh(root)) {
  console.log("dist/ is up to date");
  process.exit(0);
}

rmSync(next, { recursive: true, force: true });
await build({ configFile: "vite.lib.config.ts", plugins: [recordSources], build: { outDir: next } });
// The worker script is found next to the bundle at run time, not through an import.
sources.add("sim/node/worker-main.ts");

if (!bundleOnly) {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const types = spawnSync(process.execPath, [tsc, "-p", "tsconfig.build.json", "--outDir", `${next}/types`], { stdio: "inherit" });
  if (types.status !== 0) process.exit(types.status ?? 1);
  mkdirSync(`${next}/types/compiler/ir`, { recursive: true });
  for (const file of readdirSync("compiler/ir").filter((f) => f.endsWith(".gen.d.ts"))) {
    copyFileSync(`compiler/ir/${file}`, `${next}/types/compiler/ir/${file}`);
  }
}

writeBundleManifest(root, next, [...sources, ...BUILD_INPUTS]);
rmSync("dist.old", { recursive: true, force: true });
if (existsSync("dist")) renameSync("dist", "dist.old");
renameSync(next, "dist");
rmSync("dist.old", { recursive: true, force: true });
console.log(`built dist/ (${bundleOnly ? "JavaScript" : "JavaScript and types"}, from ${sources.size} source files)`);
