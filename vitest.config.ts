// npm test: every test but the browser, slow, package, Redis and editor ones, which have scripts of their own.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/e2e/**", "test/slow/**", "test/pack/**", "test/redis/**", "test/editors/**", "node_modules/**"],
    // A test that needs more than 20 s on a busy machine belongs in test:slow (CONTRIBUTING.md).
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
