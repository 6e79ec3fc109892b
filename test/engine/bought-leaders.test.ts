// Leaders bought in the market (issue 26; docs/language-design.md, "As built", version 3), rule
// ids PB1–PB4 of test/fixtures/board/bought-leaders.risk: PB1 a leader `from market` is not put
// down at the setup and only its seat buys it, onto its own territory; PB2 destroyed, it is
// bought again (`on death returns`) and never revived, or gone (`on death lost`); PB3 `leaders
// per seat` counts the leaders bought; PB4 the greedy bot buys it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../bots/greedy-bot.js";
import { loseUnit, OFF } from "../../engine/board/index.js";
import {
  applyInPlace,
  createGame,
  decisionOf,
  legalActions,
  namesOf,
  newGame,
  problemOf,
  viewFor,
  type Action,
  type GameState,
} from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { fromPosition, territoryIndex } from "../support/engine.js";
import { codesOf, compileText, irOf } from "../support/variants.js";

const text = readFileSync("test/fixtures/board/bought-leaders.risk", "utf8");
const game = createGame(irOf(text));
const unitNamed = (name: string) => game.variant.units!.types.findIndex((t) => t.name === name);
const offer = (name: string) => namesOf(game).offers.numberOf(name)!;
const [marshal, hero, chief] = [unitNamed("Marshal"), unitNamed("Hero of the North"), unitNamed("Chief")];
const T = (name: string) => territoryIndex(game, name);

/** Seat `toMove` in its market phase with `gold`; the Marshal in Alaska, the bought leaders where `at` says (null: in stock). */
const market = (toMove: number, gold: number, at: { hero?: string | null; chief?: string | null } = {}): GameState =>
  fromPosition(game, {
    players: 3,
    toMove,
    phase: "market",
    step: 2,
    territories: { Alaska: { owner: 1, armies: 3 }, Alberta: { owner: 1, armies: 2 }, Kamchatka: { owner: 2, armies: 2 } },
    others: { owner: 3, armies: 1 },
    counters: { gold: { "1": gold, "2": gold, "3": 0 } },
    leaders: {
      Marshal: { at: "Alaska", form: "Marshal" },
      "Hero of the North": at.hero ? { at: at.hero, form: "Hero of the North" } : { at: null },
      Chief: at.chief ? { at: at.chief, form: "Chief" } : { at: null },
    },
    turn: { started: true },
  });

const buys = (state: GameState) => legalActions(game, state).filter((a): a is Extract<Action, { type: "buy" }> => a.type === "buy");
const codeOf = (state: GameState, action: Action) => problemOf(game, state, action)?.code;

describe("leaders bought in the market", () => {
  it("PB1 the setup puts down only the leaders given to their seats; those `from market` stay in stock", () => {
    const s = newGame(game, 3, 5);
    const placed: number[] = [];
    while (s.stage === "setup") {
      const d = decisionOf(game, s);
      if (d.kind === "placeLeader") placed.push(d.seatIndex);
      expect(applyInPlace(game, s, legalActions(game, s)[0]!)).toBeUndefined();
    }
    expect(placed).toEqual([0]);
    expect([s.unitAt[marshal]! >= 0, s.unitAt[hero], s.unitAt[chief]]).toEqual([true, OFF, OFF]);
  });

  it("PB1 only its seat buys a leader, paying its price, onto one of its own territories", () => {
    const s = market(1, 5);
    expect(decisionOf(game, s).kind).toBe("buy");
    const offered = buys(s);
    expect(new Set(offered.map((a) => a.offer))).toEqual(new Set([offer("Hero of the North")]));
    expect(offered.map((a) => a.territory).sort((a, b) => a! - b!)).toEqual([T("Alaska"), T("Alberta")].sort((a, b) => a - b));
    expect(codeOf(s, { type: "buy", offer: offer("Chief"), territory: T("Alaska") })).toBe("out-of-stock");
    expect(codeOf(s, { type: "buy", offer: offer("Hero of the North"), territory: T("Kamchatka") })).toBe("not-owned");
    // With 4 gold there is nothing to buy: the step is over.
    expect(decisionOf(game, market(1, 4)).kind).not.toBe("buy");
    expect(applyInPlace(game, s, { type: "buy", offer: offer("Hero of the North"), territory: T("Alberta") })).toBeUndefined();
    expect([s.unitAt[hero], s.counters[0]![0]]).toEqual([T("Alberta"), 0]);
    // Bought, it fights as a leader: its die and its bonus.
    expect(buys(market(2, 5)).map((a) => a.offer)).toEqual([offer("Chief")]);
  });

  it("PB2 a destroyed leader bought is bought again, never revived; one `lost` is gone for good", () => {
    const placing = fromPosition(game, {
      players: 3,
      toMove: 1,
      phase: "reinforce",
      step: 3,
      pool: 10,
      territories: { Alaska: { owner: 1, armies: 3 }, Alberta: { owner: 1, armies: 2 }, Kamchatka: { owner: 2, armies: 2 } },
      others: { owner: 3, armies: 1 },
      counters: { gold: { "1": 0, "2": 0, "3": 0 } },
      leaders: { Marshal: { at: "Alaska", form: "Marshal" }, "Hero of the North": { at: "Alberta", form: "Hero of the North" }, Chief: { at: null } },
      turn: { started: true },
    });
    loseUnit(game, placing, marshal);
    loseUnit(game, placing, hero);
    expect([placing.unitAt[marshal], placing.unitAt[hero]]).toEqual([OFF, OFF]);
    const revivals = legalActions(game, placing).filter((a): a is Extract<Action, { type: "revive" }> => a.type === "revive");
    expect(revivals.length).toBeGreaterThan(0);
    expect(new Set(revivals.map((a) => a.unit ?? marshal))).toEqual(new Set([marshal]));
    expect(codeOf(placing, { type: "revive", unit: hero, territory: T("Alaska"), form: 0 })).toBe("leader-bought");
    // Back in stock, the next market sells it again (the same position as one never bought).
    expect(buys(market(1, 5)).some((a) => a.offer === offer("Hero of the North"))).toBe(true);
    const chiefs = fromPosition(game, {
      players: 3,
      toMove: 2,
      phase: "reinforce",
      step: 3,
      pool: 10,
      territories: { Alaska: { owner: 1, armies: 3 }, Kamchatka: { owner: 2, armies: 2 } },
      others: { owner: 3, armies: 1 },
      counters: { gold: { "1": 0, "2": 5, "3": 0 } },
      leaders: { Marshal: { at: "Alaska", form: "Marshal" }, "Hero of the North": { at: null }, Chief: { at: "Kamchatka", form: "Chief" } },
      turn: { started: true },
    });
    loseUnit(game, chiefs, chief);
    expect(chiefs.unitAt[chief]).toBeLessThan(OFF);
    expect(legalActions(game, chiefs).some((a) => a.type === "revive")).toBe(false);
    const lostChief = fromPosition(game, {
      players: 3,
      toMove: 2,
      phase: "market",
      step: 2,
      territories: { Alaska: { owner: 1, armies: 3 }, Kamchatka: { owner: 2, armies: 2 } },
      others: { owner: 3, armies: 1 },
      counters: { gold: { "1": 0, "2": 5, "3": 0 } },
      leaders: { Marshal: { at: "Alaska", form: "Marshal" }, "Hero of the North": { at: null }, Chief: { at: null, lost: true } },
      turn: { started: true },
    });
    expect(buys(lostChief)).toEqual([]);
  });

  it("PB3 `leaders per seat` counts the leaders bought", () => {
    expect(codesOf(compileText(text))).toEqual([]);
    expect(codesOf(compileText(text.replace("leaders per seat 2", "leaders per seat 1")))).toEqual(["RISK4161"]);
  });

  it("PB1 an offer of a leader given at the setup is RISK4084; a leader `from market` no offer sells is RISK4210", () => {
    expect(codesOf(compileText(text.replace("offer Chief cost 5 gold", "offer Marshal cost 5 gold")))).toEqual(["RISK4084", "RISK4210"]);
  });

  it("PB4 the greedy bot buys its leader when it can", () => {
    const s = market(1, 5);
    const decision = decisionOf(game, s);
    const action = greedyBot.choose({ game, view: viewFor(s, decision.seat), decision, actions: legalActions(game, s), rng: seedRng(1) });
    expect(action).toMatchObject({ type: "buy", offer: offer("Hero of the North") });
  });

  it("PB4 in a greedy game each seat buys its leader as soon as its gold allows (the third round's market)", () => {
    const s = newGame(game, 3, 11);
    for (let n = 0; n < 5000 && s.stage !== "over" && (s.unitAt[hero]! < 0 || s.unitAt[chief]! < 0); n++) {
      const decision = decisionOf(game, s);
      const actions = legalActions(game, s);
      const action = greedyBot.choose({ game, view: viewFor(s, decision.seat), decision, actions, rng: seedRng(n) });
      expect(applyInPlace(game, s, action)).toBeUndefined();
    }
    expect([s.unitAt[hero]! >= 0, s.unitAt[chief]! >= 0, s.round]).toEqual([true, true, 3]);
  });
});
