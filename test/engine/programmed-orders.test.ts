// Programmed orders (docs/language-design.md part E items 1 and 5; README "Programmed orders"), on
// test/fixtures/orders/orders.risk: classic with an orders deck each seat holds whole. Rule ids:
//
//   PO1 `effects orders per player`: every seat holds its own copy of the deck from the setup; a
//       seat's cards are secret to the others (views show counts).
//   PO2 `program 2 each round`: at each round's start every seat still in programs two cards of its
//       hand, in order, sealed, one card at a time (`{"type": "program", "card": 3}`), in turn order.
//   PO3 a round is one turn a programmed card, card by card: seats 1, 2, 3 with their first card,
//       then 1, 2, 3 with their second; each turn starts by turning up the seat's next card.
//   PO4 `choose "Tax" { ... } or "Spend" { ... }`: the seat chooses one order (`{"type": "order",
//       "option": 0}`); `ordered "Spend"` holds in that turn; rules fire `on order "Tax"`.
//   PO5 a card's free effect beside the choice (`first player next round, choose ...`).
//   PO6 `hand returns`: a hand with fewer cards than its program takes its played cards back.
//   PO7 `first player next round`: the seat is first from the next round on, the order going on
//       by seat number from it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  createGame,
  decisionOf,
  determinize,
  legalActions,
  newGame,
  positionOf,
  seedRng,
  viewFor,
  type Action,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { formatRisk } from "../../compiler/index.js";
import { bots } from "../../bots/index.js";
import { simulate } from "../../sim/index.js";
import { edited, fromPosition, groupTerritories, must, putPieces } from "../support/engine.js";
import { irOf } from "../support/variants.js";

const text = readFileSync("test/fixtures/orders/orders.risk", "utf8");
const game: Game = createGame(irOf(text));
const card = (name: string) => game.deckCards.findIndex((c) => c.name === name);
const TAX = card("Tax or Spend");
const CROWN = card("Crown: Reinforce or Attack");
const REINFORCE = card("Reinforce or Attack");
const GOLD = game.counters.findIndex((c) => c.name === "gold");
const names = (cards: readonly number[]) => cards.map((c) => game.deckCards[c]!.name);

/** The setup played with the first placement offered: the state at the first round's first decision. */
function atPlay(players = 3, seed = 1): GameState {
  let s = newGame(game, players, seed);
  for (let guard = 0; guard < 500 && s.stage === "setup"; guard++) s = must(game, s, legalActions(game, s)[0]!);
  return s;
}

/** Plays until `stop`: orders by `pick` (the order's name to choose), `end` wherever offered, else the first action offered. */
function playUntil(s0: GameState, stop: (s: GameState) => boolean, pick: (s: GameState) => string = () => "Reinforce"): GameState {
  let s = s0;
  for (let guard = 0; guard < 3000 && !stop(s); guard++) {
    const d = decisionOf(game, s);
    const offered = legalActions(game, s);
    let action: Action = offered.find((a) => a.type === "end") ?? offered[0]!;
    if (d.kind === "order") {
      const p = s.pending as Extract<GameState["pending"], { kind: "order" }>;
      const option = game.chooses[p.choose]!.options.findIndex((o) => game.orders[o.order] === pick(s));
      action = { type: "order", option: Math.max(0, option) };
    }
    s = must(game, s, action);
  }
  return s;
}

/** Programs the round: `cards[k]` for the k-th seat asked, two cards each. */
function program(s0: GameState, cards: number[][]): GameState {
  let s = s0;
  for (const pair of cards) for (const c of pair) s = must(game, s, { type: "program", card: c });
  return s;
}

const atOrder = (s: GameState) => s.stage === "play" && decisionOf(game, s).kind === "order";
const atProgram = (s: GameState) => s.stage === "play" && decisionOf(game, s).kind === "program";

describe("programmed orders (PO1-PO7)", () => {
  const start = atPlay();

  it("PO1 every seat holds the whole deck from the setup, secret to the others", () => {
    for (let seat = 0; seat < 3; seat++)
      expect(names(start.held[seat]!).sort()).toEqual(names([TAX, TAX, CROWN, CROWN, ...Array(4).fill(REINFORCE)]).sort());
    const view = viewFor(start, 2);
    expect(view.held.length).toBe(8);
    expect(view.heldCounts).toEqual([8, 8, 8]);
    expect(view.deckPileSizes).toEqual([0]);
  });

  it("PO2 the round opens with the first seat's programming: its three kinds of card, one at a time", () => {
    expect(decisionOf(game, start)).toMatchObject({ kind: "program", seatIndex: 0 });
    expect(legalActions(game, start)).toEqual([
      { type: "program", card: TAX },
      { type: "program", card: CROWN },
      { type: "program", card: REINFORCE },
    ]);
    const one = must(game, start, { type: "program", card: TAX });
    // The same seat programs its second card; the card left its hand.
    expect(decisionOf(game, one)).toMatchObject({ kind: "program", seatIndex: 0 });
    expect(one.held[0]!.length).toBe(7);
    const two = must(game, one, { type: "program", card: CROWN });
    expect(decisionOf(game, two)).toMatchObject({ kind: "program", seatIndex: 1 });
  });

  it("PO2 the programs are sealed: another seat sees how many, not which", () => {
    const s = program(start, [[TAX, CROWN]]);
    const other = viewFor(s, 2);
    expect(other.programmedCounts).toEqual([2, 0, 0]);
    expect(other.programmed).toEqual([]);
    expect(names(viewFor(s, 1).programmed)).toEqual(["Tax or Spend", "Crown: Reinforce or Attack"]);
    expect(JSON.stringify(other)).not.toContain('"programmed":[0');
  });

  it("PO3 the round is played card by card: seats 1, 2, 3 with their first card, then with their second", () => {
    let s = program(start, [
      [REINFORCE, TAX],
      [CROWN, REINFORCE],
      [REINFORCE, REINFORCE],
    ]);
    const turns: [number, string][] = [];
    for (let k = 0; k < 6; k++) {
      s = playUntil(s, atOrder);
      turns.push([s.current + 1, game.deckCards[s.spent[s.current]!.at(-1)!]!.name]);
      s = playUntil(must(game, s, { type: "order", option: 0 }), (x) => atOrder(x) || atProgram(x));
    }
    expect(turns).toEqual([
      [1, "Reinforce or Attack"],
      [2, "Crown: Reinforce or Attack"],
      [3, "Reinforce or Attack"],
      [1, "Tax or Spend"],
      [2, "Reinforce or Attack"],
      [3, "Reinforce or Attack"],
    ]);
    // Six card turns, then round 2 opens with its programming.
    expect([s.round, decisionOf(game, s).kind]).toEqual([2, "program"]);
    expect(s.turnsTaken).toEqual([2, 2, 2]);
  });

  it("PO4 an order's effects: Reinforce adds 3 armies to place; Tax 4 gold, and the rule on Tax 1 more for Australia's holder", () => {
    let s = program(start, [
      [TAX, REINFORCE],
      [TAX, REINFORCE],
      [TAX, REINFORCE],
    ]);
    // Seat 1 holds Australia whole: its tithe fires on its Tax.
    s = edited(game, s, (p) => {
      for (const t of groupTerritories(game, "Australia")) putPieces(p, t, 1, undefined, 1);
    });
    s = playUntil(s, atOrder);
    expect(decisionOf(game, s)).toMatchObject({ kind: "order", seatIndex: 0 });
    expect(legalActions(game, s)).toEqual([
      { type: "order", option: 0 },
      { type: "order", option: 1 },
    ]);
    const taxed = must(game, s, { type: "order", option: 0 });
    expect(taxed.counters[GOLD]![0]).toBe(5);
    expect(taxed.ordered.map((o) => game.orders[o])).toEqual(["Tax"]);
    // Seat 2 (no Australia) taxes 4.
    const second = playUntil(taxed, (x) => atOrder(x) && x.current === 1);
    expect(must(game, second, { type: "order", option: 0 }).counters[GOLD]![1]).toBe(4);
  });

  it('PO4 `ordered "Spend"` opens the spend phase in that turn only', () => {
    let s = program(start, [
      [TAX, TAX],
      [REINFORCE, REINFORCE],
      [REINFORCE, REINFORCE],
    ]);
    s = edited(game, playUntil(s, atOrder), (p) => {
      p.counters = { ...(p.counters ?? {}), gold: { "1": 6, "2": 0, "3": 0 } };
    });
    const spend = must(game, s, { type: "order", option: 1 });
    const buying = playUntil(spend, (x) => decisionOf(game, x).kind === "buy" || x.current !== 0);
    expect([buying.current, decisionOf(game, buying).kind]).toEqual([0, "buy"]);
    // A Tax turn never reaches the spend phase: no `buy` is asked before the turn passes to seat 2.
    const taxed = must(game, s, { type: "order", option: 0 });
    const next = playUntil(taxed, (x) => decisionOf(game, x).kind === "buy" || x.current !== 0);
    expect([next.current, decisionOf(game, next).kind]).toEqual([1, "order"]);
  });

  it("PO5/PO7 the crown's free effect makes its seat first next round; the order goes on by seat from it", () => {
    let s = program(start, [
      [REINFORCE, REINFORCE],
      [CROWN, REINFORCE],
      [REINFORCE, REINFORCE],
    ]);
    s = playUntil(s, atProgram);
    expect(s.round).toBe(2);
    expect(s.turnOrder).toEqual([1, 2, 0]);
    expect(decisionOf(game, s)).toMatchObject({ kind: "program", seatIndex: 1 });
  });

  it("PO6 after four rounds the hands are empty, and at the fifth round's start they return", () => {
    let s = start;
    for (let round = 1; round <= 4; round++) {
      expect([s.round, decisionOf(game, s).kind]).toEqual([round, "program"]);
      s = playUntil(
        s,
        (x) => x.round > round || x.stage !== "play",
        () => "Reinforce",
      );
    }
    expect(s.round).toBe(5);
    // Every seat played its 8 cards (2 a round) and took them back: 8 in hand again, none played.
    for (const seat of [0, 1, 2]) if (s.alive[seat]) expect([s.held[seat]!.length, s.spent[seat]!.length]).toEqual([8, 0]);
  });

  it("PO2/PO4 positions keep the programs, the played cards and a choice waiting", () => {
    const mid = program(start, [[TAX, CROWN]]);
    const again = fromPosition(game, positionOf(game, mid));
    expect(decisionOf(game, again)).toEqual(decisionOf(game, mid));
    expect(again.programmed).toEqual(mid.programmed);
    expect(positionOf(game, mid).decks!["orders"]!.programmed).toEqual({ "1": ["Tax or Spend", "Crown: Reinforce or Attack"], "2": [], "3": [] });
    const asked = playUntil(
      program(mid, [
        [REINFORCE, REINFORCE],
        [REINFORCE, TAX],
      ]),
      atOrder,
    );
    const back = fromPosition(game, positionOf(game, asked));
    expect(positionOf(game, asked).pending).toEqual({ kind: "order", seat: 1, choose: 0, options: ["Tax", "Spend"] });
    expect(legalActions(game, back)).toEqual(legalActions(game, asked));
    expect(back.spent).toEqual(asked.spent);
  });

  it("PO2 the search's determinization draws the others' programs from their copies less their played cards", () => {
    const s = playUntil(
      program(start, [
        [TAX, CROWN],
        [REINFORCE, TAX],
        [CROWN, CROWN],
      ]),
      atOrder,
    );
    const drawn = determinize(game, viewFor(s, 1), seedRng(5));
    expect(drawn.programmed[0]).toEqual(s.programmed[0]);
    for (const seat of [1, 2]) {
      expect(drawn.programmed[seat]!.length).toBe(s.programmed[seat]!.length);
      const all = [...drawn.held[seat]!, ...drawn.programmed[seat]!, ...drawn.spent[seat]!].sort((a, b) => a - b);
      expect(all).toEqual([TAX, TAX, CROWN, CROWN, REINFORCE, REINFORCE, REINFORCE, REINFORCE].sort((a, b) => a - b));
    }
  });

  it("PO1/PO4 the formatter prints a deck per player, its program and its choices as written, and reads them back", async () => {
    const squeezed = text
      .replace("program 2 each round // PO2\n    hand returns", "program   2 each round // PO2\n    hand  returns")
      .replace('or "Spend" { }', 'or   "Spend" {}')
      .replace("first player next round,", "first player  next round ,");
    expect(squeezed).not.toBe(text);
    expect(await formatRisk(squeezed)).toBe(text);
  });

  it("PO4 greedy taxes with no gold and spends with plenty (each order played out over its turn)", () => {
    const greedy = bots["greedy"]!;
    const s = playUntil(
      program(start, [
        [TAX, TAX],
        [REINFORCE, REINFORCE],
        [REINFORCE, REINFORCE],
      ]),
      atOrder,
    );
    const pickWith = (gold: number) => {
      const at = edited(game, s, (p) => {
        p.counters = { ...(p.counters ?? {}), gold: { "1": gold, "2": 0, "3": 0 } };
      });
      const action = greedy.choose({
        game,
        view: viewFor(at, 1),
        decision: decisionOf(game, at),
        actions: legalActions(game, at),
        rng: seedRng(1),
      });
      return action.type === "order" ? game.orders[game.chooses[0]!.options[action.option]!.order] : action.type;
    };
    // 0 gold: Spend buys nothing, Tax's 4 gold are 2 armies a round ahead (counted at half: 1).
    expect(pickWith(0)).toBe("Tax");
    // 30 gold: Spend buys 15 armies now; Tax's 34 gold are 17 a round ahead, counted at half.
    expect(pickWith(30)).toBe("Spend");
  });

  it("PO3 greedy plays the variant through its enumerated actions: 20 games of 4 players, none stalled", () => {
    const report = simulate(irOf(text), { games: 20, seed: 7, maxRounds: 500, bots: Array(4).fill(bots["greedy"]!) });
    expect({ games: report.games, stalled: report.stalled }).toEqual({ games: 20, stalled: 0 });
  });

  it("PO2 PO4 random bots play the variant through the same enumerated actions (program, order)", () => {
    const report = simulate(irOf(text), { games: 3, seed: 3, maxRounds: 40, bots: Array(3).fill(bots["random"]!) });
    expect(report.games).toBe(3);
  });
});
