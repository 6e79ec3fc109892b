// C4 card sets and escalation, on the classic variant's set rules.
import { describe, expect, it } from "vitest";
import { escalatingValue } from "../../engine/index.js";
import { setOfCards, tradeValue } from "../../engine/moves/index.js";
import { classicGame } from "../support/variants.js";
import { playState, territoryIndex } from "../support/engine.js";

const game = classicGame();
const card = (name: string) => territoryIndex(game, name);
// Infantry: Alaska, Argentina, Peru. Cavalry: Alberta, Greenland, Ontario. Artillery: Brazil, Japan, Indonesia.
const I = ["Alaska", "Argentina", "Peru"].map(card);
const C = ["Alberta", "Greenland", "Ontario"].map(card);
const A = ["Brazil", "Japan", "Indonesia"].map(card);
const W = [game.territoryCount, game.territoryCount + 1];

describe("C4 card sets", () => {
  it.each([
    ["three infantry", [I[0], I[1], I[2]]],
    ["three cavalry", [C[0], C[1], C[2]]],
    ["three artillery", [A[0], A[1], A[2]]],
    ["one of each", [I[0], C[0], A[0]]],
    ["two alike and a wild", [I[0], I[1], W[0]]],
    ["two different and a wild", [C[0], A[0], W[0]]],
    ["one card and two wilds", [A[0], W[0], W[1]]],
  ])("C4 %s is a set", (_, cards) => {
    expect(setOfCards(game, cards as number[])).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ["two infantry and a cavalry", [I[0], I[1], C[0]]],
    ["an infantry and two artillery", [I[0], A[0], A[1]]],
    ["two cards", [I[0], I[1]]],
    ["four infantry-like cards", [I[0], I[1], I[2], W[0]]],
  ])("C4 %s is not a set", (_, cards) => {
    expect(setOfCards(game, cards as number[])).toBe(-1);
  });
});

describe("C4 escalation", () => {
  it("C4 trades are worth 4, 6, 8, 10, 12, 15, then 5 more each: 20, 25", () => {
    const values = [4, 6, 8, 10, 12, 15];
    expect(Array.from({ length: 8 }, (_, k) => escalatingValue(values, 5, k))).toEqual([4, 6, 8, 10, 12, 15, 20, 25]);
  });

  it("C4 the engine reads the escalation from the variant: the k-th set traded in the game", () => {
    const worth = Array.from({ length: 8 }, (_, k) => tradeValue(game, playState(game, { players: 3, owners: { Alaska: 1 }, setsTraded: k }), 0, 0));
    expect(worth).toEqual([4, 6, 8, 10, 12, 15, 20, 25]);
  });
});
