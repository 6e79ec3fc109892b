// Secret Mission Risk (variants/secret-mission.risk): the classic rulebook's mission game. Its
// rules are not in the rules digest; their ids are defined here, the rulebook's wording in short:
//
//   M1  Each player takes a colour of armies; no two players the same one.
//   M2  The 14 mission cards are shuffled and each player is dealt one, in secret.
//   M3  A mission to destroy a colour nobody plays, or the player's own colour, becomes
//       "Occupy 24 territories".
//   M4  Continent missions: two named continents; or two named ones and any third.
//   M5  Territory missions: 24 territories; or 18 territories with at least two armies on each.
//   M6  The first to complete its mission wins at once; if another player destroys the colour a
//       player was to destroy, that player's mission becomes "Occupy 24 territories".
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createGame, decisionOf, legalActions, newGame, positionOf, type GameState } from "../../engine/index.js";
import { irOf } from "../support/variants.js";
import { conquer, groupTerritories, must, playState, toPhase, type Board } from "../support/engine.js";

const game = createGame(irOf(readFileSync("variants/secret-mission.risk", "utf8")));
const names = game.variant.map.territories.map((t) => t.name);
const missions = game.variant.objectives.map((o) => o.name);

/** Seat 1 (black) to attack, seat 2 blue, seat 3 green; `owners` by name, the rest seat 2's (or `rest`'s). */
function attackBoard(board: Omit<Board, "players">, objectives: Record<string, string>): GameState {
  const s = playState(game, {
    players: 3,
    choices: { colour: { "1": "black", "2": "blue", "3": "green" } },
    objectives,
    ...board,
  });
  return toPhase(game, s, "attack", 1);
}

const objectiveOf = (s: GameState, seat: number) => positionOf(game, s).objectives?.[String(seat)];

describe("M1/M2 the setup", () => {
  it("M1 each player takes a colour nobody else has", () => {
    let s = newGame(game, 3, 5);
    const taken: number[] = [];
    for (let k = 0; k < 3; k++) {
      expect(decisionOf(game, s).kind).toBe("choose");
      const offered = legalActions(game, s).filter((a) => a.type === "choose");
      expect(offered.map((a) => (a as { value: number }).value).filter((v) => taken.includes(v))).toEqual([]);
      expect(offered).toHaveLength(6 - k);
      taken.push((offered[0] as { value: number }).value);
      s = must(game, s, offered[0]!);
    }
  });

  it("M2 there are 14 missions, and every player is dealt a different one", () => {
    expect(missions).toHaveLength(14);
    for (let seed = 1; seed <= 20; seed++) {
      let s = newGame(game, 4, seed);
      while (decisionOf(game, s).kind === "choose") s = must(game, s, legalActions(game, s)[0]!);
      const dealt = [1, 2, 3, 4].map((seat) => objectiveOf(s, seat));
      expect(dealt.every((o) => typeof o === "string" && missions.includes(o))).toBe(true);
      // M3 may turn several into "Occupy 24 territories"; the others are all different.
      const others = dealt.filter((o) => o !== "Occupy 24 territories");
      expect(new Set(others).size).toBe(others.length);
    }
  });

  it("M3 after the deal nobody holds a mission against its own colour or one nobody plays", () => {
    const destroys = (o: string | null | undefined) => o?.match(/^Destroy all (\w+) armies$/)?.[1];
    let replaced = 0;
    for (let seed = 1; seed <= 60; seed++) {
      let s = newGame(game, 3, seed);
      while (decisionOf(game, s).kind === "choose") s = must(game, s, legalActions(game, s)[0]!);
      const colours = positionOf(game, s).choices!.colour!;
      for (const seat of ["1", "2", "3"]) {
        const target = destroys(objectiveOf(s, Number(seat)));
        if (target === undefined) continue;
        expect(target).not.toBe(colours[seat]);
        expect(Object.values(colours)).toContain(target);
      }
      replaced += [1, 2, 3].filter((seat) => objectiveOf(s, seat) === "Occupy 24 territories").length;
    }
    // With 3 of 6 colours played, most destroy missions dealt are replaced: many more than the one 24-card.
    expect(replaced).toBeGreaterThan(60 * 3 * (1 / 14) * 2);
  });
});

describe("M3 a mission against a colour nobody plays becomes 24 territories", () => {
  it("M3 a mission to destroy pink, with nobody pink, is not met at the first conquest: it becomes Occupy 24 territories", () => {
    const s = attackBoard({ owners: { Alaska: 1, Alberta: 2, Ontario: 3 }, armiesAt: { Alaska: 30 }, rest: 3 }, { "1": "Destroy all pink armies" });
    const after = conquer(game, s, "Alaska", "Alberta");
    expect(after.stage).toBe("play");
    expect(objectiveOf(after, 1)).toBe("Occupy 24 territories");
  });

  it("M3 a mission to destroy one's own colour becomes Occupy 24 territories", () => {
    const s = attackBoard({ owners: { Alaska: 1, Alberta: 2, Ontario: 3 }, armiesAt: { Alaska: 30 }, rest: 3 }, { "1": "Destroy all black armies" });
    expect(objectiveOf(conquer(game, s, "Alaska", "Alberta"), 1)).toBe("Occupy 24 territories");
  });

  it("M3/M5 the replaced mission is won with the 24th territory", () => {
    const mine = names.filter((n) => n !== "Alberta" && n !== "Ontario").slice(0, 23);
    const s = attackBoard(
      { owners: { ...Object.fromEntries(mine.map((n) => [n, 1])), Alberta: 2, Ontario: 3 }, armiesAt: { Alaska: 30 }, rest: 2 },
      { "1": "Destroy all pink armies" },
    );
    const after = conquer(game, s, "Alaska", "Alberta");
    expect(after.result).toEqual({ reason: "mission", winners: [0] });
  });
});

describe("M4 continent missions", () => {
  const europeAndSouthAmerica = [...groupTerritories(game, "Europe"), ...groupTerritories(game, "South America")];

  it("M4 Europe and South America without a third continent is not enough", () => {
    // Seat 1 takes the last territory of South America (Venezuela, from Central America).
    const owners = Object.fromEntries([...europeAndSouthAmerica.filter((n) => n !== "Venezuela"), "Central America"].map((n) => [n, 1]));
    const s = attackBoard(
      { owners: { ...owners, Venezuela: 2, Ontario: 3 }, armiesAt: { "Central America": 30 } },
      { "1": "Conquer Europe, South America and a third continent" },
    );
    expect(conquer(game, s, "Central America", "Venezuela").stage).toBe("play");
  });

  it("M4 Europe, South America and any third continent (Australia) wins", () => {
    const owners = Object.fromEntries(
      [...europeAndSouthAmerica.filter((n) => n !== "Venezuela"), ...groupTerritories(game, "Australia"), "Central America"].map((n) => [n, 1]),
    );
    const s = attackBoard(
      { owners: { ...owners, Venezuela: 2, Ontario: 3 }, armiesAt: { "Central America": 30 } },
      { "1": "Conquer Europe, South America and a third continent" },
    );
    expect(conquer(game, s, "Central America", "Venezuela").result).toEqual({ reason: "mission", winners: [0] });
  });

  it("M4 two named continents: North America and Australia", () => {
    const owners = Object.fromEntries(
      [...groupTerritories(game, "North America"), ...groupTerritories(game, "Australia").filter((n) => n !== "Indonesia"), "Siam"].map((n) => [
        n,
        1,
      ]),
    );
    const s = attackBoard(
      { owners: { ...owners, Indonesia: 2, Ontario: 1, Peru: 3 }, armiesAt: { Siam: 30 } },
      { "1": "Conquer North America and Australia" },
    );
    expect(conquer(game, s, "Siam", "Indonesia").result).toEqual({ reason: "mission", winners: [0] });
  });
});

describe("M5 territory missions", () => {
  // Alaska among them; Alberta, taken from Alaska with three armies at least, is the 18th.
  const seventeen = names.filter((n) => n !== "Alberta" && n !== "Ontario").slice(0, 17);
  const mission = "Occupy 18 territories with at least two armies in each";

  it("M5 18 territories with two armies each wins", () => {
    const s = attackBoard(
      { owners: { ...Object.fromEntries(seventeen.map((n) => [n, 1])), Alberta: 2, Ontario: 3 }, armies: 2, armiesAt: { Alaska: 30 } },
      { "1": mission },
    );
    expect(conquer(game, s, "Alaska", "Alberta").result).toEqual({ reason: "mission", winners: [0] });
  });

  it("M5 18 territories, but only 17 with two armies, is not enough", () => {
    // Two armies on 16 of the 17, one on the last: 17 with two after the conquest.
    const s = attackBoard(
      {
        owners: { ...Object.fromEntries(seventeen.map((n) => [n, 1])), Alberta: 2, Ontario: 3 },
        armies: 2,
        armiesAt: { Alaska: 40, [seventeen[16]!]: 1 },
      },
      { "1": mission },
    );
    expect(conquer(game, s, "Alaska", "Alberta").stage).toBe("play");
  });
});

describe("M6 destroying a colour", () => {
  it("M6 the player who destroys the colour it was to destroy wins at once", () => {
    // Green (seat 3) holds only Alberta.
    const s = attackBoard({ owners: { Alaska: 1, Alberta: 3 }, armiesAt: { Alaska: 30 } }, { "1": "Destroy all green armies" });
    expect(conquer(game, s, "Alaska", "Alberta").result).toEqual({ reason: "mission", winners: [0] });
  });

  it("M6 when another player destroys that colour, the mission becomes Occupy 24 territories", () => {
    // Seat 2 (blue) to move destroys green; seat 1 was to destroy green.
    const board = playState(game, {
      players: 3,
      choices: { colour: { "1": "black", "2": "blue", "3": "green" } },
      objectives: { "1": "Destroy all green armies", "2": "Conquer Asia and Africa" },
      // Seat 1 holds a little of Asia (so neither mission is met by the conquest); seat 2 the rest.
      owners: {
        Alaska: 2,
        Alberta: 3,
        ...Object.fromEntries(
          groupTerritories(game, "Asia")
            .slice(0, 6)
            .map((n) => [n, 1]),
        ),
      },
      armiesAt: { Alaska: 30 },
      rest: 2,
      toMove: 2,
    });
    const after = conquer(game, toPhase(game, board, "attack", 2), "Alaska", "Alberta");
    expect(after.stage).toBe("play");
    expect(objectiveOf(after, 1)).toBe("Occupy 24 territories");
  });
});
