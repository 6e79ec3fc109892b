// Hidden markers in the editor (MK1, test/fixtures/markers/markers.risk): completion offers
// `put` among a phase's steps and `from` after its count; `put` and a marker's `on reveal` have
// hover text.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/markers.risk";
const text = readFileSync("test/fixtures/markers/markers.risk", "utf8");

const labelsAt = (source: string, needle: string) => completionLabels(uri, source, needle);

describe("markers in the editor", () => {
  it("MK1 a phase offers the step `put`, and `put 1` is followed by `from`", () => {
    const bare = text.replace("put 1 from relics when count(territories owned) >= 2 // MK1, MK2", "");
    expect(labelsAt(bare, "phase hide {\n      ")).toContain("put");
    expect(labelsAt(text.replace("put 1 from relics when", "put 1 "), "put 1 ")).toContain("from");
  });

  it("MK1/MK3 `put` has hover text that says who sees the card, and `reveal` says who it acts for", () => {
    expect(hoverText(uri, text, "put 1 from")).toContain("only the player sees");
    expect(hoverText(uri, text, "reveal: gain")).toContain("conquers its territory");
  });
});
