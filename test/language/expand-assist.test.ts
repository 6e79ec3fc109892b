// The expand step in the editor (XP3; test/fixtures/expand/expand.risk): `expand` is offered as a
// step and its options after it; hover on `expand` and `into` says what they do.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/expand.risk";
const text = readFileSync("test/fixtures/expand/expand.risk", "utf8");

describe("the expand step, in the editor", () => {
  it("XP3 `expand` is offered as a phase's step, and `into`, `leave` and `where` after it", () => {
    expect(completionLabels(uri, text.replace("expand into 1 leave 1", "ex"), "    phase expand {\n      ex")).toContain("expand");
    const after = completionLabels(uri, text.replace("expand into 1 leave 1", "expand i"), "      expand i");
    expect(after).toEqual(expect.arrayContaining(["into", "leave", "where"]));
  });

  it("XP3 hover on `expand` and on its `into` says what they do", () => {
    expect(hoverText(uri, text, "expand into 1", 1)).toContain("one move or invasion");
    expect(hoverText(uri, text, "into 2 leave", 1)).toContain("the most territories one expand");
  });
});
