// The search bot: it never cheats (its choice does not change when everything outside its view is
// re-dealt), it is deterministic (the same seed plays the same game, on any number of workers),
// it only ever plays legal actions, battles are chance nodes in its tree, and its names parse.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findBot, searchBot } from "../../bots/index.js";
import { evaluate, search, defaultSearchOptions } from "../../bots/search/index.js";
import {
  applyInPlace,
  decisionOf,
  determinize,
  legalActions,
  newGame,
  problemOf,
  seedRng,
  viewFor,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { playGame } from "../../sim/index.js";
import { simulateInParallel } from "../../sim/node/parallel.js";
import { playState, toPhase } from "../support/engine.js";
import { greedyStates } from "../support/greedy-states.js";
import { bundledGame, bundledVariants, irOf } from "../support/variants.js";

const variants = bundledVariants;
const gameOf = bundledGame;

/** Positions along a greedy game at decisions with a choice: copies of the true state. */
const positions = (game: Game, seats: number, seed: number, every: number): GameState[] => [
  ...greedyStates(game, seats, seed, every, { choicesOnly: true, limit: 2000 }),
];

describe("search bot", () => {
  it("parses its names: search, search:N (iterations), search:Nms (wall time); refuses others", () => {
    expect(findBot("search")?.name).toBe("search");
    expect(findBot("search:200")?.name).toBe("search:200");
    expect(findBot("search:50ms")?.name).toBe("search:50ms");
    for (const bad of ["search:", "search:0", "search:x", "search:10s", "searchy", "search:-3"]) expect(findBot(bad)).toBeUndefined();
    // One bot object per name (workers look bots up by name for every game).
    expect(findBot("search:200")).toBe(findBot("search:200"));
  });

  for (const name of variants) {
    it(`${name}: the choice is the same when everything outside the bot's view is re-dealt (no cheating)`, () => {
      const game = gameOf(name, name === "risiko" ? { kingmaker: "true" } : {});
      const bot = searchBot("search:12", { iterations: 12 });
      const seats = Math.max(game.variant.players.min, Math.min(3, game.variant.players.max));
      let differed = 0;
      let checked = 0;
      for (const truth of positions(game, seats, 3, 9)) {
        const decision = decisionOf(game, truth);
        const seat = decision.seat;
        // Another state with the same view: the others' hands, objectives, face-down cards, seat
        // tokens, the deck order and the random state all drawn afresh.
        const other = determinize(game, viewFor(truth, seat), seedRng(checked + 100));
        expect(viewFor(other, seat)).toEqual(viewFor(truth, seat));
        if (
          JSON.stringify([other.hands, other.deck, other.objective, other.rng]) !==
          JSON.stringify([truth.hands, truth.deck, truth.objective, truth.rng])
        )
          differed++;
        const choose = (state: GameState) =>
          bot.choose({ game, view: viewFor(state, seat), decision, actions: legalActions(game, state), rng: seedRng(checked) });
        expect(choose(other)).toEqual(choose(truth));
        checked++;
        if (checked >= 12) break;
      }
      expect(checked).toBeGreaterThanOrEqual(8);
      expect(differed).toBeGreaterThan(0);
    });
  }

  for (const name of variants) {
    it(`${name}: the same seed plays the same game, and every action it chooses is legal`, () => {
      const game = gameOf(name);
      const seats = game.variant.players.min;
      const bots = Array.from({ length: seats }, (_, s) => (s === 0 ? findBot("search:8")! : findBot("greedy")!));
      // playGame throws on an illegal action.
      // Risk Europe's rounds are eight card turns whose orders the bots weigh by playing them out: 3 of them.
      const maxRounds = name === "risk-europe" ? 3 : 60;
      const a = playGame(game, bots, 77, { maxRounds, recordActions: true });
      const b = playGame(game, bots, 77, { maxRounds, recordActions: true });
      expect(b.actions).toEqual(a.actions);
      expect(b.winners).toEqual(a.winners);
      expect(a.actions!.length).toBeGreaterThan(20);
    });
  }

  it("a simulation with search bots is the same on one worker thread and on two", async () => {
    const ir = irOf(readFileSync("variants/transformers-earth.risk", "utf8"));
    const options = { games: 50, seed: 9, maxRounds: 100, bots: ["search:3", "greedy"] };
    const one = await simulateInParallel(ir, { ...options, workers: 1 });
    const two = await simulateInParallel(ir, { ...options, workers: 2 });
    expect(two).toEqual(one);
    expect(one.games).toBe(50);
  });

  it("C5: an attack's outcomes are chance children of its edge, drawn from the battle's exact distribution", () => {
    const game = gameOf("classic");
    // Alaska (6) against Kamchatka (4): the battle can end several ways.
    const state = toPhase(
      game,
      playState(game, { players: 3, owners: { Alaska: 1, Kamchatka: 2 }, rest: 3, armiesAt: { Alaska: 6, Kamchatka: 4 } }),
      "attack",
      1,
    );
    expect(decisionOf(game, state)).toEqual({ kind: "attack", seat: 1, seatIndex: 0 });
    const result = search(game, viewFor(state, 1), seedRng(5), { ...defaultSearchOptions, iterations: 300 });
    const attack = result.root.edges.find((e) => e.action.type === "attack" && e.action.rolls === undefined && e.visits >= 10);
    expect(attack).toBeDefined();
    expect(attack!.children.size).toBeGreaterThan(1);
    // Every child is a state the searcher can tell apart; the chosen action is one the engine allows.
    expect(problemOf(game, state, result.action)).toBeUndefined();
    expect(result.iterations).toBeLessThanOrEqual(300);
  });

  it("counts its budget in iterations: search:N never runs more than N", () => {
    const game = gameOf("classic");
    for (const truth of positions(game, 3, 8, 40).slice(0, 6)) {
      const view = viewFor(truth, decisionOf(game, truth).seat);
      const result = search(game, view, seedRng(1), { ...defaultSearchOptions, iterations: 40 });
      expect(result.iterations).toBeGreaterThan(0);
      expect(result.iterations).toBeLessThanOrEqual(40);
      expect(result.root.visits).toBe(result.iterations);
    }
  });
});

describe("static evaluation", () => {
  it("gives each seat still in a chance of winning; the chances sum to 1; an eliminated seat has none", () => {
    const game = gameOf("classic");
    for (const state of positions(game, 4, 2, 25)) {
      const values = evaluate(game, state);
      expect(values.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      state.alive.forEach((alive, seat) => (alive ? expect(values[seat]).toBeGreaterThan(0) : expect(values[seat]).toBe(0)));
    }
  });

  it("values a finished game at 1 for the winner", () => {
    const game = gameOf("classic");
    const state = newGame(game, 3, 4);
    const bots = [findBot("greedy")!, findBot("greedy")!, findBot("greedy")!];
    const rng = seedRng(1);
    while (state.stage !== "over") {
      const d = decisionOf(game, state);
      applyInPlace(
        game,
        state,
        bots[d.seatIndex]!.choose({ game, view: viewFor(state, d.seat), decision: d, actions: legalActions(game, state), rng }),
      );
    }
    const values = evaluate(game, state);
    const [winner] = state.result!.winners;
    expect(values[winner!]).toBe(1);
    expect(values.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it("Y2: partners share one value (a team wins together)", () => {
    const game = gameOf("transformers-cybertron");
    const state = positions(game, 4, 6, 30).find((s) => s.stage === "play")!;
    const values = evaluate(game, state);
    for (let s = 0; s < 4; s++) for (let t = 0; t < 4; t++) if (state.team[s] === state.team[t]) expect(values[s]).toBeCloseTo(values[t]!, 12);
    // Two teams: the team values sum to 1.
    expect(new Set([...values].map((v) => v.toFixed(9))).size).toBeLessThanOrEqual(2);
  });
});
