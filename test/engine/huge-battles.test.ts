// C5/Y9: battles of millions of armies cost what ordinary ones do. In a huge battle (65,536 armies
// or more) the rolls that cannot change the dice are drawn at once (engine/math/binomial.ts) with
// exactly the distribution of as many rolls one by one; the greedy bot's win chance past a
// thousand armies a side is the normal approximation (WinOdds), close to the exact chain; a strike
// against millions is one power.
import { describe, expect, it } from "vitest";
import {
  battleOdds,
  diceRules,
  drawBinomial,
  drawRollLosses,
  EXACT_ODDS_ARMIES,
  lnFactorial,
  rollTable,
  seedRng,
  strikeOdds,
  WinOdds,
} from "../../engine/math/index.js";
import { applyInPlace, positionFrom, type GameState } from "../../engine/index.js";
import { classicGame, classicIr } from "../support/variants.js";

const rules = diceRules(classicIr().combat);

/** The binomial probabilities, by the product formula (no shortcut shared with the code under test). */
function binomialPmf(n: number, p: number): number[] {
  const pmf: number[] = [];
  let c = 1;
  for (let k = 0; k <= n; k++) {
    pmf.push(c * p ** k * (1 - p) ** (n - k));
    c = (c * (n - k)) / (k + 1);
  }
  return pmf;
}

describe("drawing many rolls at once (C5)", () => {
  it("ln n! is the sum of logs, below and above the table", () => {
    let sum = 0;
    for (let n = 1; n <= 2000; n++) {
      sum += Math.log(n);
      expect(Math.abs(lnFactorial(n) - sum)).toBeLessThan(1e-9 * Math.max(1, sum));
    }
  });

  it("a binomial draw by inversion gives each count exactly its probability", () => {
    // u over an even grid of M points: each count takes its probability's share of them, to one point.
    for (const [n, p] of [
      [40, 0.3],
      [7, 0.9],
      [300, 0.5],
    ] as const) {
      const M = 200_000;
      const counts = new Array<number>(n + 1).fill(0);
      for (let i = 0; i < M; i++) counts[drawBinomial(n, p, (i + 0.5) / M)]!++;
      binomialPmf(n, p).forEach((q, k) => expect(Math.abs(counts[k]! / M - q)).toBeLessThanOrEqual(2 / M + 1e-12));
    }
  });

  it("a draw of a billion trials has the binomial's mean and spread", () => {
    const [n, p, M] = [1e9, 0.37, 20_000];
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < M; i++) {
      const x = drawBinomial(n, p, (i + 0.5) / M);
      sum += x;
      squares += x * x;
    }
    const mean = sum / M;
    const sd = Math.sqrt(squares / M - mean * mean);
    const spread = Math.sqrt(n * p * (1 - p));
    expect(Math.abs(mean - n * p)).toBeLessThan(spread * 0.01);
    expect(Math.abs(sd / spread - 1)).toBeLessThan(0.01);
  });

  it("k rolls drawn at once lose what k single rolls lose on average, and every roll loses two armies in all", () => {
    const table = rollTable(rules, 3, 2);
    const mean = table.outcomes.reduce((m, o) => m + o.probability * o.attackerLoss, 0);
    const variance = table.outcomes.reduce((v, o) => v + o.probability * (o.attackerLoss - mean) ** 2, 0);
    const rng = seedRng(12);
    const [k, draws] = [5000, 2000];
    let lost = 0;
    for (let i = 0; i < draws; i++) {
      const { attackerLoss, defenderLoss } = drawRollLosses(table, k, rng);
      expect(attackerLoss + defenderLoss).toBe(2 * k);
      lost += attackerLoss;
    }
    // Within four standard errors of the mean of k·draws rolls.
    expect(Math.abs(lost / (k * draws) - mean)).toBeLessThan(4 * Math.sqrt(variance / (k * draws)));
  });

  it("draws of more rolls than 2^53 still end, within the armies", () => {
    const { attackerLoss, defenderLoss } = drawRollLosses(rollTable(rules, 3, 2), 5e17, seedRng(3));
    expect(attackerLoss + defenderLoss).toBeCloseTo(1e18, -4);
    expect(attackerLoss).toBeGreaterThan(0);
  });
});

describe("the greedy bot's odds past the exact table (WinOdds)", () => {
  it("are within a hundredth of the exact chain around the size where the approximation starts", () => {
    const odds = new WinOdds(rules);
    for (const [a, d] of [
      [EXACT_ODDS_ARMIES, EXACT_ODDS_ARMIES],
      [EXACT_ODDS_ARMIES, 1150],
      [EXACT_ODDS_ARMIES, 1300],
      [1500, 1500],
    ] as const)
      expect(Math.abs(odds.get(a, d) - battleOdds(rules, a, d).attackerWins)).toBeLessThan(0.01);
  });

  it("answer at once for millions, and grow with the attackers", () => {
    const odds = new WinOdds(rules);
    expect(odds.get(10_000_000, 10_000_000)).toBeGreaterThan(0.99);
    expect(odds.get(10_000_000, 12_000_000)).toBeLessThan(0.01);
    expect(odds.get(1e9, 5)).toBe(1);
    expect(odds.get(5, 1e9)).toBe(0);
    let last = 0;
    for (let a = 10_000_000; a <= 12_000_000; a += 100_000) {
      const p = odds.get(a, 11_700_000);
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
  });
});

describe("a strike against many defenders (Y9)", () => {
  it("past the loop is one roll's chance raised to a power: each defender more multiplies by it", () => {
    const leader = { die: 20, bonus: 5 };
    const one = strikeOdds(rules, leader, 3) / strikeOdds(rules, leader, 2);
    for (const d of [4000, 5000, 10_000]) expect(strikeOdds(rules, leader, d + 1) / strikeOdds(rules, leader, d)).toBeCloseTo(one, 10);
    expect(strikeOdds(rules, leader, 1e9)).toBe(0);
    expect(strikeOdds(rules, leader, 5000)).toBeGreaterThan(0);
  });
});

describe("a huge battle through apply (C5)", () => {
  const game = classicGame();
  const T = (name: string) => game.variant.map.territories.findIndex((t) => t.name === name);
  const [alaska, kamchatka] = [T("Alaska"), T("Kamchatka")];

  function battle(attackers: number, defenders: number, seed: number): GameState {
    const r = positionFrom(game, {
      players: 3,
      phase: "attack",
      seed,
      territories: { Alaska: { owner: 1, armies: attackers }, Kamchatka: { owner: 2, armies: defenders } },
      others: { owner: 3, armies: 1 },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return r.state;
  }

  it("50,000 rolls of 3 dice against 2 lose 100,000 armies in all, the attacker about 0.921 a roll", () => {
    const s = battle(100_000, 100_000, 1);
    expect(applyInPlace(game, s, { type: "attack", from: alaska, to: kamchatka, rolls: 50_000 })).toBeUndefined();
    const attackerLost = 100_000 - s.armies[alaska]!;
    expect(attackerLost + (100_000 - s.armies[kamchatka]!)).toBe(100_000);
    // C5 by hand (3 dice against 2): the attacker loses 2 with 2275/7776, 1 with 2611/7776 → mean 0.9209, variance 0.6580 a roll.
    const [mean, sd] = [(50_000 * (2 * 2275 + 2611)) / 7776, Math.sqrt(50_000 * 0.658)];
    expect(Math.abs(attackerLost - mean)).toBeLessThan(5 * sd);
  });

  it("stops where the player said, not a batch later", () => {
    for (const seed of [1, 2, 3]) {
      const s = battle(1_000_000, 10_000_000, seed);
      expect(applyInPlace(game, s, { type: "attack", from: alaska, to: kamchatka, stopAt: 600_000 })).toBeUndefined();
      // The last roll started with 600,000 or more and lost at most 2.
      expect(s.armies[alaska]!).toBeGreaterThanOrEqual(599_998);
      expect(s.armies[alaska]!).toBeLessThan(600_000);
    }
  });

  it("ten million against ten million is decided: one side is gone, the other whole numbers", () => {
    const s = battle(10_000_000, 10_000_000, 5);
    expect(applyInPlace(game, s, { type: "attack", from: alaska, to: kamchatka })).toBeUndefined();
    const conquered = s.owner[kamchatka] === 0;
    if (!conquered) expect(s.armies[alaska]).toBe(1);
    for (const t of [alaska, kamchatka]) expect(Number.isInteger(s.armies[t])).toBe(true);
  });
});
