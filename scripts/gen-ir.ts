// Writes the IR's JSON Schema and its ajv standalone validator from compiler/ir/ir-schema.ts.
// `npm run gen` runs it; test/ir/generated.test.ts fails when the committed files are stale.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generatedIrFiles } from "./gen-ir-files.js";

const root = fileURLToPath(new URL("..", import.meta.url));
for (const [path, text] of Object.entries(generatedIrFiles())) {
  writeFileSync(root + path, text);
  console.log(`wrote ${path}`);
}
