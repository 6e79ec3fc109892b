// npm test: every test but the browser, slow, package and Redis ones, which have scripts of their own.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/e2e/**", "test/slow/**", "test/pack/**", "test/redis/**", "node_modules/**"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
