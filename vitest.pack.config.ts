// The packaging test (`npm run test:pack`, not part of `npm test`): packs the package, installs the
// tarball into an empty project (it needs the npm registry) and uses the CLI, the library, the
// types and the prettier plugin from there.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/pack/**/*.pack.test.ts"],
    testTimeout: 300_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
