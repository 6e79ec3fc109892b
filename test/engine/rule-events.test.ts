// Part A of version 3, the remaining events (docs/language-design.md, "Rules: A14..A21"): rules at
// a named deck's draw and play, the effect deck's reveal, a purchase, the setup's end and a
// battle's start, and optional rules (the pending `fire`: its player fires or declines). Each
// rule id is checked on a small variant; the test variant test/fixtures/rules/rule-events.risk
// (every new event and an optional rule) plays whole games.
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../bots/greedy-bot.js";
import { searchBot } from "../../bots/index.js";
import {
  applyInPlace,
  createGame,
  decisionOf,
  legalActions,
  neighbours,
  newGame,
  positionFrom,
  positionOf,
  viewFor,
  type Action,
  type Game,
  type GameState,
} from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { edited, fromPosition, playState, territoryIndex } from "../support/engine.js";
import { compileFileAt, compileText, irOf } from "../support/variants.js";
import { blockAfter } from "../support/readme.js";
import { formatRisk } from "../../compiler/index.js";

/** Classic with gold and favour, a Fort, a market, the effect deck, a named deck `gods`, a `play` and a `buy` step, and these rules. */
function withRules(rules: string, phases = ""): Game {
  return createGame(
    irOf(`variant "T" extends "classic" {
  resources { resource gold per player = 0  resource favour per player = 0 }
  buildings { building Fort { limit 1 } }
  market { offer Fort cost 3 gold  offer army cost 1 gold }
  effects { deal 1 each  card "Windfall" copies 6 { on reveal: armies +2 } }
  effects gods {
    card "Omen" copies 3 { on draw: gain gold 1  on play: gain gold 2 }
    card "Bolt" copies 3 { on play: attack +1 for this battle }
  }
  effects omens { card "Raven" copies 3 { on play: gain favour 5 } }
  turn {
    phase reinforce {
      receive 3
      reveal effect
      play
      place
    }
    phase attack { attack }
    phase market { buy }
    ${phases}
  }
  rules { ${rules} }
}`),
  );
}

function must(game: Game, state: GameState, action: Action): void {
  expect(applyInPlace(game, state, action)).toBeUndefined();
}

const counter = (game: Game, s: GameState, name: string, seat = 0) => s.counters[game.counterIndex.get(name)!]![seat]!;
const cardId = (game: Game, name: string) => game.deckCards.findIndex((c) => c.name === name);
const deckOf = (game: Game, name: string) => game.decks!.findIndex((d) => d.name === name);

/** Three players: seat 1 holds Alaska (12 armies), seat 2 Kamchatka and Peru, seat 3 the rest; seat 1 to move, gold and favour as given. */
function board(game: Game, extra: Record<string, unknown> = {}, gold = 0): GameState {
  return playState(game, {
    players: 3,
    toMove: 1,
    owners: { Alaska: 1, Kamchatka: 2, Peru: 2 },
    armiesAt: { Alaska: 12, Kamchatka: 3 },
    rest: 3,
    counters: { gold: { "1": gold, "2": 0, "3": 0 }, favour: { "1": 0, "2": 0, "3": 0 } },
    ...extra,
  });
}

/** The current seat's turn run on to a decision of `kind` (each step ended, or its first action taken). */
function toDecision(game: Game, s: GameState, kind: string): void {
  for (let k = 0; k < 60 && decisionOf(game, s).kind !== kind && s.stage === "play"; k++) {
    const actions = legalActions(game, s);
    must(game, s, actions.find((a) => a.type === "end") ?? actions[0]!);
  }
  expect(decisionOf(game, s).kind).toBe(kind);
}

/** A new game of 3 with its setup played (each seat's first offered action): the state as the first turn waits for its first decision. */
function setUp(game: Game): GameState {
  const s = newGame(game, 3, 4);
  for (let k = 0; k < 500 && s.stage === "setup"; k++) must(game, s, legalActions(game, s)[0]!);
  expect(s.stage).toBe("play");
  return s;
}

const open = (game: Game, s: GameState, a: string, b: string) =>
  neighbours(game.graph, s.switches, territoryIndex(game, a)).includes(territoryIndex(game, b));

describe("the remaining events (part A)", () => {
  it("A14: `on draw gods` fires after the card's own `on draw`, for the drawer, at that deck's draws only", () => {
    const game = withRules(
      `rule "Omens" on draw gods when gold >= 1 { gain favour 1 }  rule "Any" on draw { gain favour 10 }`,
      `phase draw { draw effect 1 from gods  draw effect 1 from omens }`,
    );
    const s = board(game, { phase: "attack" });
    s.deckPiles[deckOf(game, "gods")] = [cardId(game, "Omen")];
    s.deckPiles[deckOf(game, "omens")] = [cardId(game, "Raven")];
    toDecision(game, s, "place");
    // The turn's draw phase passed (seat 2 places now): Omen gave gold 1 first, so `Omens` fired;
    // `Any` fired at both draws; the omens draw fired no `Omens`.
    expect(s.current).toBe(1);
    expect([counter(game, s, "gold", 0), counter(game, s, "favour", 0)]).toEqual([1, 21]);
  });

  it("A14: a condition at `draw` that fails (the card gave no gold) keeps the rule from firing", () => {
    const game = withRules(`rule "Omens" on draw gods when gold >= 1 { gain favour 1 }`, `phase draw { draw effect 1 from gods }`);
    const s = board(game, { phase: "attack" });
    s.deckPiles[deckOf(game, "gods")] = [cardId(game, "Bolt")];
    toDecision(game, s, "place");
    expect([counter(game, s, "gold", 0), counter(game, s, "favour", 0)]).toEqual([0, 0]);
  });

  it("A15: `on play gods` fires after the card's effects, for the player who played it, and not for another deck's card", () => {
    const game = withRules(`rule "Zeal" on play gods when gold >= 2 { gain favour 1 }`);
    const s = board(game);
    s.held[0] = [cardId(game, "Omen"), cardId(game, "Raven")];
    toDecision(game, s, "play");
    must(game, s, { type: "play", card: cardId(game, "Raven") });
    expect(counter(game, s, "favour")).toBe(5);
    must(game, s, { type: "play", card: cardId(game, "Omen") });
    // Omen's `gain gold 2` came first: the condition held.
    expect([counter(game, s, "gold"), counter(game, s, "favour")]).toEqual([2, 6]);
  });

  it("A16: `on reveal` fires for the player who turned up an effect card, after the card's own effect", () => {
    const game = withRules(`rule "Fate" on reveal { gain favour 1  armies +1 }`);
    const s = board(game);
    s.hiddenEffects[0] = [0];
    toDecision(game, s, "revealEffect");
    expect(s.pool).toBe(3);
    must(game, s, { type: "reveal" });
    // Windfall's `armies +2`, then the rule's `armies +1`.
    expect([s.pool, counter(game, s, "favour"), counter(game, s, "favour", 1)]).toEqual([6, 1, 0]);
    // Turning up nothing (the step ended) fires nothing.
    const none = board(game);
    none.hiddenEffects[0] = [0];
    toDecision(game, none, "revealEffect");
    must(game, none, { type: "end" });
    expect(counter(game, none, "favour")).toBe(0);
  });

  it("A17: `on purchase` fires once the thing bought is placed, for the buyer", () => {
    const game = withRules(`rule "Receipt" on purchase when count(territories owned where Fort > 0) == 1 { gain favour 1 }`);
    const s = board(game, {}, 5);
    toDecision(game, s, "buy");
    const alaska = territoryIndex(game, "Alaska");
    must(game, s, { type: "buy", offer: 0, territory: alaska });
    expect([s.buildings[0]![alaska], counter(game, s, "gold"), counter(game, s, "favour")]).toEqual([1, 2, 1]);
    must(game, s, { type: "buy", offer: 1, count: 2 });
    expect([counter(game, s, "gold"), counter(game, s, "favour")]).toEqual([0, 2]);
  });

  it("A17: `on purchase Fort` fires for a Fort alone, with the territory it went to in question", () => {
    // Alaska holds 12 armies, Alberta 1 (and at most 3 more placed before the buy): the condition reads the Fort's territory.
    const game = withRules(`rule "Keep" on purchase Fort when armies >= 10 { gain favour 1 }  rule "Any" on purchase { gain favour 10 }`);
    const s = board(game, { owners: { Alaska: 1, Alberta: 1, Kamchatka: 2, Peru: 2 }, armiesAt: { Alaska: 12, Alberta: 1, Kamchatka: 3 } }, 9);
    toDecision(game, s, "buy");
    must(game, s, { type: "buy", offer: 0, territory: territoryIndex(game, "Alaska") });
    // "Keep" (12 armies or more, at least 10) and "Any": 1 + 10.
    expect(counter(game, s, "favour")).toBe(11);
    must(game, s, { type: "buy", offer: 0, territory: territoryIndex(game, "Alberta") });
    // Alberta's 1 to 4 armies fail "Keep": "Any" alone.
    expect(counter(game, s, "favour")).toBe(21);
    must(game, s, { type: "buy", offer: 1, count: 1 });
    // An army is not a Fort: "Any" alone again.
    expect(counter(game, s, "favour")).toBe(31);
  });

  it("A17: `armies +N` at `on purchase Fort` puts the armies on the Fort's territory, not in the pool", () => {
    const game = withRules(`rule "Garrison" on purchase Fort { armies +2 }`);
    const s = board(game, {}, 9);
    toDecision(game, s, "buy");
    const alaska = territoryIndex(game, "Alaska");
    const [before, pool] = [s.armies[alaska]!, s.pool];
    must(game, s, { type: "buy", offer: 0, territory: alaska });
    expect([s.armies[alaska]! - before, s.pool - pool]).toEqual([2, 0]);
  });

  it("A17: `on purchase X` names a unit type or a building the market sells (RISK2003, RISK4220)", () => {
    const codes = (sections: string) => compileText(`variant "T" extends "classic" { ${sections} }`).diagnostics.map((d) => d.code);
    const fort = `resources { resource gold per player = 0 }  buildings { building Fort { limit 1 }  building Tower { limit 1 } }  market { offer Fort cost 1 gold }`;
    expect(codes(`${fort}  rules { rule "R" on purchase Frot { armies +1 } }`)).toContain("RISK2003");
    expect(codes(`${fort}  rules { rule "R" on purchase Tower { armies +1 } }`)).toContain("RISK4220");
    // The territory the Fort went to is in question: its condition and `lose` read it (no RISK2014).
    const fine = codes(`${fort}  rules { rule "R" on purchase Fort when Fort > 0 { lose 1 } }`);
    for (const code of ["RISK2003", "RISK2014", "RISK4220"]) expect(fine).not.toContain(code);
  });

  it("A18: `on setup end` fires once for each player, in turn order, before the first turn's `turn start`", () => {
    const game = withRules(
      `rule "Muster" on setup end { gain gold 2  give gold 1 to seat % players + 1 }  rule "Tithe" on turn start when gold >= 2 { gain favour 1 }`,
    );
    const s = setUp(game);
    // Each seat gained 2, gave 1 to the next and got 1 from the one before: 2 each; the first
    // player's `turn start` saw that.
    expect([0, 1, 2].map((seat) => counter(game, s, "gold", seat))).toEqual([2, 2, 2]);
    expect(counter(game, s, "favour", s.current)).toBe(1);
    // In turn order: a game resource counts the firings, each player gains the count so far.
    const order = createGame(
      irOf(`variant "T" extends "classic" {
  resources { resource gold per player = 0  resource ticket = 0 }
  rules { rule "Queue" on setup end { gain ticket 1  gain gold ticket } }
}`),
    );
    const t = setUp(order);
    expect(t.turnOrder.map((seat) => counter(order, t, "gold", seat))).toEqual([1, 2, 3]);
  });

  it("A19: `on battle start` fires before the first roll, the attacked territory in question and `source` the attacking one", () => {
    const game = withRules(`rule "War chest" on battle start when Fort of source > 0 and Fort == 0 { gain gold 1 }`);
    for (const fort of [0, 1]) {
      const s = edited(game, board(game, { phase: "attack" }), (p) => {
        p.territories.Alaska = { owner: 1, armies: 12, buildings: { Fort: fort } };
      });
      must(game, s, { type: "attack", from: territoryIndex(game, "Alaska"), to: territoryIndex(game, "Kamchatka"), rolls: 1 });
      expect(counter(game, s, "gold")).toBe(fort);
    }
  });

  it("A19: what a `battle start` rule does `for this battle` holds for the attack; an attack it made impossible is not fought", () => {
    const game = withRules(
      `rule "Siege" on battle start when Fort > 0 for this battle { close Alaska -- Kamchatka }  rule "Over" on battle end { gain favour 1 }`,
    );
    const s = edited(game, board(game, { phase: "attack" }), (p) => {
      p.territories.Kamchatka = { owner: 2, armies: 3, buildings: { Fort: 1 } };
    });
    const [alaska, kamchatka] = [territoryIndex(game, "Alaska"), territoryIndex(game, "Kamchatka")];
    must(game, s, { type: "attack", from: alaska, to: kamchatka });
    // No roll: both stacks stand; the battle still ended (its rules fired) and its border opened again.
    expect([s.armies[alaska], s.armies[kamchatka], s.owner[kamchatka]]).toEqual([12, 3, 1]);
    expect(counter(game, s, "favour")).toBe(1);
    expect(open(game, s, "Alaska", "Kamchatka")).toBe(true);
    expect(s.lasting).toEqual([]);
  });

  it("A19: a die bonus `for this battle` given at `battle start` counts in that battle's rolls, and ends with it", () => {
    const losses = (rules: string) => {
      const game = withRules(rules);
      let lost = 0;
      for (let seed = 1; seed <= 12; seed++) {
        const s = board(game, { phase: "attack", seed });
        const alaska = territoryIndex(game, "Alaska");
        must(game, s, { type: "attack", from: alaska, to: territoryIndex(game, "Kamchatka"), rolls: 1 });
        lost += 12 - s.armies[alaska]!;
        expect(s.lasting).toEqual([]);
      }
      return lost;
    };
    // +6 on the attacker's best die beats any defender's die: the attacker loses nothing at its best die's comparison.
    expect(losses(`rule "Charge" on battle start { attack +6 for this battle }`)).toBeLessThan(losses(`rule "Calm" on battle start { gain gold 1 }`));
  });

  it("A14–A19: a condition reads what the event gives it (RISK2014 for `source` at `purchase`); RISK2031 for `build` with no territory", () => {
    const codes = (rules: string) =>
      compileText(
        `variant "T" extends "classic" { buildings { building Fort }  market { offer Fort cost 1 armies }  rules { ${rules} } }`,
      ).diagnostics.map((d) => d.code);
    expect(codes(`rule "R" on purchase when Fort of source > 0 { armies +1 }`)).toContain("RISK2014");
    expect(codes(`rule "R" on setup end { build Fort }`)).toContain("RISK2031");
    expect(codes(`rule "R" on battle start { build Fort }`)).not.toContain("RISK2031");
    expect(codes(`rule "R" on battle start when Fort of source > 0 { armies +1 }`)).not.toContain("RISK2014");
  });

  it("RISK4220: an event the variant never has (no named deck, no effect deck, no market) warns", () => {
    const result = compileText(
      `variant "T" extends "classic" { rules { rule "R" on draw { armies +1 }  rule "S" on purchase { armies +1 }  rule "U" on reveal { armies +1 } } }`,
    );
    expect(result.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ["RISK4220", "warning"],
      ["RISK4220", "warning"],
      ["RISK4220", "warning"],
    ]);
    expect(result.ir).toBeDefined();
  });
});

describe("battle roll (part A, lowered into the dice pipeline)", () => {
  it("A22: `on battle roll when c { defend +1 }` is the pipeline's `defender +1 when c`: the same IR, no rule left for the executor", () => {
    const base = `variant "T" extends "classic" { buildings { building Fort { limit 1 } }`;
    const asRule = irOf(
      `${base} rules { rule "Fortified" on battle roll when Fort > 0 and Fort of source == 0 { defend +1 for this battle  attack +2 for this battle } } }`,
    );
    const asCombat = irOf(
      `${base} combat { defender +1 when Fort > 0 and Fort of source == 0  attacker +2 when Fort > 0 and Fort of source == 0 } }`,
    );
    expect(asRule.combat.modifiers).toEqual(asCombat.combat.modifiers);
    expect(asRule.combat.modifiers?.map((m) => m.side)).toEqual(["defender", "attacker"]);
    expect(asRule.rules).toBeUndefined();
  });

  it("A22: the bonus holds for every roll of an attack whose condition held as it started", () => {
    const game = withRules(`rule "Charge" on battle roll when Fort of source > 0 { attack +6 for this battle }`);
    const taken = (fort: number) => {
      let n = 0;
      for (let seed = 1; seed <= 12; seed++) {
        const s = edited(game, board(game, { phase: "attack", seed }), (p) => {
          p.territories.Alaska = { owner: 1, armies: 12, buildings: { Fort: fort } };
          p.territories.Kamchatka = { owner: 2, armies: 1 };
        });
        must(game, s, { type: "attack", from: territoryIndex(game, "Alaska"), to: territoryIndex(game, "Kamchatka"), rolls: 1 });
        if (s.owner[territoryIndex(game, "Kamchatka")] === 0) n++;
      }
      return n;
    };
    // One defending die against the best attacking die +6 (7 or more): one roll always takes the territory.
    expect(taken(1)).toBe(12);
    expect(taken(0)).toBeLessThan(12);
  });

  it("A22: RISK2071 for an effect other than a die bonus or a duration, RISK2072 for a cost, RISK2070 for `optional`", () => {
    const codes = (rule: string) =>
      compileText(`variant "T" extends "classic" { resources { resource gold per player = 0 }  rules { ${rule} } }`)
        .diagnostics.filter((d) => d.severity === "error")
        .map((d) => d.code);
    expect(codes(`rule "R" on battle roll { armies +1 }`)).toEqual(["RISK2071"]);
    expect(codes(`rule "R" on battle roll { attack +1 for this turn }`)).toEqual(["RISK2071"]);
    expect(codes(`rule "R" on battle roll until your next turn { attack +1 for this battle }`)).toEqual(["RISK2071"]);
    expect(codes(`rule "R" on battle roll cost 1 gold { attack +1 for this battle }`)).toEqual(["RISK2072"]);
    expect(codes(`optional rule "R" on battle roll { attack +1 for this battle }`)).toEqual(["RISK2070"]);
    expect(codes(`rule "R" on battle roll { attack +21 for this battle }`)).toEqual(["RISK4088"]);
    expect(codes(`rule "R" on battle roll when gold > 2 for this battle { attack +1 for this battle  defend +1 for this battle }`)).toEqual([]);
  });
});

describe("optional rules (part A)", () => {
  const levy = `optional rule "Levy" on turn start cost 2 gold { armies +4 }`;

  it("A20: at its event an optional rule is its player's decision: `fire` pays and acts, `end` declines and pays nothing", () => {
    const game = withRules(levy);
    const s = board(game, {}, 5);
    const d = decisionOf(game, s);
    expect([d.kind, d.seat]).toEqual(["fire", 1]);
    expect(legalActions(game, s)).toEqual([{ type: "fire", rule: 0 }, { type: "end" }]);
    must(game, s, { type: "fire", rule: 0 });
    // The turn goes on: its `receive 3` after the rule's 4.
    expect([counter(game, s, "gold"), s.pool, s.pending]).toEqual([3, 7, null]);
    const declined = board(game, {}, 5);
    must(game, declined, { type: "end" });
    expect([counter(game, declined, "gold"), declined.pool, declined.phase, declined.pending]).toEqual([5, 3, 0, null]);
  });

  it("A20: not offered when its condition fails or its player cannot pay; a rule not offered is refused with its code", () => {
    const game = withRules(`${levy}  optional rule "Alms" on turn start when gold < 2 { gain gold 1 }`);
    const poor = board(game, {}, 1);
    expect(decisionOf(game, poor).kind).toBe("fire");
    expect(legalActions(game, poor)).toEqual([{ type: "fire", rule: 1 }, { type: "end" }]);
    expect(applyInPlace(game, poor, { type: "fire", rule: 0 })?.code).toBe("rule-not-offered");
    const rich = board(game, {}, 5);
    expect(legalActions(game, rich)[0]).toEqual({ type: "fire", rule: 0 });
    // Two offers are decided one after the other: Levy, then (no: gold is 5) nothing more.
    must(game, rich, { type: "end" });
    expect(decisionOf(game, rich).kind).toBe("revealEffect");
    expect(applyInPlace(game, rich, { type: "fire", rule: 0 })?.code).toBe("not-now");
  });

  it("A20: offers queue: two optional rules at one event are decided in source order", () => {
    const game = withRules(`optional rule "A" on turn start { gain favour 1 }  optional rule "B" on turn start { gain favour 10 }`);
    const s = board(game);
    expect(s.pending).toEqual({ kind: "fire", offers: [0, 0, 1, 0] });
    must(game, s, { type: "end" });
    expect(legalActions(game, s)[0]).toEqual({ type: "fire", rule: 1 });
    must(game, s, { type: "fire", rule: 1 });
    expect([counter(game, s, "favour"), s.pending]).toEqual([10, null]);
  });

  it("A20: an offer whose cost an earlier offer spent is refused with its code; only `end` is offered", () => {
    const game = withRules(
      `optional rule "A" on turn start cost 2 gold { gain favour 1 }  optional rule "B" on turn start cost 2 gold { gain favour 10 }`,
    );
    const s = board(game, {}, 3);
    expect(s.pending).toEqual({ kind: "fire", offers: [0, 0, 1, 0] });
    must(game, s, { type: "fire", rule: 0 });
    expect(legalActions(game, s)).toEqual([{ type: "end" }]);
    expect(applyInPlace(game, s, { type: "fire", rule: 1 })?.code).toBe("rule-cannot-pay");
    must(game, s, { type: "end" });
    expect([counter(game, s, "gold"), counter(game, s, "favour"), s.pending]).toEqual([1, 1, null]);
  });

  it("A20: at `purchase` and `play` the offer comes after the action, and the step goes on after it", () => {
    const game = withRules(`optional rule "Tip" on purchase cost 1 gold { gain favour 3 }`);
    const s = board(game, {}, 5);
    toDecision(game, s, "buy");
    must(game, s, { type: "buy", offer: 1, count: 2 });
    expect(decisionOf(game, s).kind).toBe("fire");
    must(game, s, { type: "fire", rule: 0 });
    expect([counter(game, s, "gold"), counter(game, s, "favour"), decisionOf(game, s).kind]).toEqual([2, 3, "buy"]);
  });

  it("A20: a position carries the pending offers by rule name and seat, and refuses a rule that is not optional", () => {
    const game = withRules(`${levy}  rule "Plain" on turn end { gain gold 1 }`);
    const s = board(game, {}, 5);
    const p = positionOf(game, s);
    expect(p.pending).toEqual({ kind: "fire", offers: [{ rule: "Levy", seat: 1 }] });
    expect(fromPosition(game, p).pending).toEqual(s.pending);
    const bad = positionFrom(game, { ...p, pending: { kind: "fire", offers: [{ rule: "Plain", seat: 1 }] } });
    expect(bad.ok ? [] : bad.errors.map((e) => e.path)).toEqual(["pending.offers.0.rule", "pending.offers"]);
  });

  it("A20: RISK2070: an optional rule at an event where the game cannot stop (inside an attack, between turns, at the setup's end)", () => {
    const codes = (event: string) =>
      compileText(`variant "T" extends "classic" { rules { optional rule "R" on ${event} { armies +1 } } }`).diagnostics.map((d) => d.code);
    for (const event of ["conquest", "battle start", "battle end", "turn end", "round end", "setup end", "phase start attack"])
      expect(codes(event)).toContain("RISK2070");
    expect(codes("turn start")).toEqual([]);
  });

  it("A21: the greedy bot fires an optional rule when it helps and declines one that hurts", () => {
    const choose = (game: Game, s: GameState) => {
      const decision = decisionOf(game, s);
      return greedyBot.choose({ game, view: viewFor(s, decision.seat), decision, actions: legalActions(game, s), rng: seedRng(1) });
    };
    const helps = withRules(`optional rule "Levy" on turn start { armies +4 }`);
    expect(choose(helps, board(helps))).toEqual({ type: "fire", rule: 0 });
    const hurts = withRules(`optional rule "Curse" on turn start { lose 6 }`);
    expect(choose(hurts, board(hurts))).toEqual({ type: "end" });
  });

  it("A21: the search bot decides an offer (fire or decline), the same whatever its view hides", () => {
    const game = withRules(levy);
    const s = board(game, {}, 5);
    const decision = decisionOf(game, s);
    const bot = searchBot("search:12", { iterations: 12 });
    const pick = bot.choose({ game, view: viewFor(s, decision.seat), decision, actions: legalActions(game, s), rng: seedRng(3) });
    expect(legalActions(game, s)).toContainEqual(pick);
  });
});

describe("the test variant (rule-events.risk)", () => {
  const ir = compileFileAt("test/fixtures/rules/rule-events.risk").ir!;
  const game = createGame(ir);

  it("compiles with every new event and an optional rule", () => {
    expect(new Set(ir.rules!.map((r) => r.on))).toEqual(new Set(["draw", "play", "reveal", "purchase", "setupEnd", "battleStart", "turnStart"]));
    expect(ir.rules!.filter((r) => r.optional).map((r) => r.name)).toEqual(["Levy"]);
    // A22: `Walls` is the pipeline's, not the executor's.
    expect(ir.rules!.map((r) => r.name)).not.toContain("Walls");
    expect(ir.combat.modifiers?.map((m) => [m.side, m.bonus])).toEqual([["defender", { op: "int", value: 1 }]]);
  });

  it("plays random games to the end or the step limit, every action offered legal, every offer decided by its own seat", () => {
    let fired = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const s = newGame(game, 3, seed);
      let pick = seed;
      for (let step = 0; step < 2500 && s.stage !== "over"; step++) {
        const d = decisionOf(game, s);
        if (d.kind === "fire") expect(s.pending?.kind === "fire" && s.pending.offers[1]).toBe(d.seatIndex);
        const actions = legalActions(game, s);
        pick = (pick * 1103515245 + 12345) % 2147483648;
        const action = actions[pick % actions.length]!;
        if (action.type === "fire") fired++;
        must(game, s, action);
      }
    }
    expect(fired).toBeGreaterThan(0);
  });
});

describe("the README's example of the remaining events", () => {
  it("compiles without a diagnostic, is formatted, and plays with its optional rule offered", async () => {
    const text = blockAfter("#### More events, and optional rules");
    const result = compileText(text);
    expect(result.diagnostics).toEqual([]);
    expect(await formatRisk(text)).toBe(text);
    const game = createGame(result.ir!);
    const s = setUp(game);
    // `Muster` gave each player 2 gold at the setup's end: the first player can pay for `Levy`.
    expect(decisionOf(game, s).kind).toBe("fire");
    expect([0, 1, 2].map((seat) => counter(game, s, "gold", seat))).toEqual([2, 2, 2]);
    // As the README writes the action and the position's pending.
    expect(legalActions(game, s)).toContainEqual({ type: "fire", rule: 4 });
    expect(positionOf(game, s).pending).toEqual({ kind: "fire", offers: [{ rule: "Levy", seat: s.current + 1 }] });
  });
});
