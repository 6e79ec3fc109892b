// One move or invasion a step (XP1–XP5; docs/language-design.md part E, remaining item 2, "As
// built"), on test/fixtures/expand/expand.risk: a six-territory board whose battles come at the
// round's end. Home borders North, East and South; North borders Keep; East borders Keep and Far;
// South borders Far. Keep is a castle (`attack where Castle == 0 or Siege of source > 0`). A turn
// places, then makes one expand into one territory (phase expand), then one into at most two
// (phase split). Every expected value below is worked out by hand from the rules: armies moved
// are the part's, what stays is the armies before less the parts.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import { formatRisk } from "../../compiler/index.js";
import {
  createGame,
  decisionOf,
  legalActions,
  positionFrom,
  positionOf,
  problemOf,
  viewFor,
  type Action,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { seedRng } from "../../engine/math/rng.js";
import { simulate } from "../../sim/index.js";
import { actionWords } from "../../play/index.js";
import { irOf } from "../support/variants.js";
import { must, playState, territoryIndex, type Board } from "../support/engine.js";
import { alternatingSeats, playDecisions } from "../support/play-decisions.js";

const text = readFileSync("test/fixtures/expand/expand.risk", "utf8");
const game = createGame(irOf(text));
const at = (g: Game, name: string) => territoryIndex(g, name);

/**
 * Seat 1 holds Home (9) and North (2); seat 2 holds East (2), Keep (3) and Far (1); South is
 * empty. Seat 1 is to move, at its expand phase (`into 1`), or `phase` when given.
 */
function board(g: Game, extra: Partial<Board> = {}): GameState {
  const { owners = {}, armiesAt = {}, ...rest } = extra;
  return playState(g, {
    players: 2,
    toMove: 1,
    phase: "expand",
    owners: { Home: 1, North: 1, South: null, East: 2, Keep: 2, Far: 2, ...owners },
    armiesAt: { Home: 9, North: 2, East: 2, Keep: 3, Far: 1, ...armiesAt },
    rest: 2,
    ...rest,
  });
}

/** The Siege units of a 2-player game (limit 2 a seat): seat 1's first stands in `where`, every other is off the board. */
const siegeIn = (where: string) => ({
  Siege: [
    { owner: 1, at: where },
    { owner: 1, at: null },
    { owner: 2, at: null },
    { owner: 2, at: null },
  ],
});

type Part = { to: string; armies: number; units?: number[] };
const expand = (g: Game, from: string, ...parts: Part[]): Action => ({
  type: "expand",
  from: at(g, from),
  moves: parts.map((p) => ({ to: at(g, p.to), armies: p.armies, ...(p.units ? { units: p.units } : {}) })),
});
const armiesOf = (g: Game, s: GameState, ...names: string[]) => names.map((n) => s.armies[at(g, n)]);
const codeOf = (g: Game, s: GameState, a: Action) => problemOf(g, s, a)?.code;

describe("XP1: one expand from one territory into at most `into` adjacent ones", () => {
  it("XP1 Home's 9 armies: 8 go into North, 1 stays (leave 1), and the step is over", () => {
    const before = board(game);
    const after = must(game, before, expand(game, "Home", { to: "North", armies: 8 }));
    // Home 9 - 8 = 1; North 2 + 8 = 10.
    expect(armiesOf(game, after, "Home", "North")).toEqual([1, 10]);
    // One expand a step: the flow is at the next phase (split), the same seat to move.
    expect(game.phases[after.phase]!.name).toBe("split");
    expect(decisionOf(game, after).kind).toBe("expand");
  });

  it("XP1 the source keeps `leave`: 9 of Home's 9 is refused, and so are two parts under `into 1`", () => {
    const s = board(game);
    expect(codeOf(game, s, expand(game, "Home", { to: "North", armies: 9 }))).toBe("count-out-of-range");
    expect(codeOf(game, s, expand(game, "Home", { to: "North", armies: 2 }, { to: "South", armies: 2 }))).toBe("expand-parts");
  });

  it("XP1 a split expand sends two parts of any size into two territories: 3 to North, 2 into empty South", () => {
    const s = board(game, { phase: "split" });
    const after = must(game, s, expand(game, "Home", { to: "North", armies: 3 }, { to: "South", armies: 2 }));
    // Home 9 - 3 - 2 = 4; North 2 + 3 = 5; South 0 + 2 = 2, now seat 1's (index 0).
    expect(armiesOf(game, after, "Home", "North", "South")).toEqual([4, 5, 2]);
    expect(after.owner[at(game, "South")]).toBe(0);
    // The split was the turn's last step: seat 2 is to move.
    expect(decisionOf(game, after).seat).toBe(2);
  });

  it("XP1 the parts go into distinct adjacent territories, and not from a territory of another's", () => {
    const s = board(game, { phase: "split" });
    expect(codeOf(game, s, expand(game, "Home", { to: "North", armies: 1 }, { to: "North", armies: 1 }))).toBe("expand-repeats");
    // Home does not border Far.
    expect(codeOf(game, s, expand(game, "Home", { to: "Far", armies: 1 }))).toBe("not-adjacent");
    expect(codeOf(game, s, expand(game, "East", { to: "Home", armies: 1 }))).toBe("not-owned");
    expect(codeOf(game, s, expand(game, "Home", { to: "Home", armies: 1 }))).toBe("same-territory");
  });

  it("XP1 units move by type with the armies: Home's Siege goes with 4 armies into North", () => {
    const s = board(game, { units: siegeIn("Home") });
    const siege = s.unitAt.findIndex((t) => t === at(game, "Home"));
    const after = must(game, s, expand(game, "Home", { to: "North", armies: 4, units: [1] }));
    expect(after.unitAt[siege]).toBe(at(game, "North"));
    // Home 9 - 4 = 5; the unit does not count toward the armies left.
    expect(armiesOf(game, after, "Home", "North")).toEqual([5, 6]);
    // Two Siege are not there to move.
    expect(codeOf(game, s, expand(game, "Home", { to: "North", armies: 1, units: [2] }))).toBe("count-out-of-range");
  });

  it("XP1 `end` passes the step without an expand", () => {
    const after = must(game, board(game), { type: "end" });
    expect(game.phases[after.phase]!.name).toBe("split");
  });
});

describe("XP2: own, empty and enemy targets", () => {
  it("XP2 into an enemy territory the part moves in and contests it: nobody rolls, seat 2 still owns East", () => {
    const before = board(game);
    const after = must(game, before, expand(game, "Home", { to: "East", armies: 5 }));
    // Home 9 - 5 = 4; East keeps its 2 and its owner; the row holds the invader's 5.
    expect(armiesOf(game, after, "Home", "East")).toEqual([4, 2]);
    expect(after.owner[at(game, "East")]).toBe(1);
    expect(after.contested).toEqual([[at(game, "East"), 0, 5]]);
    expect(after.rng).toEqual(before.rng);
  });

  it("XP2 a split invades one territory and moves into another in one action", () => {
    const s = board(game, { phase: "split" });
    const after = must(game, s, expand(game, "Home", { to: "East", armies: 6 }, { to: "North", armies: 2 }));
    // Home 9 - 6 - 2 = 1; North 2 + 2 = 4; East contested by seat 1's 6.
    expect(armiesOf(game, after, "Home", "North", "East")).toEqual([1, 4, 2]);
    expect(after.contested).toEqual([[at(game, "East"), 0, 6]]);
  });

  it("XP2 the combat section's `attack where` holds for invasions: an enemy castle needs a Siege in the source", () => {
    const s = board(game);
    expect(codeOf(game, s, expand(game, "North", { to: "Keep", armies: 1 }))).toBe("blocked-target");
    const withSiege = board(game, { units: siegeIn("North") });
    const after = must(game, withSiege, expand(game, "North", { to: "Keep", armies: 1, units: [1] }));
    // North 2 - 1 = 1; Keep contested by 1 army and the Siege.
    expect(after.contested).toEqual([[at(game, "Keep"), 0, 1]]);
    expect(after.unitAt.filter((t) => t === at(game, "Keep"))).toHaveLength(1);
  });

  it("XP2 CT2's rules: the invader's pieces stop, a third seat is refused, the same invader may join its dispute", () => {
    const rows = [{ territory: "East", seat: 1, armies: 3 }];
    // Seat 3 holds Far (5), next to East, which seat 1 contests: it may not enter.
    const far = board(game, {
      players: 3,
      toMove: 3,
      owners: { South: 2, Far: 3 },
      armiesAt: { Far: 5, South: 1 },
      contested: rows,
    });
    expect(codeOf(game, far, { type: "expand", from: at(game, "Far"), moves: [{ to: at(game, "East"), armies: 2 }] })).toBe("contested-by-other");
    // The owner's pieces in East wait for the battle: seat 2 may not expand from East, nor into it.
    const owner = board(game, { toMove: 2, contested: rows });
    expect(codeOf(game, owner, { type: "expand", from: at(game, "East"), moves: [{ to: at(game, "Far"), armies: 1 }] })).toBe("contested-engaged");
    expect(codeOf(game, owner, { type: "expand", from: at(game, "Keep"), moves: [{ to: at(game, "East"), armies: 1 }] })).toBe("contested-engaged");
    // Seat 1 brings 4 more into its own dispute: the row grows from 3 to 7.
    const joined = must(game, board(game, { contested: rows }), expand(game, "Home", { to: "East", armies: 4 }));
    expect(joined.contested).toEqual([[at(game, "East"), 0, 7]]);
  });

  it("XP2 without `battles at round end` an expand does not invade (expand-no-invasion); it still moves", () => {
    const calm = createGame(irOf(text.replace("    battles at round end\n", "")));
    const s = board(calm);
    expect(codeOf(calm, s, expand(calm, "Home", { to: "East", armies: 3 }))).toBe("expand-no-invasion");
    expect(codeOf(calm, s, expand(calm, "Home", { to: "North", armies: 3 }))).toBe(undefined);
    expect(legalActions(calm, s).some((a) => a.type === "expand" && a.moves.some((m) => m.to === at(calm, "East")))).toBe(false);
  });

  it("XP2 the step's own `where` limits the targets (the target in question, `source` where the part comes from)", () => {
    const fenced = createGame(irOf(text.replace("expand into 1 leave 1", "expand into 1 leave 1 where Castle == 0")));
    expect(codeOf(fenced, board(fenced), expand(fenced, "Home", { to: "North", armies: 1 }))).toBe(undefined);
    // Seat 2 moving into its own castle, Keep: `Castle == 0` does not hold there.
    expect(codeOf(fenced, board(fenced, { toMove: 2 }), expand(fenced, "East", { to: "Keep", armies: 1 }))).toBe("not-here");
    // Without `where`, the same move is legal.
    expect(codeOf(game, board(game, { toMove: 2 }), expand(game, "East", { to: "Keep", armies: 1 }))).toBe(undefined);
  });
});

describe("XP4: the enumeration and the bots", () => {
  it("XP4 one part offers all and half to each target; a split offers the halves to each pair", () => {
    const one = legalActions(game, board(game)).filter((a) => a.type === "expand");
    // Home's movable 8 (9 - leave 1) into North, East, South: all 8 and half 4 → 6; North's 1 into Home (Keep is a castle) → 1.
    expect(one).toHaveLength(7);
    expect(one).toContainEqual(expand(game, "Home", { to: "East", armies: 8 }));
    expect(one).toContainEqual(expand(game, "Home", { to: "East", armies: 4 }));
    const split = legalActions(game, board(game, { phase: "split" })).filter((a) => a.type === "expand");
    // 7 single parts, and Home's 3 pairs of targets ({North, East}, {North, South}, {East, South}) split 4 + 4.
    expect(split).toHaveLength(10);
    expect(split).toContainEqual(expand(game, "Home", { to: "North", armies: 4 }, { to: "East", armies: 4 }));
  });

  it("XP4 greedy invades a weak enemy territory rather than idling", () => {
    // South is seat 1's (1 army): no empty territory to take; East holds 1 army against Home's 8 movable.
    const s = board(game, { owners: { South: 1 }, armiesAt: { East: 1 } });
    const decision = decisionOf(game, s);
    const choice = bots["greedy"]!.choose({
      game,
      view: viewFor(s, decision.seat),
      decision,
      actions: legalActions(game, s, decision),
      rng: seedRng(1),
    });
    expect(choice.type).toBe("expand");
    const parts = (choice as Extract<Action, { type: "expand" }>).moves;
    expect(parts.some((m) => m.to === at(game, "East"))).toBe(true);
    expect(problemOf(game, s, choice)).toBeUndefined();
  });

  it("XP4 greedy splits: an invasion with the armies its odds need, the rest to a second target", () => {
    const s = board(game, { phase: "split", armiesAt: { East: 1 } });
    const decision = decisionOf(game, s);
    const choice = bots["greedy"]!.choose({
      game,
      view: viewFor(s, decision.seat),
      decision,
      actions: legalActions(game, s, decision),
      rng: seedRng(1),
    });
    expect(problemOf(game, s, choice)).toBeUndefined();
    expect((choice as Extract<Action, { type: "expand" }>).moves).toHaveLength(2);
  });

  it("XP4 every expand the bots choose is legal (the simulator does not check a built-in bot's answers again)", () => {
    // 3 seats, greedy and random in turn, with units on the board (each seat's Siege at the setup): the engine checks each answer.
    const sieges = createGame(irOf(text.replace("    leave 1 empty\n", "    leave 1 empty\n    units 1 Siege each randomly\n")));
    let expands = 0;
    for (let seed = 1; seed <= 6; seed++)
      playDecisions(sieges, alternatingSeats(3, seed % 2 === 0), seed, 600, (_, decision) => void (decision.kind === "expand" && expands++));
    expect(expands).toBeGreaterThan(100);
  });

  it("XP4 50 greedy games of the fixture end, none stalled; random bots play 20 through the enumeration", () => {
    // Without the castle rule: the greedy bot does not bring a Siege next to Keep on purpose, so
    // with it 12 games of these 50 stall on the one castle (measured); the expand is not the cause.
    const open = text.replace("    attack where Castle == 0 or Siege of source > 0\n", "");
    const greedy = simulate(irOf(open), { games: 50, seed: 5, maxRounds: 300, bots: Array(2).fill(bots["greedy"]!) });
    expect({ games: greedy.games, stalled: greedy.stalled }).toEqual({ games: 50, stalled: 0 });
    const random = simulate(irOf(text), { games: 20, seed: 3, maxRounds: 300, bots: Array(3).fill(bots["random"]!) });
    expect(random.games).toBe(20);
  });
});

describe("XP3: the step in text and in positions", () => {
  it("XP3 the fixture formats once and for all and compiles to the same IR", async () => {
    const once = await formatRisk(text);
    expect(await formatRisk(once)).toBe(once);
    expect(irOf(once)).toEqual(irOf(text));
    const steps = irOf(text)
      .phases.flatMap((p) => p.steps)
      .filter((st) => st.kind === "expand");
    expect(steps).toEqual([
      { kind: "expand", into: { op: "int", value: 1 }, leave: { op: "int", value: 1 } },
      { kind: "expand", into: { op: "int", value: 2 }, leave: { op: "int", value: 1 } },
    ]);
  });

  it("XP3 a position at an expand decision reads back to the same state (the step adds no state)", () => {
    const s = must(game, board(game), expand(game, "Home", { to: "East", armies: 5 }));
    const back = positionFrom(game, positionOf(game, s));
    expect(back.ok && positionOf(game, back.state)).toEqual(positionOf(game, s));
    expect(decisionOf(game, s).kind).toBe("expand");
  });

  it("XP3 a menu says each part: its armies, its units by type and where it goes", () => {
    const s = board(game, { phase: "split" });
    const words = actionWords(game, s, expand(game, "Home", { to: "East", armies: 5, units: [1] }, { to: "North", armies: 2 }), "expand");
    expect(words).toBe("expand from Home: 5 armies and 1 Siege to East, 2 armies to North");
  });
});
