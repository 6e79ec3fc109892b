// A territory chosen by an effect (docs/language-design.md part E, "what still keeps Risk Europe"
// item 1; README "A territory chosen by an effect"), on test/fixtures/picks/tax.risk: a line of
// eight territories, France (city Paris, tax 3) - Lorraine - Burgundy (castle) - Savoy - Lombardy -
// Italy (city Rome, tax 4) - Naples - Sicily. At each turn's start the player chooses "Tax" or "Fortify";
// each picks one of its territories. Rule ids:
//
//   TC1 `choose territory [owned] [where c] { effects }` is its seat's decision: the pending `pick`,
//       one action `{"type": "pick", "territory": t}` for each territory of the set when it is
//       asked; an empty set skips the effects.
//   TC2 inside the braces the territory picked is the territory in question: formulas read it
//       (`connected`, attributes), `armies +N` puts N armies on it.
//   TC3 the territory picked is the player's `chosen` one for the rest of the turn: `connected to
//       chosen` starts there, and the `on order` rules of the order the pick stands in fire after it.
//   TC4 positions carry the pending pick and the territory chosen; a view and a deal keep them.
//   TC5 the greedy bot picks the territory whose effects are worth most (the richer line to tax);
//       the random bot picks any offered one.
//
// The board of most tests: seat 1 holds France, Lorraine, Burgundy, Savoy, Italy and Naples (3
// armies each); seat 2 holds Lombardy, which cuts the line in two, and Sicily. Worked by hand:
//   Tax France: line France, Lorraine, Burgundy, Savoy = tax 3 + 3 territories without a city = 6,
//     and the Paris tile (Paris is on the line) 2 more: 8 coins.
//   Tax Italy: line Italy, Naples = tax 4 + 1 = 5 coins; France is not on that line: no tile.
//   Fortify offers France and Italy (cities) and Burgundy (castle): 3 armies on a city, 4 on Burgundy.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import {
  createGame,
  decisionOf,
  determinize,
  legalActions,
  positionOf,
  problemOf,
  seedRng,
  viewFor,
  type Action,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { simulate } from "../../sim/index.js";
import { fromPosition, must, playState, territoryIndex } from "../support/engine.js";
import { irOf } from "../support/variants.js";

const text = readFileSync("test/fixtures/picks/tax.risk", "utf8");
const game: Game = createGame(irOf(text));
const COINS = game.counters.findIndex((c) => c.name === "coins");
const t = (name: string) => territoryIndex(game, name);
const TAX = game.orders.indexOf("Tax");
const FORTIFY = game.orders.indexOf("Fortify");

/** Seat 1 to move at its turn's start (asked for an order), holding all but Lombardy (`lombardy`: who holds it) and Sicily. */
function board(lombardy = 2): GameState {
  const owners: Record<string, number> = { Lombardy: lombardy, Sicily: 2 };
  return playState(game, { players: 2, toMove: 1, owners, rest: 1, armies: 3 });
}

/** Chooses order `order` (game.orders' index) of the pending choice. */
function chooseOrder(s: GameState, order: number): GameState {
  const p = s.pending as Extract<GameState["pending"], { kind: "order" }>;
  return must(game, s, { type: "order", option: game.chooses[p.choose]!.options.findIndex((o) => o.order === order) });
}

const picks = (s: GameState) =>
  legalActions(game, s).map((a) => game.variant.map.territories[(a as Extract<Action, { type: "pick" }>).territory]!.name);
const coins = (s: GameState, seat = 0) => s.counters[COINS]![seat]!;

describe("a territory chosen by an effect (TC1-TC5)", () => {
  it("TC1: the pick is the seat's decision, one action for each of its cities", () => {
    const s = chooseOrder(board(), TAX);
    expect(decisionOf(game, s)).toEqual({ kind: "pick", seat: 1, seatIndex: 0 });
    expect(picks(s).sort()).toEqual(["France", "Italy"]);
    for (const a of legalActions(game, s)) expect(problemOf(game, s, a)).toBeUndefined();
    // Lombardy is not the player's, Lorraine has no city, 99 is no territory; another kind of action is not now.
    expect(problemOf(game, s, { type: "pick", territory: t("Lorraine") })?.code).toBe("not-offered");
    expect(problemOf(game, s, { type: "pick", territory: t("Lombardy") })?.code).toBe("not-offered");
    expect(problemOf(game, s, { type: "pick", territory: 99 })?.code).toBe("no-such-territory");
    expect(problemOf(game, s, { type: "end" })?.code).toBe("decide-first");
  });

  it("TC1: the set is taken when the pick is asked: a city lost before the order is not offered", () => {
    // Seat 2 holds France as well: the seat's only city is Italy.
    const s = chooseOrder(playState(game, { players: 2, toMove: 1, owners: { Lombardy: 2, France: 2, Sicily: 2 }, rest: 1, armies: 3 }), TAX);
    expect(picks(s)).toEqual(["Italy"]);
  });

  it("TC1: with no territory to pick the effects are skipped and the turn goes on", () => {
    // Seat 1 holds Lorraine, Savoy and Naples: no city, no castle. Fortify asks nothing.
    const s0 = playState(game, { players: 2, toMove: 1, owners: { Lorraine: 1, Savoy: 1, Naples: 1 }, rest: 2, armies: 3 });
    const s = chooseOrder(s0, FORTIFY);
    expect(s.pending).toBeNull();
    expect(decisionOf(game, s).kind).not.toBe("pick");
    expect([t("Lorraine"), t("Savoy"), t("Naples")].map((x) => s.armies[x])).toEqual([3, 3, 3]);
  });

  it("TC2/TC3: Tax of France gains its line, 6, and the Paris tile's 2: 8 coins", () => {
    const s = must(game, chooseOrder(board(), TAX), { type: "pick", territory: t("France") });
    expect(coins(s)).toBe(8);
    expect(s.picked).toBe(t("France"));
    expect(s.ordered).toEqual([TAX]);
    expect(s.pending).toBeNull();
  });

  it("TC2/TC3: Tax of Italy gains 5 and no tile (Paris is not on Italy's line)", () => {
    const s = must(game, chooseOrder(board(), TAX), { type: "pick", territory: t("Italy") });
    expect(coins(s)).toBe(5);
    expect(s.picked).toBe(t("Italy"));
  });

  it("TC2/TC3: with Lombardy the player's too, one line joins both cities: 3 + 4 + 5 = 12, and the tile from either city", () => {
    // Line: the seven territories but Sicily; cities 3 + 4; five without a city. Paris is on it from Italy too: +2.
    const fromItaly = must(game, chooseOrder(board(1), TAX), { type: "pick", territory: t("Italy") });
    expect(coins(fromItaly)).toBe(14);
    const fromFrance = must(game, chooseOrder(board(1), TAX), { type: "pick", territory: t("France") });
    expect(coins(fromFrance)).toBe(14);
  });

  it("TC2: Fortify puts its armies on the territory picked: 4 on the castle, 3 on a city", () => {
    const s0 = chooseOrder(board(), FORTIFY);
    expect(picks(s0).sort()).toEqual(["Burgundy", "France", "Italy"]);
    const castle = must(game, s0, { type: "pick", territory: t("Burgundy") });
    expect(castle.armies[t("Burgundy")]).toBe(7);
    expect(castle.pool).toBe(0);
    const city = must(game, s0, { type: "pick", territory: t("Italy") });
    expect(city.armies[t("Italy")]).toBe(6);
    expect(city.armies[t("Burgundy")]).toBe(3);
  });

  it("TC3: the territory chosen lasts for the turn and is forgotten at the next", () => {
    let s = must(game, chooseOrder(board(), FORTIFY), { type: "pick", territory: t("France") });
    expect(s.picked).toBe(t("France"));
    for (let guard = 0; guard < 50 && s.current === 0; guard++) {
      const offered = legalActions(game, s);
      s = must(game, s, offered.find((a) => a.type === "end") ?? offered[0]!);
    }
    expect(s.current).toBe(1);
    expect(s.picked).toBe(-1);
  });

  it("TC4: a position carries the pending pick and the territory chosen; read back, the game goes on the same", () => {
    const s = chooseOrder(board(), TAX);
    const position = positionOf(game, s);
    expect(position.pending).toEqual({ kind: "pick", seat: 1, pick: 0, options: ["France", "Italy"], order: "Tax" });
    const back = fromPosition(game, position);
    expect(back.pending).toEqual(s.pending);
    const after = must(game, back, { type: "pick", territory: t("France") });
    expect(coins(after)).toBe(8);
    expect(positionOf(game, after).turn?.chosen).toBe("France");
    expect(fromPosition(game, positionOf(game, after)).picked).toBe(t("France"));
  });

  it("TC4: a view and a deal from it keep the pending pick", () => {
    const s = chooseOrder(board(), TAX);
    const view = viewFor(s, 1);
    expect(view.pending).toEqual(s.pending);
    const drawn = determinize(game, view, seedRng(3));
    expect(drawn.pending).toEqual(s.pending);
    expect(legalActions(game, drawn)).toEqual(legalActions(game, s));
  });

  it("TC5: the greedy bot taxes the richer line (France: 8 coins against Italy's 5)", () => {
    const s = chooseOrder(board(), TAX);
    const decision = decisionOf(game, s);
    const action = bots["greedy"]!.choose({
      game,
      view: viewFor(s, decision.seat),
      decision,
      actions: legalActions(game, s, decision),
      rng: seedRng(1),
    });
    expect(action).toEqual({ type: "pick", territory: t("France") });
  });

  it("TC5: greedy and random bots play the variant through the picks: none stalled", () => {
    const greedy = simulate(irOf(text), { games: 4, seed: 7, maxRounds: 300, bots: [bots["greedy"]!, bots["greedy"]!] });
    expect({ games: greedy.games, stalled: greedy.stalled }).toEqual({ games: 4, stalled: 0 });
    const random = simulate(irOf(text), { games: 4, seed: 3, maxRounds: 300, bots: [bots["random"]!, bots["random"]!, bots["random"]!] });
    expect({ games: random.games, stalled: random.stalled }).toEqual({ games: 4, stalled: 0 });
  });
});

describe("TC2 on the classic board: units and moves go onto the territory picked, by rules and cards alike", () => {
  const classic = (rest: string) => createGame(irOf(`variant "T" extends "classic" {\n  units { unit Scout limit 3 { die d8 } }\n  ${rest}\n}`));
  /** Seat 1 holds Alaska (12), Alberta (5) and Greenland (4); seat 2 Kamchatka; seat 3 the rest. */
  const atStart = (g: Game) =>
    playState(g, {
      players: 3,
      toMove: 1,
      owners: { Alaska: 1, Alberta: 1, Greenland: 1, Kamchatka: 2 },
      armiesAt: { Alaska: 12, Alberta: 5, Greenland: 4 },
      rest: 3,
    });
  const at = (g: Game, name: string) => territoryIndex(g, name);

  it("TC2: `units 1 Scout` stands on the territory picked; `move 2 armies` moves into it (Alberta: 5 + 2 = 7, Alaska 12 - 2 = 10)", () => {
    const g = classic(`rules { rule "Muster" on turn start { choose territory owned where armies < 10 { units 1 Scout  move 2 armies } } }`);
    let s = atStart(g);
    // Alberta (5) and Greenland (4) have fewer than 10 armies; Alaska (12) does not.
    expect(
      legalActions(g, s)
        .map((a) => (a as Extract<Action, { type: "pick" }>).territory)
        .sort((a, b) => a - b),
    ).toEqual([at(g, "Alberta"), at(g, "Greenland")].sort((a, b) => a - b));
    s = must(g, s, { type: "pick", territory: at(g, "Alberta") });
    expect(s.unitAt.filter((t, u) => t === at(g, "Alberta") && s.unitOwner[u] === 0)).toHaveLength(1);
    // The move the pick's effects asked for: into Alberta only.
    expect(decisionOf(g, s).kind).toBe("move");
    expect(problemOf(g, s, { type: "move", from: at(g, "Alaska"), to: at(g, "Greenland"), count: 2 })?.code).toBe("not-effect-move");
    s = must(g, s, { type: "move", from: at(g, "Alaska"), to: at(g, "Alberta"), count: 2 });
    expect([s.armies[at(g, "Alaska")], s.armies[at(g, "Alberta")]]).toEqual([10, 7]);
  });

  it("TC1/TC2: a named deck's card picks too: `armies +2` on the territory picked, the pool unchanged", () => {
    const g = classic(
      `effects gods { card "Bless" { on draw: choose territory owned { armies +2 } } }\n  rules { rule "Omen" on turn start { draw effect 1 from gods } }`,
    );
    let s = atStart(g);
    expect(decisionOf(g, s)).toEqual({ kind: "pick", seat: 1, seatIndex: 0 });
    const pool = s.pool;
    s = must(g, s, { type: "pick", territory: at(g, "Greenland") });
    expect(s.armies[at(g, "Greenland")]).toBe(6);
    expect(s.pool).toBe(pool);
  });
});
