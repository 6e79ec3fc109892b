// P1 (test/fixtures/position/factionless-neutral.risk): in a variant with factions, a neutral seat
// that plays none holds armies of no faction. positionOf writes them as `armies` alone (no
// `pieces`, which would add up to 0 and be refused with `pieces-mismatch`), and positionFrom gives
// the same state back, at the setup and through a game.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import { applyInPlace, createGame, decisionOf, legalActions, newGame, positionFrom, positionOf, seedRng, viewFor } from "../../engine/index.js";
import { irOf } from "../support/variants.js";

const game = createGame(irOf(readFileSync("test/fixtures/position/factionless-neutral.risk", "utf8")));
const neutral = 3; // seat 4 (players + 1), 0-based

describe("a factionless neutral seat in a variant with factions (P1)", () => {
  it("plays no faction, and its armies belong to none", () => {
    const state = newGame(game, 3, 5);
    expect(state.factionsOf[neutral]).toEqual([]);
    expect(state.factionsOf.slice(0, 3)).toEqual([[0], [0], [0]]);
  });

  it("its territories are written as `armies` alone and read back to the same state, through a whole game", () => {
    for (const [bot, seed] of [
      ["random", 3],
      ["greedy", 4],
    ] as const) {
      const state = newGame(game, 3, seed);
      const rng = seedRng(seed);
      let neutralHeld = 0;
      for (let i = 0; i < 1500 && state.stage !== "over"; i++) {
        if (i % 5 === 0) {
          const json = JSON.parse(JSON.stringify(positionOf(game, state)));
          for (const t of Object.values(json.territories) as { owner: number | null; armies: number; pieces?: Record<string, number> }[])
            if (t.owner === neutral + 1 && t.armies > 0) {
              expect(t.pieces).toBeUndefined();
              neutralHeld++;
            }
          const back = positionFrom(game, json);
          if (!back.ok) throw new Error(JSON.stringify(back.errors));
          expect(back.state).toEqual(state);
          expect(positionOf(game, back.state)).toEqual(json);
        }
        const d = decisionOf(game, state);
        const action = bots[bot]!.choose({ game, view: viewFor(state, d.seat), decision: d, actions: legalActions(game, state), rng });
        expect(applyInPlace(game, state, action)).toBeUndefined();
      }
      expect(neutralHeld).toBeGreaterThan(0);
    }
  });

  it("reads `pieces {}` beside its armies (what positionOf wrote before) as armies of no faction", () => {
    const state = newGame(game, 3, 5);
    const json = JSON.parse(JSON.stringify(positionOf(game, state)));
    let changed = 0;
    for (const t of Object.values(json.territories) as { owner: number | null; pieces?: Record<string, number> }[])
      if (t.owner === neutral + 1) {
        t.pieces = {};
        changed++;
      }
    expect(changed).toBeGreaterThan(0);
    const back = positionFrom(game, json);
    if (!back.ok) throw new Error(JSON.stringify(back.errors));
    expect(back.state).toEqual(state);
  });

  it("refuses `pieces` of a faction the neutral seat does not play", () => {
    const json = JSON.parse(JSON.stringify(positionOf(game, newGame(game, 3, 5))));
    const [name] = Object.entries(json.territories).find(([, t]) => (t as { owner: number }).owner === neutral + 1)!;
    json.territories[name].pieces = { Legion: json.territories[name].armies };
    const back = positionFrom(game, json);
    expect(back.ok).toBe(false);
    if (!back.ok) expect(back.errors.map((e) => e.path)).toContain(`territories.${name}.pieces.Legion`);
  });
});
