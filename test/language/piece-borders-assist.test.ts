// Borders a piece opens in the editor (PB9, test/fixtures/board/piece-borders.risk): completion
// offers `with` after a border's targets and the unit types after `with`; `with` has hover text
// that says whose the border is, and the unit's name goes to its declaration.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, positionOf, testService } from "./support.js";

const uri = "file:///work/piece-borders.risk";
const text = readFileSync("test/fixtures/board/piece-borders.risk", "utf8");

const labelsAt = (source: string, needle: string) => completionLabels(uri, source, needle);

describe("borders a piece opens, in the editor", () => {
  it("PB9 after a border's targets `with` is offered, and after `with` the unit types", () => {
    expect(labelsAt(text.replace("Alaska -- Greenland with Fleet", "Alaska -- Greenland "), "Alaska -- Greenland ")).toContain("with");
    expect(labelsAt(text.replace("Alaska -- Greenland with Fleet", "Alaska -- Greenland with "), "Greenland with ")).toContain("Fleet");
  });

  it("PB9 `with` after a border has hover text that says whose the border is", () => {
    const { service } = testService();
    service.open(uri, text);
    const h = service.hover(uri, positionOf(text, "Greenland with Fleet", "Greenland ".length + 1));
    expect((h?.contents as { value: string } | undefined)?.value ?? "").toContain("only for a player with a unit of that type");
  });

  it("PB9 the piece's name goes to its unit type's declaration", () => {
    const { service } = testService();
    service.open(uri, text);
    const at = positionOf(text, "Greenland with Fleet", "Greenland with ".length + 1);
    const target = service.definition(uri, at);
    expect(JSON.stringify(target)).toContain(`"line":${text.split("\n").findIndex((l) => l.includes("unit Fleet"))}`);
  });
});
