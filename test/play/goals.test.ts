// Objective progress where it is public (play/goals.ts, engine's conditionParts): every win rule
// is a public goal with each player's progress; a secret objective (R3, M1) is shown with its
// progress to its holder only. Checked by hand against the state on Capital Risk (K2) and Secret
// Mission Risk (M1).
import { describe, expect, it } from "vitest";
import { positionFrom, type Game } from "../../engine/index.js";
import { goalLines, objectiveProgress, seatName } from "../../play/index.js";
import { bundledGame } from "../support/variants.js";

const asia = ["Siberia", "Ural", "China", "Afghanistan", "Middle East", "India", "Siam", "Yakutsk", "Irkutsk", "Mongolia", "Japan", "Kamchatka"];

function read(game: Game, position: object) {
  const r = positionFrom(game, position as never);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.state;
}

describe("objective progress", () => {
  it("K2 Capital Risk: the capitals goal, for every player, counted by hand from the capitals chosen", () => {
    const game = bundledGame("capital");
    const state = read(game, {
      players: 3,
      toMove: 1,
      phase: "attack",
      territories: { Alaska: { owner: 1, armies: 3 }, Peru: { owner: 1, armies: 2 }, Egypt: { owner: 2, armies: 2 }, Japan: { owner: 3, armies: 2 } },
      others: { owner: 3, armies: 1 },
      choices: { capital: { "1": "Alaska", "2": "Egypt", "3": "Peru" } },
    });
    // By hand: Red holds its own capital (Alaska) and Green's (Peru): 2 of the 3; Blue holds its
    // own only: 1 of 3; Green holds neither its own nor another: 0 of 3. The goal needs all 3.
    const lines = goalLines(game, state);
    // C8: classic's domination is a goal too: territories held of all 42 (Red 2, Blue 1, Green the other 39).
    expect(lines).toContain(`Goal domination (count(territories owned) == count(territories)): Red 2/42; Blue 1/42; Green 39/42`);
    const line = lines.find((l) => l.startsWith("Goal capitals"));
    expect(line).toBe(
      "Goal capitals (holds capital; (count over seats s: holds capital of s) >= (if shortGame and players >= 4 then (if players == 4 then 3 else 4) else players)): " +
        `${seatName(state, 0)} yes, 2/3; ${seatName(state, 1)} yes, 1/3; ${seatName(state, 2)} no, 0/3`,
    );
    expect(goalLines(game, state)).toHaveLength(game.variant.end.wins.length);
  });

  it("K1 no goal is shown in the setup, where a capital may still be a secret", () => {
    const game = bundledGame("capital");
    const state = read(game, { players: 3, toMove: 1, phase: "attack", territories: {}, others: { owner: 1, armies: 1 } });
    expect(goalLines(game, { ...state, stage: "setup" })).toEqual([]);
  });

  it("M1 R3 Secret Mission: a seat's own mission and its progress, and a public goal that reveals no mission", () => {
    const game = bundledGame("secret-mission");
    const missions = game.variant.objectives.map((o) => o.name);
    const state = read(game, {
      players: 3,
      toMove: 1,
      phase: "attack",
      territories: Object.fromEntries(asia.map((t) => [t, { owner: 1, armies: 2 }])),
      others: { owner: 2, armies: 1 },
      objectives: { "1": "Conquer Asia and Africa", "2": "Occupy 24 territories", "3": "Conquer Asia and South America" },
      choices: { colour: { "1": "red", "2": "blue", "3": "green" } },
    });
    expect(missions).toContain("Conquer Asia and Africa");
    // By hand: Red holds all 12 of Asia and nothing of Africa; Blue holds the other 30 territories.
    expect(objectiveProgress(game, state, 0)).toEqual(["Your objective's progress: holds Asia: yes; holds Africa: no"]);
    expect(objectiveProgress(game, state, 1)).toEqual(["Your objective's progress: count(territories owned) >= 24: 30/24"]);
    // The public goals name no mission: the mission win reads as met or not (not until it is won).
    const lines = goalLines(game, state).join("\n");
    expect(lines).toContain("Goal mission (objective achieved): ");
    for (const m of missions) expect(lines).not.toContain(m);
  });
});
