// Positions as data: positionOf writes any state so that positionFrom gives it back exactly, on
// random states of every bundled variant at every player count; hand-written positions are
// checked field by field with the field's path.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import {
  applyInPlace,
  createGame,
  decisionOf,
  legalActions,
  newGame,
  positionFrom,
  positionOf,
  seedRng,
  viewFor,
  type GameState,
} from "../../engine/index.js";
import { classicGame, irOf } from "../support/variants.js";

const variants: [string, number[]][] = [
  ["classic", [3, 4, 5, 6]],
  ["risiko", [3, 4, 5]],
  ["transformers-cybertron", [2, 3, 4]],
  ["transformers-earth", [2, 3, 4]],
  // Every other bundled variant at its fewest and most players: what positionFrom checks (who is out, what is pending) holds in every game.
  ["capital", [3, 6]],
  ["secret-mission", [3, 6]],
  ["two-player", [2]],
  ["frontier", [2, 5]],
  // The published editions at their most common table (Risk Europe: territories nobody holds in play, S10).
  ["black-ops", [4]],
  ["got-skirmish", [4]],
  ["star-wars-original-trilogy", [3]],
  ["risk-europe", [4]],
];

describe("positionOf / positionFrom", () => {
  for (const [name, counts] of variants) {
    const game = createGame(irOf(readFileSync(`variants/${name}.risk`, "utf8")));
    for (const players of counts) {
      it(`${name}, ${players} players: every 5th state of random and greedy games comes back exactly (through JSON)`, () => {
        for (const [bot, seed] of [
          ["random", 3],
          ["greedy", 4],
        ] as const) {
          const state = newGame(game, players, seed);
          const rng = seedRng(seed);
          let checked = 0;
          for (let i = 0; i < 1500 && state.stage !== "over"; i++) {
            if (i % 5 === 0) {
              const json = JSON.parse(JSON.stringify(positionOf(game, state)));
              const back = positionFrom(game, json);
              if (!back.ok) throw new Error(JSON.stringify(back.errors));
              expect(back.state).toEqual(state);
              expect(positionOf(game, back.state)).toEqual(json);
              checked++;
            }
            const d = decisionOf(game, state);
            const action = bots[bot]!.choose({ game, view: viewFor(state, d.seat), decision: d, actions: legalActions(game, state), rng });
            expect(applyInPlace(game, state, action)).toBeUndefined();
          }
          expect(checked).toBeGreaterThan(2);
        }
      });
    }
  }

  it("a game set up from a position plays on exactly as the game it was taken from", () => {
    const game = classicGame();
    const a = newGame(game, 4, 9);
    const rng = seedRng(1);
    const play = (s: GameState, n: number, r = rng) => {
      for (let i = 0; i < n && s.stage !== "over"; i++) {
        const d = decisionOf(game, s);
        applyInPlace(game, s, bots["greedy"]!.choose({ game, view: viewFor(s, d.seat), decision: d, actions: legalActions(game, s), rng: r }));
      }
    };
    play(a, 300);
    const from = positionFrom(game, JSON.parse(JSON.stringify(positionOf(game, a))));
    if (!from.ok) throw new Error("position refused");
    play(a, 400, seedRng(2));
    play(from.state, 400, seedRng(2));
    expect(from.state).toEqual(a);
  });
});

describe("hand-written positions", () => {
  const game = classicGame();
  const others = { owner: 2, armies: 1 };

  it("C5 a puzzle: Alaska seat 1 with 5 armies, seat 1 to attack; the flow rests on the attack", () => {
    const r = positionFrom(game, {
      players: 3,
      toMove: 1,
      phase: "attack",
      territories: { Alaska: { owner: 1, armies: 5 }, Alberta: { owner: 1, armies: 2 } },
      others,
    });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(decisionOf(game, r.state)).toEqual({ kind: "attack", seat: 1, seatIndex: 0 });
    const attacks = legalActions(game, r.state).filter((a) => a.type === "attack" && a.rolls === undefined);
    const names = (t: number) => game.variant.map.territories[t]!.name;
    expect(new Set(attacks.map((a) => (a.type === "attack" ? `${names(a.from)}>${names(a.to)}` : "")))).toEqual(
      new Set(["Alaska>Kamchatka", "Alaska>Northwest Territory", "Alberta>Northwest Territory", "Alberta>Ontario", "Alberta>Western United States"]),
    );
    // The cards nobody holds are the shuffled deck; every seat has played the turns before this one.
    expect(r.state.deck).toHaveLength(44);
    expect(r.state.turnsTaken).toEqual([0, 0, 0]);
  });

  it("C3 the start of a turn receives the reinforcements", () => {
    const r = positionFrom(game, {
      players: 3,
      toMove: 2,
      round: 3,
      territories: { Alaska: { owner: 1, armies: 3 }, Peru: { owner: 3, armies: 3 } },
      others: { owner: 2, armies: 2 },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(decisionOf(game, r.state)).toEqual({ kind: "place", seat: 2, seatIndex: 1 });
    // 40 territories: 13, and every continent but North and South America (2 + 5 + 7 + 3 = 17).
    expect(r.state.pool).toBe(13 + 17);
    expect(r.state.turnsTaken).toEqual([3, 2, 2]);
  });

  it("says what is wrong, with each field's path, and sets up nothing", () => {
    const r = positionFrom(game, {
      players: 3,
      toMove: 4,
      phase: "atack",
      territories: { Alsaka: { owner: 1, armies: 2 }, Alaska: { owner: 1, armies: -1 }, Peru: { owner: null } },
      others,
      leaders: {},
      hands: { "1": ["Alaska", "Nowhere"], "5": [] },
      colour: "red",
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual(
      expect.arrayContaining([
        { path: "colour", code: "unknown-field", message: "is not a field of a position" },
        { path: "leaders", code: "unused-field", message: "this variant has no leaders" },
        { path: "toMove", code: "not-a-number", message: "must be a whole number from 1 to 3" },
        { path: "phase", code: "unknown-name", message: "there is no phase `atack`" },
        { path: "territories.Alsaka", code: "unknown-name", message: "there is no territory `Alsaka`" },
        { path: "territories.Alaska.armies", code: "not-a-number", message: "must be a whole number of at least 0" },
        {
          path: "territories.Peru.owner",
          code: "owner-required",
          message: "every territory has an owner in this variant (no factions, `leave N empty` or capped deal leaves one empty)",
        },
        { path: "hands.1.1", code: "unknown-name", message: "there is no card `Nowhere`" },
        { path: "hands.5", code: "not-a-seat", message: "is not a seat (1 to 3)" },
      ]),
    );
  });

  it("refuses a player count the variant is not for, and a territory left out without `others`", () => {
    expect(positionFrom(game, { players: 9, territories: {} })).toEqual({
      ok: false,
      errors: [{ path: "players", code: "not-a-number", message: "must be a whole number from 3 to 6" }],
    });
    const r = positionFrom(game, { players: 3, territories: { Alaska: { owner: 1, armies: 1 } } });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toContainEqual({ path: "territories.Peru", code: "missing-territory", message: "is missing (list it, or give `others`)" });
  });
});
