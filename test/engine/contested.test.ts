// Contested territories and battles at the round's end (CT1–CT6; docs/language-design.md part E
// item 2, "As built"), on test/fixtures/contested/contested.risk: the classic game with
// `battles at round end`. Classic's turn order is seats 1, 2, 3; the round ends after seat 3's
// turn. Kamchatka borders Alaska, Japan, Yakutsk, Irkutsk and Mongolia.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bots } from "../../bots/index.js";
import { boardOf } from "../../bots/greedy-bot.js";
import {
  createGame,
  decisionOf,
  determinize,
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
import { reinforcementsOf } from "../../play/index.js";
import { simulate } from "../../sim/index.js";
import { formatRisk } from "../../compiler/index.js";
import { irOf } from "../support/variants.js";
import { must, playState, territoryIndex, type Board } from "../support/engine.js";

const text = readFileSync("test/fixtures/contested/contested.risk", "utf8");
const game = createGame(irOf(text));
/** The fixture with more combat statements (a sure battle: `attacker +9` wins every comparison its best die makes). */
const withCombat = (extra: string, rest = "") =>
  createGame(irOf(text.replace("    battles at round end\n", `    battles at round end\n    ${extra}\n`).replace(/\n}\s*$/, `\n${rest}}\n`)));
const at = (g: Game, name: string) => territoryIndex(g, name);

/**
 * Seat 1 (Alaska 12, Northwest Territory 5) against seat 2 (Kamchatka 3, Irkutsk 5), seat 3 holding
 * Japan (6) and Mongolia (1, so that seat 3's fortify step waits for it); the rest seat 2's.
 */
function board(g: Game, extra: Partial<Board> = {}): GameState {
  const { owners = {}, armiesAt = {}, ...rest } = extra;
  return playState(g, {
    players: 3,
    toMove: 1,
    phase: "attack",
    owners: { Alaska: 1, "Northwest Territory": 1, Kamchatka: 2, Japan: 3, Mongolia: 3, ...owners },
    armiesAt: { Alaska: 12, "Northwest Territory": 5, Kamchatka: 3, Irkutsk: 5, Japan: 6, ...armiesAt },
    rest: 2,
    ...rest,
  });
}

const attack = (g: Game, from: string, to: string): Action => ({ type: "attack", from: at(g, from), to: at(g, to) });

/** Seat 3 ends its fortify step: its turn, and the round, end. */
function endRound(g: Game, state: GameState): GameState {
  const s = state;
  expect(decisionOf(g, s).seat).toBe(3);
  return must(g, s, { type: "end" });
}

describe("CT1: an attack moves in without dice and contests the territory", () => {
  it("CT1 Alaska's 11 armies that may attack move into Kamchatka, nobody rolls, seat 2 still owns it", () => {
    const before = board(game);
    const after = must(game, before, attack(game, "Alaska", "Kamchatka"));
    // 12 armies, one stays home (leave 1): 11 move in.
    expect(after.armies[at(game, "Alaska")]).toBe(1);
    expect(after.owner[at(game, "Kamchatka")]).toBe(1);
    expect(after.armies[at(game, "Kamchatka")]).toBe(3);
    expect(after.contested).toEqual([[at(game, "Kamchatka"), 0, 11]]);
    // No die was rolled: the game's generator did not move.
    expect(after.rng).toEqual(before.rng);
  });

  it("CT1 the attack is offered once a border, without a single roll or a card", () => {
    const offered = legalActions(game, board(game)).filter((a) => a.type === "attack");
    expect(offered.every((a) => a.type === "attack" && a.rolls === undefined && a.effect === undefined)).toBe(true);
    expect(offered).toContainEqual(attack(game, "Alaska", "Kamchatka"));
    expect(problemOf(game, board(game), { ...attack(game, "Alaska", "Kamchatka"), rolls: 1 } as Action)?.code).toBe("no-dice-now");
  });

  it("CT1 the IR says so, and a variant without the statement has no rows and no such field", () => {
    expect(irOf(text).combat.battlesAtRoundEnd).toBe(true);
    expect(irOf(text.replace("    battles at round end\n", "")).combat.battlesAtRoundEnd).toBeUndefined();
  });

  it("CT1 the formatter prints `battles at round end` as written and reads it back", async () => {
    const squeezed = text.replace("  combat {\n    battles at round end\n  }", "  combat { battles   at round end }");
    expect(squeezed).not.toBe(text);
    expect(await formatRisk(squeezed)).toBe(text);
  });
});

describe("CT2: who may enter and leave a contested territory", () => {
  it("CT2 the same invader adds armies by another attack: 11 in Kamchatka, then 4 more from Alaska", () => {
    // Seat 1's 11 armies already in Kamchatka, and 5 more in Alaska: 4 of them may attack.
    const s0 = board(game, { armiesAt: { Alaska: 5 }, contested: [{ territory: "Kamchatka", seat: 1, armies: 11 }] });
    const s = must(game, s0, attack(game, "Alaska", "Kamchatka"));
    expect(s.contested).toEqual([[at(game, "Kamchatka"), 0, 15]]);
  });

  it("CT2 a third seat may not enter a territory seat 1 contests (contested-by-other), nor is it offered", () => {
    // Mongolia's 3 armies give seat 3 attacks elsewhere, so its attack step waits for it.
    const s = board(game, { toMove: 3, armiesAt: { Mongolia: 3 }, contested: [{ territory: "Kamchatka", seat: 1, armies: 11 }] });
    expect(decisionOf(game, s).kind).toBe("attack");
    expect(problemOf(game, s, attack(game, "Japan", "Kamchatka"))?.code).toBe("contested-by-other");
    expect(legalActions(game, s)).not.toContainEqual(attack(game, "Japan", "Kamchatka"));
  });

  it("CT2 the owner neither attacks out of its contested territory nor moves armies into or out of it (contested-engaged)", () => {
    const attacking = board(game, { toMove: 2, contested: [{ territory: "Kamchatka", seat: 1, armies: 11 }] });
    expect(decisionOf(game, attacking).kind).toBe("attack");
    expect(problemOf(game, attacking, attack(game, "Kamchatka", "Japan"))?.code).toBe("contested-engaged");
    expect(problemOf(game, attacking, attack(game, "Irkutsk", "Mongolia"))).toBeUndefined();
    const fortifying = board(game, { toMove: 2, phase: "fortify", contested: [{ territory: "Kamchatka", seat: 1, armies: 11 }] });
    const move = (from: string, to: string): Action => ({ type: "fortify", from: at(game, from), to: at(game, to), count: 1 });
    expect(problemOf(game, fortifying, move("Yakutsk", "Kamchatka"))?.code).toBe("contested-engaged");
    expect(problemOf(game, fortifying, move("Kamchatka", "Yakutsk"))?.code).toBe("contested-engaged");
    expect(problemOf(game, fortifying, move("Irkutsk", "Yakutsk"))).toBeUndefined();
    expect(
      legalActions(game, fortifying).some((a) => a.type === "fortify" && (a.to === at(game, "Kamchatka") || a.from === at(game, "Kamchatka"))),
    ).toBe(false);
  });
});

describe("CT3/CT4: the battles at the round's end", () => {
  it("CT3 CT4 a sure win (`attacker +9`): at the round's end seat 1's 3 armies take Kamchatka (1 army) and all stay", () => {
    // One defending army rolls one die; the invader's best die +9 (10 or more) beats any face: the
    // defender loses its army in the first roll and the invader loses none.
    const g = withCombat("attacker +9");
    const s = board(g, { toMove: 3, phase: "fortify", armiesAt: { Kamchatka: 1 }, contested: [{ territory: "Kamchatka", seat: 1, armies: 3 }] });
    const after = endRound(g, s);
    expect(after.owner[at(g, "Kamchatka")]).toBe(0);
    expect(after.armies[at(g, "Kamchatka")]).toBe(3);
    expect(after.contested).toEqual([]);
    // The round is over: round 2, seat 1 to move.
    expect(after.round).toBe(s.round + 1);
    expect(after.current).toBe(0);
  });

  it("CT3 a huge battle (100 million against 100 million, `attacker +9`) is fought in draws of many rounds: the invader wins, counts stay whole", () => {
    // The invader's best die +9 wins the first comparison of every round; the second is fair, so
    // the defender loses 1 or 2 armies a round and the invader 0 or 1 (1 only when the defender
    // loses 1): the invader never has fewer armies than the defender and takes the territory.
    // Round by round this is at least 50 million rounds; drawn in batches it is a few hundred draws.
    const g = withCombat("attacker +9");
    const n = 100_000_000;
    const s = board(g, { toMove: 3, phase: "fortify", armiesAt: { Kamchatka: n }, contested: [{ territory: "Kamchatka", seat: 1, armies: n }] });
    const after = endRound(g, s);
    const k = at(g, "Kamchatka");
    expect(after.owner[k]).toBe(0);
    expect(after.contested).toEqual([]);
    expect(Number.isInteger(after.armies[k])).toBe(true);
    expect(after.armies[k]).toBeGreaterThanOrEqual(1);
    expect(after.armies[k]).toBeLessThanOrEqual(n);
  });

  it("CT4 a sure defence (`defender +9`): seat 1's 2 armies fall, the row goes, Kamchatka keeps its 2 armies", () => {
    // Two invading armies roll 2 dice, two defenders 2 dice; the defender's best die +9 wins its
    // comparison, the other is a fair roll: each roll costs the invader 1 or 2 armies and the
    // defender at most 1, so with 2 against 2 the invader is out first unless it wins two fair
    // comparisons in a row while losing none of the sure ones; it always loses the sure one.
    const g = withCombat("defender +9");
    const s = board(g, { toMove: 3, phase: "fortify", armiesAt: { Kamchatka: 2 }, contested: [{ territory: "Kamchatka", seat: 1, armies: 2 }] });
    const after = endRound(g, s);
    expect(after.owner[at(g, "Kamchatka")]).toBe(1);
    expect(after.contested).toEqual([]);
    // Every roll takes at least one invading army (the sure comparison); the defender can lose at most one a roll while the invader stands.
    expect(after.armies[at(g, "Kamchatka")]).toBeGreaterThanOrEqual(1);
  });

  it("CT3 a unit rolls its own die in the round's battle: a Champion's +9 makes 1 army and the Champion sure to take 1 army", () => {
    // The invader rolls 2 dice (1 army + the Champion) against 1: the Champion's die carries +9, so
    // the one comparison is won every time and the defender's army falls in the first roll. With
    // the units rolling the variant's ordinary die, the invader lost that roll in 91/216 of seeds.
    const g = withCombat("", "  units {\n    unit Champion limit 1 {\n      attack +9\n    }\n  }\n");
    for (let seed = 1; seed <= 40; seed++) {
      const s = board(g, {
        toMove: 3,
        phase: "fortify",
        seed,
        armiesAt: { Kamchatka: 1 },
        contested: [{ territory: "Kamchatka", seat: 1, armies: 1 }],
        units: {
          Champion: [
            { owner: 1, at: "Kamchatka" },
            { owner: 2, at: null },
            { owner: 3, at: null },
          ],
        },
      });
      const after = endRound(g, s);
      expect(after.owner[at(g, "Kamchatka")]).toBe(0);
      expect(after.armies[at(g, "Kamchatka")]).toBe(1);
    }
  });

  it("CT3 one army against one: the invader wins 15 of 36 (its die must beat the defender's; ties defend), over 3000 seeds", () => {
    let wins = 0;
    const runs = 3000;
    for (let seed = 1; seed <= runs; seed++) {
      const s = board(game, {
        toMove: 3,
        phase: "fortify",
        seed,
        armiesAt: { Kamchatka: 1 },
        contested: [{ territory: "Kamchatka", seat: 1, armies: 1 }],
      });
      if (endRound(game, s).owner[at(game, "Kamchatka")] === 0) wins++;
    }
    // 15/36 = 0.4167; the standard error over 3000 battles is 0.009: four of them either way.
    expect(Math.abs(wins / runs - 15 / 36)).toBeLessThan(0.036);
  });

  it("CT3 with two contested territories the round's first player (seat 1) chooses; the other is then fought at once", () => {
    const g = withCombat("attacker +9");
    const s = board(g, {
      toMove: 3,
      phase: "fortify",
      owners: { Ural: 3 },
      armiesAt: { Kamchatka: 1, Ural: 1 },
      contested: [
        { territory: "Kamchatka", seat: 1, armies: 3 },
        { territory: "Ural", seat: 2, armies: 4 },
      ],
    });
    const waiting = endRound(g, s);
    expect(decisionOf(g, waiting)).toMatchObject({ kind: "battle", seat: 1 });
    expect(legalActions(g, waiting)).toEqual([
      { type: "battle", territory: at(g, "Kamchatka") },
      { type: "battle", territory: at(g, "Ural") },
    ]);
    expect(problemOf(g, waiting, { type: "battle", territory: at(g, "Japan") })?.code).toBe("not-contested");
    // The choice is not a step to end, nor a moment to spend: what the decision does not offer is refused.
    expect(problemOf(g, waiting, { type: "end" })).toMatchObject({
      code: "not-now",
      message: "you cannot end this step now (the game waits for battle)",
    });
    const after = must(g, waiting, { type: "battle", territory: at(g, "Ural") });
    // Both fought (sure wins): seat 2 holds Ural with 4, seat 1 Kamchatka with 3; round 2 begins with seat 1.
    expect([after.owner[at(g, "Ural")], after.armies[at(g, "Ural")]]).toEqual([1, 4]);
    expect([after.owner[at(g, "Kamchatka")], after.armies[at(g, "Kamchatka")]]).toEqual([0, 3]);
    expect(after.contested).toEqual([]);
    expect([after.round, after.current]).toEqual([s.round + 1, 0]);
  });

  it("CT4 a conquest at the round's end fires `on conquest` (a Fort on Kamchatka) and earns classic's card", () => {
    const g = withCombat(
      "attacker +9",
      '  buildings {\n    building Fort { limit 1 }\n  }\n  rules {\n    rule "Spoils" on conquest {\n      build Fort\n    }\n  }\n',
    );
    const s = board(g, { toMove: 3, phase: "fortify", armiesAt: { Kamchatka: 1 }, contested: [{ territory: "Kamchatka", seat: 1, armies: 3 }] });
    const hand = s.hands[0]!.length;
    const after = endRound(g, s);
    expect(after.buildings[0]![at(g, "Kamchatka")]).toBe(1);
    // `draw 1 when conquered > 0`: the conquest deals the card its turn's draw step would have.
    expect(after.hands[0]!.length).toBe(hand + 1);
  });

  it("CT4 a conquest at the round's end that takes a seat's last territory puts it out", () => {
    const g = withCombat("attacker +9");
    const s = playState(g, {
      players: 3,
      toMove: 3,
      phase: "fortify",
      owners: { Alaska: 1, Kamchatka: 2, Japan: 3, Mongolia: 3 },
      armiesAt: { Alaska: 5, Kamchatka: 1, Japan: 6 },
      rest: 1,
      contested: [{ territory: "Kamchatka", seat: 1, armies: 3 }],
    });
    const after = endRound(g, s);
    expect(after.alive).toEqual([true, false, true]);
  });
});

describe("CT5: `contested` in formulas and supply lines", () => {
  const supply = readFileSync("test/fixtures/supply/supply-lines.risk", "utf8").replace(
    "    defender dice 1..2\n",
    "    defender dice 1..2\n    battles at round end\n",
  );
  const RECEIVE = /receive max over[^\n]*\n[^\n]*\n/;
  const incomeOf = (receive: string, contested: { territory: string; seat: number; armies: number }[]) => {
    const g = createGame(irOf(supply.replace(RECEIVE, `receive ${receive}\n`)));
    const all = ["Paris", "Lorraine", "Saxony", "Bohemia", "Lombardy", "Rome"];
    const mine = ["Paris", "Lorraine", "Saxony"];
    const territories = Object.fromEntries(all.map((t) => [t, { owner: mine.includes(t) ? 1 : 2, armies: 2 }]));
    const read = positionFrom(g, { players: 2, toMove: 1, phase: "tax", territories, contested });
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    return reinforcementsOf(g, read.state, 0)!.total;
  };

  it("CT5 `territories owned where not contested`: 3 owned, Lorraine contested by seat 2: 2", () => {
    expect(incomeOf("count(territories owned where not contested)", [])).toBe(3);
    expect(incomeOf("count(territories owned where not contested)", [{ territory: "Lorraine", seat: 2, armies: 1 }])).toBe(2);
  });

  it("CT5 a supply line along undisputed territories: Paris - Lorraine - Saxony is cut at a contested Lorraine", () => {
    const line = "max over territories owned where tax > 0: count(territories owned where not contested connected)";
    // By hand: the line from Paris is Paris, Lorraine, Saxony (3); with Lorraine contested, Paris
    // and Saxony stand alone (1 each).
    expect(incomeOf(line, [])).toBe(3);
    expect(incomeOf(line, [{ territory: "Lorraine", seat: 2, armies: 1 }])).toBe(1);
  });
});

describe("CT1: positions, views and determinized copies keep the rows", () => {
  it("CT1 a position writes the rows and reads them back; a seat does not contest its own territory", () => {
    const s = must(game, board(game), attack(game, "Alaska", "Kamchatka"));
    const position = positionOf(game, s);
    expect(position.contested).toEqual([{ territory: "Kamchatka", seat: 1, armies: 11 }]);
    const read = positionFrom(game, position);
    expect(read.ok && read.state.contested).toEqual(s.contested);
    const own = positionFrom(game, { ...position, contested: [{ territory: "Kamchatka", seat: 2, armies: 1 }] });
    expect(own.ok ? [] : own.errors.map((e) => e.code)).toEqual(["contested-own"]);
    const classic = createGame(irOf(text.replace("    battles at round end\n", "")));
    const unused = positionFrom(classic, { ...positionOf(classic, board(classic)), contested: [] });
    expect(unused.ok ? [] : unused.errors.map((e) => e.code)).toEqual(["unused-field"]);
  });

  it("CT1 an invader's leader and units that moved in stand on the contested territory, and a position reads them back", () => {
    const g = withCombat("", '  leaders {\n    leader "Chief" seat 1 {\n      attack +1\n    }\n  }\n');
    const s = board(g, { leaders: { Chief: { at: "Alaska" } } });
    const after = must(g, s, attack(g, "Alaska", "Kamchatka"));
    const position = positionOf(g, after);
    expect((position.leaders as Record<string, { at: string | null }>)["Chief"]!.at).toBe("Kamchatka");
    const read = positionFrom(g, position);
    expect(read.ok ? [] : read.errors.map((e) => e.code)).toEqual([]);
    expect(read.ok && positionOf(g, read.state)).toEqual(position);
  });

  it("CT1 every seat's view shows the rows, and a determinized copy keeps them", () => {
    const s = must(game, board(game), attack(game, "Alaska", "Kamchatka"));
    for (const seat of [1, 2, 3]) expect(viewFor(s, seat).contested).toEqual(s.contested);
    expect(determinize(game, viewFor(s, 3), seedRng(5)).contested).toEqual(s.contested);
  });
});

describe("CT3: bots play it through the enumerated actions", () => {
  it("CT3 greedy, first in the round, has its own likely win fought first: its 10 against 1 before 10 against its 1", () => {
    const s = board(game, {
      toMove: 3,
      phase: "fortify",
      owners: { Greenland: 1 },
      armiesAt: { Kamchatka: 1, Greenland: 1 },
      contested: [
        { territory: "Greenland", seat: 2, armies: 10 },
        { territory: "Kamchatka", seat: 1, armies: 10 },
      ],
    });
    const waiting = endRound(game, s);
    const decision = decisionOf(game, waiting);
    const actions = legalActions(game, waiting, decision);
    const view = viewFor(waiting, decision.seat);
    const choice = bots["greedy"]!.choose({ game, view, decision, actions, rng: seedRng(1) });
    expect(choice).toEqual({ type: "battle", territory: at(game, "Kamchatka") });
    expect(boardOf(game, view, decision).seat).toBe(0);
  });

  it("CT3 200 greedy games of the fixture with 3 players end: none stalls", () => {
    const report = simulate(irOf(text), { games: 200, seed: 11, maxRounds: 500, bots: Array(3).fill(bots["greedy"]!) });
    expect({ games: report.games, stalled: report.stalled }).toEqual({ games: 200, stalled: 0 });
  });

  it("CT3 random bots play 20 games of the fixture through the enumeration without an illegal action", () => {
    const report = simulate(irOf(text), { games: 20, seed: 3, maxRounds: 300, bots: Array(3).fill(bots["random"]!) });
    expect(report.games).toBe(20);
  });
});
