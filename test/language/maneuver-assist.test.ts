// A move's bound in the editor (FM1; test/fixtures/board/maneuver.risk): in a fortify step
// `within` is offered, and hover on it says what it bounds.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/maneuver.risk";
const text = readFileSync("test/fixtures/board/maneuver.risk", "utf8");

describe("a move's bound, in the editor", () => {
  it("FM1 after a fortify step's path, `within` is offered", () => {
    const source = text.replace("within 2 leave 1", "w");
    expect(completionLabels(uri, source, "path connected w")).toContain("within");
  });

  it("FM1 hover on `within` says it bounds the borders a move crosses", () => {
    expect(hoverText(uri, text, "within 2", 1)).toContain("at most N borders");
  });
});
