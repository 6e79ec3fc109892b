// The setup program's deals (issue 26; docs/language-design.md, "As built / Version 3"), on the
// board of test/fixtures/setup-program.risk (14 territories). Rule ids, defined in the design doc:
//
//   S9  `deal territories randomly evenly`: only the players are dealt (T2 deals the neutral seats
//       like players), the same number each; the territories left over (fewer than the players)
//       go to the neutral seats in turn with the deal's armies, or start empty without one.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createGame, newGame, type GameState } from "../../engine/index.js";
import { playGame } from "../../sim/index.js";
import { findBot } from "../../bots/index.js";
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
