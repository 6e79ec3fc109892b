// The greedy bot's choices that the rule tests do not cover.
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../bots/greedy-bot.js";
import { readFileSync } from "node:fs";
import { applyInPlace, createGame, decisionOf, legalActions, newGame, viewFor } from "../../engine/index.js";
import { runUntilDecision } from "../../engine/flow.js";
import { seedRng } from "../../engine/rng.js";
import { classicGame, irOf } from "../support/variants.js";
import { groupTerritories, playState, putPieces, territoryIndex } from "../support/engine.js";

describe("greedy bot", () => {
  it("C3: it breaks a continent an opponent holds whole before taking an equally easy territory elsewhere", () => {
    const game = classicGame();
    const owners: Record<string, number> = { Brazil: 0 };
    for (const name of groupTerritories(game, "Africa")) owners[name] = 1;
    const state = playState(game, { seats: 3, owners, rest: 2, armiesAt: { Brazil: 10 } });
    // Place the reinforcements, then look at the first attack.
    while (decisionOf(game, state).kind !== "attack") {
      const d = decisionOf(game, state);
      const action = greedyBot.choose({ game, view: viewFor(state, d.seat), decision: d, actions: legalActions(game, state), rng: seedRng(1) });

      expect(applyInPlace(game, state, action)).toBeUndefined();
    }
    const d = decisionOf(game, state);
    const choice = greedyBot.choose({ game, view: viewFor(state, d.seat), decision: d, actions: legalActions(game, state), rng: seedRng(1) });
    // Brazil borders North Africa (Africa: all the second player's) and Venezuela, Peru, Argentina (one army each, like North Africa).
    expect(choice).toMatchObject({ type: "attack", from: territoryIndex(game, "Brazil"), to: territoryIndex(game, "North Africa") });
  });
});

describe("greedy bot with a partner (Y2)", () => {
  it("Y2: with a partner it does not weigh breaking a continent (measured: that loses team games)", () => {
    const game = createGame(irOf('variant "Teams" extends "classic" {\n  players 4..4\n  teams { team 1, 3  team 2, 4 }\n}\n'));
    const owners: Record<string, number> = { Brazil: 0 };
    for (const name of groupTerritories(game, "Africa")) owners[name] = 1;
    const state = playState(game, { seats: 4, owners, rest: 3, armiesAt: { Brazil: 10 } });
    while (decisionOf(game, state).kind !== "attack") {
      const d = decisionOf(game, state);
      const action = greedyBot.choose({ game, view: viewFor(state, d.seat), decision: d, actions: legalActions(game, state), rng: seedRng(1) });
      expect(applyInPlace(game, state, action)).toBeUndefined();
    }
    const d = decisionOf(game, state);
    const choice = greedyBot.choose({ game, view: viewFor(state, d.seat), decision: d, actions: legalActions(game, state), rng: seedRng(1) });
    // South America is worth more to the bot holding Brazil than a corner of Africa: Venezuela, the first of them.
    expect(choice).toMatchObject({ type: "attack", from: territoryIndex(game, "Brazil"), to: territoryIndex(game, "Venezuela") });
  });
});

describe("greedy bot with star cards (E11)", () => {
  it("E11: it trades the largest sum of stars it may (the worth grows faster than the sum)", () => {
    const game = createGame(irOf(readFileSync("variants/transformers-earth.risk", "utf8")));
    const state = newGame(game, 2, 1);
    const twoStars = game.variant.map.territories.flatMap((t, i) => (t.attrs.stars === 2 ? [i] : []));
    state.hands[0] = twoStars.slice(0, 3); // 6 stars
    state.phase = 0;
    state.step = 0;
    state.stepStarted = false;
    state.pool = 0;
    runUntilDecision(game, state);
    const d = decisionOf(game, state);
    expect(d.kind).toBe("trade");
    const actions = legalActions(game, state);
    expect(actions.filter((a) => a.type === "trade").map((a) => (a.type === "trade" ? a.cards.length : 0))).toEqual([1, 2, 3]);
    const choice = greedyBot.choose({ game, view: viewFor(state, 0), decision: d, actions, rng: seedRng(1) });
    expect(choice).toMatchObject({ type: "trade", cards: twoStars.slice(0, 3) });
  });
});

describe("greedy bot with factions (E1)", () => {
  it("E1: where a knocked-out player's cards do not change hands, a small player's territory is worth no more than another", () => {
    const game = createGame(irOf(readFileSync("variants/transformers-earth.risk", "utf8")));
    const decepticons = game.factions!.list.findIndex((f) => f.name === "Decepticons");
    const state = newGame(game, 3, 1);
    putPieces(game, state, "Peru", 0, decepticons, 10);
    putPieces(game, state, "Argentina", 1, decepticons, 1); // seat 2's only territory
    state.phase = game.phases.findIndex((p) => p.name === "attack");
    state.step = 0;
    state.stepStarted = false;
    state.turnStarted = true;
    runUntilDecision(game, state);
    const d = decisionOf(game, state);
    expect(d.kind).toBe("attack");
    const choice = greedyBot.choose({ game, view: viewFor(state, 0), decision: d, actions: legalActions(game, state), rng: seedRng(1) });
    // Venezuela, Brazil (a Human each) and Argentina are equally easy and equally placed; the first listed is taken.
    expect(choice).toMatchObject({ type: "attack", from: territoryIndex(game, "Peru"), to: territoryIndex(game, "Venezuela") });
  });
});

describe("greedy bot moves (E13)", () => {
  it("E13: moving to a front through another front, it leaves an equal part of the armies there", () => {
    const game = createGame(irOf(readFileSync("variants/transformers-earth.risk", "utf8")));
    const [decepticons, humans] = ["Decepticons", "Humans"].map((name) => game.factions!.list.findIndex((f) => f.name === name));
    const state = newGame(game, 2, 1);
    putPieces(game, state, "Alaska", 0, decepticons!, 10);
    for (const name of ["Kamchatka", "Northwest Territory", "Alberta", "Western United States"]) putPieces(game, state, name, 0, decepticons!, 1);
    putPieces(game, state, "Ontario", 1, humans!, 4); // 5 Humans face Western United States, Alberta and Northwest Territory
    state.phase = game.phases.findIndex((p) => p.name === "fortify");
    state.step = 0;
    state.stepStarted = false;
    state.turnStarted = true;
    runUntilDecision(game, state);
    const d = decisionOf(game, state);
    expect(d.kind).toBe("fortify");
    const choice = greedyBot.choose({ game, view: viewFor(state, 0), decision: d, actions: legalActions(game, state), rng: seedRng(1) });
    // The shortest own route from Alaska to Western United States passes Alberta, which faces Ontario.
    expect(choice).toEqual({
      type: "fortify",
      from: territoryIndex(game, "Alaska"),
      to: territoryIndex(game, "Western United States"),
      count: 5,
      faction: decepticons,
      via: [{ territory: territoryIndex(game, "Alberta"), count: 4 }],
    });
    expect(applyInPlace(game, state, choice)).toBeUndefined();
  });
});

describe("greedy bot and empty territories (E9)", () => {
  it("E9: it enters an empty territory next to its own with one army, keeping one where it was", () => {
    const game = createGame(irOf(readFileSync("variants/transformers-earth.risk", "utf8")));
    const humans = game.factions!.list.findIndex((f) => f.name === "Humans");
    const state = newGame(game, 2, 1);
    putPieces(game, state, "Egypt", -1, -1, 0);
    putPieces(game, state, "East Africa", 1, humans, 2); // 3 Humans next to the empty Egypt
    state.current = 1;
    state.turnsTaken = [1, 1];
    state.phase = game.phases.findIndex((p) => p.name === "march");
    state.step = 0;
    state.stepStarted = false;
    state.turnStarted = true;
    runUntilDecision(game, state);
    const d = decisionOf(game, state);
    expect(d.kind).toBe("fortify");
    const choice = greedyBot.choose({ game, view: viewFor(state, 1), decision: d, actions: legalActions(game, state), rng: seedRng(1) });
    expect(choice).toMatchObject({ type: "fortify", to: territoryIndex(game, "Egypt"), count: 1 });
    expect(applyInPlace(game, state, choice)).toBeUndefined();
    expect(state.owner[territoryIndex(game, "Egypt")]).toBe(1);
  });
});
