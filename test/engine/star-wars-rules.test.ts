// Risk: Star Wars Original Trilogy (variants/star-wars-original-trilogy.risk). Its rules SW1–SW17
// are defined by the rule table at the top of the variant file; each test names the rule it
// checks, with values worked out by hand from the rulebook's setup chart and the file's board.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createGame, decisionOf, legalActions, newGame, positionOf, problemOf, type GameState, type Position } from "../../engine/index.js";
import { irOf } from "../support/variants.js";
import { conquer, groupTerritories, must, playState, territoryIndex, toPhase } from "../support/engine.js";

const game = createGame(irOf(readFileSync("variants/star-wars-original-trilogy.risk", "utf8")));
const T = (name: string) => territoryIndex(game, name);
const faction = (name: string) => game.factions!.list.findIndex((f) => f.name === name);
const [REBELS, HUTTS, EMPIRE] = [faction("Rebels"), faction("Hutts"), faction("Empire")];
const held = (names: string[], seat: number) => Object.fromEntries(names.map((n) => [n, seat]));
const resourcePlanets = game.variant.map.territories.flatMap((t) => (t.attrs.riches === 1 ? [t.name] : []));

/** A game in play: `owners` by name, the rest `rest`'s; the Death Star where given; the base tokens (SW13) by `bases`. */
function board(
  players: number,
  owners: Record<string, number>,
  more: Partial<Position> & { rest?: number; armiesAt?: Record<string, number> } = {},
): GameState {
  return playState(game, { players, owners, leaders: { "Death Star": { at: null, form: "station" } }, ...more });
}

describe("SW1 the galaxy", () => {
  it("SW1 42 planets in 6 regions with the wiki's sizes and bonuses", () => {
    expect(game.variant.map.territories).toHaveLength(42);
    const regions = Object.fromEntries(game.variant.map.groups.map((g) => [g.name, [g.territories.length, g.bonus]]));
    expect(regions).toEqual({
      "Core Worlds": [9, { op: "int", value: 7 }],
      "Mid Rim": [11, { op: "int", value: 5 }],
      "Outer Rim": [8, { op: "int", value: 5 }],
      "Elrood Sector": [6, { op: "int", value: 3 }],
      "Ison Corridor": [4, { op: "int", value: 2 }],
      "Wild Space": [4, { op: "int", value: 2 }],
    });
  });

  it("SW16 13 resource planets", () => {
    expect(resourcePlanets).toHaveLength(13);
  });
});

describe("SW2-SW7 seats and setup", () => {
  it.each([
    [2, [[REBELS], [EMPIRE]]],
    [3, [[REBELS], [HUTTS], [EMPIRE]]],
    [4, [[REBELS], [EMPIRE], [REBELS], [EMPIRE]]],
    [5, [[REBELS], [EMPIRE], [REBELS], [EMPIRE], [HUTTS]]],
  ])("SW2 with %i players the factions sit as the chart says", (players, factions) => {
    expect(newGame(game, players, 1).factionsOf.slice(0, players)).toEqual(factions);
  });

  it("SW2 with 5 players the turn goes Rebels, Empire, Hutts, Rebels, Empire (seats 1, 2, 5, 3, 4)", () => {
    let s = newGame(game, 5, 2);
    while (s.stage === "setup") s = must(game, s, legalActions(game, s)[0]!);
    expect(positionOf(game, s).turnOrder).toEqual([1, 2, 5, 3, 4]);
  });

  it("SW3 with 2 and 4 players the Hutts are a neutral seat after the players; with 3 and 5 they are a player", () => {
    expect([2, 3, 4, 5].map((p) => newGame(game, p, 1).seats)).toEqual([3, 3, 5, 5]);
    expect([2, 3, 4, 5].map((p) => newGame(game, p, 1).players)).toEqual([2, 3, 4, 5]);
    expect(newGame(game, 2, 1).factionsOf[2]).toEqual([HUTTS]);
    expect(newGame(game, 4, 1).factionsOf[4]).toEqual([HUTTS]);
  });

  it("SW4 with 4 players the Rebels (1, 3) and the Empire (2, 4) are teams; with 3, nobody is", () => {
    const four = newGame(game, 4, 1);
    expect(four.team[0]).toBe(four.team[2]);
    expect(four.team[1]).toBe(four.team[3]);
    expect(four.team[0]).not.toBe(four.team[1]);
    expect(newGame(game, 3, 1).team).toEqual([0, 1, 2]);
  });

  it.each([
    // The chart: 2 players Rebels 40, Empire 45 (the neutral Hutts: SW3's 25); 3: Rebels 30,
    // Hutts 25, Empire 35; 4: Rebels 28, Empire 31 (neutral Hutts 25); 5: Rebels 28, Empire 31, Hutts 25.
    [2, [40, 45, 25]],
    [3, [30, 25, 35]],
    [4, [28, 31, 28, 31, 25]],
    [5, [28, 31, 28, 31, 25]],
  ])("SW5 with %i players each seat starts with the chart's troops for its faction: %j", (players, troops) => {
    let s = newGame(game, players, 1);
    while (s.stage === "setup" && decisionOf(game, s).kind !== "setupPlace") s = must(game, s, legalActions(game, s)[0]!);
    expect(decisionOf(game, s).kind).toBe("setupPlace");
    expect(Array.from({ length: s.seats }, (_, seat) => s.ownedCount[seat]! + s.setupLeft[seat]!)).toEqual(troops);
  });

  it("SW5 no extra troops come with the first turn: the turn is the four phases of the reference", () => {
    expect(game.phases.map((p) => p.name)).toEqual(["reinforce", "invade", "fortify", "draw"]);
  });

  it("SW7 the starting troops are placed one at a time, in turn", () => {
    let s = claimAll(newGame(game, 3, 1));
    while (s.stage === "setup" && decisionOf(game, s).kind !== "setupPlace") s = must(game, s, legalActions(game, s)[0]!);
    expect(decisionOf(game, s).kind).toBe("setupPlace");
    expect(legalActions(game, s).every((a) => a.type !== "place" || a.count === 1)).toBe(true);
  });

  it.each([
    // Claims go round in the turn order, a seat at its limit passed over: with 3 players seven
    // rounds fill the Hutts (21 planets), eight more the Rebels (37), the Empire takes the 5 left.
    [2, [15, 20, 7]],
    [3, [15, 7, 20]],
    // 4 and 5: eight rounds fill every limit (40 planets with the Hutts' 8), each Empire player takes one of the 2 left.
    [4, [8, 9, 8, 9, 8]],
    [5, [8, 9, 8, 9, 8]],
  ])("SW6 with %i players the planets are claimed up to the chart's limits, the Empire the rest: %j", (players, planets) => {
    const s = claimAll(newGame(game, players, 3));
    expect([...s.ownedCount]).toEqual(planets);
    expect(s.owner.every((o) => o >= 0)).toBe(true);
  });

  it.each([2, 4])("SW6 with %i players the neutral Hutts are dealt their planets at random before the first claim", (players) => {
    const s = newGame(game, players, 5);
    expect(decisionOf(game, s).kind).toBe("claim");
    expect(s.ownedCount[players]).toBe(players === 2 ? 7 : 8);
    expect(s.ownedCount.slice(0, players).every((n) => n === 0)).toBe(true);
  });

  it("SW6 the claim decision offers only free planets; a Rebel player at its limit is refused (claim-cap)", () => {
    let s = newGame(game, 3, 1);
    const free = s.owner.flatMap((o, t) => (o < 0 ? [t] : []));
    expect(legalActions(game, s).map((a) => (a.type === "claim" ? a.territory : -1))).toEqual(free);
    while (s.ownedCount[0]! < 15) s = must(game, s, legalActions(game, s)[0]!);
    const capped = structuredClone(s);
    capped.current = 0;
    expect(legalActions(game, capped)).toEqual([]);
    expect(problemOf(game, capped, { type: "claim", territory: capped.owner.indexOf(-1) })?.code).toBe("claim-cap");
  });
});

/** The claims made with the first legal planet each time, until the troops are placed. */
function claimAll(state: GameState): GameState {
  let s = state;
  while (s.stage === "setup" && decisionOf(game, s).kind === "claim") s = must(game, s, legalActions(game, s)[0]!);
  return s;
}

describe("SW8 troops", () => {
  it("SW8 planets / 3, at least 3, plus whole regions: the Core Worlds (9) give 3 + 7", () => {
    const core = groupTerritories(game, "Core Worlds");
    const s = toPhase(
      game,
      board(3, { ...held(core, 1), Kessel: 2 }, { rest: 3 }),
      "reinforce",
      1,
      (p) => (p.turnsTaken = { "1": 1, "2": 1, "3": 1 }),
    );
    expect(s.pool).toBe(3 + 7);
  });
});

describe("SW12 the Death Star", () => {
  /** Coruscant (the Death Star's, seat `empire`) borders Alderaan (seat 1, Rebels) and Kuat (`other`). */
  const attackers = (players: number, empire: number, other: number, otherSeat: number) => {
    const s = board(
      players,
      { Coruscant: empire, Alderaan: 1, Kuat: other },
      {
        rest: empire,
        armiesAt: { Alderaan: 10, Kuat: 10, Coruscant: 2 },
        leaders: { "Death Star": { at: "Coruscant", form: "station" } },
      },
    );
    const canAttack = (seat: number) =>
      legalActions(game, toPhase(game, s, "invade", seat)).some((a) => a.type === "attack" && a.to === T("Coruscant"));
    return { rebels: canAttack(1), other: canAttack(otherSeat) };
  };

  it("SW12 only the Rebels may attack the Death Star's planet: the Hutts may not", () => {
    // 3 players: the Empire is seat 3 (the Death Star's), the Hutts seat 2.
    expect(attackers(3, 3, 2, 2)).toEqual({ rebels: true, other: false });
  });

  it("SW12 a planet without the Death Star is open to all", () => {
    const s = board(
      3,
      { Coruscant: 3, Kuat: 2, Alderaan: 1 },
      { rest: 3, armiesAt: { Kuat: 10 }, leaders: { "Death Star": { at: "Byss", form: "station" } } },
    );
    expect(legalActions(game, toPhase(game, s, "invade", 2)).some((a) => a.type === "attack" && a.to === T("Coruscant"))).toBe(true);
  });
});

/** SW13: the Empire's (seat 3's) base tokens: the Emperor on `emperor`, empty bases on `empty`; the others still in the pile. */
const tokens = (emperor: string | null, empty: string[] = []): Partial<Position> => {
  const put = [...empty.map((at) => ({ at, card: "Base" })), ...(emperor ? [{ at: emperor, card: "Emperor" }] : [])];
  const pile = [...new Array<string>(7 - empty.length).fill("Base"), ...(emperor ? [] : ["Emperor"])];
  return { decks: { bases: { pile, discards: [], held: {}, markers: { "3": put } } } };
};

describe("SW13 the Emperor's hiding place", () => {
  it("SW13 8 base tokens (emptyBases 7, assumed), one of them the Emperor's, shuffled into one pile", () => {
    let s = newGame(game, 3, 1);
    while (s.stage === "setup") s = must(game, s, legalActions(game, s)[0]!);
    const bases = game.decks!.findIndex((d) => d.name === "bases");
    const names = s.deckPiles[bases]!.map((c) => game.deckCards[c]!.name);
    expect(names.length).toBe(8);
    expect(names.filter((n) => n === "Emperor")).toEqual(["Emperor"]);
  });

  it("SW13 an Empire turn starts with a base token drawn from the pile, put face down on a planet of the Empire's choice", () => {
    const s = board(3, { Alderaan: 1, Kessel: 2, Coruscant: 3, Byss: 3 }, { rest: 1, ...tokens(null, ["Byss"]) });
    const at = toPhase(game, s, "reinforce", 3);
    expect(decisionOf(game, at).kind).toBe("put");
    expect(at.markerAt[2]).toEqual([T("Byss"), -1]);
    const offered = legalActions(game, at).map((a) => (a.type === "put" ? a.territory : -1));
    expect(offered.sort((a, b) => a - b)).toEqual([T("Coruscant"), T("Byss")].sort((a, b) => a - b));
    // Only the Empire sees which token it drew; the Rebels see where it lies.
    const after = must(game, at, { type: "put", territory: T("Coruscant") });
    expect(after.markerAt[2]).toEqual([T("Byss"), T("Coruscant")]);
  });

  it("SW13 a Rebel or Hutt turn puts no token", () => {
    const s = board(3, { Alderaan: 1, Kessel: 2 }, { rest: 3, ...tokens(null) });
    for (const seat of [1, 2]) {
      const at = toPhase(game, s, "reinforce", seat);
      expect(decisionOf(game, at)).toMatchObject({ kind: "place", seat });
      expect(at.markerAt).toEqual([[], [], []]);
    }
    expect(decisionOf(game, toPhase(game, s, "reinforce", 3))).toMatchObject({ kind: "put", seat: 3 });
  });
});

describe("SW14-SW16 victories", () => {
  it("SW14 the Rebels win by taking the Emperor's planet (his token turned up)", () => {
    const s = board(3, { Alderaan: 1, Kessel: 2 }, { rest: 3, armiesAt: { Alderaan: 40 }, ...tokens("Coruscant", ["Byss"]) });
    const after = conquer(game, toPhase(game, s, "invade", 1), "Alderaan", "Coruscant");
    expect(after.result).toEqual({ reason: "the Emperor found", winners: [0] });
  });

  it("SW14 taking a planet with an empty base, or with no token, does not win", () => {
    const s = board(3, { Alderaan: 1, Kessel: 2 }, { rest: 3, armiesAt: { Alderaan: 40 }, ...tokens("Byss", ["Coruscant"]) });
    const after = conquer(game, toPhase(game, s, "invade", 1), "Alderaan", "Coruscant");
    expect(after.result).toBeNull();
    // The empty base is turned up: off the map, the Emperor's still hidden on Byss.
    expect(after.markerAt[2]).toEqual([T("Byss")]);
    expect(
      conquer(
        game,
        toPhase(game, board(3, { Alderaan: 1, Kessel: 2 }, { rest: 3, armiesAt: { Alderaan: 40 }, ...tokens("Byss") }), "invade", 1),
        "Alderaan",
        "Coruscant",
      ).result,
    ).toBeNull();
  });

  it("SW14 the Hutts taking the Emperor's planet do not win, and the Emperor is lost (ours)", () => {
    const s = board(3, { Alderaan: 1, Kessel: 2 }, { rest: 3, armiesAt: { Kessel: 40 }, ...tokens("Mustafar") });
    const after = conquer(game, toPhase(game, s, "invade", 2), "Kessel", "Mustafar");
    expect(after.result).toBeNull();
    expect(after.markerAt[2]).toEqual([]);
  });

  it("SW15 the Empire wins when it takes the last Rebel planet", () => {
    const s = board(3, { Alderaan: 1, Kessel: 2 }, { rest: 3, armiesAt: { Coruscant: 40 }, ...tokens("Byss") });
    const after = conquer(game, toPhase(game, s, "invade", 3), "Coruscant", "Alderaan");
    expect(after.result).toEqual({ reason: "the Rebellion crushed", winners: [2] });
  });

  it("SW16 the Hutts win the moment they hold a 10th resource planet", () => {
    // Seat 2 (the Hutts) holds 9 resource planets; Kuat (the 10th, by Coruscant) is the Empire's.
    const nine = resourcePlanets.filter((n) => n !== "Kuat").slice(0, 9);
    const s = board(3, { ...held(nine, 2), Alderaan: 1, Coruscant: 2 }, { rest: 3, armiesAt: { Coruscant: 40 } });
    const after = conquer(game, toPhase(game, s, "invade", 2), "Coruscant", "Kuat");
    expect(after.result).toEqual({ reason: "resource planets", winners: [1] });
  });
});
