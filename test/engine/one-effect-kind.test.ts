// One effect kind for rules and cards (issue 26, Deliver 1; docs/language-design.md, As built
// "One effect kind"): rules and the named decks' cards share one list of effects, checked by one
// module and carried out by one executor. EF1: each takes the other's effects; EF2: `end game`
// ends the game now, the end's ranking naming the winners; EF3: `units N Unit` puts units of the
// player's stock onto the territory in question, else onto its territories at random; EF4:
// `discard N randomly` sends cards of the player's hand to their discards.
import { describe, expect, it } from "vitest";
import { applyInPlace, createGame, legalActions, type Action, type Game, type GameState } from "../../engine/index.js";
import { playState, territoryIndex } from "../support/engine.js";
import { compileText, irOf } from "../support/variants.js";

function variant(sections: string): Game {
  return createGame(
    irOf(`variant "T" extends "classic" {
  resources { resource gold per player = 0 }
  units { unit Scout limit 3 { die d8 } }
  ${sections}
}`),
  );
}

/** Three players: seat 1 holds Alaska (12 armies), seat 2 Kamchatka and Peru, seat 3 the rest; seat 1 to move. */
function board(game: Game, seed = 1): GameState {
  return playState(game, {
    players: 3,
    toMove: 1,
    owners: { Alaska: 1, Kamchatka: 2, Peru: 2 },
    armiesAt: { Alaska: 12, Kamchatka: 1 },
    rest: 3,
    counters: { gold: { "1": 0, "2": 0, "3": 0 } },
    seed,
  });
}

function must(game: Game, state: GameState, action: Action): void {
  expect(applyInPlace(game, state, action)).toBeUndefined();
}

const gold = (game: Game, s: GameState, seat: number) => s.counters[game.counterIndex.get("gold")!]![seat]!;
const scouts = (s: GameState, seat: number) => s.unitAt.filter((t, u) => t >= 0 && s.unitOwner[u] === seat);

describe("one effect kind for rules and cards", () => {
  it("EF1: a rule does a card's effects (`draw effect N from`, `attack +N for this turn`); a card drawn does a rule's (`gain R roll dN`, `give`)", () => {
    const game = variant(`
  effects gods { card "Tax" copies 4 { on draw: gain gold roll d6, give gold 1 to 2 } }
  rules { rule "Omen" on turn start { draw effect 1 from gods  attack +1 for this turn } }`);
    for (let seed = 1; seed <= 10; seed++) {
      const s = board(game, seed);
      // The card acted as it was drawn and, having no `on play`, went to the discards.
      expect(s.held[0]).toEqual([]);
      expect(s.deckDiscards[0]).toHaveLength(1);
      expect(gold(game, s, 1)).toBe(1);
      expect(gold(game, s, 0)).toBeGreaterThanOrEqual(0);
      expect(gold(game, s, 0)).toBeLessThanOrEqual(5);
      // The rule's die bonus is a lasting row of the player (until 1: the turn), as a card's is.
      expect(s.lasting).toEqual([[-1, -1, 0, 1, 0, 1]]);
    }
    // One IR kind: the rule's effects and the card's are the same shapes.
    const ir = irOf(`variant "T" extends "classic" {
  resources { resource gold per player = 0 }
  effects gods { card "C" { on draw: gain gold 2, attack +1 for this battle } }
  rules { rule "R" on turn start { gain gold 2  attack +1 for this battle } }
}`);
    expect(ir.decks![0]!.cards[0]!.onDraw).toEqual(ir.rules![0]!.effects);
  });

  it("EF1: the checks are one: a card's effect needing a territory is RISK2031 as a rule's is, a border on a card RISK4170", () => {
    const codes = (text: string) => compileText(`variant "T" extends "classic" { ${text} }`).diagnostics.map((d) => d.code);
    expect(codes(`buildings { building Fort }  effects gods { card "C" { on draw: build Fort } }`)).toContain("RISK2031");
    expect(codes(`buildings { building Fort }  rules { rule "R" on turn start { build Fort } }`)).toContain("RISK2031");
    expect(codes(`effects gods { card "C" { on draw: open Alaska -- Iceland } }`)).toEqual(["RISK4170"]);
    expect(codes(`effects { card "C" { on reveal: draw 1 card } }`)).toEqual(["RISK4104"]);
  });

  it("EF2: `end game` on a card's `on draw` ends the game at once; the ranking names the winners, the card's name the reason", () => {
    const game = variant(`
  effects doom { card "End Game" { on draw: end game } }
  end { ranking count(territories owned) }
  rules { rule "Draw" on turn start { draw effect 1 from doom } }`);
    const s = board(game);
    expect(s.stage).toBe("over");
    // Seat 3 holds every territory but three: it ranks first.
    expect(s.result).toEqual({ reason: "End Game", winners: [2] });
  });

  it('EF2: `end game "reason"` as a rule\'s effect, under a condition: the game goes on until it holds', () => {
    const game = variant(
      `rules { rule "Last round" on turn start when gold >= 2 { end game "time is up" }  rule "Pay" on turn end { gain gold 1 } }`,
    );
    const s = board(game);
    for (let k = 0; k < 2000 && s.stage === "play"; k++) {
      const actions = legalActions(game, s);
      must(game, s, actions.find((a) => a.type === "end") ?? actions[0]!);
    }
    expect(s.stage).toBe("over");
    expect(s.result!.reason).toBe("time is up");
    // Seat 1 ended two turns (2 gold) before its third started.
    expect(gold(game, s, 0)).toBe(2);
  });

  it("EF3: `units N Unit` on a conquest puts the units on the conquered territory; at a turn start, on the player's territories at random", () => {
    const game = variant(`rules { rule "Garrison" on conquest { units 1 Scout }  rule "Muster" on turn start { units 2 Scout } }`);
    const s = board(game);
    expect(scouts(s, 0)).toEqual([territoryIndex(game, "Alaska"), territoryIndex(game, "Alaska")]);
    // Place the reinforcements (on Alaska when offered), then attack Kamchatka until it falls.
    const kamchatka = territoryIndex(game, "Kamchatka");
    for (let k = 0; k < 50 && !legalActions(game, s).some((a) => a.type === "attack"); k++) {
      const actions = legalActions(game, s);
      must(
        game,
        s,
        actions.find((a) => a.type === "place" && a.territory === territoryIndex(game, "Alaska")) ??
          actions.find((a) => a.type === "end") ??
          actions[0]!,
      );
    }
    for (let k = 0; k < 50 && s.owner[territoryIndex(game, "Kamchatka")] !== 0; k++) {
      const again = legalActions(game, s).find((a) => a.type === "attack" && a.to === territoryIndex(game, "Kamchatka"));
      if (!again) break;
      must(game, s, again);
    }
    expect(s.owner[kamchatka]).toBe(0);
    // The third Scout (the type's limit) came onto Kamchatka; the stock is empty now.
    expect(scouts(s, 0).sort()).toEqual([territoryIndex(game, "Alaska"), territoryIndex(game, "Alaska"), territoryIndex(game, "Kamchatka")].sort());
  });

  it("EF4: `discard N randomly` sends N cards of the player's hand, drawn at random, to their decks' discards", () => {
    const game = variant(`
  effects gods { card "A" copies 3 { on play: armies +1 }  card "B" copies 3 { on play: armies +2 } }
  effects storms { card "Gale" copies 2 { on draw: discard 2 randomly } }
  rules { rule "Deal" on turn start { draw effect 3 from gods  draw effect 1 from storms } }`);
    const kept = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = board(game, seed);
      // Four cards in hand as the Gale acts (it is held while it acts): two go at random, then the
      // Gale (no `on play`) goes unless it went already. Every card is held or discarded once.
      expect(s.deckDiscards[1]).toEqual([game.deckCards.findIndex((c) => c.name === "Gale")]);
      expect(s.held[0]!.length + s.deckDiscards[0]!.length).toBe(3);
      expect(s.held[0]!.every((c) => game.deckCards[c]!.deck === 0)).toBe(true);
      kept.add(s.held[0]!.length);
    }
    // Over the seeds the Gale was among the two drawn at random (two gods kept) and not (one kept).
    expect([...kept].sort()).toEqual([1, 2]);
  });

  it("EF3: a leader is not put by `units N` (RISK4171)", () => {
    const codes = compileText(
      `variant "T" extends "classic" { leaders { leader "Chief" seat 1 { form one } }  rules { rule "R" on turn start { units 1 Chief } } }`,
    ).diagnostics.map((d) => d.code);
    expect(codes).toContain("RISK4171");
  });
});
