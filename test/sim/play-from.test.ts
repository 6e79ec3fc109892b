// A game played from a position, with its log in words: the same position and seed give the same
// log, and the log says what each seat did by name.
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import { positionFrom } from "../../engine/index.js";
import { playGame } from "../../sim/index.js";
import { classicGame } from "../support/variants.js";
import { alaskaAttack } from "../support/engine.js";

describe("playing from a position", () => {
  const game = classicGame();
  const position = alaskaAttack;

  it("C5 plays on from the position to the end, logging each action by name; the position's state is not changed", () => {
    const from = positionFrom(game, position);
    if (!from.ok) throw new Error(JSON.stringify(from.errors));
    const before = structuredClone(from.state);
    const lines: string[] = [];
    const record = playGame(game, [bots["greedy"]!, bots["greedy"]!, bots["greedy"]!], 5, {
      maxRounds: 500,
      from: from.state,
      log: (l) => lines.push(l),
    });
    expect(from.state).toEqual(before);
    expect(record.reason).toBe("domination");
    // The first decision is seat 1's attack from its 12 armies in Alaska.
    expect(lines[0]).toMatch(/^Red attacks \S.* from Alaska/);
    expect(lines.some((l) => /^(Red|Blue|Green) places \d+ arm(y|ies) on /.test(l))).toBe(true);
    const again: string[] = [];
    playGame(game, [bots["greedy"]!, bots["greedy"]!, bots["greedy"]!], 5, { maxRounds: 500, from: from.state, log: (l) => again.push(l) });
    expect(again).toEqual(lines);
  });
});
