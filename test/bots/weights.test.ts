// The fitted evaluation weights name exactly the features the evaluation reads (a feature added
// without fitting again would count 0); test/slow/weights.test.ts checks they are the fit's.
import { expect, it } from "vitest";
import { FEATURES } from "../../bots/search/index.js";
import { fitted } from "../../bots/search/weights.gen.js";

it("weights.gen.ts weighs every feature of the evaluation, and nothing else", () => {
  expect(Object.keys(fitted.weights)).toEqual([...FEATURES]);
  for (const w of Object.values(fitted.weights)) expect(Number.isFinite(w)).toBe(true);
  // The fit beats a uniform guess on every variant it was fitted on.
  for (const loss of Object.values(fitted.logLoss)) expect(loss.fitted).toBeLessThan(loss.uniform);
});
