// Casualties routed to a second board in the editor (PB5, test/fixtures/board/casualties.risk):
// completion offers `destroyed` in `limits` and `into` after it; `destroyed` has hover text.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/casualties.risk";
const text = readFileSync("test/fixtures/board/casualties.risk", "utf8");

const labelsAt = (source: string, needle: string) => completionLabels(uri, source, needle);

describe("casualties in the editor", () => {
  it("PB5 `limits` offers `destroyed`, and `destroyed` is followed by `into`", () => {
    expect(labelsAt(text.replace("    destroyed into scrapheap\n", "    \n"), "pieces 40\n    ")).toContain("destroyed");
    expect(labelsAt(text.replace("destroyed into scrapheap", "destroyed "), "    destroyed ")).toContain("into");
  });

  it("PB5 `destroyed` has hover text that says where the destroyed go", () => {
    expect(hoverText(uri, text, "destroyed into")).toContain("second board");
  });
});
