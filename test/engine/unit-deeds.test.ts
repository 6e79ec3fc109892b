// What a unit did this turn, and a unit's die by the situation (issue 26; docs/language-design.md,
// "As built", version 3), rule ids PB13–PB15 and U1 of test/fixtures/units/unit-deeds.risk.
// Expected odds are worked by hand in the comments.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run } from "../../cli/riskc.js";
import { describe, expect, it } from "vitest";
import {
  applyInPlace,
  battleOdds,
  createGame,
  legalActions,
  modifiedRules,
  newGame,
  nextRoll,
  positionOf,
  problemOf,
  unitsInBattle,
  type Action,
  type GameState,
} from "../../engine/index.js";
import type { UnitDeed } from "../../engine/position/format.js";
import { mixedRollTable } from "../../engine/math/dice.js";
import { attackChance } from "../../bots/greedy-units.js";
import { greedyBot } from "../../bots/greedy-bot.js";
import type { Board } from "../../bots/greedy-board.js";
import { decisionOf, viewFor } from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { classicGame, codesOf, compileText, irOf } from "../support/variants.js";
import { fromPosition, playState, territoryIndex, toPhase } from "../support/engine.js";

const text = readFileSync("test/fixtures/units/unit-deeds.risk", "utf8");
const game = createGame(irOf(text));
const T = (name: string) => territoryIndex(game, name);
const [alaska, kamchatka, alberta, northwest] = [T("Alaska"), T("Kamchatka"), T("Alberta"), T("Northwest Territory")];

type UnitAt = { owner: number; at: string | null; thisTurn?: UnitDeed[] };

/** Three players, seat 1 to attack from Alaska (`armies`) with its units where `tanks`/`scout` say; Kamchatka (hills) and Northwest Territory hold 1 army each, seat 2's; seat 3 holds Madagascar. */
function board(armies: number, tanks: [UnitAt, UnitAt] | UnitAt[], scout: UnitAt = { owner: 1, at: null }, phase = "attack"): GameState {
  const none = (owner: number): UnitAt => ({ owner, at: null });
  const [t1, t2] = [tanks[0] ?? none(1), tanks[1] ?? none(1)];
  return playState(game, {
    players: 3,
    toMove: 1,
    phase,
    owners: { Alaska: 1, Alberta: 1, Kamchatka: 2, "Northwest Territory": 2, Madagascar: 3 },
    armiesAt: { Alaska: armies, Alberta: 3, Kamchatka: 1, "Northwest Territory": 1 },
    rest: 2,
    units: {
      Tank: [t1, t2, none(2), none(2), none(3), none(3)],
      Scout: [scout, none(2), none(3)],
    },
  });
}

const must = (s: GameState, action: Action) => expect(applyInPlace(game, s, action)).toBeUndefined();
/** The probability that the attacker's one roll takes the defender's army (exact, from the table the engine rolls by). */
function rollWins(s: GameState, from: number, to: number, wanted?: number): number {
  const roll = nextRoll(game, s, from, to, wanted)!;
  const table = mixedRollTable(roll.ties, roll.attacker, roll.defender);
  return table.outcomes.filter((o) => o.defenderLoss > 0).reduce((p, o) => p + o.count, 0) / table.total;
}

describe("U1: a unit's die by the situation", () => {
  it("U1: a Tank rolls a d10 into the hills (Kamchatka) and a d6 elsewhere", () => {
    const s = board(2, [{ owner: 1, at: "Alaska" }]);
    expect(nextRoll(game, s, alaska, kamchatka, 1)!.attacker.sizes).toEqual([10]);
    expect(nextRoll(game, s, alaska, northwest, 1)!.attacker.sizes).toEqual([6]);
    // One d10 against one d6, ties to the defender: the attacker wins when its face beats the
    // defender's: (9 + 8 + 7 + 6 + 5 + 4) / 60 = 39/60. One d6 against one d6: 15/36.
    expect(rollWins(s, alaska, kamchatka, 1)).toBeCloseTo(39 / 60, 12);
    expect(rollWins(s, alaska, northwest, 1)).toBeCloseTo(15 / 36, 12);
  });

  it("U1: the exact battle odds read the size: a d10 and a d6 against one d6 win 269/360", () => {
    const s = board(2, [{ owner: 1, at: "Alaska" }]);
    // Alaska's one fighting army and the Tank roll a d6 and a d10, the defender one d6. The first
    // roll decides: a loss takes the army (armies fall first) and no army is left to attack. The
    // attacker's best is at most d with chance (d/10)(d/6), so it wins 1 - (1/6)·Σ d²/60 = 1 - 91/360.
    const at = { state: s, from: alaska, to: kamchatka };
    const units = unitsInBattle(game, s, 0, alaska, "attack", at);
    expect(units.map((u) => u.die)).toEqual([10]);
    const rules = modifiedRules(game, s, game.dice, alaska, kamchatka);
    expect(battleOdds(rules, 1, 1, Infinity, { attacker: units }).attackerWins).toBeCloseTo(269 / 360, 12);
    // Into the plains the Tank is a d6: 1 - (1/6)·Σ d²/36 = 1 - 91/216 = 125/216.
    const plains = unitsInBattle(game, s, 0, alaska, "attack", { state: s, from: alaska, to: northwest });
    expect(battleOdds(rules, 1, 1, Infinity, { attacker: plains }).attackerWins).toBeCloseTo(125 / 216, 12);
  });
});

describe("U1: `riskc odds --from` reads it", () => {
  it("U1 PB13 a position's Tank rolls its d10 into the hills (269/360); one that moved stays out (15/36)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "riskc-deeds-"));
    const odds = async (s: GameState) => {
      const from = join(dir, "position.json");
      writeFileSync(from, JSON.stringify(positionOf(game, s)));
      let out = "";
      const io = { stdout: (t: string) => (out += t), stderr: (t: string) => (out += t), interactive: false };
      await run(["odds", "test/fixtures/units/unit-deeds.risk", "--from", from, "--attack", "Alaska:Kamchatka", "--json"], io);
      return JSON.parse(out) as { attackerWins: number };
    };
    expect((await odds(board(2, [{ owner: 1, at: "Alaska" }]))).attackerWins).toBeCloseTo(269 / 360, 12);
    expect((await odds(board(2, [{ owner: 1, at: "Alaska", thisTurn: ["moved"] }]))).attackerWins).toBeCloseTo(15 / 36, 12);
  });
});

describe("PB13–PB15: what a unit did this turn", () => {
  it("PB13: a Tank that moved this turn does not join an attack: its side rolls without its die, in the odds too", () => {
    const moved = board(2, [{ owner: 1, at: "Alaska", thisTurn: ["moved"] }]);
    expect(nextRoll(game, moved, alaska, kamchatka)!.attacker.sizes).toEqual([6]);
    expect(unitsInBattle(game, moved, 0, alaska, "attack", { state: moved, from: alaska, to: kamchatka })).toEqual([]);
    // It still defends (the condition is on attacking only).
    expect(unitsInBattle(game, moved, 0, alaska, "defend")).toHaveLength(1);
    const fresh = board(2, [{ owner: 1, at: "Alaska" }]);
    expect(nextRoll(game, fresh, alaska, kamchatka)!.attacker.sizes).toEqual([10, 6]);
  });

  it("PB13: a move marks the Tank moved (position `thisTurn`); in the attacks that follow it stays out; the turn's end clears it", () => {
    const s = toPhase(game, board(2, [{ owner: 1, at: "Alberta" }]), "move");
    const tank = s.unitType.findIndex((k, u) => game.units!.types[k]!.name === "Tank" && s.unitOwner[u] === 0);
    must(s, { type: "fortify", from: alberta, to: alaska, count: 1, leader: true, unit: tank } as Action);
    expect(s.unitAt[tank]).toBe(alaska);
    expect(positionOf(game, s).units!["Tank"]![0]!.thisTurn).toEqual(["moved"]);
    expect(fromPosition(game, positionOf(game, s)).unitDeeds).toEqual(s.unitDeeds);
    must(s, { type: "end" });
    // Alaska: 3 armies (2 fight) and the Tank that moved: two d6, no d10.
    expect(nextRoll(game, s, alaska, kamchatka)!.attacker.sizes).toEqual([6, 6]);
    while (s.current === 0) must(s, legalActions(game, s).find((a) => a.type === "end") ?? legalActions(game, s)[0]!);
    expect(s.unitDeeds.every((d) => d === 0)).toBe(true);
  });

  it("PB14: a Scout joins one attack a turn: the attack marks it, the next leaves it out", () => {
    const s = board(9, [], { owner: 1, at: "Alaska" });
    expect(nextRoll(game, s, alaska, northwest)!.attacker.sizes).toEqual([6, 6, 6]);
    expect(nextRoll(game, s, alaska, northwest)!.units).toBe(true);
    must(s, { type: "attack", from: alaska, to: kamchatka, rolls: 1 });
    const scout = s.unitType.findIndex((k) => game.units!.types[k]!.name === "Scout");
    expect(positionOf(game, s).units!["Scout"]![0]!.thisTurn).toEqual(["attacked"]);
    expect(s.unitAt[scout]).toBe(alaska);
    expect(nextRoll(game, s, alaska, northwest)!.units).toBe(false);
  });

  it("PB15: no attack from a territory where a unit arrived this turn (`unitsArrived of source`)", () => {
    const arrived = board(5, [{ owner: 1, at: "Alaska", thisTurn: ["arrived"] }]);
    const attacks = (s: GameState, from: number) => legalActions(game, s).filter((a) => a.type === "attack" && a.from === from);
    expect(attacks(arrived, alaska)).toEqual([]);
    expect(attacks(arrived, alberta).length).toBeGreaterThan(0);
    expect(attacks(board(5, [{ owner: 1, at: "Alaska" }]), alaska).length).toBeGreaterThan(0);
  });

  it("a variant that reads no unit's deeds keeps no marks, and its positions no `thisTurn` on units", () => {
    expect(game.readsUnitDeeds).toBe(true);
    const classic = classicGame();
    expect(classic.readsUnitDeeds).toBe(false);
    expect(newGame(classic, 3, 1).unitDeeds).toEqual([]);
    const frontier = createGame(irOf(readFileSync("variants/frontier.risk", "utf8")));
    expect(frontier.readsUnitDeeds).toBe(false);
    expect(newGame(frontier, 3, 1).unitDeeds).toEqual([]);
  });
});

describe("PB13: a strike", () => {
  const raiderBoard = (thisTurn?: UnitDeed[]) =>
    playState(game, {
      players: 3,
      toMove: 1,
      phase: "attack",
      owners: { Alaska: 1, Kamchatka: 2, Madagascar: 3 },
      armiesAt: { Alaska: 5, Kamchatka: 1 },
      rest: 2,
      units: {
        Raider: [
          { owner: 1, at: "Alaska", ...(thisTurn ? { thisTurn } : {}) },
          { owner: 2, at: null },
          { owner: 3, at: null },
        ],
      },
    });
  const strikes = (s: GameState) => legalActions(game, s).filter((a) => a.type === "attack" && a.strike === true);

  it("PB13 a Raider strikes alone; one that moved this turn does not (`unit-may-not-attack`), and its strike marks it attacked and moved", () => {
    expect(strikes(raiderBoard(["moved"]))).toEqual([]);
    const s = raiderBoard();
    const strike = strikes(s).find((a) => a.type === "attack" && a.to === kamchatka)!;
    expect(strike).toBeDefined();
    expect(problemOf(game, raiderBoard(["moved"]), strike)?.code).toBe("unit-may-not-attack");
    must(s, strike);
    const raider = s.unitType.findIndex((k) => game.units!.types[k]!.name === "Raider");
    const deeds = positionOf(game, s).units!["Raider"]![0]!.thisTurn ?? [];
    expect(deeds).toContain("attacked");
    if (s.unitAt[raider] === kamchatka) expect(deeds).toEqual(["moved", "attacked"]);
  });
});

describe("the greedy bot weighs it", () => {
  const chance = (s: GameState, to: number) => {
    const b: Board = { game, view: viewFor(s, 1), seat: 0, leave: 1, objective: new Set(), partnered: false };
    return attackChance(b, alaska, to);
  };

  it("U1 PB13 its win odds read the Tank's d10 into the hills, and leave out a Tank that moved", () => {
    // As worked above: 269/360 with the d10, 125/216 with a d6; without the Tank, one d6 against
    // one d6 in one roll: 15/36.
    expect(chance(board(2, [{ owner: 1, at: "Alaska" }]), kamchatka)).toBeCloseTo(269 / 360, 12);
    expect(chance(board(2, [{ owner: 1, at: "Alaska" }]), northwest)).toBeCloseTo(125 / 216, 12);
    expect(chance(board(2, [{ owner: 1, at: "Alaska", thisTurn: ["moved"] }]), kamchatka)).toBeCloseTo(15 / 36, 12);
  });

  it("PB13 a greedy game with Tanks and a Scout plays through without a refused action", () => {
    const s = board(
      6,
      [
        { owner: 1, at: "Alaska" },
        { owner: 1, at: "Alberta" },
      ],
      { owner: 1, at: "Alaska" },
    );
    for (let n = 0; n < 3000 && s.stage !== "over"; n++) {
      const decision = decisionOf(game, s);
      const actions = legalActions(game, s);
      const action = greedyBot.choose({ game, view: viewFor(s, decision.seat), decision, actions, rng: seedRng(n) });
      expect(applyInPlace(game, s, action)).toBeUndefined();
    }
    expect(s.stage === "over" || s.round > 5).toBe(true);
  });
});

describe("checks", () => {
  it("the unit in question is read only in a unit type's `attack when`; `attack when` once a type; a size that is the own die", () => {
    const variant = (body: string) => `variant "T" extends "classic" { ${body} }`;
    expect(codesOf(compileText(variant(`combat { attack where hasMoved == 0 }`)))).toEqual(["RISK2014"]);
    expect(codesOf(compileText(variant(`units { unit Tank limit 1 { die d6  attack when hasMoved == 0  attack when armies > 2 } }`)))).toEqual([
      "RISK4240",
    ]);
    expect(codesOf(compileText(variant(`units { unit Tank limit 1 { die d8  die d8 when armies > 2 } }`)))).toEqual(["RISK4241"]);
    expect(codesOf(compileText(variant(`units { unit Tank limit 1 { die d6  die d200 when armies > 2 } }`)))).toEqual(["RISK4041"]);
    // RISK4032 knows every size: 3 + 2 dice of a d20 under a condition is 3.2e6 outcomes.
    expect(codesOf(compileText(variant(`units { unit Tank limit 1 { die d6  die d20 when armies > 2 } }`)))).toEqual(["RISK4032"]);
  });
});
