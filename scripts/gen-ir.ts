// Writes the IR's JSON Schema and its ajv standalone validator from compiler/ir/ir-schema.ts.
// `npm run gen` runs it; test/ir/generated.test.ts fails when the committed files are stale.
// The schema of each released IR version is frozen in compiler/ir/released/v<N>.json: a schema
// that differs from its version's copy means IR_VERSION must move (test/ir/version.test.ts).
import { existsSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { IR_VERSION } from "../compiler/ir/index.js";
import { generatedIrFiles, irJsonSchema, releasedSchemaPath } from "./gen-ir-files.js";

const root = fileURLToPath(new URL("..", import.meta.url));
for (const [path, text] of Object.entries(generatedIrFiles())) {
  writeFileSync(root + path, text);
  console.log(`wrote ${path}`);
}
const released = root + releasedSchemaPath(IR_VERSION);
if (!existsSync(released)) {
  writeFileSync(released, JSON.stringify(irJsonSchema(), null, 2) + "\n");
  console.log(`wrote ${releasedSchemaPath(IR_VERSION)} (the schema of IR version ${IR_VERSION}, frozen from now on)`);
}
