// Property: every bundled variant still plays with its numbers at the largest values the checker
// accepts — its int parameters at the top of their ranges, starting armies at RISK4074's bound,
// and every other army, card-value, bonus and resource count at RISK1007's (a billion) — with
// greedy and random bots, and every army count stays a whole number. Before battles of millions
// were drawn at once and the greedy bot's odds approximated past a thousand armies a side, the
// first greedy decision of such a game ran for minutes; a hang here is the test's timeout.
import { readdirSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import type { Variant } from "../../compiler/index.js";
import { MAX_STARTING_ARMIES } from "../../compiler/checks/setup-checks.js";
import { MAX_NUMBER } from "../../compiler/syntax-diagnostics.js";
import { createGame, deriveSeed, legalActions, positionOf, type Action, type GameState } from "../../engine/index.js";
import { playGame } from "../../sim/index.js";
import { must, playState, toPhase } from "../support/engine.js";
import { compileFileAt } from "../support/variants.js";

/** The IR's fields that count armies, card values, bonuses and resources (the dice and their pips have bounds of their own). */
const COUNTS = new Set(["bonus", "armies", "amount", "values", "start", "pieces", "limitPerTurn"]);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every whole-number constant of an expression (or of a table of them: not its keys) set to `value`. */
function setConstants(x: Json, value: number): Json {
  if (Array.isArray(x)) return x.map((y) => setConstants(y, value));
  if (x === null || typeof x !== "object") return x;
  if (x["op"] === "int") return typeof x["value"] === "number" && x["value"] >= 1 ? { ...x, value } : x;
  return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, k === "op" ? v : setConstants(v, value)]));
}

function atLimits(x: Json, path: string): Json {
  if (Array.isArray(x)) return x.map((y, i) => atLimits(y, `${path}[${i}]`));
  if (x === null || typeof x !== "object") return x;
  return Object.fromEntries(
    Object.entries(x).map(([k, v]) => {
      if (!COUNTS.has(k) || path.startsWith(".combat")) return [k, atLimits(v, `${path}.${k}`)];
      // Starting armies (by player count, or one formula) have their own bound.
      return [k, setConstants(v, path === ".setup" && k === "armies" ? MAX_STARTING_ARMIES : MAX_NUMBER)];
    }),
  );
}

/** The variant with its numbers at the checker's limits. */
function limitsIr(file: string): Variant {
  const ir = atLimits(compileFileAt(file).ir as unknown as Json, "") as unknown as Variant & Record<string, unknown>;
  for (const p of ir.params) if (p.type === "int" && p.range) p.value = p.range[1];
  const most = { op: "int", value: MAX_NUMBER };
  for (const c of (ir["counters"] ?? []) as { start: unknown; max?: unknown }[]) {
    c.start = most;
    if (c.max) c.max = most;
  }
  for (const o of (ir["market"] ?? []) as { limit?: unknown }[]) if (o.limit) o.limit = most;
  return ir;
}

function wholeCounts(state: GameState): void {
  for (const n of [...state.armies, ...state.reserve, state.pool]) if (!Number.isInteger(n) || n < 0) throw new Error(`army count ${n}`);
}

const variants = readdirSync("variants").filter((f) => f.endsWith(".risk"));

describe("every bundled variant with its numbers at the checker's limits", () => {
  for (const file of variants)
    it(`${file}: games with greedy and random bots play on, with whole army counts`, () => {
      const ir = limitsIr(`variants/${file}`);
      const game = createGame(ir);
      const players = Math.min(Math.max(4, ir.players.min), ir.players.max);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1000 }), fc.constantFrom("greedy", "random"), (seed, bot) => {
          const record = playGame(game, Array(players).fill(bots[bot]!), deriveSeed(seed, 1), { maxRounds: 40, onAction: wholeCounts });
          expect(record.rounds).toBeLessThanOrEqual(40);
        }),
        { numRuns: 2 },
      );
    });
});

describe("a market with a billion gold (F3)", () => {
  it("offers all the armies it can afford in one buy, not a thousand at a time", () => {
    const ir = limitsIr("variants/frontier.risk");
    const game = createGame(ir);
    const price = ir.params.find((p) => p.name === "armyPrice")!.value as number;
    const start = playState(game, { players: 3, owners: { Sunspire: 3, Frosthold: 2 }, rest: 1 });
    const s = toPhase(game, start, "market", 1, (p) => (p.counters = { ...p.counters, gold: { "1": MAX_NUMBER, "2": 0, "3": 0 } }));
    const armies = legalActions(game, s).filter(
      (a): a is Extract<Action, { type: "buy" }> => a.type === "buy" && game.variant.market![a.offer]!.what === "army",
    );
    const most = Math.floor(MAX_NUMBER / price);
    expect(armies.map((a) => a.count).sort((a, b) => a! - b!)).toEqual([1, most / 2, most]);
    const after = must(
      game,
      s,
      armies.find((a) => a.count === most)!,
    );
    expect((positionOf(game, after).counters!.gold as Record<string, number>)["1"]).toBe(MAX_NUMBER - most * price);
  });
});
