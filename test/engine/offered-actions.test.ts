// C2–C7 (and each variant's own steps): what the enumeration offers is legal — the rule every
// step's checks state (problemOf) accepts each offered action, at every decision of games on
// every bundled variant. `applyOffered` leans on it: an action taken from the offered list is
// carried out without being checked again, and the simulator's loop goes through it.
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import {
  applyInPlace,
  applyOffered,
  cloneState,
  decisionOf,
  legalActions,
  newGame,
  problemOf,
  seedRng,
  viewFor,
  type Action,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { bundledGame, bundledVariants } from "../support/variants.js";

const seatings: [string, number][] = [
  ...bundledVariants.flatMap((name): [string, number][] => {
    const { min, max } = bundledGame(name).variant.players;
    return [...new Set([min, Math.min(Math.max(4, min), max)])].map((seats): [string, number] => [name, seats]);
  }),
  ["transformers-cybertron", 4], // Y10: teams
];

/** Play games with greedy and random seats taking turns; `visit` sees each decision's state and offer before the bot chooses. */
function playWith(game: Game, seats: number, seed: number, decisions: number, visit: (state: GameState, offered: Action[]) => void): number {
  const state = newGame(game, seats, seed);
  const rng = seedRng(seed);
  const seatBots = Array.from({ length: seats }, (_, s) => bots[(s + seed) % 2 === 0 ? "greedy" : "random"]!);
  let played = 0;
  for (; played < decisions && state.stage !== "over"; played++) {
    const decision = decisionOf(game, state);
    const offered = legalActions(game, state, decision);
    visit(state, offered);
    const action = seatBots[decision.seat]!.choose({ game, view: viewFor(state, decision.seat), decision, actions: offered, rng });
    expect(applyOffered(game, state, decision, offered, action)).toBeUndefined();
  }
  return played;
}

describe("the offered actions", () => {
  for (const [name, seats] of seatings) {
    const game = bundledGame(name);
    it(`C2–C7 ${name} with ${seats} players: every action offered at every decision is one the rules accept`, () => {
      let checked = 0;
      for (const seed of [1, 2]) {
        playWith(game, seats, seed, 1500, (state, offered) => {
          for (const action of offered) {
            const found = problemOf(game, state, action);
            if (found)
              expect.fail(
                `offered ${JSON.stringify(action)} at ${decisionOf(game, state).kind}, which the rules refuse: ${found.code} ${found.message}`,
              );
            checked++;
          }
        });
      }
      expect(checked).toBeGreaterThan(1000);
    });
  }
});

describe("applyOffered", () => {
  const game = bundledGame("classic");

  it("C5: carries out an offered action exactly as applyInPlace does", () => {
    let compared = 0;
    playWith(game, 4, 3, 400, (state, offered) => {
      const decision = decisionOf(game, state);
      const action = offered[offered.length - 1]!;
      const trusted = cloneState(state);
      const checked = cloneState(state);
      expect(applyOffered(game, trusted, decision, offered, action)).toBeUndefined();
      expect(applyInPlace(game, checked, action)).toBeUndefined();
      expect(trusted).toEqual(checked);
      compared++;
    });
    expect(compared).toBe(400);
  });

  it("C5: checks an action that is not one of the offered objects, and refuses an illegal one without changing the state", () => {
    let refused = 0;
    let equalAccepted = 0;
    playWith(game, 4, 4, 300, (state, offered) => {
      const decision = decisionOf(game, state);
      // An equal copy of an offered action is not trusted, but it is legal, so it is carried out.
      const copy = cloneState(state);
      expect(applyOffered(game, copy, decision, offered, { ...offered[0]! })).toBeUndefined();
      equalAccepted++;
      if (decision.kind !== "attack") return;
      // An attack from a territory the player does not own is refused even beside a list that offers attacks.
      const notOwned = state.owner.findIndex((o) => o !== state.current);
      const illegal: Action = { type: "attack", from: notOwned, to: notOwned };
      const before = cloneState(state);
      const untouched = cloneState(state);
      expect(applyOffered(game, untouched, decision, offered, illegal)?.code).toBe(problemOf(game, state, illegal)!.code);
      expect(untouched).toEqual(before);
      refused++;
    });
    expect(equalAccepted).toBe(300);
    expect(refused).toBeGreaterThan(10);
  });
});
