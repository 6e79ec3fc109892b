// C5: the two plain attacks across a border (until decided, one roll) are offered at every attack
// decision; the enumeration makes them once per game and hands out the same frozen values, so a
// caller can keep them, compare them, replay them — and cannot change them by accident.
import { describe, expect, it } from "vitest";
import { applyInPlace, createGame, legalActions, positionFrom, type ActionOf } from "../../engine/index.js";
import { alaskaAttack } from "../support/engine.js";
import { classicIr } from "../support/variants.js";

describe("C5 plain attacks are shared values", () => {
  it("are the same frozen objects at every attack decision of a game, and can be applied", () => {
    const game = createGame(classicIr());
    const index = (name: string) => game.variant.map.territories.findIndex((t) => t.name === name);
    const [alaska, kamchatka] = [index("Alaska"), index("Kamchatka")];
    const at = (json: object) => {
      const r = positionFrom(game, json);
      if (!r.ok) throw new Error("position refused");
      return r.state;
    };
    const plainAttacks = (json: object) =>
      legalActions(game, at(json)).filter(
        (a): a is ActionOf<"attack"> => a.type === "attack" && a.from === alaska && a.to === kamchatka && a.effect === undefined,
      );
    const first = plainAttacks(alaskaAttack);
    expect(first).toEqual([
      { type: "attack", from: alaska, to: kamchatka },
      { type: "attack", from: alaska, to: kamchatka, rolls: 1 },
    ]);
    expect(first.every((a) => Object.isFrozen(a))).toBe(true);
    // Another position of the same game offers the very same objects for the same border.
    const again = plainAttacks({ ...alaskaAttack, territories: { ...alaskaAttack.territories, Alaska: { owner: 1, armies: 3 } } });
    expect(again[0]).toBe(first[0]);
    expect(again[1]).toBe(first[1]);
    // Changing one throws, instead of changing every later decision of the game.
    expect(() => {
      (first[0] as { rolls?: number }).rolls = 3;
    }).toThrow(TypeError);
    expect(first[0]).toEqual({ type: "attack", from: alaska, to: kamchatka });
    // A shared action is applied like any other, and a copy with a change is an action of its own.
    const state = at(alaskaAttack);
    expect(applyInPlace(game, state, { ...first[0]!, stopAt: 5 })).toBeUndefined();
    // It ran until Kamchatka fell or Alaska was down below its stop.
    expect(state.owner[kamchatka] === 0 || state.armies[alaska]! < 5).toBe(true);
    expect(state.armies[alaska]! + state.armies[kamchatka]!).toBeLessThan(14);
  });
});
