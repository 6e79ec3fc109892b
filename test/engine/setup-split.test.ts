// The setup's split onto an adjacent empty territory (session 8, docs/language-design.md part E
// item 6, "As built"), on the board of test/fixtures/setup-split.risk. Rule ids:
//
//   SP1 `place N each with adjacent empty [where c]`: each player in turn order puts N armies (a
//       formula of its seat) on one of its territories where c holds, and as many of them as it
//       likes (0..N) on one adjacent territory nobody holds, which becomes its own (Risk Europe's
//       "10 Footmen split any way between the city and one adjacent territory").
//   SP2 its checks: RISK4340 (before the deal), RISK4341 (after a deal of every territory:
//       nothing is empty); test/compiler/checks.test.ts and the golden file setup-split.
//   SP3 the bots: the greedy bot takes the most contested neighbour and shares the armies by how
//       hard each side is pressed; the random bot never stalls on it.
//
// The board (borders): Aachen–Eifel, Hainaut; Bruges–Flanders, Hainaut; Calais–Gascony, Isere;
// Dijon–Jura, Isere; Eifel–Flanders; Flanders–Gascony; Hainaut–Jura; Gascony–Isere; Isere–Jura.
// The four gold cities are Aachen, Bruges, Calais and Dijon.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findBot } from "../../bots/index.js";
import {
  createGame,
  decisionOf,
  legalActions,
  newGame,
  positionOf,
  problemOf,
  viewFor,
  type Action,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { playGame } from "../../sim/index.js";
import { fromPosition, must, territoryIndex } from "../support/engine.js";
import { irOf } from "../support/variants.js";

const text = readFileSync("test/fixtures/setup-split.risk", "utf8");
const game = createGame(irOf(text));
const T = (name: string) => territoryIndex(game, name);
type Split = Extract<Action, { type: "split" }>;

/** The setup up to the split: seat 1 claims `first`, seat 2 `second`, each builds its castle there. */
function toSplit(g: Game, first: string, second: string): GameState {
  let s = newGame(g, 2, 1);
  s = must(g, s, { type: "claim", territory: territoryIndex(g, first) });
  s = must(g, s, { type: "claim", territory: territoryIndex(g, second) });
  s = must(g, s, { type: "build", territory: territoryIndex(g, first) });
  s = must(g, s, { type: "build", territory: territoryIndex(g, second) });
  return s;
}

describe("SP1 place N each with adjacent empty", () => {
  it("SP1: each player in turn puts 9 armies on its castle city, part of them on one empty neighbour, which becomes its own", () => {
    let s = toSplit(game, "Aachen", "Dijon");
    expect(decisionOf(game, s)).toEqual({ kind: "split", seat: 1, seatIndex: 0 });
    expect(s.pending).toEqual({ kind: "split", armies: 9 });
    // Offered (worked by hand): all 9 on Aachen, or 1..9 of them on Eifel or on Hainaut: 1 + 2 × 9 = 19.
    const offered = legalActions(game, s) as Split[];
    expect(offered).toHaveLength(19);
    expect(new Set(offered.filter((a) => a.count > 0).map((a) => a.to))).toEqual(new Set([T("Eifel"), T("Hainaut")]));
    // Aachen held 1 (its claim): 1 + 5 there, 4 on Hainaut, now seat 1's.
    s = must(game, s, { type: "split", territory: T("Aachen"), to: T("Hainaut"), count: 4 });
    expect([s.armies[T("Aachen")], s.owner[T("Hainaut")], s.armies[T("Hainaut")]]).toEqual([6, 0, 4]);
    // Seat 2: a held neighbour, one not adjacent, too many armies, another's territory are refused.
    expect(decisionOf(game, s)).toEqual({ kind: "split", seat: 2, seatIndex: 1 });
    expect(problemOf(game, s, { type: "split", territory: T("Dijon"), to: T("Hainaut"), count: 2 })?.code).toBe("not-adjacent");
    expect(problemOf(game, s, { type: "split", territory: T("Dijon"), to: T("Calais"), count: 2 })?.code).toBe("not-adjacent");
    expect(problemOf(game, s, { type: "split", territory: T("Dijon"), to: T("Jura"), count: 10 })?.code).toBe("split-count");
    expect(problemOf(game, s, { type: "split", territory: T("Hainaut"), count: 0 })?.code).toBe("not-owned");
    // All 9 on the neighbour: Dijon keeps its claim's army.
    s = must(game, s, { type: "split", territory: T("Dijon"), to: T("Jura"), count: 9 });
    expect([s.armies[T("Dijon")], s.owner[T("Jura")], s.armies[T("Jura")]]).toEqual([1, 1, 9]);
    // `armies 1` leaves nothing to place: play begins, the rest of the board empty.
    expect(s.stage).toBe("play");
    expect(s.ownedCount.slice(0, 2)).toEqual([2, 2]);
    expect(s.owner.filter((o) => o < 0)).toHaveLength(6);
  });

  it("SP1: a neighbour already held is refused (not-empty); `count 0` keeps all on the city", () => {
    let s = toSplit(game, "Calais", "Dijon");
    s = must(game, s, { type: "split", territory: T("Calais"), to: T("Isere"), count: 3 });
    expect(problemOf(game, s, { type: "split", territory: T("Dijon"), to: T("Isere"), count: 3 })?.code).toBe("not-empty");
    s = must(game, s, { type: "split", territory: T("Dijon"), count: 0 });
    expect([s.armies[T("Dijon")], s.ownedCount[1]]).toEqual([10, 1]);
  });

  it("SP1: `where` says which territories take the armies (a second split from the non-gold one)", () => {
    const g = createGame(
      irOf(text.replace("// SP1: 9 more, split with one empty neighbour", "\n    place 3 each with adjacent empty where not gold")),
    );
    let s = toSplit(g, "Aachen", "Dijon");
    s = must(g, s, { type: "split", territory: territoryIndex(g, "Aachen"), to: territoryIndex(g, "Hainaut"), count: 4 });
    s = must(g, s, { type: "split", territory: territoryIndex(g, "Dijon"), to: territoryIndex(g, "Isere"), count: 4 });
    // The second step: seat 1's only non-gold territory is Hainaut; its empty neighbours Bruges and
    // Jura (Aachen is its own): 1 + 2 × 3 = 7 actions.
    expect(s.pending).toEqual({ kind: "split", armies: 3 });
    const offered = legalActions(g, s) as Split[];
    expect(offered.every((a) => a.territory === territoryIndex(g, "Hainaut"))).toBe(true);
    expect(offered).toHaveLength(7);
    expect(problemOf(g, s, { type: "split", territory: territoryIndex(g, "Aachen"), count: 0 })?.code).toBe("split-where");
  });

  it("SP1: with a limit of pieces, a player puts down what its reserve still holds", () => {
    // `pieces 6`: the claim took 1 of them, so 5 are left of the 9 the step asks.
    const g = createGame(irOf(text.replace("  buildings {", "  limits {\n    pieces 6\n  }\n\n  buildings {")));
    let s = toSplit(g, "Aachen", "Dijon");
    expect(s.pending).toEqual({ kind: "split", armies: 5 });
    s = must(g, s, { type: "split", territory: territoryIndex(g, "Aachen"), to: territoryIndex(g, "Eifel"), count: 2 });
    expect([s.armies[territoryIndex(g, "Aachen")], s.armies[territoryIndex(g, "Eifel")], s.reserve[0]]).toEqual([4, 2, 0]);
  });

  it("SP1: a position taken at the split reads back to the same decision", () => {
    const s = toSplit(game, "Bruges", "Calais");
    const position = positionOf(game, s);
    expect(position.pending).toEqual({ kind: "split", armies: 9 });
    const back = fromPosition(game, position);
    expect(back.pending).toEqual(s.pending);
    expect(legalActions(game, back)).toEqual(legalActions(game, s));
  });
});

describe("SP3 the bots at the split", () => {
  const greedy = findBot("greedy")!;
  const random = findBot("random")!;

  it("SP3: greedy takes the neighbour next to the enemy and sends it the larger share", () => {
    // Seat 1 holds Calais, seat 2 Dijon (1 army). Isere borders Dijon: enemy armies 1, empty
    // neighbours Gascony and Jura, so it weighs 4 × 1 + 2 = 6; Gascony 0 + 2 (Flanders, Isere) = 2.
    // Shares: Isere pressed by 1 + 1 = 2, Calais by 0 + 1 = 1: round(9 × 2 / 3) = 6 on Isere.
    const s = toSplit(game, "Calais", "Dijon");
    const decision = decisionOf(game, s);
    const action = greedy.choose({ game, view: viewFor(s, decision.seat), decision, actions: legalActions(game, s, decision), rng: seedRng(1) });
    expect(action).toEqual({ type: "split", territory: T("Calais"), to: T("Isere"), count: 6 });
  });

  it("SP3: 20 greedy and 20 random games of 3 players end, every player split onto a neighbour in the greedy ones", () => {
    for (const bot of [greedy, random])
      for (let seed = 1; seed <= 20; seed++) {
        const splits: Split[] = [];
        const record = playGame(game, [bot, bot, bot], seed, {
          maxRounds: 200,
          onAction: (_, a) => void (a.type === "split" && splits.push(a)),
        });
        expect(record.reason).not.toBe("stalled");
        expect(splits).toHaveLength(3);
        if (bot === greedy) expect(splits.every((a) => a.to !== undefined && a.count > 0)).toBe(true);
      }
  });
});
