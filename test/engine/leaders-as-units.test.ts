// Leaders are units (issue 26; docs/language-design.md, "As built", version 3): L1 `leaders per
// seat N` lets a seat have several leaders (put down one by one at the setup, each revived on its
// own), L2 a leader may have powers of its own and no form. The rules are those of
// test/fixtures/board/leaders.risk.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyInPlace, createGame, decisionOf, legalActions, newGame, type Action, type Game, type GameState } from "../../engine/index.js";
import { loseUnit } from "../../engine/board/index.js";
import { codesOf, compileText, irOf } from "../support/variants.js";
import { fromPosition } from "../support/engine.js";

const text = readFileSync("test/fixtures/board/leaders.risk", "utf8");
const game = createGame(irOf(text));
const unitNamed = (g: Game, name: string) => g.variant.units!.types.findIndex((t) => t.name === name);

function must(g: Game, state: GameState, action: Action): void {
  expect(applyInPlace(g, state, action)).toBeUndefined();
}

/** Seat 1's Marshal in Alaska and Scout in Alberta, seat 2's Chief in Kamchatka; seat 1 to place `pool` armies. */
const reinforcing = (pool: number) =>
  fromPosition(game, {
    players: 3,
    toMove: 1,
    phase: "reinforce",
    step: 3,
    pool,
    territories: { Alaska: { owner: 1, armies: 3 }, Alberta: { owner: 1, armies: 2 }, Kamchatka: { owner: 2, armies: 2 } },
    others: { owner: 3, armies: 1 },
    leaders: { Marshal: { at: "Alaska", form: "Marshal" }, Scout: { at: "Alberta", form: "walk" }, Chief: { at: "Kamchatka", form: "Chief" } },
  });

describe("leaders are units", () => {
  it("L1 a seat with two leaders puts both down at the setup, one after the other, before the next seat", () => {
    const s = newGame(game, 3, 7);
    const placed: number[] = [];
    while (s.stage === "setup") {
      const d = decisionOf(game, s);
      if (d.kind === "placeLeader") placed.push(d.seatIndex);
      must(game, s, legalActions(game, s)[0]!);
    }
    expect(placed).toEqual([0, 0, 1]);
    expect(s.unitOwner).toEqual([0, 0, 1]);
    expect(s.unitAt.every((at) => at >= 0)).toBe(true);
  });

  it("L1 each destroyed leader of a seat is revived on its own, named by `unit`", () => {
    const s = reinforcing(10);
    const [marshal, scout] = [unitNamed(game, "Marshal"), unitNamed(game, "Scout")];
    loseUnit(game, s, marshal);
    loseUnit(game, s, scout);
    const revivals = legalActions(game, s).filter((a): a is Extract<Action, { type: "revive" }> => a.type === "revive");
    expect(new Set(revivals.map((a) => a.unit ?? marshal))).toEqual(new Set([marshal, scout]));
    must(
      game,
      s,
      revivals.find((a) => a.unit === scout && a.form === 1)!,
    );
    expect([s.unitAt[scout]! >= 0, s.unitForm[scout], s.unitAt[marshal]]).toEqual([true, 1, -1]);
  });

  it("L2 a leader's own powers are its one form", () => {
    const types = game.variant.units!.types;
    expect(types[unitNamed(game, "Marshal")]!.forms).toEqual([{ name: "Marshal", attack: 1, defend: 0, jump: false, retreat: false, strike: false }]);
    expect(types[unitNamed(game, "Chief")]!.forms.map((f) => f.defend)).toEqual([1]);
  });

  it("L1 without `leaders per seat`, two leaders on a seat are RISK4025; with it, more than it allows RISK4161", () => {
    const without = text.replace("    leaders per seat 2\n", "");
    expect(codesOf(compileText(without))).toEqual(["RISK4025"]);
    expect(codesOf(compileText(text.replace("leaders per seat 2", "leaders per seat 1")))).toEqual(["RISK4161"]);
    expect(codesOf(compileText(text.replace("leaders per seat 2", "leaders per seat 9")))).toEqual(["RISK4160"]);
  });

  it("L2 a leader with neither a form nor a power is still RISK4056", () => {
    expect(codesOf(compileText(text.replace("    defend +1\n    }", "    }")))).toEqual(["RISK4056"]);
  });
});
