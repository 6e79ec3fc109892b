// The greedy bot's choices that the rule tests do not cover.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../bots/greedy-bot.js";
import {
  applyInPlace,
  createGame,
  decisionOf,
  legalActions,
  newGame,
  viewFor,
  type Action,
  type DecisionKind,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { findBot } from "../../bots/index.js";
import { playGame } from "../../sim/index.js";
import { classicGame, irOf } from "../support/variants.js";
import { groupTerritories, playState, putPieces, territoryIndex, toPhase } from "../support/engine.js";

/** What the greedy bot does at the current decision, which must be `kind`. */
function greedyChoice(game: Game, state: GameState, kind: DecisionKind): Action {
  const decision = decisionOf(game, state);
  expect(decision.kind).toBe(kind);
  return greedyBot.choose({ game, view: viewFor(state, decision.seat), decision, actions: legalActions(game, state), rng: seedRng(1) });
}

/** The greedy bot plays until the game waits for a decision of `kind`. */
function playUntil(game: Game, state: GameState, kind: DecisionKind): void {
  while (decisionOf(game, state).kind !== kind)
    expect(applyInPlace(game, state, greedyChoice(game, state, decisionOf(game, state).kind))).toBeUndefined();
}

/** A board with South America open to the player holding Brazil (10 armies) and Africa all seat 2's. */
function brazilAgainstAfrica(game: Game, players: number): GameState {
  const owners: Record<string, number> = { Brazil: 1 };
  for (const name of groupTerritories(game, "Africa")) owners[name] = 2;
  const state = playState(game, { players, owners, rest: players, armiesAt: { Brazil: 10 } });
  playUntil(game, state, "attack");
  return state;
}

const earth = (): Game => createGame(irOf(readFileSync("variants/transformers-earth.risk", "utf8")));
const factionOf = (game: Game, name: string) => game.factions!.list.findIndex((f) => f.name === name);

describe("greedy bot", () => {
  it("C3: it breaks a continent an opponent holds whole before taking an equally easy territory elsewhere", () => {
    const game = classicGame();
    const state = brazilAgainstAfrica(game, 3);
    // Brazil borders North Africa (Africa: all the second player's) and Venezuela, Peru, Argentina (one army each, like North Africa).
    const choice = greedyChoice(game, state, "attack");
    expect(choice).toMatchObject({ type: "attack", from: territoryIndex(game, "Brazil"), to: territoryIndex(game, "North Africa") });
  });

  it("Y2: with a partner it does not weigh breaking a continent (measured: that loses team games)", () => {
    const game = createGame(irOf('variant "Teams" extends "classic" {\n  players 4..4\n  teams { team 1, 3  team 2, 4 }\n}\n'));
    const state = brazilAgainstAfrica(game, 4);
    // South America is worth more to the bot holding Brazil than a corner of Africa: Venezuela, the first of them.
    const choice = greedyChoice(game, state, "attack");
    expect(choice).toMatchObject({ type: "attack", from: territoryIndex(game, "Brazil"), to: territoryIndex(game, "Venezuela") });
  });

  it("E11: it trades the largest sum of stars it may (the worth grows faster than the sum)", () => {
    const game = earth();
    const twoStars = game.variant.map.territories.flatMap((t, i) => (t.attrs.stars === 2 ? [i] : []));
    const hand = twoStars.slice(0, 3).map((t) => game.variant.map.territories[t]!.name); // 6 stars
    const state = toPhase(game, newGame(game, 2, 1), 0, 1, (p) => {
      p.hands!["1"] = hand;
      p.deck = p.deck!.filter((card) => !hand.includes(card));
    });
    const trades = legalActions(game, state).flatMap((a) => (a.type === "trade" ? [a.cards.length] : []));
    expect(trades).toEqual([1, 2, 3]);
    expect(greedyChoice(game, state, "trade")).toMatchObject({ type: "trade", cards: twoStars.slice(0, 3) });
  });

  it("E1: where a knocked-out player's cards do not change hands, a small player's territory is worth no more than another", () => {
    const game = earth();
    const state = toPhase(game, newGame(game, 3, 1), "attack", 1, (p) => {
      putPieces(p, "Peru", 1, "Decepticons", 10);
      putPieces(p, "Argentina", 2, "Decepticons", 1); // seat 2's only territory
    });
    // Venezuela, Brazil (a Human each) and Argentina are equally easy and equally placed; the first listed is taken.
    const choice = greedyChoice(game, state, "attack");
    expect(choice).toMatchObject({ type: "attack", from: territoryIndex(game, "Peru"), to: territoryIndex(game, "Venezuela") });
  });

  it("E13: moving to a front through another front, it leaves an equal part of the armies there", () => {
    const game = earth();
    const decepticons = factionOf(game, "Decepticons");
    const state = toPhase(game, newGame(game, 2, 1), "fortify", 1, (p) => {
      putPieces(p, "Alaska", 1, "Decepticons", 10);
      for (const name of ["Kamchatka", "Northwest Territory", "Alberta", "Western United States"]) putPieces(p, name, 1, "Decepticons", 1);
      putPieces(p, "Ontario", 2, "Humans", 4); // 5 Humans face Western United States, Alberta and Northwest Territory
    });
    const choice = greedyChoice(game, state, "fortify");
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

  it("E9: it enters an empty territory next to its own with one army, keeping one where it was", () => {
    const game = earth();
    const state = toPhase(game, newGame(game, 2, 1), "march", 2, (p) => {
      putPieces(p, "Egypt", null);
      putPieces(p, "East Africa", 2, "Humans", 2); // 3 Humans next to the empty Egypt
      p.turnsTaken = { "1": 1, "2": 1 };
    });
    const choice = greedyChoice(game, state, "fortify");
    expect(choice).toMatchObject({ type: "fortify", to: territoryIndex(game, "Egypt"), count: 1 });
    expect(applyInPlace(game, state, choice)).toBeUndefined();
    expect(state.owner[territoryIndex(game, "Egypt")]).toBe(1);
  });
});

describe("the bots use the v2 actions (F2, F3, F5, F7, K1)", () => {
  const frontier = createGame(irOf(readFileSync("variants/frontier.risk", "utf8")));
  const capital = createGame(irOf(readFileSync("variants/capital.risk", "utf8")));

  /** The action types the bots took, and of each `buy` the kind of thing bought, over a few games. */
  function taken(game: Game, bot: string, players: number, games: number): Set<string> {
    const types = new Set<string>();
    const bots = Array.from({ length: players }, () => findBot(bot)!);
    for (let seed = 1; seed <= games; seed++) {
      const record = playGame(game, bots, seed, { maxRounds: 500, recordActions: true });
      for (const a of record.actions!) types.add(a.type === "buy" ? `buy ${game.variant.market![a.offer]!.what}` : a.type);
    }
    return types;
  }

  it.each(["greedy", "random"])("%s bids, buys armies, units, buildings and cards, and builds, in Frontier", (bot) => {
    const types = taken(frontier, bot, 3, 4);
    for (const t of ["bid", "buy army", "buy unit", "buy building", "build"]) expect(types, t).toContain(t);
  });

  it.each(["greedy", "random"])("%s chooses its headquarters in Capital Risk", (bot) => {
    expect(taken(capital, bot, 3, 1)).toContain("choose");
  });
});
