// Classic rules C2–C8, each test named by its rule id, on the bundled classic variant.
import { describe, expect, it } from "vitest";
import { apply, applyInPlace, decisionOf, legalActions, newGame, type Action, type GameState } from "../../engine/index.js";
import { classicGame } from "../support/variants.js";
import { boardArmies, groupTerritories, must as mustApply, playState, territoryIndex } from "../support/engine.js";

const game = classicGame();
const T = (name: string) => territoryIndex(game, name);
const allNames = game.variant.map.territories.map((t) => t.name);

const must = (state: GameState, action: Action): GameState => mustApply(game, state, action);

/** Names of `count` territories that complete no continent: never the last of any continent. */
function spreadTerritories(count: number): string[] {
  const lastOfEach = new Set(game.variant.map.groups.map((g) => game.variant.map.territories[g.territories.at(-1)!]!.name));
  return allNames.filter((n) => !lastOfEach.has(n)).slice(0, count);
}

describe("C2 setup", () => {
  it.each([
    [3, 35],
    [4, 30],
    [5, 25],
    [6, 20],
  ])("C2 with %i players each player starts with %i armies, one on each dealt territory", (players, armies) => {
    const s = newGame(game, players, 7);
    expect(s.owner.every((o) => o >= 0 && o < players)).toBe(true);
    expect(s.armies.every((a) => a === 1)).toBe(true);
    for (let seat = 0; seat < players; seat++) expect(s.ownedCount[seat]! + s.setupLeft[seat]!).toBe(armies);
    // Territories are dealt round-robin: counts differ by at most one.
    expect(Math.max(...s.ownedCount) - Math.min(...s.ownedCount)).toBeLessThanOrEqual(1);
  });

  it("C2 the remaining armies are placed one at a time in turn, then play starts with seat 1", () => {
    let s = newGame(game, 3, 3);
    const seen: number[] = [];
    while (s.stage === "setup") {
      const d = decisionOf(game, s);
      expect(d.kind).toBe("setupPlace");
      if (seen.length < 6) seen.push(d.seat);
      const place = legalActions(game, s)[0]!;
      expect(place).toMatchObject({ type: "place", count: 1 });
      s = must(s, place);
    }
    expect(seen).toEqual([1, 2, 3, 1, 2, 3]);
    for (let seat = 0; seat < 3; seat++) expect(s.armies.filter((_, t) => s.owner[t] === seat).reduce((a, b) => a + b, 0)).toBe(35);
    expect(s.current).toBe(0);
    expect(decisionOf(game, s).kind).toBe("place");
  });

  it("C2 `--set placeBatch=3` places three at a time", () => {
    const batched = classicGame({ placeBatch: "3" });
    const s = newGame(batched, 4, 1);
    expect(s.batchLeft).toBe(3);
  });
});

describe("C3 reinforcement", () => {
  it.each([
    [1, 3],
    [11, 3],
    [12, 4],
    [14, 4],
    [15, 5],
    [36, 12],
  ])("C3 %i territories and no continent give %i armies", (owned, expected) => {
    const names = owned === 36 ? spreadTerritories(36) : spreadTerritories(owned);
    expect(names).toHaveLength(owned);
    const s = playState(game, { players: 3, owners: Object.fromEntries(names.map((n) => [n, 1])), rest: 2 });
    expect(decisionOf(game, s).kind).toBe("place");
    expect(s.pool).toBe(expected);
  });

  it("C3 continent bonuses: Australia +2 on top of the minimum 3", () => {
    const owned = [...groupTerritories(game, "Australia"), "Alaska", "Peru"];
    const s = playState(game, { players: 3, owners: Object.fromEntries(owned.map((n) => [n, 1])) });
    expect(s.pool).toBe(3 + 2);
  });

  it("C3 continent bonuses: Asia (12 territories) gives 4 + 7", () => {
    const s = playState(game, { players: 3, owners: Object.fromEntries(groupTerritories(game, "Asia").map((n) => [n, 1])) });
    expect(s.pool).toBe(11);
  });

  it("C3 continent bonuses add up: North and South America (13) give 4 + 5 + 2", () => {
    const owned = [...groupTerritories(game, "North America"), ...groupTerritories(game, "South America")];
    const s = playState(game, { players: 3, owners: Object.fromEntries(owned.map((n) => [n, 1])) });
    expect(s.pool).toBe(11);
  });

  it("C3 a continent missing one territory gives no bonus", () => {
    const owned = groupTerritories(game, "Europe").slice(1);
    const s = playState(game, { players: 3, owners: Object.fromEntries(owned.map((n) => [n, 1])) });
    expect(s.pool).toBe(3);
  });
});

describe("C5 combat", () => {
  const board = { players: 3, owners: { Alaska: 1, Alberta: 1 }, rest: 2, armiesAt: { Alaska: 4, Kamchatka: 2, Alberta: 1 } };
  const attackState = () => {
    let s = playState(game, board);
    s = must(s, { type: "place", territory: T("Alberta"), count: s.pool });
    expect(decisionOf(game, s).kind).toBe("attack");
    return s;
  };

  it("C5 attacks go from an owned territory with at least 2 armies to an adjacent enemy", () => {
    const s = attackState();
    const targets = legalActions(game, s).flatMap((a) =>
      a.type === "attack" ? [`${game.variant.map.territories[a.from]!.name}>${game.variant.map.territories[a.to]!.name}`] : [],
    );
    expect(new Set(targets)).toEqual(
      new Set(["Alaska>Kamchatka", "Alaska>Northwest Territory", "Alberta>Northwest Territory", "Alberta>Ontario", "Alberta>Western United States"]),
    );
    expect(apply(game, s, { type: "attack", from: T("Alaska"), to: T("Alberta") })).toMatchObject({
      ok: false,
      error: { code: "own-territory", message: "you cannot attack a territory of your own" },
    });
    expect(apply(game, s, { type: "attack", from: T("Alaska"), to: T("Brazil") })).toMatchObject({
      ok: false,
      error: { code: "not-adjacent", message: "the territories do not border each other" },
    });
  });

  it("C5 a territory with one army cannot attack", () => {
    const s = playState(game, { ...board, armiesAt: { Alaska: 1, Alberta: 1 } });
    const after = must(s, { type: "place", territory: T("Alberta"), count: s.pool - 0 });
    // Alberta got every reinforcement; Alaska (1 army) may not attack.
    expect(apply(game, after, { type: "attack", from: T("Alaska"), to: T("Kamchatka") })).toMatchObject({
      ok: false,
      error: { code: "too-few-armies", message: "not enough armies to attack from there" },
    });
  });

  it("C5 the attacker rolls at most armies − 1 dice and at most 3; the defender at most 2", () => {
    const s = attackState();
    const r = must(s, { type: "attack", from: T("Alaska"), to: T("Kamchatka"), rolls: 1 });
    expect(r.lastDice).toBe(3);
    const lost = 4 - r.armies[T("Alaska")]! + (2 - r.armies[T("Kamchatka")]!);
    expect(lost).toBe(2); // two dice compared: 3 attacking vs 2 defending
    const small = playState(game, { ...board, armiesAt: { Alaska: 3, Kamchatka: 1, Alberta: 1 } });
    const placed = must(small, { type: "place", territory: T("Alberta"), count: small.pool });
    expect(must(placed, { type: "attack", from: T("Alaska"), to: T("Kamchatka"), rolls: 1 }).lastDice).toBe(2);
  });

  it("C5 the attacker may stop after any roll", () => {
    const s = must(attackState(), { type: "attack", from: T("Alaska"), to: T("Kamchatka"), rolls: 1 });
    if (decisionOf(game, s).kind === "attack") {
      const stopped = must(s, { type: "end" });
      expect(game.phases[stopped.phase]!.name).not.toBe("attack");
    }
  });
});

describe("C6 conquest", () => {
  it("C6 the attacker moves in at least as many armies as dice in the last roll, leaving 1 behind", () => {
    let conquests = 0;
    for (let seed = 1; seed <= 40; seed++) {
      let s = playState(game, { players: 3, owners: { Alaska: 1, Alberta: 1 }, armiesAt: { Alaska: 5, Kamchatka: 1 }, seed });
      s = must(s, { type: "place", territory: T("Alberta"), count: s.pool });
      s = must(s, { type: "attack", from: T("Alaska"), to: T("Kamchatka"), rolls: 1 });
      if (s.owner[T("Kamchatka")] !== 0) continue;
      conquests++;
      expect(s.pending).toMatchObject({ kind: "advance", min: 3, max: 4 });
      expect(apply(game, s, { type: "advance", count: 2 })).toMatchObject({ ok: false, error: { code: "count-out-of-range" } });
      const moved = must(s, { type: "advance", count: 4 });
      expect(moved.armies[T("Alaska")]).toBe(1);
      expect(moved.armies[T("Kamchatka")]).toBe(4);
    }
    expect(conquests).toBeGreaterThan(10);
  });

  it("C6 with one die rolled and two armies the single survivor moves in without a decision", () => {
    for (let seed = 1; seed <= 40; seed++) {
      let s = playState(game, { players: 3, owners: { Alaska: 1, Alberta: 1 }, armiesAt: { Alaska: 2, Kamchatka: 1 }, seed });
      s = must(s, { type: "place", territory: T("Alberta"), count: s.pool });
      s = must(s, { type: "attack", from: T("Alaska"), to: T("Kamchatka") });
      if (s.owner[T("Kamchatka")] !== 0) continue;
      expect(s.pending).toBeNull();
      expect([s.armies[T("Alaska")], s.armies[T("Kamchatka")]]).toEqual([1, 1]);
      return;
    }
    throw new Error("no seed conquered");
  });
});

describe("C7 fortify", () => {
  // Seat 0 holds the chain Alaska–Alberta–Ontario, and Peru far away behind enemy territory.
  const fortifyState = (path?: "adjacent") => {
    const g = path ? classicGame({ fortifyPath: path }) : game;
    let s = playState(g, { players: 3, owners: { Alaska: 1, Alberta: 1, Ontario: 1, Peru: 1 }, armiesAt: { Alaska: 6 } });
    s = apply(g, s, { type: "place", territory: territoryIndex(g, "Ontario"), count: s.pool }).state;
    s = apply(g, s, { type: "end" }).state;
    expect(decisionOf(g, s).kind).toBe("fortify");
    return { g, s };
  };

  it("C7 armies move through a chain of owned territories, leaving at least 1", () => {
    const { g, s } = fortifyState();
    const moved = apply(g, s, { type: "fortify", from: T("Alaska"), to: T("Ontario"), count: 5 });
    expect(moved.ok).toBe(true);
    expect(moved.state.armies[T("Alaska")]).toBe(1);
    expect(apply(g, s, { type: "fortify", from: T("Alaska"), to: T("Ontario"), count: 6 })).toMatchObject({
      ok: false,
      error: { code: "count-out-of-range", message: "you can move 1 to 5 armies from there" },
    });
  });

  it("C7 a chain broken by an enemy territory blocks the move", () => {
    const { g, s } = fortifyState();
    expect(apply(g, s, { type: "fortify", from: T("Alaska"), to: T("Peru"), count: 1 })).toMatchObject({
      ok: false,
      error: { code: "not-connected", message: "no chain of territories you own leads there" },
    });
  });

  it("C7 once per turn: after one move the turn goes on to the draw", () => {
    const { g, s } = fortifyState();
    const moved = apply(g, s, { type: "fortify", from: T("Alaska"), to: T("Alberta"), count: 1 }).state;
    expect(moved.current).toBe(1);
  });

  it("C7 with fortifyPath=adjacent only neighbours are reachable", () => {
    const { g, s } = fortifyState("adjacent");
    expect(apply(g, s, { type: "fortify", from: territoryIndex(g, "Alaska"), to: territoryIndex(g, "Ontario"), count: 1 })).toMatchObject({
      ok: false,
      error: { code: "not-adjacent", message: "the territories do not border each other" },
    });
    expect(apply(g, s, { type: "fortify", from: territoryIndex(g, "Alaska"), to: territoryIndex(g, "Alberta"), count: 1 }).ok).toBe(true);
  });
});

describe("C8 winning and elimination", () => {
  it("C8 a player who owns every territory wins by domination", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const owners = Object.fromEntries(allNames.map((n) => [n, 1]));
      owners["Kamchatka"] = 2;
      // Seat 3 is out already: seat 2's last territory is the last one seat 1 lacks.
      let s = playState(game, { players: 3, owners, armiesAt: { Alaska: 30, Kamchatka: 1 }, eliminated: [3], seed });
      s = must(s, { type: "place", territory: T("Alaska"), count: s.pool });
      s = must(s, { type: "attack", from: T("Alaska"), to: T("Kamchatka") });
      expect(s.stage).toBe("over");
      expect(s.result).toEqual({ reason: "domination", winners: [0] });
      expect(s.alive[1]).toBe(false);
      return;
    }
  });
});

describe("C4 cards in play", () => {
  const cardOf = (name: string) => T(name); // card t shows territory t
  const wild = game.territoryCount; // the first wild card, `wild 1` in a position

  it("C4 five or more cards must be traded at the start of the turn", () => {
    const s = playState(game, { players: 3, owners: { Brazil: 1 }, hands: { "1": ["Alaska", "Argentina", "Peru", "Alberta", "Greenland"] } });
    expect(decisionOf(game, s).kind).toBe("trade");
    expect(legalActions(game, s).some((a) => a.type === "end")).toBe(false);
    expect(apply(game, s, { type: "end" })).toMatchObject({ ok: false, error: { code: "trade-forced", message: "you must trade a set now" } });
  });

  it("C4 with fewer than five cards a trade is optional", () => {
    const s = playState(game, { players: 3, owners: { Brazil: 1 }, hands: { "1": ["Alaska", "Argentina", "Peru"] } });
    expect(decisionOf(game, s).kind).toBe("trade");
    expect(legalActions(game, s).some((a) => a.type === "end")).toBe(true);
  });

  it("C4 a traded card showing an owned territory puts 2 armies there, once per turn", () => {
    // Alaska, Argentina, Peru are all infantry; seat 0 owns Alaska and Peru.
    const s = playState(game, { players: 3, owners: { Alaska: 1, Peru: 1 }, hands: { "1": ["Alaska", "Argentina", "Peru"] } });
    const before = s.pool;
    const traded = must(s, { type: "trade", cards: [cardOf("Alaska"), cardOf("Argentina"), cardOf("Peru")], bonus: T("Peru") });
    expect(traded.pool).toBe(before + 4);
    expect(traded.armies[T("Peru")]).toBe(3);
    expect(traded.armies[T("Alaska")]).toBe(1);
  });

  it("C4 one card is drawn at the end of a turn with a conquest, none without", () => {
    let s = playState(game, { players: 3, owners: { Alaska: 1, Alberta: 1 }, armiesAt: { Alaska: 2 } });
    s = must(s, { type: "place", territory: T("Alberta"), count: s.pool });
    const quiet = must(must(s, { type: "end" }), { type: "end" });
    expect(quiet.current).toBe(1);
    expect(quiet.hands[0]).toHaveLength(0);
    for (let seed = 1; seed <= 40; seed++) {
      let t = playState(game, { players: 3, owners: { Alaska: 1, Alberta: 1 }, armiesAt: { Alaska: 30 }, seed });
      t = must(t, { type: "place", territory: T("Alberta"), count: t.pool });
      t = must(t, { type: "attack", from: T("Alaska"), to: T("Kamchatka") });
      if (t.pending) t = must(t, { type: "advance", count: t.pending.kind === "advance" ? t.pending.min : 1 });
      while (t.current === 0) t = must(t, { type: "end" });
      expect(t.hands[0]).toHaveLength(1);
      return;
    }
  });

  it("C4 eliminating a player takes their cards, and six or more force a trade down to four", () => {
    const victimCards = [cardOf("Brazil"), cardOf("Egypt"), wild];
    const mine = [cardOf("Alaska"), cardOf("Alberta"), cardOf("Quebec"), cardOf("Japan")];
    for (let seed = 1; seed <= 40; seed++) {
      let s = playState(game, {
        players: 3,
        owners: { Alaska: 1, Alberta: 1, Kamchatka: 3 },
        rest: 2,
        armiesAt: { Alaska: 30, Kamchatka: 1 },
        hands: { "1": ["Alaska", "Alberta", "Quebec", "Japan"], "3": ["Brazil", "Egypt", "wild 1"] },
        seed,
      });
      s = must(s, { type: "end" }); // 4 cards: the trade is optional
      s = must(s, { type: "place", territory: T("Alberta"), count: s.pool });
      s = must(s, { type: "attack", from: T("Alaska"), to: T("Kamchatka") });
      expect(s.owner[T("Kamchatka")]).toBe(0);
      expect(s.alive[2]).toBe(false);
      expect(s.hands[2]).toEqual([]);
      expect([...s.hands[0]!].sort((a, b) => a - b)).toEqual([...mine, ...victimCards].sort((a, b) => a - b));
      if (s.pending?.kind === "advance") s = must(s, { type: "advance", count: s.pending.max });
      expect(decisionOf(game, s).kind).toBe("tradeDown");
      while (decisionOf(game, s).kind === "tradeDown") s = must(s, legalActions(game, s)[0]!);
      expect(s.hands[0]!.length).toBeLessThanOrEqual(4);
      expect(decisionOf(game, s).kind).toBe("placePool");
      return;
    }
  });
});

describe("actions", () => {
  it("apply never changes its input state", () => {
    const s = playState(game, { players: 3, owners: { Alaska: 1 } });
    const copy = structuredClone(s);
    must(s, legalActions(game, s)[0]!);
    expect(s).toEqual(copy);
  });

  it("an illegal action leaves the state as it was and says why", () => {
    const s = playState(game, { players: 3, owners: { Alaska: 1 } });
    const copy = structuredClone(s);
    expect(applyInPlace(game, s, { type: "place", territory: T("Brazil"), count: 1 })).toEqual({
      code: "not-owned",
      message: "you can place armies only on a territory you own",
    });
    expect(applyInPlace(game, s, { type: "place", territory: T("Alaska"), count: 99 })).toEqual({
      code: "count-out-of-range",
      message: `you can place 1 to ${s.pool} armies`,
    });
    expect(applyInPlace(game, s, { type: "fortify", from: 0, to: 1, count: 1 })).toEqual({
      code: "not-now",
      message: "you cannot move armies now (the game waits for place)",
    });
    expect(applyInPlace(game, s, { type: "bogus" } as never)).toEqual({ code: "unknown-action", message: "unknown action" });
    expect(applyInPlace(game, s, { type: "constructor" } as never)).toMatchObject({ code: "unknown-action" });
    expect(s).toEqual(copy);
    expect(boardArmies(s)).toBe(boardArmies(copy));
  });
});
