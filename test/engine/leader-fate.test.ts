// Issue 26 (leaders are units, as docs/language-design.md section 7 says): a leader takes its
// type's `on death` like any unit — `returns` (the default, Y6: `revive` brings it back) or `lost`
// (gone for good: never revived).
import { describe, expect, it } from "vitest";
import { createGame, positionOf, type Game } from "../../engine/index.js";
import { canRevive, loseUnit } from "../../engine/board/index.js";
import { irOf } from "../support/variants.js";
import { fromPosition } from "../support/engine.js";

const withChief = (fate: string): Game =>
  createGame(irOf(`variant "Chiefs" extends "classic" { units { leader "Chief" seat 1 { die d8  form one  ${fate} }  revive cost 3 } }`));

/** Seat 1's Chief stands in Alaska; seat 1 to place 5 armies. */
const chiefInAlaska = (game: Game) =>
  fromPosition(game, {
    players: 3,
    toMove: 1,
    phase: "reinforce",
    pool: 5,
    territories: { Alaska: { owner: 1, armies: 3 }, Kamchatka: { owner: 2, armies: 2 } },
    others: { owner: 3, armies: 1 },
    leaders: { Chief: { at: "Alaska", form: "one" } },
  });

describe("Y6/Y9 a leader's fate on death", () => {
  it("Y6 `on death lost`: the leader is gone for good and is never revived; without it, it may come back", () => {
    expect(withChief("on death lost").variant.units!.types[0]!.onDeath).toBe("lost");
    for (const [fate, revived] of [
      ["on death lost", false],
      ["", true],
    ] as const) {
      const game = withChief(fate);
      const state = chiefInAlaska(game);
      loseUnit(game, state, 0);
      expect(canRevive(game, state, 0), fate).toBe(revived);
      const p = positionOf(game, state);
      expect(p.leaders?.Chief).toEqual(revived ? { at: null, form: "one" } : { at: null, form: "one", lost: true });
      expect(canRevive(game, fromPosition(game, p), 0), `${fate}, read back`).toBe(revived);
    }
  });
});
