// The setup program's deals (issue 26; docs/language-design.md, "As built / Version 3"), on the
// board of test/fixtures/setup-program.risk (14 territories). Rule ids, defined in the design doc:
//
//   S9  `deal territories randomly evenly`: only the players are dealt (T2 deals the neutral seats
//       like players), the same number each; the territories left over (fewer than the players)
//       go to the neutral seats in turn with the deal's armies, or start empty without one.
//   S10 `deal territories by choice ... max c`: a seat holds at most c territories (a formula of
//       the seat); the players claim in turn while under it (a seat at its cap is passed over and
//       its claims refused, `claim-cap`); each neutral seat is dealt its cap at random first; what
//       no seat may claim stays empty.
//   S13 `deal territories randomly ... max c` (or `in turns`): the same cap on a random deal; the
//       neutral seats are dealt their caps at random first (as before the claims), then the pile
//       goes round the table as T2 deals it, a seat at its cap passed over (R2's fallback included);
//       once every seat is at its cap the rest stays empty.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createGame, decisionOf, legalActions, newGame, problemOf, type Game, type GameState } from "../../engine/index.js";
import { playGame } from "../../sim/index.js";
import { findBot } from "../../bots/index.js";
import { must } from "../support/engine.js";
import { irOf } from "../support/variants.js";

const text = readFileSync("test/fixtures/setup-program.risk", "utf8");
const SETUP = /setup \{[^}]*\}/;
const NEUTRAL = 'neutral "Wreckers" {\n      armies 9';
/** The fixture with another setup section (and other edits). */
const withSetup = (steps: string, edits: [string, string][] = []) =>
  createGame(irOf(edits.reduce((t, [a, b]) => t.replace(a, b), text.replace(SETUP, `setup {\n    ${steps}\n  }`))));
/** The neutral Wreckers play only with three players, with the two armies the deal leaves them. */
const WRECKERS_AT_3: [string, string] = [NEUTRAL, 'neutral "Wreckers" when players == 3 {\n      armies 2'];
const counts = (s: GameState) => [...s.ownedCount];

describe("S9 an even deal: the players only, the same number each, the rest neutral", () => {
  const even = withSetup("armies 12  deal territories randomly evenly armies 1  place remaining", [WRECKERS_AT_3]);

  it.each([1, 2, 3, 4])("S9 with 3 players (seed %i) 4 territories each, the 2 left over to the neutral seat", (seed) => {
    const s = newGame(even, 3, seed);
    expect(s.seats).toBe(4);
    expect(counts(s)).toEqual([4, 4, 4, 2]);
    expect(s.owner.every((o) => o >= 0)).toBe(true);
    // The neutral seat's two territories carry the deal's one army each (no placement of its own).
    expect(s.armies.filter((_, t) => s.owner[t] === 3)).toEqual([1, 1]);
  });

  it("S9 with 2 players 7 each: the territories divide evenly and nothing is left over", () => {
    const s = newGame(even, 2, 1);
    expect(counts(s)).toEqual([7, 7]);
  });

  it("S9 with 4 players and no neutral seat 3 each: the 2 left over start empty", () => {
    const s = newGame(even, 4, 1);
    expect(s.seats).toBe(4);
    expect(counts(s)).toEqual([3, 3, 3, 3]);
    const empty = s.owner.flatMap((o, t) => (o < 0 ? [t] : []));
    expect(empty).toHaveLength(2);
    for (const t of empty) expect(s.armies[t]).toBe(0);
  });

  it("S9 against T2: without `evenly` the neutral seat is dealt like a player", () => {
    const g = withSetup("armies 12  deal territories randomly armies 1  place remaining", [
      [NEUTRAL, 'neutral "Wreckers" when players == 3 {\n      armies 3'],
    ]);
    expect(counts(newGame(g, 3, 1))).toEqual([4, 4, 3, 3]);
  });

  it("S9 a filtered even deal: its leftovers and the rest it left are dealt evenly too", () => {
    // Ten inland territories: 3 each and 1 to the Wreckers; then the four coastal ones: 1 each and 1 more.
    const g = withSetup("armies 12  deal territories randomly evenly armies 1 where not coastal  place remaining", [WRECKERS_AT_3]);
    for (const seed of [1, 2, 3]) expect(counts(newGame(g, 3, seed))).toEqual([4, 4, 4, 2]);
  });

  it("S9 dealt in turns the counts are the same", () => {
    const g = withSetup("armies 12  deal territories in turns reverse evenly armies 2  place remaining", [WRECKERS_AT_3]);
    const s = newGame(g, 3, 5);
    expect(counts(s)).toEqual([4, 4, 4, 2]);
    expect(s.armies.every((a) => a === 2)).toBe(true);
  });

  it("S9 every player places the rest of its starting armies; the bots play the game to its end", () => {
    const bot = findBot("greedy")!;
    for (const players of [2, 3, 4]) {
      const record = playGame(
        even,
        Array.from({ length: players }, () => bot),
        3,
        { maxRounds: 300 },
      );
      expect(record.winners.length).toBeGreaterThan(0);
    }
  });
});

describe("S10 claims up to a cap by seat", () => {
  /** Seat 1 claims at most 2, the others as many as they can; the Wreckers are dealt 3 first. */
  const capped = withSetup(
    "armies 12  deal territories by choice armies 1 max if seat == 1 then 2 else if seat > players then 3 else 14  place remaining",
    [[NEUTRAL, 'neutral "Wreckers" {\n      armies 3']],
  );
  const claimAll = (g: Game, state: GameState) => {
    let s = state;
    while (s.stage === "setup" && decisionOf(g, s).kind === "claim") s = must(g, s, legalActions(g, s)[0]!);
    return s;
  };

  it("S10 the neutral seat is dealt its cap at random before the first claim", () => {
    for (const seed of [1, 2, 3]) {
      const s = newGame(capped, 2, seed);
      expect(decisionOf(capped, s).kind).toBe("claim");
      expect([...s.ownedCount]).toEqual([0, 0, 3]);
    }
  });

  it("S10 seat 1 stops at 2 and is passed over; seat 2 claims the rest", () => {
    const s = claimAll(capped, newGame(capped, 2, 1));
    expect([...s.ownedCount]).toEqual([2, 9, 3]);
    expect(s.owner.every((o) => o >= 0)).toBe(true);
    expect(s.armies.every((a) => a === 1)).toBe(true);
  });

  it("S10 a seat at its cap is offered nothing and its claim is refused (claim-cap)", () => {
    let s = newGame(capped, 2, 1);
    while (s.ownedCount[0]! < 2) s = must(capped, s, legalActions(capped, s)[0]!);
    expect(s.current).toBe(1);
    const atCap = structuredClone(s);
    atCap.current = 0;
    expect(legalActions(capped, atCap)).toEqual([]);
    expect(problemOf(capped, atCap, { type: "claim", territory: atCap.owner.indexOf(-1) })?.code).toBe("claim-cap");
  });

  it("S10 what no seat may claim stays empty", () => {
    const g = withSetup("armies 12  deal territories by choice armies 1 max 3  place remaining", [[NEUTRAL, 'neutral "Wreckers" {\n      armies 3']]);
    const s = claimAll(g, newGame(g, 3, 1));
    expect([...s.ownedCount]).toEqual([3, 3, 3, 3]);
    expect(s.owner.filter((o) => o < 0)).toHaveLength(2);
  });

  it("S10 the greedy bot answers the capped claims and plays to the end", () => {
    const bot = findBot("greedy")!;
    for (const players of [2, 3]) {
      const record = playGame(
        capped,
        Array.from({ length: players }, () => bot),
        7,
        { maxRounds: 300 },
      );
      expect(record.winners.length).toBeGreaterThan(0);
    }
  });
});

describe("S13 a random deal capped by seat", () => {
  const classic = readFileSync("variants/classic.risk", "utf8");
  const DEAL = "deal territories randomly armies 1 // C2: one army on each dealt territory";
  /** Classic (42 territories) with 3 players and a cap by seat on its random deal. */
  const classicCapped = (deal: string) => createGame(irOf(classic.replace(DEAL, deal)));

  it.each([1, 2, 3])("S13 42 territories over 3 seats capped 15/8/19 (seed %i): 15, 8 and 19", (seed) => {
    // By hand: dealt round the table 1, 2, 3, after 8 rounds (24 cards) each holds 8 and seat 2 is
    // at its cap; seats 1 and 3 alternate 7 more rounds (14 cards, 38 dealt) to 15 each, seat 1 is
    // at its cap, and seat 3 takes the last 4: 19. Every territory is dealt.
    const g = classicCapped("deal territories randomly armies 1 max if seat == 1 then 15 else if seat == 2 then 8 else 19");
    const s = newGame(g, 3, seed);
    expect(counts(s)).toEqual([15, 8, 19]);
    expect(s.owner.every((o) => o >= 0)).toBe(true);
  });

  it("S13 caps 15/8/10: what no seat may take stays empty (9 territories)", () => {
    // By hand: 8 rounds (24 cards) to 8 each, seat 2 full; seats 1 and 3 two more rounds (28) to 10
    // each, seat 3 full; seat 1 alone 5 more (33) to 15. 42 - 33 = 9 start empty, without armies.
    const g = classicCapped("deal territories in turns armies 1 max if seat == 1 then 15 else if seat == 2 then 8 else 10");
    for (const seed of [1, 2]) {
      const s = newGame(g, 3, seed);
      expect(counts(s)).toEqual([15, 8, 10]);
      const empty = s.owner.flatMap((o, t) => (o < 0 ? [t] : []));
      expect(empty).toHaveLength(9);
      for (const t of empty) expect(s.armies[t]).toBe(0);
    }
  });

  it("S13 the neutral seat is dealt its cap first, then the players round the table", () => {
    // 14 territories: the Wreckers 3 first; seat 1 (cap 2) is passed over after 2 rounds (4
    // cards), seat 2 takes the other 7: 2, 9, 3, as the claims of S10 give.
    const g = withSetup(
      "armies 12  deal territories randomly armies 1 max if seat == 1 then 2 else if seat > players then 3 else 14  place remaining",
      [[NEUTRAL, 'neutral "Wreckers" {\n      armies 3']],
    );
    for (const seed of [1, 2, 3]) {
      const s = newGame(g, 2, seed);
      expect(counts(s)).toEqual([2, 9, 3]);
      expect(s.armies.every((a) => a === 1)).toBe(true);
    }
  });

  it("S13 a cap under R2's limit: a seat at its cap takes nothing in the limit's fallback", () => {
    // `limit 1 per group` with 3 groups: 2 players can hold 3 each within the limit, and the 8
    // cards left go to the one whose turn it is (R2's fallback). Seat 1 is capped at 2: it takes
    // 2, and every other card goes to seat 2: 12.
    const g = withSetup("armies 14  deal territories randomly armies 1 max if seat == 1 then 2 else 14 limit 1 per group  place remaining", [
      [NEUTRAL, 'neutral "Wreckers" when players > 4 {\n      armies 3'],
    ]);
    for (const seed of [1, 2, 3, 4]) expect(counts(newGame(g, 2, seed))).toEqual([2, 12]);
  });

  it("S13 property: no seat passes its cap, and the deal stops only when every seat is at its cap", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 5, maxLength: 5 }),
        (seed, players, caps) => {
          const g = withSetup(
            `armies 12  deal territories randomly armies 1 max ${caps.map((c, i) => `if seat == ${i + 1} then ${c} else `).join("")}0  place remaining`,
            [[NEUTRAL, 'neutral "Wreckers" {\n      armies 3']],
          );
          const s = newGame(g, players, seed);
          const capOf = (seat: number) => caps[seat]!;
          s.ownedCount.forEach((n, seat) => expect(n).toBeLessThanOrEqual(capOf(seat)));
          const total = s.ownedCount.reduce((a, b) => a + b, 0);
          const room = Array.from({ length: s.seats }, (_, seat) => capOf(seat)).reduce((a, b) => a + b, 0);
          expect(total).toBe(Math.min(14, room));
        },
      ),
      { numRuns: 40 },
    );
  });

  it("S13 the greedy bot plays a capped random deal to the end", () => {
    const g = withSetup("armies 12  deal territories randomly armies 1 max if seat == 1 then 3 else 14  place remaining", [
      [NEUTRAL, 'neutral "Wreckers" when players > 4 {\n      armies 3'],
    ]);
    const bot = findBot("greedy")!;
    const record = playGame(g, [bot, bot, bot], 5, { maxRounds: 300 });
    expect(record.winners.length).toBeGreaterThan(0);
  });
});
