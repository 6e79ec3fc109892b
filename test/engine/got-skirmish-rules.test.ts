// Risk: Game of Thrones, Skirmish (variants/got-skirmish.risk). Its rules GT1–GT12 are defined by
// the rule table at the top of the variant file; each test names the rule it checks, with values
// worked out by hand from the file's board.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createGame, decisionOf, legalActions, newGame, problemOf, type GameState } from "../../engine/index.js";
import { irOf } from "../support/variants.js";
import { groupTerritories, must, playState, territoryIndex, toPhase } from "../support/engine.js";

const game = createGame(irOf(readFileSync("variants/got-skirmish.risk", "utf8")));
const T = (name: string) => territoryIndex(game, name);
const regions = (...names: string[]) => names.flatMap((n) => groupTerritories(game, n));
const held = (names: string[], seat: number) => Object.fromEntries(names.map((n) => [n, seat]));

describe("GT1-GT3 the board and the setup", () => {
  it("GT1 48 territories in 9 regions, the bonuses of the file", () => {
    expect(game.variant.map.territories).toHaveLength(48);
    const bonuses = Object.fromEntries(game.variant.map.groups.map((g) => [g.name, g.bonus]));
    expect(Object.keys(bonuses)).toHaveLength(9);
    expect(groupTerritories(game, "The North")).toHaveLength(11);
    expect(groupTerritories(game, "Dorne")).toHaveLength(3);
  });

  it("GT2 3 to 5 players", () => {
    expect(game.variant.players).toEqual({ min: 3, max: 5 });
  });

  it.each([
    [3, 16],
    [4, 12],
  ])("GT3 with %i players every territory is dealt, %i each, two armies on each, and play starts", (players, each) => {
    const s = newGame(game, players, 4);
    expect(s.stage).toBe("play");
    expect(s.ownedCount.slice(0, players)).toEqual(Array(players).fill(each));
    expect(s.armies.every((a) => a === 2)).toBe(true);
  });

  it.each([1, 4, 9])("GT3 with 5 players (seed %i) 9 territories each, the 3 left over neutral, two armies on every one, and play starts", (seed) => {
    const s = newGame(game, 5, seed);
    expect(s.stage).toBe("play");
    expect(s.seats).toBe(6);
    expect([...s.ownedCount]).toEqual([9, 9, 9, 9, 9, 3]);
    expect(s.armies.every((a) => a === 2)).toBe(true);
  });

  it("GT3 with 3 and 4 players there is no neutral seat", () => {
    expect(newGame(game, 3, 1).seats).toBe(3);
    expect(newGame(game, 4, 1).seats).toBe(4);
  });
});

describe("GT5 reinforcements", () => {
  it("GT5 territories / 3, at least 3: 4 territories in no whole region give 3, 15 give 5", () => {
    const four = ["Skagos", "Pyke", "Riverrun", "Tarth"];
    expect(playState(game, { players: 3, owners: { ...held(four, 1), Sunspear: 3 } }).pool).toBe(3);
    const fifteen = [...groupTerritories(game, "The North").slice(0, 10), "Pyke", "Riverrun", "Tarth", "Oldtown", "Rosby"];
    expect(playState(game, { players: 3, owners: { ...held(fifteen, 1), Sunspear: 3 } }).pool).toBe(5);
  });

  it("GT5 whole regions add their bonus: the North (11) gives 3 + 5, the Iron Islands (3) and Dorne (3) 3 + 1 + 2", () => {
    expect(playState(game, { players: 3, owners: { ...held(regions("The North"), 1), Sunspear: 3 } }).pool).toBe(3 + 5);
    const islandsAndDorne = regions("The Iron Islands", "Dorne");
    expect(playState(game, { players: 3, owners: { ...held(islandsAndDorne, 1), Winterfell: 3 } }).pool).toBe(3 + 1 + 2);
  });
});

describe("GT8 the maneuver", () => {
  /** Seat 1 in its maneuver phase: Riverrun (5 armies), Harrenhal and King's Landing held; Stoney Sept as given. */
  const maneuver = (stoneySept: number) =>
    toPhase(
      game,
      playState(game, {
        players: 3,
        owners: { Riverrun: 1, Harrenhal: 1, "King's Landing": 1, "Stoney Sept": stoneySept, Sunspear: 3 },
        armiesAt: { Riverrun: 5 },
      }),
      "maneuver",
      1,
    );

  it("GT8 armies move through a chain of own territories (the rulebook's example: Riverrun, Harrenhal, King's Landing), leaving one", () => {
    const s = maneuver(2);
    const moves = legalActions(game, s).filter((a) => a.type === "fortify" && a.from === T("Riverrun") && a.to === T("King's Landing"));
    expect(moves.length).toBeGreaterThan(0);
    const moved = must(game, s, { type: "fortify", from: T("Riverrun"), to: T("King's Landing"), count: 4 });
    expect(moved.armies[T("Riverrun")]).toBe(1);
    expect(problemOf(game, s, { type: "fortify", from: T("Riverrun"), to: T("King's Landing"), count: 5 })).not.toBeNull();
  });

  it("GT8 not through another's territory: without Harrenhal, no way from Riverrun to King's Landing", () => {
    const s = toPhase(game, maneuver(2), "maneuver", 1, (p) => (p.territories.Harrenhal = { owner: 2, armies: 1 }));
    expect(legalActions(game, s).some((a) => a.type === "fortify" && a.from === T("Riverrun") && a.to === T("King's Landing"))).toBe(false);
  });
});

describe("GT10-GT12 the end", () => {
  // By hand from the file: the Crownlands (4 territories, 2 castles, 2 ports), the Iron Islands
  // (3, 1, 2), Dorne (3, 2, 1) and the Riverlands (6, 3, 2): 16 territories, 31 points.
  const seat1 = regions("The Crownlands", "The Iron Islands", "Dorne", "The Riverlands");
  // The Westerlands (5, 1, 1), the Vale of Arryn (5, 1, 1), the Stormlands (4, 1, 1) and three
  // bare territories of the Reach: 17 territories, 23 points.
  const seat2 = [...regions("The Westerlands", "The Vale of Arryn", "The Stormlands"), "Tumbleton", "Bitterbridge", "Horn Hill"];
  // Seat 3 the rest: the North (11, 5, 3) and Highgarden, Oldtown, Three Towers, the Arbor
  // (4, 2, 2): 15 territories, 27 points.
  const endBoard = (round: number, conquered: number, seed: number): GameState =>
    toPhase(game, playState(game, { players: 3, owners: { ...held(seat1, 1), ...held(seat2, 2) }, rest: 3 }), "valarMorghulis", 1, (p) => {
      p.round = round;
      p.turn = { ...p.turn, conquered };
      p.rng = undefined;
      p.seed = seed;
    });

  it("GT11 when the End Game card comes up, the most points wins: 31 (16 territories) beats 27 and 23 (17 territories)", () => {
    const ended = Array.from({ length: 80 }, (_, seed) => endBoard(20, 1, seed + 1)).filter((s) => s.result !== null);
    expect(ended.length).toBeGreaterThan(0);
    for (const s of ended) expect(s.result).toEqual({ reason: "End Game card", winners: [0] });
  });

  it("GT10 (approximated) about one turn in twelve with a card drawn ends the game, once the top half is drawn", () => {
    const ends = Array.from({ length: 600 }, (_, seed) => endBoard(20, 1, seed + 1)).filter((s) => s.result !== null).length;
    expect(ends / 600).toBeGreaterThan(1 / 12 - 0.04);
    expect(ends / 600).toBeLessThan(1 / 12 + 0.04);
  });

  it("GT10 never in a turn without a card drawn, nor before round * players passes 24 (round 8 of 3 players)", () => {
    for (let seed = 1; seed <= 60; seed++) {
      expect(endBoard(20, 0, seed).result).toBeNull();
      expect(endBoard(8, 1, seed).result).toBeNull();
    }
  });

  it("GT12 taking the last territory wins at once", () => {
    const s = toPhase(
      game,
      playState(game, { players: 3, owners: { Sunspear: 2 }, rest: 1, armiesAt: { Yronwood: 30, Sunspear: 1 }, eliminated: [3] }),
      "attack",
      1,
    );
    let after = must(game, s, { type: "attack", from: T("Yronwood"), to: T("Sunspear") });
    while (after.result === null && decisionOf(game, after).kind !== "advance")
      after = must(game, after, { type: "attack", from: T("Yronwood"), to: T("Sunspear") });
    expect(after.result).toEqual({ reason: "domination", winners: [0] });
  });
});
