// The board's index (engine/board/board-index.ts) — each seat's territories, and those with
// armies enough to attack from — kept in step by the board's writers through whole games played
// in place, on every bundled variant: what it visits is always what `owner` and `armies` say, and
// what the rules offer from it is what they offer from a copy that builds its index afresh.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import { addArmies, removeArmies, setOwner, someArmed, someOwned } from "../../engine/board/index.js";
import { applyInPlace, cloneState, decisionOf, legalActions, newGame, seedRng, viewFor, type Game, type GameState } from "../../engine/index.js";
import { bundledGame, bundledVariants } from "../support/variants.js";

const visited = (some: typeof someOwned, game: Game, state: GameState, seat: number): number[] => {
  const out: number[] = [];
  some(game, state, seat, (t) => void out.push(t));
  return out;
};

/** What the index should hold, read off the state's arrays. */
function expected(game: Game, state: GameState, seat: number, armed: boolean): number[] {
  const out: number[] = [];
  for (let t = 0; t < game.territoryCount; t++) if (state.owner[t] === seat && (!armed || state.armies[t]! >= game.combat.sourceMin)) out.push(t);
  return out;
}

function checkIndex(game: Game, state: GameState): void {
  for (let seat = 0; seat < state.seats; seat++) {
    expect(visited(someOwned, game, state, seat)).toEqual(expected(game, state, seat, false));
    expect(visited(someArmed, game, state, seat)).toEqual(expected(game, state, seat, true));
  }
}

describe("the board's index", () => {
  for (const name of bundledVariants) {
    const game = bundledGame(name);
    const seats = Math.min(Math.max(3, game.variant.players.min), game.variant.players.max);
    it(`C5/C7 ${name}: along games in place (greedy and random seats), it is what owner and armies say, and the offered actions are a fresh copy's`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (seed, greedyFirst) => {
          const state = newGame(game, seats, seed);
          const rng = seedRng(seed);
          const seatBots = Array.from({ length: seats }, (_, s) => bots[(s % 2 === 0) === greedyFirst ? "greedy" : "random"]!);
          for (let i = 0; i < 400 && state.stage !== "over"; i++) {
            const decision = decisionOf(game, state);
            const actions = legalActions(game, state, decision);
            if (i % 7 === 0) {
              checkIndex(game, state);
              expect(actions).toEqual(legalActions(game, cloneState(state)));
            }
            const action = seatBots[decision.seat]!.choose({ game, view: viewFor(state, decision.seat), decision, actions, rng });
            expect(applyInPlace(game, state, action)).toBeUndefined();
          }
          checkIndex(game, state);
        }),
        { numRuns: 4, seed: 14 },
      );
    });
  }

  it("C5 a territory leaves the armed set when its armies fall below the attack's minimum, and joins it again; a conquest moves it between seats", () => {
    const game = bundledGame("classic");
    const state = newGame(game, 3, 5);
    expect(game.combat.sourceMin).toBe(2); // one army attacks, one stays (leave 1)
    const t = 0;
    const seat = state.owner[t]!;
    const other = (seat + 1) % 3;
    const armed = (s: number) => visited(someArmed, game, state, s).includes(t);
    const owned = (s: number) => visited(someOwned, game, state, s).includes(t);
    checkIndex(game, state); // the index is built now: what follows keeps it in step
    expect(state.armies[t]).toBe(1); // dealt one army
    addArmies(game, state, t, 2);
    expect([state.armies[t], armed(seat)]).toEqual([3, true]);
    removeArmies(game, state, t, 2);
    expect([state.armies[t], armed(seat), owned(seat)]).toEqual([1, false, true]);
    addArmies(game, state, t, 1);
    expect([state.armies[t], armed(seat)]).toEqual([2, true]);
    setOwner(state, t, other);
    expect([owned(seat), armed(seat), owned(other), armed(other)]).toEqual([false, false, true, true]);
    checkIndex(game, state);
  });
});
