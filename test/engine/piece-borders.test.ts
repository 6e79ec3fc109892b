// Borders that exist for one player because of a piece (issue 26; docs/language-design.md, "As
// built", version 3), rule ids PB9–PB12 of test/fixtures/board/piece-borders.risk: PB9 `A -- B
// with Fleet` exists only for a player with a Fleet at either end; PB10 its moves go along it;
// PB11 a one-way lane goes from its first territory only; PB12 the bots see the lane through the
// enumerated actions, and a greedy game with lanes plays through.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../bots/greedy-bot.js";
import { applyInPlace, createGame, decisionOf, legalActions, newGame, problemOf, viewFor, type Action, type GameState } from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { drawMap, pictureOf } from "../../maps/index.js";
import { playState, territoryIndex, toPhase } from "../support/engine.js";
import { codesOf, compileText, irOf } from "../support/variants.js";

const text = readFileSync("test/fixtures/board/piece-borders.risk", "utf8");
const game = createGame(irOf(text));
const T = (name: string) => territoryIndex(game, name);

/** Three players; seat 1 holds `mine` (5 armies each), seat 3 Madagascar, seat 2 the rest; seats 1 and 2's Fleets where `fleets` says (null: in stock). */
const board = (mine: string[], fleets: [string | null, string | null], phase: "attack" | "fortify" = "attack", toMove = 1, armies = 5): GameState =>
  toPhase(
    game,
    playState(game, {
      players: 3,
      owners: { ...Object.fromEntries(mine.map((t) => [t, 1])), Madagascar: 3 },
      armiesAt: Object.fromEntries(mine.map((t) => [t, armies])),
      rest: 2,
      armies: 5,
      units: {
        Fleet: [
          { owner: 1, at: fleets[0] },
          { owner: 2, at: fleets[1] },
          { owner: 3, at: null },
        ],
      },
    }),
    phase,
    toMove,
  );

const attacks = (s: GameState) => legalActions(game, s).filter((a): a is Extract<Action, { type: "attack" }> => a.type === "attack");
const hasAttack = (s: GameState, from: string, to: string) => attacks(s).some((a) => a.from === T(from) && a.to === T(to));
const codeOf = (s: GameState, action: Action) => problemOf(game, s, action)?.code;

describe("borders that exist for one player because of a piece", () => {
  it("PB9 a lane exists for the player with a Fleet at either end: its attacks along it are legal", () => {
    expect(hasAttack(board(["Alaska"], ["Alaska", null]), "Alaska", "Greenland")).toBe(true);
    // At the other end (a unit stands on its player's own territories, so: for a move).
    expect(hasAttack(board(["Alaska", "Greenland"], ["Greenland", null]), "Alaska", "Greenland")).toBe(false); // not an enemy's
  });

  it("PB9 without its Fleet there, or with only another player's, the lane is closed to the player", () => {
    for (const fleets of [
      [null, null],
      ["Iceland", null],
      [null, "Greenland"],
      [null, "Kamchatka"],
    ] as [string | null, string | null][]) {
      const s = board(["Alaska", "Iceland"], fleets);
      expect(hasAttack(s, "Alaska", "Greenland"), String(fleets)).toBe(false);
      expect(codeOf(s, { type: "attack", from: T("Alaska"), to: T("Greenland") })).toBe("not-adjacent");
    }
  });

  it("PB9 the lane is the owner's alone: the other player attacks along it with its own Fleet only", () => {
    // Seat 2 (Greenland) to move, its Fleet in Greenland: it may attack Alaska; seat 1's Fleet does not open the lane for it.
    expect(hasAttack(board(["Alaska"], [null, "Greenland"], "attack", 2), "Greenland", "Alaska")).toBe(true);
    expect(hasAttack(board(["Alaska"], ["Alaska", null], "attack", 2), "Greenland", "Alaska")).toBe(false);
  });

  it("PB10 moves go along the lane of the player's Fleet, and not without it", () => {
    const move: Action = { type: "fortify", from: T("Alaska"), to: T("Greenland"), count: 2 };
    expect(codeOf(board(["Alaska", "Greenland"], ["Greenland", null], "fortify"), move)).toBeUndefined();
    expect(codeOf(board(["Alaska", "Greenland"], [null, "Kamchatka"], "fortify"), move)).toBeDefined();
  });

  it("PB11 a one-way lane goes from its first territory only", () => {
    expect(hasAttack(board(["Egypt"], ["Egypt", null]), "Egypt", "Peru")).toBe(true);
    expect(hasAttack(board(["Peru"], ["Peru", null]), "Peru", "Egypt")).toBe(false);
  });

  it("PB12 the greedy bot sees the lane through the enumerated actions: its only front is the lane", () => {
    const s = board(["Alaska"], ["Alaska", null], "attack", 1, 20);
    const decision = decisionOf(game, s);
    const actions = legalActions(game, s);
    const action = greedyBot.choose({ game, view: viewFor(s, decision.seat), decision, actions, rng: seedRng(1) });
    expect(actions.filter((a) => a.type === "attack").every((a) => a.type === "attack" && a.from === T("Alaska"))).toBe(true);
    expect(action).toMatchObject({ type: "attack", from: T("Alaska") });
  });

  it("PB12 a greedy game with lanes plays through without a refused action", () => {
    // The Fleets go down at random (`units 1 Fleet each randomly`); seat 1's in Alaska here, where the lane is its only front.
    const s = board(["Alaska", "Kamchatka", "Northwest Territory", "Alberta"], ["Alaska", null], "attack", 1, 12);
    const lanes = new Set([`${T("Alaska")}-${T("Greenland")}`, `${T("Greenland")}-${T("Alaska")}`, `${T("Egypt")}-${T("Peru")}`]);
    let alongLanes = 0;
    for (let n = 0; n < 3000 && s.stage !== "over"; n++) {
      const decision = decisionOf(game, s);
      const actions = legalActions(game, s);
      const action = greedyBot.choose({ game, view: viewFor(s, decision.seat), decision, actions, rng: seedRng(n) });
      if ((action.type === "attack" || action.type === "fortify") && lanes.has(`${action.from}-${action.to}`)) alongLanes++;
      expect(applyInPlace(game, s, action)).toBeUndefined();
    }
    expect(alongLanes).toBeGreaterThan(0);
  });

  it("PB12 `riskc map --svg` draws each lane dashed, with an arrow when one-way, and says whose it is", () => {
    const svg = drawMap(pictureOf(game.variant)).svg;
    const lanes = [...svg.matchAll(/<line class="piece-border"([^>]*)><title>([^<]*)<\/title>/g)];
    expect(lanes.map((m) => m[2])).toEqual([
      "Alaska – Greenland: only for a player with a Fleet at either end",
      "Egypt → Peru: only for a player with a Fleet at either end",
    ]);
    expect(lanes.every((m) => m[1]!.includes('stroke-dasharray="8 4"'))).toBe(true);
    expect(lanes.map((m) => m[1]!.includes("marker-end"))).toEqual([false, true]);
    // Not drawn as a wall (regions that touch without a border): the lane is a border, for some.
    expect(svg).not.toMatch(/no border: (Egypt – Peru|Peru – Egypt|Alaska – Greenland|Greenland – Alaska)</);
  });

  it("RISK2060 and RISK4212: the piece is a unit type, and the lane stands in `borders`", () => {
    expect(codesOf(compileText(text.replace("Egypt -> Peru with Fleet", "Egypt -> Peru with Flet")))).toEqual(["RISK2060"]);
    const inSwitch = text.replace("    borders {", '    switch "Tide" starts on { on: Iceland -- Peru with Fleet }\n    borders {');
    expect(codesOf(compileText(inSwitch))).toEqual(["RISK4212"]);
    expect(codesOf(compileText(text.replace("Egypt -> Peru with Fleet", "remove Egypt -> Peru with Fleet")))).toContain("RISK4212");
  });
});
