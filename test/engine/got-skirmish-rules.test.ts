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
const names = game.variant.map.territories.map((t) => t.name);
const value = (attribute: string, name: string) => game.variant.map.territories[T(name)]!.attrs[attribute];
const borders = (a: string, b: string) => game.variant.map.borders.some(([x, y]) => (x === T(a) && y === T(b)) || (x === T(b) && y === T(a)));

describe("GT1-GT3 the board and the setup", () => {
  it("GT1 48 territories in 9 regions, the bonuses of the board", () => {
    expect(game.variant.map.territories).toHaveLength(48);
    const bonuses: [string, number][] = [
      ["The North", 5],
      ["The Iron Islands", 1],
      ["The Vale of Arryn", 1],
      ["The Riverlands", 2],
      ["The Westerlands", 2],
      ["The Crownlands", 2],
      ["The Stormlands", 1],
      ["The Reach", 4],
      ["Dorne", 1],
    ];
    expect(game.variant.map.groups.map((g) => g.name)).toEqual(bonuses.map(([name]) => name));
    for (const [region, bonus] of bonuses) {
      const owners = { ...held(regions(region), 1), [region === "Dorne" ? "Winterfell" : "Sunspear"]: 3 };
      const base = Math.max(3, Math.floor(regions(region).length / 3));
      expect(playState(game, { players: 3, owners }).pool, region).toBe(base + bonus);
    }
    const sizes = game.variant.map.groups.map((g) => groupTerritories(game, g.name).length);
    expect(sizes).toEqual([13, 2, 4, 5, 5, 4, 4, 7, 4]);
  });

  it("GT1 19 castles and 14 ports, where the sources put them", () => {
    const where = (attribute: string) => names.filter((n) => value(attribute, n) === 1);
    expect(where("castle")).toHaveLength(19);
    expect(where("port")).toHaveLength(14);
    expect(where("castle")).toEqual(expect.arrayContaining(["Winterfell", "Riverrun", "The Mander", "Dornish Marches"]));
    expect(where("port")).toEqual(expect.arrayContaining(["Wolfswood", "The Trident", "Gulltown", "Sunspear"]));
    expect(where("port").filter((n) => value("castle", n) === 1)).toEqual([
      "Pyke",
      "Casterly Rock",
      "Dragonstone",
      "King's Landing",
      "Storm's End",
      "Oldtown",
      "Sunspear",
    ]);
  });

  it("GT1 land borders of the board: the Neck joins the North to the south, Riverrun touches Pyke", () => {
    expect(borders("The Neck", "The Twins")).toBe(true);
    expect(borders("The Neck", "Mountains of the Moon")).toBe(true);
    expect(borders("Riverrun", "Pyke")).toBe(true);
    expect(borders("Harrenhal", "King's Landing")).toBe(true);
    expect(borders("Winterfell", "The Twins")).toBe(false);
    expect(game.variant.map.borders).toHaveLength(132);
  });

  it("GT1 ports on the same sea border each other, not across Westeros", () => {
    expect(borders("Wolfswood", "Oldtown")).toBe(true); // the Sunset Sea
    expect(borders("The Trident", "Casterly Rock")).toBe(true);
    expect(borders("White Harbor", "Sunspear")).toBe(true); // the Narrow Sea
    expect(borders("Gulltown", "King's Landing")).toBe(true);
    expect(borders("Oldtown", "Sunspear")).toBe(false);
    expect(borders("Wolfswood", "Widow's Watch")).toBe(false);
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
    const fifteen = [...groupTerritories(game, "The North").slice(0, 10), "Pyke", "Riverrun", "Tarth", "Oldtown", "Kingswood"];
    expect(playState(game, { players: 3, owners: { ...held(fifteen, 1), Sunspear: 3 } }).pool).toBe(5);
  });

  it("GT5 whole regions add their bonus: the North (13) gives 4 + 5, the Iron Islands (2) and Dorne (4) 3 + 1 + 1", () => {
    expect(playState(game, { players: 3, owners: { ...held(regions("The North"), 1), Sunspear: 3 } }).pool).toBe(4 + 5);
    const islandsAndDorne = regions("The Iron Islands", "Dorne");
    expect(playState(game, { players: 3, owners: { ...held(islandsAndDorne, 1), Winterfell: 3 } }).pool).toBe(3 + 1 + 1);
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
  // (2, 1, 2), Dorne (4, 2, 1) and the Riverlands (5, 3, 1): 15 territories, 29 points.
  const seat1 = regions("The Crownlands", "The Iron Islands", "Dorne", "The Riverlands");
  // The Westerlands (5, 2, 1), the Vale of Arryn (4, 1, 1), the Stormlands (4, 2, 1) and three
  // bare territories of the Reach: 16 territories, 24 points.
  const seat2 = [...regions("The Westerlands", "The Vale of Arryn", "The Stormlands"), "Blackwater Rush", "Searoad Marshes", "Three Towers"];
  // Seat 3 the rest: the North (13, 3, 4) and the Mander, the Arbor, Oldtown, Highgarden
  // (4, 3, 1): 17 territories, 28 points.
  // The turn of seat 1 at its draw phase, with a conquest (GT9: a card is drawn) or none, and the
  // End Game card on top of its deck (the next card drawn) or under a stand-in.
  const endBoard = (conquered: number, endGameNext: boolean): GameState =>
    toPhase(game, playState(game, { players: 3, owners: { ...held(seat1, 1), ...held(seat2, 2) }, rest: 3 }), "draw", 1, (p) => {
      p.turn = { ...p.turn, conquered };
      const standIns = Array<string>(49).fill("Territory card");
      const pile = endGameNext ? [...standIns, "End Game"] : ["End Game", ...standIns.slice(1), "Territory card"];
      (p as unknown as { decks: Record<string, { pile: string[] }> }).decks["endGame"]!.pile = pile;
    });

  it("GT11 when the End Game card comes up, the most points wins: 29 (15 territories) beats 28 (17 territories) and 24", () => {
    expect(endBoard(1, true).result).toEqual({ reason: "End Game card", winners: [0] });
  });

  it("GT10 the End Game card lies in the bottom half of the 51 cards: positions 26–51 from the top, never among the first 25 drawn", () => {
    const endGame = game.decks!.findIndex((d) => d.name === "endGame");
    const card = game.deckCards.findIndex((c) => c.name === "End Game");
    const positions = new Set<number>();
    for (let seed = 1; seed <= 300; seed++) {
      const pile = newGame(game, 3, seed).deckPiles[endGame]!;
      expect(pile.length).toBe(51);
      positions.add(pile.length - pile.indexOf(card));
    }
    expect(Math.min(...positions)).toBeGreaterThanOrEqual(26);
    expect(Math.max(...positions)).toBeLessThanOrEqual(51);
    expect(positions.size).toBeGreaterThan(20);
  });

  it("GT10 the game ends in the turn the End Game card is drawn, not in one whose card is a territory card, nor without a draw", () => {
    expect(endBoard(1, true).result).not.toBeNull();
    expect(endBoard(1, false).result).toBeNull();
    expect(endBoard(0, true).result).toBeNull();
  });

  it("GT12 taking the last territory wins at once", () => {
    const s = toPhase(
      game,
      playState(game, { players: 3, owners: { Sunspear: 2 }, rest: 1, armiesAt: { Greenblood: 30, Sunspear: 1 }, eliminated: [3] }),
      "attack",
      1,
    );
    let after = must(game, s, { type: "attack", from: T("Greenblood"), to: T("Sunspear") });
    while (after.result === null && decisionOf(game, after).kind !== "advance")
      after = must(game, after, { type: "attack", from: T("Greenblood"), to: T("Sunspear") });
    expect(after.result).toEqual({ reason: "domination", winners: [0] });
  });
});
