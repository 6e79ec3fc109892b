// Formulas read where no game state exists yet, or in a roll: a unit type's number and a leader's
// seat (Y2), a neutral seat's condition (T1) are read to size a new game, before its state exists,
// from the player count and the map; a dice condition (R6) reads the roll's dice. Each is compiled
// for the scope it is read in (engine/variant/formulas.ts), so these check what such scopes may read.
import { describe, expect, it } from "vitest";
import { createGame, newGame } from "../../engine/index.js";
import { irOf, mini } from "../support/variants.js";

describe("formulas read before the game: the player count and the map", () => {
  it("Y2 a leader's seat and condition may read the player count and count the map's territories", () => {
    const leader = (when: string) =>
      createGame(irOf(mini(["  end {", `  leaders { leader "Chief" seat players - 1 when ${when} { form one } }\n  end {`])));
    // The Chief goes to the second-last seat, when North has its 2 territories.
    const seated = leader("count(territories in North) == 2");
    expect(newGame(seated, 3, 1).unitOwner).toEqual([1]);
    expect(newGame(seated, 4, 1).unitOwner).toEqual([2]);
    expect(newGame(leader("count(territories) == 5"), 3, 1).unitOwner).toEqual([]);
  });

  it("T1 a neutral seat's condition may fold over the seats", () => {
    // With 2 players one seat number is above 1; with 3, two are: the Rebels sit in with 2 players only.
    const game = createGame(
      irOf(
        mini(
          ["players 2..4", "players 2..3"],
          ["  end {", '  seats { neutral "Rebels" when (count over seats s: s > 1) == 1 { armies 1 } }\n  end {'],
        ),
      ),
    );
    const neutrals = (players: number) => newGame(game, players, 1).seats - players;
    expect(neutrals(2)).toBe(1);
    expect(neutrals(3)).toBe(0);
  });
});

describe("R6 a dice condition reads the roll's dice", () => {
  it("R6 `require attackerDice >= defenderDice` allows a roll by its dice alone", () => {
    const game = createGame(irOf(mini(["defender dice 1..2", "defender dice 1..2\n    require attackerDice >= defenderDice"])));
    expect(game.dice.allowed!(1, 2)).toBe(false);
    expect(game.dice.allowed!(2, 2)).toBe(true);
    expect(game.dice.allowed!(3, 1)).toBe(true);
  });
});
