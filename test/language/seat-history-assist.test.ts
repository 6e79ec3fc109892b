// The turn's history by seat in the editor (H6, H7; test/engine/seat-history.test.ts): inside
// `over seats s:` the history's quantities are offered, `unitsLost` and `unitsDestroyed` among
// them; hover on `x of s` says what it reads of seat s.
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/seat-history.risk";
const text = `variant "By seat" extends "classic" {
  combat {
    attack where all over seats s: unitsLost of s + armiesLost of s < 4 and topFaces of s < 2
  }
}
`;

const labelsAt = (source: string, needle: string) => completionLabels(uri, source, needle);

const hoverAt = (needle: string, offset: number) => hoverText(uri, text, needle, offset);

describe("the turn's history by seat, in the editor", () => {
  it("H6 H7 inside `over seats s:` the history's quantities are offered", () => {
    const source = text.replace("unitsLost of s + armiesLost of s < 4 and topFaces of s < 2", "u");
    expect(labelsAt(source, "over seats s: u")).toEqual(expect.arrayContaining(["unitsLost", "unitsDestroyed", "armiesLost", "topFaces"]));
  });

  it("H6 H7 hover on `x of s` says what it reads of the seat", () => {
    expect(hoverAt("unitsLost of s", 1)).toContain("units seat s lost this turn");
    expect(hoverAt("armiesLost of s", 1)).toContain("attacking or defending");
    expect(hoverAt("topFaces of s", 1)).toContain("its defence dice included");
  });
});
