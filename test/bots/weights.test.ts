// The fitted evaluation weights name exactly the features the evaluation reads (a feature added
// without fitting again would count 0); test/slow/weights.test.ts checks they are the fit's.
import { expect, it } from "vitest";
import { FEATURES } from "../../bots/search/index.js";
import { fitted } from "../../bots/search/weights.gen.js";
import { bundledVariants } from "../support/variants.js";

it("weights.gen.ts weighs every feature of the evaluation, and nothing else", () => {
  expect(Object.keys(fitted.weights)).toEqual([...FEATURES]);
  for (const w of Object.values(fitted.weights)) expect(Number.isFinite(w)).toBe(true);
  // The fit beats a uniform guess on every variant it was fitted on (in sorted file-name order);
  // the one left out is Risk Europe, whose greedy games are won by Crown cards bought with coins,
  // which no feature measures.
  const names = bundledVariants.map((v) => `${v}.risk`).sort();
  expect(fitted.logLoss).toHaveLength(names.length);
  expect(names.filter((_, i) => "leftOut" in fitted.logLoss[i]!)).toEqual(["risk-europe.risk"]);
  fitted.logLoss.forEach((loss, i) => {
    if (!("leftOut" in loss)) expect(loss.fitted, names[i]).toBeLessThan(loss.uniform);
  });
});
