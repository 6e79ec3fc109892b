// A card placed in part of its deck's pile in the editor (DK7, GT10): completion offers `in` after
// a card's name and `top` / `bottom` after it, and the new keywords have hover text.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { positionOf, testService } from "./support.js";

const uri = "file:///work/deck-halves.risk";
const text = readFileSync("test/fixtures/decks/deck-halves.risk", "utf8");

function labelsAt(source: string, needle: string): string[] {
  const { service, errors } = testService();
  service.open(uri, source);
  const items = service.completion(uri, positionOf(source, needle, needle.length)).items;
  expect(errors).toEqual([]);
  return items.map((i) => i.label);
}

function hoverOf(needle: string, delta = 1): string {
  const { service } = testService();
  service.open(uri, text);
  const h = service.hover(uri, positionOf(text, needle, delta));
  return (h?.contents as { value: string } | undefined)?.value ?? "";
}

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
