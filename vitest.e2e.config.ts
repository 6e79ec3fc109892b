// Real-browser tests of the built playground (needs Chromium: `npm run test:e2e`).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/e2e/**/*.e2e.test.ts"],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A loaded machine compiles and simulates slowly: a poll waits this long before it fails.
    expect: { poll: { timeout: 20_000 } },
  },
});
