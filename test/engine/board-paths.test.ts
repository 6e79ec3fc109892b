// Move conditions tested along the whole path (issue 26; docs/language-design.md, "As built",
// version 3): B2 `fortify ... path where <condition>` moves through connected territories of the
// player's where the condition holds, the first and the last included. The rule is that of
// test/fixtures/board/board-rules.risk (supply lines: territories of 2 armies or more).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyInPlace, createGame, legalActions, problemOf, type Action } from "../../engine/index.js";
import { codesOf, compileText, irOf } from "../support/variants.js";
import { playState, territoryIndex } from "../support/engine.js";

const text = readFileSync("test/fixtures/board/board-rules.risk", "utf8");
const game = createGame(irOf(text));
const at = (name: string) => territoryIndex(game, name);

/** Seat 1 to move: Alaska (5), Alberta (`alberta`), Northwest Territory (1), Ontario and Quebec (2 each); the rest seat 3's. */
const moving = (alberta: number) =>
  playState(game, {
    players: 3,
    toMove: 1,
    phase: "fortify",
    owners: { Alaska: 1, Alberta: 1, "Northwest Territory": 1, Ontario: 1, Quebec: 1 },
    armiesAt: { Alaska: 5, Alberta: alberta, "Northwest Territory": 1, Ontario: 2, Quebec: 2 },
    rest: 3,
  });

const movesFromAlaska = (s: ReturnType<typeof moving>) =>
  new Set(legalActions(game, s).flatMap((a) => (a.type === "fortify" && a.from === at("Alaska") ? [a.to] : [])));

describe("B2 move conditions along the whole path", () => {
  it("B2 a move passes only through territories where the condition holds: Alaska reaches Ontario once Alberta has 2 armies", () => {
    expect(movesFromAlaska(moving(1))).toEqual(new Set());
    const s = moving(1);
    const move: Action = { type: "fortify", from: at("Alaska"), to: at("Ontario"), count: 2 };
    expect(problemOf(game, s, move)?.code).toBe("not-connected");
    const open = moving(2);
    expect(movesFromAlaska(open)).toEqual(new Set([at("Alberta"), at("Ontario"), at("Quebec")]));
    expect(applyInPlace(game, open, move)).toBeUndefined();
    expect(open.armies[at("Ontario")]).toBe(4);
  });

  it("B2 the first territory of the path meets the condition too: none moves from a territory of 1 army", () => {
    const s = moving(2);
    expect(legalActions(game, s).some((a) => a.type === "fortify" && a.from === at("Northwest Territory"))).toBe(false);
  });

  it("B2 `path where` reads the territory in question; `path where` and another path are one `path` given twice", () => {
    expect(codesOf(compileText(text.replace("path where armies >= 2", "path where toMove")))).toEqual(["RISK4003"]);
    expect(codesOf(compileText(text.replace("path where armies >= 2", "path where armies >= 2 path adjacent")))).toEqual(["RISK2011"]);
  });
});
