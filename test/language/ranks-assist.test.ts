// Ranked battles in the editor (RB1, test/fixtures/ranked-battles.risk): completion offers the
// unit types after `rank` and `rank` in the combat section; `rank` and `hits` have hover text.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/ranked-battles.risk";
const text = readFileSync("test/fixtures/ranked-battles.risk", "utf8");

const labelsAt = (source: string, needle: string) => completionLabels(uri, source, needle);

describe("ranked battles in the editor", () => {
  it("RB1 `rank ` offers the variant's unit types", () => {
    const source = text.replace("    rank Cavalry hits 3+\n", "    rank \n");
    const labels = labelsAt(source, "    rank ");
    expect(labels).toEqual(expect.arrayContaining(["Archer", "Cavalry", "Siege"]));
  });

  it("RB1 the combat section offers `rank`", () => {
    const source = text.replace("    rank Cavalry hits 3+\n", "    \n");
    expect(labelsAt(source, "rank Archer hits 5+\n    ")).toContain("rank");
  });

  it("RB1 `rank` and `hits` have hover text", () => {
    expect(hoverText(uri, text, "rank Siege")).toContain("ranked battle");
    expect(hoverText(uri, text, "hits 3+")).toContain("lowest face");
  });
});

describe("casualties chosen and a rank's re-roll in the editor", () => {
  const castles = readFileSync("test/fixtures/ranked-castles.risk", "utf8");
  const at = "file:///work/ranked-castles.risk";

  it("CS1 `casualties by choice` and RR1 `reroll ... one rank` have hover text", () => {
    expect(hoverText(at, castles, "choice\n")).toContain("casualties");
    expect(hoverText(at, castles, "reroll one")).toContain("one rank");
  });

  it("RR1 after `defender reroll ` the editor offers `one`; CS1 at a combat statement `casualties` completes", () => {
    const source = castles.replace(
      "    defender reroll one rank each round when Castle > 0 // assumed: any rank, the siege rank too\n",
      "    defender reroll \n",
    );
    expect(completionLabels(at, source, "    defender reroll ")).toContain("one");
    const bare = castles.replace("    casualties by choice\n", "    \n");
    expect(completionLabels(at, bare, "rank Cavalry hits 3+\n    ")).toContain("casualties");
  });
});
