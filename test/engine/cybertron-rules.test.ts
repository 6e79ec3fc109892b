// Transformers Cybertron rules Y1–Y13, each test named by its rule id, on variants/transformers-cybertron.risk.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mapJson } from "../../maps/index.js";
import { apply, battleOdds, createGame, decisionOf, legalActions, newGame, type Action, type Game, type GameState } from "../../engine/index.js";
import { mixedRollTable, strikeOdds } from "../../engine/math/index.js";
import { greedyBot } from "../../bots/greedy-bot.js";
import { seedRng, viewFor } from "../../engine/index.js";
import { isOpen, isPresent } from "../../engine/math/index.js";
import { rankWinners } from "../../engine/end/index.js";
import { irOf } from "../support/variants.js";
import { edited, groupTerritories, must, playState, territoryIndex, type Board } from "../support/engine.js";

const text = readFileSync("variants/transformers-cybertron.risk", "utf8");
const ir = irOf(text);
const game = createGame(ir);
const T = (n: string) => territoryIndex(game, n);
const names = ir.map.territories.map((t) => t.name);
/** Each seat's leader (every seat of the Cybertron game has one: the game's units are its leaders, seat by seat). */
const leaderNames = (g: Game, s: GameState) =>
  Array.from({ length: s.seats }, (_, seat) => {
    const u = s.unitOwner.indexOf(seat);
    return u >= 0 ? g.units!.types[s.unitType[u]!]!.name : "-";
  });

/** Skip to the decision of the given kind with `end`, placing reinforcements on the first own zone. */
function until(g: Game, s: GameState, kind: string): GameState {
  for (let i = 0; i < 20 && decisionOf(g, s).kind !== kind; i++) {
    const d = decisionOf(g, s);
    const own = s.owner.findIndex((o) => o === d.seatIndex);
    s = must(g, s, d.kind === "place" ? { type: "place", territory: own, count: s.pool } : { type: "end" });
  }
  expect(decisionOf(g, s).kind).toBe(kind);
  return s;
}

/** A board where seat 1 holds `mine`, seat 2 the rest; both leaders placed where asked (null: destroyed); `more` gives the position's other fields. */
function board(
  mine: string[],
  armiesAt: Record<string, number> = {},
  leaders: [string | null, string] = [mine[0]!, names.find((n) => !mine.includes(n) && isPresent(game.graph, newGame(game, 2, 1).switches, T(n)))!],
  more: Omit<Board, "players"> = {},
): GameState {
  const owners = Object.fromEntries(mine.map((n) => [n, 1]));
  return playState(game, {
    players: 2,
    owners,
    rest: 2,
    armiesAt,
    ...more,
    leaders: { "Optimus Prime": { at: leaders[0] }, Megatron: { at: leaders[1] }, ...more.leaders },
  });
}

/** The leaders of a game of `players`, all off the board but those given (name: where, and his form). */
function leadersAt(players: number, placed: Record<string, { at: string; form?: string }>): Board["leaders"] {
  const all = leaderNames(game, newGame(game, players, 1)).filter((n) => n !== "-");
  return Object.fromEntries(all.map((n) => [n, placed[n] ?? { at: null }]));
}

describe("Y1 board", () => {
  const map = mapJson(ir);
  it("Y1 42 zones at the start in sectors of 6/4/12/9/7/4; the sliding zones are off the board", () => {
    expect(map.territories).toHaveLength(42);
    const sizes = Object.fromEntries(
      ["Red", "Yellow", "Green", "Blue", "Purple", "Orange"].map((g) => [g, map.territories.filter((t) => t.group === g).length]),
    );
    expect(sizes).toEqual({ Red: 6, Yellow: 4, Green: 12, Blue: 9, Purple: 7, Orange: 4 });
    expect(map.absent).toEqual(["Decagon", "Moon Alpha"]);
  });

  it("Y1 the zones the rulebook names are on the map, and two hyperlinks wrap around the edge", () => {
    for (const n of ["Praxus", "Polyhex", "Decagon", "Moon Alpha", "Uraya", "Protihex", "Iacon", "Launch Pad"]) expect(names).toContain(n);
    const borders = map.borders.map((b) => [...b].sort().join("|"));
    expect(borders).toContain("Kalis|Shadowplex");
    expect(borders).toContain("Rodion|Zeta Hub");
    expect(text).toMatch(/the map is a reconstruction/i);
  });
});

describe("Y2 players and leaders", () => {
  it("Y2 2 players: Optimus Prime against Megatron; 3: Optimus against Megatron and Barricade; 4: two teams", () => {
    expect(leaderNames(game, newGame(game, 2, 1))).toEqual(["Optimus Prime", "Megatron"]);
    expect(leaderNames(game, newGame(game, 3, 1))).toEqual(["Optimus Prime", "Megatron", "Barricade"]);
    const four = newGame(game, 4, 1);
    expect(leaderNames(game, four)).toEqual(["Optimus Prime", "Megatron", "Bumblebee", "Barricade"]);
    expect(four.team[0]).toBe(four.team[2]);
    expect(four.team[1]).toBe(four.team[3]);
    expect(four.team[0]).not.toBe(four.team[1]);
    expect(newGame(game, 3, 1).team).toEqual([0, 1, 2]);
  });

  it("Y2 with 4 players partners (seats 1 and 3) cannot attack each other; enemies can", () => {
    // Seat 1 holds Kaon; Tarn is its partner's (seat 3), Kalis an enemy's (seat 2).
    let s = playState(game, { players: 4, owners: { Kaon: 1, Tarn: 3, Kalis: 2 }, rest: 4, armiesAt: { Kaon: 10 }, leaders: leadersAt(4, {}) });
    s = until(game, s, "attack");
    const targets = legalActions(game, s).flatMap((a) => (a.type === "attack" && a.from === T("Kaon") ? [names[a.to]] : []));
    expect(new Set(targets)).toEqual(new Set(["Kalis"]));
    expect(apply(game, s, { type: "attack", from: T("Kaon"), to: T("Tarn") })).toMatchObject({
      ok: false,
      error: { code: "partner", message: "you cannot attack a partner" },
    });
  });
});

describe("Y3 a zone is never empty: a robot or the leader holds it", () => {
  it("Y3/Y10 the back-up move may take every robot out of the leader's zone, but not the leader with them", () => {
    let s = board(["Kaon", "Tarn", "Vos"], { Kaon: 5 }, ["Kaon", "Iacon"]);
    s = until(game, s, "fortify");
    const n = s.armies[T("Kaon")]!; // 5 and the reinforcements placed there
    const moves = legalActions(game, s).filter((a) => a.type === "fortify" && a.from === T("Kaon") && a.to === T("Tarn"));
    // All n robots may go (the leader stays and holds Kaon); with the leader, n - 1 go and one stays.
    expect(moves).toContainEqual({ type: "fortify", from: T("Kaon"), to: T("Tarn"), count: n });
    expect(moves).toContainEqual({ type: "fortify", from: T("Kaon"), to: T("Tarn"), count: n - 1, leader: true });
    expect(apply(game, s, { type: "fortify", from: T("Kaon"), to: T("Tarn"), count: n, leader: true })).toMatchObject({
      ok: false,
      error: { code: "count-out-of-range", message: `you can move 1 to ${n - 1} armies from there` },
    });
    // Tarn (no leader, one robot) keeps its robot.
    expect(s.armies[T("Tarn")]).toBe(1);
    expect(apply(game, s, { type: "fortify", from: T("Tarn"), to: T("Vos"), count: 1 })).toMatchObject({
      ok: false,
      error: { code: "count-out-of-range" },
    });
    const after = must(game, s, { type: "fortify", from: T("Kaon"), to: T("Tarn"), count: n });
    expect([after.armies[T("Kaon")], after.unitAt[0], after.owner[T("Kaon")]]).toEqual([0, T("Kaon"), 0]);
  });

  it("Y3 a leader holding a zone alone defends it with his die; the zone falls only with him", () => {
    // Seat 2 attacks Kaon, held by Optimus Prime alone, from Kalis with one robot taking part.
    let s = playState(game, {
      players: 2,
      owners: { Kaon: 1, Kalis: 2, Uraya: 2 },
      rest: 1,
      armiesAt: { Kaon: 0, Kalis: 2 },
      toMove: 2,
      leaders: { "Optimus Prime": { at: "Kaon" }, Megatron: { at: "Uraya" } },
    });
    s = until(game, s, "attack");
    expect(legalActions(game, s)).toContainEqual({ type: "attack", from: T("Kalis"), to: T("Kaon") });
    const r = must(game, s, { type: "attack", from: T("Kalis"), to: T("Kaon") });
    // Either the robot beat Optimus (destroyed: robot form has no retreat) and took Kaon, or it died.
    if (r.owner[T("Kaon")] === 1) expect(r.unitAt[0]).toBe(-1);
    else expect([r.armies[T("Kalis")], r.unitAt[0], r.owner[T("Kaon")]]).toEqual([1, T("Kaon"), 0]);
    // The exact odds: a d6 must beat the d8 (ties to the defender): (0+1+2+3+4+5)/48. Holding alone is a
    // property of the leader's type (`hold alone`), which the battle's unit carries.
    expect(battleOdds(game.dice, 1, 0, Infinity, { defender: { die: 8, bonus: 1, holdsAlone: true } }).attackerWins).toBeCloseTo(
      [1, 2, 3, 4, 5, 6].reduce((n, a) => n + Math.max(0, a - 2), 0) / 48,
      12,
    );
    expect(battleOdds(game.dice, 1, 0, Infinity, { defender: { die: 8, bonus: 0, holdsAlone: true } }).attackerWins).toBeCloseTo(15 / 48, 12);
    // Two robots: both d6s against the d8 first (the better must win: 125/288), else one robot is left.
    expect(battleOdds(game.dice, 2, 0, Infinity, { defender: { die: 8, bonus: 0, holdsAlone: true } }).attackerWins).toBeCloseTo(
      125 / 288 + (163 / 288) * (15 / 48),
      12,
    );
  });

  it("Y3/Y9 a striking leader takes the zone alone; the zone he left keeps its robots", () => {
    let won: { before: number; after: GameState } | undefined;
    for (let seed = 1; seed <= 40 && !won; seed++) {
      let s = playState(game, {
        players: 4,
        owners: { Kaon: 3, Maccadam: 2 },
        rest: 1,
        armiesAt: { Kaon: 3, Maccadam: 1 },
        toMove: 3,
        leaders: leadersAt(4, { Bumblebee: { at: "Kaon", form: "vehicle" } }), // Bumblebee's vehicle form strikes
        seed,
      });
      s = until(game, s, "attack");
      const r = must(game, s, { type: "attack", from: T("Kaon"), to: T("Maccadam"), strike: true });
      if (r.owner[T("Maccadam")] === 2) won = { before: s.armies[T("Kaon")]!, after: r };
    }
    // 27/48 a try with a d8 against a d6: forty tries all failing is out of the question.
    expect(won).toBeDefined();
    const { before, after } = won!;
    expect([after.armies[T("Maccadam")], after.unitAt[2], after.armies[T("Kaon")]]).toEqual([0, T("Maccadam"), before]);
  });
});

describe("Y3 and Y4 pieces and setup", () => {
  it("Y4 players take the 42 zones one at a time, then place their leaders, then the rest of their robots", () => {
    let s = newGame(game, 2, 4);
    const order: number[] = [];
    while (decisionOf(game, s).kind === "claim") {
      const offered = legalActions(game, s);
      expect(offered.every((a) => a.type === "claim" && isPresent(game.graph, s.switches, (a as { territory: number }).territory))).toBe(true);
      order.push(s.current);
      s = must(game, s, offered[0]!);
    }
    expect(order).toHaveLength(42);
    expect(order.slice(0, 4)).toEqual([0, 1, 0, 1]);
    expect(decisionOf(game, s)).toEqual({ kind: "placeLeader", seat: 1, seatIndex: 0 });
    s = must(game, s, legalActions(game, s)[0]!);
    s = must(game, s, legalActions(game, s)[0]!);
    expect(s.unitAt.every((t, u) => s.owner[t] === s.unitOwner[u])).toBe(true);
    expect(decisionOf(game, s).kind).toBe("setupPlace");
    while (s.stage === "setup") s = must(game, s, legalActions(game, s)[0]!);
    expect(s.round).toBe(1);
  });

  it("Y3 destroyed robots go to the scrapheap; a player's robots stay the same in all", () => {
    let s = board(["Kaon", "Tarn", "Vos"], { Kaon: 10, Polyhex: 3 }, ["Tarn", "Iacon"]);
    const total = (x: GameState, seat: number) =>
      x.reserve[seat]! + x.pool * (x.current === seat ? 1 : 0) + x.armies.reduce((n, a, t) => n + (x.owner[t] === seat ? a : 0), 0);
    const before = [total(s, 0), total(s, 1)];
    s = until(game, s, "attack");
    const after = must(game, s, { type: "attack", from: T("Kaon"), to: T("Kalis"), rolls: 1 });
    expect([total(after, 0), total(after, 1)]).toEqual(before);
    expect(after.reserve[0]! + after.reserve[1]!).toBeGreaterThan(s.reserve[0]! + s.reserve[1]!);
  });
});

describe("Y5 and Y13 days and winning", () => {
  it("Y5 the game ends after day 6; Y13 the most zones wins, ties by sectors then robots", () => {
    // The zones on the board dealt alternately, two robots on each.
    const present = names.filter((n) => isPresent(game.graph, newGame(game, 2, 1).switches, T(n)));
    const s = playState(game, { players: 2, owners: Object.fromEntries(present.map((n, i) => [n, 1 + (i % 2)])), armies: 2 });
    expect(s.ownedCount).toEqual([21, 21]);
    const end = game.end.ends[0]!;
    expect(end.reason).toBe("six days");
    const inRound = (round: number) =>
      edited(game, s, (p) => {
        p.round = round;
      });
    expect(end.when({ state: inRound(6), seat: -1, dice: 0 })).toBe(false);
    expect(end.when({ state: inRound(7), seat: -1, dice: 0 })).toBe(true);
    // 21 zones each, no sector each: the tie goes to the robots on the board.
    expect(rankWinners(s, end.ranking, true)).toEqual([0, 1]);
    const more = edited(game, s, (p) => {
      p.territories[present[1]!]!.armies = 5;
    });
    expect(rankWinners(more, end.ranking, true)).toEqual([1]);
  });

  it("Y13 the tie-break is a parameter: sectors first by default, robots first with sectorsFirst=false", () => {
    const ranking = (g: Game) => {
      const present = names.filter((n) => isPresent(g.graph, newGame(g, 2, 1).switches, territoryIndex(g, n)));
      const orange = new Set(groupTerritories(g, "Orange"));
      // Seat 1 holds all of Orange (a sector); seat 2 as many zones but no sector, and more robots.
      const others = present.filter((n) => !orange.has(n));
      const half = present.length / 2;
      const owners = Object.fromEntries(present.map((n) => [n, orange.has(n) || others.indexOf(n) % 2 === 0 ? 1 : 2]));
      while (Object.values(owners).filter((o) => o === 1).length > half)
        owners[others.find((n) => owners[n] === 1 && others.indexOf(n) % 2 === 0)!] = 2;
      const s = playState(g, { players: 2, owners, armiesAt: Object.fromEntries(present.map((n) => [n, owners[n] === 2 ? 2 : 1])) });
      expect(s.ownedCount[0]).toBe(s.ownedCount[1]);
      return rankWinners(s, g.end.ends[0]!.ranking, true);
    };
    expect(ranking(game)).toEqual([0]);
    expect(ranking(createGame(irOf(text, { sectorsFirst: "false" })))).toEqual([1]);
  });

  it("Y13 in the 4-player game partners win together", () => {
    // The zones on the board by index: below 30 alternately seat 1's and seat 3's, the others seat 2's.
    const present = names.filter((n) => isPresent(game.graph, newGame(game, 4, 1).switches, T(n)));
    const s = playState(game, { players: 4, owners: Object.fromEntries(present.map((n) => [n, T(n) < 30 ? 1 + (T(n) % 2) * 2 : 2])) });
    // Seats 1 and 3 hold 15 zones each (30 together), seat 2 holds 12 and seat 4 none.
    expect(s.ownedCount).toEqual([15, 12, 15, 0]);
    expect(rankWinners(s, game.end.ends[0]!.ranking, true)).toEqual([0, 2]);
  });
});

describe("Y6 robots", () => {
  it("Y6 zones -> robots, sector bonuses (green 7) and open factories (+1 a piece, 3 at most)", () => {
    const green = ir.map.groups
      .find((g) => g.name === "Green")!
      .territories.map((t) => names[t]!)
      .filter((n) => n !== "Decagon");
    let s = board(green, {}, [green[0]!, "Kaon"]);
    expect(s.pool).toBe(4 + 7);
    // Open Decagon (a factory) for seat 1 with 2 robots and the leader on it: +3, and it counts in the sector.
    s = board([...green, "Decagon"], { Yuss: 2, Decagon: 2 }, ["Decagon", "Kaon"], { switches: { "Decagon slide": true } });
    const receive = game.phases[0]!.steps[0] as Extract<Game["phases"][number]["steps"][number], { kind: "receive" }>;
    expect(receive.amount({ state: s, seat: 0, dice: 0 })).toBe(4 + 7 + 3);
  });

  it("Y6 a destroyed leader comes back for 3 robots of the pool, in either form", () => {
    // Optimus Prime has been destroyed.
    const s = board(["Kaon", "Tarn", "Vos", "Kalis", "Polyhex", "Darkmount", "Iacon", "Nyon", "Uraya"], {}, [null, "Launch Pad"]);
    const revivals = legalActions(game, s).filter((a) => a.type === "revive");
    expect(revivals.length).toBe(9 * 2);
    const back = must(game, s, { type: "revive", territory: T("Vos"), form: 1 });
    expect([back.unitAt[0], back.unitForm[0], back.pool, back.reserve[0]]).toEqual([T("Vos"), 1, s.pool - 3, s.reserve[0]! + 3]);
  });
});

describe("Y7 morph, spin and slide", () => {
  it("Y7 morphing flips the leader's form", () => {
    let s = board(["Kaon", "Tarn"], {}, ["Kaon", "Iacon"]);
    s = until(game, s, "morph");
    s = must(game, s, { type: "morph", form: 1 });
    expect(s.unitForm[0]).toBe(1);
  });

  it("Y7 spinning Praxus changes who can attack whom; it takes the leader in its sector and a Change card", () => {
    const green = ["Praxus", "Uraya", "Altihex"];
    const change = names.find((n, t) => ir.map.territories[t]!.attrs["change"] === true)!;
    let s = board(green, { Praxus: 5 }, ["Uraya", "Kaon"], { hands: { "1": [change] } });
    s = until(game, s, "switch");
    const spin = ir.map.switches.findIndex((w) => w.name === "Praxus spin");
    const northSouth = isOpen(game.graph, s.switches, T("Praxus"), T("Protihex")) || isOpen(game.graph, s.switches, T("Praxus"), T("Tesarus"));
    const spun = must(game, s, { type: "switch", index: spin });
    expect(spun.hands[0]).toEqual([]);
    const after = isOpen(game.graph, spun.switches, T("Praxus"), T("Protihex")) || isOpen(game.graph, spun.switches, T("Praxus"), T("Tesarus"));
    expect(after).toBe(!northSouth);
    // Without the card, or with the leader in another sector, no spin.
    const noCard = until(game, board(green, {}, ["Uraya", "Kaon"]), "switch");
    expect(apply(game, noCard, { type: "switch", index: spin })).toMatchObject({
      ok: false,
      error: { code: "switch-needs-card", message: "you need a card with change to flip a switch" },
    });
    const far = board([...green, "Kaon"], {}, ["Kaon", "Iacon"], { hands: { "1": [change] } });
    expect(apply(game, until(game, far, "switch"), { type: "switch", index: spin })).toMatchObject({
      ok: false,
      error: { code: "switch-too-far", message: "your leader must stand in the same group as the switch" },
    });
  });

  it("Y7 opening a sliding zone puts one of the opener's robots on it, from the scrapheap (refused when it is empty)", () => {
    const green = ["Yuss", "Uraya", "Altihex"];
    const change = names.find((n, t) => ir.map.territories[t]!.attrs["change"] === true)!;
    const slide = ir.map.switches.findIndex((w) => w.name === "Decagon slide");
    let s = board(green, {}, ["Yuss", "Kaon"], { hands: { "1": [change] } });
    s = until(game, s, "switch");
    const empty = edited(game, s, (p) => {
      p.reserve!["1"] = 0;
    });
    expect(apply(game, empty, { type: "switch", index: slide })).toMatchObject({
      ok: false,
      error: { code: "reserve-empty", message: "you have no army in reserve for the territory that comes onto the board" },
    });
    const opened = must(game, s, { type: "switch", index: slide });
    expect([opened.owner[T("Decagon")], opened.armies[T("Decagon")], opened.reserve[0]]).toEqual([0, 1, s.reserve[0]! - 1]);
  });

  it("Y7 closing a sliding zone crushes its robots back to the scrapheap", () => {
    const slide = ir.map.switches.findIndex((w) => w.name === "Decagon slide");
    const change = names.find((_, t) => ir.map.territories[t]!.attrs["change"] === true)!;
    // Decagon is open, seat 2's, with 4 robots.
    let s = board(["Yuss", "Rodion"], { Decagon: 4 }, ["Yuss", "Kaon"], { switches: { "Decagon slide": true }, hands: { "1": [change] } });
    s = until(game, s, "switch");
    const reserve = s.reserve[1]!;
    const closed = must(game, s, { type: "switch", index: slide });
    expect([closed.owner[T("Decagon")], closed.armies[T("Decagon")], closed.reserve[1]]).toEqual([-1, 0, reserve + 4]);
  });
});

describe("Y8 and Y9 leaders in battle", () => {
  /** An independent count of one roll: every face, the bonus placed where it helps most. */
  function countRoll(att: number[], attBonus: number, def: number[], defBonus: number) {
    const counts = new Map<string, number>();
    const faces = (sizes: number[]): number[][] =>
      sizes.reduce<number[][]>((acc, n) => acc.flatMap((f) => Array.from({ length: n }, (_, i) => [...f, i + 1])), [[]]);
    const score = (a: number[], d: number[]) => {
      const x = [...a].sort((p, q) => q - p);
      const y = [...d].sort((p, q) => q - p);
      let al = 0,
        dl = 0;
      for (let i = 0; i < Math.min(x.length, y.length); i++) x[i]! > y[i]! ? dl++ : al++;
      return [al, dl] as const;
    };
    const variants = (dice: number[], bonus: number) => (bonus ? dice.map((_, i) => dice.map((v, j) => (i === j ? v + bonus : v))) : [dice]);
    for (const a of faces(att))
      for (const d of faces(def)) {
        let best: readonly [number, number] | undefined;
        for (const aa of variants(a, attBonus)) {
          let reply: readonly [number, number] | undefined;
          for (const dd of variants(d, defBonus)) {
            const r = score(aa, dd);
            if (!reply || r[0] > reply[0] || (r[0] === reply[0] && r[1] < reply[1])) reply = r;
          }
          if (!best || reply![1] > best[1] || (reply![1] === best[1] && reply![0] < best[0])) best = reply;
        }
        counts.set(best!.join(","), (counts.get(best!.join(",")) ?? 0) + 1);
      }
    return counts;
  }

  it("Y8 a leader rolls a d8 among the d6s; Y9 Megatron's +1 when attacking: exact counts", () => {
    const table = mixedRollTable("defender", { sizes: [8, 6, 6], bonus: 1 }, { sizes: [6, 6], bonus: 0 });
    expect(table.total).toBe(8 * 6 ** 4);
    const expected = countRoll([8, 6, 6], 1, [6, 6], 0);
    expect(Object.fromEntries(table.outcomes.map((o) => [`${o.attackerLoss},${o.defenderLoss}`, o.count]))).toEqual(Object.fromEntries(expected));
  });

  it("Y8 riskc odds stays exact with a leader: the chain matches a roll-by-roll recursion", () => {
    const rules = game.dice;
    const megatron = { die: 8, bonus: 1 };
    // P(win) by recursion over (robots, defenders, leader alive), written independently of battleOdds.
    const memo = new Map<string, number>();
    const win = (a: number, d: number, l: number): number => {
      if (d === 0) return 1;
      if (a === 0) return 0;
      const key = `${a},${d},${l}`;
      if (memo.has(key)) return memo.get(key)!;
      const ad = Math.min(3, a + l);
      const dd = Math.min(2, d);
      const counts = countRoll(l ? [8, ...Array(ad - 1).fill(6)] : Array(ad).fill(6), l ? 1 : 0, Array(dd).fill(6), 0);
      const total = [...counts.values()].reduce((x, y) => x + y, 0);
      let p = 0;
      for (const [k, c] of counts) {
        const [al, dl] = k.split(",").map(Number) as [number, number];
        p += (c / total) * win(Math.max(0, a - al), Math.max(0, d - dl), al > a ? 0 : l);
      }
      memo.set(key, p);
      return p;
    };
    for (const [a, d] of [
      [1, 1],
      [2, 2],
      [3, 2],
      [4, 5],
    ] as const) {
      expect(Math.abs(battleOdds(rules, a, d, Infinity, { attacker: megatron }).attackerWins - win(a, d, 1))).toBeLessThan(1e-12);
    }
    expect(battleOdds(rules, 3, 3, Infinity, { attacker: megatron }).attackerWins).toBeGreaterThan(battleOdds(rules, 3, 3).attackerWins);
  });

  it("Y9 Optimus Prime in robot form defends better than in vehicle form", () => {
    const robot = battleOdds(game.dice, 5, 3, Infinity, { defender: { die: 8, bonus: 1, holdsAlone: true } }).attackerWins;
    const vehicle = battleOdds(game.dice, 5, 3, Infinity, { defender: { die: 8, bonus: 0, holdsAlone: true } }).attackerWins;
    expect(robot).toBeLessThan(vehicle);
  });

  it("Y9 Optimus Prime in vehicle form jumps to any zone of his in phase 4", () => {
    let s = board(["Kaon", "Tarn", "Launch Pad", "Sonic Canyons"], {}, ["Kaon", "Iacon"], {
      leaders: { "Optimus Prime": { at: "Kaon", form: "vehicle" } },
    });
    s = until(game, s, "fortify");
    expect(legalActions(game, s)).toContainEqual({ type: "jump", to: T("Sonic Canyons") });
    s = must(game, s, { type: "jump", to: T("Sonic Canyons") });
    expect(s.unitAt[0]).toBe(T("Sonic Canyons"));
    expect(apply(game, s, { type: "jump", to: T("Tarn") })).toMatchObject({
      ok: false,
      error: { code: "leader-moved", message: "your leader has moved in this step" },
    });
  });

  it("Y9 Bumblebee retreats to a neighbouring zone instead of the scrapheap, and in vehicle form strikes any zone alone", () => {
    const g4 = game;
    let s = playState(g4, {
      players: 4,
      owners: { Kaon: 3, Tarn: 3, Kalis: 2 },
      rest: 4,
      armiesAt: { Kaon: 1, Tarn: 1, Kalis: 30 },
      toMove: 2,
      leaders: leadersAt(4, { Bumblebee: { at: "Kaon", form: "robot" } }), // robot form: retreat
    });
    // Seat 2 attacks Kaon until it falls: Bumblebee steps back to Tarn.
    s = until(g4, s, "attack");
    for (let roll = 0; roll < 30 && s.owner[T("Kaon")] !== 1; roll++) s = must(g4, s, { type: "attack", from: T("Kalis"), to: T("Kaon"), dice: 3 });
    expect(s.owner[T("Kaon")]).toBe(1);
    expect(s.unitAt[2]).toBe(T("Tarn"));
    // Vehicle form: a strike at any enemy zone, alone.
    let b = playState(g4, {
      players: 4,
      owners: { Kaon: 3, Maccadam: 2 },
      rest: 2,
      armiesAt: { Kaon: 3 },
      toMove: 3,
      leaders: leadersAt(4, { Bumblebee: { at: "Kaon", form: "vehicle" } }),
    });
    b = until(g4, b, "attack");
    const strikes = legalActions(g4, b).filter((a) => a.type === "attack" && a.strike);
    expect(strikes.some((a) => a.type === "attack" && a.to === T("Maccadam"))).toBe(true);
    expect(isOpen(g4.graph, b.switches, T("Kaon"), T("Maccadam"))).toBe(false);
  });
});

describe("Y9 a leader striking alone: exact odds, and the greedy bot uses them", () => {
  it("Y9 a lone d8 against one d6 wins 27/48; against two, 127/288 for the first roll, then 27/48", () => {
    // By hand: P(d8 > d6) = (7+6+5+4+3+2)/48; P(d8 > max of 2d6) = sum_k (2k-1)(8-k)/288 = 127/288.
    expect(strikeOdds(game.dice, { die: 8, bonus: 0 }, 1)).toBeCloseTo(27 / 48, 12);
    expect(strikeOdds(game.dice, { die: 8, bonus: 0 }, 2)).toBeCloseTo((127 / 288) * (27 / 48), 12);
    expect(strikeOdds(game.dice, { die: 8, bonus: 1 }, 1)).toBeGreaterThan(27 / 48);
  });

  it("Y9 the greedy bot strikes a lone robot far away and leaves a strong zone alone", () => {
    const s = playState(game, {
      players: 4,
      owners: { Kaon: 3, Maccadam: 2, Iacon: 2 },
      rest: 1,
      armiesAt: { Kaon: 3, Iacon: 9 },
      toMove: 3,
      leaders: leadersAt(4, { Bumblebee: { at: "Kaon", form: "vehicle" } }),
    });
    const at = until(game, s, "attack");
    const actions = legalActions(game, at);
    const pick = (armies: number) => {
      const withMaccadam = edited(game, at, (p) => {
        p.territories["Maccadam"]!.armies = armies;
      });
      return greedyBot.choose({ game, view: viewFor(withMaccadam, 3), decision: decisionOf(game, at), actions, rng: seedRng(1) });
    };
    // Partners all round Kaon: only the strike gives seat 3 an attack step at all.
    expect(decisionOf(game, at)).toEqual({ kind: "attack", seat: 3, seatIndex: 2 });
    expect(actions.every((a) => a.type === "end" || (a.type === "attack" && a.strike))).toBe(true);
    // One robot: 27/48 with a d8 beats the threshold; five robots do not.
    expect(pick(1)).toMatchObject({ type: "attack", to: T("Maccadam"), strike: true });
    expect(actions.some((a) => a.type === "attack" && a.strike && a.to === T("Iacon"))).toBe(true);
    expect(pick(5)).toEqual({ type: "end" });
  });
});

describe("Y8 the greedy bot counts the leaders in a battle", () => {
  /** What greedy seat 1 does with 2 robots attacking out of Kaon against 2 in Tarn and 2 in Kalis. */
  function greedyAttack(optimusAt: string, megatronAt: string): Action {
    const s = board(["Kaon", "Iacon"], { Iacon: 1 }, [optimusAt, megatronAt]);
    const at = until(game, s, "attack");
    const seen = edited(game, at, (p) => {
      p.territories["Kaon"]!.armies = 3;
      p.territories["Tarn"]!.armies = 2;
      p.territories["Kalis"]!.armies = 2;
    });
    const view = viewFor(seen, 1);
    return greedyBot.choose({ game, view, decision: decisionOf(game, at), actions: legalActions(game, at), rng: seedRng(1) });
  }

  it("Y8 2 robots against 2 win 36% alone (no attack) and 68% with Optimus's d8 (attack)", () => {
    // `riskc odds -a 2 -d 2`: 0.3627 alone; with Optimus in robot form 0.6827; against Megatron's d8 too 0.5620.
    expect(greedyAttack("Iacon", "Uraya")).toEqual({ type: "end" });
    expect(greedyAttack("Kaon", "Uraya")).toMatchObject({ type: "attack", from: T("Kaon") });
  });

  it("Y8 with Megatron defending one of two equal targets, the bot attacks the other", () => {
    expect(greedyAttack("Kaon", "Tarn")).toMatchObject({ type: "attack", from: T("Kaon"), to: T("Kalis") });
    expect(greedyAttack("Kaon", "Kalis")).toMatchObject({ type: "attack", from: T("Kaon"), to: T("Tarn") });
  });
});

describe("Y9 Barricade's assumed powers are parameters", () => {
  const barricade = (g: Game) => g.units!.types.find((l) => l.name === "Barricade")!;

  it("Y9 by default Barricade defends +1 in robot form and retreats in vehicle form", () => {
    expect(barricade(game).forms.map((f) => [f.name, f.attack, f.defend, f.jump, f.retreat, f.strike])).toEqual([
      ["robot", 0, 1, false, false, false],
      ["vehicle", 0, 0, false, true, false],
    ]);
  });

  it("Y9 --set changes Barricade's bonus and vehicle power, and the game follows", () => {
    const g = createGame(irOf(text, { barricadeAttack: "1", barricadeDefend: "0", barricadeVehicle: "strike" }));
    expect(barricade(g).forms.map((f) => [f.attack, f.defend, f.retreat, f.strike])).toEqual([
      [1, 0, false, false],
      [0, 0, false, true],
    ]);
    // Barricade is seat 3 with three players; in vehicle form he may now strike a zone alone.
    let s = playState(g, {
      players: 3,
      owners: { Kaon: 3, Maccadam: 2 },
      rest: 2,
      armiesAt: { Kaon: 3 },
      toMove: 3,
      leaders: { "Optimus Prime": { at: null }, Megatron: { at: null }, Barricade: { at: "Kaon", form: "vehicle" } },
    });
    s = until(g, s, "attack");
    expect(legalActions(g, s).some((a) => a.type === "attack" && a.strike && a.to === T("Maccadam"))).toBe(true);
    expect(legalActions(game, s).some((a) => a.type === "attack" && a.strike)).toBe(false);
  });
});

describe("Y10 to Y12", () => {
  it("Y10 in the 4-player game back-up moves pass through a partner's zones", () => {
    expect(ir.phases.find((p) => p.name === "backup")!.steps[0]).toMatchObject({ kind: "fortify", path: "allied" });
  });

  it("Y10 instead of the back-up move a player may hand a zone to the partner: own robots to the scrapheap, one of the partner's there", () => {
    // Seat 1 (index 0) holds Kaon (4 robots) and Tarn; its partner seat 3 (index 2) holds Kalis; seat 2 the rest.
    let s = playState(game, {
      players: 4,
      owners: { Kaon: 1, Tarn: 1, Kalis: 3 },
      rest: 2,
      armiesAt: { Kaon: 4, Tarn: 1 },
      leaders: leadersAt(4, { "Optimus Prime": { at: "Tarn" } }),
    });
    s = until(game, s, "fortify");
    const cedes = legalActions(game, s).filter((a) => a.type === "cede");
    // Tarn holds seat 1's leader, and seat 2 is no partner: Kaon to seat 3 is the only hand-over.
    expect(cedes).toEqual([{ type: "cede", territory: T("Kaon"), to: 2 }]);
    expect(apply(game, s, { type: "cede", territory: T("Tarn"), to: 2 })).toMatchObject({
      ok: false,
      error: { code: "leader-stands-there", message: "your leader stands there" },
    });
    expect(apply(game, s, { type: "cede", territory: T("Kaon"), to: 1 })).toMatchObject({
      ok: false,
      error: { code: "not-partner", message: "you can hand a territory only to a partner in the game" },
    });
    const armiesBefore = s.armies[T("Kaon")]!;
    const after = must(game, s, { type: "cede", territory: T("Kaon"), to: 2 });
    expect(after.owner[T("Kaon")]).toBe(2);
    expect(after.armies[T("Kaon")]).toBe(1);
    expect(after.reserve[0]).toBe(s.reserve[0]! + armiesBefore);
    expect(after.reserve[2]).toBe(s.reserve[2]! - 1);
    expect([after.ownedCount[0], after.ownedCount[2]]).toEqual([s.ownedCount[0]! - 1, s.ownedCount[2]! + 1]);
    // The hand-over was the phase's one move: the back-up phase is over, nothing else happens in
    // seat 1's turn (no capture, no card; the AllSpark is the last seat's), and seat 2 plays.
    expect(after.current).toBe(1);
  });

  it("Y10 with 2 players there is no partner to hand a zone to", () => {
    let s = board(["Kaon", "Tarn"], { Kaon: 4 }, ["Tarn", "Iacon"]);
    s = until(game, s, "fortify");
    expect(legalActions(game, s).some((a) => a.type === "cede")).toBe(false);
  });

  it("Y11 an upgrade card after a capture; used for robots it gives 3 and is gone, Change icon and all", () => {
    const card = T("Kaon");
    expect(ir.map.territories[card]!.attrs["change"]).toBe(true); // this card could also have paid for a spin (Y7)
    const t = playState(game, { players: 2, owners: { Tarn: 1, Vos: 1 }, rest: 2, hands: { "1": ["Kaon"] } });
    expect(decisionOf(game, t).kind).toBe("trade");
    const traded = must(game, t, { type: "trade", cards: [card] });
    expect(traded.pool - t.pool).toBe(3);
    expect(traded.hands[0]).toEqual([]);
    expect(ir.phases.find((p) => p.name === "card")!.steps[0]).toMatchObject({ kind: "draw", when: expect.anything() });
  });

  it("Y12 at the end of the day the AllSpark brings 3 robots from the scrapheap to the revealed zone", () => {
    // Seat 2 (the last of the day) plays its turn through; Tarn's card is on top of the deck.
    const start = playState(game, {
      players: 2,
      owners: { Kaon: 1, Tarn: 1 },
      rest: 2,
      toMove: 2,
      leaders: { "Optimus Prime": { at: "Kaon" }, Megatron: { at: "Iacon" } },
    });
    let s = edited(game, start, (p) => {
      p.deck = [...p.deck!.filter((c) => c !== "Tarn"), "Tarn"];
    });
    const armies = s.armies[T("Tarn")]!;
    const reserve = s.reserve[0]!;
    while (s.current === 1) {
      const d = decisionOf(game, s);
      s = must(game, s, d.kind === "place" ? { type: "place", territory: T("Iacon"), count: s.pool } : { type: "end" });
    }
    expect(s.round).toBe(2);
    expect(s.armies[T("Tarn")]).toBe(armies + 3);
    // The 3 robots came from the scrapheap (seat 1's new turn has since taken its reinforcements too).
    expect(s.reserve[0]! + s.pool).toBe(reserve - 3);
  });
});
