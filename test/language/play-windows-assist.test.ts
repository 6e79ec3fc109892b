// A card's play window in the editor (EP9, EP10): completion offers `during` after `on play`, then
// `attack` and `defence`, and the new keywords have hover text.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/play-windows.risk";
const text = readFileSync("test/fixtures/decks/play-windows.risk", "utf8");

const labelsAt = (source: string, needle: string) => completionLabels(uri, source, needle);

const hoverOf = (needle: string, delta = 1) => hoverText(uri, text, needle, delta);

describe("EP9 EP10: play windows in the editor", () => {
  it("EP9 EP10 after `on play` `during` is offered, then `attack` and `defence`", () => {
    const open = text.replace("on play during attack:", "on play ");
    expect(labelsAt(open, "on play ")).toContain("during");
    const window = text.replace("on play during attack:", "on play during ");
    expect(labelsAt(window, "on play during ")).toEqual(expect.arrayContaining(["attack", "defence"]));
  });

  it("EP9 EP10 `during` and `defence` have hover text", () => {
    expect(hoverOf("during attack")).toContain("play window");
    expect(hoverOf("defence cost")).toContain("another seat's turn");
  });
});
