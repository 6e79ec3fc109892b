// Named decks and effect-card play (docs/language-design.md, part A "Decks": DK1–DK6, EP1–EP8),
// on the test variant test/fixtures/decks/decks.risk: two named decks with their own piles,
// deals, hand limits and draws; cards played at a cost in gold or in other cards, under a
// condition, acting on draw, rewarding in armies, gold and cards, with a die bonus for each
// duration; the greedy bot plays a card when it helps.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../bots/greedy-bot.js";
import { randomBot } from "../../bots/random-bot.js";
import {
  applyInPlace,
  createGame,
  decisionOf,
  determinize,
  legalActions,
  newGame,
  positionFrom,
  positionOf,
  viewFor,
  type Action,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { playGame } from "../../sim/index.js";
import { classicGame, irOf } from "../support/variants.js";

const game = createGame(irOf(readFileSync("test/fixtures/decks/decks.risk", "utf8")));
const cardId = (name: string) => game.deckCards.findIndex((c) => c.name === name);
const deckOf = (name: string) => game.decks!.findIndex((d) => d.name === name);
const gold = game.counterIndex.get("gold")!;

function must(state: GameState, action: Action): void {
  expect(applyInPlace(game, state, action)).toBeUndefined();
}

/** A new game, driven by the random bot until the first seat's `play` step offers something (or ends it at once). */
function atPlay(seed = 1): GameState {
  const state = newGame(game, 3, seed);
  for (let k = 0; k < 2000 && decisionOf(game, state).kind !== "play"; k++) {
    const decision = decisionOf(game, state);
    const actions = legalActions(game, state, decision);
    must(state, randomBot.choose({ game, view: viewFor(state, decision.seat), decision, actions, rng: seedRng(k) }));
  }
  expect(decisionOf(game, state).kind).toBe("play");
  return state;
}

/** The current seat's turn run on to its `buy` step (or until the turn passes): each step ended, or its first action taken. */
function toBuy(state: GameState, seat = state.current): void {
  for (let k = 0; k < 50 && decisionOf(game, state).kind !== "buy" && state.current === seat; k++) {
    const d = decisionOf(game, state);
    const actions = legalActions(game, state, d);
    must(state, actions.find((a) => a.type === "end") ?? actions[0]!);
  }
}

/** The state with the current seat holding exactly these cards (the rest back in their piles' place: taken out of the game). */
function holding(state: GameState, names: string[], goldHeld = 10): GameState {
  state.held[state.current] = names.map(cardId);
  state.counters[gold]![state.current] = goldHeld;
  return state;
}

describe("DK named decks", () => {
  it("DK1 each named deck has its own pile of every copy of its cards; the effect deck stays empty", () => {
    const state = newGame(game, 3, 7);
    const all = (d: number) => [...state.deckPiles[d]!, ...state.deckDiscards[d]!, ...state.held.flat().filter((c) => game.deckCards[c]!.deck === d)];
    expect(all(deckOf("gods")).length).toBe(10);
    expect(all(deckOf("omens")).length).toBe(6);
    expect(state.deckPiles[deckOf("omens")]!.every((c) => game.deckCards[c]!.deck === deckOf("omens"))).toBe(true);
    expect(state.effectDeck).toEqual([]);
  });

  it("DK2 `deal 1 each` deals one card of gods to every player, none of omens", () => {
    const state = newGame(game, 3, 7);
    for (let seat = 0; seat < 3; seat++) {
      expect(state.held[seat]!.filter((c) => game.deckCards[c]!.deck === deckOf("gods")).length).toBe(1);
      expect(state.held[seat]!.filter((c) => game.deckCards[c]!.deck === deckOf("omens")).length).toBe(0);
    }
  });

  it("DK3 `draw effect 1 from gods when count(territories owned) >= 10` draws only while the gate holds", () => {
    const state = atPlay();
    const seat = state.current;
    const gods = deckOf("gods");
    const before = state.deckPiles[gods]!.length;
    // The seat's phase `draw` runs after its play, attack and fortify: end them with few territories.
    for (let t = 0, n = 0; t < game.territoryCount; t++) if (state.owner[t] === seat && ++n > 5) state.owner[t] = (seat + 1) % 3;
    state.ownedCount[seat] = 5;
    holding(state, []);
    for (let k = 0; k < 10 && state.current === seat; k++) {
      const d = decisionOf(game, state);
      if (d.kind !== "place" && d.kind !== "advance" && d.kind !== "discard")
        must(state, legalActions(game, state, d).find((a) => a.type === "end") ?? legalActions(game, state, d)[0]!);
      else must(state, legalActions(game, state, d)[0]!);
    }
    // Gods: gate false (no draw); omens: one card (Raven or Comet).
    expect(state.deckPiles[gods]!.length).toBe(before);
    expect(state.held[seat]!.map((c) => game.deckCards[c]!.deck)).toContain(deckOf("omens"));
  });

  it("DK4 a played card goes to its deck's discards; `reshuffle` turns them into the pile when it runs out", () => {
    const state = holding(atPlay(), ["Aegis", "Raven"]);
    const gods = deckOf("gods");
    must(state, { type: "play", card: cardId("Aegis") });
    expect(state.deckDiscards[gods]).toContain(cardId("Aegis"));
    // Empty the pile: Raven's draw from gods takes the discards, shuffled.
    state.deckPiles[gods] = [];
    state.deckDiscards[gods] = [cardId("Aegis")];
    must(state, { type: "play", card: cardId("Raven") });
    expect(state.held[state.current]).toContain(cardId("Aegis"));
    expect(state.deckDiscards[gods]).toEqual([]);
  });

  it("DK4 without `reshuffle` (omens) an empty pile draws nothing", () => {
    const state = holding(atPlay(), []);
    const omens = deckOf("omens");
    state.deckPiles[omens] = [];
    state.deckDiscards[omens] = [cardId("Comet")];
    const offer = game.market!.findIndex((o) => o.deck === omens);
    expect(legalActions(game, state).some((a) => a.type === "buy" && a.offer === offer)).toBe(false);
  });

  it("DK5 `hand 3 discard choose`: a fourth card waits for the holder's choice of discard, among its gods cards only", () => {
    const state = holding(atPlay(), ["Aegis", "Fury", "Thunder", "Raven", "Comet"]);
    state.deckPiles[deckOf("gods")]!.push(cardId("Aegis"));
    must(state, { type: "play", card: cardId("Raven") });
    expect(decisionOf(game, state).kind).toBe("discard");
    expect(applyInPlace(game, state, { type: "discard", card: cardId("Comet") })?.code).toBe("not-over-limit");
    const offered = legalActions(game, state).map((a) => (a as { card: number }).card);
    expect(new Set(offered)).toEqual(new Set(["Aegis", "Fury", "Thunder"].map(cardId)));
    expect(applyInPlace(game, state, { type: "discard", card: cardId("Raven") })?.code).toBe("card-not-held");
    must(state, { type: "discard", card: cardId("Fury") });
    expect(decisionOf(game, state).kind).toBe("play");
    expect(state.held[state.current]!.filter((c) => game.deckCards[c]!.deck === deckOf("gods")).length).toBe(3);
  });

  it("DK5 `hand 2` without a choice: the draw step stops at the limit, and the market does not sell a third", () => {
    const state = holding(atPlay(), ["Raven", "Comet"]);
    const seat = state.current;
    const omens = deckOf("omens");
    const pile = state.deckPiles[omens]!.length;
    // With gold but no room for an omens card, the buy step has nothing to sell: the turn passes on.
    toBuy(state, seat);
    expect(state.current).not.toBe(seat);
    expect(state.deckPiles[omens]!.length).toBe(pile);
    expect(state.held[seat]!.filter((c) => game.deckCards[c]!.deck === omens).length).toBe(2);
  });

  it("DK6 `offer effect from omens cost 3 gold` sells the top card of omens into the hand", () => {
    const state = atPlay();
    const seat = state.current;
    holding(state, []);
    for (let k = 0; k < 20 && decisionOf(game, state).kind !== "buy"; k++) {
      const d = decisionOf(game, state);
      const actions = legalActions(game, state, d);
      must(state, actions.find((a) => a.type === "end") ?? actions[0]!);
    }
    expect(decisionOf(game, state)).toMatchObject({ kind: "buy", seatIndex: seat });
    state.counters[gold]![seat] = 5;
    state.held[seat] = [];
    const offer = game.market!.findIndex((o) => o.deck === deckOf("omens"));
    must(state, { type: "buy", offer });
    expect(state.counters[gold]![seat]).toBe(2);
    expect(state.held[seat]!.length).toBe(1);
    expect(game.deckCards[state.held[seat]![0]!]!.deck).toBe(deckOf("omens"));
  });
});

describe("EP effect-card play", () => {
  it("EP1 playing is an enumerated action of the `play` step, one a distinct card that may be played", () => {
    const state = holding(atPlay(), ["Aegis", "Aegis", "Blessing"]);
    expect(legalActions(game, state)).toEqual([{ type: "play", card: cardId("Aegis") }, { type: "end" }]);
    expect(applyInPlace(game, state, { type: "play", card: cardId("Comet") })?.code).toBe("card-not-held");
  });

  it("EP2 `cost 2 gold`: paid when played; not offered without the gold", () => {
    const state = holding(atPlay(), ["Thunder"], 1);
    for (let t = 0, n = 0; t < game.territoryCount && n < 8; t++) if (state.owner[t] !== state.current) ((state.owner[t] = state.current), n++);
    expect(legalActions(game, state).some((a) => a.type === "play")).toBe(false);
    expect(applyInPlace(game, state, { type: "play", card: cardId("Thunder") })?.code).toBe("card-not-playable");
    state.counters[gold]![state.current] = 3;
    const pool = state.pool;
    must(state, { type: "play", card: cardId("Thunder") });
    expect(state.counters[gold]![state.current]).toBe(1);
    expect(state.pool).toBe(pool + 3); // EP7: armies, placed with the turn's reinforcements
  });

  it("EP3 `cost discard 1`: another held card goes to the discards with it; with no other card it cannot be played", () => {
    const alone = holding(atPlay(), ["Fury"]);
    expect(legalActions(game, alone).some((a) => a.type === "play")).toBe(false);
    const state = holding(atPlay(), ["Fury", "Aegis"]);
    expect(legalActions(game, state)).toContainEqual({ type: "play", card: cardId("Fury"), discards: [cardId("Aegis")] });
    expect(applyInPlace(game, state, { type: "play", card: cardId("Fury") })?.code).toBe("bad-discards");
    must(state, { type: "play", card: cardId("Fury"), discards: [cardId("Aegis")] });
    expect(state.held[state.current]).toEqual([]);
    expect(state.deckDiscards[deckOf("gods")]).toEqual([cardId("Fury"), cardId("Aegis")]);
  });

  it("EP4 `when count(territories owned) >= 8`: not offered while the condition fails", () => {
    const state = holding(atPlay(), ["Thunder"]);
    const seat = state.current;
    for (let t = 0; t < game.territoryCount; t++) if (state.owner[t] === seat) state.owner[t] = (seat + 1) % 3;
    state.owner[0] = seat;
    state.ownedCount[seat] = 1;
    expect(legalActions(game, state).some((a) => a.type === "play")).toBe(false);
  });

  it("EP5 `on draw: gain gold 2`: Blessing acts the moment it is drawn, and goes to the discards", () => {
    const state = holding(atPlay(), ["Raven"], 0);
    state.deckPiles[deckOf("gods")]!.push(cardId("Blessing"));
    must(state, { type: "play", card: cardId("Raven") });
    expect(state.counters[gold]![state.current]).toBe(2);
    expect(state.held[state.current]).not.toContain(cardId("Blessing"));
    expect(state.deckDiscards[deckOf("gods")]).toContain(cardId("Blessing"));
  });

  it("EP6 durations: this battle ends with the next battle, this turn at the turn's end, until your next turn at its next turn", () => {
    const state = holding(atPlay(), ["Comet", "Fury", "Aegis", "Aegis"]);
    const seat = state.current;
    must(state, { type: "play", card: cardId("Comet") });
    must(state, { type: "play", card: cardId("Fury"), discards: [cardId("Aegis")] });
    must(state, { type: "play", card: cardId("Aegis") });
    // One row type with the rules' borders: [rule, border, seat, until, side, amount] (a card's: rule and border -1).
    expect(state.lasting).toEqual([
      [-1, -1, seat, 0, 0, 2],
      [-1, -1, seat, 1, 0, 1],
      [-1, -1, seat, 2, 1, 1],
    ]);
    // Play on: the battle bonus goes with the first attack, the turn's at its end, Aegis at the seat's next turn.
    const seen = { afterAttack: false, afterTurn: false };
    for (let k = 0; k < 3000 && state.stage === "play"; k++) {
      const d = decisionOf(game, state);
      const actions = legalActions(game, state, d);
      const action = d.kind === "attack" && d.seatIndex === seat && !seen.afterAttack ? actions.find((a) => a.type === "attack") : undefined;
      must(state, action ?? randomBot.choose({ game, view: viewFor(state, d.seat), decision: d, actions, rng: seedRng(k) }));
      if (action) {
        seen.afterAttack = true;
        expect(state.lasting.some((r) => r[3] === 0 && r[2] === seat)).toBe(false);
        expect(state.lasting.some((r) => r[3] === 1 && r[2] === seat)).toBe(true);
      }
      if (state.current !== seat && !seen.afterTurn) {
        seen.afterTurn = true;
        expect(state.lasting).toEqual([[-1, -1, seat, 2, 1, 1]]);
      }
      if (seen.afterTurn && state.current === seat) break;
    }
    expect(seen.afterTurn).toBe(true);
    if (state.stage === "play") expect(state.lasting.filter((r) => r[2] === seat && r[3] === 2)).toEqual([]);
  });

  it("EP6 a lasting attack bonus changes the battle: +2 on the best die wins more often", () => {
    let withBonus = 0;
    let without = 0;
    for (let seed = 1; seed <= 30; seed++) {
      for (const bonus of [true, false]) {
        const state = holding(atPlay(seed), bonus ? ["Comet"] : []);
        if (bonus) must(state, { type: "play", card: cardId("Comet") });
        const seat = state.current;
        for (let k = 0; k < 50 && decisionOf(game, state).kind !== "attack"; k++) {
          const d = decisionOf(game, state);
          const actions = legalActions(game, state, d);
          must(state, actions.find((a) => a.type === "end") ?? actions[0]!);
        }
        const attack = legalActions(game, state).find((a): a is Extract<Action, { type: "attack" }> => a.type === "attack" && a.rolls === 1);
        if (!attack || state.current !== seat) continue;
        const before = state.armies[attack.to]!;
        must(state, attack);
        const lost = before - (state.owner[attack.to] === seat ? 0 : state.armies[attack.to]!);
        if (bonus) withBonus += lost;
        else without += lost;
      }
    }
    expect(withBonus).toBeGreaterThan(without);
  });

  it("EP7 Raven: `draw effect 1 from gods, draw 1 card`: a gods card and a territory card come into the hand", () => {
    const state = holding(atPlay(), ["Raven"]);
    const hand = state.hands[state.current]!.length;
    must(state, { type: "play", card: cardId("Raven") });
    expect(state.held[state.current]!.filter((c) => game.deckCards[c]!.deck === deckOf("gods")).length).toBe(1);
    expect(state.hands[state.current]!.length).toBe(hand + 1);
  });

  it("EP8 the greedy bot plays Thunder when it has the gold, keeps it when it has not, and discards the card worth least", () => {
    const state = holding(atPlay(), ["Thunder", "Blessing"], 5);
    for (let t = 0, n = 0; t < game.territoryCount && n < 8; t++) if (state.owner[t] !== state.current) ((state.owner[t] = state.current), n++);
    const choose = (s: GameState) => {
      const decision = decisionOf(game, s);
      return greedyBot.choose({ game, view: viewFor(s, decision.seat), decision, actions: legalActions(game, s, decision), rng: seedRng(1) });
    };
    expect(choose(state)).toEqual({ type: "play", card: cardId("Thunder") });
    state.counters[gold]![state.current] = 0;
    expect(choose(state)).toEqual({ type: "end" });
    const over = holding(atPlay(), ["Aegis", "Thunder", "Fury", "Raven"]);
    over.deckPiles[deckOf("gods")]!.push(cardId("Blessing"), cardId("Aegis"));
    must(over, { type: "play", card: cardId("Raven") });
    expect(decisionOf(game, over).kind).toBe("discard");
    // Thunder is worth its 3 armies (6) less its 2 gold; Fury an attack die this turn (3); Aegis a defence die (1.5): Aegis goes.
    expect(choose(over)).toEqual({ type: "discard", card: cardId("Aegis") });
  });

  it("EP8 greedy and random bots finish every game of the test variant (0 stalled), and greedy plays cards", () => {
    let plays = 0;
    for (const bot of [greedyBot, randomBot])
      for (let seed = 1; seed <= 4; seed++) {
        const record = playGame(game, [bot, bot, bot], seed, {
          maxRounds: 300,
          onAction: (_s, a) => void (a.type === "play" && bot === greedyBot && plays++),
        });
        expect(record.reason).not.toBe("stalled");
      }
    expect(plays).toBeGreaterThan(0);
  });
});

describe("hidden information", () => {
  it("a player's view shows its own held cards and only the sizes of the others' and of the piles; determinization keeps the sizes", () => {
    const state = atPlay();
    const view = viewFor(state, 1) as unknown as Record<string, unknown>;
    expect(view["held"]).toEqual(state.held[0]);
    expect(view["heldCounts"]).toEqual(state.held.map((h) => h.length));
    expect(view["deckPileSizes"]).toEqual(state.deckPiles.map((p) => p.length));
    expect(view["deckPiles"]).toBeUndefined();
    const sample = determinize(game, viewFor(state, 1), seedRng(3));
    expect(sample.held[0]).toEqual(state.held[0]);
    expect(sample.held.map((h) => h.length)).toEqual(state.held.map((h) => h.length));
    expect(sample.deckPiles.map((p) => p.length)).toEqual(state.deckPiles.map((p) => p.length));
    expect(sample.deckPiles.every((p, d) => p.every((c) => game.deckCards[c]!.deck === d))).toBe(true);
  });

  it("positions carry the decks (pile, discards, hands), the pending discard and the lasting rows, and come back exactly", () => {
    const state = holding(atPlay(), ["Aegis", "Fury", "Thunder", "Raven", "Comet"]);
    state.deckPiles[deckOf("gods")]!.push(cardId("Aegis"));
    must(state, { type: "play", card: cardId("Comet") });
    must(state, { type: "play", card: cardId("Raven") });
    expect(state.pending).toEqual({ kind: "discard" });
    const json = JSON.parse(JSON.stringify(positionOf(game, state)));
    expect(json.decks.gods.held[String(state.current + 1)].length).toBe(4);
    expect(json.lasting).toEqual([{ seat: state.current + 1, side: "attack", amount: 2, until: "battle" }]);
    const back = positionFrom(game, json);
    if (!back.ok) throw new Error(JSON.stringify(back.errors));
    expect(back.state).toEqual(state);
    const bad = positionFrom(game, { ...json, decks: { ...json.decks, gods: { ...json.decks.gods, pile: ["Zeus"] } } });
    expect(bad.ok ? [] : bad.errors.map((e) => e.code)).toEqual(["unknown-name"]);
  });

  it("a variant without named decks keeps empty rows: the classic game is unchanged", () => {
    const classic = classicGame();
    const state = newGame(classic, 3, 1);
    expect(state.deckPiles).toEqual([]);
    expect(state.held).toEqual([[], [], []]);
  });
});
