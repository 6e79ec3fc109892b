// Buildings that hold a territory alone (issue 26; docs/language-design.md, "As built", version
// 3): B1 a territory with a building of a `hold alone` type stays its owner's with no armies
// there; such a building does not fight, so an attack on it takes it at once. The rule is that
// of test/fixtures/board/board-rules.risk (a fort, and `leave 1 - Fort` in the fortify step).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyInPlace, createGame, legalActions, positionFrom, type Game, type Position } from "../../engine/index.js";
import { greedyBot } from "../../bots/greedy-bot.js";
import { playGame } from "../../sim/index.js";
import { irOf } from "../support/variants.js";
import { fromPosition, territoryIndex } from "../support/engine.js";

const text = readFileSync("test/fixtures/board/board-rules.risk", "utf8");
const game = createGame(irOf(text));
const at = (name: string) => territoryIndex(game, name);

/** Seat `toMove` in `phase`: seat 1 holds Alaska (its fort, `alaska` armies) and Alberta (3); seat 2 Kamchatka (6). */
const board = (g: Game, phase: string, toMove: number, alaska: number, fort = true): Position => ({
  players: 3,
  toMove,
  phase,
  territories: {
    Alaska: { owner: 1, armies: alaska, ...(fort ? { buildings: { Fort: 1 } } : {}) },
    Alberta: { owner: 1, armies: 3 },
    Kamchatka: { owner: 2, armies: 6 },
  },
  others: { owner: 3, armies: 1 },
});

describe("B1 buildings that hold a territory alone", () => {
  it("B1 every army may leave a fort, and the territory stays its owner's", () => {
    const s = fromPosition(game, board(game, "fortify", 1, 5));
    const all = legalActions(game, s).find((a) => a.type === "fortify" && a.from === at("Alaska") && a.to === at("Alberta") && a.count === 5);
    expect(all).toBeDefined();
    expect(applyInPlace(game, s, all!)).toBeUndefined();
    expect([s.owner[at("Alaska")], s.armies[at("Alaska")]]).toEqual([0, 0]);
  });

  it("B1 a fort does not fight: an attack on it alone takes it at once, and the fort meets its fate", () => {
    const s = fromPosition(game, board(game, "attack", 2, 0));
    const rng = [...s.rng];
    expect(applyInPlace(game, s, { type: "attack", from: at("Kamchatka"), to: at("Alaska") })).toBeUndefined();
    expect(s.owner[at("Alaska")]).toBe(1);
    expect(s.buildings[0]![at("Alaska")]).toBe(0);
    expect(s.rng).toEqual(rng); // no dice rolled
  });

  it("B1 a position may leave a territory with a fort empty; without `hold alone`, not", () => {
    expect(() => fromPosition(game, board(game, "attack", 1, 0))).not.toThrow();
    const plain = createGame(irOf(text.replace("      hold alone\n", "")));
    const empty = positionFrom(plain, board(plain, "attack", 1, 0));
    expect(empty.ok ? [] : empty.errors.map((e) => e.code)).toEqual(["empty-territory"]);
  });

  it("B1 greedy games of the board rules (forts, history, supply lines) end", () => {
    for (let seed = 1; seed <= 3; seed++)
      expect(playGame(game, [greedyBot, greedyBot, greedyBot], seed, { maxRounds: 300 }).reason).not.toBe("stalled");
  });
});
