// Decisions the rules ask for (issue 26; docs/language-design.md, As built "Decisions the rules
// ask for"): each an enumerated action of the seat it concerns, with its problems, its position
// form and the greedy bot's answer.
//   EF5  `discard N` (no `randomly`): the holder chooses N cards of its named-deck hand to discard
//        (the pending `discard` with `seat` and `left`, action `discard`); it waits before what
//        the game waited for and after another effect's decision.
//   EF6  `move N armies [from where c] [to where c]` (or `move N Unit`): the player moves up to N
//        of its armies (units) between its territories, one move at a time or `end` (the pending
//        `move`, action `move`): into the territory in question unless `to where` says where.
//   EP12 a card `on play during defence` in a variant without `defender dice ... by choice`: the
//        defender holding one it may play is asked (the pending `defend`), plays it or not, and
//        rolls the most dice (the only count offered), as it would have unasked.
//   S12  `units N Unit each` (no `randomly`): at the setup each player, in turn order, puts its N
//        units of the type one by one on its own territories where the unit may stand (the
//        pending `placeUnit`, action `placeUnit`).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findBot } from "../../bots/index.js";
import {
  applyInPlace,
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
import { neighbours, seedRng } from "../../engine/math/index.js";
import { playGame } from "../../sim/index.js";
import { fromPosition, playState, territoryIndex } from "../support/engine.js";
import { compileText, irOf } from "../support/variants.js";

const greedy = findBot("greedy")!;

function must(game: Game, state: GameState, action: Action): void {
  expect(applyInPlace(game, state, action)).toBeUndefined();
}

function greedyChoice(game: Game, s: GameState): Action {
  const decision = decisionOf(game, s);
  return greedy.choose({ game, view: viewFor(s, decision.seat), decision, actions: legalActions(game, s, decision), rng: seedRng(1) });
}

describe("EF5 `discard N`: the holder chooses", () => {
  const variant = (rules: string) =>
    createGame(
      irOf(`variant "T" extends "classic" {
  effects gods {
    card "Small" { on play: armies +1 }
    card "Mid" { on play: armies +3 }
    card "Big" { on play: armies +5 }
  }
  ${rules}
}`),
    );
  const card = (game: Game, name: string) => game.deckCards.findIndex((c) => c.name === name);
  /** Three players: seat 1 holds Alaska (12 armies), seat 2 Kamchatka, seat 3 the rest; seat 1 to move. */
  const board = (game: Game, phase?: string) =>
    playState(game, { players: 3, toMove: 1, owners: { Alaska: 1, Kamchatka: 2 }, armiesAt: { Alaska: 12, Kamchatka: 1 }, rest: 3, phase });

  it("EF5: after `draw effect 3` the player discards two cards of its choice, one at a time; any held card may go", () => {
    const game = variant(`rules { rule "Tithe" on turn start { draw effect 3 from gods  discard 2 } }`);
    const s = board(game);
    expect(s.held[0]).toHaveLength(3);
    expect(decisionOf(game, s)).toEqual({ kind: "discard", seat: 1, seatIndex: 0 });
    expect(s.pending).toEqual({ kind: "discard", seat: 0, left: 2 });
    // Every held card is offered, once.
    expect(
      legalActions(game, s)
        .map((a) => (a as { card: number }).card)
        .sort(),
    ).toEqual(["Small", "Mid", "Big"].map((n) => card(game, n)).sort());
    for (const a of legalActions(game, s)) expect(problemOf(game, s, a)).toBeUndefined();
    expect(problemOf(game, s, { type: "end" })?.code).toBe("decide-first");
    must(game, s, { type: "discard", card: card(game, "Mid") });
    expect(problemOf(game, s, { type: "discard", card: card(game, "Mid") })?.code).toBe("card-not-held");
    expect(s.pending).toEqual({ kind: "discard", seat: 0, left: 1 });
    must(game, s, { type: "discard", card: card(game, "Small") });
    // Two gone, the Big kept; the turn goes on (reinforcement).
    expect(s.held[0]).toEqual([card(game, "Big")]);
    expect(s.deckDiscards[0]!.sort()).toEqual([card(game, "Mid"), card(game, "Small")].sort());
    expect(decisionOf(game, s).kind).toBe("place");
  });

  it("EF5: the greedy bot keeps its most valuable cards (EP8's measure): Small, then Mid go", () => {
    const game = variant(`rules { rule "Tithe" on turn start { draw effect 3 from gods  discard 2 } }`);
    const s = board(game);
    const first = greedyChoice(game, s);
    expect(first).toEqual({ type: "discard", card: card(game, "Small") });
    must(game, s, first);
    expect(greedyChoice(game, s)).toEqual({ type: "discard", card: card(game, "Mid") });
  });

  it("EF5: more to discard than held asks for what is held; an empty hand asks nothing", () => {
    const game = variant(`rules { rule "Tithe" on turn start { draw effect 1 from gods  discard 3 } }`);
    const s = board(game);
    expect(s.pending).toEqual({ kind: "discard", seat: 0, left: 1 });
    const none = variant(`rules { rule "Tithe" on turn start { discard 3 } }`);
    const t = board(none);
    expect(t.pending).toBeNull();
    expect(decisionOf(none, t).kind).toBe("place");
  });

  it("EF5: a rule at the end of a turn asks that player, though the next one is to move", () => {
    const game = variant(`rules { rule "Deal" on turn start { draw effect 2 from gods } rule "Tax" on turn end { discard 1 } }`);
    const s = board(game);
    // Seat 1 places its armies and ends its steps.
    for (let k = 0; k < 50 && s.current === 0 && decisionOf(game, s).kind !== "discard"; k++) {
      const actions = legalActions(game, s);
      must(game, s, actions.find((a) => a.type === "end") ?? actions[0]!);
    }
    // Seat 3 (the next alive after 1; seat 2 holds only Kamchatka, still in) — whoever is next, seat 1 decides.
    expect(s.current).not.toBe(0);
    expect(decisionOf(game, s)).toEqual({ kind: "discard", seat: 1, seatIndex: 0 });
    const held = s.held[0]!.length;
    must(game, s, legalActions(game, s)[0]!);
    expect(s.held[0]).toHaveLength(held - 1);
    expect(decisionOf(game, s).seatIndex).toBe(s.current);
  });

  it("EF5: a `conquest` rule's discard comes first, the advance into the territory after it", () => {
    const game = variant(`rules { rule "Toll" on conquest { draw effect 2 from gods  discard 1 } }`);
    const s = board(game, "attack");
    const [alaska, kamchatka] = [territoryIndex(game, "Alaska"), territoryIndex(game, "Kamchatka")];
    for (let k = 0; k < 10 && s.owner[kamchatka] !== 0; k++) must(game, s, { type: "attack", from: alaska, to: kamchatka });
    expect(s.owner[kamchatka]).toBe(0);
    expect(decisionOf(game, s).kind).toBe("discard");
    expect(s.pending).toMatchObject({ kind: "discard", seat: 0, left: 1, then: { kind: "advance", to: kamchatka } });
    // The position says so and reads back the same.
    const position = positionOf(game, s);
    expect(position.pending).toMatchObject({ kind: "discard", seat: 1, left: 1, then: { kind: "advance", to: "Kamchatka" } });
    expect(fromPosition(game, position).pending).toEqual(s.pending);
    must(game, s, legalActions(game, s)[0]!);
    expect(decisionOf(game, s).kind).toBe("advance");
  });

  it("EF5: the greedy and search bots play games of it to the end", () => {
    const game = variant(`rules { rule "Deal" on turn start { draw effect 2 from gods } rule "Toll" on conquest { discard 1 } }`);
    for (const [bot, maxRounds] of [
      ["greedy", 15],
      ["random", 15],
      ["search:8", 2],
    ] as const) {
      const record = playGame(game, [findBot(bot)!, findBot(bot)!, findBot(bot)!], 3, { maxRounds });
      expect(record.rounds).toBeGreaterThan(0);
    }
  });
});

describe("EF6 `move N armies`: the player moves pieces between its territories", () => {
  const variant = (rules: string) =>
    createGame(
      irOf(`variant "T" extends "classic" {
  units { unit Scout limit 3 { die d8 } }
  ${rules}
}`),
    );
  /** Seat 1 holds Alaska (12), Alberta (5) and Greenland (4); seat 2 Kamchatka (1); seat 3 the rest. */
  const board = (game: Game, phase?: string) =>
    playState(game, {
      players: 3,
      toMove: 1,
      owners: { Alaska: 1, Alberta: 1, Greenland: 1, Kamchatka: 2 },
      armiesAt: { Alaska: 12, Alberta: 5, Greenland: 4, Kamchatka: 1 },
      rest: 3,
      phase,
    });
  const take = (game: Game, s: GameState) => {
    const [alaska, kamchatka] = [territoryIndex(game, "Alaska"), territoryIndex(game, "Kamchatka")];
    for (let k = 0; k < 10 && s.owner[kamchatka] !== 0; k++) must(game, s, { type: "attack", from: alaska, to: kamchatka });
    expect(s.owner[kamchatka]).toBe(0);
  };

  it("EF6: at a conquest the player moves up to 3 armies from any territory of its own into the conquered one, then advances", () => {
    const game = variant(`rules { rule "Pour in" on conquest { move 3 armies from where armies < 6 } }`);
    const s = board(game, "attack");
    const t = (name: string) => territoryIndex(game, name);
    take(game, s);
    expect(decisionOf(game, s)).toEqual({ kind: "move", seat: 1, seatIndex: 0 });
    expect(s.pending).toMatchObject({ kind: "move", seat: 0, left: 3, unit: -1, to: [t("Kamchatka")], then: { kind: "advance" } });
    // From Alberta (5) and Greenland (4), not Alaska (12 before the attack, `armies < 6` false): all 3, 1 or 2; or stop.
    const offered = legalActions(game, s);
    expect(offered).toContainEqual({ type: "move", from: t("Alberta"), to: t("Kamchatka"), count: 3 });
    expect(offered).toContainEqual({ type: "move", from: t("Greenland"), to: t("Kamchatka"), count: 1 });
    expect(offered).toContainEqual({ type: "end" });
    expect(offered.some((a) => a.type === "move" && a.from === t("Alaska"))).toBe(false);
    // Every action offered is legal.
    for (const a of offered) expect(problemOf(game, s, a)).toBeUndefined();
    expect(problemOf(game, s, { type: "move", from: t("Alberta"), to: t("Greenland"), count: 1 })?.code).toBe("not-effect-move");
    expect(problemOf(game, s, { type: "move", from: t("Alberta"), to: t("Kamchatka"), count: 4 })?.code).toBe("count-out-of-range");
    expect(problemOf(game, s, { type: "move", from: t("Peru"), to: t("Kamchatka"), count: 1 })?.code).toBe("not-owned");
    const kamchatka = s.armies[t("Kamchatka")]!;
    must(game, s, { type: "move", from: t("Alberta"), to: t("Kamchatka"), count: 2 });
    expect([s.armies[t("Alberta")], s.armies[t("Kamchatka")]]).toEqual([3, kamchatka + 2]);
    expect(s.pending).toMatchObject({ kind: "move", left: 1 });
    // The position says so and reads back the same.
    const position = positionOf(game, s);
    expect(position.pending).toMatchObject({ kind: "move", seat: 1, left: 1, to: ["Kamchatka"], then: { kind: "advance" } });
    expect(fromPosition(game, position).pending).toEqual(s.pending);
    must(game, s, { type: "end" });
    expect(decisionOf(game, s).kind).toBe("advance");
  });

  it("EF6: `to where` at an event without a territory in question; without it, RISK2075", () => {
    const game = variant(`rules { rule "Muster" on turn start { move 2 armies to where armies == 4 } }`);
    const s = board(game);
    const t = (name: string) => territoryIndex(game, name);
    expect(s.pending).toMatchObject({ kind: "move", seat: 0, left: 2, to: [t("Greenland")] });
    // Two moves of one: the decision ends when nothing is left.
    must(game, s, { type: "move", from: t("Alaska"), to: t("Greenland"), count: 1 });
    must(game, s, { type: "move", from: t("Alberta"), to: t("Greenland"), count: 1 });
    expect(s.armies[t("Greenland")]).toBe(6);
    expect(decisionOf(game, s).kind).toBe("place");
    const codes = compileText(`variant "T" extends "classic" { rules { rule "R" on turn start { move 2 armies } } }`).diagnostics.map((d) => d.code);
    expect(codes).toEqual(["RISK2075"]);
  });

  it("EF6: `move 1 Scout` moves a unit of the type, where it may stand", () => {
    const game = variant(`rules { rule "Scouts" on turn start { units 2 Scout  move 1 Scout to where armies == 12 } }`);
    let asked = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const s = playState(game, {
        players: 3,
        toMove: 1,
        owners: { Alaska: 1, Alberta: 1, Kamchatka: 2 },
        armiesAt: { Alaska: 12, Alberta: 5 },
        rest: 3,
        seed,
      });
      const onAlberta = s.unitAt.filter((at, u) => s.unitOwner[u] === 0 && at === territoryIndex(game, "Alberta")).length;
      // Asked only when a scout stands elsewhere than Alaska.
      expect(s.pending?.kind === "move").toBe(onAlberta > 0);
      if (onAlberta === 0) continue;
      asked++;
      expect(legalActions(game, s)).toContainEqual({
        type: "move",
        from: territoryIndex(game, "Alberta"),
        to: territoryIndex(game, "Alaska"),
        count: 1,
      });
      must(game, s, { type: "move", from: territoryIndex(game, "Alberta"), to: territoryIndex(game, "Alaska"), count: 1 });
      expect(s.unitAt.filter((at, u) => s.unitOwner[u] === 0 && at === territoryIndex(game, "Alaska")).length).toBe(3 - onAlberta);
    }
    expect(asked).toBeGreaterThan(0);
  });

  it("EF6: the greedy bot moves from where no enemy presses into the front; bots play games of it", () => {
    const game = variant(`rules { rule "Pour in" on conquest { move 3 armies } }`);
    const s = board(game, "attack");
    take(game, s);
    const choice = greedyChoice(game, s);
    // Greenland borders only seat 3's territories (and Alberta, its own); Kamchatka borders seat 3's
    // Asia: the bot moves all it may from the territory pressed least.
    expect(choice.type).toBe("move");
    for (const [bot, maxRounds] of [
      ["greedy", 15],
      ["random", 15],
      ["search:8", 2],
    ] as const) {
      const record = playGame(game, [findBot(bot)!, findBot(bot)!, findBot(bot)!], 7, { maxRounds });
      expect(record.rounds).toBeGreaterThan(0);
    }
  });
});

describe("EP12 a defence decision for cards alone", () => {
  const game = createGame(
    irOf(`variant "T" extends "classic" {
  effects gods {
    deal 1 each
    card "Shield" copies 3 {
      on play during defence: defend +1 for this battle
    }
  }
}`),
  );
  const shield = game.deckCards.findIndex((c) => c.name === "Shield");
  /** Seat 1 attacks Kamchatka (seat 2, 3 armies) from Alaska (12); seat 2 holds `held`. */
  const attackWith = (held: number[]) => {
    const s = playState(game, {
      players: 3,
      toMove: 1,
      phase: "attack",
      owners: { Alaska: 1, Kamchatka: 2 },
      armiesAt: { Alaska: 12, Kamchatka: 3 },
      rest: 3,
      seed: 9,
    });
    s.held[1] = held;
    must(game, s, { type: "attack", from: territoryIndex(game, "Alaska"), to: territoryIndex(game, "Kamchatka"), rolls: 1 });
    return s;
  };

  it("EP12: a defender holding a defence card is asked: it may play the card, then defends with the most dice (the only count)", () => {
    const s = attackWith([shield]);
    expect(decisionOf(game, s)).toEqual({ kind: "defend", seat: 2, seatIndex: 1 });
    expect(legalActions(game, s)).toEqual([
      { type: "defend", dice: 2 },
      { type: "play", card: shield },
    ]);
    expect(problemOf(game, s, { type: "defend", dice: 1 })?.code).toBe("dice-out-of-range");
    // The greedy bot plays the card (worth a die's bonus, at no cost), then defends.
    expect(greedyChoice(game, s)).toEqual({ type: "play", card: shield });
    must(game, s, { type: "play", card: shield });
    expect(legalActions(game, s)).toEqual([{ type: "defend", dice: 2 }]);
    must(game, s, { type: "defend", dice: 2 });
    expect(decisionOf(game, s).kind).toBe("attack");
  });

  it("EP12: asked and answered without the card, the defence rolls as it would have unasked; without a card nobody is asked", () => {
    const asked = attackWith([shield]);
    must(game, asked, { type: "defend", dice: 2 });
    const unasked = attackWith([]);
    expect(decisionOf(game, unasked).kind).toBe("attack");
    expect(asked.armies).toEqual(unasked.armies);
    expect(asked.rng).toEqual(unasked.rng);
  });

  it("EP12: RISK4183 is no longer raised; bots play games of it", () => {
    expect(
      compileText(`variant "T" extends "classic" { effects gods { card "Shield" { on play during defence: defend +1 for this battle } } }`)
        .diagnostics,
    ).toEqual([]);
    for (const [bot, maxRounds] of [
      ["greedy", 15],
      ["random", 15],
    ] as const) {
      const record = playGame(game, [findBot(bot)!, findBot(bot)!, findBot(bot)!], 11, { maxRounds });
      expect(record.rounds).toBeGreaterThan(0);
    }
  });
});

describe("S12 starting units placed by choice", () => {
  const text = readFileSync("test/fixtures/setup-program.risk", "utf8").replace("units 2 Scout each randomly", "units 2 Scout each");
  const game = createGame(irOf(text));

  it("S12: each player in turn order puts its two scouts, one at a time, on territories of its own", () => {
    const s = newGame(game, 3, 1);
    const order = s.turnOrder.slice();
    for (const seat of order)
      for (let k = 0; k < 2; k++) {
        expect(decisionOf(game, s)).toEqual({ kind: "placeUnit", seat: seat + 1, seatIndex: seat });
        const offered = legalActions(game, s) as Extract<Action, { type: "placeUnit" }>[];
        expect(offered.length).toBeGreaterThan(0);
        expect(offered.every((a) => a.type === "placeUnit" && s.owner[a.territory] === seat)).toBe(true);
        // Not on another's territory.
        const other = s.owner.findIndex((o) => o >= 0 && o !== seat);
        expect(problemOf(game, s, { type: "placeUnit", territory: other })?.code).toBe("not-owned");
        must(game, s, offered[offered.length - 1]!);
      }
    // Every scout stands on its owner's territory; the setup goes on to the placement.
    s.unitOwner.forEach((seat, u) => expect(s.owner[s.unitAt[u]!]).toBe(seat));
    expect(decisionOf(game, s).kind).toBe("setupPlace");
  });

  it("S12: the position of a placement by choice reads back the same", () => {
    const s = newGame(game, 2, 2);
    must(game, s, legalActions(game, s)[0]!);
    const position = positionOf(game, s);
    expect(position.pending).toEqual({ kind: "placeUnit", unit: "Scout", left: 1 });
    const back = fromPosition(game, position);
    expect(back.pending).toEqual(s.pending);
    expect(legalActions(game, back)).toEqual(legalActions(game, s));
  });

  it("S12: a unit goes only where it may stand (`stands where coastal`); with nowhere to stand the player is not asked", () => {
    const coastal = createGame(irOf(text.replace("      on death returns\n", "      on death returns\n      stands where coastal\n")));
    const s = newGame(coastal, 2, 1);
    // The coastal territories are neutral or empty after this setup's steps: nobody is asked.
    expect(decisionOf(coastal, s).kind).toBe("setupPlace");
    expect(s.unitAt.every((t) => t < 0)).toBe(true);
    const inland = createGame(
      irOf(text.replace("      on death returns\n", "      on death returns\n      stands where not coastal and Blight == 0\n")),
    );
    const t = newGame(inland, 2, 1);
    expect(decisionOf(inland, t).kind).toBe("placeUnit");
    const blighted = t.owner.findIndex((o, i) => o === t.current && t.buildings[0]![i]! > 0);
    if (blighted >= 0) expect(problemOf(inland, t, { type: "placeUnit", territory: blighted })?.code).toBe("unit-cannot-stand");
    for (const a of legalActions(inland, t) as Extract<Action, { type: "placeUnit" }>[]) expect(t.buildings[0]![a.territory]).toBe(0);
  });

  it("S12: the greedy bot puts a scout at its best front; bots play the game to the end", () => {
    const s = newGame(game, 3, 4);
    const choice = greedyChoice(game, s) as Extract<Action, { type: "placeUnit" }>;
    expect(choice.type).toBe("placeUnit");
    // The front: a territory of its own next to an enemy's.
    expect(neighbours(game.graph, s.switches, choice.territory).some((u) => s.owner[u]! >= 0 && s.owner[u] !== s.current)).toBe(true);
    for (const [bot, maxRounds] of [
      ["greedy", 15],
      ["random", 15],
      ["search:8", 2],
    ] as const) {
      const record = playGame(game, [findBot(bot)!, findBot(bot)!], 5, { maxRounds });
      expect(record.rounds).toBeGreaterThan(0);
    }
  });
});
