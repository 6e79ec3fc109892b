// Bombardment and borders of a kind (docs/language-design.md, part E, "what still keeps Risk
// Europe", item 5), rule ids BB1–BB4 and BK1–BK3 of test/fixtures/bombard/bombard.risk. Expected
// values are worked out by hand in the comments: X, the hits of n dice at 3+ on a d6, is
// Binomial(n, 2/3), so P(X = k) = C(n, k) 2^k / 3^n.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import {
  apply,
  bombardChances,
  bombardOdds,
  createGame,
  decisionOf,
  legalActions,
  positionFrom,
  positionOf,
  viewFor,
  type Action,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { reseed, seedRng } from "../../engine/math/rng.js";
import { actionWords, describeAction, snapshot } from "../../play/index.js";
import { simulate } from "../../sim/index.js";
import { formatRisk } from "../../compiler/index.js";
import { compileText, irOf } from "../support/variants.js";
import { must, playState, territoryIndex } from "../support/engine.js";

const text = readFileSync("test/fixtures/bombard/bombard.risk", "utf8");
const game = createGame(irOf(text));
const at = (g: Game, name: string) => territoryIndex(g, name);

/**
 * Seat 1 to move at the siege step: `siege` engines in Alaska (3 armies), seat 2 holding
 * Northwest Territory with `defenders` armies and `archers` Archers, Kamchatka (across the sea
 * line) with 3; seat 3 holds Madagascar (a third seat keeps the game from ending).
 */
function siegeBoard(g: Game, siege: number, defenders: number, archers = 0, defendingSiege = 0): GameState {
  const units: Record<string, { owner: number; at: string | null }[]> = {};
  for (const type of g.units!.types) {
    const limit = type.name === "Siege" ? 2 : 6;
    const list: { owner: number; at: string | null }[] = [];
    for (let seat = 1; seat <= 3; seat++)
      for (let i = 0; i < limit; i++) {
        let here: string | null = null;
        if (seat === 1 && type.name === "Siege" && i < siege) here = "Alaska";
        if (seat === 2 && type.name === "Archer" && i < archers) here = "Northwest Territory";
        if (seat === 2 && type.name === "Siege" && i < defendingSiege) here = "Northwest Territory";
        list.push({ owner: seat, at: here });
      }
    units[type.name] = list;
  }
  return playState(g, {
    players: 3,
    toMove: 1,
    phase: "siege",
    owners: { Alaska: 1, Alberta: 1, "Northwest Territory": 2, Kamchatka: 2, Madagascar: 3 },
    armiesAt: { Alaska: 3, Alberta: 3, "Northwest Territory": defenders, Kamchatka: 3 },
    rest: 2,
    units,
  });
}

/** The defender's pieces on a territory: armies and units. */
function pieces(state: GameState, t: number): number {
  return state.armies[t]! + state.unitAt.filter((x) => x === t).length;
}

describe("BK1: borders of a kind", () => {
  it("BK1: the fixture's sea line is in the IR by kind, as [lower, higher]; classic has no kinds", () => {
    const [alaska, kamchatka] = [at(game, "Alaska"), at(game, "Kamchatka")];
    expect(irOf(text).map.borderKinds).toEqual([{ name: "sea", borders: [[Math.min(alaska, kamchatka), Math.max(alaska, kamchatka)]], links: [] }]);
    expect(irOf('variant "Plain" extends "classic" { }').map.borderKinds).toBeUndefined();
    // The border still exists: a kind does not change the graph.
    expect(irOf(text).map.borders).toContainEqual([Math.min(alaska, kamchatka), Math.max(alaska, kamchatka)]);
  });

  it("BK1: one-way links keep their direction, several kinds per entry, in a switch too", () => {
    const ir = irOf(
      'variant "Kinds" extends "classic" { map { borders { Alaska -> Iceland [sea, long]  remove Alaska -- Alberta  Alaska -- Alberta [river] } switch "Ice" starts off { on: Greenland -- Scandinavia [sea] } } }',
    );
    const t = (name: string) => ir.map.territories.findIndex((x) => x.name === name);
    const row = (kind: string) => ir.map.borderKinds!.find((k) => k.name === kind);
    expect(row("sea")!.links).toEqual([[t("Alaska"), t("Iceland")]]);
    expect(row("sea")!.borders).toEqual([[t("Greenland"), t("Scandinavia")].sort((a, b) => a - b)]);
    expect(row("long")!.links).toEqual([[t("Alaska"), t("Iceland")]]);
    expect(row("river")!.borders).toEqual([[t("Alaska"), t("Alberta")].sort((a, b) => a - b)]);
  });

  it("BK1: the formatter prints a border's kinds as written and reads them back", async () => {
    const squeezed = text.replace("Kamchatka [sea]", "Kamchatka[ sea ]");
    expect(squeezed).not.toBe(text);
    expect(await formatRisk(squeezed)).toBe(text);
  });
});

describe("BK2: `across sea` in conditions", () => {
  it("BK2: `attack where not across sea`: no attack crosses the sea line, the land borders are open", () => {
    const s = playState(game, {
      players: 3,
      toMove: 1,
      phase: "attack",
      owners: { Alaska: 1, Alberta: 1, Kamchatka: 2, "Northwest Territory": 2, Madagascar: 3 },
      armiesAt: { Alaska: 5 },
      rest: 2,
    });
    const attacks = legalActions(game, s, decisionOf(game, s)).filter((a) => a.type === "attack" && a.from === at(game, "Alaska"));
    expect(attacks.some((a) => a.type === "attack" && a.to === at(game, "Kamchatka"))).toBe(false);
    expect(attacks.some((a) => a.type === "attack" && a.to === at(game, "Northwest Territory"))).toBe(true);
    const across = apply(game, s, { type: "attack", from: at(game, "Alaska"), to: at(game, "Kamchatka") });
    expect(across.ok ? "ok" : across.error.code).toBe("blocked-target");
  });

  it("BK2: `fortify ... where not across sea`: a move into a neighbour across the sea line is refused", () => {
    const g = createGame(
      irOf(
        'variant "Sea moves" extends "classic" { map { borders { remove Alaska -- Kamchatka  Alaska -- Kamchatka [sea] } } turn { phase fortify { fortify moves 1 path adjacent leave 1 where not across sea } } }',
      ),
    );
    const s = playState(g, {
      players: 3,
      toMove: 1,
      phase: "fortify",
      owners: { Alaska: 1, Kamchatka: 1, Alberta: 1, Madagascar: 3 },
      armiesAt: { Alaska: 5 },
    });
    const moves = legalActions(g, s, decisionOf(g, s)).filter((a) => a.type === "fortify" && a.from === at(g, "Alaska"));
    expect(moves.some((a) => a.type === "fortify" && a.to === at(g, "Kamchatka"))).toBe(false);
    expect(moves.some((a) => a.type === "fortify" && a.to === at(g, "Alberta"))).toBe(true);
  });
});

describe("BB1: the bombard step, a decision of the player", () => {
  it("BB1: offered from the Siege's territory at every enemy neighbour not across the sea, and `end`", () => {
    const s = siegeBoard(game, 1, 3);
    const decision = decisionOf(game, s);
    expect(decision.kind).toBe("bombard");
    const actions = legalActions(game, s, decision);
    // Alaska's neighbours: Northwest Territory (seat 2), Alberta (its own), Kamchatka (across the sea).
    expect(actions).toEqual([{ type: "bombard", from: at(game, "Alaska"), to: at(game, "Northwest Territory") }, { type: "end" }]);
  });

  it("BB1: once a step: after one bombardment the step is over", () => {
    const s = siegeBoard(game, 1, 3);
    const after = must(game, s, { type: "bombard", from: at(game, "Alaska"), to: at(game, "Northwest Territory") });
    expect(decisionOf(game, after).kind).not.toBe("bombard");
  });

  it("BB1: the refusals, each with its code", () => {
    const s = siegeBoard(game, 1, 3);
    const code = (action: Action) => {
      const r = apply(game, s, action);
      return r.ok ? "ok" : r.error.code;
    };
    expect(code({ type: "bombard", from: at(game, "Alberta"), to: at(game, "Northwest Territory") })).toBe("no-bombard");
    expect(code({ type: "bombard", from: at(game, "Alaska"), to: at(game, "Greenland") })).toBe("not-adjacent");
    expect(code({ type: "bombard", from: at(game, "Alaska"), to: at(game, "Alberta") })).toBe("not-a-target");
    expect(code({ type: "bombard", from: at(game, "Alaska"), to: at(game, "Kamchatka") })).toBe("not-here");
    expect(code({ type: "bombard", from: at(game, "Kamchatka"), to: at(game, "Alaska") })).toBe("not-owned");
    expect(code({ type: "bombard", from: 999, to: at(game, "Alaska") })).toBe("no-such-territory");
  });

  it("BB1: without a piece of the type anywhere the flow passes the step by", () => {
    const s = siegeBoard(game, 0, 3);
    expect(decisionOf(game, s).kind).not.toBe("bombard");
  });
});

describe("BB2: the dice, the hits and the pieces they take", () => {
  it("BB2: two Siege, 4 dice at 3+: P(at least one hit) = 1 - (1/3)^4 = 80/81", () => {
    const rank = { dice: 2, hits: 3, sides: 6 };
    expect(bombardOdds(rank, 2, 10).someHit).toBeCloseTo(80 / 81, 12);
    // E[X] = 4 · 2/3 = 8/3 when nothing caps the hits.
    expect(bombardOdds(rank, 2, 10).expected).toBeCloseTo(8 / 3, 12);
    // Two pieces to take (3 armies, the last kept): E[min(X, 2)] = 1·P(1) + 2·P(X ≥ 2)
    // = 8/81 + 2·(24 + 32 + 16)/81 = 152/81.
    expect(bombardOdds(rank, 2, 2).expected).toBeCloseTo(152 / 81, 12);
    // Nothing to take (one army, no unit): nothing is expected.
    expect(bombardOdds(rank, 2, 0)).toEqual({ expected: 0, someHit: 0 });
  });

  it("BB2: the engine's odds read the board: 2 Siege at 3 armies expect 152/81 pieces", () => {
    const s = siegeBoard(game, 2, 3);
    const step = game.phases[s.phase]!.steps[s.step]!;
    if (step.kind !== "bombard") throw new Error("not at the bombard step");
    const chances = bombardChances(game, s, step, at(game, "Alaska"), at(game, "Northwest Territory"));
    expect(chances.expected).toBeCloseTo(152 / 81, 12);
    expect(chances.someHit).toBeCloseTo(80 / 81, 12);
  });

  it("BB2: over 4000 bombardments the pieces taken average 152/81 and the last army always stays", () => {
    const s = siegeBoard(game, 2, 3);
    const [from, to] = [at(game, "Alaska"), at(game, "Northwest Territory")];
    let total = 0;
    let none = 0;
    const n = 4000;
    for (let i = 0; i < n; i++) {
      const start = structuredClone(s);
      reseed(start.rng, 1000 + i);
      const after = must(game, start, { type: "bombard", from, to });
      const lost = 3 - after.armies[to]!;
      expect(after.armies[to]).toBeGreaterThanOrEqual(1);
      expect(after.owner[to]).toBe(1);
      total += lost;
      if (lost === 0) none++;
    }
    // The mean of min(X, 2): 152/81 ≈ 1.877, its spread below 1 piece: 4 standard errors ≈ 0.03.
    expect(Math.abs(total / n - 152 / 81)).toBeLessThan(0.03);
    // No hit at all: (1/3)^4 = 1/81 ≈ 0.0123; 4 standard errors ≈ 0.007.
    expect(Math.abs(none / n - 1 / 81)).toBeLessThan(0.007);
  });

  it("BB2: every die hitting (`hits 1+`): armies first down to one, then units cheapest first; nobody fires back", () => {
    const sure = createGame(irOf(text.replace("hits 3+", "hits 1+")));
    // 2 Siege × 2 dice = 4 sure hits on 3 armies, 1 Archer (2 coins) and 1 Siege (10 coins):
    // 2 armies (the third stays), then the Archer, then the Siege.
    const s = siegeBoard(sure, 2, 3, 1, 1);
    const nwt = at(sure, "Northwest Territory");
    const after = must(sure, s, { type: "bombard", from: at(sure, "Alaska"), to: nwt });
    expect(after.armies[nwt]).toBe(1);
    expect(after.unitAt.filter((x) => x === nwt)).toEqual([]);
    expect(pieces(after, at(sure, "Alaska"))).toBe(pieces(s, at(sure, "Alaska")));
    const three = createGame(irOf(text.replace("hits 3+", "hits 1+").replace("dice 2", "dice 1")));
    const s3 = siegeBoard(three, 2, 3, 1, 1);
    const left = must(three, s3, { type: "bombard", from: at(three, "Alaska"), to: nwt });
    // 2 engines × 1 die = 2 hits: the 2 armies beyond the last; the units stay.
    expect(left.armies[nwt]).toBe(1);
    expect(left.unitAt.filter((x) => x === nwt).length).toBe(2);
  });
});

describe("BB5: under `casualties by choice` the defender chooses the pieces a bombardment takes", () => {
  // Every die hits (`hits 1+`): 2 Siege x 2 dice = 4 hits, so each case is worked out by hand.
  const chosen = createGame(
    irOf(text.replace("hits 3+", "hits 1+").replace("attack where not across sea // BK2", "attack where not across sea\n    casualties by choice")),
  );
  const nwt = at(chosen, "Northwest Territory");
  const archer = chosen.units!.types.findIndex((t) => t.name === "Archer");
  const archersAt = (s: GameState) => s.unitAt.filter((x, u) => x === nwt && s.unitType[u] === archer).length;
  const bombarded = (s: GameState) => must(chosen, s, { type: "bombard", from: at(chosen, "Alaska"), to: nwt });

  it("BB5: with a bombard step and no ranks the choice is kept in the IR, and RISK4321 (it would do nothing) is silent", () => {
    const withChoice = text.replace("attack where not across sea // BK2", "attack where not across sea\n    casualties by choice");
    const result = compileText(withChoice);
    expect(result.diagnostics.map((d) => d.code)).not.toContain("RISK4321");
    expect(result.ir?.combat.casualtiesByChoice).toBe(true);
    // Without the bombard step, nothing is chosen: the warning, and no flag.
    const without = compileText(withChoice.replace(/phase siege \{[^}]*\}/, ""));
    expect(without.diagnostics.map((d) => d.code)).toContain("RISK4321");
    expect(without.ir?.combat.casualtiesByChoice).toBeUndefined();
  });

  it("BB5: 4 hits on 4 armies and 2 Archers: seat 2 is asked, an army (not the last) or an Archer, one a piece", () => {
    const after = bombarded(siegeBoard(chosen, 2, 4, 2));
    const decision = decisionOf(chosen, after);
    expect({ kind: decision.kind, seat: decision.seat }).toEqual({ kind: "casualty", seat: 2 });
    expect(after.pending).toMatchObject({ kind: "casualty", left: 4, bombard: true });
    expect(legalActions(chosen, after, decision)).toEqual([
      { type: "casualty", unit: -1 },
      { type: "casualty", unit: archer },
    ]);
    // Nothing fell yet: the pieces wait for the choice.
    expect({ armies: after.armies[nwt], archers: archersAt(after) }).toEqual({ armies: 4, archers: 2 });
  });

  it("BB5: both Archers chosen, the other 2 hits take armies (one kind left: no question); the step is over", () => {
    let s = bombarded(siegeBoard(chosen, 2, 4, 2));
    s = must(chosen, s, { type: "casualty", unit: archer });
    s = must(chosen, s, { type: "casualty", unit: archer });
    expect({ armies: s.armies[nwt], archers: archersAt(s) }).toEqual({ armies: 2, archers: 0 });
    expect(s.pending).toBeNull();
    expect(["bombard", "casualty"]).not.toContain(decisionOf(chosen, s).kind);
  });

  it("BB5: armies chosen down to the last one, which stays: the 4th hit takes an Archer", () => {
    let s = bombarded(siegeBoard(chosen, 2, 4, 2));
    for (let i = 0; i < 3; i++) s = must(chosen, s, { type: "casualty", unit: -1 });
    expect({ armies: s.armies[nwt], archers: archersAt(s) }).toEqual({ armies: 1, archers: 1 });
    expect(s.pending).toBeNull();
  });

  it("BB5: no question where one kind can fall (2 armies, 1 kept, and 2 Archers take 3 of 4 hits: all of them)", () => {
    const s = bombarded(siegeBoard(chosen, 2, 2, 2));
    expect(decisionOf(chosen, s).kind).not.toBe("casualty");
    expect({ armies: s.armies[nwt], archers: archersAt(s) }).toEqual({ armies: 1, archers: 0 });
  });

  it("BB5: the greedy defender gives armies while it keeps one, then Archers", () => {
    let s = bombarded(siegeBoard(chosen, 2, 4, 2));
    while (decisionOf(chosen, s).kind === "casualty") {
      const decision = decisionOf(chosen, s);
      const action = bots["greedy"]!.choose({
        game: chosen,
        view: viewFor(s, decision.seat),
        decision,
        actions: legalActions(chosen, s, decision),
        rng: seedRng(1),
      });
      s = must(chosen, s, action);
    }
    expect({ armies: s.armies[nwt], archers: archersAt(s) }).toEqual({ armies: 1, archers: 1 });
  });

  it("BB5: the wait is part of a position (it comes back through JSON), and the log says who chooses", () => {
    const start = siegeBoard(chosen, 2, 4, 2);
    const after = bombarded(start);
    const back = positionFrom(chosen, JSON.parse(JSON.stringify(positionOf(chosen, after))));
    if (!back.ok) throw new Error(JSON.stringify(back.errors));
    expect(back.state.pending).toEqual(after.pending);
    const line = describeAction(chosen, snapshot(start), { type: "bombard", from: at(chosen, "Alaska"), to: nwt }, after);
    expect(line).toMatch(/4 hits, .* chooses the pieces it loses$/);
    const chosenOne = must(chosen, after, { type: "casualty", unit: archer });
    expect(describeAction(chosen, snapshot(after), { type: "casualty", unit: archer }, chosenOne)).toMatch(/loses a Archer to the bombardment$/);
  });

  it("BB5: 4 greedy games of the fixture with the choice, 3 players: none stalls", () => {
    const chosenIr = irOf(text.replace("attack where not across sea // BK2", "attack where not across sea\n    casualties by choice"));
    const greedy = simulate(chosenIr, { games: 4, seed: 5, maxRounds: 400, bots: Array(3).fill(bots["greedy"]!) });
    expect({ games: greedy.games, stalled: greedy.stalled }).toEqual({ games: 4, stalled: 0 });
  });
});

describe("BB4: bots", () => {
  it("BB4: greedy bombards where pieces are expected to fall, and ends the step where none can", () => {
    const s = siegeBoard(game, 2, 3);
    const decision = decisionOf(game, s);
    const actions = legalActions(game, s, decision);
    const choose = (st: GameState) =>
      bots["greedy"]!.choose({
        game,
        view: viewFor(st, decision.seat),
        decision: decisionOf(game, st),
        actions: legalActions(game, st, decisionOf(game, st)),
        rng: seedRng(1),
      });
    expect(choose(s)).toEqual(actions[0]);
    expect(actions[0]!.type).toBe("bombard");
    // One army and no unit at the target: nothing can fall (the last army stays): greedy ends the step.
    expect(choose(siegeBoard(game, 2, 1))).toEqual({ type: "end" });
  });

  it("BB4: the Play menu shows the exact odds", () => {
    const s = siegeBoard(game, 2, 3);
    const words = actionWords(game, viewFor(s, 1), { type: "bombard", from: at(game, "Alaska"), to: at(game, "Northwest Territory") }, "bombard");
    // 152/81 = 1.8765…, 80/81 = 98.8 %.
    expect(words).toBe("bombard Northwest Territory from Alaska (1.88 pieces expected, 99% to hit at least once)");
  });

  it("BB4: 6 greedy games and 6 random games of the fixture, 3 players: none stalls", () => {
    const greedy = simulate(irOf(text), { games: 6, seed: 5, maxRounds: 400, bots: Array(3).fill(bots["greedy"]!) });
    expect({ games: greedy.games, stalled: greedy.stalled }).toEqual({ games: 6, stalled: 0 });
    const random = simulate(irOf(text), { games: 6, seed: 3, maxRounds: 300, bots: Array(3).fill(bots["random"]!) });
    expect(random.games).toBe(6);
  });
});
