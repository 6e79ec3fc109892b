// Supply lines in the editor (SL1; test/fixtures/supply/supply-lines.risk): after a set's filters
// `connected` is offered, and hover on it says what it keeps.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/supply-lines.risk";
const text = readFileSync("test/fixtures/supply/supply-lines.risk", "utf8");

describe("supply lines, in the editor", () => {
  it("SL1 after `territories owned` in a formula, `connected` is offered", () => {
    const source = text.replace("sum(tax of territories owned connected)", "sum(tax of territories owned c)");
    expect(completionLabels(uri, source, "territories owned c")).toContain("connected");
  });

  it("SL1 hover on `connected` in a set names the supply line", () => {
    expect(hoverText(uri, text, "owned connected)", "owned ".length + 1)).toContain("supply line");
  });
});
