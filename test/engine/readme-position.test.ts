// The README's position example is a real position: it sets up, and seat 1 is to attack from Alaska.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decisionOf, legalActions, positionFrom } from "../../engine/index.js";
import { classicGame } from "../support/variants.js";

describe("README position example", () => {
  it("C5 sets up, with seat 1 to attack from Alaska and holding Peru and a wild", () => {
    const readme = readFileSync("README.md", "utf8");
    const section = readme.slice(readme.indexOf("### Positions"));
    const json = JSON.parse(/```json\n([\s\S]*?)```/.exec(section)![1]!);
    const game = classicGame();
    const r = positionFrom(game, json);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(decisionOf(game, r.state)).toEqual({ kind: "attack", seat: 1, seatIndex: 0 });
    const alaska = game.variant.map.territories.findIndex((t) => t.name === "Alaska");
    const kamchatka = game.variant.map.territories.findIndex((t) => t.name === "Kamchatka");
    expect(legalActions(game, r.state)).toContainEqual({ type: "attack", from: alaska, to: kamchatka });
    expect(r.state.hands[0]).toEqual([game.variant.map.territories.findIndex((t) => t.name === "Peru"), 42]);
  });
});
