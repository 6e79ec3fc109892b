// Transformers: Decepticon Invasion of Earth (E1–E16): factions, starting points, casualty order,
// empty territories, counters, tokens, star trades and power cards, played through the engine.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createGame, legalActions, newGame, type Game, type GameState, type Position } from "../../engine/index.js";
import { runUntilDecision } from "../../engine/index.js";
import { decisionOf } from "../../engine/index.js";
import { removeArmies, stagingOf } from "../../engine/board/index.js";
import { attackers } from "../../engine/moves/index.js";
import { irOf } from "../support/variants.js";
import { edited, must, putPieces as put, territoryIndex, toPhase } from "../support/engine.js";

const text = readFileSync("variants/transformers-earth.risk", "utf8");
const earth = (overrides: Record<string, string> = {}): Game => createGame(irOf(text, overrides));
const game = earth();
const f = (name: string) => game.factions!.list.findIndex((x) => x.name === name);
const [DECEPTICONS, AUTOBOTS, HUMANS] = [f("Decepticons"), f("Autobots"), f("Humans")];
const t = (name: string) => territoryIndex(game, name);

function start(players = 3, seed = 1, g = game): GameState {
  const state = newGame(g, players, seed);
  runUntilDecision(g, state);
  return state;
}

/** Skip the current player's decisions up to its attack step (no power card turned up, all placed off the board or at home). */
function toAttack(g: Game, state: GameState): GameState {
  let s = state;
  for (let i = 0; i < 50 && decisionOf(g, s).kind !== "attack"; i++) {
    const d = decisionOf(g, s);
    const actions = legalActions(g, s);
    const pick =
      d.kind === "place" ? actions.find((a) => a.type === "place" && a.count === s.pool)! : (actions.find((a) => a.type === "end") ?? actions[0]!);
    s = must(g, s, pick);
  }
  return s;
}

describe("Transformers Earth (E1–E16)", () => {
  it("E1/E4: Decepticons play first and the Autobot player, who also has the Humans, last", () => {
    const s = start(3);
    expect(s.factionsOf).toEqual([[DECEPTICONS], [DECEPTICONS], [AUTOBOTS, HUMANS]]);
    expect(decisionOf(game, s).seat).toBe(1);
  });

  it("E2: one Human on each of the 42 territories, no Transformer on the board; 54/74 units; 5 Energon bars; 3 power cards each", () => {
    const s = start(4);
    for (let at = 0; at < 42; at++) {
      expect(s.owner[at]).toBe(3);
      expect(s.kinds[HUMANS]![at]).toBe(1);
      expect(s.kinds[AUTOBOTS]![at]! + s.kinds[DECEPTICONS]![at]!).toBe(0);
    }
    expect(s.reserve).toEqual([54 - 5, 54, 54, 74]); // seat 1 has taken its 5 first units (E6)
    expect(s.tokensAt.reduce((a, b) => a + b, 0)).toBe(5);
    expect(s.tokensAt.every((n) => n <= 1)).toBe(true);
    expect(s.hiddenEffects.map((h) => h.length)).toEqual([3, 3, 3, 3]);
  });

  it("E3/E8: a Decepticon's units wait off the board and must fight their way in next to a corner", () => {
    let s = must(game, start(3), { type: "end" }); // no power card turned up
    const places = legalActions(game, s).filter((a) => a.type === "place");
    expect(new Set(places.map((a) => (a.type === "place" ? a.territory : -1)))).toEqual(new Set([stagingOf(game, 0)]));
    expect(must.bind(null, game, s, { type: "place", territory: t("Peru"), count: 5 })).toThrow(/territory you own/);
    s = toAttack(game, s);
    expect(s.armies[stagingOf(game, 0)]).toBe(5);
    const targets = legalActions(game, s).flatMap((a) => (a.type === "attack" && a.from === stagingOf(game, 0) ? [a.to] : []));
    expect(new Set(targets)).toEqual(
      new Set(["Alaska", "Northwest Territory", "Kamchatka", "Yakutsk", "Argentina", "Peru", "Eastern Australia", "Western Australia"].map(t)),
    );
    const after = must(game, s, { type: "attack", from: stagingOf(game, 0), to: t("Peru") });
    // Entering is an attack (E8): the Human there is gone, or the attack failed with all five lost.
    expect(after.owner[t("Peru")] === 0 || after.armies[stagingOf(game, 0)] === 0).toBe(true);
  });

  it("E3/E8: the Autobot player puts new units straight onto its Humans' territories at the centre, nowhere else", () => {
    const s = toPhase(game, start(2), 0, 2, (p) => {
      p.turnsTaken = { "1": 1, "2": 0 };
    });
    const after = toAttack(game, s);
    const centre = ["Southern Europe", "North Africa", "Egypt", "Middle East"].map(t);
    const placed = centre.filter((at) => after.kinds[AUTOBOTS]![at]! > 0);
    expect(placed.length).toBe(1);
    expect(after.kinds[HUMANS]![placed[0]!]).toBe(1); // E8: they join the Humans there
  });

  it("E6: units placed this turn cannot attack; E9: entering an empty territory is a conquest for a Decepticon only", () => {
    let s = edited(game, start(2), (p) => {
      put(p, "Peru", 1, "Decepticons", 4);
      put(p, "Venezuela", null);
    });
    s = toAttack(game, s); // the first turn's 5 units go onto Peru
    expect(s.armies[t("Peru")]).toBe(9);
    expect(s.fresh[t("Peru")]).toBe(5);
    // Only the four that were there before may attack; the new five hold Peru.
    expect(attackers(game, s, t("Peru"))).toBe(4);
    const after = must(game, s, { type: "attack", from: t("Peru"), to: t("Venezuela") });
    expect(after.owner[t("Venezuela")]).toBe(0);
    expect(after.conquered).toBe(1);
    expect(after.pending).toMatchObject({ kind: "advance", max: 4 });
  });

  it("E9/E11: the Autobot player enters an empty territory by a move or by placing there, not by an attack, and makes no conquest", () => {
    const s = toPhase(game, start(2), "attack", 2, (p) => {
      put(p, "Venezuela", null);
      put(p, "Peru", 2, "Autobots", 3);
      put(p, "North Africa", null);
      put(p, "Brazil", 1, "Decepticons", 1); // an attack to make, so the attack step waits for a decision
      p.turnsTaken = { "1": 1, "2": 1 };
    });
    const attack = toAttack(game, s);
    expect(must.bind(null, game, attack, { type: "attack", from: t("Peru"), to: t("Venezuela") })).toThrow(/another player owns/);
    const m = must(game, toPhase(game, attack, "march"), { type: "fortify", from: t("Peru"), to: t("Venezuela"), count: 2, faction: AUTOBOTS });
    expect(m.owner[t("Venezuela")]).toBe(1);
    expect(m.kinds[AUTOBOTS]![t("Venezuela")]).toBe(2);
    expect(m.conquered).toBe(0);
    // E3/E8: the empty North Africa, at the centre, takes new units directly.
    const next = toPhase(game, start(2), 0, 2, (p) => {
      put(p, "North Africa", null);
      p.turnsTaken = { "1": 1, "2": 0 };
    });
    const placed = must(game, must(game, next, { type: "end" }), { type: "place", territory: t("North Africa"), count: 2 });
    expect(placed.owner[t("North Africa")]).toBe(1);
    expect(placed.kinds[AUTOBOTS]![t("North Africa")]).toBe(2);
  });

  it("E7: the Autobot player holds a continent while every territory has Autobots or Humans; an empty one breaks it", () => {
    const autobotTurn = (prepare: (p: Position) => void) =>
      toPhase(game, start(2), 0, 2, (p) => {
        prepare(p);
        p.turnsTaken = { "1": 1, "2": 0 };
      }).pool;
    // E6: 5 on the first turn; every continent of the classic board: 5 + 2 + 5 + 3 + 7 + 2.
    expect(autobotTurn(() => {})).toBe(5 + 24);
    expect(autobotTurn((p) => put(p, "Indonesia", null))).toBe(5 + 24 - 2);
    expect(autobotTurn((p) => put(p, "Siam", 2, "Autobots", 3))).toBe(5 + 24);
  });

  it("E11: an Autobot earns a card for a territory taken from a Decepticon", () => {
    const s = toPhase(game, start(2), "attack", 2, (p) => {
      put(p, "Peru", 2, "Autobots", 20);
      put(p, "Venezuela", 1, "Decepticons", 1);
      p.turnsTaken = { "1": 1, "2": 1 };
    });
    const attack = toAttack(game, s);
    const r = must(game, attack, { type: "attack", from: t("Peru"), to: t("Venezuela") });
    expect(r.owner[t("Venezuela")]).toBe(1);
    expect(r.conquered).toBe(1);
  });

  it("E9: in a territory of Autobots and Humans the Autobots fall first", () => {
    const s = edited(game, start(2), (p) => put(p, "Egypt", 2, "Autobots", 2));
    const lost = removeArmies(game, s, t("Egypt"), 2);
    expect(lost[AUTOBOTS]).toBe(2);
    expect(lost[HUMANS]).toBe(0);
    expect(s.kinds[HUMANS]![t("Egypt")]).toBe(1);
    expect(s.armies[t("Egypt")]).toBe(1);
  });

  it("E9/E7: Humans may leave a territory empty; it is then nobody's and the continent's bonus is lost", () => {
    const s = toPhase(game, start(2), "march", 2, (p) => {
      p.turnsTaken = { "1": 1, "2": 1 };
    });
    const before = s.ownedCount[1]!;
    // The Autobot march (E13): the Human of Egypt moves to Middle East, leaving Egypt empty.
    const m = must(game, s, { type: "fortify", from: t("Egypt"), to: t("Middle East"), count: 1, faction: HUMANS });
    expect(m.owner[t("Egypt")]).toBe(-1);
    expect(m.ownedCount[1]).toBe(before - 1);
  });

  it("E10: each Human a Decepticon destroys is its slave, and 5 slaves give one more unit a turn", () => {
    let s = edited(game, start(2), (p) => put(p, "Peru", 1, "Decepticons", 30));
    s = toAttack(game, s);
    let slaves = 0;
    for (const name of ["Venezuela", "Brazil", "Argentina"]) {
      const r = must(game, s, { type: "attack", from: t("Peru"), to: t(name) });
      expect(r.owner[t(name)]).toBe(0);
      s = r.pending?.kind === "advance" ? must(game, r, { type: "advance", count: r.pending.min }) : r;
      slaves = s.counters[game.counterIndex.get("slaves")!]![0]!;
    }
    expect(slaves).toBe(3);
    // With 10 slaves a later turn brings 3 + 2 units (no continent held).
    const next = toPhase(game, start(2), 0, 1, (p) => {
      p.counters!["slaves"] = { ...(p.counters!["slaves"] as Record<string, number>), "1": 10 };
      p.turnsTaken!["1"] = 1;
    });
    expect(next.pool).toBe(3 + 2);
    expect(s.counters[game.counterIndex.get("slaves")!]![1]).toBe(0);
  });

  it("E11: stars trade by their sum, and at 10 stars the trade is forced", () => {
    // Ten one-star cards (territories without the two-star mark).
    const ones = game.variant.map.territories.flatMap((x) => (x.attrs.stars === 1 ? [x.name] : [])).slice(0, 10);
    const s = toPhase(game, start(2), 0, 1, (p) => {
      p.hands!["1"] = ones;
      p.deck = p.deck!.filter((card) => !ones.includes(card));
    });
    expect(decisionOf(game, s).kind).toBe("trade");
    const actions = legalActions(game, s);
    expect(actions.some((a) => a.type === "end")).toBe(false);
    const ten = actions.find((a) => a.type === "trade" && a.cards.length === 10)!;
    const pool = s.pool;
    const after = must(game, s, ten);
    expect(after.pool - pool).toBe(10 + Math.floor(100 / 10)); // s + floor(s*s/starCurve)
  });

  it("E12: a turned-up card acts at once, is kept for a battle, or is passed to another player", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const s = start(3, seed);
      expect(decisionOf(game, s).kind).toBe("revealEffect");
      const after = must(game, s, { type: "reveal" });
      const shown = s.hiddenEffects[0]!.find((c, i) => after.hiddenEffects[0]![i] !== c) ?? s.hiddenEffects[0]!.at(-1)!;
      const card = game.effects[shown]!;
      if (card.reveal?.pass) expect(after.pending).toEqual({ kind: "pass", card: shown });
      else if (card.uses.length > 0) expect(after.effects[0]).toContain(shown);
      else if (card.reveal?.armies) expect(after.pool).toBe(s.pool + 3);
    }
  });

  it("E13: Autobots and Humans cross one border a turn; a Decepticon moves once, through its own territories", () => {
    const s = toPhase(game, start(2), "march", 2, (p) => {
      p.turnsTaken = { "1": 1, "2": 1 };
      put(p, "Egypt", 2, "Autobots", 4);
    });
    let m = must(game, s, { type: "fortify", from: t("Egypt"), to: t("Middle East"), count: 4, faction: AUTOBOTS });
    expect(must.bind(null, game, m, { type: "fortify", from: t("Middle East"), to: t("India"), count: 1, faction: AUTOBOTS })).toThrow(/move 1 to 0/);
    m = must(game, m, { type: "fortify", from: t("Middle East"), to: t("India"), count: 1, faction: HUMANS });
    expect(m.kinds[HUMANS]![t("India")]).toBe(2);
    // A Decepticon: one move along its own chain, then the step is over.
    const d = toPhase(game, start(2), "fortify", 1, (p) => {
      for (const name of ["Peru", "Brazil", "Venezuela"]) put(p, name, 1, "Decepticons", 3);
    });
    const dm = must(game, d, { type: "fortify", from: t("Peru"), to: t("Venezuela"), count: 2 });
    expect(decisionOf(game, dm).kind).not.toBe("fortify");
  });

  it("E13: a Decepticon's move may leave units in the territories it passes through, on its own direct route only", () => {
    let dm = toPhase(game, start(2), "fortify", 1, (p) => {
      for (const name of ["Argentina", "Peru", "Brazil", "Venezuela"]) put(p, name, 1, "Decepticons", 1);
      put(p, "Argentina", 1, "Decepticons", 9); // 10 there
    });
    const move = (via: { territory: number; count: number }[], count: number) => ({
      type: "fortify" as const,
      from: t("Argentina"),
      to: t("Venezuela"),
      count,
      via,
    });
    // Not through a territory of someone else's, not along a route with a gap, not more than can move.
    expect(must.bind(null, game, dm, move([{ territory: t("North Africa"), count: 1 }], 1))).toThrow(/^route-not-own: .*your own territories/);
    // Argentina does not border Venezuela: the route has a gap.
    const gap = { type: "fortify" as const, from: t("Argentina"), to: t("Brazil"), count: 1, via: [{ territory: t("Venezuela"), count: 1 }] };
    expect(must.bind(null, game, dm, gap)).toThrow(/^not-adjacent: /);
    // A route through the same territory twice; a leader's move that drops armies (there is none: the rule comes first).
    expect(must.bind(null, game, dm, move([{ territory: t("Argentina"), count: 1 }], 1))).toThrow(/^route-repeats: /);
    expect(must.bind(null, game, dm, { ...move([{ territory: t("Peru"), count: 1 }], 1), leader: true })).toThrow(/^via-with-leader: /);
    expect(
      must.bind(
        null,
        game,
        dm,
        move(
          [
            { territory: t("Brazil"), count: 1 },
            { territory: t("Peru"), count: 1 },
          ],
          1,
        ),
      ),
    ).not.toThrow();
    expect(must.bind(null, game, dm, move([{ territory: t("Peru"), count: 5 }], 5))).toThrow(/1 to 9 armies/);
    dm = must(
      game,
      dm,
      move(
        [
          { territory: t("Peru"), count: 3 },
          { territory: t("Brazil"), count: 2 },
        ],
        4,
      ),
    );
    expect([t("Argentina"), t("Peru"), t("Brazil"), t("Venezuela")].map((x) => dm.armies[x])).toEqual([1, 4, 3, 5]);
    expect(decisionOf(game, dm).kind).not.toBe("fortify");
  });

  it("E14: the meter drops after each round, bars picked up refill it, and the game ends when it is empty", () => {
    const g = earth({ energonStart: "1" });
    const meter = g.counterIndex.get("energon")!;
    let s = edited(g, start(2, 1, g), (p) => {
      put(p, "Peru", 1, "Decepticons", 3); // the Decepticon stays in the game (E15)
      p.tokensHeld!["1"] = 1;
    });
    s = must(g, s, { type: "spend", count: 1 });
    expect(s.counters[meter]![0]).toBe(2);
    // Play the round out with every player ending its steps.
    for (let i = 0; i < 500 && s.stage !== "over"; i++) {
      const actions = legalActions(g, s);
      s = must(g, s, actions.find((a) => a.type === "end") ?? actions.find((a) => a.type === "place" && a.count === s.pool) ?? actions[0]!);
      if (s.round === 2 && s.current === 0 && s.stage === "play") expect(s.counters[meter]![0]).toBe(1);
    }
    expect(s.result?.reason).toBe("energon");
    expect(s.counters[meter]![0]).toBe(0);
    expect(s.round).toBe(2);
  });

  it("E14: a Transformer taking a territory picks up the bar on it", () => {
    let s = edited(game, start(2), (p) => {
      for (const entry of Object.values(p.territories)) delete entry.tokens;
      p.territories["Venezuela"]!.tokens = 1;
      put(p, "Peru", 1, "Decepticons", 20);
    });
    s = toAttack(game, s);
    const r = must(game, s, { type: "attack", from: t("Peru"), to: t("Venezuela") });
    const done = r.pending?.kind === "advance" ? must(game, r, { type: "advance", count: r.pending.min }) : r;
    expect(done.tokensHeld[0]).toBe(1);
    expect(done.tokensAt[t("Venezuela")]).toBe(0);
  });

  it("E15: a Decepticon beaten on its first turn comes back; without a territory after a later turn it is out", () => {
    const s = start(3);
    // Seat 1 ends its first turn without entering: still in.
    let x = toAttack(game, s);
    x = must(game, x, { type: "end" });
    expect(x.alive[0]).toBe(true);
    expect(x.reserve[0]).toBe(54); // the units that did not come in went back
    // Its second turn ends without a territory: out.
    x = toPhase(game, x, 0, 1, (p) => {
      p.turnsTaken!["1"] = 1;
    });
    x = toAttack(game, x);
    x = must(game, x, { type: "end" });
    expect(x.alive[0]).toBe(false);
  });

  it("E16: at the end the Autobot player wins with more territories than all Decepticons together, else the biggest Decepticon", () => {
    const g = earth({ energonStart: "1" });
    const finish = (setup: (p: Position) => void) => {
      let s = edited(g, start(3, 1, g), setup);
      for (let i = 0; i < 500 && s.stage !== "over"; i++) {
        const actions = legalActions(g, s);
        s = must(g, s, actions.find((a) => a.type === "end") ?? actions.find((a) => a.type === "place" && a.count === s.pool) ?? actions[0]!);
      }
      return s.result;
    };
    expect(finish(() => {})).toEqual({ reason: "energon", winners: [2] });
    const names = g.variant.map.territories.map((x) => x.name);
    const result = finish((p) => {
      names.slice(0, 15).forEach((n) => put(p, n, 1, "Decepticons", 1));
      names.slice(15, 26).forEach((n) => put(p, n, 2, "Decepticons", 1));
    });
    expect(result).toEqual({ reason: "energon", winners: [0] });
  });

  it("E16: the simulator reports win rates by side and the Energon ending", async () => {
    const { simulate } = await import("../../sim/index.js");
    const { greedyBot } = await import("../../bots/greedy-bot.js");
    const report = simulate(irOf(text, { energonStart: "2" }), {
      games: 40,
      seed: 1,
      bots: [greedyBot, greedyBot, greedyBot],
      maxRounds: 100,
    } as never);
    expect(report.sides?.map((x) => [x.side, x.seats])).toEqual([
      ["Decepticons", [1, 2]],
      ["Autobots", [3]],
    ]);
    expect(report.sides!.reduce((n, x) => n + x.wins, 0)).toBeGreaterThanOrEqual(40 - report.stalled);
    expect(report.endings["energon"]).toBeGreaterThan(0);
  });
});
