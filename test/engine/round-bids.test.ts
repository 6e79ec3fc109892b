// Bids every round (issue 26; docs/language-design.md, "As built / Version 3"), on the board of
// test/fixtures/setup-program.risk. Rule id, defined in the design doc:
//
//   S11 `order by bid R each round`: the sealed bid of the setup (F6) is made again at the start
//       of every round after the first, by every player still in, in the current turn order;
//       revealed together, paid (`winner pays`: the highest only), the round is played highest
//       bid first (ties: seat order).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createGame, decisionOf, legalActions, newGame, positionOf, type Action, type Game, type GameState } from "../../engine/index.js";
import { playGame } from "../../sim/index.js";
import { findBot } from "../../bots/index.js";
import { fromPosition, must } from "../support/engine.js";
import { irOf } from "../support/variants.js";

const text = readFileSync("test/fixtures/setup-program.risk", "utf8")
  .replace(
    /setup \{[^}]*\}/,
    "setup {\n    armies 12  gain gold 6  order by bid gold each round  deal territories randomly armies 1  place remaining\n  }",
  )
  .replace(/ {2}seats \{\n {4}neutral "Wreckers" \{\n {6}armies 9\n {4}\}\n {2}\}\n/, "");
const game = createGame(irOf(text));
const GOLD = game.counters.findIndex((c) => c.name === "gold");
const gold = (s: GameState) => Array.from({ length: s.players }, (_, seat) => s.counters[GOLD]![seat]!);

/** Plays on: bids from `bids` (by seat), `end` wherever it is offered, else the first legal action, until `stop` holds. */
function playUntil(g: Game, state: GameState, bids: number[], stop: (s: GameState) => boolean): GameState {
  let s = state;
  for (let guard = 0; guard < 2000 && !stop(s); guard++) {
    const d = decisionOf(g, s);
    const offered = legalActions(g, s);
    const action: Action = d.kind === "bid" ? { type: "bid", amount: bids[d.seatIndex]! } : (offered.find((a) => a.type === "end") ?? offered[0]!);
    s = must(g, s, action);
  }
  return s;
}
const roundBid = (s: GameState) => s.stage === "play" && decisionOf(game, s).kind === "bid";

describe("S11 a bid for the turn order at the start of every round", () => {
  // The setup's bid: seat 1 bids 1, seat 2 bids 3, seat 3 bids 2 (each holds 7 gold).
  const afterSetup = playUntil(game, newGame(game, 3, 1), [1, 3, 2], (s) => s.stage === "play");

  it("S11 the setup's bid sets the first round's order, and every bidder pays", () => {
    expect(afterSetup.turnOrder).toEqual([1, 2, 0]);
    expect(gold(afterSetup)).toEqual([6, 4, 5]);
    expect(afterSetup.current).toBe(1);
  });

  it("S11 when the first round is over, round 2 opens with a bid of the first player in the order", () => {
    const s = playUntil(game, afterSetup, [0, 0, 0], roundBid);
    expect(s.round).toBe(2);
    expect(s.current).toBe(1);
    expect(decisionOf(game, s).kind).toBe("bid");
    // Nothing, one, a quarter, half or all of its 4 gold.
    expect(
      legalActions(game, s)
        .map((a) => (a.type === "bid" ? a.amount : -1))
        .sort(),
    ).toEqual([0, 1, 2, 4]);
  });

  it("S11 the round's bids are revealed together: the highest plays first, and the bidders pay", () => {
    const atBid = playUntil(game, afterSetup, [0, 0, 0], roundBid);
    // Seat 2 bids 1, seat 3 bids 0, then seat 1 bids 5 of its 6.
    let s = must(game, atBid, { type: "bid", amount: 1 });
    expect([s.current, decisionOf(game, s).kind]).toEqual([2, "bid"]);
    s = must(game, s, { type: "bid", amount: 0 });
    expect([s.current, decisionOf(game, s).kind]).toEqual([0, "bid"]);
    s = must(game, s, { type: "bid", amount: 5 });
    expect(s.turnOrder).toEqual([0, 1, 2]);
    expect(gold(s)).toEqual([1, 3, 5]);
    expect([s.current, s.round, decisionOf(game, s).kind]).toEqual([0, 2, "place"]);
  });

  it("S11 a position taken during a round's bid reads back to the same decision", () => {
    const atBid = must(game, playUntil(game, afterSetup, [0, 0, 0], roundBid), { type: "bid", amount: 2 });
    const again = fromPosition(game, positionOf(game, atBid));
    expect(decisionOf(game, again)).toEqual(decisionOf(game, atBid));
    expect(legalActions(game, again)).toEqual(legalActions(game, atBid));
  });

  it("S11 greedy and search bots bid every round and play to the end", () => {
    for (const bots of [
      ["greedy", "greedy", "greedy"],
      ["search:20", "greedy"],
    ]) {
      const record = playGame(
        game,
        bots.map((name) => findBot(name)!),
        5,
        { maxRounds: 300 },
      );
      expect(record.winners.length).toBeGreaterThan(0);
    }
  });
});
