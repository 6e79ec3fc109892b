// Contested territories in the editor (CT1, CT5; test/fixtures/contested/contested.risk): the
// combat section offers `battles`, a set's `where` offers `contested`, and both have hover text.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/contested.risk";
const text = readFileSync("test/fixtures/contested/contested.risk", "utf8");

describe("contested territories in the editor", () => {
  it("CT1 the combat section offers `battles`", () => {
    const source = text.replace("    battles at round end\n", "    \n");
    expect(completionLabels(uri, source, "combat {\n    ")).toContain("battles");
  });

  it("CT1 `battles` has hover text that says when they are fought", () => {
    expect(hoverText(uri, text, "battles at round end")).toContain("round's first player");
  });

  it("CT5 in a set's `where`, `contested` is offered and has hover text", () => {
    const withFormula = text.replace(
      "  combat {",
      '  end {\n    win "calm" when count(territories owned where not contested) >= 30\n  }\n  combat {',
    );
    const typing = withFormula.replace("where not contested", "where not con");
    expect(completionLabels(uri, typing, "where not con")).toContain("contested");
    expect(hoverText(uri, withFormula, "contested)")).toContain("round's end");
  });
});
