// Capital Risk (variants/capital.risk): the classic rulebook's headquarters game. Its rules are
// not in the rules digest; their ids are defined here, the rulebook's wording in short:
//
//   K1  After the armies are placed, each player picks one of its own territories as its
//       headquarters (capital), in secret; all are revealed together.
//   K2  The first to hold every headquarters, its own included, wins. Shorter game: with 4
//       players, its own and 2 others; with 5 or 6, its own and 3 others.
//   K3  Losing one's headquarters does not put a player out: it plays on and may take it back.
//   K4  A headquarters' territory card is set aside: it is never drawn nor traded.
//   K5  Otherwise the classic rules apply.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createGame, decisionOf, legalActions, newGame, positionOf, viewFor, type Game, type GameState } from "../../engine/index.js";
import { irOf } from "../support/variants.js";
import { conquer, must, playState, toPhase } from "../support/engine.js";

const text = readFileSync("variants/capital.risk", "utf8");
const game = createGame(irOf(text));
const short = createGame(irOf(text, { shortGame: "true" }));

/** A new game run through its setup to the first headquarters choice. */
function atChoice(players: number, seed: number): GameState {
  let s = newGame(game, players, seed);
  while (decisionOf(game, s).kind !== "choose") s = must(game, s, legalActions(game, s)[0]!);
  return s;
}

/** Seat 1 to attack; capitals by seat; `owners` by name, the rest seat `rest`'s. */
function board(g: Game, players: number, capitals: Record<string, string>, owners: Record<string, number>, rest = 2): GameState {
  const s = playState(g, { players, choices: { capital: capitals }, owners, armiesAt: { Alaska: 30 }, rest });
  return toPhase(g, s, "attack", 1);
}

describe("K1 choosing headquarters", () => {
  it("K1 the choice comes after every army is placed, and offers only the player's own territories", () => {
    const s = atChoice(4, 3);
    expect(s.stage).toBe("setup");
    expect(s.setupLeft.every((n) => n === 0)).toBe(true);
    const offered = legalActions(game, s).filter((a) => a.type === "choose");
    expect(offered.length).toBe(s.ownedCount[0]);
    expect(offered.every((a) => s.owner[(a as { value: number }).value] === 0)).toBe(true);
  });

  it("K1 a pick stays sealed (hidden from the others) until every player has chosen, then all are revealed together", () => {
    let s = atChoice(3, 8);
    const picks: number[] = [];
    for (let seat = 0; seat < 3; seat++) {
      expect(decisionOf(game, s)).toMatchObject({ kind: "choose", seat: seat + 1, seatIndex: seat });
      const pick = legalActions(game, s).find((a) => a.type === "choose")! as { type: "choose"; choice: number; value: number };
      picks.push(pick.value);
      s = must(game, s, pick);
      if (seat < 2) {
        expect(viewFor(s, seat + 1).chosen[0]).toEqual([-1, -1, -1]);
        expect(viewFor(s, ((seat + 1) % 3) + 1).sealedChoices[0]).toBe(-1);
        expect(viewFor(s, seat + 1).sealedChoices[0]).toBe(pick.value);
      }
    }
    expect(s.stage).toBe("play");
    expect(viewFor(s, 2).chosen[0]).toEqual(picks);
  });
});

describe("K2/K3 winning", () => {
  const capitals = { "1": "Alaska", "2": "Alberta", "3": "Peru" };

  it("K2 taking the last headquarters, with one's own and all the others held, wins", () => {
    const s = board(game, 3, capitals, { Alaska: 1, Peru: 1, Alberta: 2, Brazil: 3 });
    expect(conquer(game, s, "Alaska", "Alberta").result).toEqual({ reason: "capitals", winners: [0] });
  });

  it("K2/K3 all the other headquarters without one's own is not a win, and the player who lost its own plays on", () => {
    // Seat 2 holds seat 1's headquarters (Alaska); seat 1 takes Alberta and Peru is already its.
    const attack = playState(game, {
      players: 3,
      choices: { capital: capitals },
      owners: { Kamchatka: 1, Peru: 1, Alaska: 2, Alberta: 2, Brazil: 3, "Northwest Territory": 1 },
      armiesAt: { "Northwest Territory": 30 },
      rest: 1,
    });
    const after = conquer(game, toPhase(game, attack, "attack", 1), "Northwest Territory", "Alberta");
    expect(after.stage).toBe("play");
    expect(after.alive[1]).toBe(true);
    expect(decisionOf(game, after).seat).toBe(1);
  });

  it("K2 shorter game with 4 players: one's own and two others are enough", () => {
    const four = { "1": "Alaska", "2": "Alberta", "3": "Peru", "4": "Egypt" };
    const s = board(short, 4, four, { Alaska: 1, Peru: 1, Alberta: 2, Egypt: 4, Brazil: 3 }, 2);
    expect(conquer(short, s, "Alaska", "Alberta").result).toEqual({ reason: "capitals", winners: [0] });
  });

  it("K2 without the shorter game, 4 players need all four headquarters", () => {
    const four = { "1": "Alaska", "2": "Alberta", "3": "Peru", "4": "Egypt" };
    const s = board(game, 4, four, { Alaska: 1, Peru: 1, Alberta: 2, Egypt: 4, Brazil: 3 }, 2);
    expect(conquer(game, s, "Alaska", "Alberta").stage).toBe("play");
  });
});

describe("K4 the headquarters' cards", () => {
  it("K4 once the headquarters are chosen, their cards are in no pile nor hand", () => {
    let s = atChoice(3, 5);
    const chosen: string[] = [];
    while (decisionOf(game, s).kind === "choose") {
      const pick = legalActions(game, s).find((a) => a.type === "choose")! as { value: number };
      chosen.push(game.variant.map.territories[pick.value]!.name);
      s = must(
        game,
        s,
        legalActions(game, s).find((a) => a.type === "choose")!,
      );
    }
    const p = positionOf(game, s);
    const cards = [...(p.deck ?? []), ...(p.discard ?? []), ...Object.values(p.hands ?? {}).flat()];
    expect(cards.length).toBe(42 + 2 - 3);
    for (const name of chosen) expect(cards).not.toContain(name);
  });
});

describe("K5 the classic rules otherwise", () => {
  it("K5 reinforcements as in the classic game (C3): 12 territories and no continent give 4", () => {
    const lastOfEach = new Set(game.variant.map.groups.map((g) => game.variant.map.territories[g.territories.at(-1)!]!.name));
    const twelve = game.variant.map.territories
      .map((t) => t.name)
      .filter((n) => !lastOfEach.has(n))
      .slice(0, 12);
    const s = playState(game, {
      players: 3,
      choices: { capital: { "1": twelve[0]!, "2": null, "3": null } },
      owners: Object.fromEntries(twelve.map((n) => [n, 1])),
    });
    expect(decisionOf(game, s).kind).toBe("place");
    expect(s.pool).toBe(4);
  });
});
