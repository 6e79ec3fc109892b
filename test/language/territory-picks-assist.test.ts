// A territory chosen by an effect in the editor (TC1-TC4; test/fixtures/picks/tax.risk): after
// `choose` among a rule's effects `territory` is offered, after `connected` the words of `to
// chosen`; hover on `choose` and on `chosen` says what they do.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/tax.risk";
const text = readFileSync("test/fixtures/picks/tax.risk", "utf8");

describe("a territory chosen by an effect, in the editor", () => {
  it("TC1 after `choose` in an order's effects, `territory` is offered", () => {
    const source = text.replace("choose territory owned where city != none {", "choose t");
    expect(completionLabels(uri, source, '"Tax" {\n        choose t')).toContain("territory");
  });

  it("TC3 after `connected` in a set, `to` and then `chosen` are offered", () => {
    const source = text.replace("connected to chosen where city == Paris", "connected t");
    expect(completionLabels(uri, source, "owned connected t")).toContain("to");
    const after = text.replace("connected to chosen where city == Paris", "connected to c");
    expect(completionLabels(uri, after, "owned connected to c")).toContain("chosen");
  });

  it("TC1 TC3 hover on `choose territory` and on `chosen` says what they do", () => {
    expect(hoverText(uri, text, "choose territory owned where city")).toContain("picks one territory");
    expect(hoverText(uri, text, "chosen where city", 1)).toContain("picked this turn");
  });
});
