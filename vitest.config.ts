// npm test: every test but the browser, slow, package, Redis and editor ones, which have scripts of their own.
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** Files that replace a module (vi.mock) need a module graph of their own. */
const mocking = ["test/format/format-refusal.test.ts"];
const elsewhere = ["test/e2e/**", "test/slow/**", "test/pack/**", "test/redis/**", "test/editors/**", "node_modules/**"];

export default defineConfig({
  test: {
    // A guard against a test that hangs, not a measure of speed: on a shared machine under load a
    // test that takes 2 s alone can take 30 s, and must still pass. The CPU budget (CONTRIBUTING.md:
    // about 2 s a test alone, 6 CPU-minutes a run) is kept by moving heavy tests to test:slow.
    testTimeout: 300_000,
    // A worker a core: Vitest's default leaves one core idle for itself, which on CI's two cores
    // runs the files one at a time while the main process mostly waits.
    maxWorkers: availableParallelism(),
    hookTimeout: 300_000,
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
