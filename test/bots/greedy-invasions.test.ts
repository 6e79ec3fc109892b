// The greedy bot plans its invasions over the round with programmed orders (PO2) and battles at
// the round's end (CT1-CT3): an order that opens an attack step is worth the conquests the bot can
// set up (bots/greedy-invasions.ts), not a static score. On a hand-built position of classic with
// a deck of two cards, "Muster" (choose "Reinforce" { armies +3 } or "Rest" { }) and "March"
// (choose "Attack" { } or "Hold" { }, the attack phase opening only `when ordered "Attack"`).
import { describe, expect, it } from "vitest";
import { createGame, decisionOf, legalActions, newGame, seedRng, viewFor, type Action, type GameState } from "../../engine/index.js";
import { bots } from "../../bots/index.js";
import { edited, must, playState } from "../support/engine.js";
import { irOf } from "../support/variants.js";

const text = `variant "March or Muster" extends "classic" {
  effects orders per player {
    program 1 each round
    hand returns
    card "Muster" copies 2 {
      on play: choose "Reinforce" { armies +3 } or "Rest" { }
    }
    card "March" copies 2 {
      on play: choose "Attack" { } or "Hold" { }
    }
  }
  turn {
    phase reinforce {
      receive floor(count(territories owned) / 6)
      place
    }
    phase attack when ordered "Attack" {
      attack
    }
    phase fortify {
      fortify moves 1 path connected leave 1
    }
  }
  combat {
    battles at round end
  }
}`;
const game = createGame(irOf(text));
const MARCH = game.deckCards.findIndex((c) => c.name === "March");
const MUSTER = game.deckCards.findIndex((c) => c.name === "Muster");
const greedy = bots["greedy"]!;

/** The first round's first programming (seat 1's), the setup played with the first placement offered. */
function atProgram(): GameState {
  let s = newGame(game, 3, 1);
  for (let guard = 0; guard < 500 && s.stage === "setup"; guard++) s = must(game, s, legalActions(game, s)[0]!);
  expect(decisionOf(game, s).kind).toBe("program");
  return s;
}

/**
 * Seat 1 holds three of Australia's four territories, 12 armies on New Guinea (its only border
 * with Eastern Australia, and nothing else of another seat's touches New Guinea); Eastern
 * Australia is seat 2's with `defenders`; every other territory is seat 2's or 3's with 3 armies.
 */
function programmed(defenders: number): string {
  const s = edited(game, atProgram(), (p) => {
    for (const [name, at] of Object.entries(p.territories))
      p.territories[name] = { owner: (name.length % 2) + 2, armies: 3, ...(at.tokens ? { tokens: at.tokens } : {}) };
    p.territories["Indonesia"] = { owner: 1, armies: 1 };
    p.territories["Western Australia"] = { owner: 1, armies: 1 };
    p.territories["New Guinea"] = { owner: 1, armies: 12 };
    p.territories["Eastern Australia"] = { owner: 2, armies: defenders };
  });
  const decision = decisionOf(game, s);
  expect(decision).toMatchObject({ kind: "program", seatIndex: 0 });
  const actions = legalActions(game, s);
  expect(actions.map((a) => (a as Extract<Action, { type: "program" }>).card).sort()).toEqual([MUSTER, MARCH].sort());
  const action = greedy.choose({ game, view: viewFor(s, 1), decision, actions, rng: seedRng(1) });
  return action.type === "program" ? game.deckCards[action.card]!.name : action.type;
}

describe("greedy plans invasions over the round (CT1-CT3, PO2)", () => {
  it("PO2 CT1 greedy programs the card that attacks when a winnable invasion completes its continent", () => {
    // 11 invaders (12 less the one left) against 2 defenders: the classic odds of taking Eastern
    // Australia are over 0.99, and it completes Australia (targetValue 1 + 2 × (4/4)² = 3): a
    // planned score near 3, worth 2 × 5 × 3 = 30 in the program's units against Muster's
    // "Reinforce" (3 armies: 6). The static score it replaces put "Attack" at 2.5 and "Reinforce"
    // at 6: the bot programmed Muster whatever the board.
    expect(programmed(2)).toBe("March");
  });

  it("PO2 CT1 greedy programs the card that reinforces when no invasion is winnable", () => {
    // 11 (12 with the round's reinforcement of floor(3/6) = 0 more) against 40: no invasion reaches
    // the 0.55 the bot attacks at, so March promises only "Hold" (0.5) against Muster's 6.
    expect(programmed(40)).toBe("Muster");
  });
});

// A line of cities: a win counts the cities held at the round's end (`where tax > 0`, Risk Europe's
// "7 crowns" in small). Home borders Field (first, so a tie goes to it) and Paris, a city.
const cities = createGame(
  irOf(`variant "Cities" {
  players 2..2
  map {
    attribute tax: int = 0
    territories {
      Home
      Field
      Paris [tax 3]
      Rome [tax 4]
    }
    group Land bonus 0 { Home, Field, Paris, Rome }
    borders {
      Home -- Field
      Home -- Paris
      Field -- Rome
      Paris -- Rome
    }
  }
  setup {
    armies by players { 2: 10 }
  }
  turn {
    phase reinforce {
      receive 3
      place
    }
    phase attack {
      attack
    }
  }
  combat {
    attacker dice 1..3 leave 1
    defender dice 1..2
    battles at round end
  }
  end {
    win "cities" when count(territories owned where tax > 0) >= 2
  }
}`),
);

describe("greedy plans invasions toward its win condition (CT1)", () => {
  it("CT1 CT2 greedy invades the city a win rule counts rather than a field at the same odds, keeping a garrison home", () => {
    // Paris counts toward "cities" (tax 3 > 0) and adds 2 to its worth; Field does not, and
    // otherwise the two are alike (2 defenders each, the same group, the same stack caught): the
    // bot invades Paris. The reserve: Field, the other enemy neighbour of Home, may attack with 1
    // army (2 less the one left), which takes 1 defender with 15/36 ≈ 0.42 (above the 0.35 the
    // bot risks) and 2 with 0.25 × 0.42 ≈ 0.11 (one roll of one die against two won, then one
    // against one): Home keeps 2 (`stopAt`), and 8 armies invade Paris against 2. (Seat 2 has
    // the most armies, 16 to 10, so the bot is not the leader that risks 0.6 to break a standoff.)
    const s = playState(cities, {
      players: 2,
      toMove: 1,
      phase: "attack",
      owners: { Home: 1, Field: 2, Paris: 2, Rome: 2 },
      armiesAt: { Home: 10, Field: 2, Paris: 2, Rome: 12 },
    });
    const decision = decisionOf(cities, s);
    expect(decision.kind).toBe("attack");
    const action = greedy.choose({ game: cities, view: viewFor(s, 1), decision, actions: legalActions(cities, s), rng: seedRng(1) });
    expect(action).toEqual({ type: "attack", from: 0, to: 2, stopAt: 2 });
  });
});

describe("the army leader breaks a standoff (CT2)", () => {
  it("CT2 greedy with the most armies risks its home at 0.6: Field's 1 attacker against 1 defender (15/36) is below it, so all 9 invade", () => {
    // The same board with Rome at 3: seat 1 has 10 armies to seat 2's 7. Field's one attacker
    // takes a lone defender with 15/36 ≈ 0.42, at most the 0.6 the leader risks: Home keeps only
    // the army the leave rule keeps, and the invasion is the plain one (all 9 movers).
    const s = playState(cities, {
      players: 2,
      toMove: 1,
      phase: "attack",
      owners: { Home: 1, Field: 2, Paris: 2, Rome: 2 },
      armiesAt: { Home: 10, Field: 2, Paris: 2, Rome: 3 },
    });
    const decision = decisionOf(cities, s);
    const action = greedy.choose({ game: cities, view: viewFor(s, 1), decision, actions: legalActions(cities, s), rng: seedRng(1) });
    expect(action).toEqual({ type: "attack", from: 0, to: 2 });
  });
});

describe("a long game grows bold (CT2)", () => {
  it("CT2 greedy at round 120 risks its home wholly: not the army leader, it still invades Paris with all 9", () => {
    // The board of the garrison test (seat 2 has 16 armies to the bot's 10), at round 120: from
    // round 60 on the risk grows by 1/60 a round, (120 - 60) / 60 = 1 at round 120, so no
    // garrison is kept against Field and the invasion is the plain one.
    const s = playState(cities, {
      players: 2,
      toMove: 1,
      round: 120,
      phase: "attack",
      owners: { Home: 1, Field: 2, Paris: 2, Rome: 2 },
      armiesAt: { Home: 10, Field: 2, Paris: 2, Rome: 12 },
    });
    const decision = decisionOf(cities, s);
    const action = greedy.choose({ game: cities, view: viewFor(s, 1), decision, actions: legalActions(cities, s), rng: seedRng(1) });
    expect(s.round).toBe(120);
    expect(action).toEqual({ type: "attack", from: 0, to: 2 });
  });
});
