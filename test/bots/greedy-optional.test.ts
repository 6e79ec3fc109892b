// The greedy bot weighs every optional action by the evaluation (bots/greedy-weigh.ts): an
// in-play `choose` that pays is made, one that changes nothing is not (O1, defined here: an
// optional action is taken when the evaluation after it beats not taking it).
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../bots/greedy-bot.js";
import { applyInPlace, createGame, decisionOf, legalActions, newGame, viewFor, type Action, type Game, type GameState } from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { irOf } from "../support/variants.js";

/** Classic with a word choice made in play, at the start of the fortify phase; `income` is what the reinforcement adds for it. */
function rally(income: string): Game {
  return createGame(
    irOf(`variant "Rally" extends "classic" {
  choices {
    choice stance: calm | rally
  }
  turn {
    phase reinforce {
      receive max(3, floor(count(territories owned) / 3)) + sum(bonus of groups owned) + ${income}
      trade forced when hand >= 5
      place
    }
    phase attack {
      attack
    }
    phase fortify {
      choose stance
      fortify moves 1 path fortifyPath leave 1
    }
    phase draw {
      draw 1 when conquered > 0
    }
  }
}
`),
  );
}

function greedy(game: Game, state: GameState): Action {
  const decision = decisionOf(game, state);
  return greedyBot.choose({ game, view: viewFor(state, decision.seat), decision, actions: legalActions(game, state), rng: seedRng(1) });
}

/** Greedy games of `game` (3 players): how many made a `choose` in play, and the first one's value. */
function chooseCounts(game: Game, games: number): { games: number; values: number[] } {
  let withChoice = 0;
  const values: number[] = [];
  for (let g = 0; g < games; g++) {
    const state = newGame(game, 3, g + 1);
    let chose = false;
    for (let n = 0; n < 3000 && state.stage !== "over"; n++) {
      const action = greedy(game, state);
      if (action.type === "choose" && state.stage === "play") {
        chose = true;
        values.push(action.value);
      }
      expect(applyInPlace(game, state, action)).toBeUndefined();
    }
    if (chose) withChoice++;
  }
  return { games: withChoice, values };
}

describe("O1: greedy weighs optional actions", () => {
  it("O1: an in-play choice that adds to the reinforcements is made (rally: +3 armies)", () => {
    const game = rally("(if stance == rally then 3 else 0)");
    const counts = chooseCounts(game, 5);
    // Every game: each seat takes `rally` once and keeps it (choosing the value held is not offered).
    expect(counts.games).toBe(5);
    expect(new Set(counts.values)).toEqual(new Set([1]));
  });

  it("O1: a choice that changes nothing is not made (the step is ended)", () => {
    const game = rally("0");
    expect(chooseCounts(game, 3).games).toBe(0);
  });
});
