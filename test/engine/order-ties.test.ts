// TB1 (docs/language-design.md, "Ties of a turn order"): `ties by roll` orders players with equal
// bids or equal keys by a roll of dice rolled again while tied (a uniformly random order among
// them); `ties by seat`, the default, puts the lower seat first. EU5: Risk Europe's first player.
// The variant is test/fixtures/diagnostics/order-ties.risk with a right word; counts are worked
// out by hand: with four equal bids each seat goes first with chance 1/4.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyInPlace, createGame, decisionOf, newGame, type Game, type GameState } from "../../engine/index.js";
import { irOf } from "../support/variants.js";

const fixture = readFileSync("test/fixtures/diagnostics/order-ties.risk", "utf8");
const withTies = (words: string, order = "order by bid gold winner pays ties by lot") => fixture.replace(order, words);
const gameOf = (words: string) => createGame(irOf(withTies(words)));

/** The setup's bids: seat i (from 0) bids bids[i]; the state after the last, its turn order settled. */
function afterBids(game: Game, seed: number, bids: readonly number[]): GameState {
  const state = newGame(game, bids.length, seed);
  while (decisionOf(game, state).kind === "bid") {
    const seat = decisionOf(game, state).seatIndex;
    const problem = applyInPlace(game, state, { type: "bid", amount: bids[seat]! });
    if (problem) throw new Error(problem.message);
  }
  return state;
}

/** How often each seat is first over `runs` seeds. */
function firsts(runs: number, order: (seed: number) => readonly number[]): number[] {
  const count = [0, 0, 0, 0];
  for (let seed = 1; seed <= runs; seed++) count[order(seed)[0]!]!++;
  return count;
}

describe("TB1: the ties of a turn order", () => {
  it("TB1: `ties by roll` is in the IR; `ties by seat` and nothing are the default (absent)", () => {
    const step = (words: string) => (irOf(withTies(words)).setup.steps ?? []).find((s) => s.kind === "order") as { tiesByRoll?: true };
    expect(step("order by bid gold ties by roll").tiesByRoll).toBe(true);
    expect(step("order by bid gold ties by seat").tiesByRoll).toBeUndefined();
    expect(step("order by bid gold").tiesByRoll).toBeUndefined();
    expect(step("order by count(territories owned) ties by roll each round").tiesByRoll).toBe(true);
  });

  it("TB1 EU5: four equal bids by seat: seat 1 always first; by roll: each seat first about a quarter of 400 games", () => {
    const bySeat = gameOf("order by bid gold ties by seat");
    expect(firsts(50, (seed) => afterBids(bySeat, seed, [0, 0, 0, 0]).turnOrder)).toEqual([50, 0, 0, 0]);
    const byRoll = gameOf("order by bid gold ties by roll");
    // Binomial(400, 1/4): mean 100, standard deviation 8.7; 60..140 is more than 4.5 of them each way.
    for (const n of firsts(400, (seed) => afterBids(byRoll, seed, [0, 0, 0, 0]).turnOrder)) {
      expect(n).toBeGreaterThan(60);
      expect(n).toBeLessThan(140);
    }
  });

  it("TB1 EU5: the roll settles only ties: the highest bid goes first, the rest in a random order after it", () => {
    const byRoll = gameOf("order by bid gold winner pays ties by roll");
    const orders = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const s = afterBids(byRoll, seed, [1, 1, 3, 1]);
      expect(s.turnOrder[0]).toBe(2);
      expect([...s.turnOrder].sort()).toEqual([0, 1, 2, 3]);
      orders.add(s.turnOrder.join(""));
    }
    // The three tied seats come in more than one order (6 are possible; one in 6^59 that a roll never varies them).
    expect(orders.size).toBeGreaterThan(1);
  });

  it("TB1: an order by formulas: equal keys go by the roll, different keys by the keys", () => {
    const equal = gameOf("order by 1 ties by roll");
    expect(firsts(200, (seed) => newGame(equal, 4, seed).turnOrder).every((n) => n > 0)).toBe(true);
    const keyed = gameOf("order by seat ties by roll");
    for (let seed = 1; seed <= 20; seed++) expect(newGame(keyed, 4, seed).turnOrder).toEqual([3, 2, 1, 0]);
  });
});
