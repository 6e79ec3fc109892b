// C8/R12 (issue 26, "Errors"): an `end` rule that ranks the players names every player level on
// all its formulas as a winner (a tie is a shared win). Rule id TW1 (defined here): tied players all win.
import { describe, expect, it } from "vitest";
import { applyInPlace, createGame, legalActions, newGame, type GameState } from "../../engine/index.js";
import { irOf } from "../support/variants.js";

/** Plays the first legal action until the game is over or `limit` actions are played. */
function playOut(text: string, players: number): GameState {
  const game = createGame(irOf(text));
  const state = newGame(game, players, 1);
  for (let i = 0; i < 5000 && state.stage !== "over"; i++) expect(applyInPlace(game, state, legalActions(game, state).at(-1)!)).toBeUndefined();
  return state;
}

const ending = (end: string) => `variant "Ties" extends "classic" {\n  end {\n    ${end}\n  }\n}\n`;

describe("TW1: tied winners", () => {
  it("TW1: players level on the ranking formula all win", () => {
    // After the first round nobody holds a whole continent yet: all four are level on 0.
    const state = playOut(ending('end "first round" when round > 1 winner highest count(groups owned)'), 4);
    expect(state.result).toEqual({ reason: "first round", winners: [0, 1, 2, 3] });
  });

  it("TW1: a second formula breaks the tie (the highest seat number wins)", () => {
    const state = playOut(ending('end "first round" when round > 1 winner highest count(groups owned), seat'), 4);
    expect(state.result).toEqual({ reason: "first round", winners: [3] });
  });
});
