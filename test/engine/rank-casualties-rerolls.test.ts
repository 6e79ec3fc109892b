// Casualties chosen and a re-roll in the ranks (docs/language-design.md, part E; rule ids CS1–CS4
// and RR1–RR3 of test/fixtures/ranked-castles.risk). Expected values are worked by hand in the
// comments, never copied from the code's output.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  applyInPlace,
  createGame,
  decisionOf,
  estimateRankedOdds,
  legalActions,
  positionOf,
  problemOf,
  rankedBattleOdds,
  type GameState,
  type Rank,
  type RankedSide,
  viewFor,
} from "../../engine/index.js";
import { reseed, seedRng as botRng } from "../../engine/math/rng.js";
import { bots } from "../../bots/index.js";
import { simulate } from "../../sim/index.js";
import { run } from "../../cli/riskc.js";
import { fromPosition, playState, territoryIndex } from "../support/engine.js";
import { chooseCasualties } from "../../engine/board/casualties.js";
import { fireRank } from "../../engine/moves/battle-ranks.js";
import { rerollsRank } from "../../engine/math/ranked-battle.js";
import { seedRng } from "../../engine/math/rng.js";
import { formatRisk } from "../../compiler/index.js";
import { describeAction, seatName, snapshot } from "../../play/index.js";
import { irOf } from "../support/variants.js";

const text = readFileSync("test/fixtures/ranked-castles.risk", "utf8");
const ir = irOf(text);
const game = createGame(ir);
const rules = game.dice;
const d6 = { die: 6, bonus: 0 };
const archer: Rank = { dice: 1, hits: 5, sides: 6 };

describe("CS1/RR1: the statements in the IR and the formatter", () => {
  it("CS1: `casualties by choice` sets the combat's flag; RR1: the defender's re-roll with its condition", () => {
    expect(ir.combat.casualtiesByChoice).toBe(true);
    expect(ir.combat.rankRerolls).toHaveLength(1);
    expect(ir.combat.rankRerolls![0]!.side).toBe("defender");
    expect(ir.combat.rankRerolls![0]!.when).toBeDefined();
    expect(game.combat.casualtiesByChoice).toBe(true);
  });

  it("CS1/RR1: the formatter prints both as written and reads them back", async () => {
    expect(await formatRisk(text)).toBe(text);
  });

  it("CS1/RR1: a variant with neither has neither in its IR (opt-in)", () => {
    const plain = irOf(readFileSync("test/fixtures/ranked-battles.risk", "utf8"));
    expect(plain.combat.casualtiesByChoice).toBeUndefined();
    expect(plain.combat.rankRerolls).toBeUndefined();
  });
});

describe("CS2: the casualties' greedy answer, cheapest first", () => {
  it("CS2: 3 hits on 2 armies and units [a, b, c] (c falls first) take both armies and c", () => {
    // Armies first (RB2's cheapest), then the units from the end of the loss-ordered list.
    expect(chooseCasualties(game, {} as GameState, 3, 2, [10, 11, 12])).toEqual({ armies: 2, units: [12] });
    expect(chooseCasualties(game, {} as GameState, 1, 2, [10])).toEqual({ armies: 1, units: [] });
    expect(chooseCasualties(game, {} as GameState, 9, 1, [10, 11])).toEqual({ armies: 1, units: [10, 11] });
  });
});

describe("RR2: the re-roll's policy and its exact odds", () => {
  it("RR2: a rank is re-rolled when it hit fewer times than its average", () => {
    // One archer: average 1/3; a miss (0) is below it, a hit is not. Six dice at 1/3: average 2.
    expect(rerollsRank(0, 1, 1 / 3)).toBe(true);
    expect(rerollsRank(1, 1, 1 / 3)).toBe(false);
    expect(rerollsRank(1, 6, 1 / 3)).toBe(true);
    expect(rerollsRank(2, 6, 1 / 3)).toBe(false);
    expect(rerollsRank(0, 0, 1 / 3)).toBe(false);
  });

  it("RR2: an army and an Archer with the re-roll against one army win 395/486", () => {
    // The Archer hits 1/3, and re-rolls a miss: 1/3 + (2/3)(1/3) = 5/9: the defender's only army
    // falls. Otherwise (4/9) the general rank, 2 d6 against 1 d6 (ties to the defender): the
    // attacker wins 125/216 (ranked-battles.test.ts works it). 5/9 + (4/9)(125/216) = 1080/1944 +
    // 500/1944 = 1580/1944 = 395/486.
    const attacker: RankedSide = { armies: 1, ranked: [1], units: [d6], reroll: true };
    const defender: RankedSide = { armies: 1, ranked: [0] };
    const odds = rankedBattleOdds([archer], rules, attacker, defender);
    expect(odds.estimated).toBeUndefined();
    expect(odds.attackerWins).toBeCloseTo(395 / 486, 12);
  });

  it("RR2: one army against an army and an Archer with the castle's re-roll win 55/486", () => {
    // The defender's Archer hits 5/9 with its re-roll: the attacker's only army falls: lost.
    // Otherwise (4/9) 1 d6 against 2 d6: the attacker's f beats both with ((f-1)/6)², so it wins
    // (0+1+4+9+16+25)/216 = 55/216. (4/9)(55/216) = 220/1944 = 55/486.
    const attacker: RankedSide = { armies: 1, ranked: [0] };
    const defender: RankedSide = { armies: 1, ranked: [1], units: [d6], reroll: true };
    const odds = rankedBattleOdds([archer], rules, attacker, defender);
    expect(odds.attackerWins).toBeCloseTo(55 / 486, 12);
    const total = odds.outcomes.reduce((s, o) => s + o.probability, 0);
    expect(total).toBeCloseTo(1, 12);
  });

  it("RR2: Monte Carlo: simulated battles with the re-roll agree with the exact chain", () => {
    // Three ranks and several pieces a side, the defender re-rolling: 20,000 simulated battles
    // (estimateRankedOdds) against the chain, within 4 standard errors (sqrt(p(1-p)/20000) <= 0.0036).
    const ranks: Rank[] = [
      { dice: 2, hits: 3, sides: 6 },
      { dice: 1, hits: 5, sides: 6 },
      { dice: 1, hits: 3, sides: 6 },
    ];
    const attacker: RankedSide = { armies: 6, ranked: [1, 2, 1], units: [d6, d6, d6, d6] };
    const defender: RankedSide = { armies: 5, ranked: [0, 2, 1], units: [d6, d6, d6], reroll: true };
    const exact = rankedBattleOdds(ranks, rules, attacker, defender);
    const simulated = estimateRankedOdds(ranks, rules, attacker, defender, Infinity);
    expect(exact.estimated).toBeUndefined();
    expect(Math.abs(exact.attackerWins - simulated.attackerWins)).toBeLessThan(0.0144);
    // The re-roll helps the defender: the attacker wins less than without it.
    const without = rankedBattleOdds(ranks, rules, attacker, { ...defender, reroll: false });
    expect(exact.attackerWins).toBeLessThan(without.attackerWins);
  });

  it("RR2: the engine's rank with the re-roll hits 5/9 of the time (one Archer, 20,000 rolls)", () => {
    // fireRank on a bare state: unit 0 is an Archer attacking; the defender has 5 armies, no units.
    const type = game.units!.types.findIndex((t) => t.name === "Archer");
    const rank = game.combat.ranks!.find((r) => r.type === type)!;
    const state = { rng: seedRng(7), unitType: [type] } as unknown as GameState;
    let hits = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const rerolls = { attacker: true, defender: false };
      hits += fireRank(state, rank, [0], [], 3, 5, "defender", rerolls)?.defenderLoss ?? 0;
    }
    // sd of the rate: sqrt((5/9)(4/9)/20000) = 0.0035; 4 sd.
    expect(Math.abs(hits / n - 5 / 9)).toBeLessThan(0.0141);
  });
});

/** Seat 1 attacks Kamchatka (seat 2) from Alaska: `armies` there (one stays), `mine` and `theirs` units by type. */
function board(armies: number, defenders: number, mine: Record<string, number>, theirs: Record<string, number>, castle = false): GameState {
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
  const s = playState(game, {
    players: 3,
    toMove: 1,
    phase: "attack",
    owners: { Alaska: 1, Alberta: 1, Kamchatka: 2, Madagascar: 3 },
    armiesAt: { Alaska: armies, Alberta: 3, Kamchatka: defenders },
    rest: 2,
    units,
  });
  if (castle) s.buildings[0]![territoryIndex(game, "Kamchatka")] = 1;
  return s;
}

const [alaska, kamchatka] = [territoryIndex(game, "Alaska"), territoryIndex(game, "Kamchatka")];
const cavalry = game.units!.types.findIndex((t) => t.name === "Cavalry");
const standing = (s: GameState, seat: number, at: number, type: number) =>
  s.unitAt.filter((where, u) => where === at && s.unitOwner[u] === seat && s.unitType[u] === type).length;

/** The first seed whose single-roll attack leaves a casualty decision waiting (Cavalry hit on 3+: most do). */
function waitingCasualty(start: GameState): GameState {
  for (let seed = 0; seed < 200; seed++) {
    const s = structuredClone(start);
    reseed(s.rng, seed);
    applyInPlace(game, s, { type: "attack", from: alaska, to: kamchatka, rolls: 1 });
    if (s.pending?.kind === "casualty") return s;
  }
  throw new Error("no casualty decision in 200 seeds");
}

describe("CS3: the casualty decision", () => {
  it("CS3: a side with armies and Cavalry chooses (the defender at the attacker's turn too): an army or a Cavalry; losing the Cavalry keeps its armies", () => {
    // Alaska: 4 armies (3 fight) and 3 Cavalry; Kamchatka: 3 armies and 2 Cavalry. The Cavalry rank
    // hits on 3+; a side with armies and Cavalry that loses fewer than all chooses.
    const s = waitingCasualty(board(4, 3, { Cavalry: 3 }, { Cavalry: 2 }));
    const p = s.pending as Extract<GameState["pending"], { kind: "casualty" }>;
    const decision = decisionOf(game, s);
    expect(decision.kind).toBe("casualty");
    expect(decision.seatIndex).toBe(p.seat);
    expect(legalActions(game, s)).toEqual([
      { type: "casualty", unit: -1 },
      { type: "casualty", unit: cavalry },
    ]);
    expect(problemOf(game, s, { type: "casualty", unit: game.units!.types.findIndex((t) => t.name === "Siege") })?.code).toBe("no-such-casualty");
    // The position carries the waiting decision, and reads back to the same state.
    const back = fromPosition(game, positionOf(game, s));
    expect(back.pending).toEqual(s.pending);
    const where = p.seat === 0 ? alaska : kamchatka;
    const [armies, horses] = [s.armies[where]!, standing(s, p.seat, where, cavalry)];
    const after = structuredClone(s);
    expect(applyInPlace(game, after, { type: "casualty", unit: cavalry })).toBeUndefined();
    // One Cavalry fewer, the armies as they were (unless the round went on and rolled again: then not more).
    expect(standing(after, p.seat, where, cavalry)).toBeLessThanOrEqual(horses - 1);
    if (after.pending?.kind === "casualty" && after.pending.seat === p.seat) expect(after.armies[where]).toBe(armies);
  });

  it("CS4: the greedy bot keeps its last army: one army and two Cavalry hit once lose a Cavalry, not the army", () => {
    // Kamchatka holds 1 army and 2 Cavalry; an army lost would lose the territory and both Cavalry
    // with it (units never hold alone), so the greedy answer is a Cavalry. Alaska attacks with 3
    // armies and 3 Cavalry: any seed where the defender alone chooses one casualty will do.
    const start = board(4, 1, { Cavalry: 3 }, { Cavalry: 2 });
    let asked = 0;
    for (let seed = 0; seed < 300 && asked < 5; seed++) {
      const s = structuredClone(start);
      reseed(s.rng, seed);
      applyInPlace(game, s, { type: "attack", from: alaska, to: kamchatka, rolls: 1 });
      // The attacker's own choice first (an army: it has armies to spare).
      while (s.pending?.kind === "casualty" && s.pending.seat === 0) applyInPlace(game, s, { type: "casualty", unit: -1 });
      if (s.pending?.kind !== "casualty" || s.pending.seat !== 1 || s.pending.left !== 1 || s.armies[kamchatka] !== 1) continue;
      asked++;
      const decision = decisionOf(game, s);
      const actions = legalActions(game, s);
      const pick = bots["greedy"]!.choose({ game, view: viewFor(s, 2), decision, actions, rng: botRng(1) });
      expect(pick).toEqual({ type: "casualty", unit: cavalry });
    }
    expect(asked).toBeGreaterThan(0);
  });

  it("CS3 (EU23): the general rank's losses are chosen too, and the round ends with them (no second general roll)", () => {
    // Alaska: 6 armies and a Cavalry attack Kamchatka's 4 armies and a Cavalry, one roll. The
    // general rank (rank number 3: after Siege, Archer, Cavalry) hits a side with an army and a
    // Cavalry left: it chooses. Answering takes exactly the hits awaited, and nothing more is rolled.
    const start = board(6, 4, { Cavalry: 1 }, { Cavalry: 1 });
    const pieces = (s: GameState) => s.armies[alaska]! + s.armies[kamchatka]! + s.unitAt.filter((t) => t === alaska || t === kamchatka).length;
    let asked = 0;
    for (let seed = 0; seed < 300 && asked < 5; seed++) {
      const s = structuredClone(start);
      reseed(s.rng, seed);
      applyInPlace(game, s, { type: "attack", from: alaska, to: kamchatka, rolls: 1 });
      if (s.pending?.kind !== "casualty" || s.pending.rank !== 3) continue;
      asked++;
      const p = s.pending;
      expect(legalActions(game, s)).toEqual([
        { type: "casualty", unit: -1 },
        { type: "casualty", unit: cavalry },
      ]);
      const [before, awaited] = [pieces(s), p.left + p.other];
      let guard = 0;
      while (s.pending?.kind === "casualty" && guard++ < 10) expect(applyInPlace(game, s, legalActions(game, s).at(-1)!)).toBeUndefined();
      expect(s.pending).toBeNull();
      expect(pieces(s)).toBe(before - awaited);
      expect(decisionOf(game, s).seat).toBe(1);
    }
    expect(asked).toBeGreaterThan(0);
  });

  it("CS3: the random bot answers every casualty decision: 10 random games of the fixture end or reach their bound", () => {
    const report = simulate(ir, { games: 10, seed: 3, maxRounds: 60, bots: Array(3).fill(bots["random"]!) });
    expect(report.games).toBe(10);
  });

  it("CS3 CS4: 6 greedy games of the fixture (casualties by choice, castles' re-rolls) do not stall", () => {
    const report = simulate(ir, { games: 6, seed: 11, maxRounds: 300, bots: Array(3).fill(bots["greedy"]!) });
    expect({ games: report.games, stalled: report.stalled }).toEqual({ games: 6, stalled: 0 });
  });
});

describe("RR2 (EU24): the re-roll is its side's decision", () => {
  /** Answer casualty decisions (the last action offered) until something else is waited for. */
  function answerCasualties(s: GameState): void {
    let guard = 0;
    while (s.pending?.kind === "casualty" && guard++ < 20) expect(applyInPlace(game, s, legalActions(game, s).at(-1)!)).toBeUndefined();
  }
  /** The first seeds whose single-roll attack into the castle waits for the defender's re-roll at the Archer rank. */
  function waitingReroll(start: GameState, count: number): GameState[] {
    const found: GameState[] = [];
    for (let seed = 0; seed < 300 && found.length < count; seed++) {
      const s = structuredClone(start);
      reseed(s.rng, seed);
      applyInPlace(game, s, { type: "attack", from: alaska, to: kamchatka, rolls: 1 });
      if (s.pending?.kind === "reroll" && s.pending.rank === 1) found.push(s);
    }
    return found;
  }
  // Alaska: 5 armies and an Archer attack Kamchatka's castle: 3 armies, 2 Archers and 2 Cavalry.
  const start = board(5, 3, { Archer: 1 }, { Archer: 2, Cavalry: 2 }, true);

  it("RR2: after the Archer rank hit fewer than its 2 dice could, the castle's defender is asked: again or keep", () => {
    const [s] = waitingReroll(start, 1);
    const p = s!.pending as Extract<GameState["pending"], { kind: "reroll" }>;
    // Seat 2 (index 1) owns the castle; its 2 Archers hit the attacker fewer than 2 times.
    expect(decisionOf(game, s!)).toMatchObject({ kind: "reroll", seatIndex: 1 });
    expect(p.hits[0]).toBeLessThan(2);
    expect(p.rerolls & 2).toBe(2);
    expect(legalActions(game, s!)).toEqual([
      { type: "reroll", again: true },
      { type: "reroll", again: false },
    ]);
    expect(problemOf(game, s!, { type: "reroll", again: 1 as unknown as boolean })?.code).toBe("bad-reroll");
    expect(problemOf(game, s!, { type: "casualty", unit: -1 })?.code).toBe("not-now");
    // The position carries the waiting re-roll and reads back to the same state.
    expect(fromPosition(game, positionOf(game, s!)).pending).toEqual(s!.pending);
    // The game log names the deciding seat (the defender, at the attacker's turn) and the rank's
    // unit type (rank 1: the Archers).
    const after = structuredClone(s!);
    applyInPlace(game, after, { type: "reroll", again: true });
    const defender = seatName(s!, 1);
    expect(seatName(s!, s!.current)).not.toBe(defender);
    expect(describeAction(game, snapshot(s!), { type: "reroll", again: true }, after)).toBe(
      `${defender} rolls its Archer dice again (its re-roll of the round)`,
    );
    expect(describeAction(game, snapshot(s!), { type: "reroll", again: false }, after)).toBe(`${defender} keeps its Archer dice`);
  });

  it("RR2: re-rolled, the defender's re-roll is used for the round; kept, a later rank may still use it", () => {
    let [laterAfterKeep, laterAfterAgain] = [0, 0];
    for (const waiting of waitingReroll(start, 40)) {
      for (const again of [true, false]) {
        const s = structuredClone(waiting);
        expect(applyInPlace(game, s, { type: "reroll", again })).toBeUndefined();
        answerCasualties(s);
        // The Cavalry rank (2 dice at 3+) comes next in the same round.
        if (s.pending?.kind === "reroll" && s.pending.rank === 2 && s.pending.seat === 1) {
          if (again) laterAfterAgain++;
          else laterAfterKeep++;
        }
        if (again && s.pending?.kind === "casualty") expect(s.pending.rerolls & 2).toBe(0);
      }
    }
    expect(laterAfterAgain).toBe(0);
    expect(laterAfterKeep).toBeGreaterThan(0);
  });

  it("RR2: without `casualties by choice` an attack's round waits for the re-roll too, and goes on after it", () => {
    const plain = createGame(irOf(text.replace("    casualties by choice\n", "")));
    expect(plain.combat.casualtiesByChoice).toBe(false);
    let asked = 0;
    for (let seed = 0; seed < 300 && asked < 10; seed++) {
      const s = fromPosition(plain, positionOf(game, start));
      reseed(s.rng, seed);
      applyInPlace(plain, s, { type: "attack", from: alaska, to: kamchatka, rolls: 1 });
      if (s.pending?.kind !== "reroll") continue;
      asked++;
      expect(s.pending.attack).toBeDefined();
      for (const again of [true, false]) {
        const after = structuredClone(s);
        expect(applyInPlace(plain, after, { type: "reroll", again })).toBeUndefined();
        let guard = 0;
        while (after.pending?.kind === "reroll" && guard++ < 5) expect(applyInPlace(plain, after, { type: "reroll", again: false })).toBeUndefined();
        // The round is over: the attacker decides again, nothing is waited for.
        expect(after.pending).toBeNull();
        expect(decisionOf(plain, after).seat).toBe(1);
      }
    }
    expect(asked).toBeGreaterThan(0);
  });

  it("RR2: the greedy bot answers as the odds assume: 2 Archers (mean 2/3 hit) re-roll 0 hits, keep 1", () => {
    for (const [hits, again] of [
      [0, true],
      [1, false],
    ] as const) {
      const s = structuredClone(start);
      s.pending = {
        kind: "reroll",
        seat: 1,
        from: alaska,
        to: kamchatka,
        rank: 1,
        hits: [hits, 0],
        rerolls: 2,
        decided: 0,
        attack: { attackBonus: 0, defenceBonus: 0, joined: [] },
      };
      const pick = bots["greedy"]!.choose({
        game,
        view: viewFor(s, 2),
        decision: decisionOf(game, s),
        actions: legalActions(game, s),
        rng: botRng(1),
      });
      expect(pick).toEqual({ type: "reroll", again });
    }
  });
});

describe("CS3: the round's battles ask too (battles at round end)", () => {
  const g = createGame(irOf(text.replace("    casualties by choice\n", "    casualties by choice\n    battles at round end\n")));
  /** Seat 1 contests Kamchatka (seat 2: 3 armies, 2 Cavalry) with 3 armies and 2 Cavalry; seat 3 ends the round. */
  function contestBoard(): GameState {
    const units: Record<string, { owner: number; at: string | null }[]> = {};
    for (const type of g.units!.types) {
      const limit = type.name === "Siege" ? 2 : 6;
      const list: { owner: number; at: string | null }[] = [];
      for (let seat = 1; seat <= 3; seat++)
        for (let i = 0; i < limit; i++) list.push({ owner: seat, at: type.name === "Cavalry" && seat < 3 && i < 2 ? "Kamchatka" : null });
      units[type.name] = list;
    }
    return playState(g, {
      players: 3,
      toMove: 3,
      phase: "fortify",
      owners: { Alaska: 1, Kamchatka: 2, Japan: 3, Mongolia: 3 },
      armiesAt: { Alaska: 2, Kamchatka: 3, Japan: 6 },
      rest: 2,
      units,
      contested: [{ territory: "Kamchatka", seat: 1, armies: 3 }],
    });
  }

  it("CS3: the battle waits for each side's choice (EU23: the general rank's too), goes on after it, and the round ends when it is over", () => {
    let [asked, general] = [0, 0];
    for (let seed = 0; seed < 40; seed++) {
      const s = contestBoard();
      reseed(s.rng, seed);
      // Seat 3 ends its last steps (fortify, then the market's buy): the round ends.
      while (s.round === 1 && !s.pending && decisionOf(g, s).seat === 3) expect(applyInPlace(g, s, { type: "end" })).toBeUndefined();
      let guard = 0;
      while (s.pending?.kind === "casualty" && guard++ < 100) {
        asked++;
        if (s.pending.rank === 3) general++;
        const d = decisionOf(g, s);
        // The invader (seat 1) or the owner (seat 2) decides, whoever's turn it is.
        expect([1, 2]).toContain(d.seat);
        expect(d.kind).toBe("casualty");
        expect(applyInPlace(g, s, legalActions(g, s).at(-1)!)).toBeUndefined();
      }
      // The battle is over: nobody contests Kamchatka any more, and the next round began.
      expect(s.contested).toEqual([]);
      expect(s.round).toBeGreaterThan(1);
    }
    expect(asked).toBeGreaterThan(0);
    expect(general).toBeGreaterThan(0);
  });
});

describe("CS4/RR2: `riskc odds` says what it assumes", () => {
  it("CS4 RR2: the fixture's odds name the cheapest-first casualties and the re-roll's policy; a re-roll under a condition needs --from", async () => {
    let out = "";
    const io = { stdout: (t: string) => (out += t), stderr: (t: string) => (out += t), interactive: false };
    await run(["odds", "test/fixtures/ranked-castles.risk", "-a", "1", "-d", "1", "--defender-units", "Archer:1"], io);
    expect(out).toContain("casualties by choice: the odds assume each side loses its cheapest pieces first");
    expect(out).toContain("rank re-rolls:");
    // `when Castle > 0` has no territory to read with -a/-d: no re-roll. The Archer hits 1/3: lost;
    // else 1 d6 against 2 d6 wins 55/216 (as above): (2/3)(55/216) = 55/324 = 16.9753%.
    expect(out).toContain("attacker wins: 16.9753%");
  });
});
