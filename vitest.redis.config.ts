// The queue backend's integration test (`npm run test:redis`, not part of `npm test`): it needs a
// Redis server, at REDIS_URL or redis://127.0.0.1:6379 (`.ci/run` installs and starts Debian's).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/redis/**/*.redis.test.ts"],
    testTimeout: 300_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
