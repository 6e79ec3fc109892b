// The dice pipeline (docs/language-design.md, part B), with the classic comparison (C5) at its
// end. Its steps carry ids of their own, named in the design page:
//
//   D1  An extra die: the side rolls one more die and keeps its best (`attacker extra die`).
//   D2  A re-roll of the side's N lowest dice, N a formula (`defender reroll lowest 1`).
//   D3  A bonus on a named die: the highest, the lowest, each, the n-th (`attacker +1 on highest`).
//   D4  A die size chosen by the situation (`defender die d8 when armies >= 5`).
//   D5  Ties to a side under a condition (`ties attacker when armies of source >= 10`).
//
// Expected values are worked out by hand in the comments, or by going through every face of
// every die with the rule as a rulebook states it (the reference below, written apart from the
// engine's enumeration), and the engine's tables are checked against a Monte Carlo roll.
import { describe, expect, it } from "vitest";
import {
  battleOdds,
  battleOddsByRolls,
  createGame,
  diceRules,
  modifiedRules,
  nextInt,
  rollTable,
  seedRng,
  withModifiers,
  withTies,
  type DiceModifiers,
  type DiceRules,
  type NamedBonus,
} from "../../engine/index.js";
import { handOf, mixedRollTable } from "../../engine/math/index.js";
import { irOf } from "../support/variants.js";
import { alaskaAttackOn, territoryIndex } from "../support/engine.js";

const classic: DiceRules = diceRules({
  die: 6,
  attacker: { min: 1, max: 3 },
  defender: { min: 1, max: 2 },
  leave: { op: "int", value: 1 },
  ties: "defender",
  conquerMin: { op: "int", value: 1 },
  keep: { op: "int", value: 1 },
  diceMax: false,
});
const none: DiceModifiers = { attackerBonus: 0, defenderBonus: 0, attackerReroll: 0, defenderReroll: 0 };
const rules = (mods: Partial<DiceModifiers>) => withModifiers(classic, { ...none, ...mods });
/** P(the attacker takes `defenderLoss` armies and loses `attackerLoss`) in one roll. */
const chance = (r: DiceRules, a: number, d: number, attackerLoss: number, defenderLoss: number) =>
  rollTable(r, a, d).outcomes.find((o) => o.attackerLoss === attackerLoss && o.defenderLoss === defenderLoss)?.probability ?? 0;

/** One side of the reference: the rule as a rulebook says it, for one set of faces. */
interface SideRule {
  sides: number;
  dice: number;
  extra?: number;
  /** D2: how many of the lowest dice are rolled again (every new face of them). */
  again?: number;
  named?: NamedBonus[];
}

/** Every outcome of a side as [faces after its rule, weight]: roll, roll the lowest again, keep the best, add the named bonuses. */
function referenceSide(rule: SideRule): [number[], number][] {
  const n = rule.dice + (rule.extra ?? 0);
  const out: [number[], number][] = [];
  const each = (k: number, f: (faces: number[]) => void, prefix: number[] = []) => {
    if (prefix.length === k) return f(prefix);
    for (let face = 1; face <= rule.sides; face++) each(k, f, [...prefix, face]);
  };
  each(n, (first) => {
    const again = rule.again ?? 0;
    const lowFirst = first.map((face, i) => [face, i] as const).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    const rolledAgain = lowFirst.slice(0, again).map(([, i]) => i);
    each(again, (second) => {
      const faces = first.slice();
      rolledAgain.forEach((i, j) => (faces[i] = second[j]!));
      const kept = faces.sort((x, y) => y - x).slice(0, rule.dice);
      const before = kept.slice();
      for (const b of rule.named ?? []) {
        if (b.on === "each") kept.forEach((_, i) => (kept[i]! += b.amount));
        else kept[b.on === "highest" ? 0 : b.on === "lowest" ? before.length - 1 : b.on - 1]! += b.amount;
      }
      // A die not rolled again stands for the `sides` faces its second roll might have shown.
      out.push([kept.sort((x, y) => y - x), rule.sides ** (again > 0 ? n - again : 0)]);
    });
  });
  return out;
}

/** The reference distribution of one roll: outcome "attackerLoss,defenderLoss" → probability (C5: highest against highest, ties as given). */
function reference(attacker: SideRule, defender: SideRule, ties: "attacker" | "defender" = "defender"): Map<string, number> {
  const a = referenceSide(attacker);
  const d = referenceSide(defender);
  const totalA = a.reduce((s, [, w]) => s + w, 0);
  const totalD = d.reduce((s, [, w]) => s + w, 0);
  const out = new Map<string, number>();
  for (const [fa, wa] of a)
    for (const [fd, wd] of d) {
      let al = 0;
      let dl = 0;
      for (let i = 0; i < Math.min(fa.length, fd.length); i++) {
        if (fa[i]! > fd[i]! || (fa[i] === fd[i] && ties === "attacker")) dl++;
        else al++;
      }
      // Whole counts, divided once at the end: the probabilities are exact fractions.
      out.set(`${al},${dl}`, (out.get(`${al},${dl}`) ?? 0) + wa * wd);
    }
  return new Map([...out].map(([k, count]) => [k, count / (totalA * totalD)]));
}

function expectTable(r: DiceRules, a: number, d: number, expected: Map<string, number>): void {
  const table = rollTable(r, a, d);
  const got = new Map(table.outcomes.map((o) => [`${o.attackerLoss},${o.defenderLoss}`, o.probability]));
  expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [k, p] of expected) expect(got.get(k)!, k).toBeCloseTo(p, 12);
  expect(table.outcomes.reduce((s, o) => s + o.count, 0)).toBe(table.total);
}

describe("D3 a bonus on a named die", () => {
  it("D3 +1 on the highest die, 3 v 2: the attacker takes both armies in 51.1% of rolls, not the 57.0% of a bonus where it helps most", () => {
    // The issue's figures: the rulebook's "+1 to your highest die" against v2's placement.
    expect(chance(rules({ attackerNamed: [{ on: "highest", amount: 1 }] }), 3, 2, 0, 2)).toBeCloseTo(0.5105, 4);
    expect(chance(rules({ attackerBonus: 1 }), 3, 2, 0, 2)).toBeCloseTo(0.5703, 4);
  });

  it("D3 1 v 1 with +1 on the highest: the attacker wins when its die is at least the defender's, 21 of 36 (C5 ties to the defender otherwise 15 of 36)", () => {
    expect(chance(rules({ attackerNamed: [{ on: "highest", amount: 1 }] }), 1, 1, 0, 1)).toBeCloseTo(21 / 36, 12);
    expect(chance(classic, 1, 1, 0, 1)).toBeCloseTo(15 / 36, 12);
  });

  for (const on of ["highest", "lowest", "each", 2] as const)
    it(`D3 +1 on ${on === 2 ? "die 2" : on}, 3 v 2, against every face of every die`, () => {
      const named = [{ on, amount: 1 }];
      expectTable(rules({ attackerNamed: named }), 3, 2, reference({ sides: 6, dice: 3, named }, { sides: 6, dice: 2 }));
    });

  it("D3 the defender's +2 on its lowest die, 3 v 2", () => {
    const named = [{ on: "lowest" as const, amount: 2 }];
    expectTable(rules({ defenderNamed: named }), 3, 2, reference({ sides: 6, dice: 3 }, { sides: 6, dice: 2, named }));
  });
});

describe("D1 an extra die", () => {
  it("D1 1 v 1 with an extra die: the attacker wins when the better of two dice beats the defender's, 125 of 216", () => {
    // P(max of two > d) = 1 − (d/6)², averaged over d: (6 − 91/36) / 6 = 125/216.
    expect(chance(rules({ attackerExtra: 1 }), 1, 1, 0, 1)).toBeCloseTo(125 / 216, 12);
  });

  it("D1 the extra die never adds a comparison: 3 v 2 still loses two armies in all", () => {
    for (const o of rollTable(rules({ defenderExtra: 1 }), 3, 2).outcomes) expect(o.attackerLoss + o.defenderLoss).toBe(2);
    expect(rollTable(rules({ defenderExtra: 1 }), 3, 2).defenderDice).toBe(2);
  });

  it("D1 the defender's extra die, 3 v 2, against every face of every die", () => {
    expectTable(rules({ defenderExtra: 1 }), 3, 2, reference({ sides: 6, dice: 3 }, { sides: 6, dice: 2, extra: 1 }));
  });
});

describe("D2 re-roll the lowest dice", () => {
  it("D2 2 v 1, the lowest of two rolled again: the attacker's best is the best of three dice, 855 of 1296", () => {
    // max(high, new) ≤ x with probability (x/6)³: 1 − (x/6)³ averaged over the defender's x = (6 − 441/216) / 6.
    expect(chance(rules({ attackerRerollLowest: 1 }), 2, 1, 0, 1)).toBeCloseTo(855 / 1296, 12);
  });

  it("D2 1 v 1, the one die rolled again: as if rolled once, 15 of 36", () => {
    expect(chance(rules({ attackerRerollLowest: 1 }), 1, 1, 0, 1)).toBeCloseTo(15 / 36, 12);
  });

  for (const again of [1, 2, 3])
    it(`D2 the attacker's ${again} lowest rolled again, 3 v 2, against every face of every die`, () => {
      expectTable(rules({ attackerRerollLowest: again }), 3, 2, reference({ sides: 6, dice: 3, again }, { sides: 6, dice: 2 }));
    });

  it("D1+D2+D3 together: an extra die, its lowest rolled again, +1 on the highest", () => {
    const named = [{ on: "highest" as const, amount: 1 }];
    expectTable(
      rules({ attackerExtra: 1, attackerRerollLowest: 1, attackerNamed: named }),
      3,
      2,
      reference({ sides: 6, dice: 3, extra: 1, again: 1, named }, { sides: 6, dice: 2 }),
    );
  });
});

describe("D4 a die size by the situation, D5 ties under a condition", () => {
  it("D4 a d6 against a d8, 1 v 1: the attacker wins 15 of 48 (pairs with its face above the defender's)", () => {
    expect(chance(rules({ defenderSides: 8 }), 1, 1, 0, 1)).toBeCloseTo(15 / 48, 12);
  });

  it("D4 a defender's d8, 3 v 2, against every face of every die", () => {
    expectTable(rules({ defenderSides: 8 }), 3, 2, reference({ sides: 6, dice: 3 }, { sides: 8, dice: 2 }));
  });
});

describe("exact odds of a battle and a Monte Carlo check", () => {
  it("C5/D1–D3 the chain fought to the end equals the chain run roll by roll, and sums to 1", () => {
    const r = rules({ attackerNamed: [{ on: "highest", amount: 1 }], defenderExtra: 1, defenderRerollLowest: 1 });
    const whole = battleOdds(r, 7, 5);
    const byRolls = battleOddsByRolls(r, 7, 5);
    expect(whole.attackerWins).toBeCloseTo(byRolls.attackerWins, 12);
    expect(whole.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
  });

  it("C5/D3/D2 400000 rolled rolls land within 4 standard deviations of the exact tables", () => {
    const rng = seedRng(26);
    const die = (sides: number) => nextInt(rng, sides) + 1;
    const cases: [DiceRules, () => string][] = [
      [
        rules({ attackerNamed: [{ on: "highest", amount: 1 }] }),
        () => {
          const a = [die(6), die(6), die(6)].sort((x, y) => y - x);
          a[0]! += 1;
          return outcomeOf(a, [die(6), die(6)]);
        },
      ],
      [
        rules({ defenderRerollLowest: 1, defenderSides: 8 }),
        () => {
          const d = [die(8), die(8)].sort((x, y) => y - x);
          d[1] = die(8);
          return outcomeOf([die(6), die(6), die(6)], d);
        },
      ],
    ];
    const n = 200_000;
    for (const [r, roll] of cases) {
      const counts = new Map<string, number>();
      for (let i = 0; i < n; i++) {
        const k = roll();
        counts.set(k, (counts.get(k) ?? 0) + 1);
      }
      for (const o of rollTable(r, 3, 2).outcomes) {
        const p = o.probability;
        const seen = (counts.get(`${o.attackerLoss},${o.defenderLoss}`) ?? 0) / n;
        expect(Math.abs(seen - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
      }
    }
  });
});

/** C5: sort both sides, compare highest with highest, ties to the defender. */
function outcomeOf(attacker: number[], defender: number[]): string {
  const a = [...attacker].sort((x, y) => y - x);
  const d = [...defender].sort((x, y) => y - x);
  let al = 0;
  let dl = 0;
  for (let i = 0; i < Math.min(a.length, d.length); i++) {
    if (a[i]! > d[i]!) dl++;
    else al++;
  }
  return `${al},${dl}`;
}

describe("D1–D5 written in a variant", () => {
  const game = createGame(
    irOf(`variant "Pipeline" extends "classic" {
      combat {
        attacker +1 on highest when armies >= 3
        defender die d8 when armies >= 5
        defender extra die when armies >= 6
        defender reroll lowest 1 when armies >= 7
        ties attacker when armies >= 9
      }
    }`),
  );
  /** The rules of an attack from Alaska (12 armies) on Kamchatka holding `defenders`. */
  const at = (defenders: number) =>
    modifiedRules(game, alaskaAttackOn(game, defenders), game.dice, territoryIndex(game, "Alaska"), territoryIndex(game, "Kamchatka"));

  it("D3/D4/D1/D2/D5 each statement holds exactly where its condition does, as the attack starts", () => {
    expect(at(2)).toBe(game.dice);
    expect(at(3).mods).toMatchObject({ attackerNamed: [{ on: "highest", amount: 1 }] });
    expect(at(4).mods?.defenderSides).toBeUndefined();
    expect(at(5).mods).toMatchObject({ defenderSides: 8 });
    expect(at(5).mods?.defenderExtra).toBeUndefined();
    expect(at(6).mods).toMatchObject({ defenderSides: 8, defenderExtra: 1 });
    expect(at(7).mods).toMatchObject({ defenderSides: 8, defenderExtra: 1, defenderRerollLowest: 1 });
    expect(at(8).ties).toBe("defender");
    expect(at(9).ties).toBe("attacker");
  });

  it("D3+D5 +1 on the highest and ties to the attacker, 1 v 1: it wins when its die is at least the defender's less one, 26 of 36", () => {
    // Defender's face 1..6: the attacker's faces that win are 6, 6, 5, 4, 3, 2 of them.
    const r = withModifiers(withTies(game.dice, "attacker"), { ...none, attackerNamed: [{ on: "highest", amount: 1 }] });
    expect(chance(r, 1, 1, 0, 1)).toBeCloseTo(26 / 36, 12);
    expect(chance(at(3), 1, 1, 0, 1)).toBeCloseTo(21 / 36, 12);
  });
});

describe("a unit's bonus on its own die (issue 26: per-unit bonuses on distinct dice)", () => {
  const unit = (ownBonus: number, bonus = 0) => ({ die: 6, bonus, ...(ownBonus ? { ownBonus } : {}) });

  it("Y9 a unit's d6 with +1 on its own die and an army's d6 against one die: the unit's die at 2..7 beside the army's", () => {
    // The attacker wins when max(u + 1, a) > d, counted over every u, a, d in 1..6.
    let wins = 0;
    for (let u = 1; u <= 6; u++) for (let a = 1; a <= 6; a++) for (let d = 1; d <= 6; d++) if (Math.max(u + 1, a) > d) wins++;
    const own = mixedRollTable("defender", handOf(classic, 2, unit(1)), handOf(classic, 1, undefined));
    expect(own.outcomes.find((o) => o.defenderLoss === 1)!.probability).toBeCloseTo(wins / 216, 12);
    // Where it helps most, the +1 goes on the higher die: max(u, a) + 1 > d, more often.
    const best = mixedRollTable("defender", handOf(classic, 2, unit(0, 1)), handOf(classic, 1, undefined));
    expect(best.outcomes.find((o) => o.defenderLoss === 1)!.probability).toBeGreaterThan(wins / 216);
  });

  it("Y9 the bonus of a unit whose die does not fight (more units than dice) is not rolled", () => {
    const hand = handOf(classic, 1, [unit(0), unit(2)]);
    expect(hand.dieBonus).toBeUndefined();
  });

  it("Y9 written in a variant: `attack +1 on die` lowers to the form's own-die bonus", () => {
    const game = createGame(irOf(`variant "Own" extends "classic" { units { unit Scout limit 1 { die d8  attack +1 on die  defend +1 } } }`));
    expect(game.variant.units!.types[0]!.forms[0]).toMatchObject({ attack: 0, attackOwn: 1, defend: 1 });
  });
});
