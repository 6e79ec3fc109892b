// RisiKo! Challenge rules R1–R14, each test named by its rule id, on variants/risiko.risk.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mapJson } from "../../maps/index.js";
import type { Variant } from "../../compiler/index.js";
import {
  apply,
  battleOdds,
  createGame,
  decisionOf,
  legalActions,
  newGame,
  rollTable,
  viewFor,
  type Action,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { withTies } from "../../engine/math/index.js";
import { rankWinners } from "../../engine/end/index.js";
import { dealTerritories } from "../../engine/turn/index.js";
import { setOfCards, tradeValue } from "../../engine/moves/index.js";
import { irOf } from "../support/variants.js";
import { edited, groupTerritories, must, playState, territoryIndex, type Board } from "../support/engine.js";

const text = readFileSync("variants/risiko.risk", "utf8");
const ir = irOf(text);
const game = createGame(ir);
const T = (name: string) => territoryIndex(game, name);
const names = ir.map.territories.map((t) => t.name);

/**
 * A board for seat 1 (index 0) to play on: the given owners, every other territory spread over
 * the other seats so that nobody holds a whole objective (which would end the game at once);
 * `more` gives the position's other fields.
 */
function board(
  owners: Record<string, number>,
  armiesAt: Record<string, number> = {},
  seed = 1,
  g: Game = game,
  more: Omit<Board, "players"> = {},
  others = [2, 3, 4],
): GameState {
  const all: Record<string, number> = Object.fromEntries(names.map((n, t) => [n, others[t % others.length]!]));
  const s = playState(g, { players: 4, owners: { ...all, ...owners }, armiesAt, seed, ...more });
  if (s.result) throw new Error(`the crafted board already ends the game: ${s.result.reason}`);
  return s;
}

/** Place whatever reinforcements there are on `territory` (RisiKo has no minimum: maybe none). */
function placeAll(g: Game, s: GameState, territory: string): GameState {
  return decisionOf(g, s).kind === "place" ? must(g, s, { type: "place", territory: territoryIndex(g, territory), count: s.pool }) : s;
}

/** Territories that complete no continent. */
function spread(count: number): string[] {
  const lastOfEach = new Set(ir.map.groups.map((g) => names[g.territories.at(-1)!]!));
  return names.filter((n) => !lastOfEach.has(n)).slice(0, count);
}

function stepOf(g: Game, phase: string) {
  return g.phases.find((p) => p.name === phase)!;
}

describe("R1 board", () => {
  it("R1 82 borders: Middle East–China added, Afghanistan–India and East Africa–Middle East removed", () => {
    const borders = mapJson(ir).borders.map((b) => [...b].sort().join("|"));
    expect(borders).toHaveLength(82);
    expect(borders).toContain("China|Middle East");
    expect(borders).not.toContain("Afghanistan|India");
    expect(borders).not.toContain("East Africa|Middle East");
  });

  it("R1 each territory's conquest value is its number of borders on the RisiKo board, 164 in all", () => {
    for (const [i, t] of ir.map.territories.entries()) expect(t.attrs["value"]).toBe(game.graph.out[i]!.length);
    expect(ir.map.territories.reduce((s, t) => s + Number(t.attrs["value"]), 0)).toBe(164);
  });
});

describe("R2 setup", () => {
  it.each([
    [3, 35],
    [4, 30],
    [5, 25],
  ])("R2 %i players start with %i armies each and place 3 at a time", (players, armies) => {
    const s = newGame(game, players, 3);
    for (let seat = 0; seat < players; seat++) expect(s.ownedCount[seat]! + s.setupLeft[seat]!).toBe(armies);
    expect(s.batchLeft).toBe(3);
  });

  it("R2 the 50% rule holds on every deal: no player gets more than half of a continent", () => {
    for (let seed = 0; seed < 60; seed++) {
      for (const players of [3, 4, 5]) {
        const s = newGame(game, players, seed);
        for (const group of ir.map.groups) {
          for (let seat = 0; seat < players; seat++) {
            expect(group.territories.filter((t) => s.owner[t] === seat).length).toBeLessThanOrEqual(Math.floor(group.territories.length / 2));
          }
        }
        // Skipping players can leave the deal unbalanced by one card more than usual.
        expect(Math.max(...s.ownedCount) - Math.min(...s.ownedCount)).toBeLessThanOrEqual(2);
      }
    }
  });

  it("R2 a crafted deal: the card that breaks the rule goes to the next player, the skipped player gets the next card", () => {
    // 3 players dealt against the order of play: seat 3, 2, 1, 3, 2, 1, ...
    // A new game with its deal taken back: nobody holds anything yet.
    const s = edited(game, newGame(game, 3, 1), (p) => {
      p.territories = Object.fromEntries(names.map((n) => [n, { owner: null }]));
    });
    const australia = groupTerritories(game, "Australia"); // 4 territories: at most 2 each
    const others = names.filter((n) => !australia.includes(n));
    const pile = [
      australia[0]!,
      others[0]!,
      others[1]!,
      australia[1]!,
      others[2]!,
      others[3]!,
      australia[2]!,
      others[4]!,
      others[5]!,
      others[6]!,
      ...others.slice(7),
      australia[3]!,
    ].map(T);
    dealTerritories(game, s, 1, pile);
    const holder = (name: string) => s.owner[T(name)];
    // Seat index 2 (dealt first) gets Australia 1 and 2; Australia 3 would be its third, so it
    // goes to the next in dealing order (index 1), and index 2 takes the next card instead.
    expect([holder(australia[0]!), holder(australia[1]!), holder(australia[2]!)]).toEqual([2, 2, 1]);
    expect(holder(others[4]!)).toBe(2);
    // Then dealing goes on past index 1 (already served): index 0 gets the card after.
    expect(holder(others[5]!)).toBe(0);
    expect(s.ownedCount).toEqual([14, 14, 14]);
  });
});

describe("R3 secret objectives", () => {
  it("R3 each player is dealt a different objective", () => {
    for (let seed = 0; seed < 20; seed++) {
      const s = newGame(game, 5, seed);
      expect(new Set(s.objective).size).toBe(5);
      expect(s.objective.every((o) => o >= 0 && o < 16)).toBe(true);
    }
  });

  it("R3 a player's view shows only its own objective: no bot can see another's", () => {
    const s = newGame(game, 4, 8);
    for (let seat = 0; seat < 4; seat++) {
      const view = viewFor(s, seat + 1);
      expect(view.objective).toBe(s.objective[seat]);
      const others = s.objective.filter((_, i) => i !== seat);
      const json = JSON.stringify(view);
      expect(json).not.toContain(`"objective":[`);
      expect(Object.values(view).some((v) => Array.isArray(v) && v.length === 4 && v.every((x, i) => x === s.objective[i]))).toBe(false);
      expect(others.length).toBe(3);
    }
  });

  it("R3 objective 12 is kept as found and flagged in the variant", () => {
    expect(ir.objectives).toHaveLength(16);
    expect(text).toMatch(/objective 12, which sums to 89/);
  });
});

describe("R4 reinforcement and sets", () => {
  it.each([
    [13, 4],
    [2, 0],
    [3, 1],
  ])("R4 %i territories and no continent give %i armies (no minimum of 3)", (owned, expected) => {
    const s = playState(game, { players: 4, owners: Object.fromEntries(spread(owned).map((n) => [n, 1])), rest: 2, toMove: 2 });
    const receive = stepOf(game, "reinforce").steps.find((st) => st.kind === "receive") as Extract<
      Game["phases"][number]["steps"][number],
      { kind: "receive" }
    >;
    expect(receive.amount({ state: s, seat: 0, dice: 0 })).toBe(expected);
  });

  it("R4 a full continent adds its bonus: Australia and 7 more give 3 + 2", () => {
    const owned = [...groupTerritories(game, "Australia"), ...spread(7).filter((n) => !groupTerritories(game, "Australia").includes(n))].slice(0, 11);
    const s = board(Object.fromEntries(owned.map((n) => [n, 1])));
    expect(s.pool).toBe(5);
  });

  it("R4 sets: three alike 8, one of each 10, a joker and two alike 12; nothing else", () => {
    const card = (n: string) => T(n);
    const joker = game.territoryCount;
    const s = board({ Brazil: 1 });
    const worth = (cards: number[]) => tradeValue(game, s, 0, setOfCards(game, cards));
    expect(worth(["Alaska", "Argentina", "Peru"].map(card))).toBe(8); // infantry
    expect(worth(["Alberta", "Greenland", "Ontario"].map(card))).toBe(8); // cavalry
    expect(worth(["Japan", "Indonesia", "Iceland"].map(card).slice(0, 2).concat(card("Central America")))).toBe(8); // cannons
    expect(worth(["Alaska", "Alberta", "Japan"].map(card))).toBe(10);
    expect(worth([card("Alaska"), card("Peru"), joker])).toBe(12);
    expect(setOfCards(game, [card("Alaska"), card("Alberta"), joker])).toBe(-1);
    expect(setOfCards(game, [card("Alaska"), joker, joker + 1])).toBe(-1);
  });

  it("R4 +2 for each card of the set showing a territory the player owns, to the reinforcements", () => {
    const cards = ["Alaska", "Argentina", "Peru"].map(T);
    const s = board({ Alaska: 1, Peru: 1, Brazil: 1 }, {}, 1, game, { hands: { "1": ["Alaska", "Argentina", "Peru"] } });
    expect(decisionOf(game, s).kind).toBe("trade");
    const traded = must(game, s, { type: "trade", cards });
    expect(traded.pool - s.pool).toBe(8 + 2 + 2);
  });

  it("R4 trading is never forced and happens only in the reinforcement phase", () => {
    const s = board({ Brazil: 1 }, {}, 1, game, { hands: { "1": ["Alaska", "Argentina", "Peru", "Alberta", "Greenland", "Ontario"] } });
    expect(legalActions(game, s)).toContainEqual({ type: "end" });
    expect(ir.cards?.eliminationTrade).toBeUndefined();
    expect(ir.phases.filter((p) => p.steps.some((st) => st.kind === "trade")).map((p) => p.name)).toEqual(["reinforce"]);
  });
});

describe("R5 army limit", () => {
  const capped = createGame(irOf(text, { armyCap: "12" }));

  it("R5 a placement beyond the army limit is refused", () => {
    const s = board(Object.fromEntries(spread(11).map((n) => [n, 1])), {}, 1, capped);
    expect(s.armies.reduce((n, a, t) => n + (s.owner[t] === 0 ? a : 0), 0)).toBe(11);
    expect(s.pool).toBe(3);
    const mine = territoryIndex(capped, spread(1)[0]!);
    expect(apply(capped, s, { type: "place", territory: mine, count: 2 })).toMatchObject({
      ok: false,
      error: { code: "count-out-of-range", message: "you can place 1 to 1 armies" },
    });
    const placed = must(capped, s, { type: "place", territory: mine, count: 1 });
    // At the limit the rest of the reinforcements are lost and the turn goes on.
    expect(placed.pool).toBe(0);
    expect(decisionOf(capped, placed).kind).toBe("attack");
  });

  it("R5 C4 a traded card's 2 armies onto a territory stop at the limit: with 11 of 12 out, 1 comes", () => {
    // Classic's bonus puts 2 armies on a territory of the set the player holds (C4), here capped.
    const classicCapped = createGame(irOf('variant "Capped" extends "classic" { limits { armies 12 } }'));
    const cards = ["Alaska", "Argentina", "Peru"].map((n) => territoryIndex(classicCapped, n));
    const mine = spread(12)
      .filter((n) => n !== "Alaska")
      .slice(0, 10);
    const s = playState(classicCapped, {
      players: 4,
      toMove: 1,
      owners: { ...Object.fromEntries(mine.map((n) => [n, 1])), Alaska: 1 },
      armies: 1,
      rest: 2,
      hands: { "1": ["Alaska", "Argentina", "Peru"] },
    });
    const onBoard = (x: GameState) => x.armies.reduce((n, a, t) => n + (x.owner[t] === 0 ? a : 0), 0);
    expect(onBoard(s)).toBe(11);
    expect(decisionOf(classicCapped, s).kind).toBe("trade");
    const traded = must(classicCapped, s, { type: "trade", cards });
    expect(traded.armies[territoryIndex(classicCapped, "Alaska")]).toBe(2);
    expect(onBoard(traded)).toBe(12);
  });

  it("R5 `--set armyCap=abc` and unknown settings are rejected by the checker", () => {
    expect(() => irOf(text, { armyCap: "abc" })).toThrow("RISK2016");
    expect(() => irOf(text, { armycap: "120" })).toThrow("RISK2015");
  });
});

describe("R6 combat", () => {
  it("R6 the defender rolls up to 3 dice: 3 vs 3 single roll is 17871, 12348, 10017, 6420 out of 46656", () => {
    const odds = battleOdds(game.dice, 3, 3, 1);
    expect(odds.outcomes.map((o) => [3 - o.attackers, Math.round(o.probability * 46656)])).toEqual([
      [0, 6420],
      [1, 10017],
      [2, 12348],
      [3, 17871],
    ]);
    expect(rollTable(game.dice, 3, 3).total).toBe(46656);
  });

  it("R6 the attacker may not attack with fewer dice than the defender", () => {
    let s = board({ Alaska: 1, Peru: 1 }, { Alaska: 3, Kamchatka: 3 });
    s = placeAll(game, s, "Peru");
    expect(apply(game, s, { type: "attack", from: T("Alaska"), to: T("Kamchatka") })).toMatchObject({
      ok: false,
      error: { code: "roll-not-allowed", message: "the rules do not allow this roll (too few attacking dice)" },
    });
    expect(apply(game, s, { type: "attack", from: T("Alaska"), to: T("Alberta") }).ok).toBe(true);
  });

  it("R6 both sides must roll the most dice they can", () => {
    let s = board({ Alaska: 1, Peru: 1 }, { Alaska: 6, Kamchatka: 1 });
    s = placeAll(game, s, "Peru");
    expect(apply(game, s, { type: "attack", from: T("Alaska"), to: T("Kamchatka"), dice: 1 })).toMatchObject({
      ok: false,
      error: { code: "must-roll-most", message: "you must roll the most dice you can" },
    });
  });

  it("R6 a battle stops when the attacker would have fewer dice than the defender", () => {
    const odds = battleOdds(game.dice, 2, 3);
    expect(odds.outcomes).toEqual([{ attackers: 2, defenders: 3, probability: 1 }]);
    expect(odds.attackerWins).toBe(0);
  });
});

describe("R8 strategic move and minimum garrison", () => {
  const moveState = () => {
    let s = board({ Alaska: 1, "Northwest Territory": 1, Alberta: 1, Peru: 1 }, { Alaska: 5, "Northwest Territory": 1, Alberta: 1 });
    s = placeAll(game, s, "Peru");
    s = must(game, s, { type: "end" });
    expect(decisionOf(game, s).kind).toBe("fortify");
    return s;
  };

  it("R8 one move between adjacent territories only", () => {
    const s = moveState();
    expect(apply(game, s, { type: "fortify", from: T("Alaska"), to: T("Alberta"), count: 1 }).ok).toBe(true);
    expect(apply(game, s, { type: "fortify", from: T("Alaska"), to: T("Peru"), count: 1 })).toMatchObject({
      ok: false,
      error: { code: "not-adjacent", message: "the territories do not border each other" },
    });
  });

  it("R8 a territory bordering an enemy keeps at least 2 armies after a voluntary move", () => {
    const s = moveState();
    // Alaska borders enemy Kamchatka: of 5 armies, 3 may move.
    expect(apply(game, s, { type: "fortify", from: T("Alaska"), to: T("Alberta"), count: 4 })).toMatchObject({
      ok: false,
      error: { code: "count-out-of-range", message: "you can move 1 to 3 armies from there" },
    });
    expect(apply(game, s, { type: "fortify", from: T("Alaska"), to: T("Alberta"), count: 3 }).ok).toBe(true);
  });

  it("R8 the exception: 4 armies attacking with 3 and winning move 3 in and leave 1", () => {
    let seen = 0;
    for (let seed = 1; seed <= 60 && seen < 3; seed++) {
      let s = board({ Alaska: 1, Peru: 1 }, { Alaska: 4, Kamchatka: 1 }, seed);
      s = placeAll(game, s, "Peru");
      s = must(game, s, { type: "attack", from: T("Alaska"), to: T("Kamchatka"), rolls: 1 });
      if (s.owner[T("Kamchatka")] !== 0) continue;
      seen++;
      expect(s.pending).toBeNull();
      expect([s.armies[T("Alaska")], s.armies[T("Kamchatka")]]).toEqual([1, 3]);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("R8 after a conquest more armies may move in only down to the garrison", () => {
    for (let seed = 1; seed <= 60; seed++) {
      let s = board({ Alaska: 1, Peru: 1 }, { Alaska: 8, Kamchatka: 1 }, seed);
      s = placeAll(game, s, "Peru");
      s = must(game, s, { type: "attack", from: T("Alaska"), to: T("Kamchatka"), rolls: 1 });
      if (s.owner[T("Kamchatka")] !== 0) continue;
      // Alaska still borders enemies (Northwest Territory, Alberta): it keeps 2 of its 8.
      expect(s.pending).toMatchObject({ kind: "advance", min: 3, max: 6 });
      return;
    }
    throw new Error("no seed conquered");
  });
});

describe("R9 and R10 cards and elimination", () => {
  it("R9 at 7 cards no card is drawn", () => {
    const seven = ["Alaska", "Alberta", "Peru", "Japan", "Egypt", "Congo", "Siam"];
    for (let seed = 1; seed <= 40; seed++) {
      let s = board({ Alaska: 1, Peru: 1 }, { Alaska: 30 }, seed, game, { hands: { "1": seven } });
      s = must(game, s, { type: "end" });
      s = placeAll(game, s, "Peru");
      s = must(game, s, { type: "attack", from: T("Alaska"), to: T("Kamchatka") });
      if (s.owner[T("Kamchatka")] !== 0) continue;
      while (s.current === 0)
        s = must(
          game,
          s,
          legalActions(game, s).find((a) => a.type === "advance" || a.type === "end")!,
        );
      expect(s.hands[0]).toHaveLength(7);
      return;
    }
    throw new Error("no seed conquered");
  });

  it("R10 no elimination before the end of the fourth round; after it the eliminator takes cards up to 7", () => {
    const mine = ["Alaska", "Alberta", "Peru", "Japan", "Egypt"];
    const theirs = ["Congo", "Siam", "Ural"];
    // Round 4: seat 4 holds only Kamchatka and is protected.
    const hands = { "1": mine, "4": theirs };
    let s = board({ Alaska: 1, Peru: 1, Kamchatka: 4 }, { Alaska: 30, Kamchatka: 1 }, 1, game, { hands, round: 4 }, [2, 3]);
    s = must(game, s, { type: "end" });
    s = placeAll(game, s, "Peru");
    expect(apply(game, s, { type: "attack", from: T("Alaska"), to: T("Kamchatka") })).toMatchObject({
      ok: false,
      error: { code: "protected", message: "no player can be eliminated yet" },
    });
    // The same moment in round 5: no protection any more.
    s = edited(game, s, (p) => {
      p.round = 5;
    });
    const after = must(game, s, { type: "attack", from: T("Alaska"), to: T("Kamchatka") });
    expect(after.alive[3]).toBe(false);
    expect(after.hands[0]).toHaveLength(7);
    expect(after.hands[0]!.slice(0, 5)).toEqual(mine.map(T));
    expect(after.discard.filter((c) => theirs.map(T).includes(c))).toHaveLength(1);
  });
});

describe("R11 end: objective and sdadata", () => {
  it("R11 completing the objective wins at once, in the middle of the turn", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const dealt = newGame(game, 4, seed);
      const objective = ir.objectives[dealt.objective[0]!]!.territories;
      // The last territory to take, and a neighbour inside the objective to attack it from.
      const last = objective.find((t) => game.graph.out[t]!.some((u) => objective.includes(u)))!;
      const from = game.graph.out[last]!.find((u) => objective.includes(u))!;
      // Seat 1 holds its objective but one territory; the others hold the rest between them.
      const owners: Record<string, number> = Object.fromEntries(names.map((n, t) => [n, 2 + (t % 3)]));
      for (const t of objective) owners[names[t]!] = 1;
      owners[names[last]!] = 3;
      const objectives = Object.fromEntries(dealt.objective.map((o, seat) => [String(seat + 1), ir.objectives[o]!.name]));
      let s = playState(game, { players: 4, owners, armiesAt: { [names[from]!]: 40, [names[last]!]: 1 }, objectives, seed });
      expect(s.result).toBeNull();
      expect(s.objective[0]).toBe(dealt.objective[0]);
      s = placeAll(game, s, names[from]!);
      s = must(game, s, { type: "attack", from, to: last });
      if (s.owner[last] !== 0) continue;
      expect(s.result).toEqual({ reason: "objective", winners: [0] });
      return;
    }
    throw new Error("no seed conquered");
  });

  it("R11 holding as many territories as the objective lists is not enough: they must be its own", () => {
    const dealt = newGame(game, 4, 2);
    const objective = new Set(ir.objectives[dealt.objective[0]!]!.territories);
    // As many territories as the objective lists, those outside it first (this objective lists 23,
    // more than lie outside it: some of its own fill up the count, never all of them).
    const asMany = [...names.map((_, t) => t).filter((t) => !objective.has(t)), ...objective].slice(0, objective.size);
    // The dealt game with seat 1 holding `mine` and seat 2 every other territory.
    const holding = (mine: (t: number) => boolean) =>
      edited(game, dealt, (p) => names.forEach((n, t) => (p.territories[n] = { owner: mine(t) ? 1 : 2, armies: 1 })));
    const win = game.end.wins.find((w) => w.reason === "objective")!;
    const same = holding((t) => asMany.includes(t));
    expect(same.ownedCount).toEqual([objective.size, 42 - objective.size, 0, 0]);
    expect(win.when({ state: same, seat: 0, dice: 0 })).toBe(false);
    expect(win.when({ state: holding((t) => objective.has(t)), seat: 0, dice: 0 })).toBe(true);
  });

  const L = ir.params.find((p) => p.name === "lastRound")!.value as number;
  const sdadata = stepOf(game, "sdadata");
  const roll = sdadata.steps[0] as Extract<Game["phases"][number]["steps"][number], { kind: "roll" }>;
  /** A game in round `round`, seat index `seat` to move, having conquered `conquered` territories this turn. */
  const at = (round: number, seat: number, conquered = 0) =>
    playState(game, { players: 4, owners: Object.fromEntries(names.map((n, t) => [n, 1 + (t % 4)])), round, toMove: seat + 1, turn: { conquered } });

  it("R11 the sdadata roll starts with the last player of round lastRound", () => {
    expect(sdadata.when!({ state: at(L, 3), seat: 3, dice: 0 })).toBe(true);
    expect(sdadata.when!({ state: at(L, 2), seat: 2, dice: 0 })).toBe(false);
    expect(sdadata.when!({ state: at(L - 1, 3), seat: 3, dice: 0 })).toBe(false);
    expect(sdadata.when!({ state: at(L + 1, 0), seat: 0, dice: 0 })).toBe(true);
  });

  it("R11 thresholds 4, 5, 6, 7: a point more each full round, then 7", () => {
    const threshold = (round: number) => {
      for (let total = 12; total >= 2; total--) if (roll.when({ state: at(round, 0), seat: 0, dice: 0, roll: total })) return total;
      return 1;
    };
    expect([L, L + 1, L + 2, L + 3, L + 4, L + 9].map(threshold)).toEqual([4, 4, 5, 6, 7, 7]);
  });

  it("R11 a player who conquered more than two territories does not roll", () => {
    expect(sdadata.when!({ state: at(L + 2, 1, 3), seat: 1, dice: 0 })).toBe(false);
    expect(sdadata.when!({ state: at(L + 2, 1, 2), seat: 1, dice: 0 })).toBe(true);
  });
});

describe("R12 and R13 scores", () => {
  /** The variant with `points` given by seat, to check the ranking rules on known numbers. */
  function withPoints(points: number[], kingmaker: boolean): Game {
    const variant: Variant = structuredClone(irOf(text, { kingmaker: String(kingmaker) }));
    const score = variant.end.scores.find((s) => s.name === "points")!;
    score.value = { op: "table", key: { op: "quantity", name: "seat" }, entries: points.map((p, i) => [i + 1, { op: "int", value: p }]) };
    return createGame(variant);
  }

  /** A new game of `g` (still in its setup) where seat 1 holds `mine` and nobody holds the rest. */
  function holdingOnly(g: Game, mine: string[]): GameState {
    return edited(g, newGame(g, 4, 1), (p) => {
      p.territories = Object.fromEntries(names.map((n) => [n, mine.includes(n) ? { owner: 1, armies: 1 } : { owner: null }]));
    });
  }

  it("R12 the most points wins; ties go to the values outside the objective, then to the later seat", () => {
    const g = withPoints([40, 40, 40, 10], false);
    const s = holdingOnly(g, []);
    // Seats 1-3 tie on points and hold nothing else: the later seat (3) wins the tie.
    expect(rankWinners(s, g.end.ranking)).toEqual([2]);
    // A territory outside its objective breaks the tie for seat 1.
    const outside = names.find((_, t) => !ir.objectives[s.objective[0]!]!.territories.includes(t))!;
    expect(rankWinners(holdingOnly(g, [outside]), g.end.ranking)).toEqual([0]);
  });

  it("R12 a full tie is broken by reverse play order", () => {
    const g = withPoints([30, 30, 30, 30], false);
    expect(rankWinners(holdingOnly(g, []), g.end.ranking)).toEqual([3]);
  });

  it("R13 the rulebook's example: Yellow 45, Green 38, Blue 22, Red 15 — Blue wins with 55", () => {
    const [YELLOW, GREEN, BLUE, RED] = [1, 2, 3, 4]; // seats
    const g = withPoints([45, 38, 22, 15], true);
    const s = edited(g, newGame(g, 4, 1), (p) => {
      p.seatTokens = {
        "1": [GREEN, RED, RED, BLUE], // reveals green: 9 × 1
        "2": [BLUE, BLUE, BLUE, RED], // reveals blue: 5 × 3
        "3": [YELLOW, YELLOW, YELLOW, GREEN], // reveals yellow: 11 × 3
        "4": [GREEN, GREEN, YELLOW, BLUE], // reveals green: 9 × 2
      };
    });
    const final = [0, 1, 2, 3].map((seat) => g.end.ranking[0]!({ state: s, seat, dice: 0 }));
    expect(final).toEqual([54, 53, 55, 33]);
    expect(rankWinners(s, g.end.ranking)).toEqual([BLUE - 1]);
  });

  it("R13 tokens are handed out in secret: one to each opponent, never its own colour, one kept", () => {
    const g = createGame(irOf(text, { kingmaker: "true" }));
    let s = newGame(g, 4, 5);
    while (decisionOf(g, s).kind === "setupPlace") s = must(g, s, legalActions(g, s)[0]!);
    expect(decisionOf(g, s)).toEqual({ kind: "exchange", seat: 1, seatIndex: 0 });
    const offered = legalActions(g, s);
    expect(offered).toHaveLength(9); // the derangements of 4 seats
    // Seat 1 would keep its own token; then seat 1's token given twice (to seats 2 and 3); then a seat left out.
    expect(apply(g, s, { type: "exchange", gifts: [0, 2, 3, 1] })).toMatchObject({ ok: false, error: { code: "own-token" } });
    expect(apply(g, s, { type: "exchange", gifts: [1, 0, 0, 2] })).toMatchObject({ ok: false, error: { code: "token-twice" } });
    expect(apply(g, s, { type: "exchange", gifts: [1, 2, 3] })).toMatchObject({ ok: false, error: { code: "bad-exchange" } });
    for (let seat = 0; seat < 4; seat++) s = must(g, s, legalActions(g, s)[seat % legalActions(g, s).length]!);
    expect(s.stage).toBe("play");
    for (let seat = 0; seat < 4; seat++) {
      expect(s.tokens[seat]).toHaveLength(4);
      expect(s.tokens[seat]).not.toContain(seat);
      expect(viewFor(s, ((seat + 1) % 4) + 1).tokens).not.toBe(s.tokens[seat]);
    }
  });

  it("R13 without Kingmaker there is no exchange", () => {
    let s = newGame(game, 4, 5);
    while (s.stage === "setup") s = must(game, s, legalActions(game, s)[0]!);
    expect(s.tokens.every((t) => t.length === 0)).toBe(true);
  });
});

describe("R14 the Challenge card", () => {
  const g = createGame(irOf(text, { challengeCard: "true" }));
  const attackState = (seed: number, round = 5) => {
    let s = board({ Alaska: 1, Peru: 1 }, { Alaska: 2, Kamchatka: 1 }, seed, g, { round });
    s = placeAll(g, s, "Peru");
    return s;
  };

  it("R14 each player holds it only when the setting is on", () => {
    expect(newGame(g, 4, 1).effects).toEqual([[0], [0], [0], [0]]);
    expect(newGame(game, 4, 1).effects).toEqual([[], [], [], []]);
  });

  it("R14 with it the attacker wins ties for that attack: 21/36 for one die against one", () => {
    expect(rollTable(withTies(g.dice, "attacker"), 1, 1).outcomes.find((o) => o.defenderLoss === 1)?.count).toBe(21);
    let better = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const plain = must(g, attackState(seed), { type: "attack", from: territoryIndex(g, "Alaska"), to: territoryIndex(g, "Kamchatka"), rolls: 1 });
      const card = must(g, attackState(seed), {
        type: "attack",
        from: territoryIndex(g, "Alaska"),
        to: territoryIndex(g, "Kamchatka"),
        rolls: 1,
        effect: 0,
      });
      const won = (s: GameState) => s.owner[territoryIndex(g, "Kamchatka")] === 0;
      // Same dice: a roll the attacker wins anyway it still wins; some ties now go its way.
      if (won(plain)) expect(won(card)).toBe(true);
      if (won(card) && !won(plain)) better++;
    }
    expect(better).toBeGreaterThan(0);
  });

  it("R14 once per game, and not once sdadata has begun", () => {
    const s = attackState(3);
    const used = must(g, s, { type: "attack", from: territoryIndex(g, "Alaska"), to: territoryIndex(g, "Kamchatka"), rolls: 1, effect: 0 });
    expect(used.effects[0]).toEqual([]);
    const late = attackState(3, 99);
    expect(apply(g, late, { type: "attack", from: territoryIndex(g, "Alaska"), to: territoryIndex(g, "Kamchatka"), effect: 0 })).toMatchObject({
      ok: false,
      error: { code: "card-not-usable", message: "you cannot use that card now" },
    });
  });
});
