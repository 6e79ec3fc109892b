// Part A of version 3 (docs/language-design.md, "Rules: A1..A13"): the `rules` section — effects
// at events, under conditions, at a cost, for a duration. Each rule id is checked on a small
// variant that has just that rule, and the test variant test/fixtures/rules/rules.risk (every
// event, effect and duration) plays whole games in which every lasting effect ends at its event.
import { describe, expect, it } from "vitest";
import {
  applyInPlace,
  createGame,
  legalActions,
  neighbours,
  newGame,
  positionFrom,
  positionOf,
  type Position,
  type Action,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { edited, fromPosition, playState, territoryIndex } from "../support/engine.js";
import { classicGame, compileFileAt, compileText, irOf } from "../support/variants.js";
import { blockAfter } from "../support/readme.js";
import { formatRisk } from "../../compiler/index.js";

/** A classic game with a gold resource, a game resource `storms`, a Plague marker and these rules. */
function withRules(rules: string): Game {
  return createGame(
    irOf(`variant "T" extends "classic" {
  resources { resource gold per player = 0  resource storms = 0 }
  buildings { building Plague { limit 1 }  building Shrine { limit 1 } }
  rules { ${rules} }
}`),
  );
}

function must(game: Game, state: GameState, action: Action): void {
  expect(applyInPlace(game, state, action)).toBeUndefined();
}

/** Play the current seat's turn to its end: end each step, placing what must be placed first. */
function endTurn(game: Game, s: GameState): void {
  const seat = s.current;
  for (let guard = 0; guard < 200 && s.current === seat && s.stage === "play"; guard++)
    must(game, s, legalActions(game, s).find((a) => a.type === "end") ?? legalActions(game, s)[0]!);
}

const gold = (game: Game, s: GameState, seat: number) => s.counters[game.counterIndex.get("gold")!]![seat]!;
const gameGold = { gold: { "1": 0, "2": 0, "3": 0 } };

/** Three players: seat 1 holds Alaska (12 armies), seat 2 Kamchatka (`defenders`), seat 3 the rest; seat 1 to move. */
function board(game: Game, extra: Record<string, unknown> = {}, defenders = 1): GameState {
  return playState(game, {
    players: 3,
    toMove: 1,
    owners: { Alaska: 1, Kamchatka: 2, Peru: 2 },
    armiesAt: { Alaska: 12, Kamchatka: defenders },
    rest: 3,
    counters: { ...gameGold },
    ...extra,
  });
}

/** `board`, then its position edited (buildings, armies) and the turn of seat 1 started again: its turn start rules fire on the edited board. */
function markedBoard(game: Game, edit: (p: Position) => void, extra: Record<string, unknown> = {}): GameState {
  return edited(game, board(game, extra), (p) => {
    edit(p);
    Object.assign(p, { phase: "reinforce", step: 1, pool: 0, pending: null });
    p.turn = { ...p.turn, started: false, stepStarted: false };
  });
}

const open = (game: Game, s: GameState, a: string, b: string) =>
  neighbours(game.graph, s.switches, territoryIndex(game, a)).includes(territoryIndex(game, b));

describe("the rules section (part A)", () => {
  it("a variant without rules has no dispatch table: the engine never looks at one", () => {
    expect(classicGame().rules).toBeUndefined();
    expect(withRules(`rule "Tithe" on turn start { gain gold 1 }`).rules?.at.turnStart.map((r) => r.name)).toEqual(["Tithe"]);
  });

  it("A1: `on turn start { gain gold 1 }` fires at the start of each turn, for the player to move", () => {
    const game = withRules(`rule "Tithe" on turn start { gain gold 1 }`);
    const s = board(game);
    expect([gold(game, s, 0), gold(game, s, 1), gold(game, s, 2)]).toEqual([1, 0, 0]);
    endTurn(game, s);
    expect(s.current).toBe(1);
    expect([gold(game, s, 0), gold(game, s, 1), gold(game, s, 2)]).toEqual([1, 1, 0]);
  });

  it("A2: `gain gold roll d6` draws a random amount of 1..6 from the game's generator (a seed plays the same)", () => {
    const game = withRules(`rule "Windfall" on turn start { gain gold roll d6 }`);
    const seen = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = board(game, { seed });
      const again = board(game, { seed });
      expect(gold(game, again, 0)).toBe(gold(game, s, 0));
      seen.add(gold(game, s, 0));
    }
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("A3: a border opened `for this turn` exists for the turn, then closes at its end", () => {
    const game = withRules(`rule "Ice bridge" on turn start for this turn { open Alaska -- Iceland }`);
    const s = board(game);
    expect(open(game, s, "Alaska", "Iceland")).toBe(true);
    expect(open(game, s, "Iceland", "Alaska")).toBe(true);
    expect(s.lasting).toEqual([[0, 0, 0, 1, -1, 0]]);
    endTurn(game, s);
    // Seat 2's own turn opens it again for seat 2: the row is seat 2's now.
    expect(s.lasting).toEqual([[0, 0, 1, 1, -1, 0]]);
    const ruleless = createGame(irOf(`variant "T" extends "classic" { }`));
    expect(neighbours(ruleless.graph, [], territoryIndex(ruleless, "Alaska"))).not.toContain(territoryIndex(ruleless, "Iceland"));
  });

  it("A3: a position carries the lasting rows (rule, border, seat, until) and reads them back with the border open", () => {
    const game = withRules(`rule "Ice bridge" on turn start for this turn { open Alaska -- Iceland }`);
    const s = board(game);
    const p = positionOf(game, s);
    expect(p.lasting).toEqual([{ rule: "Ice bridge", border: "Alaska -- Iceland", seat: 1, until: "turn" }]);
    const back = fromPosition(game, p);
    expect(back.lasting).toEqual(s.lasting);
    expect(open(game, back, "Alaska", "Iceland")).toBe(true);
    const bad = positionFrom(game, { ...p, lasting: [{ rule: "Ice bridg", border: "Alaska -- Peru", seat: 9, until: "ever" }] });
    expect(bad.ok ? [] : bad.errors.map((e) => e.path)).toEqual(["lasting.0.rule", "lasting.0.border", "lasting.0.seat", "lasting.0.until"]);
    expect(positionFrom(classicGame(), { ...positionOf(classicGame(), newGame(classicGame(), 3, 1)), lasting: [] }).ok).toBe(false);
  });

  it("A3: an attack may cross the opened border while it is open", () => {
    const game = withRules(`rule "Ice bridge" on phase start attack for this turn { open Alaska -- Iceland }`);
    const s = board(game);
    const iceland = territoryIndex(game, "Iceland");
    const attacksIceland = () => legalActions(game, s).some((a) => a.type === "attack" && a.to === iceland);
    expect(attacksIceland()).toBe(false); // the reinforce phase: not open yet
    while (s.phase === 0) must(game, s, legalActions(game, s).find((a) => a.type === "end") ?? legalActions(game, s)[0]!);
    expect(attacksIceland()).toBe(true);
  });

  it("A4: a rule whose cost cannot be paid does not fire; one that can pays it", () => {
    const game = withRules(`rule "Ice bridge" on turn start cost 2 gold for this turn { open Alaska -- Iceland }`);
    const poor = board(game, { counters: { gold: { "1": 1, "2": 0, "3": 0 } } });
    expect([gold(game, poor, 0), open(game, poor, "Alaska", "Iceland")]).toEqual([1, false]);
    const rich = board(game, { counters: { gold: { "1": 3, "2": 0, "3": 0 } } });
    expect([gold(game, rich, 0), open(game, rich, "Alaska", "Iceland")]).toEqual([1, true]);
  });

  it("A5: a border closed `until your next turn` stays closed through the others' turns and opens as the player's next turn starts", () => {
    const game = withRules(`rule "Storm" on turn end when seat == 1 until your next turn { close Alaska -- Kamchatka }`);
    const s = board(game, {}, 3);
    expect(open(game, s, "Kamchatka", "Alaska")).toBe(true);
    endTurn(game, s);
    expect(s.current).toBe(1);
    expect(open(game, s, "Kamchatka", "Alaska")).toBe(false);
    expect(legalActions(game, s).some((a) => a.type === "attack" && a.to === territoryIndex(game, "Alaska"))).toBe(false);
    endTurn(game, s);
    expect(open(game, s, "Kamchatka", "Alaska")).toBe(false);
    endTurn(game, s);
    expect(s.current).toBe(0);
    expect(open(game, s, "Kamchatka", "Alaska")).toBe(true);
    expect(s.lasting).toEqual([]);
  });

  it("A6: `on conquest` acts on the conquered territory: a marker built, another razed", () => {
    const game = withRules(`rule "Spoils" on conquest { build Plague  raze Shrine }`);
    const s = edited(game, board(game, { phase: "attack" }), (p) => {
      p.territories.Kamchatka = { owner: 2, armies: 1, buildings: { Shrine: 1 } };
    });
    expect(s.buildings[1]![territoryIndex(game, "Kamchatka")]).toBe(1);
    must(game, s, { type: "attack", from: territoryIndex(game, "Alaska"), to: territoryIndex(game, "Kamchatka") });
    const k = territoryIndex(game, "Kamchatka");
    expect(s.owner[k]).toBe(0);
    expect([s.buildings[0]![k], s.buildings[1]![k]]).toEqual([1, 0]);
  });

  it("A7: `each territory owned where Plague > 0 { lose 1 }`: each marked territory of the player loses an army, keeping its last", () => {
    const game = withRules(`rule "Plague" on turn start { each territory owned where Plague > 0 { lose 1 } }`);
    const s = markedBoard(game, (p) => {
      p.territories.Alaska = { owner: 1, armies: 5, buildings: { Plague: 1 } };
      p.territories.Alberta = { owner: 1, armies: 1, buildings: { Plague: 1 } };
      p.territories.Peru = { owner: 2, armies: 4, buildings: { Plague: 1 } };
    });
    const at = (name: string) => s.armies[territoryIndex(game, name)];
    expect([at("Alaska"), at("Alberta"), at("Peru")]).toEqual([4, 1, 4]);
  });

  it("A7: `owner becomes <seat>` hands the territory in question over with its armies", () => {
    const game = withRules(`rule "Abandoned" on turn start { each territory owned where Plague > 0 { owner becomes 3 } }`);
    const s = markedBoard(game, (p) => {
      p.territories.Alberta = { owner: 1, armies: 2, buildings: { Plague: 1 } };
    });
    const t = territoryIndex(game, "Alberta");
    expect([s.owner[t], s.armies[t]]).toEqual([2, 2]);
  });

  it("A8: `give gold 2 to <seat>` moves what the player has (at most) to that seat", () => {
    const game = withRules(`rule "Tribute" on turn start { give gold 2 to 3 }`);
    const s = board(game, { counters: { gold: { "1": 5, "2": 0, "3": 1 } } });
    expect([gold(game, s, 0), gold(game, s, 2)]).toEqual([3, 3]);
    const poor = board(game, { counters: { gold: { "1": 1, "2": 0, "3": 0 } } });
    expect([gold(game, poor, 0), gold(game, poor, 2)]).toEqual([0, 1]);
  });

  it("A9: `on elimination` rewards the player who put another out", () => {
    const game = withRules(`rule "Bounty" on elimination { gain gold 5 }`);
    const s = playState(game, {
      players: 3,
      toMove: 1,
      phase: "attack",
      owners: { Alaska: 1, Kamchatka: 2 },
      armiesAt: { Alaska: 12, Kamchatka: 1 },
      rest: 3,
      counters: { ...gameGold },
    });
    must(game, s, { type: "attack", from: territoryIndex(game, "Alaska"), to: territoryIndex(game, "Kamchatka") });
    expect(s.alive[1]).toBe(false);
    expect(gold(game, s, 0)).toBe(5);
  });

  it("A10: `on crossing gold = 10` fires once when gold reaches 10, not again while it stays above", () => {
    const game = withRules(`rule "Tithe" on turn start { gain gold 4 }  rule "Rich" on crossing gold = 10 { gain storms 1 }`);
    const storms = (s: GameState) => s.counters[game.counterIndex.get("storms")!]![0]!;
    const s = board(game, { counters: { gold: { "1": 7, "2": 0, "3": 0 } } });
    expect([gold(game, s, 0), storms(s)]).toEqual([11, 1]);
    const below = board(game, { counters: { gold: { "1": 2, "2": 0, "3": 0 } } });
    expect([gold(game, below, 0), storms(below)]).toEqual([6, 0]);
    const above = board(game, { counters: { gold: { "1": 12, "2": 0, "3": 0 } } });
    expect(storms(above)).toBe(0);
  });

  it("A11: `on battle end` fires after each attack; a border `for this battle` ends with it", () => {
    const game = withRules(`rule "Thunder" on battle end { gain storms 1 }  rule "Ferry" on conquest for this battle { open Peru -- Congo }`);
    const s = board(game, { phase: "attack" }, 3);
    must(game, s, { type: "attack", from: territoryIndex(game, "Alaska"), to: territoryIndex(game, "Kamchatka"), rolls: 1 });
    expect(s.counters[game.counterIndex.get("storms")!]![0]).toBe(1);
    expect(s.lasting).toEqual([]);
    expect(open(game, s, "Peru", "Congo")).toBe(false);
  });

  it("A12: `lose N` with no territory in question takes armies from the player's largest stacks, each keeping one", () => {
    const game = withRules(`rule "Idle" on turn start { lose 3 }`);
    const s = board(game);
    expect(s.armies[territoryIndex(game, "Alaska")]).toBe(9);
  });

  it("A13: a rule's condition reads the event's territory and `source` (RISK2014 elsewhere)", () => {
    const game = withRules(`rule "Pilgrims" on conquest when Shrine of source > 0 and Plague == 0 { gain gold 1 }`);
    for (const shrine of [0, 1]) {
      const s = edited(game, board(game, { phase: "attack" }), (p) => {
        p.territories.Alaska = { owner: 1, armies: 12, buildings: { Shrine: shrine } };
      });
      must(game, s, { type: "attack", from: territoryIndex(game, "Alaska"), to: territoryIndex(game, "Kamchatka") });
      expect(gold(game, s, 0)).toBe(shrine);
    }
    expect(
      compileText(
        `variant "T" extends "classic" { buildings { building Shrine } rules { rule "R" on turn start when Shrine of source > 0 { armies +1 } } }`,
      ).diagnostics.map((d) => d.code),
    ).toContain("RISK2014");
  });
});

describe("the README's rules example", () => {
  it("compiles without a diagnostic, is formatted, and plays", async () => {
    const text = blockAfter("### Rules: events, conditions, effects, durations");
    const result = compileText(text);
    expect(result.diagnostics).toEqual([]);
    expect(await formatRisk(text)).toBe(text);
    const game = createGame(result.ir!);
    const s = newGame(game, 3, 7);
    expect(s.stage).not.toBe("over");
  });
});

describe("durations always end (property, the test variant)", () => {
  const ir = compileFileAt("test/fixtures/rules/rules.risk").ir!;
  const game = createGame(ir);

  it("compiles with every event, effect and duration", () => {
    expect(new Set(ir.rules!.map((r) => r.on))).toEqual(
      new Set(["turnStart", "turnEnd", "phaseStart", "phaseEnd", "roundEnd", "conquest", "elimination", "battleEnd", "crossing"]),
    );
    expect(new Set(ir.rules!.map((r) => r.duration ?? "always"))).toEqual(new Set(["battle", "turn", "nextTurn", "always"]));
  });

  it("in random games, no row outlives its event: `for this battle` after the attack, `for this turn` after the turn, `until your next turn` at its seat's turn", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const s = newGame(game, 3 + (seed % 2), seed);
      // A choice of its own, apart from the game's generator: a small linear congruential one.
      let pickRng = seed;
      let turnOf = s.current;
      for (let step = 0; step < 3000 && s.stage !== "over"; step++) {
        const actions = legalActions(game, s);
        pickRng = (pickRng * 1103515245 + 12345) % 2147483648;
        must(game, s, actions[pickRng % actions.length]!);
        if (s.stage !== "play") continue;
        if (s.pending) continue;
        // No battle is under way between decisions: no row `for this battle` is left.
        expect(s.lasting.filter((row) => row[3] === 0)).toEqual([]);
        // A row `for this turn` belongs to the turn under way.
        for (const row of s.lasting.filter((r) => r[3] === 1)) expect(row[2]).toBe(s.current);
        if (s.current !== turnOf) {
          // A new turn began: its player's rows `until your next turn` ended as it started.
          turnOf = s.current;
          expect(s.lasting.filter((row) => row[3] === 2 && row[2] === s.current)).toEqual([]);
        }
        // Each border's flag is on exactly while a row holds it.
        game.rules!.borders.forEach((_, k) => expect(s.switches[k]).toBe(s.lasting.some((row) => row[1] === k)));
      }
    }
  });
});
