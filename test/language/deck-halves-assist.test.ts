// A card placed in part of its deck's pile in the editor (DK7, GT10): completion offers `in` after
// a card's name and `top` / `bottom` after it, and the new keywords have hover text.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/deck-halves.risk";
const text = readFileSync("test/fixtures/decks/deck-halves.risk", "utf8");

const labelsAt = (source: string, needle: string) => completionLabels(uri, source, needle);

const hoverOf = (needle: string, delta = 1) => hoverText(uri, text, needle, delta);

describe("DK7: a placed card in the editor", () => {
  it("DK7 after a card's name (and its copies) `in` is offered, then `top` and `bottom`", () => {
    expect(labelsAt(text, 'card "Omen" copies 47 ')).toContain("in");
    const halves = labelsAt(text.replace('card "Doom" in bottom half', 'card "Doom" in '), 'card "Doom" in ');
    expect(halves).toEqual(expect.arrayContaining(["top", "bottom"]));
  });

  it("DK7 GT10 `bottom` and `half` have hover text", () => {
    expect(hoverOf("bottom half {")).toContain("25 to 48");
    expect(hoverOf("half {")).toContain("rounded down");
  });
});
