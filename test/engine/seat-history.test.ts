// The turn's history by seat (issue 26; docs/language-design.md, "As built", version 3), rule ids:
//
//   H6  losses per seat: `armiesLost of s` (pieces seat s lost this turn, attacking or defending,
//       units included), `armiesDestroyed of s` (what the player to move destroyed of s: s's losses,
//       0 for the player to move itself), `unitsLost of s`, `unitsDestroyed of s` (units alone);
//       the bare `unitsLost`, `unitsDestroyed` are the player to move's, like `armiesLost`.
//   H7  the faces of every seat: `topFaces of s`, `lastRollBest of s` (a defender's dice too).
//   H8  positions carry them (`turn.bySeat`), held to the player to move's own marks.
//
// The values are read through formulas: each variant's ranking evaluates `x of s` for the seat
// in question (`sum over seats s: if s == seat then x of s else 0`). H1–H5 are
// test/engine/territory-history.test.ts's and test/engine/faces-history.test.ts's.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyInPlace,
  cloneState,
  createGame,
  legalActions,
  nextInt,
  positionFrom,
  positionOf,
  seedRng,
  type Action,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { formatRisk } from "../../compiler/index.js";
import { classicGame, compileText, irOf } from "../support/variants.js";
import { alaskaAttackAction, fromPosition, playState, territoryIndex } from "../support/engine.js";

/** The ranking of a variant that reads `names` of each seat, in this order (the seat in question's own). */
const ranking = (names: readonly string[]) => names.map((n) => `sum over seats s: if s == seat then ${n} of s else 0`).join(", ");

const LOSSES = ["armiesLost", "armiesDestroyed", "unitsLost", "unitsDestroyed"] as const;
const FACES = ["topFaces", "lastRollBest"] as const;

/** Reads the losses by seat (no faces: its battles are drawn whole, as the classic's are). */
const losses = createGame(irOf(`variant "Losses" extends "classic" { end { ranking ${ranking(LOSSES)}, unitsLost, unitsDestroyed } }`));
/** Reads the faces by seat too (its battles are rolled die by die). */
const faces = createGame(irOf(`variant "Faces" extends "classic" { end { ranking ${ranking([...LOSSES, ...FACES])} } }`));

/** The formulas' values for each seat (1-based keys): the ranking's, in its order. */
function read(game: Game, s: GameState): Record<number, number[]> {
  const out: Record<number, number[]> = {};
  for (let seat = 0; seat < s.players; seat++) out[seat + 1] = game.end.ranking.map((f) => f({ state: s, seat, dice: 0 }));
  return out;
}

function must(game: Game, state: GameState, action: Action): void {
  expect(applyInPlace(game, state, action)).toBeUndefined();
}

/**
 * Seat 1 to attack Kamchatka (seat 2, `defenders`) from Alaska (12); it holds Alberta (5) too, so
 * its turn waits at the fortify step once the attacks are over; seat 2 holds Peru too, the rest is seat 3's.
 */
const attackOn = (game: Game, defenders: number) =>
  playState(game, {
    players: 3,
    toMove: 1,
    phase: "attack",
    owners: { Alaska: 1, Alberta: 1, Kamchatka: 2, Peru: 2 },
    armiesAt: { Alaska: 12, Alberta: 5, Kamchatka: defenders },
    rest: 3,
  });

const [alaska, kamchatka] = [territoryIndex(classicGame(), "Alaska"), territoryIndex(classicGame(), "Kamchatka")];

/** C5 by hand: one roll's losses [attacker, defender], both sides' dice sorted high to low and compared pairwise, ties to the defender. */
function c5(attacker: number[], defender: number[]): [number, number] {
  const [a, d] = [[...attacker].sort((x, y) => y - x), [...defender].sort((x, y) => y - x)];
  let [al, dl] = [0, 0];
  for (let i = 0; i < Math.min(a.length, d.length); i++)
    if (a[i]! > d[i]!) dl++;
    else al++;
  return [al, dl];
}

describe("H6 what each seat lost this turn", () => {
  it("H6 only a variant whose formulas read the history by seat keeps it", () => {
    expect(losses.readsSeatHistory).toBe(true);
    expect(losses.readsFaces).toBe(false);
    expect(classicGame().readsSeatHistory).toBe(false);
    expect(attackOn(classicGame(), 5).seatHistory).toEqual([]);
    // The bare `unitsLost` needs the rows too (units are kept apart only there).
    expect(createGame(irOf(`variant "U" extends "classic" { combat { attack where unitsLost < 2 } }`)).readsSeatHistory).toBe(true);
    // `armiesLost` alone reads the player to move's own tally: no rows.
    expect(createGame(irOf(`variant "A" extends "classic" { combat { attack where armiesLost < 2 } }`)).readsSeatHistory).toBe(false);
  });

  it("H6 a battle drawn whole: 12 armies against 100 end with one left in Alaska (11 lost, seat 1's); seat 2 lost what Kamchatka lost, destroyed by seat 1; seat 3 nothing", () => {
    const s = attackOn(losses, 100);
    must(losses, s, alaskaAttackAction(losses));
    // Until decided: the attacker stops only when Alaska keeps its last army (100 defenders cannot all fall to 11 attackers here).
    expect(s.armies[alaska]).toBe(1);
    const fell = 100 - s.armies[kamchatka]!;
    expect(fell).toBeGreaterThan(0);
    // Per seat: [armiesLost, armiesDestroyed, unitsLost, unitsDestroyed] of it, then the bare unitsLost, unitsDestroyed.
    expect(read(losses, s)).toEqual({ 1: [11, 0, 0, 0, 0, 0], 2: [fell, fell, 0, 0, 0, 0], 3: [0, 0, 0, 0, 0, 0] });
    // The player to move's own tallies say the same (`armiesLost` is `armiesLost of` the player to move).
    expect([s.armiesLost, s.armiesDestroyed]).toEqual([11, fell]);
  });

  it("H6 the defender's losses add up over the turn's attacks, on two seats; the next turn starts them again", () => {
    const s = playState(losses, {
      players: 3,
      toMove: 1,
      phase: "attack",
      owners: { Alaska: 1, Alberta: 1, Kamchatka: 2, "Northwest Territory": 3 },
      armiesAt: { Alaska: 12, Alberta: 12, Kamchatka: 30, "Northwest Territory": 30 },
      rest: 3,
    });
    const nw = territoryIndex(losses, "Northwest Territory");
    must(losses, s, { type: "attack", from: alaska, to: kamchatka, rolls: 2 });
    must(losses, s, { type: "attack", from: territoryIndex(losses, "Alberta"), to: nw, rolls: 3 });
    // Each roll of 3 dice against 2 takes two pieces: 2 rolls on seat 2's, 3 on seat 3's, 10 in all.
    const [k, n] = [30 - s.armies[kamchatka]!, 30 - s.armies[nw]!];
    const own = 24 - s.armies[alaska]! - s.armies[territoryIndex(losses, "Alberta")]!;
    expect(own + k + n).toBe(10);
    expect(read(losses, s)).toEqual({ 1: [own, 0, 0, 0, 0, 0], 2: [k, k, 0, 0, 0, 0], 3: [n, n, 0, 0, 0, 0] });
    while (s.current === 0) must(losses, s, legalActions(losses, s).find((a) => a.type === "end") ?? legalActions(losses, s)[0]!);
    expect(s.seatHistory.every((row) => row.every((x) => x === 0))).toBe(true);
  });

  it("H6 a rule reads another seat's losses: no attack once a seat has lost 4 this turn (`all over seats s: armiesLost of s < 4`)", () => {
    const game = createGame(irOf(`variant "Four" extends "classic" { combat { attack where all over seats s: armiesLost of s < 4 } }`));
    const s = attackOn(game, 200);
    let rolls = 0;
    while (legalActions(game, s).some((a) => a.type === "attack") && rolls < 100) {
      must(game, s, alaskaAttackAction(game, 1));
      rolls++;
    }
    // Each roll takes two pieces, so 4 of one seat are lost within 7 rolls (3 + 3 at most below 4 each).
    expect(rolls).toBeLessThanOrEqual(7);
    expect(Math.max(12 - s.armies[alaska]!, 200 - s.armies[kamchatka]!)).toBeGreaterThanOrEqual(4);
  });

  it("H6 a defending unit lost counts as a piece and as a unit of its seat, destroyed by the player to move", () => {
    const game = createGame(
      irOf(
        `variant "Tank" extends "classic" { units { unit Tank limit 1 { die d6 } } end { ranking ${ranking(LOSSES)}, unitsLost, unitsDestroyed } }`,
      ),
    );
    const s = playState(game, {
      players: 3,
      toMove: 1,
      phase: "attack",
      owners: { Alaska: 1, Alberta: 1, Kamchatka: 2, Peru: 2 },
      armiesAt: { Alaska: 12, Alberta: 5, Kamchatka: 1 },
      rest: 3,
      units: {
        Tank: [
          { owner: 1, at: null },
          { owner: 2, at: "Kamchatka" },
          { owner: 3, at: null },
        ],
      },
    });
    for (let rolls = 0; rolls < 20 && s.owner[kamchatka] === 1; rolls++) must(game, s, alaskaAttackAction(game, 1));
    // Kamchatka fell: its army in a roll, and its Tank with it (a unit never holds a territory alone:
    // beaten in a roll, Y8, or gone with the territory), 2 pieces of seat 2, 1 a unit.
    expect(s.owner[kamchatka]).toBe(0);
    // Seat 1's armies lost: the 12 less those in Alaska and (moved in) Kamchatka. The bare unitsLost,
    // unitsDestroyed (last two) are the player to move's: 0 of its own, 1 of the others'.
    const own = 12 - s.armies[alaska]! - s.armies[kamchatka]!;
    expect(read(game, s)).toEqual({ 1: [own, 0, 0, 0, 0, 1], 2: [2, 2, 1, 1, 0, 1], 3: [0, 0, 0, 0, 0, 1] });
    expect([s.armiesLost, s.armiesDestroyed]).toEqual([own, 2]);
  });
});

describe("H6 in a rule", () => {
  it("H6 `on turn end when any over seats s: armiesLost of s > 3` gains gold for each seat that lost something this turn", () => {
    const game = createGame(
      irOf(`variant "Bloodbath" extends "classic" {
        resources { resource gold per player = 0 }
        rules {
          rule "Bloodbath" on turn end when any over seats s: armiesLost of s > 3 {
            gain gold count over seats s: armiesLost of s > 0
          }
        }
      }`),
    );
    const s = attackOn(game, 200);
    // Four rolls of 3 dice against 2 take 8 pieces between two seats: one of them lost 4 or more, so the rule fires.
    must(game, s, alaskaAttackAction(game, 4));
    const [own, theirs] = [12 - s.armies[alaska]!, 200 - s.armies[kamchatka]!];
    expect(own + theirs).toBe(8);
    // Seats that lost something: seat 1 if own > 0, seat 2 if theirs > 0 (seat 3 none).
    const expected = (own > 0 ? 1 : 0) + (theirs > 0 ? 1 : 0);
    const gold = game.counters.findIndex((c) => c.name === "gold");
    while (s.current === 0) must(game, s, legalActions(game, s).find((a) => a.type === "end") ?? legalActions(game, s)[0]!);
    expect(s.counters[gold]![0]).toBe(expected);
  });
});

describe("H7 the faces every seat rolled", () => {
  it("H7 one roll of 3 dice against 2, rolled from a known generator: each side's top faces and best face, and the losses C5 gives", () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const s = attackOn(faces, 10);
      s.rng = seedRng(seed);
      // The dice as the game rolls them: the attacker's three, then the defender's two, each from the game's generator.
      const rng = [...s.rng] as typeof s.rng;
      const die = () => 1 + nextInt(rng, 6);
      const [a, d] = [
        [die(), die(), die()],
        [die(), die()],
      ];
      must(faces, s, alaskaAttackAction(faces, 1));
      const [al, dl] = c5(a, d);
      const sixes = (xs: number[]) => xs.filter((x) => x === 6).length;
      // [armiesLost, armiesDestroyed, unitsLost, unitsDestroyed, topFaces, lastRollBest] of each seat.
      expect(read(faces, s)).toEqual({
        1: [al, 0, 0, 0, sixes(a), Math.max(...a)],
        2: [dl, dl, 0, 0, sixes(d), Math.max(...d)],
        3: [0, 0, 0, 0, 0, 0],
      });
      // The player to move's own quantities keep their meaning.
      expect([s.topFaces, s.lastRollBest]).toEqual([sixes(a), Math.max(...a)]);
    }
  });

  it("H7 over three rolls the defender's top faces add up and its best face is its last roll's", () => {
    const s = attackOn(faces, 30);
    s.rng = seedRng(11);
    const rng = [...s.rng] as typeof s.rng;
    const die = () => 1 + nextInt(rng, 6);
    let [top, best] = [0, 0];
    for (let roll = 0; roll < 3; roll++) {
      const [, d] = [
        [die(), die(), die()],
        [die(), die()],
      ];
      top += d.filter((x) => x === 6).length;
      best = Math.max(...d);
    }
    must(faces, s, alaskaAttackAction(faces, 3));
    expect(read(faces, s)[2]!.slice(4)).toEqual([top, best]);
  });

  it("H7 a rule reads the defender's faces: no attack once a defender has rolled two sixes this turn", () => {
    const game = createGame(irOf(`variant "Two" extends "classic" { combat { attack where all over seats s: s == toMove or topFaces of s < 2 } }`));
    expect(game.readsFaces).toBe(true);
    const s = attackOn(game, 300);
    let rolls = 0;
    while (legalActions(game, s).some((a) => a.type === "attack") && rolls < 200) {
      must(game, s, alaskaAttackAction(game, 1));
      rolls++;
    }
    expect(s.seatHistory[2]![1]).toBeGreaterThanOrEqual(2);
    expect(s.seatHistory[2]![0]).toBe(s.topFaces);
  });
});

describe("H8 positions carry the history by seat", () => {
  it("H8 `turn.bySeat` gives what happened, by seat, and reads back to the same state", () => {
    const s = attackOn(faces, 10);
    s.rng = seedRng(3);
    must(faces, s, alaskaAttackAction(faces, 2));
    const p = positionOf(faces, s);
    const bySeat = p.turn?.bySeat ?? {};
    expect(Object.keys(bySeat).sort()).toEqual(["1", "2"].filter((k) => s.seatHistory.some((row) => row[Number(k) - 1]! > 0)));
    expect(bySeat["2"]?.lastRollBest).toBe(s.seatHistory[3]![1]);
    expect(fromPosition(faces, p).seatHistory).toEqual(s.seatHistory);
    expect(positionOf(classicGame(), attackOn(classicGame(), 5)).turn?.bySeat).toBeUndefined();
  });

  it("H8 a variant that keeps none refuses it (unused-field); one that does holds it to the mover's marks (seat-history-mismatch)", () => {
    const codes = (game: Game, turn: object) => {
      const p = positionOf(game, attackOn(game, 5));
      const r = positionFrom(game, { ...p, turn: { ...p.turn, ...turn } });
      return r.ok ? [] : r.errors.map((e) => `${e.path} ${e.code}`);
    };
    expect(codes(classicGame(), { bySeat: { "2": { armiesLost: 1 } } })).toEqual(["turn.bySeat unused-field"]);
    // Seat 2 lost 2, so the player to move destroyed 2: said, it reads.
    expect(codes(losses, { armiesDestroyed: 2, bySeat: { "2": { armiesLost: 2 } } })).toEqual([]);
    expect(codes(losses, { armiesDestroyed: 1, bySeat: { "2": { armiesLost: 2 } } })).toEqual(["turn.bySeat seat-history-mismatch"]);
    expect(codes(losses, { armiesLost: 3, bySeat: { "1": { armiesLost: 2 } } })).toEqual(["turn.bySeat.1.armiesLost seat-history-mismatch"]);
    expect(codes(losses, { armiesDestroyed: 2, bySeat: { "2": { armiesLost: 2, unitsLost: 3 } } })).toEqual([
      "turn.bySeat.2.unitsLost seat-history-mismatch",
    ]);
    expect(codes(losses, { bySeat: { "2": { armiesLost: 0, lost: 1 } } })).toEqual(["turn.bySeat.2.lost unknown-field"]);
    expect(codes(losses, { bySeat: { "9": {} } })).toEqual(["turn.bySeat.9 not-a-seat"]);
  });

  it("H6/H8 property: over any rolls, the seats' losses are the pieces gone from the board, the mover's own marks agree, and a position keeps them", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 6 }), (seed, rolls) => {
        const s = attackOn(faces, 40);
        s.rng = seedRng(seed);
        const before = s.armies.reduce((x, y) => x + y, 0);
        applyInPlace(faces, s, alaskaAttackAction(faces, rolls));
        const lost = s.seatHistory[0]!;
        expect(lost.reduce((x, y) => x + y, 0)).toBe(before - s.armies.reduce((x, y) => x + y, 0));
        expect(lost[0]).toBe(s.armiesLost);
        expect(lost[1]! + lost[2]!).toBe(s.armiesDestroyed);
        expect(fromPosition(faces, positionOf(faces, cloneState(s))).seatHistory).toEqual(s.seatHistory);
      }),
      { numRuns: 40 },
    );
  });
});

describe("H6–H7 checks", () => {
  const codes = (src: string) =>
    compileText(`variant "X" extends "classic" { ${src} }`)
      .diagnostics.filter((d) => d.severity === "error")
      .map((d) => d.code);

  it("H6 `of s` needs its seat bound (RISK2003), and only the history is read by seat; H7 not where no turn is (RISK2014)", () => {
    expect(codes(`combat { attack where armiesLost of s < 2 }`)).toEqual(["RISK2003"]);
    expect(codes(`combat { attack where all over seats s: movedIn of s < 2 }`)).toEqual(["RISK2003"]);
    expect(codes(`combat { require all over seats s: topFaces of s < 2 }`)).toEqual(["RISK2014"]);
    expect(codes(`combat { attack where all over seats s: topFaces of s + unitsDestroyed of s < 2 }`)).toEqual([]);
  });

  it("H6 the formatter keeps `x of s` as written, once and for all", async () => {
    const text = `variant "X" extends "classic" {\n  combat {\n    attack where all over seats s: armiesLost of s + unitsLost of s < 4\n  }\n}\n`;
    const once = await formatRisk(text);
    expect(once).toBe(text);
    expect(JSON.stringify(compileText(once).ir?.combat.attackWhere)).toContain('"name":"unitsLost","seat":0');
  });
});
