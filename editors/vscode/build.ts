// npm run build:vscode: the VS Code extension, bundled and packed as editors/vscode/riskc.vsix.
// Vite (Rolldown, as for the package) bundles three files into dist/: the extension (CommonJS, as VS Code loads it,
// `vscode` left to the host), the language server (ESM, everything inlined: the extension ships
// no node_modules) and the map webview's script (a browser IIFE). The bundled variants are copied
// beside them, and @vscode/vsce packs the folder. No network: vsce packs what is here.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type InlineConfig } from "vite";

const root = fileURLToPath(new URL("../..", import.meta.url));
const here = join(root, "editors/vscode");
const dist = join(here, "dist");

const nodeBundle = (entry: string, fileName: string, format: "cjs" | "es", external: string[]): InlineConfig => ({
  configFile: false,
  root,
  logLevel: "warn",
  publicDir: false,
  build: {
    ssr: join(here, entry),
    outDir: dist,
    emptyOutDir: false,
    target: "node20",
    minify: true,
    reportCompressedSize: false,
    rolldownOptions: { external, output: { format, entryFileNames: fileName, codeSplitting: false } },
  },
  ssr: { target: "node", noExternal: true, external },
});

rmSync(dist, { recursive: true, force: true });
await build(nodeBundle("src/extension.ts", "extension.cjs", "cjs", ["vscode"]));
await build(nodeBundle("src/server.ts", "server.mjs", "es", []));
await build({
  configFile: false,
  root,
  logLevel: "warn",
  publicDir: false,
  build: {
    outDir: dist,
    emptyOutDir: false,
    minify: true,
    reportCompressedSize: false,
    lib: { entry: join(here, "webview/map-webview.ts"), formats: ["iife"], name: "riskcMap", fileName: () => "map-view.js" },
  },
});

const variants = join(here, "variants");
rmSync(variants, { recursive: true, force: true });
mkdirSync(variants);
for (const f of readdirSync(join(root, "variants")).filter((f) => f.endsWith(".risk"))) copyFileSync(join(root, "variants", f), join(variants, f));

const vsce = createRequire(import.meta.url).resolve("@vscode/vsce/vsce");
const packed = spawnSync(
  process.execPath,
  [vsce, "package", "--no-dependencies", "--skip-license", "--allow-missing-repository", "--out", "riskc.vsix"],
  {
    cwd: here,
    stdio: "inherit",
  },
);
if (packed.status !== 0) process.exit(packed.status ?? 1);
