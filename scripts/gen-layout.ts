// Writes the map of folders in docs/architecture.md from layout.ts. `npm run gen` runs it;
// test/architecture/layout.test.ts fails when the committed map is stale.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generatedLayoutFiles } from "./gen-layout-files.js";

const root = fileURLToPath(new URL("..", import.meta.url));
for (const [path, text] of Object.entries(generatedLayoutFiles())) {
  writeFileSync(root + path, text);
  console.log(`wrote ${path}`);
}
