// Writes grammar/lookahead.gen.ts, the parser's decision table (see grammar/lookahead.ts).
// `npm run gen` runs it; test/grammar/lookahead.test.ts fails when the committed file is stale.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generatedLookaheadFiles } from "./gen-lookahead-files.js";

const root = fileURLToPath(new URL("..", import.meta.url));
for (const [path, text] of Object.entries(generatedLookaheadFiles())) {
  writeFileSync(root + path, text);
  console.log(`wrote ${path}`);
}
