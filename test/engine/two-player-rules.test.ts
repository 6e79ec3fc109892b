// Two-player Risk (variants/two-player.risk): the classic rulebook's rules for two players. Its
// rules are not in the rules digest; their ids are defined here, the rulebook's wording in short:
//
//   T1  Each player takes 40 armies, and a third set of 40 is the neutral army.
//   T2  The territory cards (no wilds) are dealt into three piles of 14: one per player, one neutral.
//   T3  One army goes on each territory of one's pile (the neutral's too).
//   T4  In turn, each player puts 2 armies on one or two of its own territories, then 1 neutral
//       army on any neutral territory, until all armies are placed.
//   T5  When a player attacks a neutral territory, the other player rolls its defence dice
//       (here: rolled automatically, the neutral seat never decides).
//   T6  The neutral army never attacks, moves or gets reinforcements.
//   T7  Otherwise the classic rules apply.
//   T8  The first to eliminate the opponent wins; the neutral army need not be destroyed.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createGame, decisionOf, legalActions, newGame, type GameState } from "../../engine/index.js";
import { findBot } from "../../bots/index.js";
import { playGame } from "../../sim/index.js";
import { irOf } from "../support/variants.js";
import { conquer, must, playState, toPhase } from "../support/engine.js";

const game = createGame(irOf(readFileSync("variants/two-player.risk", "utf8")));
const NEUTRAL = 2;
const armiesOf = (s: GameState, seat: number) => s.armies.reduce((n, a, t) => n + (s.owner[t] === seat ? a : 0), 0);

describe("T1–T4 the setup", () => {
  it("T1 two players and a neutral seat after them; every seat has 40 armies", () => {
    const s = newGame(game, 2, 1);
    expect([s.players, s.seats]).toEqual([2, 3]);
    for (const seat of [0, 1, NEUTRAL]) expect(s.ownedCount[seat]! + s.setupLeft[seat]!).toBe(40);
  });

  it("T2/T3 a third of the territories each, one army on each", () => {
    const s = newGame(game, 2, 4);
    expect(s.ownedCount.slice(0, 3)).toEqual([14, 14, 14]);
    expect(s.armies.every((a) => a === 1)).toBe(true);
  });

  it("T4 in turn: two own armies, then one neutral army on a neutral territory; the neutral seat never decides", () => {
    let s = newGame(game, 2, 2);
    const seen: string[] = [];
    while (s.stage === "setup") {
      const d = decisionOf(game, s);
      expect(d.seatIndex).toBeLessThan(2);
      const actions = legalActions(game, s);
      if (d.kind === "setupNeutral") {
        expect(actions.every((a) => a.type === "place" && s.owner[a.territory] === NEUTRAL && a.count === 1)).toBe(true);
      } else {
        expect(actions.every((a) => a.type === "place" && s.owner[a.territory] === d.seatIndex && a.count <= 2)).toBe(true);
      }
      if (seen.length < 4) seen.push(`${d.kind} ${d.seatIndex}`);
      s = must(game, s, actions.find((a) => a.type === "place" && a.count === 2) ?? actions[0]!);
    }
    expect(seen).toEqual(["setupPlace 0", "setupNeutral 0", "setupPlace 1", "setupNeutral 1"]);
    for (const seat of [0, 1, NEUTRAL]) expect(armiesOf(s, seat)).toBe(40);
  });
});

describe("T5/T6 the neutral army in play", () => {
  it("T5 an attack on a neutral territory is resolved without a decision of the neutral seat", () => {
    const s = toPhase(
      game,
      playState(game, { players: 2, owners: { Alaska: 1, Alberta: 3, Peru: 2 }, armiesAt: { Alaska: 10, Alberta: 3 }, rest: 1 }),
      "attack",
      1,
    );
    const after = must(game, s, { type: "attack", from: 0, to: game.variant.map.territories.findIndex((t) => t.name === "Alberta"), rolls: 1 });
    expect(decisionOf(game, after).seatIndex).toBe(0);
    // One roll, three dice against two: two armies are lost between the sides.
    expect(armiesOf(s, 0) + armiesOf(s, NEUTRAL) - armiesOf(after, 0) - armiesOf(after, NEUTRAL)).toBe(2);
  });

  it("T6 in whole games the neutral seat never decides and its armies never grow", () => {
    const greedy = findBot("greedy")!;
    for (let seed = 1; seed <= 5; seed++) {
      let neutralArmies = -1;
      let neutralDecisions = 0;
      playGame(game, [greedy, greedy], seed, {
        maxRounds: 500,
        onAction: (s) => {
          if (s.stage === "over") return;
          if (decisionOf(game, s).seatIndex === NEUTRAL) neutralDecisions++;
          if (s.stage === "play") {
            const now = armiesOf(s, NEUTRAL);
            if (neutralArmies >= 0) expect(now).toBeLessThanOrEqual(neutralArmies);
            neutralArmies = now;
          }
        },
      });
      expect(neutralDecisions).toBe(0);
    }
  });
});

describe("T8 the end", () => {
  it("T8 eliminating the opponent wins, with neutral territories left on the board", () => {
    const s = toPhase(
      game,
      playState(game, { players: 2, owners: { Alaska: 1, Alberta: 2, Peru: 3, Brazil: 3 }, armiesAt: { Alaska: 30 }, rest: 1 }),
      "attack",
      1,
    );
    const after = conquer(game, s, "Alaska", "Alberta");
    expect(after.result).toEqual({ reason: "opponent eliminated", winners: [0] });
    expect(after.ownedCount[NEUTRAL]).toBe(2);
  });

  it("T1/T8 `riskc simulate --players 2` plays two-player games", () => {
    const out = execFileSync("node", ["bin/riskc.js", "simulate", "variants/two-player.risk", "--players", "2", "--games", "10", "--workers", "1"], {
      encoding: "utf8",
    });
    expect(out).toContain("Two-player Risk: 10 games, seed 1, 2 players");
    expect(out).toContain("stalled: 0");
  });
});

describe("T7 the classic rules otherwise", () => {
  it("T7 reinforcements as in the classic game (C3): 12 territories and no continent give 4", () => {
    const lastOfEach = new Set(game.variant.map.groups.map((g) => game.variant.map.territories[g.territories.at(-1)!]!.name));
    const twelve = game.variant.map.territories
      .map((t) => t.name)
      .filter((n) => !lastOfEach.has(n))
      .slice(0, 12);
    // The neutral seat holds one territory that is the last of its continent (so not among the twelve).
    const neutral = [...lastOfEach][0]!;
    const s = playState(game, { players: 2, owners: { ...Object.fromEntries(twelve.map((n) => [n, 1])), [neutral]: 3 } });
    expect(decisionOf(game, s).kind).toBe("place");
    expect(s.pool).toBe(4);
  });
});
