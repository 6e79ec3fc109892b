// Engine invariants over random seeded games (fast-check): armies change only by reinforcement
// and combat, no territory is ever unowned or empty, and seed + actions replays a game exactly.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import { apply, cloneState, decisionOf, legalActions, newGame, viewFor, type Action, type GameState } from "../../engine/index.js";
import { deriveSeed, seedRng } from "../../engine/math/index.js";
import { readFileSync } from "node:fs";
import { createGame } from "../../engine/index.js";
import { isPresent } from "../../engine/math/index.js";
import { classicGame, irOf } from "../support/variants.js";
import { boardArmies } from "../support/engine.js";

const game = classicGame();

interface Played {
  seed: number;
  seats: number;
  actions: Action[];
  final: GameState;
}

/** Play up to `limit` actions with the given bots, checking invariants after each one. */
function playChecked(seed: number, seatBots: string[], limit: number): Played {
  let state = newGame(game, seatBots.length, seed);
  const rng = seedRng(deriveSeed(seed, 99));
  const actions: Action[] = [];
  for (let i = 0; i < limit && state.stage !== "over"; i++) {
    const decision = decisionOf(game, state);
    const legal = legalActions(game, state);
    expect(legal.length).toBeGreaterThan(0);
    const action = bots[seatBots[decision.seatIndex]!]!.choose({ game, view: viewFor(state, decision.seat), decision, actions: legal, rng });
    const before = cloneState(state);
    const result = apply(game, state, action);
    expect(result.ok).toBe(true);
    state = result.state;
    actions.push(action);
    checkInvariants(before, state, action);
  }
  return { seed, seats: seatBots.length, actions, final: state };
}

function checkInvariants(before: GameState, after: GameState, action: Action): void {
  // No territory is ever unowned or empty.
  for (let t = 0; t < game.territoryCount; t++) {
    expect(after.owner[t]).toBeGreaterThanOrEqual(0);
    expect(after.armies[t]).toBeGreaterThanOrEqual(1);
  }
  // Owned counts stay in step with owners.
  for (let seat = 0; seat < after.seats; seat++) expect(after.ownedCount[seat]).toBe(after.owner.filter((o) => o === seat).length);
  // Armies on the board change only by placing reinforcements and by combat.
  const delta = boardArmies(after) - boardArmies(before);
  switch (action.type) {
    case "place":
      expect(delta).toBe(action.count);
      break;
    case "attack":
      expect(delta).toBeLessThanOrEqual(0);
      for (let t = 0; t < game.territoryCount; t++) if (t !== action.from && t !== action.to) expect(after.armies[t]).toBe(before.armies[t]);
      break;
    case "trade":
      // Only the card bonus (C4: 2 armies, once a turn) reaches the board directly.
      expect([0, 2]).toContain(delta);
      break;
    default:
      expect(delta).toBe(0);
  }
  // Cards are never created or lost.
  const cards = after.deck.length + after.discard.length + after.hands.reduce((s, h) => s + h.length, 0);
  const cardsBefore = before.deck.length + before.discard.length + before.hands.reduce((s, h) => s + h.length, 0);
  expect(cards).toBe(cardsBefore);
}

const botMix = fc.array(fc.constantFrom("random", "greedy"), { minLength: 3, maxLength: 6 });

describe("engine properties", () => {
  it("invariants hold after every action of random seeded games", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), botMix, (seed, seatBots) => {
        playChecked(seed, seatBots, 500);
      }),
      { numRuns: 12 },
    );
  });

  it("replaying seed + actions gives the same state", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), botMix, (seed, seatBots) => {
        const played = playChecked(seed, seatBots, 400);
        let replay = newGame(game, played.seats, played.seed);
        for (const action of played.actions) {
          const r = apply(game, replay, action);
          expect(r.ok).toBe(true);
          replay = r.state;
        }
        expect(replay).toEqual(played.final);
      }),
      { numRuns: 8 },
    );
  });

  it("a player's view has every field of the state but the hidden ones", () => {
    const state = newGame(game, 3, 1);
    const hidden = [
      "rng",
      "hands",
      "deck",
      "objective",
      "effects",
      "tokens",
      "hiddenEffects",
      "sealed",
      "bids",
      "effectDeck",
      "deckPiles",
      "held",
      "markerCards",
      "programmed",
    ];
    const view = viewFor(state, 1) as unknown as Record<string, unknown>;
    for (const key of Object.keys(state))
      if (!hidden.includes(key)) expect(view[key], key).toEqual((state as unknown as Record<string, unknown>)[key]);
  });

  it("a player's view hides the other hands, the deck order and the random state", () => {
    const played = playChecked(5, ["greedy", "greedy", "greedy"], 300);
    const view = viewFor(played.final, 1) as unknown as Record<string, unknown>;
    expect(view["rng"]).toBeUndefined();
    expect(view["deck"]).toBeUndefined();
    expect(view["hands"]).toBeUndefined();
    expect(view["hand"]).toEqual(played.final.hands[0]);
    expect(view["handSizes"]).toEqual(played.final.hands.map((h) => h.length));
  });
});

describe("engine properties on a changing map with leaders, reserves and teams (Y3, Y7)", () => {
  const cybertron = createGame(irOf(readFileSync("variants/transformers-cybertron.risk", "utf8")));
  const robots = 80; // the variant's `robots` parameter

  it("Y3 a player's robots are conserved (board + scrapheap + armies still to place), off-board zones hold nothing, and a robot or the leader holds every zone on the board", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 2, max: 4 }), fc.boolean(), (seed, seats, greedy) => {
        let state = newGame(cybertron, seats, seed);
        const rng = seedRng(deriveSeed(seed, 7));
        for (let i = 0; i < 1500 && state.stage !== "over"; i++) {
          const decision = decisionOf(cybertron, state);
          const legal = legalActions(cybertron, state);
          const bot = bots[greedy || decision.seatIndex % 2 === 0 ? "greedy" : "random"]!;
          const action = bot.choose({ game: cybertron, view: viewFor(state, decision.seat), decision, actions: legal, rng });
          const result = apply(cybertron, state, action);
          expect(result.ok).toBe(true);
          state = result.state;
          for (let seat = 0; seat < seats; seat++) {
            const onBoard = state.armies.reduce((n, a, t) => (state.owner[t] === seat ? n + a : n), 0);
            const inHand = (state.current === seat ? state.pool : 0) + state.setupLeft[seat]!;
            expect(onBoard + state.reserve[seat]! + inHand, `seat ${seat} after ${action.type}`).toBe(robots);
          }
          for (let t = 0; t < cybertron.territoryCount; t++) {
            if (!isPresent(cybertron.graph, state.switches, t)) {
              expect(state.owner[t]).toBe(-1);
              expect(state.armies[t]).toBe(0);
            } else if (state.stage === "play") {
              // Y3: never empty: a robot or the owner's leader holds every zone on the board.
              const owner = state.owner[t]!;
              expect(owner).toBeGreaterThanOrEqual(0);
              expect(
                state.armies[t]! >= 1 || state.unitAt.some((at, u) => at === t && state.unitOwner[u] === owner),
                `zone ${t} after ${action.type}`,
              ).toBe(true);
            }
          }
        }
      }),
      { numRuns: 6 },
    );
  });
});

describe("engine properties with factions, starting points, counters and tokens (E1–E16)", () => {
  const earth = createGame(irOf(readFileSync("variants/transformers-earth.risk", "utf8")));
  const factions = earth.factions!.list;
  const humans = factions.findIndex((f) => f.neutral);
  const slaves = earth.counterIndex.get("slaves")!;
  const pieces = (seat: number, seats: number) => (seat === seats - 1 ? 74 : 54); // the variant's autobotUnits / decepticonUnits

  it("E2/E9/E10 pieces by faction add up, Transformers are conserved, Humans never grow, empty territories are nobody's", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 2, max: 4 }), fc.boolean(), (seed, seats, greedy) => {
        let state = newGame(earth, seats, seed);
        const rng = seedRng(deriveSeed(seed, 8));
        let humansBefore = 42;
        for (let i = 0; i < 2500 && state.stage !== "over"; i++) {
          const decision = decisionOf(earth, state);
          const legal = legalActions(earth, state);
          expect(legal.length).toBeGreaterThan(0);
          const bot = bots[greedy || decision.seatIndex % 2 === 1 ? "greedy" : "random"]!;
          const action = bot.choose({ game: earth, view: viewFor(state, decision.seat), decision, actions: legal, rng });
          const result = apply(earth, state, action);
          expect(result.ok, JSON.stringify(action)).toBe(true);
          state = result.state;
          const where = `after ${JSON.stringify(action)}`;
          for (let t = 0; t < state.owner.length; t++) {
            const owner = state.owner[t]!;
            const byFaction = state.kinds.map((row) => row[t]!);
            expect(
              byFaction.reduce((a, b) => a + b, 0),
              `territory ${t} ${where}`,
            ).toBe(state.armies[t]);
            // Only the owner's factions stand there; a territory with nothing on it is nobody's.
            byFaction.forEach((n, f) => {
              if (n > 0) expect(state.factionsOf[owner]).toContain(f);
            });
            if (t < earth.territoryCount) expect(owner < 0, `territory ${t} ${where}`).toBe(state.armies[t] === 0);
            expect(state.fresh[t]).toBeLessThanOrEqual(state.armies[t]!);
          }
          for (let seat = 0; seat < seats; seat++) {
            expect(state.ownedCount[seat]).toBe(state.owner.filter((o, t) => o === seat && t < earth.territoryCount).length);
            const primary = state.factionsOf[seat]!.find((f) => !factions[f]!.neutral)!;
            const onBoard = state.kinds[primary]!.reduce((n, a, t) => (state.owner[t] === seat ? n + a : n), 0);
            const pool = state.current === seat ? state.pool : 0;
            expect(onBoard + state.reserve[seat]! + pool, `seat ${seat} ${where}`).toBe(pieces(seat, seats));
          }
          // E2/E10: Humans never come back; each one a Decepticon destroys is counted as its slave.
          const humansNow = state.kinds[humans]!.reduce((a, b) => a + b, 0);
          expect(humansNow).toBeLessThanOrEqual(humansBefore);
          humansBefore = humansNow;
          const enslaved = state.counters[slaves]!.reduce((a, b) => a + b, 0);
          expect(humansNow + enslaved).toBeLessThanOrEqual(42);
          expect(state.tokensAt.reduce((a, b) => a + b, 0) + state.tokensHeld.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(5);
        }
      }),
      { numRuns: 8 },
    );
  });
});
