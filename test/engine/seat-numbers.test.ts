// One seat numbering for an outside caller: positions, decisionOf, viewFor and the simulator's
// reports all count seats from 1; the state's and the view's arrays are indexed from 0, and
// `seatIndex` says which index a seat number is. Written against the package's root, as a
// rules checker built on positions would use it.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { deriveSeed } from "../../engine/index.js";
import {
  bots,
  compile,
  createGame,
  decisionOf,
  EngineInputError,
  legalActions,
  playGame,
  positionFrom,
  positionOf,
  simulate,
  viewFor,
  type GameRecord,
  type GameState,
} from "../../index.js";

const ir = compile(readFileSync("variants/classic.risk", "utf8")).ir!;
const game = createGame(ir);

describe("seat numbers in the public API", () => {
  it("C5 a position's `toMove` is decisionOf's `seat`, and viewFor takes that number", () => {
    const r = positionFrom(game, {
      players: 3,
      toMove: 2,
      phase: "attack",
      territories: { Alaska: { owner: 2, armies: 5 }, Kamchatka: { owner: 3, armies: 2 } },
      others: { owner: 1, armies: 1 },
      hands: { "2": ["Peru"] },
    });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    const decision = decisionOf(game, r.state);
    expect(decision).toEqual({ kind: "attack", seat: 2, seatIndex: 1 });
    expect(positionOf(game, r.state).toMove).toBe(decision.seat);

    const view = viewFor(r.state, decision.seat);
    expect(view.seat).toBe(2);
    expect(view.seatIndex).toBe(1);
    // The view's arrays hold seat indices: Alaska, owned by seat 2, holds seat index 1.
    const alaska = game.variant.map.territories.findIndex((t) => t.name === "Alaska");
    expect(view.owner[alaska]).toBe(view.seatIndex);
    expect(view.current).toBe(view.seatIndex);
    // Seat 2's own hand, by the position's numbering.
    expect(view.hand).toEqual([game.variant.map.territories.findIndex((t) => t.name === "Peru")]);
    // Every attack offered to seat 2 starts from one of its territories.
    for (const a of legalActions(game, r.state)) if (a.type === "attack") expect(view.owner[a.from]).toBe(view.seatIndex);
  });

  it("viewFor refuses a seat that is not a number from 1 to the seats (a caller counting from 0 is told so)", () => {
    const r = positionFrom(game, { players: 3, territories: {}, others: { owner: 1, armies: 1 } });
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    for (const seat of [0, 4, 1.5]) {
      let thrown: unknown;
      try {
        viewFor(r.state, seat);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(EngineInputError);
      expect((thrown as EngineInputError).code).toBe("seat");
      expect((thrown as Error).message).toContain("seats count from 1");
    }
    expect(viewFor(r.state, 3).seat).toBe(3);
  });

  it("C8 a finished game: no seat decides (seat 0), and the winners agree across positions and reports", () => {
    const seed = 3;
    const seats = [bots.greedy!, bots.greedy!, bots.random!];
    const records: GameRecord[] = [];
    const report = simulate(ir, { games: 2, seed, maxRounds: 500, bots: seats }, (record) => records.push(record));
    expect(report.players.map((p) => p.seat)).toEqual([1, 2, 3]);
    expect(report.samples).toHaveLength(2);
    report.samples.forEach((sample, i) => {
      let final: GameState | undefined;
      playGame(game, seats, deriveSeed(seed, i), { maxRounds: 500, onAction: (state) => (final = state) });
      expect(final!.stage).toBe("over");
      expect(decisionOf(game, final!)).toEqual({ kind: "over", seat: 0, seatIndex: -1 });
      const winners = positionOf(game, final!).result!.winners;
      expect(winners.length).toBeGreaterThan(0);
      expect(sample.winners).toEqual(winners);
      // The per-game record is the representation: the state's seat indices.
      expect(records[i]!.winners.map((w) => w + 1)).toEqual(winners);
      // Each win is counted under the winner's seat number.
      for (const w of winners) expect(report.players.find((p) => p.seat === w)!.wins).toBeGreaterThan(0);
    });
  });
});
