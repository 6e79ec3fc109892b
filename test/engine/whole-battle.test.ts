// C5/R6: an attack until decided is drawn whole from the exact distribution of how it ends; the
// draws follow the chain's probabilities (chi-square over many seeded battles through apply),
// and a stop set by the player is kept.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { endTableKey, MAX_BATTLE_STATES } from "../../engine/math/index.js";
import {
  applyInPlace,
  battleEnd,
  battleOdds,
  battleOddsByRolls,
  createGame,
  positionFrom,
  positionOf,
  WinOdds,
  type Game,
} from "../../engine/index.js";
import { classicGame, irOf } from "../support/variants.js";

/** Chi-square statistic of observed counts against expected probabilities, bins under 5 expected merged into one. */
function chiSquare(observed: Map<string, number>, expected: Map<string, number>, n: number): { statistic: number; df: number } {
  let statistic = 0;
  let df = -1;
  let restObserved = 0;
  let restExpected = 0;
  for (const [key, p] of expected) {
    const e = p * n;
    const o = observed.get(key) ?? 0;
    if (e < 5) {
      restObserved += o;
      restExpected += e;
      continue;
    }
    statistic += (o - e) ** 2 / e;
    df++;
  }
  for (const key of observed.keys()) if (!expected.has(key)) restObserved += observed.get(key)!;
  if (restExpected > 0) {
    statistic += (restObserved - restExpected) ** 2 / restExpected;
    df++;
  }
  return { statistic, df };
}

/** Chi-square critical values at p = 0.001 (df 1..30). */
const critical = [
  10.83, 13.82, 16.27, 18.47, 20.52, 22.46, 24.32, 26.12, 27.88, 29.59, 31.26, 32.91, 34.53, 36.12, 37.7, 39.25, 40.79, 42.31, 43.82, 45.31, 46.8,
  48.27, 49.73, 51.18, 52.62, 54.05, 55.48, 56.89, 58.3, 59.7,
];

/** Play `n` seeded attacks Alaska → Kamchatka (seat 1, `attackers` + 1 armies, against `defenders`) and count where each ended. */
function battles(game: Game, attackers: number, defenders: number, n: number, stopAt?: number): Map<string, number> {
  const counts = new Map<string, number>();
  const T = (name: string) => game.variant.map.territories.findIndex((t) => t.name === name);
  const base = positionFrom(game, {
    players: 3,
    phase: "attack",
    territories: { Alaska: { owner: 1, armies: attackers + 1 }, Kamchatka: { owner: 2, armies: defenders } },
    others: { owner: 3, armies: 1 },
  });
  if (!base.ok) throw new Error(JSON.stringify(base.errors));
  const position = positionOf(game, base.state);
  for (let i = 0; i < n; i++) {
    const r = positionFrom(game, { ...position, rng: undefined, seed: i + 1 });
    if (!r.ok) throw new Error("position");
    const s = r.state;
    expect(
      applyInPlace(game, s, { type: "attack", from: T("Alaska"), to: T("Kamchatka"), ...(stopAt !== undefined ? { stopAt } : {}) }),
    ).toBeUndefined();
    const won = s.owner[T("Kamchatka")] === 0;
    const left = s.armies[T("Alaska")]! - 1 + (won ? s.armies[T("Kamchatka")]! : 0);
    const key = `${left}:${won ? 0 : s.armies[T("Kamchatka")]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe("whole-battle sampling", () => {
  const game = classicGame();

  for (const [a, d] of [
    [10, 10],
    [5, 3],
    [3, 6],
  ] as const) {
    it(`C5 ${a} against ${d}: 20,000 attacks through apply end as the exact chain says (chi-square, p = 0.001)`, () => {
      const n = 20_000;
      const observed = battles(game, a, d, n);
      const expected = new Map(battleOdds(game.dice, a, d).outcomes.map((o) => [`${o.attackers}:${o.defenders}`, o.probability]));
      const { statistic, df } = chiSquare(observed, expected, n);
      expect(df).toBeGreaterThan(2);
      expect(statistic).toBeLessThan(critical[df - 1]!);
    });
  }

  it("C5 an attack that stops when Alaska is down to 4 armies never goes below, and stops there or above", () => {
    const observed = battles(game, 9, 12, 2000, 4);
    let stopped = 0;
    for (const [key, count] of observed) {
      const [left, defenders] = key.split(":").map(Number) as [number, number];
      // Alaska keeps 1 and fights with the rest; once a roll leaves it below 4 armies in all, it stops.
      if (defenders > 0) {
        expect(left + 1).toBeLessThan(4);
        stopped += count;
      }
    }
    // 9 against 12 is lost more often than not: many battles stop, none runs on below the stop.
    expect(stopped).toBeGreaterThan(1000);
    const end = battleEnd(game.dice, 9, 12, 3)!;
    // Every ending either took the territory or left the attack with fewer than 3 fighting armies.
    for (let i = 0; i < end.attackers.length; i++) expect(end.defenders[i] === 0 || end.attackers[i]! < 3).toBe(true);
    expect(end.cumulative.at(-1)).toBeCloseTo(1, 12);
  });

  it("C5 each battle size and stop has its own table, for small battles and for those past 1,024 armies a side", () => {
    // The cache keys small battles by a small integer and larger ones past 2^31: none may meet another's.
    // Each large battle beside the small one a careless key would give it (a field running over into the next).
    const sizes: [number, number, number][] = [
      [5, 3, 2],
      [5, 3, 3],
      [3, 5, 2],
      [1023, 2, 2],
      [1024, 2, 2],
      [0, 2, 2],
      [2, 1024, 2],
      [3, 0, 2],
      [2, 1, 1024],
      [2, 2, 0],
      [1, 1025, 2],
      [2, 1, 2],
    ];
    const ends = sizes.map(([a, d, keep]) => battleEnd(game.dice, a, d, keep)!);
    sizes.forEach(([a, d, keep], i) => {
      const end = ends[i]!;
      expect(battleEnd(game.dice, a, d, keep)).toBe(end); // cached
      // The table is this battle's: no ending has more pieces than it started with, and every one ends it.
      for (let k = 0; k < end.attackers.length; k++) {
        expect(end.attackers[k]!).toBeLessThanOrEqual(a);
        expect(end.defenders[k]!).toBeLessThanOrEqual(d);
        expect(end.defenders[k] === 0 || end.attackers[k]! < Math.max(keep, 1) || end.attackers[k]! === 0).toBe(true);
      }
      expect(end.cumulative.at(-1)).toBeCloseTo(1, 9);
    });
    expect(new Set(ends).size).toBe(sizes.length);
  });

  it("C5 no two battles share a cache key: every size and stop around the limits of the small keys, and random ones", () => {
    const edges = [0, 1, 2, 3, 511, 1022, 1023, 1024, 1025, 2047, 2048, 4095];
    const keeps = [0, 1, 2, 1023, 1024, 1025, 65534, 65535];
    const seen = new Map<number, string>();
    const add = (a: number, d: number, keep: number) => {
      if ((a + 1) * (d + 1) > MAX_BATTLE_STATES) return;
      const key = endTableKey(a, d, keep);
      const name = `${a}/${d}/${keep}`;
      expect(seen.get(key) ?? name).toBe(name);
      seen.set(key, name);
    };
    for (const a of edges) for (const d of edges) for (const keep of keeps) add(a, d, keep);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 250_000 }), fc.integer({ min: 0, max: 250_000 }), fc.integer({ min: 0, max: 65_535 }), (a, d, keep) =>
        add(a, d, keep),
      ),
      { numRuns: 20_000, seed: 3 },
    );
  });

  it("R6 with `require attackerDice >= defenderDice` the chain stops where the rules forbid the roll", () => {
    const risiko = createGame(irOf(readFileSync("variants/risiko.risk", "utf8")));
    const end = battleEnd(risiko.dice, 2, 3, 1)!;
    // Two attacking dice against three defending ones may not roll: the battle ends where it stands.
    expect([...end.attackers]).toEqual([2]);
    expect([...end.defenders]).toEqual([3]);
    expect([...end.lastDice]).toEqual([0]);
  });
});

describe("one-pass battle odds", () => {
  const game = classicGame();
  it("C5 the odds table (WinOdds, one table for every cell) equals the roll-by-roll chain of each cell to 1e-12", () => {
    const table = new WinOdds(game.dice);
    for (let a = 1; a <= 20; a++)
      for (let d = 1; d <= 20; d++) expect(Math.abs(table.get(a, d) - battleOddsByRolls(game.dice, a, d).attackerWins)).toBeLessThan(1e-12);
  });

  it("C5 500 against 500 is exact, not capped: 0.98454 (the bots' memo once stopped at 400 and gave 0.9730)", () => {
    expect(battleOdds(game.dice, 500, 500).attackerWins).toBeCloseTo(0.984538, 6);
    expect(new WinOdds(game.dice).get(500, 500)).toBeCloseTo(0.984538, 6);
  });

  it("C5 equal the roll-by-roll chain to 1e-12, with and without leaders (Y8)", () => {
    const leader = { die: 8, bonus: 1 };
    for (const [a, d] of [
      [1, 1],
      [3, 2],
      [10, 10],
      [25, 7],
      [7, 25],
    ] as const) {
      for (const leaders of [{}, { attacker: leader }, { attacker: leader, defender: leader }]) {
        const fast = battleOdds(game.dice, a, d, Infinity, leaders);
        const slow = battleOddsByRolls(game.dice, a, d, Infinity, leaders);
        expect(Math.abs(fast.attackerWins - slow.attackerWins)).toBeLessThan(1e-12);
        expect(fast.outcomes.length).toBe(slow.outcomes.length);
        fast.outcomes.forEach((o, i) => {
          expect(o.attackers).toBe(slow.outcomes[i]!.attackers);
          expect(Math.abs(o.probability - slow.outcomes[i]!.probability)).toBeLessThan(1e-12);
        });
      }
    }
  });
});
