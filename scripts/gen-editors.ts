// Writes the editor files generated from the grammar (scripts/gen-editors-files.ts).
// `npm run gen` runs it; test/language/textmate.test.ts fails when a committed file is stale.
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { generatedEditorFiles } from "./gen-editors-files.js";

const root = fileURLToPath(new URL("..", import.meta.url));
for (const [path, text] of Object.entries(generatedEditorFiles())) {
  mkdirSync(dirname(root + path), { recursive: true });
  writeFileSync(root + path, text);
  console.log(`wrote ${path}`);
}
