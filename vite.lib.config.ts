// The npm package's JavaScript: `npm run build:lib` bundles the public entries, the CLI and the
// simulation worker into dist/ as ESM for Node 20 (README, "How it is built", says why a bundle).
// Every file lands directly in dist/, so a module's `new URL("../variants/", import.meta.url)`
// means the package's variants/ whether it runs from the sources or from the bundle.
import { defineConfig } from "vite";

/** Entry name → source. The names are the files in dist/ that package.json's "exports" lists. */
export const libEntries = {
  index: "index.ts",
  compiler: "compiler/index.ts",
  engine: "engine/index.ts",
  sim: "sim/index.ts",
  "sim-report": "sim/report/index.ts",
  "prettier-plugin": "compiler/format/plugin.ts",
  cli: "cli/main.ts",
  "sim-worker": "sim/node/worker-main.ts",
};

export default defineConfig({
  root: ".",
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: true,
    outDir: "dist",
    emptyOutDir: true,
    target: "node20",
    minify: false,
    copyPublicDir: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: libEntries,
      output: {
        format: "es",
        entryFileNames: "[name].js",
        chunkFileNames: "[name]-[hash].js",
        codeSplitting: {
          // The formatter gets a chunk of its own files only (the compiler's front end it reads for its
          // meaning check stays where `check` finds it, and the parser has one it shares with the compiler):
          // only `fmt`, `riskc/compiler` and the prettier plugin load it, and with it prettier.
          groups: [
            // Building the IR (lowering; most of the compiler's code by size) and the IR's
            // validator in chunks of their own: `riskc check`, which stops at the diagnostics,
            // loads neither, and the engine (createGame validates its IR) loads the validator
            // alone, never the compiler or the parser.
            { name: "ir-validate", test: /[\\/]compiler[\\/]ir[\\/]ir-validate\.gen\.js$/, priority: 4 },
            { name: "ir-build", test: /[\\/]compiler[\\/](compile|lower)\.ts$/, priority: 3, includeDependenciesRecursively: false },
            { name: "parser", test: /[\\/](grammar|node_modules[\\/](chevrotain|@chevrotain|lodash-es))[\\/]/, priority: 2 },
            { name: "formatter", test: /[\\/]compiler[\\/]format[\\/]/, priority: 1, includeDependenciesRecursively: false },
          ],
        },
      },
      treeshake: {
        // Our modules and the packages left external (commander, prettier) do nothing on import
        // but define things, so a module none of whose exports is used is left out: `riskc` and
        // `riskc check` then never load the formatter, hence never prettier.
        moduleSideEffects: [
          { external: true, sideEffects: false },
          { test: /^(?!.*[\\/]node_modules[\\/])/, external: false, sideEffects: false },
        ],
      },
    },
  },
  ssr: {
    target: "node",
    // Bundled: chevrotain's ESM build is hundreds of small lodash-es modules (0.25 s of CPU to load
    // at every start); bundled they cost 0.01 s. Left external: commander (one file), prettier
    // (a peer dependency, loaded only by `fmt` and the plugin), bullmq and ioredis (loaded only by
    // `riskc worker` and `--redis`; bullmq reads its Lua scripts from its own folder).
    noExternal: true,
    external: ["commander", "prettier", "bullmq", "ioredis"],
  },
});
