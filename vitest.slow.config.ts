// npm run test:slow: statistical checks over thousands of games, kept out of `npm test`.
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/slow/**/*.test.ts"],
    testTimeout: 600_000,
    // A worker a core: Vitest's default leaves one core idle for itself, which on CI's two cores
    // runs the files one at a time while the main process mostly waits.
    maxWorkers: availableParallelism(),
  },
});
