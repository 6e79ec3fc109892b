// Writes variants/bundled.gen.ts, the bundled variants' texts (see compiler/variant-loaders.ts).
// `npm run gen` runs it; test/compiler/variant-loaders.test.ts fails when the committed file is stale.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generatedVariantTextFiles } from "./gen-variant-texts-files.js";

const root = fileURLToPath(new URL("..", import.meta.url));
for (const [path, text] of Object.entries(generatedVariantTextFiles())) {
  writeFileSync(root + path, text);
  console.log(`wrote ${path}`);
}
