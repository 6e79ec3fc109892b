// A counter's caps (`max`, `min`) hold after every change, whichever rule makes it: tokens spent
// onto a meter (E14), the round's change (E14), captives (E10), a resource's income (F2), a
// building captured into a resource (F3) and a purchase paid in one (F2). Every change goes
// through the counters' one writer (engine/board/resources.ts), which applies the caps.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createGame, decisionOf, legalActions, newGame, runUntilDecision, type Game, type GameState, type Position } from "../../engine/index.js";
import { irOf, mini } from "../support/variants.js";
import { conquer, edited, must, playState, putPieces, toPhase } from "../support/engine.js";

const earthText = readFileSync("variants/transformers-earth.risk", "utf8");
const frontierText = readFileSync("variants/frontier.risk", "utf8");

/** The text with one declaration edited; fails when the text does not have it. */
function patched(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the variant has no ${from}`);
  return text.replace(from, to);
}

const counterOf = (game: Game, state: GameState, name: string, i: number) => state.counters[game.counterIndex.get(name)!]![i]!;

describe("E14 the Energon meter with `max 8`", () => {
  const earth = (start: number) =>
    createGame(
      irOf(patched(earthText, "counter energon = energonStart each round -1", "counter energon = energonStart max 8 each round -1"), {
        energonStart: String(start),
      }),
    );

  /** Seat 1 (a Decepticon) to move in its first turn, holding `bars` Energon bars. */
  function holding(game: Game, bars: number): GameState {
    const state = newGame(game, 2, 1);
    runUntilDecision(game, state);
    return edited(game, state, (p) => {
      putPieces(p, "Peru", 1, "Decepticons", 3); // the Decepticon stays in the game (E15)
      p.tokensHeld!["1"] = bars;
    });
  }

  it("E14 a bar spent onto a full meter is lost (it took the meter to 9)", () => {
    const game = earth(8);
    const s = must(game, holding(game, 1), { type: "spend", count: 1 });
    expect(counterOf(game, s, "energon", 0)).toBe(8);
    expect(s.tokensHeld[0]).toBe(0);
  });

  it("E14 bars spent together fill the meter up to 8 and no further", () => {
    const game = earth(6);
    const s = must(game, holding(game, 3), { type: "spend", count: 3 });
    expect(counterOf(game, s, "energon", 0)).toBe(8);
  });
});

describe("E14 the round's change", () => {
  it("E14 a game counter that grows each round stops at its max", () => {
    const game = createGame(irOf(mini(["  end {", "  counters { counter clock = 3 max 4 each round 2 }\n  end {"])));
    let s = newGame(game, 2, 1);
    const clock = () => counterOf(game, s, "clock", 0);
    expect(clock()).toBe(3);
    // Play two rounds with every player passing, then look at the clock.
    for (let i = 0; i < 200 && s.round < 3 && s.stage !== "over"; i++) {
      const actions = legalActions(game, s);
      const d = decisionOf(game, s);
      s = must(game, s, actions.find((a) => a.type === "end") ?? (d.kind === "setupPlace" ? actions[0]! : actions[actions.length - 1]!));
    }
    expect(s.round).toBe(3);
    expect(clock()).toBe(4);
  });
});

describe("E10 captives with `max 2`", () => {
  it("E10 Humans destroyed beyond the cap do not count as slaves", () => {
    const game = createGame(irOf(patched(earthText, "counter slaves per player", "counter slaves per player max 2")));
    let s = newGame(game, 2, 1);
    runUntilDecision(game, s);
    s = edited(game, s, (p) => putPieces(p, "Peru", 1, "Decepticons", 30));
    for (let i = 0; i < 20 && decisionOf(game, s).kind !== "attack"; i++) {
      const actions = legalActions(game, s);
      s = must(game, s, actions.find((a) => a.type === "place" && a.count === s.pool) ?? actions.find((a) => a.type === "end") ?? actions[0]!);
    }
    for (const name of ["Venezuela", "Brazil", "Argentina"]) s = conquer(game, s, "Peru", name);
    expect(counterOf(game, s, "slaves", 0)).toBe(2);
  });
});

describe("F2/F3 gold with a cap and a floor", () => {
  const frontier = (from: string, to: string) => createGame(irOf(patched(frontierText, from, to), { goldCap: "10" }));
  const goldOf = (game: Game, s: GameState, seat: number) => counterOf(game, s, "gold", seat - 1);
  const units = (players: number) => ({
    Ranger: Array.from({ length: players * 2 }, (_, i) => ({ owner: Math.floor(i / 2) + 1, at: null })),
    Marshal: Array.from({ length: players }, (_, i) => ({ owner: i + 1, at: null })),
  });
  /** Seat 1 at the start of `phase` with `gold` (and 40 armies in Ironridge, next to Copperhill). */
  const at = (game: Game, phase: string, gold: number, edit?: (p: Position) => void) =>
    toPhase(
      game,
      playState(game, { players: 3, owners: { Ironridge: 1, Sunspire: 3 }, armiesAt: { Ironridge: 40, Copperhill: 1 }, rest: 2, units: units(3) }),
      phase,
      1,
      (p) => {
        p.counters = { gold: { "1": gold, "2": 0, "3": 0 } };
        edit?.(p);
      },
    );

  it("F2 a turn's income beyond the cap is lost", () => {
    const game = frontier("max goldCap", "max goldCap");
    // The income is at least 2: from 5 it is seen whole, from 9 it stops at 10.
    expect(goldOf(game, at(game, "income", 5), 1)).toBeGreaterThanOrEqual(7);
    expect(goldOf(game, at(game, "income", 9), 1)).toBe(10);
  });

  it("F3 a Mine captured into gold adds to it, but not past the cap", () => {
    const game = frontier("on conquest kept", "on conquest captured into gold");
    const mine = game.buildings!.findIndex((b) => b.name === "Mine");
    const captured = (gold: number) => {
      const s = at(game, "attack", gold, (p) => {
        for (const t of Object.values(p.territories)) delete t.buildings;
        if (p.others) delete p.others.buildings;
        p.territories.Copperhill = { ...p.territories.Copperhill!, buildings: { Mine: 1 } };
      });
      return conquer(game, s, "Ironridge", "Copperhill");
    };
    const below = captured(5);
    expect(below.buildings[mine]!.every((n) => n === 0)).toBe(true);
    expect(goldOf(game, below, 1)).toBe(6);
    expect(goldOf(game, captured(10), 1)).toBe(10);
  });

  it("F2 a purchase never takes gold below the floor", () => {
    const game = frontier("max goldCap", "max goldCap min 3");
    const s = at(game, "market", 5);
    const army = game.market!.findIndex((o) => o.what === "army");
    const after = must(game, s, { type: "buy", offer: army, count: 1 });
    expect(after.pool).toBe(1);
    expect(goldOf(game, after, 1)).toBe(3);
  });
});
