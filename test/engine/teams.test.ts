// Teams (Y2, Y10, Y13; E1 alliances build on them): partners never attack each other, may move
// through each other's territories, and win together; reports give team results.
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import { apply, createGame, decisionOf, legalActions, newGame } from "../../engine/index.js";
import { rankWinners } from "../../engine/end/index.js";
import { simulate } from "../../sim/index.js";
import { irOf } from "../support/variants.js";
import { edited, playState, territoryIndex } from "../support/engine.js";

const text = `variant "Teams" {
  players 2..4
  map {
    territories { A, B, C, D, E, F }
    continent North bonus 2 { A, B, C }
    continent South bonus 2 { D, E, F }
    borders {
      A -- B, F
      B -- C
      C -- D
      D -- E
      E -- F
    }
  }
  teams when players == 4 {
    team 1, 3
    team 2, 4
  }
  setup {
    armies 12
  }
  turn {
    phase reinforce {
      receive 3
      place
    }
    phase attack {
      attack
    }
    phase move {
      fortify path allied leave 1
    }
  }
  combat {
    attacker dice 1..3 leave 1
    defender dice 1..2
  }
  end {
    win "domination" when count(territories owned by team) == count(territories)
    end "days" when round > 6 winner highest by team count(territories owned)
  }
}
`;
const ir = irOf(text);
const game = createGame(ir);
const T = (n: string) => territoryIndex(game, n);

describe("teams", () => {
  it("Y2 teams apply with 4 players; with 2 or 3 everyone plays alone", () => {
    expect(newGame(game, 4, 1).team).toEqual([4, 5, 4, 5]);
    expect(newGame(game, 3, 1).team).toEqual([0, 1, 2]);
  });

  it("Y2 partners cannot attack each other", () => {
    let s = playState(game, { players: 4, owners: { A: 1, B: 3, F: 2, C: 4, D: 2, E: 4 }, armiesAt: { A: 6 } });
    s = apply(game, s, { type: "place", territory: T("A"), count: s.pool }).state;
    expect(decisionOf(game, s).kind).toBe("attack");
    expect(apply(game, s, { type: "attack", from: T("A"), to: T("B") })).toMatchObject({
      ok: false,
      error: { code: "partner", message: "you cannot attack a partner" },
    });
    const targets = legalActions(game, s).flatMap((a) => (a.type === "attack" ? [a.to] : []));
    expect(new Set(targets)).toEqual(new Set([T("F")]));
  });

  it("Y10 armies move through a partner's territory with `path allied`", () => {
    let s = playState(game, { players: 4, owners: { A: 1, B: 3, C: 1, D: 2, E: 4, F: 2 }, armiesAt: { A: 5, F: 9 } });
    s = apply(game, s, { type: "place", territory: T("C"), count: s.pool }).state;
    s = apply(game, s, { type: "end" }).state;
    expect(decisionOf(game, s).kind).toBe("fortify");
    expect(apply(game, s, { type: "fortify", from: T("A"), to: T("C"), count: 4 }).ok).toBe(true);
    // The partner's own territory is a way through, not a destination.
    expect(apply(game, s, { type: "fortify", from: T("A"), to: T("B"), count: 1 })).toMatchObject({ ok: false, error: { code: "target-not-own" } });
  });

  it("Y13 the team with the most territories wins together; a team's score is the sum of its members'", () => {
    // A new game with A..F held by the seats (1-based) listed.
    const holding = (seats: number[]) =>
      edited(game, newGame(game, 4, 1), (p) => seats.forEach((owner, t) => (p.territories[ir.map.territories[t]!.name] = { owner, armies: 1 })));
    let s = holding([1, 1, 2, 2, 4, 3]);
    const end = game.end.ends[0]!;
    // Team 1+3 holds A, B, F (3); team 2+4 holds C, D, E (3): a tie, so both teams win.
    expect(rankWinners(s, end.ranking, true)).toEqual([0, 1, 2, 3]);
    s = holding([1, 1, 2, 2, 3, 3]);
    expect(rankWinners(s, end.ranking, true)).toEqual([0, 2]);
    // Alone, seat 1 (2 territories) would tie with seats 0 and 2.
    expect(rankWinners(s, end.ranking, false)).toEqual([0, 1, 2]);
  });

  it("Y13 partners holding every territory between them win by domination together", () => {
    for (let seed = 1; seed <= 30; seed++) {
      let s = playState(game, { players: 4, owners: { A: 1, B: 3, C: 3, D: 1, E: 3, F: 2 }, armiesAt: { A: 30, F: 1 }, eliminated: [4], seed });
      s = apply(game, s, { type: "place", territory: T("A"), count: s.pool }).state;
      s = apply(game, s, { type: "attack", from: T("A"), to: T("F") }).state;
      if (s.owner[T("F")] !== 0) continue;
      expect(s.result).toEqual({ reason: "domination", winners: [0, 2] });
      return;
    }
    throw new Error("no seed conquered");
  });

  it("Y13 the report gives team results", () => {
    const report = simulate(ir, { games: 40, seed: 2, maxRounds: 100, bots: ["greedy", "random", "greedy", "random"].map((b) => bots[b]!) });
    expect(report.teams?.map((t) => t.seats)).toEqual([
      [1, 3],
      [2, 4],
    ]);
    const teamWins = report.teams!.reduce((s, t) => s + t.wins, 0);
    expect(teamWins).toBeGreaterThanOrEqual(report.games - report.stalled);
    expect(report.players[0]!.wins).toBe(report.players[2]!.wins);
  });
});
