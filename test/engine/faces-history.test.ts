// The turn's history of faces (issue 26; docs/language-design.md, "As built"), rule ids:
//
//   H4  `topFaces`: dice the player to move rolled this turn showing their top face (a 6 on a d6).
//   H5  `lastRollBest`: the highest face of its last roll this turn (0 before its first).
//
// A variant whose formulas read them rolls its battles die by die (the faces exist); one that does
// not draws outcomes from the exact tables as before (its games are unchanged: the behaviour
// fixtures). H1–H3 are test/engine/territory-history.test.ts's.
import { describe, expect, it } from "vitest";
import { applyInPlace, createGame, legalActions, positionOf, seedRng, type Action, type Game, type GameState } from "../../engine/index.js";
import { classicGame, irOf } from "../support/variants.js";
import { alaskaAttackAction, alaskaAttackOn, fromPosition, territoryIndex } from "../support/engine.js";

/** Reads the faces: the attacks stop once two top faces have been rolled this turn. */
const game = createGame(irOf(`variant "Faces" extends "classic" { combat { attack where topFaces < 2 or lastRollBest == 0 } }`));
const alaska = territoryIndex(game, "Alaska");
const kamchatka = territoryIndex(game, "Kamchatka");

/** Seat 1 to attack Kamchatka (`defenders`) from Alaska (12); it holds Alberta too, so its turn waits at the fortify step when the attacks stop. */
const attackOn = (defenders: number) => alaskaAttackOn(game, defenders, { Alberta: 1 });

function must(g: Game, state: GameState, action: Action): void {
  expect(applyInPlace(g, state, action)).toBeUndefined();
}

describe("H4–H5 the faces rolled this turn", () => {
  it("H4/H5 only a variant whose formulas read them rolls faces", () => {
    expect(game.readsFaces).toBe(true);
    expect(classicGame().readsFaces).toBe(false);
    const s = alaskaAttackOn(classicGame(), 5);
    must(classicGame(), s, alaskaAttackAction(classicGame(), 1));
    expect([s.topFaces, s.lastRollBest]).toEqual([0, 0]);
  });

  it("H5 the best face of one roll of three dice is 1..6, and the losses agree with it (a best face of 1 never takes an army: ties go to the defender; both fall as often as the exact table says)", () => {
    let sixes = 0;
    let both = 0;
    const n = 1500;
    for (let seed = 1; seed <= n; seed++) {
      const s = attackOn(5);
      s.rng = seedRng(seed);
      must(game, s, alaskaAttackAction(game, 1));
      expect(s.lastRollBest).toBeGreaterThanOrEqual(1);
      expect(s.lastRollBest).toBeLessThanOrEqual(6);
      // H4: a best face of 6 is at least one top face; below 6, none.
      expect(s.topFaces > 0).toBe(s.lastRollBest === 6);
      if (s.lastRollBest === 1) expect(s.armiesDestroyed).toBe(0);
      if (s.lastRollBest === 6) sixes++;
      if (s.armiesDestroyed === 2) both++;
    }
    // Rolled die by die, 3 v 2 takes both armies as the exact table says: 2890 of 7776 rolls (C5).
    const q = 2890 / 7776;
    expect(Math.abs(both / n - q)).toBeLessThan(4 * Math.sqrt((q * (1 - q)) / n));
    // P(the best of three d6 is a 6) = 1 - (5/6)^3 = 91/216; 1500 rolls land within 4 standard deviations.
    const p = 91 / 216;
    expect(Math.abs(sixes / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  });

  it("H4 top faces add up over the turn's rolls, and a rule reads them: the attacks stop at two", () => {
    const s = attackOn(200);
    let rolls = 0;
    while (legalActions(game, s).some((a) => a.type === "attack" && a.from === alaska && a.to === kamchatka) && rolls < 500) {
      must(game, s, alaskaAttackAction(game, 1));
      rolls++;
      expect(s.lastRollBest).toBeGreaterThan(0);
    }
    expect(s.current).toBe(0);
    expect(s.topFaces).toBeGreaterThanOrEqual(2);
    expect(rolls).toBeLessThan(500);
  });

  it("H4/H5 a position carries them, and they start again with the next player's turn", () => {
    const s = attackOn(200);
    must(game, s, alaskaAttackAction(game, 1));
    const p = positionOf(game, s);
    expect(p.turn?.lastRollBest).toBe(s.lastRollBest);
    expect(p.turn?.topFaces).toBe(s.topFaces > 0 ? s.topFaces : undefined);
    const back = fromPosition(game, p);
    expect([back.topFaces, back.lastRollBest]).toEqual([s.topFaces, s.lastRollBest]);
    while (s.current === 0) must(game, s, legalActions(game, s).find((a) => a.type === "end") ?? legalActions(game, s)[0]!);
    expect([s.topFaces, s.lastRollBest]).toEqual([0, 0]);
  });
});
