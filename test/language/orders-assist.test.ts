// Programmed orders in the editor (PO1–PO7, test/fixtures/orders/orders.risk): completion offers
// `program` and `hand` in a deck, `choose` and `first` among a card's effects, `ordered` in a
// formula; `program`, `per`, `returns`, `ordered`, `choose` and `first` have hover text.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/orders.risk";
const text = readFileSync("test/fixtures/orders/orders.risk", "utf8");

describe("programmed orders, in the editor", () => {
  it("PO2 a deck's statements offer `program`", () => {
    const source = text.replace("    program 2 each round // PO2\n", "    \n");
    expect(completionLabels(uri, source, "effects orders per player {\n    ")).toContain("program");
  });

  it("PO4 PO7 a card's effects offer `choose` and `first`", () => {
    const source = text.replace('on play: choose "Reinforce" { armies +3 } or "Attack" { }\n', "on play: \n");
    const labels = completionLabels(uri, source, "copies 4 {\n      on play: ");
    expect(labels).toEqual(expect.arrayContaining(["choose", "first"]));
  });

  it("PO4 a phase's condition offers `ordered`", () => {
    const source = text.replace('phase attack when ordered "Attack" {', "phase attack when  {");
    expect(completionLabels(uri, source, "phase attack when ")).toContain("ordered");
  });

  it("PO1 PO2 PO4 PO6 PO7 the new words have hover text", () => {
    expect(hoverText(uri, text, "program 2")).toContain("card by card");
    expect(hoverText(uri, text, "per player {")).toContain("own copy");
    expect(hoverText(uri, text, "returns //")).toContain("played cards");
    expect(hoverText(uri, text, 'when ordered "Spend"', "when ".length + 1)).toContain("chose that order");
    expect(hoverText(uri, text, 'choose "Tax"')).toContain("named orders");
    expect(hoverText(uri, text, "first player")).toContain("first in turn order");
  });
});
