// D3/F4: the greedy bot's win odds read the dice pipeline: the modifiers and steps whose
// conditions hold as an attack would start (here: a big player's defenders get +2 on their
// highest die), not the variant's plain dice.
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../bots/greedy-bot.js";
import { boardOf } from "../../bots/greedy-bot.js";
import { winChance, winChanceAt } from "../../bots/greedy-board.js";
import { WinOdds, createGame, decisionOf, legalActions, modifiedRules, viewFor, type Game, type GameState } from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { irOf } from "../support/variants.js";
import { playState, territoryIndex } from "../support/engine.js";

const walls = (): Game =>
  createGame(irOf('variant "Walls" extends "classic" {\n  combat {\n    defender +2 on highest when count(territories owned) > 10\n  }\n}\n'));

/** Brazil (`armies`) is seat 1's; North Africa, Egypt and East Africa seat 3's; every other territory seat 2's (over 10: its defenders get +2). */
function board(game: Game, armies: number): GameState {
  return playState(game, {
    players: 3,
    owners: { Brazil: 1, "North Africa": 3, Egypt: 3, "East Africa": 3 },
    rest: 2,
    armiesAt: { Brazil: armies },
    toMove: 1,
    phase: "attack",
  });
}

describe("D3: the greedy bot's odds through the dice pipeline", () => {
  it("D3: the odds of an attack are the pipeline's for that attack", () => {
    const game = walls();
    const state = board(game, 4);
    const b = boardOf(game, viewFor(state, 1), decisionOf(game, state));
    const [brazil, venezuela, northAfrica] = ["Brazil", "Venezuela", "North Africa"].map((t) => territoryIndex(game, t)) as [number, number, number];
    const walled = new WinOdds(modifiedRules(game, state, game.dice, brazil, venezuela)).get(3, 1);
    expect(winChanceAt(b, brazil, venezuela, 3, 1)).toBeCloseTo(walled, 12);
    expect(walled).toBeLessThan(winChance(b, 3, 1) - 0.1);
    // Seat 3 holds three territories: no walls, the plain dice.
    expect(winChanceAt(b, brazil, northAfrica, 3, 1)).toBeCloseTo(winChance(b, 3, 1), 12);
  });

  it("D3: it attacks where the pipeline leaves it the better odds", () => {
    const game = walls();
    const state = board(game, 4);
    const decision = decisionOf(game, state);
    const action = greedyBot.choose({ game, view: viewFor(state, decision.seat), decision, actions: legalActions(game, state), rng: seedRng(1) });
    expect(action).toMatchObject({ type: "attack", from: territoryIndex(game, "Brazil"), to: territoryIndex(game, "North Africa") });
    // With the plain dice the same board favours South America's Venezuela (C3: a quarter of a continent).
    const plain = createGame(irOf('variant "No walls" extends "classic" {\n}\n'));
    const s2 = board(plain, 4);
    const d2 = decisionOf(plain, s2);
    expect(
      greedyBot.choose({ game: plain, view: viewFor(s2, d2.seat), decision: d2, actions: legalActions(plain, s2), rng: seedRng(1) }),
    ).toMatchObject({
      type: "attack",
      to: territoryIndex(plain, "Venezuela"),
    });
  });
});
