// npm run build:lib (npm pack runs it as `prepack`): the package's dist/. Vite bundles the
// JavaScript (vite.lib.config.ts), tsc writes the .d.ts files (tsconfig.build.json), and the
// generated validator's declarations, written by hand beside it, are copied next to them.
import { spawnSync } from "node:child_process";
import { copyFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
process.chdir(root);

await build({ configFile: "vite.lib.config.ts" });

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const types = spawnSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { stdio: "inherit" });
if (types.status !== 0) process.exit(types.status ?? 1);

for (const file of readdirSync("compiler/ir").filter((f) => f.endsWith(".gen.d.ts"))) {
  copyFileSync(`compiler/ir/${file}`, `dist/types/compiler/ir/${file}`);
}
console.log("built dist/ (JavaScript and types)");
