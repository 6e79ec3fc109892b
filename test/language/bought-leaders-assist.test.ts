// Leaders bought in the market in the editor (PB1, test/fixtures/board/bought-leaders.risk):
// completion offers `from` after a leader's seat and `market` after it; the hover of `from` and
// `leader` says what `from market` does (PB16: a leader without a seat, every seat's).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completionLabels, hoverText } from "./support.js";

const uri = "file:///work/bought-leaders.risk";
const text = readFileSync("test/fixtures/board/bought-leaders.risk", "utf8");

const labelsAt = (source: string, needle: string) => completionLabels(uri, source, needle);

const hoverOf = (needle: string, delta = 1) => hoverText(uri, text, needle, delta);

describe("leaders bought in the editor", () => {
  it("PB1 after a leader's seat `from` is offered, after `from` the word `market`", () => {
    const afterSeat = text.replace('leader "Chief" seat 2 from market {', 'leader "Chief" seat 2 ');
    expect(labelsAt(afterSeat, 'leader "Chief" seat 2 ')).toContain("from");
    const afterFrom = text.replace('leader "Chief" seat 2 from market {', 'leader "Chief" seat 2 from ');
    expect(labelsAt(afterFrom, 'leader "Chief" seat 2 from ')).toContain("market");
  });

  it("PB1 `from` and `leader` have hover text that says a leader is bought", () => {
    expect(hoverOf("from market {\n      die d8", 1)).toContain("leader its seat buys");
    expect(hoverOf('leader "Hero of the North"', 1)).toContain("from market");
  });

  it("PB16 after a leader's name both `seat` and `from` are offered; the hover of `leader` names a leader every seat buys", () => {
    const afterName = text.replace('leader "Chief" seat 2 from market {', 'leader "Chief" ');
    expect(labelsAt(afterName, 'leader "Chief" ')).toEqual(expect.arrayContaining(["seat", "from"]));
    expect(hoverOf('leader "Hero of the North"', 1)).toContain("every player's");
  });
});
