// Every Game has one shape whatever its variant uses (engine/variant/game-shape.ts): the same
// fields in the same order, at the top and in the parts the engine reads at every action, so V8's
// hidden classes match across variants in one process.
import { describe, expect, it } from "vitest";
import type { Game } from "../../engine/index.js";
import { bundledGame, bundledVariants, mini } from "../support/variants.js";
import { createGame } from "../../engine/index.js";
import { irOf } from "../support/variants.js";

const games: [string, Game][] = [...bundledVariants.map((name) => [name, bundledGame(name)] as [string, Game]), ["mini", createGame(irOf(mini()))]];

const shapes = (game: Game) => ({
  game: Object.keys(game),
  setup: Object.keys(game.setup),
  combat: Object.keys(game.combat),
  end: Object.keys(game.end),
  dice: Object.keys(game.dice),
  cards: game.cards ? Object.keys(game.cards) : undefined,
});

describe("the shape of a Game", () => {
  const [, first] = games[0]!;
  const withCards = games.find(([, g]) => g.cards)![1];
  for (const [name, game] of games.slice(1))
    it(`${name} has classic's fields, in the same order, at the top and in setup, combat, end, dice and cards`, () => {
      const mine = shapes(game);
      const theirs = shapes(first);
      expect({ ...mine, cards: mine.cards ?? shapes(withCards).cards }).toEqual({ ...theirs, cards: theirs.cards ?? shapes(withCards).cards });
    });

  it("leaves an absent rule undefined rather than missing (the mini variant has no cards, factions, units or protection)", () => {
    const game = createGame(irOf(mini()));
    expect("factions" in game && game.factions === undefined).toBe(true);
    expect("cards" in game && game.cards === undefined).toBe(true);
    expect("protect" in game.end && game.end.protect === undefined).toBe(true);
    expect("attackWhere" in game.combat && game.combat.attackWhere === undefined).toBe(true);
  });
});
