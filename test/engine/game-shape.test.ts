// Every Game has one shape whatever its variant uses (createGame builds one literal with every field): the same
// fields in the same order, at the top and in the parts the engine reads at every action, so V8's
// hidden classes match across variants in one process. An engine property, not a rule: no rule id.
import { describe, expect, it } from "vitest";
import { createGame, type Game } from "../../engine/index.js";
import { bundledGame, bundledVariants, irOf, mini } from "../support/variants.js";

const classic = bundledGame("classic");
const bare = createGame(irOf(mini()));
const others: [string, Game][] = [
  ...bundledVariants.filter((n) => n !== "classic").map((n) => [n, bundledGame(n)] as [string, Game]),
  ["mini", bare],
];

const shapes = (game: Game) => ({
  game: Object.keys(game),
  setup: Object.keys(game.setup),
  combat: Object.keys(game.combat),
  end: Object.keys(game.end),
  dice: Object.keys(game.dice),
  cards: game.cards ? Object.keys(game.cards) : undefined,
});

describe("the shape of a Game", () => {
  for (const [name, game] of others)
    it(`${name} has classic's fields, in the same order, at the top and in setup, combat, end, dice and cards (when it has cards)`, () => {
      const mine = shapes(game);
      const theirs = shapes(classic);
      expect(mine).toEqual({ ...theirs, cards: mine.cards && theirs.cards });
    });

  it("leaves an absent rule undefined rather than missing (the mini variant has no cards, factions, protection or attack condition)", () => {
    expect("factions" in bare && bare.factions === undefined).toBe(true);
    expect("cards" in bare && bare.cards === undefined).toBe(true);
    expect("protect" in bare.end && bare.end.protect === undefined).toBe(true);
    expect("attackWhere" in bare.combat && bare.combat.attackWhere === undefined).toBe(true);
  });
});
