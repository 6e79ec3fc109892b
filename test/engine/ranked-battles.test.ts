// Ranked battles with hit thresholds (docs/language-design.md, part E item 3), rule ids RB1–RB3 of
// test/fixtures/ranked-battles.risk: the ranks' hits, the order pieces fall, the exact odds (worked
// by hand in the comments), a Monte Carlo check of the odds and of the engine's battles.
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyInPlace,
  battleOdds,
  createGame,
  estimateRankedOdds,
  hitChance,
  rankedBattleOdds,
  type GameState,
  type Rank,
  type RankedSide,
  viewFor,
} from "../../engine/index.js";
import { rankLosses } from "../../engine/math/ranked-battle.js";
import { reseed } from "../../engine/math/rng.js";
import { bots } from "../../bots/index.js";
import { run } from "../../cli/riskc.js";
import { attackChance } from "../../bots/greedy-units.js";
import type { Board } from "../../bots/greedy-board.js";
import { simulate } from "../../sim/index.js";
import { formatRisk } from "../../compiler/index.js";
import { irOf } from "../support/variants.js";
import { playState, territoryIndex } from "../support/engine.js";

const text = readFileSync("test/fixtures/ranked-battles.risk", "utf8");
const game = createGame(irOf(text));
const rules = game.dice;
const d6 = { die: 6, bonus: 0 };
const archer: Rank = { dice: 1, hits: 5, sides: 6 };

describe("RB1: the ranks in the IR and the game", () => {
  it("RB1: the fixture's ranks, in order, with their dice, thresholds and the types' dice", () => {
    expect(irOf(text).combat.ranks).toEqual([
      { unit: "Siege", dice: 2, hits: 3 },
      { unit: "Archer", dice: 1, hits: 5 },
      { unit: "Cavalry", dice: 1, hits: 3 },
    ]);
    const types = game.units!.types.map((t) => t.name);
    expect(game.combat.ranks!.map((r) => types[r.type])).toEqual(["Siege", "Archer", "Cavalry"]);
    expect(game.combat.ranks!.map((r) => r.sides)).toEqual([6, 6, 6]);
  });

  it("RB1: the formatter prints ranks as written, one a line, `hits 3+` without a space, and reads them back", async () => {
    const squeezed = text.replace(/\n    rank /g, "  rank ").replace("hits 3+", "hits 3 +");
    expect(squeezed).not.toBe(text);
    expect(await formatRisk(squeezed)).toBe(text);
  });

  it("RB2: the loss order is cheapest first by the market's prices: Archer 2, Cavalry 3, Siege 10", () => {
    expect(irOf(text).combat.lossOrder).toEqual(["Archer", "Cavalry", "Siege"]);
  });

  it("RB1: a variant without ranks has no ranks in its IR (the bundled variants pay nothing)", () => {
    const classic = irOf('variant "Plain" extends "classic" { units { unit Archer limit 2 } }');
    expect(classic.combat.ranks).toBeUndefined();
    expect(classic.combat.lossOrder).toBeUndefined();
  });
});

describe("RB2: a rank's hits", () => {
  it("RB2: `hits 5+` on a d6 hits on 5 and 6: 2/6 = 1/3; `hits 3+` on 3..6: 4/6; `hits 1+` always", () => {
    expect(hitChance(archer)).toBeCloseTo(1 / 3, 15);
    expect(hitChance({ dice: 1, hits: 3, sides: 6 })).toBeCloseTo(2 / 3, 15);
    expect(hitChance({ dice: 1, hits: 1, sides: 6 })).toBe(1);
    expect(hitChance({ dice: 1, hits: 8, sides: 8 })).toBeCloseTo(1 / 8, 15);
  });

  it("RB2: hits take pieces as they fall; both sides' last armies at once: the side ties go to keeps one", () => {
    expect(rankLosses(3, 2, 1, 1, "defender")).toEqual({ attackerLoss: 1, defenderLoss: 1 });
    // 2 hits on 2 attacking armies and 3 on 2 defending ones: both would fall, the defender keeps one.
    expect(rankLosses(2, 2, 2, 3, "defender")).toEqual({ attackerLoss: 2, defenderLoss: 1 });
    expect(rankLosses(2, 2, 2, 3, "attacker")).toEqual({ attackerLoss: 1, defenderLoss: 3 });
    // Only one side falls: all its hits stand (beyond the armies they take units).
    expect(rankLosses(2, 4, 3, 3, "defender")).toEqual({ attackerLoss: 3, defenderLoss: 3 });
  });
});

describe("RB3: exact odds of ranked battles", () => {
  it("RB3: one army and an Archer against one army win 233/324", () => {
    // The Archer's rank: one die, a hit (1/3) takes the defender's only army: won. Otherwise (2/3)
    // the general rank: the army and the Archer roll 2 d6 against 1 d6, ties to the defender; the
    // attacker's best is at most f with chance (f/6)², so it wins 1 - (1/6)·Σ f²/36 = 125/216, and
    // a loss takes its army (armies first): lost. 1/3 + (2/3)(125/216) = 466/648 = 233/324.
    const attacker: RankedSide = { armies: 1, ranked: [1], units: [d6] };
    const defender: RankedSide = { armies: 1, ranked: [0] };
    const odds = rankedBattleOdds([archer], rules, attacker, defender);
    expect(odds.estimated).toBeUndefined();
    expect(odds.attackerWins).toBeCloseTo(233 / 324, 12);
    expect(odds.outcomes).toEqual([
      { attackers: 1, defenders: 0, probability: expect.closeTo(233 / 324, 12) },
      { attackers: 0, defenders: 1, probability: expect.closeTo(91 / 324, 12) },
    ]);
  });

  it("RB3: an Archer on each side: both hit (1/9) and the defender, who wins ties, keeps its army", () => {
    // Rank: attacker hits with 1/3, defender with 1/3, independently. Both (1/9): both armies would
    // fall, ties go to the defender: it keeps its army, the attacker is out: lost. Only the attacker
    // (2/9): won. Only the defender (2/9): lost. Neither (4/9): the general rank, an army and an
    // Archer a side: 2 d6 against 2 d6, two comparisons. The classic 2-against-2 figures: the
    // attacker takes both 295/1296, one each 420/1296, the defender both 581/1296. Armies fall
    // first, so one each takes both sides' only army: the defender holds the territory no longer,
    // which the odds count as the attacker's (as the chain with units does, Y8). Wins:
    // 2/9 + (4/9)(295 + 420)/1296 = 2592/11664 + 2860/11664 = 1363/2916.
    const side = (): RankedSide => ({ armies: 1, ranked: [1], units: [d6] });
    const odds = rankedBattleOdds([archer], rules, side(), side());
    expect(odds.attackerWins).toBeCloseTo(1363 / 2916, 12);
    // With ties to the attacker, the rank's double hit (1/9) leaves the attacker its army: won.
    const attackerTies = rankedBattleOdds([archer], { ...rules, ties: "attacker" }, side(), side());
    expect(attackerTies.outcomes.find((o) => o.attackers === 1 && o.defenders === 0)!.probability).toBeGreaterThanOrEqual(1 / 9 + 2 / 9);
  });

  it("RB3: two Siege dice hitting on 3+ against two armies: both hit 4/9 and the battle is won in the ranks", () => {
    // Siege rolls 2 dice at 2/3: two hits (4/9) take both defending armies. One hit (4/9) leaves one
    // army: the general rank, the army and the Siege (2 d6) against 1 d6: 125/216 to win; else the
    // attacker's army falls. No hit (1/9): 2 d6 against 2 d6 with one attacking army: the first
    // comparison decides (505/1296 the attacker's best wins it, and then its second die against
    // the defender's second: a win takes both, one of each leaves (1, 1)…). Rather than the chain
    // by hand, the two first cases bound it: 4/9 + (4/9)(125/216) ≤ P ≤ that + 1/9.
    const siege: Rank = { dice: 2, hits: 3, sides: 6 };
    const odds = rankedBattleOdds([siege], rules, { armies: 1, ranked: [1], units: [d6] }, { armies: 2, ranked: [0] });
    const sure = 4 / 9 + (4 / 9) * (125 / 216);
    expect(odds.attackerWins).toBeGreaterThan(sure);
    expect(odds.attackerWins).toBeLessThan(sure + 1 / 9);
  });

  it("RB3: with no ranked pieces on either side a ranked battle is the classic one", () => {
    for (const [a, d] of [
      [3, 2],
      [5, 5],
      [10, 7],
    ] as const) {
      const ranked = rankedBattleOdds([archer], rules, { armies: a, ranked: [0] }, { armies: d, ranked: [0] });
      expect(ranked.attackerWins).toBeCloseTo(battleOdds(rules, a, d).attackerWins, 12);
    }
  });

  it("RB3: the exact odds agree with 20,000 simulated battles (Monte Carlo)", () => {
    const ranks: Rank[] = [
      { dice: 2, hits: 3, sides: 6 },
      { dice: 1, hits: 5, sides: 6 },
      { dice: 1, hits: 3, sides: 6 },
    ];
    const attacker: RankedSide = { armies: 6, ranked: [1, 2, 0], units: [d6, d6, d6] };
    const defender: RankedSide = { armies: 5, ranked: [0, 1, 2], units: [d6, d6, d6] };
    const exact = rankedBattleOdds(ranks, rules, attacker, defender);
    const estimate = estimateRankedOdds(ranks, rules, attacker, defender, Infinity);
    expect(estimate.estimated).toBe(true);
    // The standard error of a proportion from 20,000 battles is at most 0.0036: 5 of them is 0.018.
    expect(Math.abs(estimate.attackerWins - exact.attackerWins)).toBeLessThan(0.018);
    for (const o of exact.outcomes.filter((x) => x.probability > 0.05)) {
      const e = estimate.outcomes.find((x) => x.attackers === o.attackers && x.defenders === o.defenders)?.probability ?? 0;
      expect(Math.abs(e - o.probability)).toBeLessThan(0.018);
    }
  });

  it("RB3: past the bound on rank dice the odds are estimated and say so", () => {
    const many: RankedSide = { armies: 3, ranked: [61], units: [] };
    const odds = rankedBattleOdds([archer], rules, many, { armies: 3, ranked: [0] });
    expect(odds.estimated).toBe(true);
    // 61 dice at 1/3 miss all 3 defenders' hits with chance far below 1e-6: the ranks win at once.
    expect(odds.attackerWins).toBeGreaterThan(0.999);
  });

  it("RB3 property: the outcomes' probabilities add up to 1, and a fight to the end is many rounds", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 6 }),
        (a, d, ua, ud, hits) => {
          const rank: Rank = { dice: 1, hits, sides: 6 };
          const attacker: RankedSide = { armies: a, ranked: [ua], units: Array(ua).fill(d6) };
          const defender: RankedSide = { armies: d, ranked: [ud], units: Array(ud).fill(d6) };
          const whole = rankedBattleOdds([rank], rules, attacker, defender);
          expect(whole.outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 9);
          // Each round takes at least one army, so a + d rounds end every battle.
          const rounds = rankedBattleOdds([rank], rules, attacker, defender, a + d);
          expect(rounds.attackerWins).toBeCloseTo(whole.attackerWins, 9);
        },
      ),
      { numRuns: 40 },
    );
  });
});

/** Three players: seat 1 attacks Kamchatka from Alaska (`armies` there) with `mine` of its units there; seat 2 holds Kamchatka with `theirs`. */
function board(armies: number, defenders: number, mine: Record<string, number>, theirs: Record<string, number>): GameState {
  const units: Record<string, { owner: number; at: string | null }[]> = {};
  for (const type of game.units!.types) {
    const limit = type.name === "Siege" ? 2 : 6;
    const list: { owner: number; at: string | null }[] = [];
    for (let seat = 1; seat <= 3; seat++)
      for (let i = 0; i < limit; i++) {
        const here = seat === 1 ? (mine[type.name] ?? 0) : seat === 2 ? (theirs[type.name] ?? 0) : 0;
        list.push({ owner: seat, at: i < here ? (seat === 1 ? "Alaska" : "Kamchatka") : null });
      }
    units[type.name] = list;
  }
  return playState(game, {
    players: 3,
    toMove: 1,
    phase: "attack",
    owners: { Alaska: 1, Alberta: 1, Kamchatka: 2, Madagascar: 3 },
    armiesAt: { Alaska: armies, Alberta: 3, Kamchatka: defenders },
    rest: 2,
    units,
  });
}

describe("RB1: the engine's ranked battles", () => {
  const [alaska, kamchatka] = [territoryIndex(game, "Alaska"), territoryIndex(game, "Kamchatka")];

  it("RB1 RB3: the engine's battles win as often as the exact odds say (Monte Carlo, 2,000 attacks)", () => {
    // Alaska: 4 armies (3 fight, 1 stays), a Siege and an Archer; Kamchatka: 3 armies and a Cavalry.
    const start = board(4, 3, { Siege: 1, Archer: 1 }, { Cavalry: 1 });
    const ranks: Rank[] = game.combat.ranks!;
    const exact = rankedBattleOdds(ranks, rules, { armies: 3, ranked: [1, 1, 0], units: [d6, d6] }, { armies: 3, ranked: [0, 0, 1], units: [d6] });
    let won = 0;
    const games = 2000;
    for (let i = 0; i < games; i++) {
      const s = structuredClone(start);
      reseed(s.rng, 1000 + i);
      expect(applyInPlace(game, s, { type: "attack", from: alaska, to: kamchatka })).toBeUndefined();
      if (s.owner[kamchatka] === 0) won++;
    }
    // The standard error of 2,000 attacks is at most 0.0112: 4 of them is 0.045.
    expect(Math.abs(won / games - exact.attackerWins)).toBeLessThan(0.045);
  });

  it("RB2: a rank's hits beyond the armies take the cheapest unit first (an Archer before a Siege)", () => {
    // Seat 2's 1 army and 2 Cavalry (3+) against Alaska's 1 fighting army, an Archer and a Siege:
    // whenever the attacker loses pieces beyond its army, the Archer (2 coins) goes before the Siege (10).
    let archerFirst = 0;
    for (let i = 0; i < 200; i++) {
      const s = board(2, 1, { Archer: 1, Siege: 1 }, { Cavalry: 2 });
      reseed(s.rng, i);
      applyInPlace(game, s, { type: "attack", from: alaska, to: kamchatka, rolls: 1 });
      const standing = (type: string) =>
        s.unitAt.filter((at, u) => at === alaska && s.unitOwner[u] === 0 && game.units!.types[s.unitType[u]!]!.name === type).length;
      expect(standing("Siege") === 0 ? standing("Archer") === 0 : true).toBe(true);
      if (standing("Archer") === 0 && standing("Siege") === 1) archerFirst++;
    }
    expect(archerFirst).toBeGreaterThan(0);
  });
});

describe("RB3: the greedy bot weighs ranked battles by their exact odds", () => {
  it("RB3: one fighting army and an Archer against one army: 233/324, as worked above", () => {
    const s = board(2, 1, { Archer: 1 }, {});
    const b: Board = { game, view: viewFor(s, 1), seat: 0, leave: 1, objective: new Set(), partnered: false };
    const [alaska, kamchatka] = [territoryIndex(game, "Alaska"), territoryIndex(game, "Kamchatka")];
    expect(attackChance(b, alaska, kamchatka)).toBeCloseTo(233 / 324, 12);
  });
});

describe("RB3: `riskc odds` of ranked battles", () => {
  const odds = async (...args: string[]) => {
    let out = "";
    const io = { stdout: (t: string) => (out += t), stderr: (t: string) => (out += t), interactive: false };
    await run(["odds", "test/fixtures/ranked-battles.risk", ...args, "--json"], io);
    return JSON.parse(out) as { attackerWins: number; estimated?: boolean };
  };

  it("RB3: one army and an Archer against one army: 233/324 (as worked above), exact", async () => {
    const o = await odds("-a", "1", "-d", "1", "--attacker-units", "Archer:1");
    expect(o.attackerWins).toBeCloseTo(233 / 324, 12);
    expect(o.estimated).toBeUndefined();
  });

  it("RB3: past the chain's bound (65 × 65 states > 4096) the odds say `estimated`", async () => {
    expect((await odds("-a", "64", "-d", "64", "--attacker-units", "Archer:1")).estimated).toBe(true);
  });
});

describe("RB1: greedy games of ranked battles end", () => {
  it("RB1 RB3: 20 greedy games of the fixture with 3 players: none stalls", () => {
    const report = simulate(irOf(text), { games: 20, seed: 7, maxRounds: 500, bots: Array(3).fill(bots["greedy"]!) });
    expect({ games: report.games, stalled: report.stalled }).toEqual({ games: 20, stalled: 0 });
  });
});
