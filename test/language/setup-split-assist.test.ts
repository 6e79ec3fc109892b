// The setup's split in the editor (SP1; test/fixtures/setup-split.risk): after `place 9 each`
// the words of the step are offered, and hover on `adjacent` and `empty` says what they do there.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/setup-split.risk";
const text = readFileSync("test/fixtures/setup-split.risk", "utf8");

describe("the setup's split, in the editor", () => {
  it("SP1 after `place 9 each` in the setup, `with` is offered, then `adjacent`", () => {
    expect(completionLabels(uri, text.replace("each with adjacent empty where", "each w where"), "place 9 each w")).toContain("with");
    expect(completionLabels(uri, text.replace("each with adjacent empty where", "each with a where"), "place 9 each with a")).toContain("adjacent");
  });

  it("SP1 hover on `adjacent` and `empty` in the step says the armies may go on a neighbour nobody holds", () => {
    expect(hoverText(uri, text, "with adjacent empty where", 6)).toContain("neighbouring territory nobody holds");
    expect(hoverText(uri, text, "adjacent empty where Castle", 10)).toContain("split onto an adjacent one");
  });
});
