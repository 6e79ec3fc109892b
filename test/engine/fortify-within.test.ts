// FM1 (issue 26, Risk Europe's Maneuver): `fortify ... within N` — a move crosses at most N
// borders along its path, through the territories its path may pass (test/fixtures/board/maneuver.risk).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyInPlace, createGame, legalActions, problemOf, type Action } from "../../engine/index.js";
import { bots } from "../../bots/index.js";
import { simulate } from "../../sim/index.js";
import { codesOf, compileText, irOf } from "../support/variants.js";
import { playState, territoryIndex } from "../support/engine.js";

const text = readFileSync("test/fixtures/board/maneuver.risk", "utf8");
const game = createGame(irOf(text));
const at = (name: string) => territoryIndex(game, name);

/**
 * Seat 1 to move, holding Alaska (5), Northwest Territory, Alberta, Ontario and Quebec (2 each).
 * Borders (classic): Alaska touches Northwest Territory and Alberta; both touch Ontario; Ontario
 * touches Quebec. So from Alaska: one border to Northwest Territory and Alberta, two to Ontario,
 * three to Quebec.
 */
const moving = (owners: Record<string, number> = {}) =>
  playState(game, {
    players: 3,
    toMove: 1,
    phase: "fortify",
    owners: { Alaska: 1, Alberta: 1, "Northwest Territory": 1, Ontario: 1, Quebec: 1, ...owners },
    armiesAt: { Alaska: 5, Alberta: 2, "Northwest Territory": 2, Ontario: 2, Quebec: 2 },
    rest: 3,
  });

const targetsFrom = (s: ReturnType<typeof moving>, from: string) =>
  new Set(legalActions(game, s).flatMap((a) => (a.type === "fortify" && a.from === at(from) ? [a.to] : [])));

describe("FM1 a move crosses at most N borders", () => {
  it("FM1 from Alaska, `within 2` reaches Ontario (two borders) but not Quebec (three): too-far", () => {
    const s = moving();
    // Every target within two borders that the enumeration offers (the own territories facing an enemy).
    const offered = targetsFrom(s, "Alaska");
    expect(offered.has(at("Ontario"))).toBe(true);
    expect(offered.has(at("Quebec"))).toBe(false);
    for (const t of offered) expect(["Northwest Territory", "Alberta", "Ontario"]).toContain(game.variant.map.territories[t]!.name);
    const far: Action = { type: "fortify", from: at("Alaska"), to: at("Quebec"), count: 2 };
    expect(problemOf(game, s, far)).toMatchObject({ code: "too-far" });
    const near: Action = { type: "fortify", from: at("Alaska"), to: at("Ontario"), count: 3 };
    expect(applyInPlace(game, s, near)).toBeUndefined();
    expect(s.armies[at("Ontario")]).toBe(5);
    expect(s.armies[at("Alaska")]).toBe(2);
  });

  it("FM1 the bound counts borders along the player's own territories: with Alberta and Northwest Territory lost, Ontario is not joined at all", () => {
    const s = moving({ Alberta: 3, "Northwest Territory": 3 });
    const move: Action = { type: "fortify", from: at("Alaska"), to: at("Ontario"), count: 2 };
    expect(problemOf(game, s, move)).toMatchObject({ code: "not-connected" });
  });

  it("FM1 `within 3` reaches Quebec; the same step without `within` reaches it too", () => {
    for (const variant of [text.replace("within 2", "within 3"), text.replace(" within 2", "")]) {
      const g = createGame(irOf(variant));
      const s = playState(g, {
        players: 3,
        toMove: 1,
        phase: "fortify",
        owners: { Alaska: 1, Alberta: 1, "Northwest Territory": 1, Ontario: 1, Quebec: 1 },
        armiesAt: { Alaska: 5, Alberta: 2, "Northwest Territory": 2, Ontario: 2, Quebec: 2 },
        rest: 3,
      });
      expect(problemOf(g, s, { type: "fortify", from: territoryIndex(g, "Alaska"), to: territoryIndex(g, "Quebec"), count: 2 })).toBeUndefined();
    }
  });

  it("FM1 checks: `within` is an int of the player; nothing to bound on an adjacent path (RISK4290); at least 1 (RISK4291); given once", () => {
    expect(codesOf(compileText(text))).toEqual([]);
    expect(codesOf(compileText(text.replace("path connected within 2", "path adjacent within 2")))).toEqual(["RISK4290"]);
    expect(codesOf(compileText(text.replace("within 2", "within 0")))).toEqual(["RISK4291"]);
    expect(codesOf(compileText(text.replace("within 2", "within 2 within 3")))).toEqual(["RISK2011"]);
    expect(codesOf(compileText(text.replace("within 2", "within true")))).toEqual(["RISK4003"]);
  });
});

describe("FM1: greedy games with bounded moves end", () => {
  it("FM1 10 greedy games of the fixture with 3 players: none stalls", () => {
    const report = simulate(irOf(text), { games: 10, seed: 3, maxRounds: 500, bots: Array(3).fill(bots["greedy"]!) });
    expect({ games: report.games, stalled: report.stalled }).toEqual({ games: 10, stalled: 0 });
  });
});
