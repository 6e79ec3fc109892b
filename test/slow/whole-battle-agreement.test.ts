// Whole-battle sampling draws random numbers differently from rolling each roll, so the games
// played changed; the balance they measure must not. For every bundled variant, 5,000 games with
// 4 greedy bots now and (test/fixtures/behaviour/roll-by-roll-5000.json) 5,000 with the engine
// that rolled roll by roll: each seat's win rate and the stall rate agree at the 99% level for
// the family of comparisons (Bonferroni: 20 comparisons, each at 1 − 0.01/20; at 99% each, a
// correct engine would fail one of them in about 18% of runs).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { simulateInParallel } from "../../sim/node/parallel.js";
import { compileFileAt } from "../support/variants.js";

const before = JSON.parse(readFileSync("test/fixtures/behaviour/roll-by-roll-5000.json", "utf8")) as Record<
  string,
  { games: number; players: number; wins: number[]; stalled: number }
>;

/** |z| of two proportions (pooled), k1 of n1 against k2 of n2. */
function zOf(k1: number, n1: number, k2: number, n2: number): number {
  const p = (k1 + k2) / (n1 + n2);
  const se = Math.sqrt(p * (1 - p) * (1 / n1 + 1 / n2));
  return se === 0 ? 0 : Math.abs(k1 / n1 - k2 / n2) / se;
}

/** Two-sided z for 1 − 0.01/20 (the family: 4 variants × (4 seats + the stall rate)). */
const COMPARISONS = 20;
const Z_FAMILY = 3.4808;

describe("whole-battle sampling keeps the balance", () => {
  it("compares as many figures as the threshold is corrected for", () => {
    expect(Object.values(before).reduce((n, v) => n + v.players + 1, 0)).toBe(COMPARISONS);
  });
  for (const [variant, old] of Object.entries(before)) {
    it(`${variant}: win rates per seat and the stall rate agree with the roll-by-roll engine (99%)`, async () => {
      const ir = compileFileAt(`variants/${variant}.risk`).ir!;
      const report = await simulateInParallel(ir, {
        games: old.games,
        seed: 1,
        maxRounds: 500,
        bots: Array.from({ length: old.players }, () => "greedy"),
      });
      report.players.forEach((seat, i) => expect(zOf(seat.wins, report.games, old.wins[i]!, old.games), `seat ${i + 1}`).toBeLessThan(Z_FAMILY));
      expect(zOf(report.stalled, report.games, old.stalled, old.games)).toBeLessThan(Z_FAMILY);
    });
  }
});
