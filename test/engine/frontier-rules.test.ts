// Frontier (variants/frontier.risk), the original showcase of the v2 language. Its rules are
// defined by the variant file (its comments carry these ids):
//
//   F1  Territory kinds: plains, hills, marsh. No new armies are placed in a marsh; armies attack
//       into or move into a marsh only from a territory where a Ranger stands. In the hills a
//       defender's die showing 1 is rolled again.
//   F2  Gold: 6 at the start, at most 30 kept; each turn's income is 2, plus 2 per Mine held,
//       plus 1 per whole region held.
//   F3  The market: armies for 3 gold (6 a turn at most), a Ranger 6, the Marshal 10, a Fort 5
//       (not in a marsh), a Mine 7 (hills only), a card 4; a Fort gives the defender +1 and is
//       destroyed on conquest, a Mine is kept by the conqueror.
//   F4  Units: Rangers (d8, +1 defending, back to stock on death), one Marshal (d10, +1
//       attacking, holds a territory alone, never in a marsh, lost on death).
//   F5  Dispatches (effect cards), one dealt to each player face down, bought (5 gold) or drawn
//       after 3 conquests in a turn, turned up before placing: Engineers build a Fort on an own
//       territory, Sappers raze a Fort on an enemy's, Recruits bring 3 armies.
//   F6  Cards show seals; 3 alike or 3 different trade for 4, 6, 8, 10, then 2 more each time.
//   F7  The turn order is bid for with the first gold: sealed bids, the highest first, every
//       bidder pays its bid.
//   F8  With two players a neutral band of outlaws holds a third of the land; the players place
//       its armies, one after each of their own placements.
//   F9  When the charter runs out (after `charterRounds` rounds), the player holding most land
//       wins (ties: the richest).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  battleOdds,
  createGame,
  decisionOf,
  legalActions,
  modifiedRules,
  newGame,
  positionOf,
  type Action,
  type GameState,
} from "../../engine/index.js";
import { irOf } from "../support/variants.js";
import { conquer, edited, must, playState, territoryIndex, toPhase } from "../support/engine.js";

const game = createGame(irOf(readFileSync("variants/frontier.risk", "utf8")));
const T = (name: string) => territoryIndex(game, name);
const terrain = (t: number) => game.variant.map.territories[t]!.attrs.terrain ?? "plains";
const goldOf = (s: GameState, seat: number) => (positionOf(game, s).counters!.gold as Record<string, number>)[String(seat)];
const offerOf = (name: string) => game.variant.market!.findIndex((o) => ("name" in o ? o.name : o.what) === name || o.what === name);
const allUnits = (players: number, rangersAt: Record<number, string | null> = {}) => ({
  Ranger: Array.from({ length: players * 2 }, (_, i) => ({ owner: Math.floor(i / 2) + 1, at: rangersAt[i] ?? null })),
  Marshal: Array.from({ length: players }, (_, i) => ({ owner: i + 1, at: null })),
});

/** Three companies: seat 1 holds all but Sunspire (seat 3) and Frosthold (seat 2); every unit in stock. */
const seat1Holds = (extra: Partial<Parameters<typeof playState>[1]> = {}) =>
  playState(game, { players: 3, owners: { Sunspire: 3, Frosthold: 2 }, rest: 1, units: allUnits(3), ...extra });

describe("F7/F8 the setup", () => {
  it("F8 with two players a neutral seat (the outlaws) comes after them; with three, none", () => {
    expect(newGame(game, 2, 1).seats).toBe(3);
    expect(newGame(game, 3, 1).seats).toBe(3);
    expect(newGame(game, 3, 1).players).toBe(3);
  });

  it("F7 sealed bids of the first gold: the highest bid plays first, and every bidder pays", () => {
    let s = newGame(game, 3, 2);
    while (decisionOf(game, s).kind !== "bid") s = must(game, s, legalActions(game, s)[0]!);
    const amounts = (legalActions(game, s) as Extract<Action, { type: "bid" }>[]).map((a) => a.amount);
    const [low, high] = [Math.min(...amounts.filter((a) => a > 0)), Math.max(...amounts)];
    expect(high).toBe(6);
    for (const amount of [0, high, low]) {
      expect(positionOf(game, s).bids ?? {}).not.toHaveProperty("1", 0 - 1);
      s = must(game, s, { type: "bid", amount });
    }
    const p = positionOf(game, s);
    expect(p.turnOrder).toEqual([2, 3, 1]);
    // Seat 2 plays first and has had its first income; seats 3 and 1 have paid their bids only.
    expect(goldOf(s, 3)).toBe(6 - low);
    expect(goldOf(s, 1)).toBe(6);
    expect(p.toMove).toBe(2);
  });
});

describe("F2 gold", () => {
  it("F2 the income is 2, plus 2 a Mine, plus 1 a whole region held", () => {
    const northreach = ["Frosthold", "Pinecrest", "Icefall", "Wolfden", "Greywatch"];
    const s = playState(game, {
      players: 3,
      owners: { ...Object.fromEntries(northreach.map((n) => [n, 1])), Ironridge: 1, Copperhill: 1, Sunspire: 3 },
      counters: { gold: { "1": 0, "2": 0, "3": 0 } },
      units: allUnits(3),
    });
    const withMines = toPhase(game, s, "income", 1, (p) => {
      // From no gold, with no buildings but two Mines (the setup's random claims are cleared).
      p.counters = { gold: { "1": 0, "2": 0, "3": 0 } };
      for (const t of Object.values(p.territories)) delete t.buildings;
      if (p.others) delete p.others.buildings;
      p.territories.Ironridge = { owner: 1, armies: 1, buildings: { Mine: 1 } };
      p.territories.Icefall = { owner: 1, armies: 1, buildings: { Mine: 1 } };
    });
    expect(goldOf(withMines, 1)).toBe(2 + 2 * 2 + 1);
  });

  it("F2 gold beyond 30 is lost", () => {
    const s = playState(game, { players: 3, owners: { Sunspire: 3, Frosthold: 1 }, units: allUnits(3) });
    const income = toPhase(game, s, "income", 1, (p) => (p.counters = { gold: { "1": 29, "2": 0, "3": 0 } }));
    expect(goldOf(income, 1)).toBe(30);
  });
});

describe("F1/F3 the market and the kinds of territory", () => {
  const market = () => toPhase(game, seat1Holds({ counters: { gold: { "1": 30, "2": 0, "3": 0 } } }), "market", 1);

  it("F3 a Fort goes anywhere but a marsh, a Mine only in the hills", () => {
    const buys = legalActions(game, market()).filter((a): a is Extract<Action, { type: "buy" }> => a.type === "buy");
    const at = (name: string) =>
      buys
        .filter((a) => game.variant.market![a.offer]!.what === "building" && game.variant.market![a.offer]!.name === name)
        .map((a) => terrain(a.territory!));
    expect(at("Fort").length).toBeGreaterThan(0);
    expect(at("Fort")).not.toContain("marsh");
    expect(new Set(at("Mine"))).toEqual(new Set(["hills"]));
  });

  it("F3 armies cost 3 gold each, six a turn at most", () => {
    const s = market();
    const armies = legalActions(game, s).filter(
      (a): a is Extract<Action, { type: "buy" }> => a.type === "buy" && game.variant.market![a.offer]!.what === "army",
    );
    expect(Math.max(...armies.map((a) => a.count!))).toBe(6);
    const fewest = armies.reduce((a, b) => (a.count! <= b.count! ? a : b));
    const after = must(game, s, fewest);
    expect(goldOf(after, 1)).toBe(30 - 3 * fewest.count!);
  });

  it("F1 no new armies are placed in a marsh", () => {
    const s = toPhase(game, seat1Holds({ counters: { gold: { "1": 0, "2": 0, "3": 0 } } }), "reinforce", 1, (p) => {
      // No dispatch to turn up first.
      p.hiddenEffects = { "1": [], "2": [], "3": [] };
      p.effects = { "1": [], "2": [], "3": [] };
    });
    const places = legalActions(game, s).filter((a): a is Extract<Action, { type: "place" }> => a.type === "place");
    expect(places.length).toBeGreaterThan(0);
    expect(places.some((a) => terrain(a.territory) === "marsh")).toBe(false);
  });

  it("F1 an attack into a marsh needs a Ranger where it comes from", () => {
    const board = (rangers: Record<number, string | null>) =>
      toPhase(
        game,
        playState(game, {
          players: 3,
          owners: { Millford: 1, Reedmarsh: 2, Sunspire: 3 },
          armiesAt: { Millford: 10 },
          rest: 2,
          counters: { gold: { "1": 0, "2": 0, "3": 0 } },
          units: allUnits(3, rangers),
        }),
        "attack",
        1,
      );
    const intoMarsh = (s: GameState) => legalActions(game, s).some((a) => a.type === "attack" && a.from === T("Millford") && a.to === T("Reedmarsh"));
    expect(intoMarsh(board({}))).toBe(false);
    expect(intoMarsh(board({ 0: "Millford" }))).toBe(true);
  });
});

describe("F1/F3 dice in the hills and behind forts", () => {
  /** Seat 1 attacks from Ironridge (hills) into `to`, held by seat 2 with 2 armies, `buildings` there. */
  const attackOn = (to: string, buildings: Record<string, number> = {}) =>
    toPhase(
      game,
      playState(game, { players: 3, owners: { Ironridge: 1, Sunspire: 3 }, armiesAt: { Ironridge: 4, [to]: 2 }, rest: 2, units: allUnits(3) }),
      "attack",
      1,
      (p) => {
        for (const t of Object.values(p.territories)) delete t.buildings;
        if (p.others) delete p.others.buildings;
        p.territories[to] = { ...p.territories[to]!, buildings };
        p.counters = { gold: { "1": 0, "2": 0, "3": 0 } };
      },
    );
  const oneRoll = (s: GameState, to: string) => battleOdds(modifiedRules(game, s, game.dice, T("Ironridge"), T(to)), 3, 2, 1).attackerWins;

  it("F1 a defender in the hills rolls its 1s again: the attacker's odds of a roll are lower there", () => {
    // Ferrytown (plains) and Copperhill (hills) both border Ironridge.
    const plains = oneRoll(attackOn("Ferrytown"), "Ferrytown");
    const hills = oneRoll(attackOn("Copperhill"), "Copperhill");
    expect(plains).toBeCloseTo(battleOdds(game.dice, 3, 2, 1).attackerWins, 12);
    expect(hills).toBeLessThan(plains);
  });

  it("F3 a Fort gives the defender +1: lower odds still", () => {
    expect(oneRoll(attackOn("Ferrytown", { Fort: 1 }), "Ferrytown")).toBeLessThan(oneRoll(attackOn("Ferrytown"), "Ferrytown"));
  });

  it("F3 on conquest a Fort is destroyed and a Mine is kept", () => {
    const s = attackOn("Copperhill", { Fort: 1, Mine: 1 });
    const board = edited(game, s, (p) => (p.territories.Ironridge = { ...p.territories.Ironridge!, armies: 40 }));
    const after = conquer(game, board, "Ironridge", "Copperhill");
    expect(positionOf(game, after).territories.Copperhill!.buildings).toEqual({ Mine: 1 });
  });
});

describe("F9 the charter", () => {
  it("F9 when the last round of the charter ends, the player with most land wins", () => {
    const s = playState(game, {
      players: 3,
      round: 15,
      owners: { Frosthold: 1, Pinecrest: 1, Sunspire: 3 },
      rest: 2,
      units: allUnits(3),
      counters: { gold: { "1": 0, "2": 0, "3": 0 } },
    });
    // Seats 1, 2 and 3 end their turns in round 15; the round after it is past the charter.
    let after = s;
    for (let k = 0; k < 40 && after.stage !== "over"; k++) {
      const end = legalActions(game, after).find((a) => a.type === "end");
      after = must(game, after, end ?? legalActions(game, after)[0]!);
    }
    expect(after.result).toEqual({ reason: "charter", winners: [1] });
  });
});

describe("F5 dispatches", () => {
  it("F5 Engineers, turned up, build a Fort on a territory of the player's choice among its own", () => {
    const s = seat1Holds();
    const reinforce = toPhase(game, s, "reinforce", 1, (p) => {
      for (const t of Object.values(p.territories)) delete t.buildings;
      if (p.others) delete p.others.buildings;
      p.hiddenEffects = { "1": ["Engineers"], "2": [], "3": [] };
      p.effects = { "1": [], "2": [], "3": [] };
    });
    const revealed = must(game, reinforce, { type: "reveal" });
    expect(decisionOf(game, revealed).kind).toBe("build");
    const builds = legalActions(game, revealed).filter((a): a is Extract<Action, { type: "build" }> => a.type === "build");
    expect(builds.length).toBe(revealed.ownedCount[0]);
    expect(builds.every((a) => revealed.owner[a.territory] === 0)).toBe(true);
    const built = must(game, revealed, builds[0]!);
    expect(positionOf(game, built).territories[game.variant.map.territories[builds[0]!.territory]!.name]!.buildings).toEqual({ Fort: 1 });
  });
});

describe("F4 units", () => {
  const market = (rangers: Record<number, string | null> = {}) =>
    toPhase(game, seat1Holds({ units: allUnits(3, rangers) }), "market", 1, (p) => (p.counters = { gold: { "1": 30, "2": 0, "3": 0 } }));
  const buysOf = (s: GameState, name: string) =>
    legalActions(game, s).filter((a): a is Extract<Action, { type: "buy" }> => a.type === "buy" && game.variant.market![a.offer]!.name === name);

  it("F4 a Ranger may go into a marsh, the Marshal never stands in one", () => {
    const s = market();
    expect(buysOf(s, "Ranger").some((a) => terrain(a.territory!) === "marsh")).toBe(true);
    expect(buysOf(s, "Marshal").length).toBeGreaterThan(0);
    expect(buysOf(s, "Marshal").some((a) => terrain(a.territory!) === "marsh")).toBe(false);
  });

  it("F4 a player has two Rangers at most: with both on the board, none is offered", () => {
    expect(buysOf(market({ 0: "Wolfden" }), "Ranger").length).toBeGreaterThan(0);
    expect(buysOf(market({ 0: "Wolfden", 1: "Millford" }), "Ranger")).toEqual([]);
  });
});

describe("F6 cards by their seals", () => {
  // Seals: Frosthold, Greywatch and Eagle Rest show a crown, Pinecrest a sword, Icefall a wheel.
  const card = (name: string) => T(name); // card t shows territory t
  const atTrade = (hand: string[], setsTraded = 0) =>
    toPhase(game, seat1Holds({ hands: { "1": hand } }), "reinforce", 1, (p) => {
      p.setsTraded = setsTraded;
      p.hiddenEffects = { "1": [], "2": [], "3": [] }; // no dispatch to turn up first (F5)
    });
  const trades = (s: GameState) =>
    (legalActions(game, s).filter((a) => a.type === "trade") as Extract<Action, { type: "trade" }>[]).map((a) => [...a.cards].sort((x, y) => x - y));
  const sorted = (names: string[]) => names.map(card).sort((x, y) => x - y);

  it("F6 three alike seals are a set, and so are three different ones; two alike and one other are not", () => {
    expect(decisionOf(game, atTrade(["Frosthold", "Greywatch", "Eagle Rest"])).kind).toBe("trade");
    expect(trades(atTrade(["Frosthold", "Greywatch", "Eagle Rest"]))).toContainEqual(sorted(["Frosthold", "Greywatch", "Eagle Rest"]));
    expect(trades(atTrade(["Frosthold", "Pinecrest", "Icefall"]))).toContainEqual(sorted(["Frosthold", "Pinecrest", "Icefall"]));
    expect(trades(atTrade(["Frosthold", "Greywatch", "Pinecrest"]))).toEqual([]);
  });

  it("F6 sets trade for 4, 6, 8, 10, then 2 more each time", () => {
    const hand = ["Frosthold", "Pinecrest", "Icefall"];
    const gain = (setsTraded: number) => {
      const s = atTrade(hand, setsTraded);
      const cards = sorted(hand);
      return must(game, s, { type: "trade", cards }).pool - s.pool;
    };
    expect([0, 1, 2, 3, 4, 5].map(gain)).toEqual([4, 6, 8, 10, 12, 14]);
  });
});
