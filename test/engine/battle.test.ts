// C5 dice and exact battle odds. The reference below is written independently of the engine:
// it enumerates dice with BigInt fractions, so the Markov chain is checked against exact values.
import { describe, expect, it } from "vitest";
import { battleOdds, compareDice, diceRules, rollTable, type DiceRules } from "../../engine/index.js";
import { classicIr } from "../support/variants.js";

const classic = diceRules(classicIr().combat);

describe("C5 dice comparison", () => {
  it("C5 highest against highest, ties to the defender", () => {
    expect(compareDice([6, 5, 1], [6, 4], "defender")).toEqual([1, 1]);
    expect(compareDice([3, 3, 3], [3, 3], "defender")).toEqual([2, 0]);
    expect(compareDice([6, 6, 1], [5, 5], "defender")).toEqual([0, 2]);
  });

  it("C5 three attacking dice against one defending die compare only the highest", () => {
    expect(compareDice([2, 2, 6], [5], "defender")).toEqual([0, 1]);
    expect(compareDice([5, 5, 5], [5], "defender")).toEqual([1, 0]);
  });

  it("a variant where ties go to the attacker", () => {
    expect(compareDice([4, 1], [4, 1], "attacker")).toEqual([0, 2]);
  });

  it("C5 3 vs 2 single roll: 2890/7776 defender loses 2, 2611/7776 one each, 2275/7776 attacker loses 2", () => {
    const table = rollTable(classic, 3, 2);
    expect(table.total).toBe(7776);
    const byLoss = Object.fromEntries(table.outcomes.map((o) => [`${o.attackerLoss}-${o.defenderLoss}`, o.count]));
    expect(byLoss).toEqual({ "0-2": 2890, "1-1": 2611, "2-0": 2275 });
  });

  it("C5 1 vs 1 single roll: the attacker wins 15/36", () => {
    const table = rollTable(classic, 1, 1);
    expect(table.outcomes.find((o) => o.defenderLoss === 1)?.count).toBe(15);
  });
});

// ---- An independent exact reference: BigInt fractions over every dice outcome. ----
type Frac = [bigint, bigint];
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const norm = ([n, d]: Frac): Frac => {
  const g = gcd(n, d) || 1n;
  return [n / g, d / g];
};
const add = (a: Frac, b: Frac): Frac => norm([a[0] * b[1] + b[0] * a[1], a[1] * b[1]]);
const mul = (a: Frac, b: Frac): Frac => norm([a[0] * b[0], a[1] * b[1]]);

function rollFractions(rules: DiceRules, ad: number, dd: number): Map<string, Frac> {
  const out = new Map<string, bigint>();
  const total = BigInt(rules.sides) ** BigInt(ad + dd);
  const go = (faces: number[]) => {
    if (faces.length === ad + dd) {
      const a = faces.slice(0, ad).sort((x, y) => y - x);
      const d = faces.slice(ad).sort((x, y) => y - x);
      let al = 0;
      let dl = 0;
      for (let i = 0; i < Math.min(ad, dd); i++) a[i]! > d[i]! ? dl++ : al++;
      out.set(`${al},${dl}`, (out.get(`${al},${dl}`) ?? 0n) + 1n);
      return;
    }
    for (let f = 1; f <= rules.sides; f++) go([...faces, f]);
  };
  go([]);
  return new Map([...out].map(([k, v]) => [k, norm([v, total])]));
}

function exactWin(rules: DiceRules, a: number, d: number, memo = new Map<string, Frac>()): Frac {
  if (d === 0) return [1n, 1n];
  if (a === 0) return [0n, 1n];
  const key = `${a},${d}`;
  const known = memo.get(key);
  if (known) return known;
  let p: Frac = [0n, 1n];
  for (const [k, q] of rollFractions(rules, Math.min(3, a), Math.min(2, d))) {
    const [al, dl] = k.split(",").map(Number) as [number, number];
    p = add(p, mul(q, exactWin(rules, a - al, d - dl, memo)));
  }
  memo.set(key, p);
  return p;
}

describe("exact battle odds (Markov chain)", () => {
  it("match exact fractions to 1e-9 for A, D in 1..10", () => {
    const memo = new Map<string, Frac>();
    for (let a = 1; a <= 10; a++) {
      for (let d = 1; d <= 10; d++) {
        const [n, den] = exactWin(classic, a, d, memo);
        expect(Math.abs(battleOdds(classic, a, d).attackerWins - Number(n) / Number(den))).toBeLessThan(1e-9);
      }
    }
  });

  it("outcome probabilities sum to 1, for whole battles and for a limited number of rolls", () => {
    for (const [a, d, rolls] of [
      [5, 5, Infinity],
      [10, 3, Infinity],
      [7, 9, 1],
      [7, 9, 3],
      [1, 1, 2],
    ] as const) {
      const odds = battleOdds(classic, a, d, rolls);
      expect(odds.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    }
  });

  it("--rolls 1 for 3 vs 2 gives the single-roll distribution", () => {
    const odds = battleOdds(classic, 3, 2, 1);
    expect(odds.outcomes.map((o) => [o.attackers, o.defenders, o.probability * 7776])).toEqual([
      [3, 0, expect.closeTo(2890, 9)],
      [2, 1, expect.closeTo(2611, 9)],
      [1, 2, expect.closeTo(2275, 9)],
    ]);
  });

  it("a whole battle ends with one side at zero", () => {
    for (const o of battleOdds(classic, 6, 4).outcomes) expect(o.attackers === 0 || o.defenders === 0).toBe(true);
  });
});
