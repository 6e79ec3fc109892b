// Leaders every seat buys (issue 26; docs/language-design.md, "As built", version 3), rule ids
// PB16–PB19 of test/fixtures/board/every-seat-leaders.risk: PB16 a leader `from market` without a
// seat is every player's, each seat's copy in its own stock until it buys it (onto one of its
// territories), back in that stock when destroyed and never revived; PB17 `leaders per seat`
// counts it for every seat; PB18 the greedy bot buys it through the enumerated `buy`; PB19
// positions carry each seat's copy, by seat.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../bots/greedy-bot.js";
import { findBot } from "../../bots/index.js";
import { loseUnit, OFF } from "../../engine/board/index.js";
import {
  applyInPlace,
  createGame,
  decisionOf,
  legalActions,
  namesOf,
  newGame,
  positionFrom,
  positionOf,
  problemOf,
  viewFor,
  type Action,
  type GameState,
  type Position,
} from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { fromPosition, territoryIndex } from "../support/engine.js";
import { codesOf, compileText, irOf } from "../support/variants.js";

const text = readFileSync("test/fixtures/board/every-seat-leaders.risk", "utf8");
const game = createGame(irOf(text));
const types = game.variant.units!.types;
const [marshalType, mercenaryType] = [types.findIndex((t) => t.name === "Marshal"), types.findIndex((t) => t.name === "Mercenary")];
const MERCENARY = namesOf(game).offers.numberOf("Mercenary")!;
const T = (name: string) => territoryIndex(game, name);
/** Seat `seat`'s (0-based) copy of the Mercenary. */
const mercenaryOf = (s: GameState, seat: number) => s.unitType.findIndex((k, u) => k === mercenaryType && s.unitOwner[u] === seat);

const BOARD = {
  Alaska: { owner: 1, armies: 3 },
  Alberta: { owner: 1, armies: 2 },
  Kamchatka: { owner: 2, armies: 2 },
  Peru: { owner: 3, armies: 2 },
};
/** Seat `toMove` in its market phase; every seat with `gold`; the Mercenaries where `at` says (seat number → territory; absent: in stock). */
const market = (toMove: number, gold: number, at: Record<string, string> = {}): Position =>
  ({
    players: 3,
    toMove,
    phase: "market",
    step: 2,
    territories: BOARD,
    others: { owner: 3, armies: 1 },
    counters: { gold: { "1": gold, "2": gold, "3": gold } },
    leaders: {
      Marshal: { at: "Alaska", form: "Marshal" },
      Mercenary: Object.fromEntries(["1", "2", "3"].map((seat) => [seat, at[seat] ? { at: at[seat], form: "Mercenary" } : { at: null }])),
    },
    turn: { started: true },
  }) as unknown as Position;

const buys = (state: GameState) => legalActions(game, state).filter((a): a is Extract<Action, { type: "buy" }> => a.type === "buy");
const codeOf = (state: GameState, action: Action) => problemOf(game, state, action)?.code;

describe("a leader every seat buys", () => {
  it("PB16 every player has its own copy in stock; the setup puts down only the seat's leader", () => {
    const s = newGame(game, 3, 5);
    // Units by seat, then by type: seat 1 the Marshal and a Mercenary, seats 2 and 3 a Mercenary each.
    expect([...s.unitType]).toEqual([marshalType, mercenaryType, mercenaryType, mercenaryType]);
    expect([...s.unitOwner]).toEqual([0, 0, 1, 2]);
    const placed: number[] = [];
    while (s.stage === "setup") {
      const d = decisionOf(game, s);
      if (d.kind === "placeLeader") placed.push(d.seatIndex);
      expect(applyInPlace(game, s, legalActions(game, s)[0]!)).toBeUndefined();
    }
    expect(placed).toEqual([0]);
    expect([0, 1, 2].map((seat) => s.unitAt[mercenaryOf(s, seat)])).toEqual([OFF, OFF, OFF]);
  });

  it("PB16 each seat buys its own copy from the one offer, onto its own territories; the others' stay in stock", () => {
    const s = fromPosition(game, market(2, 5));
    // Seat 2 holds Kamchatka only: one purchase offered, there.
    expect(buys(s)).toEqual([{ type: "buy", offer: MERCENARY, territory: T("Kamchatka") }]);
    expect(codeOf(s, { type: "buy", offer: MERCENARY, territory: T("Alaska") })).toBe("not-owned");
    expect(applyInPlace(game, s, { type: "buy", offer: MERCENARY, territory: T("Kamchatka") })).toBeUndefined();
    // 5 gold - 5 = 0; seat 2's copy on Kamchatka, seats 1 and 3's still in stock.
    expect([s.unitAt[mercenaryOf(s, 1)], s.counters[0]![1]]).toEqual([T("Kamchatka"), 0]);
    expect([s.unitAt[mercenaryOf(s, 0)], s.unitAt[mercenaryOf(s, 2)]]).toEqual([OFF, OFF]);
    // Another seat's copy on the board takes nothing from seat 1's stock: it buys its own on Alaska or Alberta.
    const first = fromPosition(game, market(1, 5, { "2": "Kamchatka" }));
    expect(
      buys(first)
        .map((a) => a.territory)
        .sort((a, b) => a! - b!),
    ).toEqual([T("Alaska"), T("Alberta")].sort((a, b) => a - b));
  });

  it("PB16 a seat buys one copy only: with its own on the board nothing is left to sell it, another seat still buys", () => {
    // With 10 gold seat 2 could pay twice, but its only copy is on Kamchatka: the buy step is over.
    expect(decisionOf(game, fromPosition(game, market(2, 10, { "2": "Kamchatka" }))).kind).not.toBe("buy");
    expect(buys(fromPosition(game, market(3, 10, { "2": "Kamchatka" }))).length).toBeGreaterThan(0);
  });

  it("PB16 destroyed, a seat's copy goes back to its stock, is never revived, and is bought again", () => {
    const placing = fromPosition(game, {
      ...market(1, 0, { "1": "Alberta", "2": "Kamchatka" }),
      phase: "reinforce",
      step: 3,
      pool: 10,
    } as Position);
    const mine = mercenaryOf(placing, 0);
    loseUnit(game, placing, mine);
    expect([placing.unitAt[mine], placing.unitAt[mercenaryOf(placing, 1)]]).toEqual([OFF, T("Kamchatka")]);
    expect(codeOf(placing, { type: "revive", unit: mine, territory: T("Alaska"), form: 0 })).toBe("leader-bought");
    expect(buys(fromPosition(game, market(1, 5, { "2": "Kamchatka" }))).length).toBe(2);
  });

  it("PB17 `leaders per seat` counts the copy on every seat; a leader without a seat is bought (RISK4271)", () => {
    expect(codesOf(compileText(text))).toEqual([]);
    // Seat 1 has the Marshal and its Mercenary: two leaders.
    expect(codesOf(compileText(text.replace("leaders per seat 2", "leaders per seat 1")))).toEqual(["RISK4161"]);
    expect(codesOf(compileText(text.replace("    leaders per seat 2\n", "")))).toEqual(["RISK4025"]);
    // Without the Marshal one leader a seat: no `leaders per seat` needed.
    expect(codesOf(compileText(text.replace("    leaders per seat 2\n", "").replace(/leader "Marshal" seat 1 \{\s*attack \+1\s*\}/, "")))).toEqual(
      [],
    );
    // Not RISK4084 too: that one is for a leader given to its seat.
    expect(codesOf(compileText(text.replace('leader "Mercenary" from market', 'leader "Mercenary"')))).toEqual(["RISK4271"]);
  });

  it("PB18 the greedy bot buys its copy when its gold allows, on a territory of its own", () => {
    const s = fromPosition(game, market(3, 5, { "2": "Kamchatka" }));
    const decision = decisionOf(game, s);
    const action = greedyBot.choose({ game, view: viewFor(s, decision.seat), decision, actions: legalActions(game, s), rng: seedRng(1) });
    expect(action).toMatchObject({ type: "buy", offer: MERCENARY });
    expect(s.owner[(action as Extract<Action, { type: "buy" }>).territory!]).toBe(2);
  });

  it("PB18 in a greedy game every seat first buys its copy in the third round's market (2 gold a round: 2, 4, 6)", () => {
    const s = newGame(game, 3, 11);
    const firstBought = [0, 0, 0];
    for (let n = 0; n < 5000 && s.stage !== "over" && firstBought.includes(0); n++) {
      const decision = decisionOf(game, s);
      const action = greedyBot.choose({ game, view: viewFor(s, decision.seat), decision, actions: legalActions(game, s), rng: seedRng(n) });
      // The round of the market the purchase is made in (read before the action: play runs on after it).
      const round = s.round;
      expect(applyInPlace(game, s, action)).toBeUndefined();
      for (const seat of [0, 1, 2]) if (firstBought[seat] === 0 && s.unitAt[mercenaryOf(s, seat)]! >= 0) firstBought[seat] = round;
    }
    expect(firstBought).toEqual([3, 3, 3]);
  });

  it("PB18 the search bot is offered its copy through the same enumerated `buy` and answers with a legal action", () => {
    const search = findBot("search:8")!;
    const s = newGame(game, 3, 4);
    let asked = 0;
    for (let n = 0; n < 5000 && s.stage !== "over" && s.round <= 4; n++) {
      const decision = decisionOf(game, s);
      const actions = legalActions(game, s);
      // The search bot decides seat 1's purchases; the greedy bot everything else (keeps the test short).
      const mine = decision.seatIndex === 0 && decision.kind === "buy";
      if (mine) {
        asked++;
        expect(actions.some((a) => a.type === "buy" && a.offer === MERCENARY)).toBe(true);
      }
      const action = (mine ? search : greedyBot).choose({ game, view: viewFor(s, decision.seat), decision, actions, rng: seedRng(n) });
      expect(applyInPlace(game, s, action)).toBeUndefined();
    }
    // 2 gold a round: 5 is reached in the third round's market (6), and again in the fourth unless it bought.
    expect(asked).toBeGreaterThanOrEqual(1);
  });

  it("PB19 a position gives each seat's copy by seat, and reads back the same", () => {
    const s = fromPosition(game, market(2, 5, { "1": "Alberta" }));
    const position = positionOf(game, s);
    expect(position.leaders!["Mercenary"]).toEqual({
      "1": { at: "Alberta", form: "Mercenary" },
      "2": { at: null, form: "Mercenary" },
      "3": { at: null, form: "Mercenary" },
    });
    expect(position.leaders!["Marshal"]).toEqual({ at: "Alaska", form: "Marshal" });
    const again = fromPosition(game, position);
    expect(positionOf(game, again)).toEqual(position);
  });

  it("PB19 a copy on another seat's territory, or a seat out of range, is refused", () => {
    const foreign = positionFrom(game, market(2, 5, { "1": "Kamchatka" }));
    expect(foreign.ok ? [] : foreign.errors.map((e) => `${e.path} ${e.code}`)).toEqual(["leaders.Mercenary.1.at unit-on-foreign-territory"]);
    const bad = structuredClone(market(2, 5)) as Position & { leaders: Record<string, Record<string, unknown>> };
    bad.leaders["Mercenary"]!["4"] = { at: null };
    const refused = positionFrom(game, bad);
    expect(refused.ok ? [] : refused.errors.map((e) => e.path)).toEqual(["leaders.Mercenary.4"]);
  });
});
