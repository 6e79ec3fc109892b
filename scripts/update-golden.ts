// Rewrites the .diag.txt beside every diagnostics fixture. Review the diff like code.
import { writeFileSync } from "node:fs";
import { goldenFixtures, goldenPath, renderGolden } from "../test/support/golden.js";

for (const fixture of goldenFixtures()) {
  writeFileSync(goldenPath(fixture), renderGolden(fixture));
  console.log(`wrote ${goldenPath(fixture)}`);
}
