// C5/E9 with factions: a battle of a billion pieces a side is drawn in batches (engine/math/binomial.ts),
// as it is without factions, instead of a billion rolls one by one (test/engine/numbers-at-limits
// hung on star-wars-original-trilogy). A batch never spans a roll where what stays behind changes:
// lossesKeepingGuard bounds the attacker's losses by the pieces of its factions that may not leave
// a territory empty (E9). Ordinary battles (under 65,536 armies) still roll one by one.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lossesKeepingGuard } from "../../engine/board/index.js";
import { createGame, newGame, runUntilDecision, type GameState } from "../../engine/index.js";
import { classicGame, irOf } from "../support/variants.js";
import { must, putPieces as put, territoryIndex, toPhase } from "../support/engine.js";

const game = createGame(irOf(readFileSync("variants/transformers-earth.risk", "utf8")));
const f = (name: string) => game.factions!.list.findIndex((x) => x.name === name);
const [DECEPTICONS, AUTOBOTS, HUMANS] = [f("Decepticons"), f("Autobots"), f("Humans")];
const t = (name: string) => territoryIndex(game, name);
const BILLION = 1_000_000_000;

function start(): GameState {
  const state = newGame(game, 2, 1);
  runUntilDecision(game, state);
  return state;
}

function piecesAddUp(s: GameState): void {
  s.armies.forEach((armies, at) => {
    expect(Number.isInteger(armies) && armies >= 0).toBe(true);
    if (s.owner[at]! >= 0 && s.factionsOf[s.owner[at]!]!.length > 0) expect(s.kinds.reduce((n, row) => n + row[at]!, 0)).toBe(armies);
  });
}

describe("huge battles with factions (C5, E9)", () => {
  it("a Decepticon attack of a billion on a billion Autobots is decided in a few draws", () => {
    const s = toPhase(game, start(), "attack", 1, (p) => {
      put(p, "Peru", 1, "Decepticons", BILLION);
      put(p, "Venezuela", 2, "Autobots", BILLION);
      p.turnsTaken = { "1": 1, "2": 1 };
    });
    const began = Date.now();
    const after = must(game, s, { type: "attack", from: t("Peru"), to: t("Venezuela") });
    expect(Date.now() - began).toBeLessThan(2000);
    piecesAddUp(after);
    const [from, to] = [after.armies[t("Peru")]!, after.armies[t("Venezuela")]!];
    // Until decided: the defender fell, or the attacker has only what must stay behind (1) left.
    expect(after.owner[t("Venezuela")] === 0 || from === 1).toBe(true);
    expect(from + to).toBeLessThan(2 * BILLION);
    expect(after.kinds[DECEPTICONS]![t("Peru")]).toBe(from);
  });

  it("E9: losses fall on the Autobots first; the batch stops before the last of them, where the Humans may leave Peru empty", () => {
    const s = toPhase(game, start(), "attack", 2, (p) => {
      put(p, "Peru", 2, "Autobots", 50);
      put(p, "Peru", 2, "Humans", BILLION);
      put(p, "Venezuela", 1, "Decepticons", BILLION);
      p.turnsTaken = { "1": 1, "2": 1 };
    });
    expect(lossesKeepingGuard(game, s, t("Peru"))).toBe(49);
    const began = Date.now();
    const after = must(game, s, { type: "attack", from: t("Peru"), to: t("Venezuela") });
    expect(Date.now() - began).toBeLessThan(2000);
    piecesAddUp(after);
    expect(after.kinds[AUTOBOTS]![t("Peru")]).toBe(0);
    expect(after.kinds[HUMANS]![t("Peru")]).toBeLessThan(BILLION);
  });

  it("lossesKeepingGuard: no bound without factions, off the board, or where every piece may leave already", () => {
    const classic = classicGame();
    const c = newGame(classic, 3, 1);
    expect(lossesKeepingGuard(classic, c, 0)).toBe(Infinity);
    const s = toPhase(game, start(), "attack", 2, (p) => {
      put(p, "Peru", 2, "Humans", 7);
      put(p, "Brazil", 2, "Autobots", 7);
    });
    expect(lossesKeepingGuard(game, s, t("Peru"))).toBe(Infinity);
    expect(lossesKeepingGuard(game, s, t("Brazil"))).toBe(6);
  });
});
