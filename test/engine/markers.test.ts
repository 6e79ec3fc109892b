// Hidden markers dealt from a named deck onto territories (issue 26, SW13; docs/language-design.md
// "As built / Version 3"), rule ids MK1–MK8 on test/fixtures/markers/markers.risk: a `put` step
// draws the top card of `relics` (seen by its player alone) and the player puts it face down on a
// territory of its own (MK1); `put N` puts N one after another, and an empty pile puts none
// (MK2); a conquest turns every marker of the territory up, and its `on reveal` effects act for the
// conqueror (MK3); the action's legality (MK4); the view and the search bot's determinization
// (MK5); positions (MK6); the greedy bot's spot (MK7); the quantity `markers` (MK8). Checks:
// RISK4250, RISK4251, RISK2037.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../bots/greedy-bot.js";
import {
  applyInPlace,
  createGame,
  decisionOf,
  determinize,
  legalActions,
  positionFrom,
  problemOf,
  positionOf,
  viewFor,
  type GameState,
  type Position,
} from "../../engine/index.js";
import { seedRng } from "../../engine/math/index.js";
import { fromPosition, territoryIndex } from "../support/engine.js";
import { codesOf, compileText, irOf } from "../support/variants.js";

const text = readFileSync("test/fixtures/markers/markers.risk", "utf8");
const game = createGame(irOf(text));
const T = (name: string) => territoryIndex(game, name);
const card = (name: string) => game.deckCards.findIndex((c) => c.name === name);
const relics = game.decks!.findIndex((d) => d.name === "relics");
const crowns = game.counterIndex.get("crowns")!;
const decks = (pile: string[], markers: Record<string, { at: string | null; card: string }[]> = {}) => ({
  relics: { pile, discards: [], held: {}, markers },
});

/**
 * Seat 1 holds Alaska (12), Alberta (3) and Northwest Territory (1); seat 2 Kamchatka (6) and
 * Greenland (2); every other territory is seat 3's with one army. `extra` overrides.
 */
const position = (extra: Partial<Position> = {}): GameState =>
  fromPosition(game, {
    players: 3,
    toMove: 1,
    phase: "attack",
    territories: {
      Alaska: { owner: 1, armies: 12 },
      Alberta: { owner: 1, armies: 3 },
      "Northwest Territory": { owner: 1, armies: 1 },
      Kamchatka: { owner: 2, armies: 6 },
      Greenland: { owner: 2, armies: 2 },
    },
    others: { owner: 3, armies: 1 },
    turn: { started: true },
    decks: decks(["Decoy", "Decoy", "Decoy", "Crown"]),
    ...extra,
  });

/** The same board at the `hide` phase of seat 1's turn (its `put` step runs). */
const atHide = (pile: string[], extra: Partial<Position> = {}) => position({ phase: "hide", decks: decks(pile), ...extra });

describe("MK hidden markers", () => {
  it("MK1 a `put` step draws the top card of the deck and the player puts it on a territory of its own", () => {
    const s = atHide(["Decoy", "Decoy", "Decoy", "Crown"]);
    const d = decisionOf(game, s);
    expect(d.kind).toBe("put");
    expect(d.seat).toBe(1);
    // The top card (the last of the pile) is the Crown: drawn, not yet on the map.
    expect(s.markerCards[0]).toEqual([card("Crown")]);
    expect(s.markerAt[0]).toEqual([-1]);
    expect(s.deckPiles[relics]!.length).toBe(3);
    const offered = legalActions(game, s, d).map((a) => (a.type === "put" ? a.territory : -1));
    expect(offered.sort((a, b) => a - b)).toEqual([T("Alaska"), T("Alberta"), T("Northwest Territory")].sort((a, b) => a - b));
    expect(applyInPlace(game, s, { type: "put", territory: T("Alberta") })).toBeUndefined();
    expect(s.markerAt[0]).toEqual([T("Alberta")]);
    // The hide phase was the last: the turn passed to seat 2.
    expect(s.pending).toBeNull();
    expect(s.current).toBe(1);
  });

  it("MK2 `put 1 ... when count(territories owned) >= 2` puts nothing for a player with one territory, nor from an empty pile", () => {
    const lone = atHide(["Decoy"], {
      territories: { Alaska: { owner: 1, armies: 12 }, Kamchatka: { owner: 2, armies: 6 } },
    });
    expect(lone.markerAt[0]).toEqual([]);
    expect(lone.current).toBe(1);
    expect(lone.deckPiles[relics]!.length).toBe(1);
    const empty = atHide([]);
    expect(empty.markerAt[0]).toEqual([]);
    expect(empty.current).toBe(1);
  });

  it("MK2 `put 2` puts two markers, the second drawn once the first lies on the map", () => {
    const two = createGame(irOf(text.replace("put 1 from relics", "put 2 from relics")));
    const s = fromPosition(two, {
      players: 3,
      toMove: 1,
      phase: "hide",
      territories: { Alaska: { owner: 1, armies: 12 }, Alberta: { owner: 1, armies: 3 } },
      others: { owner: 3, armies: 1 },
      turn: { started: true },
      decks: decks(["Decoy", "Crown", "Decoy"]),
    });
    expect(s.markerCards[0]).toEqual([card("Decoy")]);
    expect(applyInPlace(two, s, { type: "put", territory: T("Alaska") })).toBeUndefined();
    expect(decisionOf(two, s).kind).toBe("put");
    expect(s.markerAt[0]).toEqual([T("Alaska"), -1]);
    expect(s.markerCards[0]).toEqual([card("Decoy"), card("Crown")]);
    expect(applyInPlace(two, s, { type: "put", territory: T("Alaska") })).toBeUndefined();
    expect(s.markerAt[0]).toEqual([T("Alaska"), T("Alaska")]);
    expect(s.deckPiles[relics]).toEqual([card("Decoy")]);
    expect(s.pending).toBeNull();
  });

  it("MK3 conquering a territory turns its markers up: the Crown's `on reveal` is the conqueror's, and it wins", () => {
    // Seat 2's Crown and a Decoy lie on Kamchatka; seat 1 attacks it from Alaska with 12 against 1.
    const s = position({
      territories: {
        Alaska: { owner: 1, armies: 30 },
        Alberta: { owner: 1, armies: 3 },
        Kamchatka: { owner: 2, armies: 1 },
        Greenland: { owner: 2, armies: 2 },
      },
      decks: decks(["Decoy"], {
        "2": [
          { at: "Kamchatka", card: "Crown" },
          { at: "Greenland", card: "Decoy" },
        ],
      }),
    });
    expect(applyInPlace(game, s, { type: "attack", from: T("Alaska"), to: T("Kamchatka") })).toBeUndefined();
    expect(s.owner[T("Kamchatka")]).toBe(0);
    expect(s.counters[crowns]![0]).toBe(1);
    expect(s.counters[crowns]![1]).toBe(0);
    // Turned up: off the map, into the deck's discards (public); the Decoy elsewhere stays hidden.
    expect(s.markerAt[1]).toEqual([T("Greenland")]);
    expect(s.markerCards[1]).toEqual([card("Decoy")]);
    expect(s.deckDiscards[relics]).toEqual([card("Crown")]);
    expect(s.stage).toBe("over");
    expect(s.result?.winners).toEqual([0]);
  });

  it("MK3 a Decoy turned up does nothing, and the game goes on", () => {
    const s = position({
      territories: {
        Alaska: { owner: 1, armies: 30 },
        Alberta: { owner: 1, armies: 3 },
        Kamchatka: { owner: 2, armies: 1 },
        Greenland: { owner: 2, armies: 2 },
      },
      decks: decks(["Crown"], { "2": [{ at: "Kamchatka", card: "Decoy" }] }),
    });
    expect(applyInPlace(game, s, { type: "attack", from: T("Alaska"), to: T("Kamchatka") })).toBeUndefined();
    expect(s.owner[T("Kamchatka")]).toBe(0);
    expect(s.markerAt[1]).toEqual([]);
    expect(s.deckDiscards[relics]).toEqual([card("Decoy")]);
    expect(s.counters[crowns]![0]).toBe(0);
    expect(s.stage).toBe("play");
  });

  it("MK4 a marker goes only on a territory of the player's, and only when one was drawn", () => {
    const s = atHide(["Crown"]);
    expect(problemOf(game, s, { type: "put", territory: T("Kamchatka") })?.code).toBe("not-owned");
    expect(problemOf(game, s, { type: "put", territory: 999 })?.code).toBe("no-such-territory");
    const attack = position();
    expect(problemOf(game, attack, { type: "put", territory: T("Alaska") })?.code).toBe("not-now");
  });

  it("MK5 where markers lie is public, their cards are their placer's: a view and a determinization", () => {
    const s = position({ decks: decks(["Decoy", "Decoy"], { "1": [{ at: "Alaska", card: "Decoy" }], "2": [{ at: "Kamchatka", card: "Crown" }] }) });
    const view = viewFor(s, 1);
    expect(view.markerAt[1]).toEqual([T("Kamchatka")]);
    expect(view.markerCards).toEqual([card("Decoy")]);
    expect(JSON.stringify(view)).not.toContain('markerCards":[[');
    // Seat 1 has seen one Decoy: seat 2's marker is one of the other three (a Crown and two Decoys), the Crown a third of the time.
    const rng = seedRng(5);
    let crownSeen = 0;
    const draws = 3000;
    for (let k = 0; k < draws; k++) {
      const d = determinize(game, view, rng);
      expect(d.markerCards[0]).toEqual([card("Decoy")]);
      expect(d.markerCards[1]!.length).toBe(1);
      expect(viewFor(d, 1).markerCards).toEqual(view.markerCards);
      const all = [...d.deckPiles[relics]!, ...d.markerCards.flat()].sort();
      expect(all).toEqual([card("Crown"), card("Decoy"), card("Decoy"), card("Decoy")].sort());
      if (d.markerCards[1]![0] === card("Crown")) crownSeen++;
    }
    // 1000 expected (sd 26).
    expect(crownSeen).toBeGreaterThan(900);
    expect(crownSeen).toBeLessThan(1100);
  });

  it("MK6 a position keeps the markers (a drawn one as `at: null`) and the pending `put`", () => {
    const s = atHide(["Decoy", "Decoy", "Crown"], {
      decks: decks(["Decoy", "Decoy", "Crown"], { "2": [{ at: "Kamchatka", card: "Decoy" }] }),
    });
    const p = positionOf(game, s);
    expect(p.pending).toEqual({ kind: "put", deck: "relics", left: 0 });
    expect(p.decks?.["relics"]?.markers).toEqual({ "1": [{ at: null, card: "Crown" }], "2": [{ at: "Kamchatka", card: "Decoy" }], "3": [] });
    const back = positionFrom(game, p);
    expect("errors" in back).toBe(false);
    const again = (back as { state: GameState }).state;
    expect(again.markerAt).toEqual(s.markerAt);
    expect(again.markerCards).toEqual(s.markerCards);
    expect(again.pending).toEqual(s.pending);
    // A marker of an unknown card is an error with its path.
    const bad = positionFrom(game, { ...p, decks: decks([], { "1": [{ at: "Alaska", card: "Sceptre" }] }) });
    expect("errors" in bad && bad.errors.some((e) => e.path === "decks.relics.markers.1.0.card")).toBe(true);
    // MK6: a drawn marker (`at: null`) only while its seat, to move, is putting it.
    const { pending: _, ...notPutting } = p;
    const loose = positionFrom(game, notPutting);
    expect("errors" in loose && loose.errors.map((e) => e.code)).toEqual(["marker-not-put"]);
    const missing = positionFrom(game, { ...p, decks: decks(["Decoy", "Decoy", "Crown"], { "2": [{ at: "Kamchatka", card: "Decoy" }] }) });
    expect("errors" in missing && missing.errors.map((e) => e.code)).toEqual(["marker-not-put"]);
  });

  it("MK7 the greedy bot hides the Crown on the territory farthest from an enemy, a Decoy on the safest free one", () => {
    // Seat 1 holds the whole of North America but Greenland (seat 2's); Alaska borders Kamchatka (seat 3's).
    const na = ["Alaska", "Alberta", "Northwest Territory", "Ontario", "Quebec", "Western United States", "Eastern United States", "Central America"];
    const territories = Object.fromEntries(na.map((t) => [t, { owner: 1, armies: t === "Western United States" ? 5 : 2 }]));
    const hide = (pile: string[], markers: Record<string, { at: string | null; card: string }[]> = {}) =>
      position({ phase: "hide", territories: { ...territories, Greenland: { owner: 2, armies: 2 } }, decks: decks(pile, markers) });
    const pick = (s: GameState) => {
      const d = decisionOf(game, s);
      const a = greedyBot.choose({ game, view: viewFor(s, d.seat), decision: d, actions: legalActions(game, s, d), rng: seedRng(1) });
      return a.type === "put" ? a.territory : -1;
    };
    // By hand: Western United States (5 armies) and Alberta (2) border only seat 1's territories
    // (two steps from Kamchatka, Greenland, Venezuela); every other one borders an enemy.
    expect(pick(hide(["Crown"]))).toBe(T("Western United States"));
    // A Decoy: the safest territory without a marker (Western United States has one already).
    expect(pick(hide(["Decoy"], { "1": [{ at: "Western United States", card: "Crown" }] }))).toBe(T("Alberta"));
  });

  it("MK8 `markers` counts the markers on the territory in question, whoever put them", () => {
    // Seat 1 may attack only where no marker lies (`attack where markers == 0`).
    const guarded = createGame(irOf(text.replace("  end {", "  combat {\n    attack where markers == 0\n  }\n\n  end {")));
    const s = fromPosition(guarded, {
      players: 3,
      toMove: 1,
      phase: "attack",
      territories: { Alaska: { owner: 1, armies: 12 }, Kamchatka: { owner: 2, armies: 1 }, Alberta: { owner: 2, armies: 1 } },
      others: { owner: 3, armies: 1 },
      turn: { started: true },
      decks: decks(["Decoy", "Decoy"], { "2": [{ at: "Kamchatka", card: "Decoy" }], "3": [{ at: "Kamchatka", card: "Crown" }] }),
    });
    const targets = new Set(legalActions(guarded, s, decisionOf(guarded, s)).flatMap((a) => (a.type === "attack" ? [a.to] : [])));
    expect(targets.has(T("Kamchatka"))).toBe(false);
    expect(targets.has(T("Alberta"))).toBe(true);
    expect(targets.has(T("Northwest Territory"))).toBe(true);
  });

  it("MK checks: `on reveal` on a deck no `put` lays (RISK4250), `on reveal pass` (RISK4251), an unknown deck (RISK2037)", () => {
    const base = 'variant "X" extends "classic" { resources { resource crowns per player = 0 } ';
    expect(codesOf(compileText(base + 'effects relics { card "Crown" { on reveal: gain crowns 1 } } }'))).toContain("RISK4250");
    expect(
      codesOf(compileText(base + 'effects relics { card "Crown" { on reveal pass: gain crowns 1 } } turn { phase hide { put 1 from relics } } }')),
    ).toContain("RISK4251");
    expect(
      codesOf(compileText(base + 'effects relics { card "Crown" { on reveal: gain crowns 1 } } turn { phase hide { put 1 from relicz } } }')),
    ).toContain("RISK2037");
    // A Decoy that does nothing is a marker, not an idle card (no RISK4122), when a `put` lays its deck.
    expect(codesOf(compileText(text))).toEqual([]);
  });
});
