// Bombardment and borders of a kind in the editor (BB3, BK2; test/fixtures/bombard/bombard.risk):
// `bombard` is offered as a step, `across` in a condition, and hover says what each does.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/bombard.risk";
const text = readFileSync("test/fixtures/bombard/bombard.risk", "utf8");

describe("bombardment and borders of a kind, in the editor", () => {
  it("BB3 in a phase, `bombard` is offered as a step", () => {
    const source = text.replace("bombard Siege dice 2 hits 3+ at where not across sea", "b");
    expect(completionLabels(uri, source, "phase siege {\n      b")).toContain("bombard");
  });

  it("BK2 in a condition, `across` is offered", () => {
    const source = text.replace("attack where not across sea", "attack where not a");
    expect(completionLabels(uri, source, "attack where not a")).toContain("across");
  });

  it("BB3 hover on `bombard` says it fires at a neighbour with no return fire", () => {
    expect(hoverText(uri, text, "bombard Siege", 1)).toContain("Nobody fires back");
  });

  it("BK2 hover on `across` says it reads the border's kind", () => {
    expect(hoverText(uri, text, "across sea //", 1)).toContain("border between `source`");
  });
});
