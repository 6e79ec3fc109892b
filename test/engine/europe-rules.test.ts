// Risk: Europe (variants/risk-europe.risk). Its rules EU1–EU34 are defined by the rule table at the
// top of the variant file; each test names the rule it checks, with values worked out by hand from
// the board in docs/research/risk-europe-2015.md. The constructs each rule stands on have their own
// rule tests (TC, XP, CS, RR, BB, BK, SP, CT, PO, RB, SL, FM1); these check that the edition says
// Europe's numbers with them.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  createGame,
  decisionOf,
  legalActions,
  neighbours,
  newGame,
  problemOf,
  viewFor,
  type Action,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { seedRng } from "../../engine/math/rng.js";
import { bots } from "../../bots/index.js";
import { reseed } from "../../engine/math/rng.js";
import { must, playState, territoryIndex } from "../support/engine.js";
import { irOf } from "../support/variants.js";

const ir = irOf(readFileSync("variants/risk-europe.risk", "utf8"));
const game: Game = createGame(ir);
const T = (name: string) => territoryIndex(game, name);
const territories = game.variant.map.territories;
const attr = (name: string) => (t: (typeof territories)[number]) => (t.attrs as Record<string, unknown> | undefined)?.[name];
const cities = territories.filter((t) => attr("city")(t) !== undefined && attr("city")(t) !== "none");
const counter = (name: string) => game.counters.findIndex((c) => c.name === name);

/** Seat 1's view of a 4-player board: `mine` held by seat 1 (3 armies each), seat 2 the rest. */
function board(mine: string[], counters: Record<string, Record<string, number>> = {}): GameState {
  return playState(game, { players: 4, toMove: 1, owners: Object.fromEntries(mine.map((n) => [n, 1])), rest: 2, armies: 3, counters });
}

/** The Tax pick of the orders (the one whose effect gains coins), its gain evaluated for seat 1 at `city`. */
function taxAt(s: GameState, city: string): number {
  const tax = game.picks.find((p) => p.effects.some((e) => e.kind === "gain"))!;
  const gain = tax.effects.find((e) => e.kind === "gain") as Extract<(typeof tax.effects)[number], { kind: "gain" }>;
  return gain.amount!({ state: s, seat: 0, territory: T(city), dice: s.lastDice });
}

describe("EU1-EU3 the board and the pieces", () => {
  it("EU1 49 territories, 101 borders, 19 of them sea lines", () => {
    expect(territories).toHaveLength(49);
    const s = board(["France"]);
    let ends = 0;
    for (let t = 0; t < territories.length; t++) ends += neighbours(game.graph, s.switches, t).length;
    expect(ends / 2).toBe(101);
    expect(ir.map.borderKinds?.find((k) => k.name === "sea")?.borders).toHaveLength(19);
  });

  it("EU1 England reaches the continent only by sea: Lorraine and Normandy are sea lines, Wales and Scotland land", () => {
    const sea = ir.map
      .borderKinds!.find((k) => k.name === "sea")!
      .borders.map(([a, b]) => [territories[a]!.name, territories[b]!.name].sort().join("|"));
    expect(sea).toEqual(expect.arrayContaining(["England|Lorraine", "England|Normandy"]));
    expect(sea).not.toContain("England|Wales");
    expect(sea).not.toContain("England|Scotland");
  });

  it("EU2 15 cities, 8 gold and 7 silver; each gold city has its tile, no silver one does", () => {
    expect(cities).toHaveLength(15);
    const gold = cities.filter((t) => attr("city")(t) === "gold");
    expect(gold.map((t) => t.name).sort()).toEqual(["England", "France", "Leon and Castile", "Rome", "Rusland", "Saxony", "Sweden", "Turkey"].sort());
    expect(gold.every((t) => attr("tile")(t) !== undefined && attr("tile")(t) !== "none")).toBe(true);
    expect(cities.filter((t) => attr("city")(t) === "silver").every((t) => (attr("tile")(t) ?? "none") === "none")).toBe(true);
    // Tax values (the three fan encodings agree): gold London 3, Paris 3, Madrid 3, Rome 4, Kiev 2,
    // Berlin 4, Stockholm 3, Constantinople 3 = 25; silver Bejaia 3, Athens 2, Buda 3, Dublin 2,
    // Warsaw 2, Novgorod 4, Zurich 2 = 18: 43 in all.
    expect(cities.reduce((n, t) => n + Number(attr("tax")(t) ?? 0), 0)).toBe(43);
  });

  it("EU3 an army is 35 Footmen (its armies), 12 Archers, 12 Cavalry and 4 Siege Weapons; a castle a territory", () => {
    expect(ir.units!.types.map((u) => [u.name, u.limit])).toEqual([
      ["Archer", { op: "int", value: 12 }],
      ["Cavalry", { op: "int", value: 12 }],
      ["Siege", { op: "int", value: 4 }],
    ]);
    expect(ir.armyLimit).toEqual({ op: "int", value: 35 });
    expect(ir.buildings!.find((b) => b.name === "Castle")!.limit).toEqual({ op: "int", value: 1 });
  });
});

describe("EU3 the army's 35 Footmen", () => {
  it("EU3 Fortify's free Footmen stop at 35 on the board: with 33 out, 2 of the 3 come", () => {
    // Seat 1: France (a city) with 30 Footmen and Lorraine with 3: 33 of its 35 on the board.
    const s = playState(game, {
      players: 4,
      toMove: 1,
      owners: { France: 1, Lorraine: 1, Saxony: 3, Rome: 4 },
      armiesAt: { France: 30, Lorraine: 3 },
      rest: 2,
      armies: 3,
      phase: "expand",
      turn: { started: true, ordered: ["Expand"] },
    });
    expect(s.stage).toBe("play");
    // Fortify's pick: its one effect gives 3 armies in a city without a castle (Madrid's gives 4, Paris's 1 and a Cavalry).
    const fortify = game.picks.findIndex(
      (p) =>
        p.effects.length === 1 &&
        p.effects[0]!.kind === "armies" &&
        p.effects[0]!.amount({ state: s, seat: 0, dice: 0, territory: T("France") }) === 3,
    );
    expect(fortify).toBeGreaterThanOrEqual(0);
    s.pending = { kind: "pick", seat: 0, pick: fortify, options: [T("France")], order: -1 };
    const after = must(game, s, { type: "pick", territory: T("France") });
    expect(after.armies[T("France")]).toBe(32);
  });
});

describe("EU4-EU7 the setup", () => {
  /** The setup of a 4-player game played by each seat's first offered action. */
  const setUp = (seed: number): GameState => {
    let s = newGame(game, 4, seed);
    for (let k = 0; k < 400 && s.stage === "setup"; k++) s = must(game, s, legalActions(game, s)[0]!);
    expect(s.stage).toBe("play");
    return s;
  };

  it("EU4 EU5 every player starts with 5 coins; the bid's winner pays its bid (the first offered bid is 0: nobody pays)", () => {
    const s = newGame(game, 4, 3);
    expect(s.counters[counter("coins")]).toEqual([5, 5, 5, 5]);
    expect(setUp(3).counters[counter("coins")]!.slice(0, 4)).toEqual([5, 5, 5, 5]);
  });

  it("EU6 EU7 each player holds one gold city with its castle, and 10 armies between it and at most one neighbour", () => {
    for (const seed of [1, 2, 3]) {
      const s = setUp(seed);
      const castle = ir.buildings!.findIndex((b) => b.name === "Castle");
      for (let seat = 0; seat < 4; seat++) {
        const held = territories.flatMap((_, t) => (s.owner[t] === seat ? [t] : []));
        const gold = held.filter((t) => attr("city")(territories[t]!) === "gold");
        expect(gold).toHaveLength(1);
        expect(s.buildings[castle]![gold[0]!]).toBe(1);
        expect(held.length).toBeLessThanOrEqual(2);
        if (held.length === 2) expect(neighbours(game.graph, s.switches, gold[0]!)).toContain(held.find((t) => t !== gold[0])!);
        expect(held.reduce((n, t) => n + s.armies[t]!, 0)).toBe(10);
      }
    }
  });
});

describe("EU8-EU10 the King's Orders", () => {
  it("EU9 every player holds the same eight cards", () => {
    const deck = game.decks!.findIndex((d) => d.name === "orders");
    const names = game.deckCards.filter((c) => c.deck === deck).flatMap((c) => Array<string>(c.copies ?? 1).fill(c.name));
    const count = (n: string) => names.filter((x) => x === n).length;
    expect(names).toHaveLength(8);
    expect([
      count("Tax or Spend"),
      count("King Me: Tax or Spend"),
      count("Siege Assault: Expand or Maneuver"),
      count("Fortify: Expand or Maneuver"),
      count("Split Expand or Maneuver"),
    ]).toEqual([2, 1, 1, 2, 2]);
    expect(game.orders.slice().sort()).toEqual(["Expand", "Maneuver", "Spend", "Split Expand", "Tax"]);
  });
});

describe("EU11 Tax", () => {
  it("EU11 Paris alone: its tax, 3", () => {
    expect(taxAt(board(["France"]), "France")).toBe(3);
  });

  it("EU11 Paris with Lorraine and Berlin (Saxony) on its line: 3 + 1 + 4 = 8", () => {
    expect(taxAt(board(["France", "Lorraine", "Saxony"]), "France")).toBe(8);
    // Taxed from Berlin, the same line: the same 8.
    expect(taxAt(board(["France", "Lorraine", "Saxony"]), "Saxony")).toBe(8);
  });

  it("EU11 a line ends where the player's territories end: Paris and Berlin without Lorraine are two lines", () => {
    // France touches Lorraine, Burgundy, Barcelona, Navarre, Normandy, Brittany; Saxony does not touch France.
    expect(taxAt(board(["France", "Saxony"]), "France")).toBe(3);
    expect(taxAt(board(["France", "Saxony"]), "Saxony")).toBe(4);
  });
});

describe("EU18 Siege Assault", () => {
  /** Seat 1 at its Siege Assault: 2 Siege Weapons in France (3 Footmen); seat 2 holds Lorraine with 3 Footmen and an Archer. */
  function assault(): GameState {
    const units: Record<string, { owner: number; at: string | null }[]> = {};
    for (const type of game.units!.types) {
      // EU3: 12 Archers, 12 Cavalry and 4 Siege Weapons a player.
      const limit = ({ Archer: 12, Cavalry: 12, Siege: 4 } as Record<string, number>)[type.name]!;
      units[type.name] = [];
      for (let seat = 1; seat <= 4; seat++)
        for (let i = 0; i < limit; i++) {
          const here = seat === 1 && type.name === "Siege" && i < 2 ? "France" : seat === 2 && type.name === "Archer" && i < 1 ? "Lorraine" : null;
          units[type.name]!.push({ owner: seat, at: here });
        }
    }
    return playState(game, {
      players: 4,
      toMove: 1,
      phase: "siege",
      owners: { France: 1, Lorraine: 2, Saxony: 3, Rome: 4 },
      rest: 2,
      armies: 3,
      counters: { siegeAssault: { "1": 1 } },
      units,
    });
  }
  const archer = game.units!.types.findIndex((t) => t.name === "Archer");

  it("EU18 offered from France (2 Siege Weapons) at each of its six enemy neighbours, all by land", () => {
    const s = assault();
    expect(decisionOf(game, s).kind).toBe("bombard");
    expect(legalActions(game, s).filter((a) => a.type === "bombard")).toEqual(
      neighbours(game.graph, s.switches, T("France"))
        .filter((t) => s.owner[t] !== 0)
        .map((to) => ({ type: "bombard", from: T("France"), to })),
    );
    expect(legalActions(game, s).filter((a) => a.type === "bombard")).toHaveLength(6);
  });

  it("EU18 each hit takes a piece the defender chooses: an army (it keeps its last) or the Archer", () => {
    // 4 dice at 3+; 3 pieces may fall (2 Footmen, the Archer): 1 or 2 hits ask seat 2.
    let asked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const s = assault();
      reseed(s.rng, seed);
      const after = must(game, s, { type: "bombard", from: T("France"), to: T("Lorraine") });
      if (decisionOf(game, after).kind !== "casualty") {
        // 0 hits, or 3 or more: no choice (every piece that may fall falls); the last Footman stays.
        expect(after.armies[T("Lorraine")]).toBeGreaterThanOrEqual(1);
        continue;
      }
      asked++;
      expect(decisionOf(game, after).seat).toBe(2);
      expect(legalActions(game, after)).toEqual([
        { type: "casualty", unit: -1 },
        { type: "casualty", unit: archer },
      ]);
      const chose = must(game, after, { type: "casualty", unit: archer });
      expect(chose.unitAt.some((t, u) => t === T("Lorraine") && chose.unitType[u] === archer)).toBe(false);
    }
    expect(asked).toBeGreaterThan(0);
  });
});

describe("EU21 a castle is entered only with a Siege Weapon among the pieces", () => {
  const siege = game.units!.types.findIndex((t) => t.name === "Siege");
  /** Seat 1 at its Expand: 7 Footmen and a Siege Weapon in France; seat 2 holds Lorraine (a castle) and Normandy (none), 3 Footmen each. */
  function expandTurn(): GameState {
    const units: Record<string, { owner: number; at: string | null }[]> = {};
    for (const type of game.units!.types) {
      const limit = ({ Archer: 12, Cavalry: 12, Siege: 4 } as Record<string, number>)[type.name]!;
      units[type.name] = [];
      for (let seat = 1; seat <= 4; seat++)
        for (let i = 0; i < limit; i++) units[type.name]!.push({ owner: seat, at: seat === 1 && type.name === "Siege" && i === 0 ? "France" : null });
    }
    const s = playState(game, {
      players: 4,
      toMove: 1,
      owners: { France: 1, Lorraine: 2, Normandy: 2, Saxony: 3, Rome: 4 },
      armiesAt: { France: 7 },
      rest: 2,
      armies: 3,
      units,
      phase: "expand",
      turn: { started: true, ordered: ["Expand"] },
    });
    // The castle matters only to `attack where`, read as each expand is judged.
    s.buildings[0]![T("Lorraine")] = 1;
    return s;
  }
  const part = (to: string, armies: number, siegeWeapons: number): Action => ({
    type: "expand",
    from: T("France"),
    moves: [{ to: T(to), armies, ...(siegeWeapons > 0 ? { units: game.units!.types.map((_, k) => (k === siege ? siegeWeapons : 0)) } : {}) }],
  });

  it("EU21 Footmen alone are refused at the castle (blocked-target), and go into Normandy; with the Siege Weapon the castle is entered", () => {
    const s = expandTurn();
    expect(decisionOf(game, s).kind).toBe("expand");
    expect(problemOf(game, s, part("Lorraine", 3, 0))?.code).toBe("blocked-target");
    expect(problemOf(game, s, part("Lorraine", 3, 1))).toBeUndefined();
    expect(problemOf(game, s, part("Normandy", 3, 0))).toBeUndefined();
  });

  it("EU21 every expand offered into Lorraine takes the Siege Weapon", () => {
    const s = expandTurn();
    const intoCastle = legalActions(game, s).filter(
      (a): a is Extract<Action, { type: "expand" }> => a.type === "expand" && a.moves.some((m) => m.to === T("Lorraine")),
    );
    expect(intoCastle.length).toBeGreaterThan(0);
    for (const a of intoCastle) expect(a.moves.find((m) => m.to === T("Lorraine"))!.units?.[siege]).toBe(1);
  });
});

describe("EU15 Maneuver (FM1 `within 2`, FM2 `into battle`)", () => {
  /** Seat 1 at its Maneuver: France 6 Footmen, Brittany 4, Ireland 4; it contests Lorraine (seat 2's, 3 Footmen) with 2; seat 3 contests Burgundy (seat 2's, next to France). */
  function maneuverTurn(): GameState {
    return playState(game, {
      players: 4,
      toMove: 1,
      owners: { France: 1, Brittany: 1, Ireland: 1, Lorraine: 2, Swabia: 2, Saxony: 3, Rome: 4 },
      armiesAt: { France: 6, Brittany: 4, Ireland: 4 },
      rest: 2,
      armies: 3,
      phase: "maneuver",
      turn: { started: true, ordered: ["Maneuver"] },
      contested: [
        { territory: "Lorraine", seat: 1, armies: 2 },
        { territory: "Burgundy", seat: 3, armies: 2 },
      ],
    });
  }
  const move = (from: string, to: string, count: number): Action => ({ type: "fortify", from: T(from), to: T(to), count });

  it("EU15 FM2 a move joins the player's own invasion: France's 3 Footmen into Lorraine make its 2 five; France keeps 3", () => {
    const s = maneuverTurn();
    expect(decisionOf(game, s).kind).toBe("fortify");
    expect(legalActions(game, s)).toContainEqual(move("France", "Lorraine", 5));
    const after = must(game, s, move("France", "Lorraine", 3));
    expect(after.contested.find((row) => row[0] === T("Lorraine"))).toEqual([T("Lorraine"), 0, 5]);
    expect(after.armies[T("France")]).toBe(3);
    // Lorraine stays seat 2's until the round's battle.
    expect(after.owner[T("Lorraine")]).toBe(1);
  });

  it("EU15 FM1 the dispute two borders along its own territories is reached (Brittany, France, Lorraine), three is too far (Ireland)", () => {
    const s = maneuverTurn();
    expect(problemOf(game, s, move("Brittany", "Lorraine", 3))).toBeUndefined();
    expect(problemOf(game, s, move("Ireland", "Lorraine", 3))?.code).toBe("too-far");
  });

  it("EU15 another player's dispute is no target: Burgundy, next to France, which seat 3 contests", () => {
    const s = maneuverTurn();
    expect(problemOf(game, s, move("France", "Burgundy", 3))?.code).toBe("target-not-own");
    expect(legalActions(game, s).some((a) => a.type === "fortify" && a.to === T("Burgundy"))).toBe(false);
  });

  it("EU15 FM2 the greedy bot joins its invasion when the battle needs it: 2 against 3 take France's Footmen", () => {
    const s = maneuverTurn();
    const pick = bots["greedy"]!.choose({
      game,
      view: viewFor(s, 1),
      decision: decisionOf(game, s),
      actions: legalActions(game, s),
      rng: seedRng(1),
    });
    expect(pick).toMatchObject({ type: "fortify", to: T("Lorraine") });
  });
});

describe("EU25-EU28 crowns", () => {
  const crowns = (s: GameState) => game.end.ranking[0]!({ state: s, seat: 0, dice: s.lastDice });

  it("EU25 a crown for each city held, gold or silver, and for each Crown card", () => {
    expect(crowns(board(["France", "Lorraine", "Ireland"]))).toBe(2);
    expect(crowns(board(["France", "Ireland"], { crownCards: { "1": 2 } }))).toBe(4);
  });

  it("EU28 Rome is worth 2 crowns", () => {
    expect(crowns(board(["Rome"]))).toBe(2);
    expect(crowns(board(["Rome", "France"]))).toBe(3);
  });
});

describe("EU25 the greedy bot and the Crown cards", () => {
  it("EU25 at its Spend with 20 coins the greedy bot buys a Crown card first (a crown toward its 7), before any unit", () => {
    const s = playState(game, {
      players: 4,
      toMove: 1,
      owners: { France: 1, Lorraine: 1, Saxony: 3, Rome: 4 },
      armiesAt: { France: 6 },
      rest: 2,
      armies: 3,
      phase: "spend",
      turn: { started: true, ordered: ["Spend"] },
      counters: { coins: { "1": 20 } },
    });
    expect(decisionOf(game, s).kind).toBe("buy");
    const crown = game.variant.market!.findIndex((o) => o.what === "effect");
    const actions = legalActions(game, s);
    expect(actions.some((a) => a.type === "buy" && a.offer !== crown)).toBe(true);
    const pick = bots["greedy"]!.choose({ game, view: viewFor(s, 1), decision: decisionOf(game, s), actions, rng: seedRng(1) });
    expect(pick).toMatchObject({ type: "buy", offer: crown });
  });
});

describe("EU12 EU30 the market", () => {
  const price = (s: GameState, what: string) => {
    const i = game.variant.market!.findIndex((o) => (o.name ?? o.what) === what);
    return game.market![i]!.cost({ state: s, seat: 0, dice: s.lastDice });
  };

  it("EU12 Footmen 1, Archers 2, Cavalry 3, Siege Weapons 10, a castle 12, a Crown card 10", () => {
    const s = board(["France"]);
    expect(["army", "Archer", "Cavalry", "Siege", "Castle", "effect"].map((w) => price(s, w))).toEqual([1, 2, 3, 10, 12, 10]);
  });

  it("EU30 castles cost the holder of Berlin (Saxony) 3 coins less: 9", () => {
    expect(price(board(["France", "Saxony"]), "Castle")).toBe(9);
  });
});
