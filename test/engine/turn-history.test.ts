// The turn's history in formulas (issue 26; docs/language-design.md, part A): what the attacks of
// the player to move did this turn — `armiesDestroyed` (pieces of others it destroyed),
// `armiesLost` (its own pieces lost) and `eliminations` (players it put out), next to C4's
// `conquered`. They start again with every turn, and positions carry them.
import { describe, expect, it } from "vitest";
import { applyInPlace, createGame, decisionOf, legalActions, positionOf, type Action, type Game, type GameState } from "../../engine/index.js";
import { classicGame, irOf } from "../support/variants.js";
import { alaskaAttackAction, alaskaAttackOn, fromPosition, playState, territoryIndex } from "../support/engine.js";

const classic = classicGame();

/** Seat 1 to attack Kamchatka (seat 2, `defenders` armies) from Alaska (12 armies); seat 2 holds Peru too when `more`. */
const alaskaAttack = (game: Game, defenders: number, more = true) => alaskaAttackOn(game, defenders, more ? { Peru: 2 } : {});
const attack = alaskaAttackAction;

function must(game: Game, state: GameState, action: Action): void {
  expect(applyInPlace(game, state, action)).toBeUndefined();
}

describe("the turn's history", () => {
  it("C5 one roll of three dice against two: the two pieces that fall are counted, destroyed or lost", () => {
    const s = alaskaAttack(classic, 5);
    must(classic, s, attack(classic, 1));
    const lost = 12 - s.armies[territoryIndex(classic, "Alaska")]!;
    const destroyed = 5 - s.armies[territoryIndex(classic, "Kamchatka")]!;
    expect([s.armiesLost, s.armiesDestroyed]).toEqual([lost, destroyed]);
    expect(lost + destroyed).toBe(2);
  });

  it("C8 a conquest that puts the last territory of a player out counts an elimination", () => {
    const s = alaskaAttack(classic, 1, false);
    must(classic, s, attack(classic));
    expect(s.owner[territoryIndex(classic, "Kamchatka")]).toBe(0);
    expect(s.eliminations).toBe(1);
    expect(s.armiesDestroyed).toBe(1);
  });

  it("the history starts again with the next player's turn, and a position carries it", () => {
    const s = alaskaAttack(classic, 5);
    must(classic, s, attack(classic, 1));
    const p = positionOf(classic, s);
    const given = (n: number) => (n > 0 ? n : undefined);
    expect([p.turn?.armiesLost, p.turn?.armiesDestroyed, p.turn?.eliminations]).toEqual([given(s.armiesLost), given(s.armiesDestroyed), undefined]);
    const back = fromPosition(classic, p);
    expect([back.armiesLost, back.armiesDestroyed, back.eliminations]).toEqual([s.armiesLost, s.armiesDestroyed, 0]);
    while (s.current === 0) must(classic, s, legalActions(classic, s).find((a) => a.type === "end") ?? legalActions(classic, s)[0]!);
    expect([s.armiesLost, s.armiesDestroyed, s.eliminations]).toEqual([0, 0, 0]);
  });

  it("a rule reads it: `attack where armiesDestroyed < 2` ends the attacks once two pieces are destroyed", () => {
    const game = createGame(irOf(`variant "Two" extends "classic" { combat { attack where armiesDestroyed < 2 } }`));
    // Seat 1 holds Alberta too, so a fortify decision follows the attacks within the same turn.
    const s = playState(game, {
      players: 3,
      toMove: 1,
      phase: "attack",
      owners: { Alaska: 1, Alberta: 1, Kamchatka: 2, Peru: 2 },
      armiesAt: { Alaska: 12, Kamchatka: 30 },
      rest: 3,
    });
    const kamchatka = territoryIndex(game, "Kamchatka");
    while (decisionOf(game, s).kind === "attack") {
      expect(s.armiesDestroyed).toBeLessThan(2);
      expect(legalActions(game, s).some((a) => a.type === "attack" && a.to === kamchatka)).toBe(true);
      must(game, s, attack(game, 1));
    }
    expect(decisionOf(game, s).kind).toBe("fortify");
    expect(s.armiesDestroyed).toBeGreaterThanOrEqual(2);
  });
});
