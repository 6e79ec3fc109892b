// Writes the ajv standalone validator of a queue job's data from sim/node/job-schema.ts.
// `npm run gen` runs it; test/sim/queue-job.test.ts fails when the committed files are stale.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { generatedJobFiles } from "./gen-job-files.js";

const root = fileURLToPath(new URL("..", import.meta.url));
for (const [path, text] of Object.entries(generatedJobFiles())) {
  writeFileSync(root + path, text);
  console.log(`wrote ${path}`);
}
