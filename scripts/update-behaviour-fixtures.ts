// Rewrites test/fixtures/behaviour/ from the current engine. Run it only in a commit whose purpose
// is to change which games are played, and say why in that commit.
import { writeFileSync } from "node:fs";
import { actionDigest, behaviourCases, behaviourPath, digestsPath, simulateJson } from "../test/support/behaviour.js";

const digests: Record<string, string> = {};
for (const c of behaviourCases) {
  writeFileSync(behaviourPath(c), await simulateJson(c));
  digests[`${c.variant}-${c.players}`] = actionDigest(c);
  console.log(`wrote ${behaviourPath(c)}`);
}
writeFileSync(digestsPath, JSON.stringify(digests, null, 2) + "\n");
console.log(`wrote ${digestsPath}`);
