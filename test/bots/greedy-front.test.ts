// The greedy bot's choice of a front to reinforce (bestFront), held against the plain search it
// shortcuts (every candidate against every enemy neighbour, the first best kept): on the classic
// map and on one where a group's bonus (C3) is negative, so that a target's value can be below 0.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bestFront, targetValue, winChance, type Board } from "../../bots/greedy-board.js";
import { greedyBot } from "../../bots/greedy-bot.js";
import {
  applyInPlace,
  createGame,
  decisionOf,
  isStaging,
  legalActions,
  neighbours,
  newGame,
  positionFrom,
  seedRng,
  viewFor,
  type Game,
} from "../../engine/index.js";
import { classicGame, irOf } from "../support/variants.js";

/** bestFront without memo or pruning: the definition. */
function plainBestFront(b: Board, extra: number, candidates: readonly number[]): number | undefined {
  let best: number | undefined;
  let bestScore = -Infinity;
  for (const t of candidates) {
    if (isStaging(b.game, t)) continue;
    for (const u of neighbours(b.game.graph, b.view.switches, t)) {
      const owner = b.view.owner[u]!;
      if (owner < 0 || owner === b.seat || b.view.team[owner] === b.view.team[b.seat]) continue;
      const score = targetValue(b, u) * winChance(b, b.view.armies[t]! + extra - b.leave, b.view.armies[u]!);
      if (score > bestScore) {
        bestScore = score;
        best = t;
      }
    }
  }
  return best;
}

/** Every place decision along a few greedy games: bestFront and the plain search agree for each budget. */
function checkFronts(game: Game, games: number): number {
  let checked = 0;
  for (let seed = 1; seed <= games; seed++) {
    const state = newGame(game, 3, seed);
    const rng = seedRng(seed);
    for (let i = 0; i < 600 && state.stage !== "over"; i++) {
      const decision = decisionOf(game, state);
      const actions = legalActions(game, state, decision);
      const view = viewFor(state, decision.seat);
      if (decision.kind === "place" || decision.kind === "setupPlace") {
        const b: Board = { game, view, seat: decision.seatIndex, leave: 1, objective: new Set(), partnered: false };
        const candidates = [...new Set(actions.flatMap((a) => (a.type === "place" ? [a.territory] : [])))];
        for (const extra of [0, 1, 5, 20]) expect(bestFront(b, extra, candidates)).toBe(plainBestFront(b, extra, candidates));
        checked++;
      }
      expect(applyInPlace(game, state, greedyBot.choose({ game, view, decision, actions, rng }))).toBeUndefined();
    }
  }
  return checked;
}

describe("the greedy bot's front", () => {
  it("C3 on the classic map, at every placement of three greedy games, is the plain search's", () => {
    expect(checkFronts(classicGame(), 3)).toBeGreaterThan(100);
  });

  it("C3 with negative group bonuses (values below 0), at every placement of six greedy games, is the plain search's", () => {
    // Every continent but Asia a malus: breaking a continent its owner holds whole is then worth less than nothing.
    let text = readFileSync("variants/classic.risk", "utf8").replace("  param placeBatch", "  param malus: int = -20\n  param placeBatch");
    for (const [name, bonus] of [
      ['"North America"', 5],
      ['"South America"', 2],
      ["Europe", 5],
      ["Africa", 3],
      ["Australia", 2],
    ] as const)
      text = text.replace(`continent ${name} bonus ${bonus}`, `continent ${name} bonus malus`);
    const game = createGame(irOf(text));
    expect(game.groupBonus.filter((bonus) => bonus.constant === -20)).toHaveLength(5);
    expect(checkFronts(game, 6)).toBeGreaterThan(100);
  });

  it("C3 weighs a negative value by its chance: breaking a continent worth less than nothing is least bad with the weakest attack", () => {
    const text = readFileSync("variants/classic.risk", "utf8")
      .replace("  param placeBatch", "  param malus: int = -20\n  param placeBatch")
      .replace('continent "South America" bonus 2', 'continent "South America" bonus malus');
    const game = createGame(irOf(text));
    const south = { owner: 2, armies: 1 };
    const r = positionFrom(game, {
      players: 3,
      phase: "reinforce",
      territories: {
        Venezuela: south,
        Peru: south,
        Brazil: south,
        Argentina: south,
        "Central America": { owner: 1, armies: 10 },
        "North Africa": { owner: 1, armies: 2 },
        Kamchatka: { owner: 3, armies: 1 },
      },
      others: { owner: 1, armies: 1 },
    });
    if (!r.ok) throw new Error(r.errors.map((e: { message: string }) => e.message).join("; "));
    const b: Board = { game, view: viewFor(r.state, 1), seat: 0, leave: 1, objective: new Set(), partnered: false };
    const [centralAmerica, northAfrica] = ["Central America", "North Africa"].map((n) => game.variant.map.territories.findIndex((t) => t.name === n));
    // Both targets are worth 1 + 2·(1/4)² − 20/2 < 0, so the likelier conquest scores lower: North Africa's 1 army against Brazil's 1.
    expect(
      targetValue(
        b,
        game.variant.map.territories.findIndex((t) => t.name === "Brazil"),
      ),
    ).toBeLessThan(0);
    expect(bestFront(b, 0, [centralAmerica!, northAfrica!])).toBe(northAfrica);
    expect(plainBestFront(b, 0, [centralAmerica!, northAfrica!])).toBe(northAfrica);
  });
});
