// Supply lines in the editor (SL1; test/fixtures/supply/supply-lines.risk): after a set's filters
// `connected` is offered, and hover on it says what it keeps.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { positionOf, testService } from "./support.js";

const uri = "file:///work/supply-lines.risk";
const text = readFileSync("test/fixtures/supply/supply-lines.risk", "utf8");

describe("supply lines, in the editor", () => {
  it("SL1 after `territories owned` in a formula, `connected` is offered", () => {
    const source = text.replace("sum(tax of territories owned connected)", "sum(tax of territories owned c)");
    const { service, errors } = testService();
    service.open(uri, source);
    const labels = service.completion(uri, positionOf(source, "territories owned c)", "territories owned c".length)).items.map((i) => i.label);
    expect(errors).toEqual([]);
    expect(labels).toContain("connected");
  });

  it("SL1 hover on `connected` in a set names the supply line", () => {
    const { service } = testService();
    service.open(uri, text);
    const h = service.hover(uri, positionOf(text, "owned connected)", "owned ".length + 1));
    expect((h?.contents as { value: string } | undefined)?.value ?? "").toContain("supply line");
  });
});
