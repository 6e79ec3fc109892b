// Named decks and effect-card play in the editor (DK1–DK6, EP1–EP7): completion offers the new
// statements where the grammar takes them, and their keywords have hover text.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/decks.risk";
const text = readFileSync("test/fixtures/decks/decks.risk", "utf8");

const labelsAfter = (needle: string) => completionLabels(uri, text, needle);

const hoverOf = (needle: string, delta = 1) => hoverText(uri, text, needle, delta);

describe("named decks in the editor", () => {
  it("EP1 a phase offers the `play` step; a deck offers `hand`, `reshuffle` and `card`", () => {
    expect(labelsAfter("      gain gold 1\n")).toContain("play");
    const inDeck = labelsAfter("    deal 1 each // DK2\n");
    for (const word of ["hand", "reshuffle", "card"]) expect(inDeck).toContain(word);
  });

  it("EP6 EP7 after `on play:` the card effects are offered; after a die bonus, its durations", () => {
    const effects = labelsAfter("on play: ");
    for (const word of ["gain", "armies", "draw", "attack", "defend"]) expect(effects).toContain(word);
    const durations = labelsAfter("on play: defend +1 ");
    expect(durations).toEqual(expect.arrayContaining(["for", "until"]));
  });

  it("DK4 DK5 EP6 the new keywords have hover text", () => {
    expect(hoverOf("reshuffle // DK4")).toContain("discards");
    expect(hoverOf("hand 3 discard choose", 8)).toContain("holder chooses");
    expect(hoverOf("until your next turn", 7)).toContain("next turn");
  });
});
