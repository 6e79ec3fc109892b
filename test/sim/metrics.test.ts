// The report's metrics on hand-built games with answers worked out by hand (the README's "The
// balance report's metrics" gives each definition), and the statistics under them.
import { describe, expect, it } from "vitest";
import { seedRng } from "../../engine/index.js";
import { GameObserver, type GameMetrics } from "../../sim/game-metrics.js";
import type { GameRecord } from "../../sim/play-game.js";
import { buildReport } from "../../sim/balance-report.js";
import { metricsOf } from "../../sim/metrics.js";
import {
  bootstrap,
  cells,
  meanOf,
  medianOf,
  newcombeIndependent,
  newcombePaired,
  poisson,
  quantileOf,
  signTestLogE,
  wilson,
} from "../../sim/stats.js";
import { addGame, emptySummary, mergeSummaries, type RunHeader } from "../../sim/summary.js";

/** Feed round-end scores (and conquests by round) to an observer. */
function observe(
  scores: number[][],
  winner: number,
  options: { eliminations?: number; conquests?: Record<number, [number, number][]> } = {},
): GameMetrics {
  const observer = new GameObserver(scores[0]!.length);
  scores.forEach((row, i) => {
    for (const [by, from] of options.conquests?.[i + 1] ?? []) observer.conquest(by, from);
    observer.roundEnd(i + 1, row);
  });
  return observer.finish(winner, scores.length, options.eliminations ?? 0);
}

describe("one game's metrics (GameObserver)", () => {
  it("lead changes, when the winner took the lead, decisiveness and a comeback", () => {
    // Leaders by round: 0, 1, 1, 1 → one change; seat 1 leads from round 2 of 4 → 500 thousandths.
    // Clearly winning (≥ 2× every other): 0 in round 1, nobody in round 2, 1 from round 3 → 4 − 3 = 1 round.
    // In round 1 the winner had 5, half of the leader's 10: a comeback.
    const m = observe(
      [
        [10, 5, 5],
        [8, 12, 5],
        [6, 20, 2],
        [0, 42, 0],
      ],
      1,
      { eliminations: 2 },
    );
    expect(m).toEqual({ leadChanges: 1, leadTaken: 500, decisiveness: 1, comeback: true, kingmaking: false, eliminations: 2 });
  });

  it("a tie keeps the leader; a winner who never trailed far and led from the start", () => {
    // Round 1 tie: seat 0 (first best); round 2: 1 leads (change); round 3 tie: 1 keeps it.
    expect(
      observe(
        [
          [5, 5],
          [5, 6],
          [6, 6],
        ],
        1,
      ),
    ).toEqual({ leadChanges: 1, leadTaken: 667, decisiveness: 0, comeback: false, eliminations: 0 });
    // Led from round 1 of 2, clearly winning from round 1: decisiveness 2 − 1 = 1, lead taken at 1/2.
    expect(
      observe(
        [
          [20, 9],
          [30, 0],
        ],
        0,
      ),
    ).toEqual({ leadChanges: 0, leadTaken: 500, decisiveness: 1, comeback: false, eliminations: 0 });
  });

  it("a winner that never led (an objective while behind in score) took the lead at the end", () => {
    const m = observe(
      [
        [10, 8],
        [12, 9],
      ],
      1,
    );
    expect(m.leadTaken).toBe(1000);
    expect(m.decisiveness).toBe(0);
  });

  it("kingmaking: the leader going into the last round loses it while a third party takes its territories", () => {
    const rounds = [
      [10, 6, 4],
      [4, 12, 9],
    ];
    // In round 2 competitor 2 takes a territory of 0, who led after round 1; 1 wins.
    expect(observe(rounds, 1, { conquests: { 2: [[2, 0]] } }).kingmaking).toBe(true);
    // The winner's own conquests are no kingmaking, nor are a third party's in an earlier round.
    expect(observe(rounds, 1, { conquests: { 2: [[1, 0]] } }).kingmaking).toBe(false);
    expect(observe(rounds, 1, { conquests: { 1: [[2, 0]] } }).kingmaking).toBe(false);
    // Two competitors: there is no third party.
    expect(
      observe(
        [
          [10, 6],
          [4, 12],
        ],
        1,
      ).kingmaking,
    ).toBeUndefined();
  });

  it("a stalled game has lead changes and eliminations only", () => {
    expect(
      observe(
        [
          [1, 2],
          [3, 2],
        ],
        -1,
        { eliminations: 1 },
      ),
    ).toEqual({ leadChanges: 1, eliminations: 1 });
  });
});

const run: RunHeader = { variant: "V", seed: 9, games: 4, maxRounds: 500, bots: ["greedy", "random"], scored: true };
const game = (winners: number[], rounds: number, metrics: GameMetrics): GameRecord => ({
  seed: 0,
  winners,
  reason: winners.length ? "domination" : "stalled",
  rounds,
  metrics,
});

describe("the report's metrics from hand-built games", () => {
  const records = [
    game([0], 10, { leadChanges: 2, leadTaken: 500, decisiveness: 3, comeback: true, kingmaking: false, eliminations: 1 }),
    game([0], 20, { leadChanges: 0, leadTaken: 100, decisiveness: 5, comeback: false, kingmaking: true, eliminations: 1 }),
    game([1], 12, { leadChanges: 4, leadTaken: 900, decisiveness: 1, comeback: false, kingmaking: false, eliminations: 1 }),
    game([], 500, { leadChanges: 6, eliminations: 0 }),
  ];
  const summary = emptySummary(run);
  records.forEach((r, i) => addGame(summary, i, r));
  const m = metricsOf(summary);

  it("first-player advantage: seat 1's win rate over the mean seat's", () => {
    // Seat 1 wins 2 of 4 (0.5); the seats win 3 of 2 × 4 seat-games (0.375): +0.125.
    expect(m.firstPlayer.seat1).toBe(0.5);
    expect(m.firstPlayer.fair).toBe(0.375);
    expect(m.firstPlayer.value).toBe(0.125);
    expect(m.firstPlayer.ci95[0]).toBeLessThanOrEqual(0.125);
    expect(m.firstPlayer.ci95[1]).toBeGreaterThanOrEqual(0.125);
  });

  it("stall rate (Wilson), game length and endings", () => {
    expect(m.stalled.value).toBe(0.25);
    const [lo, hi] = wilson(1, 4);
    expect(m.stalled.ci95).toEqual([Math.round(lo * 1e6) / 1e6, Math.round(hi * 1e6) / 1e6]);
    // 10, 12, 20, 500: mean 135.5, median (12 + 20) / 2 = 16, p90 the 4th of 4 (nearest rank ⌈3.6⌉) = 500.
    expect([m.rounds.mean.value, m.rounds.median.value, m.rounds.p90.value]).toEqual([135.5, 16, 500]);
    expect(m.rounds.histogram).toEqual([
      [10, 1],
      [12, 1],
      [20, 1],
      [500, 1],
    ]);
    expect(m.endings.map((e) => [e.reason, e.count, e.value])).toEqual([
      ["domination", 3, 0.75],
      ["stalled", 1, 0.25],
    ]);
  });

  it("lead changes, lead taken, decisiveness, comebacks, eliminations, kingmaking", () => {
    expect(m.leadChanges.value).toBe(3); // (2 + 0 + 4 + 6) / 4
    expect(m.leadTaken.value).toBe(0.5); // (0.5 + 0.1 + 0.9) / 3 decided games
    expect(m.leadTaken.games).toBe(3);
    expect(m.decisiveness.value).toBe(3); // (3 + 5 + 1) / 3
    expect(m.comeback.value).toBe(0.333333); // 1 of 3
    expect(m.eliminations.value).toBe(0.75);
    expect(m.kingmaking?.value).toBe(0.333333);
    for (const e of [m.leadChanges, m.leadTaken, m.decisiveness, m.eliminations, m.rounds.mean]) {
      expect(e.ci95[0]).toBeLessThanOrEqual(e.value);
      expect(e.ci95[1]).toBeGreaterThanOrEqual(e.value);
    }
  });

  it("kingmaking is not reported without teams or score-ranked ends", () => {
    expect(buildReport("V", 9, 500, ["greedy", "random"], records).metrics.kingmaking).toBeUndefined();
    const plain = emptySummary({ ...run, scored: false });
    records.forEach((r, i) => addGame(plain, i, r));
    expect(metricsOf(plain).kingmaking).toBeUndefined();
  });

  it("parts of a run merge, in any order, into the summary of the whole run", () => {
    const whole = emptySummary(run);
    records.forEach((r, i) => addGame(whole, i, r));
    const parts = records.map((r, i) => {
      const part = emptySummary(run);
      addGame(part, i, r);
      return part;
    });
    const forward = parts.reduce((a, b) => mergeSummaries(a, b));
    const backward = [...parts].reverse().reduce((a, b) => mergeSummaries(a, b));
    expect(metricsOf(forward)).toEqual(metricsOf(whole));
    expect(metricsOf(backward)).toEqual(metricsOf(whole));
    expect(forward.ranges).toEqual([[0, 4]]);
    expect(() => mergeSummaries(forward, parts[0]!)).toThrow(/counted twice/);
    expect(() => mergeSummaries(parts[0]!, { ...parts[1]!, run: { ...run, seed: 10 } })).toThrow(/different runs/);
  });
});

describe("statistics", () => {
  it("histogram quantiles: the median of an even count is the mean of the middle two; p90 by nearest rank", () => {
    const h = cells({ 1: 3, 2: 1, 5: 4, 9: 2 }); // 1 1 1 2 5 5 5 5 9 9
    expect(medianOf(h)).toBe(5); // (5 + 5) / 2
    expect(quantileOf(h, 0.9)).toBe(9); // the 9th of 10
    expect(quantileOf(h, 0.3)).toBe(1); // the 3rd
    expect(meanOf(h)).toBe(4.3);
  });

  it("the Poisson bootstrap of a mean agrees with the normal interval on a large sample", () => {
    // 5,000 zeros and 5,000 ones: mean 0.5, standard error 0.5/√10000 = 0.005, interval 0.5 ± 0.0098.
    const data = cells({ 0: 5000, 1: 5000 });
    const [lo, hi] = bootstrap(data, (c) => meanOf(c), 1);
    expect(lo).toBeCloseTo(0.4902, 2);
    expect(hi).toBeCloseTo(0.5098, 2);
    expect(Math.abs(hi - lo - 0.0196)).toBeLessThan(0.002);
    // One value only: the interval is that value.
    expect(bootstrap(cells({ 7: 30 }), (c) => meanOf(c), 1)).toEqual([7, 7]);
    // Seeded: the same interval again.
    expect(bootstrap(data, (c) => meanOf(c), 1)).toEqual([lo, hi]);
  });

  it("Poisson draws have the mean and variance λ (small λ by multiplication, large by PTRS)", () => {
    const rng = seedRng(3);
    for (const lambda of [0.5, 4, 30, 2500]) {
      const draws = Array.from({ length: 20000 }, () => poisson(rng, lambda));
      const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
      const variance = draws.reduce((a, b) => a + (b - mean) ** 2, 0) / draws.length;
      expect(Math.abs(mean - lambda)).toBeLessThan(4 * Math.sqrt(lambda / draws.length));
      expect(Math.abs(variance / lambda - 1)).toBeLessThan(0.05);
    }
  });

  it("Newcombe's interval for two independent rates: 56/70 − 48/80 (Newcombe 1998, method 10)", () => {
    const { diff, ci95 } = newcombeIndependent(56, 70, 48, 80);
    expect(diff).toBeCloseTo(0.2, 10);
    expect(ci95[0]).toBeCloseTo(0.0524, 4);
    expect(ci95[1]).toBeCloseTo(0.3339, 4);
  });

  it("Newcombe's paired interval: with no correlation it is the independent one; the difference is the discordant share", () => {
    // both·neither = aOnly·bOnly: φ = 0.
    const paired = newcombePaired({ both: 4, aOnly: 4, bOnly: 6, neither: 6 });
    expect(paired).toEqual(newcombeIndependent(8, 20, 10, 20));
    // Positively correlated pairs give a narrower interval than independent samples of the same rates.
    const correlated = newcombePaired({ both: 40, aOnly: 2, bOnly: 8, neither: 50 });
    const independent = newcombeIndependent(42, 100, 48, 100);
    expect(correlated.diff).toBeCloseTo(-0.06, 10);
    expect(correlated.ci95[1] - correlated.ci95[0]).toBeLessThan(independent.ci95[1] - independent.ci95[0]);
  });

  it("the sequential sign test's e-value: 2^n · k!(n−k)!/(n+1)!", () => {
    expect(Math.exp(signTestLogE(5, 5))).toBeCloseTo((32 * 120) / 720, 10); // 5.333
    expect(Math.exp(signTestLogE(1, 2))).toBeCloseTo((4 * 1 * 1) / 6, 10); // 0.667
    expect(signTestLogE(0, 0)).toBe(0);
    // 10 of 10 discordant pairs the same way: E = 1024/11 = 93.1 ≥ 20 (α = 0.05).
    expect(Math.exp(signTestLogE(10, 10))).toBeCloseTo(1024 / 11, 8);
  });
});
