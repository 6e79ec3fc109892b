// Every refusal of an action says which rule refused it: where one check used to answer for
// several rules (a move to an enemy's territory, to one not adjacent, to one no chain of one's
// own reaches), each rule has its own code. Positions set up each case by name.
import { describe, expect, it } from "vitest";
import {
  applyInPlace,
  createGame,
  decisionOf,
  isPresent,
  legalActions,
  namesOf,
  newGame,
  positionOf,
  problemOf,
  type Action,
  type Game,
  type GameState,
  type Position,
} from "../../engine/index.js";
import { edited, fromPosition, territoryIndex } from "../support/engine.js";
import { bundledGame, classicGame, irOf } from "../support/variants.js";

/** The code of the problem the engine finds with `action` now (undefined: legal). */
const codeOf = (game: Game, state: GameState, action: Action) => problemOf(game, state, action)?.code;

/** A game's territories by name. */
const at = (game: Game) => (name: string) => territoryIndex(game, name);

describe("C7/R8/Y10 fortify: an enemy target, one not adjacent and one no chain reaches are different refusals", () => {
  const game = classicGame();
  const T = at(game);
  // Seat 1 holds Alaska (6 armies), Alberta and Peru; seat 2 every territory between them, seat 3 Kamchatka.
  const state = fromPosition(game, {
    players: 3,
    toMove: 1,
    phase: "fortify",
    territories: {
      Alaska: { owner: 1, armies: 6 },
      Alberta: { owner: 1, armies: 1 },
      Peru: { owner: 1, armies: 1 },
      Kamchatka: { owner: 3, armies: 1 },
    },
    others: { owner: 2, armies: 1 },
  });
  const move = (from: string, to: string): Action => ({ type: "fortify", from: T(from), to: T(to), count: 1 });

  it("C7 a chain of own territories: legal; to an enemy's: target-not-own; to itself: same-territory; cut off: not-connected", () => {
    expect(codeOf(game, state, move("Alaska", "Alberta"))).toBeUndefined();
    expect(codeOf(game, state, move("Alaska", "Kamchatka"))).toBe("target-not-own");
    expect(codeOf(game, state, move("Alaska", "Alaska"))).toBe("same-territory");
    expect(problemOf(game, state, move("Alaska", "Peru"))).toEqual({ code: "not-connected", message: "no chain of territories you own leads there" });
    expect(codeOf(game, state, { type: "fortify", from: T("Alaska"), to: 99, count: 1 })).toBe("no-such-territory");
    expect(codeOf(game, state, move("Kamchatka", "Alaska"))).toBe("not-owned");
  });

  it("R8 with `fortifyPath=adjacent`: own but not a neighbour is not-adjacent, an enemy neighbour still target-not-own", () => {
    const adjacent = classicGame({ fortifyPath: "adjacent" });
    const s = fromPosition(adjacent, structuredClone(positionOf(game, state)));
    expect(codeOf(adjacent, s, move("Alaska", "Alberta"))).toBeUndefined();
    expect(codeOf(adjacent, s, move("Alaska", "Peru"))).toBe("not-adjacent");
    expect(codeOf(adjacent, s, move("Alaska", "Kamchatka"))).toBe("target-not-own");
  });
});

describe("C5 attack: one's own territory, a partner's and nobody's are different refusals", () => {
  const game = classicGame();
  const T = at(game);
  const state = fromPosition(game, {
    players: 3,
    toMove: 1,
    phase: "attack",
    territories: { Alaska: { owner: 1, armies: 5 }, Alberta: { owner: 1, armies: 1 }, Kamchatka: { owner: 2, armies: 1 } },
    others: { owner: 3, armies: 1 },
  });
  const attack = (from: string, to: string): Action => ({ type: "attack", from: T(from), to: T(to) });

  it("C5 an enemy across a border: legal; one's own: own-territory; no border: not-adjacent; from an enemy's: not-owned", () => {
    expect(codeOf(game, state, attack("Alaska", "Kamchatka"))).toBeUndefined();
    expect(codeOf(game, state, attack("Alaska", "Alberta"))).toBe("own-territory");
    expect(codeOf(game, state, attack("Alaska", "Peru"))).toBe("not-adjacent");
    expect(codeOf(game, state, attack("Kamchatka", "Alaska"))).toBe("not-owned");
    expect(codeOf(game, state, { type: "attack", from: T("Alaska"), to: -1 })).toBe("no-such-territory");
  });
});

describe("C4 trade: each rule of a trade its own refusal", () => {
  const game = classicGame();
  const names = namesOf(game);
  const cards = (...list: string[]) => list.map((c) => names.cards.numberOf(c)!);
  const state = fromPosition(game, {
    players: 3,
    toMove: 1,
    phase: "reinforce",
    territories: { Peru: { owner: 1, armies: 3 }, Alaska: { owner: 2, armies: 1 } },
    others: { owner: 1, armies: 1 },
    eliminated: [3],
    hands: { "1": ["Peru", "Alaska", "Ontario", "wild 1", "wild 2"] },
  });
  const trade = (list: string[], bonus?: string): Action => ({
    type: "trade",
    cards: cards(...list),
    ...(bonus ? { bonus: names.territories.numberOf(bonus)! } : {}),
  });

  it("C4 a set with the bonus on an owned card: legal; a card twice, one not held, no set, the bonus elsewhere or not owned: each its code", () => {
    expect(codeOf(game, state, trade(["Peru", "Alaska", "wild 1"], "Peru"))).toBeUndefined();
    expect(codeOf(game, state, trade(["Peru", "Peru", "wild 1"]))).toBe("card-twice");
    expect(codeOf(game, state, trade(["Peru", "Alberta", "wild 1"]))).toBe("not-in-hand");
    expect(codeOf(game, state, trade(["Peru", "Alaska", "wild 1"], "Ontario"))).toBe("bonus-territory");
    expect(codeOf(game, state, trade(["Peru", "Alaska", "wild 1"], "Alaska"))).toBe("bonus-not-owned");
  });
});

describe("E12 passing a card: oneself, a neutral seat, a seat out of the game and no seat are different refusals", () => {
  // Frontier with a dispatch that is passed on (F8: with two players, the outlaws are a neutral seat, seat 3).
  const game = createGame(
    irOf(
      'variant "Frontier, passing" extends "frontier" {\n  effects {\n    deal 1 each\n    card "Stray horse" copies 2 {\n      on reveal pass: armies +1\n    }\n  }\n}\n',
    ),
  );
  const passing = (players: number, extra: Partial<Position> = {}): GameState =>
    fromPosition(game, {
      players,
      toMove: 1,
      phase: "reinforce",
      territories: { Frosthold: { owner: 1, armies: 2 } },
      others: { owner: 2, armies: 1 },
      pending: { kind: "pass", card: "Stray horse" },
      turn: { started: true, stepStarted: true },
      ...extra,
    });

  it("E12 to another player: legal; to oneself: pass-target; to the outlaws: neutral-seat; past the seats: no-such-seat", () => {
    const state = passing(2);
    expect(decisionOf(game, state).kind).toBe("pass");
    expect(codeOf(game, state, { type: "pass", to: 1 })).toBeUndefined();
    expect(codeOf(game, state, { type: "pass", to: 0 })).toBe("pass-target");
    expect(codeOf(game, state, { type: "pass", to: 2 })).toBe("neutral-seat");
    expect(codeOf(game, state, { type: "pass", to: 3 })).toBe("no-such-seat");
  });

  it("E12 to a player out of the game: seat-eliminated", () => {
    const state = passing(3, { eliminated: [3] });
    expect(codeOf(game, state, { type: "pass", to: 1 })).toBeUndefined();
    expect(codeOf(game, state, { type: "pass", to: 2 })).toBe("seat-eliminated");
  });
});

describe("Y4/Y7/Y9/Y10 Cybertron: claims, forms, jumps and hand-overs", () => {
  const game = bundledGame("transformers-cybertron");
  const T = at(game);

  it("Y4 claiming a zone: an empty one on the board is legal; a held one: not-empty; one off the board: off-board", () => {
    const state = newGame(game, 2, 1);
    expect(decisionOf(game, state).kind).toBe("claim");
    const offBoard = game.variant.map.territories.findIndex((_, t) => !isPresent(game.graph, state.switches, t));
    expect(offBoard).toBeGreaterThanOrEqual(0);
    expect(codeOf(game, state, { type: "claim", territory: 0 })).toBeUndefined();
    expect(codeOf(game, state, { type: "claim", territory: offBoard })).toBe("off-board");
    expect(codeOf(game, state, { type: "claim", territory: 99 })).toBe("no-such-territory");
    applyInPlace(game, state, { type: "claim", territory: 0 });
    expect(codeOf(game, state, { type: "claim", territory: 0 })).toBe("not-empty");
  });

  /** Two players in play, Optimus Prime (seat 1's leader) on Iacon in `form`, at the start of `phase`. */
  const withOptimus = (phase: string, form: string, extra: Partial<Position> = {}): GameState => {
    const start = newGame(game, 2, 1);
    const position = structuredClone(positionOf(game, start));
    const owners = Object.keys(position.territories);
    const state = fromPosition(game, {
      players: 2,
      toMove: 1,
      phase,
      territories: Object.fromEntries(owners.map((name, i) => [name, { owner: i % 2 === 0 ? 1 : 2, armies: 3 }])),
      leaders: { "Optimus Prime": { at: owners[0]!, form } },
      turn: { started: true },
      ...extra,
    });
    return state;
  };

  it("Y7 morphing: into the other form is legal; the same form: same-form; a form it has not: no-such-form; no such unit: no-such-unit", () => {
    const state = withOptimus("morph", "robot");
    expect(decisionOf(game, state).kind).toBe("morph");
    const vehicle = namesOf(game).forms(namesOf(game).unitTypes.numberOf("Optimus Prime")!).numberOf("vehicle")!;
    expect(codeOf(game, state, { type: "morph", form: vehicle })).toBeUndefined();
    expect(codeOf(game, state, { type: "morph", form: 1 - vehicle })).toBe("same-form");
    expect(codeOf(game, state, { type: "morph", form: 7 })).toBe("no-such-form");
    expect(codeOf(game, state, { type: "morph", form: vehicle, unit: 9 })).toBe("no-such-unit");
  });

  it("Y9 a jump in vehicle form: to another own zone is legal; to where it stands: same-territory; to an enemy's: not-owned", () => {
    const state = withOptimus("backup", "vehicle");
    expect(decisionOf(game, state).kind).toBe("fortify");
    const owners = positionOf(game, state).territories;
    const [here, mine, theirs] = [Object.keys(owners)[0]!, Object.keys(owners)[2]!, Object.keys(owners)[1]!];
    expect(codeOf(game, state, { type: "jump", to: T(mine) })).toBeUndefined();
    expect(codeOf(game, state, { type: "jump", to: T(here) })).toBe("same-territory");
    expect(codeOf(game, state, { type: "jump", to: T(theirs) })).toBe("not-owned");
    expect(codeOf(game, state, { type: "jump", to: T(mine), unit: 9 })).toBe("no-such-unit");
  });

  it("Y10 handing a zone to a partner: legal; to an opponent: not-partner; to a partner out of the game: seat-eliminated; no zone, no seat", () => {
    const four = (eliminated: number[]): GameState => {
      const start = newGame(game, 4, 1);
      const names = Object.keys(positionOf(game, start).territories);
      // Seats 1 and 3 are partners (Y2); seat 3 holds nothing when it is out.
      const owner = (i: number) => (eliminated.includes(3) ? [1, 2, 4][i % 3]! : (i % 4) + 1);
      return fromPosition(game, {
        players: 4,
        toMove: 1,
        phase: "backup",
        territories: Object.fromEntries(names.map((name, i) => [name, { owner: owner(i), armies: 2 }])),
        turn: { started: true },
        eliminated,
      });
    };
    const state = four([]);
    const zone = state.owner.findIndex((o) => o === 0);
    expect(codeOf(game, state, { type: "cede", territory: zone, to: 2 })).toBeUndefined();
    expect(codeOf(game, state, { type: "cede", territory: zone, to: 1 })).toBe("not-partner");
    expect(codeOf(game, state, { type: "cede", territory: zone, to: 7 })).toBe("no-such-seat");
    expect(codeOf(game, state, { type: "cede", territory: 99, to: 2 })).toBe("no-such-territory");
    const out = four([3]);
    expect(codeOf(game, out, { type: "cede", territory: out.owner.findIndex((o) => o === 0), to: 2 })).toBe("seat-eliminated");
  });
});

describe("F2/F3 Frontier: buying and building", () => {
  const game = bundledGame("frontier");
  const names = namesOf(game);
  const offer = (name: string) => names.offers.numberOf(name)!;
  const T = at(game);
  const terrain = (kind: string) => game.variant.map.territories.filter((t) => t.attrs["terrain"] === kind).map((t) => t.name);
  const [marsh] = terrain("marsh");
  const [plain, otherPlain] = terrain("plains");
  const market = (gold: number, extra: Partial<Position> = {}): GameState =>
    fromPosition(game, {
      players: 3,
      toMove: 1,
      phase: "market",
      territories: {
        [marsh!]: { owner: 1, armies: 2 },
        [plain!]: { owner: 1, armies: 2, buildings: { Fort: 1 } },
        [otherPlain!]: { owner: 1, armies: 2 },
      },
      others: { owner: 2, armies: 1 },
      eliminated: [3],
      counters: { gold: { "1": gold, "2": 0, "3": 0 } },
      turn: { started: true },
      ...extra,
    });

  it("F2 an offer the market has not, one whose `when` fails and one with nothing left are different refusals", () => {
    const state = market(100, { hands: { "1": ["Frosthold", "Pinecrest", "Icefall", "Wolfden"] }, effectDeck: [] });
    expect(decisionOf(game, state).kind).toBe("buy");
    expect(codeOf(game, state, { type: "buy", offer: 99 })).toBe("no-such-offer");
    expect(codeOf(game, state, { type: "buy", offer: offer("card") })).toBe("not-for-sale");
    expect(codeOf(game, state, { type: "buy", offer: offer("effect") })).toBe("out-of-stock");
  });

  it("F2 the limit a turn and the gold to pay are different refusals", () => {
    const rich = market(100, { turn: { started: true, bought: [4, 0, 0, 0, 0, 0, 0] } });
    expect(codeOf(game, rich, { type: "buy", offer: offer("army"), count: 2 })).toBeUndefined();
    expect(problemOf(game, rich, { type: "buy", offer: offer("army"), count: 3 })?.code).toBe("buy-limit");
    // 5 gold: a fort (5) may be bought, a ranger (6) not.
    expect(codeOf(game, market(5), { type: "buy", offer: offer("Fort"), territory: T(otherPlain!) })).toBeUndefined();
    expect(codeOf(game, market(5), { type: "buy", offer: offer("Ranger"), territory: T(otherPlain!) })).toBe("cannot-afford");
  });

  it("F1/F3/Y2 where a bought fort or unit may go: not-owned, not-here (`where`), building-limit, unit-cannot-stand (`stands where`)", () => {
    const state = market(100);
    const enemy = state.owner.findIndex((o) => o === 1);
    expect(codeOf(game, state, { type: "buy", offer: offer("Fort"), territory: T(otherPlain!) })).toBeUndefined();
    expect(codeOf(game, state, { type: "buy", offer: offer("Fort"), territory: enemy })).toBe("not-owned");
    expect(codeOf(game, state, { type: "buy", offer: offer("Fort"), territory: T(marsh!) })).toBe("not-here");
    expect(codeOf(game, state, { type: "buy", offer: offer("Fort"), territory: T(plain!) })).toBe("building-limit");
    expect(codeOf(game, state, { type: "buy", offer: offer("Marshal"), territory: T(marsh!) })).toBe("unit-cannot-stand");
  });

  it("F3/F5 a dispatch's fort: on an enemy's territory not-owned, where one stands building-limit; razing one's own: cannot-build", () => {
    const build = market(0, {
      phase: "reinforce",
      pending: { kind: "build", building: "Fort", left: 1 },
      turn: { started: true, stepStarted: true },
    });
    expect(decisionOf(game, build).kind).toBe("build");
    expect(codeOf(game, build, { type: "build", territory: T(otherPlain!) })).toBeUndefined();
    expect(codeOf(game, build, { type: "build", territory: build.owner.findIndex((o) => o === 1) })).toBe("not-owned");
    expect(codeOf(game, build, { type: "build", territory: T(plain!) })).toBe("building-limit");
    const raze = edited(game, build, (p) => (p.pending = { kind: "build", building: "Fort", left: 1, raze: true }));
    expect(codeOf(game, raze, { type: "build", territory: T(plain!) })).toBe("cannot-build");
  });
});

describe("T4 placing the neutral armies", () => {
  const game = bundledGame("two-player");
  const state = newGame(game, 2, 1);
  while (decisionOf(game, state).kind !== "setupNeutral") applyInPlace(game, state, legalActions(game, state)[0]!);
  const neutral = state.owner.findIndex((o) => o === 2);
  const own = state.owner.findIndex((o) => o === state.current);

  it("T4 on a neutral territory: legal; on one's own: not-neutral; with the neutral seat's armies all placed: neutral-placed", () => {
    expect(codeOf(game, state, { type: "place", territory: neutral, count: 1 })).toBeUndefined();
    expect(codeOf(game, state, { type: "place", territory: own, count: 1 })).toBe("not-neutral");
    expect(codeOf(game, state, { type: "place", territory: 99, count: 1 })).toBe("no-such-territory");
    const placed = edited(game, state, (p) => (p.setup!.left!["3"] = 0));
    expect(codeOf(game, placed, { type: "place", territory: neutral, count: 1 })).toBe("neutral-placed");
  });
});
