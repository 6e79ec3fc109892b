// A card's play window (EP9–EP11, docs/language-design.md "As built / Version 3"), on
// test/fixtures/decks/play-windows.risk: `on play during attack` cards are offered at the holder's
// attack decisions (between its battles), `on play during defence` cards at its defence decision
// on the attacker's turn (C5's choice of dice); both are enumerated `play` actions, and the
// greedy bot plays them when they are worth it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../bots/greedy-bot.js";
import { randomBot } from "../../bots/random-bot.js";
import { applyInPlace, createGame, decisionOf, legalActions, newGame, viewFor, type Action, type GameState } from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { playGame } from "../../sim/index.js";
import { irOf } from "../support/variants.js";

const game = createGame(irOf(readFileSync("test/fixtures/decks/play-windows.risk", "utf8")));
const cardId = (name: string) => game.deckCards.findIndex((c) => c.name === name);
const gold = game.counterIndex.get("gold")!;

function must(state: GameState, action: Action): void {
  expect(applyInPlace(game, state, action)).toBeUndefined();
}

/** A new game of 3, driven by the random bot to the first attack decision; every seat then holds `cards` and 2 gold. */
function atAttack(cards: string[], seed = 1): GameState {
  const state = newGame(game, 3, seed);
  for (let k = 0; k < 500 && decisionOf(game, state).kind !== "attack"; k++) {
    const decision = decisionOf(game, state);
    const actions = legalActions(game, state, decision);
    must(state, randomBot.choose({ game, view: viewFor(state, decision.seat), decision, actions, rng: seedRng(k) }));
  }
  expect(decisionOf(game, state).kind).toBe("attack");
  state.held = [0, 1, 2].map(() => cards.map(cardId));
  state.counters[gold] = [2, 2, 2];
  return state;
}

const plays = (state: GameState) => legalActions(game, state, decisionOf(game, state)).filter((a) => a.type === "play");

/** The first attack the current seat may make, made: the defender's decision (C5) follows; the defender's seat. */
function attackOnce(state: GameState): number {
  const attack = legalActions(game, state, decisionOf(game, state)).find((a) => a.type === "attack")!;
  must(state, attack);
  return decisionOf(game, state).seatIndex;
}

describe("EP9 cards played during an attack", () => {
  it("EP9 the holder's attack decision offers its `during attack` card; playing it gives the bonus and the decision stays", () => {
    const state = atAttack(["Charge", "Bulwark"]);
    const seat = state.current;
    expect(plays(state)).toEqual([{ type: "play", card: cardId("Charge") }]);
    must(state, { type: "play", card: cardId("Charge") });
    expect(decisionOf(game, state).kind).toBe("attack");
    expect(state.held[seat]).toEqual([cardId("Bulwark")]);
    expect(state.lasting).toEqual([[-1, -1, seat, expect.any(Number), 0, 1]]);
  });

  it("EP9 a `during attack` card is not offered elsewhere, and its condition gates it (Spoils: after a conquest)", () => {
    const state = atAttack(["Spoils"]);
    expect(plays(state)).toEqual([]);
    state.conquered = 1;
    expect(plays(state)).toEqual([{ type: "play", card: cardId("Spoils") }]);
    expect(applyInPlace(game, state, { type: "play", card: cardId("Charge") })).toBeDefined();
  });
});

describe("EP10 cards played during a defence, on the attacker's turn", () => {
  it("EP10 the defender's decision offers its `during defence` card at its cost; playing it pays, gives the bonus, and the defence goes on", () => {
    const state = atAttack(["Bulwark"]);
    const attacker = state.current;
    const defender = attackOnce(state);
    expect(decisionOf(game, state).kind).toBe("defend");
    expect(defender).not.toBe(attacker);
    expect(plays(state)).toEqual([{ type: "play", card: cardId("Bulwark") }]);
    must(state, { type: "play", card: cardId("Bulwark") });
    expect(state.counters[gold]![defender]).toBe(1);
    expect(state.held[defender]).toEqual([]);
    expect(state.lasting).toEqual([[-1, -1, defender, expect.any(Number), 1, 2]]);
    expect(decisionOf(game, state).kind).toBe("defend");
    const dice = legalActions(game, state, decisionOf(game, state)).find((a) => a.type === "defend")!;
    must(state, dice);
    // `for this battle`: the bonus ends with the battle it was played for.
    expect(state.lasting).toEqual([]);
  });

  it("EP10 a defence card whose cost cannot be paid is not offered; the attacker's own is not either", () => {
    const state = atAttack(["Bulwark"]);
    state.counters[gold] = [0, 0, 0];
    attackOnce(state);
    expect(plays(state)).toEqual([]);
  });
});

describe("EP11 the greedy bot weighs the windows", () => {
  it("EP11 greedy plays its attack card at the attack decision, and its defence card when it defends", () => {
    const state = atAttack(["Charge", "Bulwark"]);
    const choose = () => {
      const decision = decisionOf(game, state);
      const actions = legalActions(game, state, decision);
      return greedyBot.choose({ game, view: viewFor(state, decision.seat), decision, actions, rng: seedRng(1) });
    };
    expect(choose()).toEqual({ type: "play", card: cardId("Charge") });
    must(state, { type: "play", card: cardId("Charge") });
    attackOnce(state);
    expect(choose()).toEqual({ type: "play", card: cardId("Bulwark") });
  });

  it("EP11 greedy games end (0 stalled) and random ones play on without a problem, cards played in both windows", () => {
    const windows = new Set<string>();
    const onAction = (s: GameState, a: Action) => void (a.type === "play" && windows.add(decisionOf(game, s).kind));
    for (let seed = 1; seed <= 2; seed++)
      expect(playGame(game, [greedyBot, greedyBot, greedyBot], seed, { maxRounds: 300, onAction }).reason).not.toBe("stalled");
    playGame(game, [randomBot, randomBot, randomBot], 1, { maxRounds: 40, onAction });
    expect([...windows].sort()).toEqual(["attack", "defend"]);
  });
});
