// Generated files are never edited by hand: they must equal what the generator writes now.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generatedIrFiles } from "../../scripts/gen-ir-files.js";
import { validateVariant } from "../../compiler/index.js";
import { classicIr } from "../support/variants.js";

describe("generated IR files", () => {
  for (const [path, text] of Object.entries(generatedIrFiles())) {
    it(`${path} is up to date (run \`npm run gen\`)`, () => {
      expect(readFileSync(path, "utf8")).toBe(text);
    });
  }

  it("the standalone validator rejects an IR that breaks the schema", () => {
    const ir = structuredClone(classicIr()) as unknown as Record<string, unknown>;
    expect(validateVariant(ir)).toBe(true);
    (ir["combat"] as Record<string, unknown>)["die"] = 1;
    expect(validateVariant(ir)).toBe(false);
    delete ir["map"];
    expect(validateVariant(ir)).toBe(false);
  });
});
