// The search bot's evaluation weights are what scripts/fit-weights.ts fits: the committed
// bots/search/weights.gen.ts is byte for byte what the script writes from its games.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { fitWeights, weightsFile, WEIGHTS_PATH } from "../../scripts/fit-weights.js";

it("bots/search/weights.gen.ts is up to date (npm run fit-weights writes it)", () => {
  expect(weightsFile(fitWeights())).toBe(readFileSync(WEIGHTS_PATH, "utf8"));
});
