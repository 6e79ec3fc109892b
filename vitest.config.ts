// npm test: every test but the browser, slow, package, Redis and editor ones, which have scripts of their own.
import { defineConfig } from "vitest/config";

/** Files that replace a module (vi.mock) need a module graph of their own. */
const mocking = ["test/format/format-refusal.test.ts"];
const elsewhere = ["test/e2e/**", "test/slow/**", "test/pack/**", "test/redis/**", "test/editors/**", "node_modules/**"];

export default defineConfig({
  test: {
    // A test that needs more than 20 s on a busy machine belongs in test:slow (CONTRIBUTING.md).
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: [
      {
        extends: true,
        // The other files of a worker share its loaded modules: the compiler, engine and bots are
        // imported once a worker instead of once a file (400 → about 260 CPU-seconds for npm test).
        test: { name: "shared", include: ["test/**/*.test.ts"], exclude: [...elsewhere, ...mocking], isolate: false },
      },
      { extends: true, test: { name: "isolated", include: mocking } },
    ],
  },
});
