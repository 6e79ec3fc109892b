// Y6: `with X` keeps only the territories whose true-or-false attribute X is true, wherever a set
// is read. `count(territories owned with factory)` once dropped the filter and counted every
// owned territory; it must equal `sum over territories owned with factory: 1`.
import { describe, expect, it } from "vitest";
import { createGame } from "../../engine/index.js";
import { playState } from "../support/engine.js";
import { codesOf, compileText, irOf, mini } from "../support/variants.js";

/** The mini variant with factories on A and C, receiving `formula` armies. */
const withFactories = (formula: string) =>
  mini(
    ["territories { A, B, C, D }", "attribute factory: bool = false\n    territories { A [factory true], B, C [factory true], D }"],
    ["receive max(3, floor(count(territories owned) / 3))", `receive ${formula}`],
  );

/** Armies seat 1 receives owning A, B and C (two of them factories) and D held by seat 2. */
function received(formula: string): number {
  const game = createGame(irOf(withFactories(formula)));
  const state = playState(game, { players: 2, owners: { A: 1, B: 1, C: 1, D: 2 } });
  return state.pool;
}

describe("Y6 `with` filters a set wherever it is read", () => {
  it("count(territories owned with factory) counts the owned factories: 2 of the 3 owned territories", () => {
    expect(received("count(territories owned with factory)")).toBe(2);
    expect(received("sum over territories owned with factory: 1")).toBe(2);
    expect(received("count(territories owned)")).toBe(3);
  });

  it("count(territories with factory) counts every factory on the board, and `in` narrows it further", () => {
    expect(received("count(territories with factory)")).toBe(2);
    expect(received("count(territories with factory in South)")).toBe(1);
    expect(received("count(territories owned with factory in North)")).toBe(1);
  });

  it("`with` on groups is an error, not a filter silently dropped", () => {
    expect(codesOf(compileText(withFactories("count(groups owned with factory)")))).toContain("RISK4003");
  });
});

describe("C4 a set of wild cards only", () => {
  it("`set 0 any + 3 wild worth 12` compiles to a set of 0 patterned cards and 3 wilds (it was an IR schema error)", () => {
    const ir = irOf('variant "Wilds" extends "classic" {\n  cards {\n    set 0 any + 3 wild worth 12\n  }\n}\n');
    expect(ir.cards?.sets).toContainEqual({ count: 0, pattern: "any", wilds: 3, worth: { op: "int", value: 12 } });
  });
});
