// The turn's history at a territory (issue 26; docs/language-design.md, "As built", version 3):
// H1 `conqueredThisTurn` and `previousOwner` (whose a conquest took), H2 `attacksFrom`, H3
// `movedIn`, read at the territory in question or `of source`. The rules are those of
// test/fixtures/board/board-rules.risk; positions carry the history (`thisTurn`).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyInPlace, createGame, legalActions, newGame, positionOf, type Action, type Game, type GameState } from "../../engine/index.js";
import { classicGame, irOf } from "../support/variants.js";
import { conquer, fromPosition, playState, territoryIndex } from "../support/engine.js";

const boardRules = createGame(irOf(readFileSync("test/fixtures/board/board-rules.risk", "utf8")));

function must(game: Game, state: GameState, action: Action): void {
  expect(applyInPlace(game, state, action)).toBeUndefined();
}

/** Seat 1 to attack: Alaska (12) and Alberta (12) its, Kamchatka (1) seat 2's, the rest seat 3's. */
const attackPhase = (game: Game) =>
  playState(game, {
    players: 3,
    toMove: 1,
    phase: "attack",
    owners: { Alaska: 1, Alberta: 1, Kamchatka: 2 },
    armiesAt: { Alaska: 12, Alberta: 12, Kamchatka: 1 },
    rest: 3,
  });

const attacksFrom = (game: Game, s: GameState, name: string) =>
  legalActions(game, s).filter((a) => a.type === "attack" && a.from === territoryIndex(game, name));

describe("the turn's history at a territory", () => {
  it("H1 a conquest keeps whose the territory was; armies that conquered it do not attack on from it", () => {
    const s = conquer(boardRules, attackPhase(boardRules), "Alaska", "Kamchatka");
    const kamchatka = territoryIndex(boardRules, "Kamchatka");
    expect(s.history[0]![kamchatka]).toBe(2 + 1); // seat 2 (index 1) + 2
    expect(positionOf(boardRules, s).territories["Kamchatka"]!.thisTurn).toEqual({ from: 2 });
    expect(attacksFrom(boardRules, s, "Kamchatka")).toEqual([]);
    expect(attacksFrom(boardRules, s, "Alberta").length).toBeGreaterThan(0);
  });

  it("H2 each territory attacks once a turn: after one attack from Alaska, none more from it", () => {
    const s = attackPhase(boardRules);
    expect(attacksFrom(boardRules, s, "Alaska").length).toBeGreaterThan(0);
    must(boardRules, s, {
      type: "attack",
      from: territoryIndex(boardRules, "Alaska"),
      to: territoryIndex(boardRules, "Northwest Territory"),
      rolls: 1,
    });
    expect(attacksFrom(boardRules, s, "Alaska")).toEqual([]);
    expect(attacksFrom(boardRules, s, "Alberta").length).toBeGreaterThan(0);
    expect(positionOf(boardRules, s).territories["Alaska"]!.thisTurn).toEqual({ attacks: 1 });
  });

  it("H3 armies moved in this turn do not move on; the next turn starts the history again", () => {
    const s = playState(boardRules, {
      players: 3,
      toMove: 1,
      phase: "fortify",
      owners: { Alaska: 1, Alberta: 1, Ontario: 1 },
      armiesAt: { Alaska: 5, Alberta: 2, Ontario: 3 },
      rest: 3,
    });
    const [alaska, alberta] = [territoryIndex(boardRules, "Alaska"), territoryIndex(boardRules, "Alberta")];
    must(boardRules, s, { type: "fortify", from: alaska, to: alberta, count: 4 });
    expect(s.history[2]![alberta]).toBe(4);
    expect(legalActions(boardRules, s).some((a) => a.type === "fortify" && a.from === alberta)).toBe(false);
    const back = fromPosition(boardRules, positionOf(boardRules, s));
    expect(back.history).toEqual(s.history);
    while (s.current === 0) must(boardRules, s, legalActions(boardRules, s).find((a) => a.type === "end") ?? legalActions(boardRules, s)[0]!);
    expect(s.history.every((row) => row.every((n) => n === 0))).toBe(true);
  });

  it("H1 `previousOwner` is the seat taken from, in a count over the territories held", () => {
    const game = createGame(
      irOf(`variant "Taken" extends "classic" { combat { attack where count(territories owned where previousOwner == 2) == 0 } }`),
    );
    const s = conquer(game, attackPhase(game), "Alaska", "Kamchatka");
    expect(legalActions(game, s).some((a) => a.type === "attack")).toBe(false);
  });

  it("a variant that does not read the history keeps no rows of it, and its positions no `thisTurn`", () => {
    const classic = classicGame();
    expect(classic.readsHistory).toBe(false);
    expect(newGame(classic, 3, 1).history).toEqual([]);
    const s = conquer(classic, attackPhase(classic), "Alaska", "Kamchatka");
    expect(positionOf(classic, s).territories["Kamchatka"]!.thisTurn).toBeUndefined();
  });
});
