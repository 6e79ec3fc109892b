// The board's index (engine/board/board-index.ts) — each seat's territories, and those with
// armies enough to attack from — kept in step by the board's writers through whole games played
// in place, on every bundled variant: what it visits is always what `owner` and `armies` say, and
// what the rules offer from it is what they offer from a copy that builds its index afresh.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addArmies, removeArmies, setOwner, someArmed, someOwned } from "../../engine/board/index.js";
import { attackers, attackProblem } from "../../engine/moves/index.js";
import { cloneState, createGame, legalActions, newGame, type Action, type Game, type GameState } from "../../engine/index.js";
import { alternatingSeats, playDecisions } from "../support/play-decisions.js";
import { bundledGame, bundledVariants, irOf, mini } from "../support/variants.js";

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
  // sourceMin is a bound of the attack rules, not of the index: no territory below it may attack.
  const seat = state.current;
  for (let t = 0; t < game.territoryCount; t++)
    if (state.owner[t] === seat && state.armies[t]! < game.combat.sourceMin) expect(attackers(game, state, t)).toBeLessThan(game.dice.attackerMin);
}

/** C5: at an attack decision, the plain attacks offered are exactly the pairs attackProblem accepts, sources in board order. */
function checkAttacks(game: Game, state: GameState, actions: readonly Action[]): void {
  const offered = actions.flatMap((a) =>
    a.type === "attack" && a.rolls === undefined && a.effect === undefined && !a.strike ? [[a.from, a.to]] : [],
  );
  const legal: number[][] = [];
  for (let from = 0; from < state.owner.length; from++)
    for (let to = 0; to < game.territoryCount; to++) if (attackProblem(game, state, from, to) === undefined) legal.push([from, to]);
  const key = ([from, to]: number[]) => from! * 100_000 + to!;
  expect(offered.map(key).sort((x, y) => x - y)).toEqual(legal.map(key));
  const sources = offered.map(([from]) => from!);
  expect(sources).toEqual([...sources].sort((x, y) => x - y));
}

/** The bundled variants, and small ones whose attack needs other armies: none left behind, two, or a formula (not a number, so the bound is the attacker's minimum alone). */
const cases: [string, Game][] = [
  ...bundledVariants.map((name) => [name, bundledGame(name)] as [string, Game]),
  ["mini, leave 0", createGame(irOf(mini(["leave 1", "leave 0"])))],
  ["mini, leave 2", createGame(irOf(mini(["leave 1", "leave 2"])))],
  ["mini, leave by the round", createGame(irOf(mini(["leave 1", "leave if round > 2 then 2 else 1"])))],
];

/** Seats to play each case with: 3 where the variant allows it; and Y2/Y10 teams (Cybertron with 4) and T1 a neutral seat (Frontier with 2) besides. */
const seatings: [string, Game, number][] = [
  ...cases.map(([name, game]): [string, Game, number] => [name, game, Math.min(Math.max(3, game.variant.players.min), game.variant.players.max)]),
  ["transformers-cybertron", bundledGame("transformers-cybertron"), 4],
  ["frontier", bundledGame("frontier"), 2],
];

describe("the board's index", () => {
  it("C5 takes the attack's minimum as its bound: the attacker's minimum plus a `leave` that is a number (without factions)", () => {
    expect(cases.map(([name, game]) => [name, game.combat.sourceMin])).toEqual(
      cases.map(([name]) => [
        name,
        // With factions (Earth, Star Wars) the bound is the attacker's minimum alone (a faction may leave a territory empty);
        // Europe says `attacker dice 1..3 leave 0`: its bound is 1 + 0.
        name === "transformers-earth" ||
        name === "star-wars-original-trilogy" ||
        name === "risk-europe" ||
        name === "mini, leave by the round" ||
        name === "mini, leave 0"
          ? 1
          : name === "mini, leave 2"
            ? 3
            : 2,
      ]),
    );
  });

  for (const [name, game, seats] of seatings) {
    it(`C5/C7 ${name} with ${seats} players: along games in place (greedy and random seats), it is what owner and armies say, and the offered actions are a fresh copy's`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (seed, greedyFirst) => {
          const state = playDecisions(game, alternatingSeats(seats, greedyFirst), seed, 400, (state, decision, actions, i) => {
            if (i % 7 !== 0) return;
            checkIndex(game, state);
            expect(actions).toEqual(legalActions(game, cloneState(state)));
            if (decision.kind === "attack") checkAttacks(game, state, actions);
          });
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
