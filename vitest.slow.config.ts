// npm run test:slow: statistical checks over thousands of games, kept out of `npm test`.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/slow/**/*.test.ts"],
    testTimeout: 600_000,
  },
});
