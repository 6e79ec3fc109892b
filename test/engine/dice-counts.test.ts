// D6 (docs/language-design.md, part B): a side's dice under a condition. `defender dice 1..3 when
// c` lets the defender roll up to three dice in an attack where c holds as it starts: a real
// third die, compared with the attacker's third (C5: highest with highest), not an extra die
// kept best-two (D1). The rule ids D1–D5 are test/engine/dice-pipeline.test.ts's.
//
// Expected values are counted by hand (every face of every die, in the comments, with the
// rulebook's comparison written apart from the engine's enumeration) and checked against a
// Monte Carlo roll.
import { describe, expect, it } from "vitest";
import {
  battleOdds,
  battleOddsByRolls,
  createGame,
  diceRules,
  modifiedRules,
  nextInt,
  nextRoll,
  rollTable,
  seedRng,
  withModifiers,
  withMostDice,
  type Action,
  type DiceRules,
} from "../../engine/index.js";
import { irOf } from "../support/variants.js";
import { alaskaAttackOn, must, territoryIndex } from "../support/engine.js";

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
/** P(the attacker loses `attackerLoss` and the defender `defenderLoss`) in one roll. */
const chance = (r: DiceRules, a: number, d: number, attackerLoss: number, defenderLoss: number) =>
  rollTable(r, a, d).outcomes.find((o) => o.attackerLoss === attackerLoss && o.defenderLoss === defenderLoss)?.probability ?? 0;

/** The rulebook's roll, apart from the engine: sort both sides, compare highest with highest, ties to the defender. */
function losses(attacker: number[], defender: number[]): [number, number] {
  const a = [...attacker].sort((x, y) => y - x);
  const d = [...defender].sort((x, y) => y - x);
  let al = 0;
  let dl = 0;
  for (let i = 0; i < Math.min(a.length, d.length); i++) {
    if (a[i]! > d[i]!) dl++;
    else al++;
  }
  return [al, dl];
}

/** Every face of `a` attacking and `d` defending d6s: counts of [attacker loss, defender loss]. */
function counted(a: number, d: number): Map<string, number> {
  const out = new Map<string, number>();
  const faces: number[] = [];
  const each = (k: number) => {
    if (k === a + d) {
      const key = losses(faces.slice(0, a), faces.slice(a)).join(",");
      out.set(key, (out.get(key) ?? 0) + 1);
      return;
    }
    for (let f = 1; f <= 6; f++) {
      faces[k] = f;
      each(k + 1);
    }
  };
  each(0);
  return out;
}

describe("D6 a third defence die: the exact odds", () => {
  const threeDice = withMostDice(classic, 3, 3);

  it("D6 3 v 3, one roll: of 6^6 = 46656 rolls the attacker loses 3 in 17871, 2 (and takes 1) in 12348, 1 (takes 2) in 10017, none (takes 3) in 6420", () => {
    expect(chance(threeDice, 3, 3, 3, 0)).toBeCloseTo(17871 / 46656, 12);
    expect(chance(threeDice, 3, 3, 2, 1)).toBeCloseTo(12348 / 46656, 12);
    expect(chance(threeDice, 3, 3, 1, 2)).toBeCloseTo(10017 / 46656, 12);
    expect(chance(threeDice, 3, 3, 0, 3)).toBeCloseTo(6420 / 46656, 12);
    // The same counts by the rulebook's comparison, face by face.
    expect(counted(3, 3)).toEqual(
      new Map([
        ["3,0", 17871],
        ["2,1", 12348],
        ["1,2", 10017],
        ["0,3", 6420],
      ]),
    );
  });

  it("D6 2 v 3: two comparisons; the attacker takes both armies in 979 of 7776 rolls", () => {
    expect(chance(threeDice, 2, 3, 0, 2)).toBeCloseTo(979 / 7776, 12);
    expect(chance(threeDice, 2, 3, 1, 1)).toBeCloseTo(1981 / 7776, 12);
    expect(chance(threeDice, 2, 3, 2, 0)).toBeCloseTo(4816 / 7776, 12);
  });

  it("D6 a third die is not D1's extra die: 3 v 3 compares three pairs, the extra die (3 v 2 kept best-two) two", () => {
    const extra = withModifiers(classic, { attackerBonus: 0, defenderBonus: 0, attackerReroll: 0, defenderReroll: 0, defenderExtra: 1 });
    expect(rollTable(extra, 3, 2).outcomes.every((o) => o.attackerLoss + o.defenderLoss === 2)).toBe(true);
    expect(rollTable(threeDice, 3, 3).outcomes.every((o) => o.attackerLoss + o.defenderLoss === 3)).toBe(true);
  });

  it("D6 the whole battle's chain (5 v 5) equals the chain run roll by roll, sums to 1, and favours the defender more than with two dice", () => {
    const whole = battleOdds(threeDice, 5, 5);
    expect(whole.attackerWins).toBeCloseTo(battleOddsByRolls(threeDice, 5, 5).attackerWins, 12);
    expect(whole.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 12);
    expect(whole.attackerWins).toBeLessThan(battleOdds(classic, 5, 5).attackerWins);
  });

  it("D6 400000 rolled rolls of 3 v 3 land within 4 standard deviations of the exact table", () => {
    const rng = seedRng(6);
    const die = () => nextInt(rng, 6) + 1;
    const n = 400_000;
    const seen = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const key = losses([die(), die(), die()], [die(), die(), die()]).join(",");
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    for (const o of rollTable(threeDice, 3, 3).outcomes) {
      const p = o.probability;
      const got = (seen.get(`${o.attackerLoss},${o.defenderLoss}`) ?? 0) / n;
      expect(Math.abs(got - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
    }
  });
});

describe("D6 written in a variant", () => {
  const game = createGame(
    irOf(`variant "Counts" extends "classic" {
      combat {
        defender dice 1..3 when armies >= 5
        attacker dice 1..4 when armies >= 4
      }
    }`),
  );
  const alaska = territoryIndex(game, "Alaska");
  const kamchatka = territoryIndex(game, "Kamchatka");
  /** The rules of an attack from Alaska (12 armies) on Kamchatka holding `defenders`. */
  const at = (defenders: number) => modifiedRules(game, alaskaAttackOn(game, defenders), game.dice, alaska, kamchatka);
  /** Seat 1's attack from Alaska on Kamchatka: one roll of `dice` dice. */
  const roll = (dice: number): Action => ({ type: "attack", from: alaska, to: kamchatka, rolls: 1, dice });

  it("D6 each side's most dice are those of the statement whose condition holds as the attack starts", () => {
    expect(at(3)).toBe(game.dice);
    expect(at(4)).toMatchObject({ attackerMax: 4, defenderMax: 2 });
    expect(at(5)).toMatchObject({ attackerMax: 4, defenderMax: 3 });
    expect(game.dice).toMatchObject({ attackerMax: 3, defenderMax: 2 });
  });

  it("D6 the next roll rolls the dice of the attack: 4 against 3 on 5 defenders, 4 against 2 on 4, 3 against 2 on 3", () => {
    const dice = (defenders: number) => {
      const roll = nextRoll(game, alaskaAttackOn(game, defenders), alaska, kamchatka)!;
      return [roll.attacker.sizes.length, roll.defender.sizes.length];
    };
    expect(dice(5)).toEqual([4, 3]);
    expect(dice(4)).toEqual([4, 2]);
    expect(dice(3)).toEqual([3, 2]);
  });

  it("D6 one roll of the engine takes three armies in all (three comparisons) where the defender rolls three dice, two where it rolls two", () => {
    for (const [defenders, fallen] of [
      [5, 3],
      [4, 2],
    ] as const) {
      const before = alaskaAttackOn(game, defenders);
      const after = must(game, structuredClone(before), roll(3));
      expect(before.armies[alaska]! + before.armies[kamchatka]! - after.armies[alaska]! - after.armies[kamchatka]!).toBe(fallen);
    }
  });

  it("D6 an attack may name up to the attack's most dice (4 here) and no more", () => {
    const s = alaskaAttackOn(game, 5);
    expect(() => must(game, structuredClone(s), roll(4))).not.toThrow();
    expect(() => must(game, structuredClone(s), roll(5))).toThrow();
  });
});
