// The decks merge (docs/language-design.md, As built "Decks merged with rules"): one lasting-effect
// mechanism for rules' borders (A3) and cards' die bonuses (EP6) — one row type in `state.lasting`,
// one writer, one expiry path, one position form — and the card effects rules also have (EP7
// `gain`, `armies +N`) run by the rules' executor, so a card's gain fires a `crossing` rule (A10).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { randomBot } from "../../bots/random-bot.js";
import {
  applyInPlace,
  createGame,
  decisionOf,
  legalActions,
  newGame,
  positionFrom,
  positionOf,
  viewFor,
  type Action,
  type GameState,
} from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { irOf } from "../support/variants.js";

const decks = readFileSync("test/fixtures/decks/decks.risk", "utf8").trimEnd();
const source = `${decks.slice(0, decks.lastIndexOf("}"))}
  rules {
    rule "Bridge" on turn start for this turn {
      open Alaska -- Iceland
    }
    rule "Rich" on crossing gold = 2 {
      gain gold 100
    }
  }
}
`;
const game = createGame(irOf(source));
const cardId = (name: string) => game.deckCards.findIndex((c) => c.name === name);
const gold = game.counterIndex.get("gold")!;

function must(state: GameState, action: Action): void {
  expect(applyInPlace(game, state, action)).toBeUndefined();
}

/** A new game driven by the random bot to the first `play` step, the current seat holding exactly `names`. */
function atPlay(names: string[], goldHeld: number): GameState {
  const state = newGame(game, 3, 1);
  for (let k = 0; k < 2000 && decisionOf(game, state).kind !== "play"; k++) {
    const d = decisionOf(game, state);
    must(state, randomBot.choose({ game, view: viewFor(state, d.seat), decision: d, actions: legalActions(game, state, d), rng: seedRng(k) }));
  }
  expect(decisionOf(game, state).kind).toBe("play");
  state.held[state.current] = names.map(cardId);
  state.counters[gold]![state.current] = goldHeld;
  return state;
}

describe("one lasting mechanism for rules and cards", () => {
  it("A3 EP6: a rule's border and a card's die bonus are rows of one type in state.lasting", () => {
    const state = atPlay(["Comet"], 5);
    const seat = state.current;
    must(state, { type: "play", card: cardId("Comet") });
    // [rule, border, seat, until, side, amount]: the rule's border (until 1: the turn), the card's bonus (until 0: the battle).
    expect(state.lasting).toEqual([
      [0, 0, seat, 1, -1, 0],
      [-1, -1, seat, 0, 0, 2],
    ]);
  });

  it("A3 EP6: a position writes both kinds in `lasting` and reads them back exactly, the border open", () => {
    const state = atPlay(["Comet"], 5);
    must(state, { type: "play", card: cardId("Comet") });
    const json = JSON.parse(JSON.stringify(positionOf(game, state)));
    expect(json.lasting).toEqual([
      { rule: "Bridge", border: "Alaska -- Iceland", seat: state.current + 1, until: "turn" },
      { seat: state.current + 1, side: "attack", amount: 2, until: "battle" },
    ]);
    const back = positionFrom(game, json);
    if (!back.ok) throw new Error(JSON.stringify(back.errors));
    expect(back.state).toEqual(state);
    const bad = positionFrom(game, { ...json, lasting: [{ seat: 1, side: "sideways", amount: 1, until: "turn" }] });
    expect(bad.ok ? [] : bad.errors.map((e) => e.path)).toEqual(["lasting.0.side"]);
  });

  it("A3 EP6: at the turn's end both kinds end on the one expiry path; the next seat's turn start adds its own border", () => {
    const state = atPlay(["Comet", "Fury", "Aegis", "Aegis"], 5);
    const seat = state.current;
    must(state, { type: "play", card: cardId("Comet") });
    must(state, { type: "play", card: cardId("Fury"), discards: [cardId("Aegis")] });
    must(state, { type: "play", card: cardId("Aegis") });
    for (let k = 0; k < 200 && state.current === seat && state.stage === "play"; k++) {
      const d = decisionOf(game, state);
      const actions = legalActions(game, state, d);
      must(state, actions.find((a) => a.type === "end") ?? actions[0]!);
    }
    expect(state.current).not.toBe(seat);
    // What lasted the battle or the turn is gone; Aegis lasts until the seat's next turn; the new seat's border holds.
    expect(state.lasting.filter((r) => r[2] === seat)).toEqual([[-1, -1, seat, 2, 1, 1]]);
    expect(state.lasting.filter((r) => r[2] === state.current)).toEqual([[0, 0, state.current, 1, -1, 0]]);
  });

  it("A10 EP7: a card's `gain` runs through the rules' executor and fires a `crossing` rule", () => {
    const state = atPlay(["Raven"], 0);
    state.deckPiles[game.decks!.findIndex((d) => d.name === "gods")]!.push(cardId("Blessing"));
    must(state, { type: "play", card: cardId("Raven") });
    // Blessing's `gain gold 2` takes gold from 0 to 2: "Rich" fires and adds 100.
    expect(state.counters[gold]![state.current]).toBe(102);
  });
});
