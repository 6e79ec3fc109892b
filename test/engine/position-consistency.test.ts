// positionFrom refuses a position no game can come to, each case with its own code, as a rules
// checker would: who is out must agree with the board and the variant's elimination rule, a
// result only with a game that is over, a pending decision only in the stage that has it.
// And no position, however damaged, makes it throw.
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decisionOf, newGame, positionFrom, positionOf, positionErrors, type Game, type Position, type PositionError } from "../../engine/index.js";
import { greedyStates } from "../support/greedy-states.js";
import { bundledGame, classicGame } from "../support/variants.js";

const codes = (game: Game, position: unknown): string[] => {
  const r = positionFrom(game, position);
  return r.ok ? [] : r.errors.map((e) => e.code);
};
const refusal = (game: Game, position: unknown): PositionError[] => {
  const r = positionFrom(game, position);
  return r.ok ? [] : r.errors;
};

describe("who is out agrees with the board (C8, E3, E15)", () => {
  const game = classicGame();

  it("C8 a seat listed as out that holds every territory is refused (it would be asked to place 38 armies)", () => {
    expect(refusal(game, { players: 3, toMove: 2, territories: {}, others: { owner: 1, armies: 1 }, eliminated: [1] })).toContainEqual({
      path: "eliminated.0",
      code: "eliminated-holds",
      message: "seat 1 is out of the game, but it holds 42 territories",
    });
  });

  it("C8 a seat holding nothing that `eliminated` lists as in is refused; left out, it is out", () => {
    const board = { players: 3, toMove: 1, territories: { Alaska: { owner: 2, armies: 1 } }, others: { owner: 1, armies: 1 } };
    expect(refusal(game, { ...board, eliminated: [] })).toEqual([
      {
        path: "eliminated",
        code: "alive-with-nothing",
        message:
          "seat 3 holds nothing (no territory, no unit on the board, no army off it) and the variant's rule (`eliminated when`) puts it out: list it in `eliminated`",
      },
    ]);
    expect(codes(game, { ...board, eliminated: [3] })).toEqual([]);
    const derived = positionFrom(game, board);
    if (!derived.ok) throw new Error(JSON.stringify(derived.errors));
    expect(derived.state.alive).toEqual([true, true, false]);
    expect(positionOf(game, derived.state).eliminated).toEqual([3]);
  });

  it("C8 the seat to move is in the game", () => {
    const board = { players: 3, territories: { Alaska: { owner: 2, armies: 1 } }, others: { owner: 1, armies: 1 }, eliminated: [3] };
    expect(codes(game, { ...board, toMove: 3 })).toEqual(["to-move-eliminated"]);
    expect(codes(game, { ...board, toMove: 2 })).toEqual([]);
  });

  it("C2 nobody is out before play begins", () => {
    const setup = positionOf(game, newGame(game, 3, 1));
    expect(codes(game, setup)).toEqual([]);
    // Seat 2 was dealt its territories: listed as out, it also holds them.
    expect(codes(game, { ...setup, eliminated: [2] })).toEqual(["eliminated-in-setup", "eliminated-holds"]);
  });

  it("E15 a Decepticon with nothing is still in after its first turn, out after a later one; E3 armies off the board are holdings", () => {
    const earth = bundledGame("transformers-earth");
    const start = positionOf(earth, newGame(earth, 2, 1));
    start.stage = "play";
    delete start.setup;
    // No Transformer starts on the board (E2): seat 1, the Decepticon, holds nothing.
    expect(Object.values(start.territories).some((t) => t.owner === 1)).toBe(false);
    const at = (turnsTaken: number): Position => ({ ...start, toMove: 2, turnsTaken: { "1": turnsTaken, "2": turnsTaken }, eliminated: [] });
    expect(codes(earth, at(0))).toEqual([]);
    expect(codes(earth, at(1))).toEqual([]);
    expect(codes(earth, at(2))).toEqual(["alive-with-nothing"]);
    const waiting: Position = { ...at(2), offBoard: { "1": { armies: 3 } } };
    expect(codes(earth, waiting)).toEqual([]);
    expect(refusal(earth, { ...waiting, eliminated: [1] })).toContainEqual({
      path: "eliminated.0",
      code: "eliminated-holds",
      message: "seat 1 is out of the game, but it holds 3 armies off the board",
    });
  });
});

describe("a result only when the game is over (C8, T1)", () => {
  const game = classicGame();
  const board = {
    players: 3,
    toMove: 1,
    territories: { Alaska: { owner: 2, armies: 1 }, Peru: { owner: 3, armies: 1 } },
    others: { owner: 1, armies: 1 },
  };

  it("C8 over needs a result, and a result needs the game over", () => {
    expect(codes(game, { ...board, stage: "over" })).toEqual(["over-without-result"]);
    expect(codes(game, { ...board, result: { reason: "domination", winners: [1] } })).toEqual(["result-not-over"]);
    expect(codes(game, { ...board, stage: "over", result: { reason: "domination", winners: [1] } })).toEqual([]);
  });

  it("T1 a neutral seat never wins", () => {
    const two = bundledGame("two-player");
    const over = {
      players: 2,
      stage: "over",
      territories: {},
      others: { owner: 3, armies: 1 },
      eliminated: [1, 2],
      result: { reason: "x", winners: [3] },
    };
    expect(codes(two, over)).toEqual(["winner-neutral"]);
  });
});

describe("what the game waits for fits the stage and the board (C6, F6, K1)", () => {
  const game = classicGame();
  const board = {
    players: 3,
    toMove: 1,
    phase: "attack",
    territories: { Alaska: { owner: 1, armies: 4 }, Kamchatka: { owner: 1, armies: 1 } },
    others: { owner: 2, armies: 1 },
  };

  it("F6/K1 a setup decision in play is refused (it was accepted, and decisionOf then threw on it)", () => {
    for (const kind of ["bid", "choose", "placeNeutral", "claim"]) {
      const pending = kind === "choose" ? { kind, choice: "x" } : kind === "placeNeutral" ? { kind, left: 1 } : { kind };
      const r = positionFrom(game, { ...board, eliminated: [3], pending });
      expect(r.ok, kind).toBe(false);
    }
    expect(codes(game, { ...board, eliminated: [3], pending: { kind: "bid" } })).toEqual(["pending-out-of-stage"]);
    expect(codes(game, { ...board, eliminated: [3], pending: { kind: "claim" } })).toEqual(["pending-out-of-stage"]);
  });

  it("C6 moving in after a conquest: from and into the mover's territories, at least no more than at most", () => {
    const advance = (from: string, to: string, min = 1, max = 3) => ({ ...board, eliminated: [3], pending: { kind: "advance", from, to, min, max } });
    expect(codes(game, advance("Alaska", "Kamchatka"))).toEqual([]);
    expect(decisionOf(game, positionFromOrThrow(game, advance("Alaska", "Kamchatka"))).kind).toBe("advance");
    expect(codes(game, advance("Alaska", "Peru"))).toEqual(["bad-advance"]);
    expect(codes(game, advance("Peru", "Kamchatka"))).toEqual(["bad-advance"]);
    expect(codes(game, advance("Alaska", "Kamchatka", 3, 2))).toEqual(["bad-advance"]);
  });

  it("C5 an attack waiting for the defender's dice: from the mover's territory, on another player's", () => {
    const defend = (from: string, to: string) => ({
      ...board,
      territories: { Alaska: { owner: 1, armies: 4 }, Kamchatka: { owner: 2, armies: 2 } },
      eliminated: [3],
      pending: { kind: "defend", from, to, rolls: 1 },
    });
    expect(codes(game, defend("Alaska", "Kamchatka"))).toEqual([]);
    expect(decisionOf(game, positionFromOrThrow(game, defend("Alaska", "Kamchatka")))).toMatchObject({ kind: "defend", seat: 2 });
    expect(codes(game, defend("Kamchatka", "Alaska"))).toEqual(["bad-defend", "bad-defend"]);
    expect(codes(game, defend("Alaska", "Alaska"))).toEqual(["bad-defend"]);
  });
});

describe("the codes", () => {
  const table = Object.values(positionErrors).map((e) => e.code);

  it("are unique, and the README's Positions section lists each one", () => {
    expect(new Set(table).size).toBe(table.length);
    const readme = readFileSync("README.md", "utf8");
    const section = readme.slice(readme.indexOf("### Positions"), readme.indexOf("### The package"));
    const listed = [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...table].sort());
  });

  it("no position, however damaged, makes positionFrom throw: it answers with codes from the table", () => {
    const game = bundledGame("transformers-earth");
    const states = [...greedyStates(game, 3, 2, 40)].slice(0, 6).map((s) => positionOf(game, s));
    const anyJson = fc.oneof(
      fc.constant(null),
      fc.integer({ min: -3, max: 60 }),
      fc.string({ maxLength: 6 }),
      fc.boolean(),
      fc.constant([]),
      fc.constant({}),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: states.length - 1 }), fc.array(fc.tuple(fc.nat(), anyJson), { maxLength: 3 }), (i, edits) => {
        const position = structuredClone(states[i]!) as unknown as Record<string, unknown>;
        const keys = Object.keys(position);
        for (const [k, value] of edits) position[keys[k % keys.length]!] = value;
        const r = positionFrom(game, position);
        if (!r.ok) for (const e of r.errors) expect(table).toContain(e.code);
      }),
      { numRuns: 150, seed: 25 },
    );
  });
});

function positionFromOrThrow(game: Game, json: unknown) {
  const r = positionFrom(game, json);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.state;
}
