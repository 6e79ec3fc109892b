// The greedy bot aims at its own way of winning, read from the variant's win rules and its
// objective (bots/goals.ts): M4 a mission's continents, K2 the capitals, a win rule counting a
// group's territories; and goalProgress measures how far a seat is (C8, K2, M4, M6).
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../bots/greedy-bot.js";
import { goalProgress, goalTerritories } from "../../bots/goals.js";
import { FEATURE_COUNT, FEATURES, featuresOf } from "../../bots/search/features.js";
import { decisionOf, legalActions, viewFor, type Action, type Game, type GameState } from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { bundledGame, classicGame, irOf } from "../support/variants.js";
import { createGame } from "../../engine/index.js";
import { playState, territoryIndex, type Board } from "../support/engine.js";

function greedyAttack(game: Game, state: GameState): Action {
  const decision = decisionOf(game, state);
  expect(decision.kind).toBe("attack");
  return greedyBot.choose({ game, view: viewFor(state, decision.seat), decision, actions: legalActions(game, state), rng: seedRng(1) });
}

/**
 * Brazil (10 armies) is seat 1's only territory; every other territory holds one army of seat 2,
 * but Egypt is seat 3's (so nobody holds Africa whole). Taking Venezuela (a quarter of South
 * America) is worth more than North Africa (a sixth of Africa) to a bot with no goal there.
 */
function brazil(extra: Partial<Board> = {}): Board {
  return { players: 3, owners: { Brazil: 1, Egypt: 3 }, rest: 2, armiesAt: { Brazil: 10 }, toMove: 1, phase: "attack", ...extra };
}

const attackOn = (game: Game, to: string) => ({ type: "attack", from: territoryIndex(game, "Brazil"), to: territoryIndex(game, to) });

describe("greedy bot: objective progress in its choices", () => {
  it("C3 (contrast): with no goal in Africa it takes South America's Venezuela", () => {
    const game = classicGame();
    expect(greedyAttack(game, playState(game, brazil()))).toMatchObject(attackOn(game, "Venezuela"));
    expect(goalTerritories(game, viewFor(playState(game, brazil()), 1), 0).size).toBe(0);
  });

  it("M4: with the mission 'Conquer North America and Africa' it attacks Africa's North Africa", () => {
    const game = bundledGame("secret-mission");
    const missions = { "1": "Conquer North America and Africa", "2": "Occupy 24 territories", "3": "Occupy 24 territories" };
    const state = playState(game, brazil({ objectives: missions }));
    expect(greedyAttack(game, state)).toMatchObject(attackOn(game, "North Africa"));
    // Another mission, away from Africa: South America first, as without one.
    const other = playState(game, brazil({ objectives: { ...missions, "1": "Conquer Asia and South America" } }));
    expect(greedyAttack(game, other)).toMatchObject(attackOn(game, "Venezuela"));
  });

  it("K2: it attacks an opponent's headquarters before an equally easy territory", () => {
    const game = bundledGame("capital");
    const capitals = { "1": "Brazil", "2": "North Africa", "3": "Egypt" };
    const state = playState(game, brazil({ choices: { capital: capitals } }));
    expect(greedyAttack(game, state)).toMatchObject(attackOn(game, "North Africa"));
    const goals = goalTerritories(game, viewFor(state, 1), 0);
    expect([...goals].sort((a, b) => a - b)).toEqual(["Brazil", "North Africa", "Egypt"].map((t) => territoryIndex(game, t)).sort((a, b) => a - b));
  });

  it("a win rule that counts a group's territories makes that group the goal", () => {
    const game = createGame(
      irOf('variant "Africa first" extends "classic" {\n  end {\n    win "Africa" when count(territories owned in Africa) >= 4\n  }\n}\n'),
    );
    expect(greedyAttack(game, playState(game, brazil()))).toMatchObject(attackOn(game, "North Africa"));
  });
});

describe("goalProgress: how far a seat is from winning", () => {
  it("C8: domination is the share of the territories held", () => {
    const game = classicGame();
    const state = playState(game, brazil());
    expect(goalProgress(game, state, 0)).toBeCloseTo(1 / 42);
    expect(goalProgress(game, state, 1)).toBeCloseTo(40 / 42);
  });

  it("K2: holding one's own headquarters and some of the others'", () => {
    const game = bundledGame("capital");
    const state = playState(game, brazil({ choices: { capital: { "1": "Brazil", "2": "North Africa", "3": "Egypt" } } }));
    // Seat 1: its own held (1) and 1 of the 3 headquarters it must hold (the game asks for all three with 3 players).
    expect(goalProgress(game, state, 0)).toBeCloseTo((1 + 1 / 3) / 2);
    // Seat 2 holds 40 territories: domination (40 of 42) is its nearest way of winning.
    expect(goalProgress(game, state, 1)).toBeCloseTo(40 / 42);
  });

  it("M4/M6: a mission's continents held in part, or a count of territories", () => {
    const game = bundledGame("secret-mission");
    const owners: Record<string, number> = { Brazil: 1 };
    for (const t of game.variant.map.groups.find((g) => g.name === "Africa")!.territories) owners[game.variant.map.territories[t]!.name] = 1;
    owners.Egypt = 3;
    const state = playState(game, {
      ...brazil(),
      owners,
      objectives: { "1": "Conquer North America and Africa", "2": "Occupy 24 territories", "3": "Occupy 24 territories" },
    });
    // Africa held whole but Egypt (5 of 6): the mission's two continents, 0 of 9 and 5 of 6.
    expect(goalProgress(game, state, 0)).toBeCloseTo((0 + 5 / 6) / 2);
    // 35 territories of the 24 asked: met.
    expect(goalProgress(game, state, 1)).toBe(1);
  });
});

describe("the search bot's objective feature reads the same goals", () => {
  const objective = FEATURES.indexOf("objective");

  it("M4: a mission's continents held in part (Africa but Egypt: 5 of 15 goal territories)", () => {
    const game = bundledGame("secret-mission");
    const owners: Record<string, number> = { Brazil: 1 };
    for (const t of game.variant.map.groups.find((g) => g.name === "Africa")!.territories) owners[game.variant.map.territories[t]!.name] = 1;
    owners.Egypt = 3;
    const state = playState(game, {
      ...brazil(),
      owners,
      objectives: { "1": "Conquer North America and Africa", "2": "Occupy 24 territories", "3": "Occupy 24 territories" },
    });
    expect(featuresOf(game, state)[0 * FEATURE_COUNT + objective]).toBeCloseTo(5 / 15);
  });

  it("K2: the headquarters held (1 of 3), and classic's domination names none (0)", () => {
    const game = bundledGame("capital");
    const state = playState(game, brazil({ choices: { capital: { "1": "Brazil", "2": "North Africa", "3": "Egypt" } } }));
    expect(featuresOf(game, state)[0 * FEATURE_COUNT + objective]).toBeCloseTo(1 / 3);
    const classic = classicGame();
    expect(featuresOf(classic, playState(classic, brazil()))[0 * FEATURE_COUNT + objective]).toBe(0);
  });
});

/** R12: a game that ends at round 3 and ranks by points: a territory and 3 more for North Africa's gold. */
const goldVariant = `variant "Gold" extends "classic" {
  map {
    attribute gold: int = 0
    territories {
      "North Africa" [gold 3]
    }
  }
  end {
    end "time" when round > 3 winner highest points
    score points = count(territories owned) + sum(gold of territories owned)
  }
}
`;

describe("greedy bot: the ranking's points are a goal (R12, GT11)", () => {
  it("R12: a score that sums an attribute of held territories makes its carriers the goal, and greedy attacks one", () => {
    const game = createGame(irOf(goldVariant));
    const state = playState(game, brazil());
    expect([...goalTerritories(game, viewFor(state, 1), 0)]).toEqual([territoryIndex(game, "North Africa")]);
    // The same board without the gold: Venezuela (C3 (contrast) above).
    expect(greedyAttack(game, state)).toMatchObject(attackOn(game, "North Africa"));
  });

  it("R12: goalProgress is the seat's points against the best other seat's, 1 for the leader", () => {
    const game = createGame(irOf(goldVariant));
    // Seat 0: Brazil only (1 point); seat 1: 39 territories and North Africa's gold (42 points);
    // seat 2: Egypt (1 point). Seat 1 leads; seat 0 has 1 of 42.
    const state = playState(game, brazil());
    expect(goalProgress(game, state, 1)).toBe(1);
    expect(goalProgress(game, state, 0)).toBeCloseTo(1 / 42);
  });
});
