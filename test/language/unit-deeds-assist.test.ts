// What a unit did this turn and a unit's die by the attack, in the editor (PB13, U1;
// test/fixtures/units/unit-deeds.risk): in a unit type `attack` and `when` after a die are
// offered, in `attack when` the unit's marks; hover says what they read.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/unit-deeds.risk";
const text = readFileSync("test/fixtures/units/unit-deeds.risk", "utf8");

const labelsAt = (source: string, needle: string) => completionLabels(uri, source, needle);

const hoverAt = (needle: string, offset: number) => hoverText(uri, text, needle, offset);

describe("a unit's deeds and dice, in the editor", () => {
  it("PB13 in a unit type `attack` is offered, and in its condition the unit's marks", () => {
    expect(labelsAt(text.replace("attack when hasMoved == 0", "a"), "die d10 when terrain == hills\n      a")).toContain("attack");
    const labels = labelsAt(text.replace("attack when hasMoved == 0", "attack when h"), "attack when h");
    expect(labels).toEqual(expect.arrayContaining(["hasMoved", "hasAttacked", "hasArrived"]));
  });

  it("PB13 PB15 hover on the marks says what they read", () => {
    expect(hoverAt("attack when hasMoved", "attack when ".length + 1)).toContain("moved this turn");
    expect(hoverAt("attack where unitsArrived of source", "attack where ".length + 1)).toContain("came onto the board this turn");
  });

  it("U1 hover on a unit's `die` names sizes under a condition", () => {
    expect(hoverAt("die d10 when terrain", 1)).toContain("U1");
  });
});
