// The setup program (issue 26; docs/language-design.md, "As built / Version 3"): the setup's
// steps run in the order written. Rule ids, defined in the design doc:
//
//   S1  `deal territories ... where c`: only the territories where c holds are dealt; what no
//       later step takes is dealt after the steps that follow the deal.
//   S2  Steps before the deal run first: markers built at random, territories left neutral; the
//       deal skips what they took or marked (through its condition).
//   S3  `leave N neutral armies K [where c]`: N territories nobody holds go to the neutral seats,
//       K armies each; without a neutral seat in the game the step does nothing.
//   S4  `units N Unit each randomly`: each player's N units of the type go onto its own
//       territories at random (where the type may stand).
//   S5  Per-seat starting values: `armies` and a setup `gain` are formulas of the seat.
//   S6  The turn order by a formula, a bid or at random (`order randomly`, as a roll of dice) is
//       set where the step stands, and the claims of a deal by choice follow it.
//   S8  `leave N empty [where c]`: N held territories are emptied once all are held; their armies
//       go back to their holders; in play an empty territory is taken by an attack without dice.
//   S7  After the setup every territory is held by a player or a neutral seat, and the armies
//       add up to what each seat was given.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createGame, decisionOf, legalActions, namesOf, newGame, positionOf, problemOf, type Game, type GameState } from "../../engine/index.js";
import { playGame } from "../../sim/index.js";
import { findBot } from "../../bots/index.js";
import { fromPosition, must, territoryIndex } from "../support/engine.js";
import { irOf } from "../support/variants.js";

const text = readFileSync("test/fixtures/setup-program.risk", "utf8");
const SETUP = /setup \{[^}]*\}/;
/** The fixture with another setup section. */
const withSetup = (steps: string, edits: [string, string][] = []) =>
  createGame(irOf(edits.reduce((t, [a, b]) => t.replace(a, b), text.replace(SETUP, `setup {\n    ${steps}\n  }`))));
const game = createGame(irOf(text));
const NEUTRAL_SEAT = 'seats {\n    neutral "Wreckers" {\n      armies 9\n    }\n  }';
const COASTAL = ["Cove", "Reef", "Dune", "Pier"];
const BLIGHT = 0;
const blighted = (s: GameState) => s.buildings[BLIGHT]!.flatMap((n, t) => (n > 0 ? [t] : []));
const neutralSeat = (s: GameState) => s.owner.map((o) => o >= s.players);

describe("S1/S2/S3 territories dealt by a condition, taken out first, left neutral", () => {
  it("S1/S3 the deal skips the coastal territories; the step after it leaves them to the neutral seat", () => {
    const g = withSetup("armies 12  deal territories randomly armies 1 where not coastal  leave 4 neutral armies 2 where coastal  place remaining");
    for (const seed of [1, 2, 3]) {
      const s = newGame(g, 3, seed);
      for (const name of COASTAL) {
        const t = territoryIndex(g, name);
        expect([s.owner[t], s.armies[t]]).toEqual([3, 2]);
      }
      expect(s.owner.every((o) => o >= 0)).toBe(true);
    }
  });

  it("S1 what the filtered deal leaves and no step takes is dealt after the steps that follow it", () => {
    const g = withSetup("armies 12  deal territories randomly armies 1 where not coastal  place remaining", [[NEUTRAL_SEAT, ""]]);
    const s = newGame(g, 2, 5);
    expect(s.owner.every((o) => o >= 0)).toBe(true);
    expect(s.armies.every((a) => a === 1)).toBe(true);
  });

  it("S1 a deal by choice offers only the territories where its condition holds, and refuses the others", () => {
    const g = withSetup("armies 12  deal territories by choice armies 1 where not coastal  place remaining", [[NEUTRAL_SEAT, ""]]);
    let s = newGame(g, 2, 1);
    expect(decisionOf(g, s).kind).toBe("claim");
    const coastal = COASTAL.map((n) => territoryIndex(g, n));
    expect(legalActions(g, s).some((a) => a.type === "claim" && coastal.includes(a.territory))).toBe(false);
    expect(problemOf(g, s, { type: "claim", territory: coastal[0]! })?.code).toBe("not-dealt");
    while (s.stage === "setup" && decisionOf(g, s).kind === "claim") s = must(g, s, legalActions(g, s)[0]!);
    // The ten inland territories were claimed; the coast was dealt after the claims.
    expect(s.owner.every((o) => o >= 0)).toBe(true);
  });

  it("S2 markers built before the deal keep their territories out of it, for the neutral step after it", () => {
    const g = withSetup(
      "armies 12  build Blight randomly 2  deal territories randomly armies 1 where Blight == 0  leave 2 neutral armies 3 where Blight > 0  place remaining",
    );
    for (const seed of [1, 2, 3, 4]) {
      const s = newGame(g, 3, seed);
      expect(blighted(s)).toHaveLength(2);
      for (const t of blighted(s)) expect([s.owner[t], s.armies[t]]).toEqual([3, 3]);
    }
  });

  it("S2 the order of the steps is kept: markers built after the deal mark dealt territories", () => {
    const g = withSetup(
      "armies 12  deal territories randomly armies 1 where Blight == 0  build Blight randomly 2  leave 2 neutral armies 3 where Blight > 0  place remaining",
    );
    const players = [1, 2, 3, 4, 5, 6].flatMap((seed) => {
      const s = newGame(g, 3, seed);
      return blighted(s).filter((t) => s.owner[t]! < s.players);
    });
    expect(players.length).toBeGreaterThan(0);
  });

  it("S2/S3 a neutral step before an unfiltered deal takes its territories out of the deal", () => {
    const g = withSetup("armies 12  leave 4 neutral armies 2 where coastal  deal territories randomly armies 1  place remaining");
    const s = newGame(g, 2, 7);
    for (const name of COASTAL) expect(s.armies[territoryIndex(g, name)]).toBe(2);
    expect(neutralSeat(s).filter(Boolean).length).toBeGreaterThan(4);
  });

  it("S3 without a neutral seat in this game the step does nothing, and the deal's leftovers go to the players", () => {
    const g = withSetup("armies 12  deal territories randomly armies 1 where not coastal  leave 4 neutral armies 2 where coastal  place remaining", [
      ['neutral "Wreckers" {', 'neutral "Wreckers" when players == 2 {'],
    ]);
    const s = newGame(g, 3, 1);
    expect(s.seats).toBe(3);
    expect(s.owner.every((o) => o >= 0 && o < 3)).toBe(true);
    expect(s.armies.every((a) => a === 1)).toBe(true);
  });
});

describe("S4 starting units", () => {
  it("S4 `units 2 Scout each randomly`: every player's two scouts stand on its own territories", () => {
    for (const players of [2, 3, 4])
      for (const seed of [1, 2, 3]) {
        const s = newGame(game, players, seed);
        expect(s.unitOwner).toHaveLength(2 * players);
        s.unitOwner.forEach((seat, u) => {
          expect(s.unitAt[u]).toBeGreaterThanOrEqual(0);
          expect(s.owner[s.unitAt[u]!]).toBe(seat);
        });
      }
  });

  it("S4 a unit that may not stand anywhere the player holds stays in its stock", () => {
    const g = createGame(irOf(text.replace("      on death returns\n", "      on death returns\n      stands where coastal and not coastal\n")));
    const s = newGame(g, 2, 1);
    expect(s.unitAt.every((t) => t < 0)).toBe(true);
  });
});

describe("S5/S6 per-seat values and the order of play", () => {
  it("S5 `armies 10 + 2 * seat` and `gain gold 2 + seat`: later seats get more", () => {
    for (const players of [2, 3, 4]) {
      const s = newGame(game, players, 3);
      for (let seat = 0; seat < players; seat++) {
        expect(s.ownedCount[seat]! + s.setupLeft[seat]!).toBe(10 + 2 * (seat + 1));
        expect(s.counters[0]![seat]).toBe(1 + 2 + seat + 1);
      }
    }
  });

  it("S6 `order by seat`: the last seat plays first, and places first", () => {
    const s = newGame(game, 3, 1);
    expect(s.turnOrder).toEqual([2, 1, 0]);
  });

  it("S6 the claims of a deal by choice follow the turn order set before it", () => {
    const g = withSetup("armies 12  order by seat  deal territories by choice armies 1  place remaining", [[NEUTRAL_SEAT, ""]]);
    let s = newGame(g, 3, 1);
    const claimants: number[] = [];
    for (let k = 0; k < 6; k++) {
      claimants.push(decisionOf(g, s).seatIndex);
      s = must(g, s, legalActions(g, s)[0]!);
    }
    expect(claimants).toEqual([2, 1, 0, 2, 1, 0]);
  });

  it("S6 `order randomly`: every seat may be first, as with a roll of dice; the claims follow", () => {
    const g = withSetup("armies 12  order randomly  deal territories by choice armies 1  place remaining", [[NEUTRAL_SEAT, ""]]);
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const s = newGame(g, 3, seed);
      expect([...s.turnOrder].sort()).toEqual([0, 1, 2]);
      expect(decisionOf(g, s).seatIndex).toBe(s.turnOrder[0]);
      firsts.add(s.turnOrder[0]!);
    }
    expect(firsts).toEqual(new Set([0, 1, 2]));
  });

  it("S6 the claims follow a turn order bid for before the deal: the highest bid claims first", () => {
    const g = withSetup("armies 12  gain gold 4  order by bid gold  deal territories by choice armies 1  place remaining", [[NEUTRAL_SEAT, ""]]);
    let s = newGame(g, 3, 1);
    // Seats 1, 2, 3 bid 0, 2 and 1 of their gold.
    for (const amount of [0, 2, 1]) {
      expect(decisionOf(g, s).kind).toBe("bid");
      s = must(g, s, { type: "bid", amount });
    }
    expect(s.turnOrder).toEqual([1, 2, 0]);
    const claimants: number[] = [];
    for (let k = 0; k < 3; k++) {
      claimants.push(decisionOf(g, s).seatIndex);
      s = must(g, s, legalActions(g, s)[0]!);
    }
    expect(claimants).toEqual([1, 2, 0]);
  });
});

describe("S8 territories that start empty", () => {
  const g = withSetup("armies 12  deal territories randomly armies 1  leave 2 empty where coastal  place remaining", [[NEUTRAL_SEAT, ""]]);
  const coastal = COASTAL.map((n) => territoryIndex(g, n));

  it("S8 two coastal territories start empty; their holders place the armies instead", () => {
    for (const seed of [1, 2, 3]) {
      const s = newGame(g, 3, seed);
      const empty = s.owner.flatMap((o, t) => (o < 0 ? [t] : []));
      expect(empty).toHaveLength(2);
      for (const t of empty) expect([coastal.includes(t), s.armies[t]]).toEqual([true, 0]);
      for (let seat = 0; seat < 3; seat++) expect(s.ownedCount[seat]! + s.setupLeft[seat]!).toBe(12);
    }
  });

  it("S8 in play an empty territory is taken by an attack (no dice); positions carry empty territories", () => {
    const bot = findBot("greedy")!;
    let taken = 0;
    for (const seed of [1, 2, 3, 4]) {
      const start = newGame(g, 3, seed);
      const empty = start.owner.flatMap((o, t) => (o < 0 ? [t] : []));
      const record = playGame(g, [bot, bot, bot], seed, {
        maxRounds: 300,
        onAction: (state, action) => {
          if (action.type === "attack" && empty.includes(action.to) && state.owner[action.to]! >= 0) {
            empty.splice(empty.indexOf(action.to), 1);
            taken++;
          }
        },
      });
      expect(record.winners.length).toBeGreaterThan(0);
    }
    expect(taken).toBeGreaterThan(0);
    let s = newGame(g, 3, 4);
    while (s.stage === "setup") s = must(g, s, legalActions(g, s)[0]!);
    expect(s.owner.filter((o) => o < 0)).toHaveLength(2);
    expect(fromPosition(g, positionOf(g, s)).owner).toEqual(s.owner);
  });
});

describe("S7 after the setup", () => {
  /** Armies a seat has on the board. */
  const onBoard = (s: GameState, seat: number) => s.armies.reduce((n, a, t) => n + (s.owner[t] === seat ? a : 0), 0);

  const check = (g: Game, players: number, seed: number) => {
    const s = newGame(g, players, seed);
    // Every territory is held (by a player, or the coast and the blighted ones the steps took by the neutral seat) but one coastal territory, empty.
    const empty = s.owner.flatMap((o, t) => (o < 0 ? [t] : []));
    expect(empty).toHaveLength(1);
    expect([COASTAL.includes(namesOf(g).territories.nameOf(empty[0]!)!), s.armies[empty[0]!]]).toEqual([true, 0]);
    expect(s.owner.every((o) => o < s.seats)).toBe(true);
    const neutral = s.players;
    const coastalNeutral = COASTAL.map((n) => territoryIndex(g, n)).filter((t) => s.owner[t] === neutral && s.armies[t] === 2);
    expect(coastalNeutral).toHaveLength(2);
    expect(blighted(s).filter((t) => s.owner[t] === neutral && s.armies[t] === 3)).toHaveLength(1);
    for (let seat = 0; seat < players; seat++) expect(onBoard(s, seat) + s.setupLeft[seat]!).toBe(10 + 2 * (seat + 1));
    expect(onBoard(s, neutral) + s.setupLeft[neutral]!).toBe(Math.max(9, onBoard(s, neutral)));
    // A position of the setup reads back to the same decision.
    const again = fromPosition(g, positionOf(g, s));
    expect(legalActions(g, again)).toEqual(legalActions(g, s));
  };

  it("S7 property: for every player count and 20 seeds, territories and armies add up", () => {
    for (const players of [2, 3, 4]) for (let seed = 1; seed <= 20; seed++) check(game, players, seed);
  });

  it("S7 bots play the whole setup and the game to its end", () => {
    const bot = findBot("greedy")!;
    for (const players of [2, 4]) {
      const record = playGame(
        game,
        Array.from({ length: players }, () => bot),
        11,
        { maxRounds: 300 },
      );
      expect(record.winners.length).toBeGreaterThan(0);
    }
  });
});
