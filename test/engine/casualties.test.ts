// Casualties routed to a second board (issue 26; docs/language-design.md, "As built", version 3),
// rule ids PB5–PB8 of test/fixtures/board/casualties.risk: PB5 destroyed armies go into their
// player's `scrapheap`, not back to its reserve; PB6 spending the scrapheap puts them back into
// the reserve, out of which a bought army comes; PB7 beyond the scrapheap's `max` they are gone
// for good; PB8 the greedy bot buys armies back with it. Checks: RISK4211, RISK4036, RISK2003.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../bots/greedy-bot.js";
import { applyInPlace, createGame, decisionOf, legalActions, namesOf, viewFor, type GameState, type Position } from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { fromPosition, territoryIndex } from "../support/engine.js";
import { codesOf, compileText, irOf } from "../support/variants.js";

const text = readFileSync("test/fixtures/board/casualties.risk", "utf8");
const game = createGame(irOf(text));
const T = (name: string) => territoryIndex(game, name);
const heap = game.counterIndex.get("scrapheap")!;

/** Seat 1 (12 in Alaska) to attack Kamchatka (seat 2, 6 armies); every other territory seat 3's with one. */
const position = (extra: Partial<Position> = {}): GameState =>
  fromPosition(game, {
    players: 3,
    toMove: 1,
    phase: "attack",
    territories: { Alaska: { owner: 1, armies: 12 }, Kamchatka: { owner: 2, armies: 6 } },
    others: { owner: 3, armies: 1 },
    reserve: { "1": 28, "2": 34, "3": 0 },
    counters: { scrapheap: { "1": 0, "2": 0, "3": 0 } },
    turn: { started: true },
    ...extra,
  });

/** A seat's armies on the board, in its reserve and in its pool (the player to move's), and in its scrapheap. */
function accounts(state: GameState, seat: number): { board: number; reserve: number; pool: number; heap: number } {
  let board = 0;
  for (let t = 0; t < game.territoryCount; t++) if (state.owner[t] === seat) board += state.armies[t]!;
  return { board, reserve: state.reserve[seat]!, pool: state.current === seat ? state.pool : 0, heap: state.counters[heap]![seat]! };
}
const total = (a: ReturnType<typeof accounts>) => a.board + a.reserve + a.pool + a.heap;

describe("casualties routed to a second board", () => {
  it("PB5 a battle's destroyed armies go into each side's scrapheap, not back to its reserve", () => {
    const s = position();
    const before = [accounts(s, 0), accounts(s, 1)];
    expect(applyInPlace(game, s, { type: "attack", from: T("Alaska"), to: T("Kamchatka"), rolls: 3 })).toBeUndefined();
    const after = [accounts(s, 0), accounts(s, 1)];
    for (const seat of [0, 1]) {
      const lost = before[seat]!.board - after[seat]!.board;
      expect(after[seat]!.heap).toBe(lost);
      expect(after[seat]!.reserve).toBe(before[seat]!.reserve);
      expect(total(after[seat]!)).toBe(40);
    }
    // Three rolls of at least one comparison each: something was destroyed.
    expect(after[0]!.heap + after[1]!.heap).toBeGreaterThanOrEqual(3);
  });

  it("PB6 spending the scrapheap puts the destroyed back into the reserve, out of which the army bought comes", () => {
    const s = fromPosition(game, {
      players: 3,
      toMove: 1,
      phase: "repair",
      territories: { Alaska: { owner: 1, armies: 12 } },
      others: { owner: 3, armies: 1 },
      reserve: { "1": 22, "2": 40, "3": 0 },
      counters: { scrapheap: { "1": 6, "2": 0, "3": 0 } },
      turn: { started: true },
    });
    expect(decisionOf(game, s).kind).toBe("buy");
    const offer = namesOf(game).offers.numberOf("army")!;
    expect(legalActions(game, s)).toContainEqual({ type: "buy", offer, count: 3 });
    expect(applyInPlace(game, s, { type: "buy", offer, count: 2 })).toBeUndefined();
    expect(accounts(s, 0)).toEqual({ board: 12, reserve: 24, pool: 2, heap: 2 });
    expect(total(accounts(s, 0))).toBe(40);
  });

  it("PB7 beyond the scrapheap's `max` the destroyed are gone for good", () => {
    const s = position({ counters: { scrapheap: { "1": 20, "2": 19, "3": 0 } }, reserve: { "1": 8, "2": 15, "3": 0 } });
    expect(applyInPlace(game, s, { type: "attack", from: T("Alaska"), to: T("Kamchatka"), rolls: 3 })).toBeUndefined();
    const [a, d] = [accounts(s, 0), accounts(s, 1)];
    expect([a.heap, d.heap]).toEqual([20, 20]);
    expect(total(a) + total(d)).toBeLessThan(80);
  });

  it("PB8 the greedy bot buys armies back with its scrapheap", () => {
    const s = fromPosition(game, {
      players: 3,
      toMove: 1,
      phase: "repair",
      territories: { Alaska: { owner: 1, armies: 12 }, Kamchatka: { owner: 2, armies: 6 } },
      others: { owner: 3, armies: 1 },
      reserve: { "1": 22, "2": 34, "3": 0 },
      counters: { scrapheap: { "1": 6, "2": 0, "3": 0 } },
      turn: { started: true },
    });
    const decision = decisionOf(game, s);
    const action = greedyBot.choose({ game, view: viewFor(s, decision.seat), decision, actions: legalActions(game, s), rng: seedRng(1) });
    expect(action).toMatchObject({ type: "buy", count: 3 });
  });

  it("PB5 `destroyed into` takes a per-player resource something spends: RISK4211, RISK4036, RISK2003", () => {
    expect(codesOf(compileText(text))).toEqual([]);
    expect(codesOf(compileText(text.replace("offer army cost 2 scrapheap", "offer army cost 2 gold")))).toContain("RISK4211");
    expect(codesOf(compileText(text.replace("resource scrapheap per player = 0 max 20", "resource scrapheap = 0")))).toContain("RISK4036");
    expect(codesOf(compileText(text.replace("destroyed into scrapheap", "destroyed into scraps")))).toContain("RISK2003");
  });
});
