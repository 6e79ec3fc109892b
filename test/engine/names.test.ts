// Names ↔ numbers (namesOf): every number an action carries has the name a position uses for
// it, and that name leads back to the number; a tool that reads names (a rules checker built on
// positions) can build actions from them and name the actions it is given.
import { describe, expect, it } from "vitest";
import {
  actingUnit,
  namesOf,
  positionFrom,
  positionOf,
  problemOf,
  type Action,
  type Game,
  type GameNames,
  type GameState,
  type NameTable,
} from "../../engine/index.js";
import { alternatingSeats, playDecisions } from "../support/play-decisions.js";
import { bundledGame, bundledVariants, classicGame } from "../support/variants.js";

/** Every numbered field of `action` with the table that names it (seats are numbers, not names). */
function numberedFields(game: Game, names: GameNames, state: GameState, action: Action): [string, NameTable, number][] {
  const t = names.territories;
  const onBoard = (n: number) => n < game.territoryCount; // E3: armies off the board attack from the seat's place there
  const unit = (u: number | undefined): [string, NameTable, number][] => (u === undefined ? [] : [["unit", names.units(state), u]]);
  const formOf = (u: number, form: number): [string, NameTable, number] => ["form", names.forms(state.unitType[u]!), form];
  switch (action.type) {
    case "place":
    case "claim":
    case "placeLeader":
    case "placeUnit":
    case "pick":
    case "build":
      return onBoard(action.territory) ? [["territory", t, action.territory]] : [];
    case "trade":
      return [
        ...action.cards.map((c): [string, NameTable, number] => ["cards", names.cards, c]),
        ...(action.bonus === undefined ? [] : [["bonus", t, action.bonus] as [string, NameTable, number]]),
      ];
    case "attack":
      return [
        ...(onBoard(action.from) ? [["from", t, action.from] as [string, NameTable, number]] : []),
        ["to", t, action.to],
        ...(action.effect === undefined ? [] : [["effect", names.effects, action.effect] as [string, NameTable, number]]),
        ...unit(action.unit),
      ];
    case "move":
      return [
        ["from", t, action.from],
        ["to", t, action.to],
      ];
    case "fortify":
      return [
        ["from", t, action.from],
        ["to", t, action.to],
        ...(action.faction === undefined ? [] : [["faction", names.factions, action.faction] as [string, NameTable, number]]),
        ...(action.via ?? []).map((v): [string, NameTable, number] => ["via", t, v.territory]),
        ...unit(action.unit),
      ];
    case "morph":
      return [formOf(actingUnit(game, state, state.current, action.unit), action.form), ...unit(action.unit)];
    case "revive":
      return [["territory", t, action.territory], formOf(actingUnit(game, state, state.current, undefined), action.form)];
    case "cede":
      return [["territory", t, action.territory]];
    case "jump":
      return [["to", t, action.to], ...unit(action.unit)];
    case "switch":
      return [["index", names.switches, action.index]];
    case "choose":
      return [
        ["choice", names.choices, action.choice],
        ["value", names.choiceValues(action.choice), action.value],
      ];
    case "buy":
      return [
        ["offer", names.offers, action.offer],
        ...(action.territory === undefined ? [] : [["territory", t, action.territory] as [string, NameTable, number]]),
      ];
    default:
      return [];
  }
}

describe("namesOf", () => {
  for (const variant of bundledVariants) {
    it(`${variant}: every number an offered action carries is named, and the name leads back to it`, () => {
      const game = bundledGame(variant);
      const names = namesOf(game);
      const seen = new Set<string>();
      const players = Math.min(4, game.variant.players.max);
      playDecisions(game, alternatingSeats(players, true), 5, 400, (state, _decision, offered) => {
        for (const action of offered)
          for (const [field, table, n] of numberedFields(game, names, state, action)) {
            const name = table.nameOf(n);
            expect(name, `${action.type}.${field} ${n}`).toBeTypeOf("string");
            expect(table.numberOf(name!), `${action.type}.${field} \`${name}\``).toBe(n);
            seen.add(`${action.type}.${field}`);
          }
      });
      expect(seen.size).toBeGreaterThan(2);
    });
  }

  it("C4 cards: a territory's card by the territory, the wilds after them; what is not a card has no number", () => {
    const game = classicGame();
    const { cards, territories } = namesOf(game);
    expect(cards.numberOf("Alaska")).toBe(territories.numberOf("Alaska"));
    expect(cards.numberOf("wild 1")).toBe(42);
    expect(cards.numberOf("wild 2")).toBe(43);
    expect(cards.nameOf(43)).toBe("wild 2");
    expect(cards.nameOf(0)).toBe(territories.nameOf(0));
    for (const name of ["wild 0", "wild", "wild 01", "Alsaka", ""]) expect(cards.numberOf(name), name).toBeUndefined();
    for (const n of [-1, 1.5]) expect(cards.nameOf(n)).toBeUndefined();
    expect(territories.nameOf(42)).toBeUndefined();
    // Every card of a new game is named, and the names are the position's.
    const position = positionOf(game, positionFromOrThrow(game, { players: 3, territories: {}, others: { owner: 1, armies: 1 } }));
    expect(position.deck!.map((name) => cards.numberOf(name)).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 44 }, (_, i) => i));
  });

  it("C4 a trade built from a position's card names is the trade the engine takes", () => {
    const game = classicGame();
    const state = positionFromOrThrow(game, {
      players: 3,
      phase: "reinforce",
      territories: { Peru: { owner: 1, armies: 3 } },
      others: { owner: 2, armies: 1 },
      hands: { "1": ["Peru", "Alaska", "wild 1", "Ontario"] },
    });
    const names = namesOf(game);
    const card = (name: string) => names.cards.numberOf(name)!;
    const trade = { type: "trade", cards: ["Peru", "Alaska", "wild 1"].map(card), bonus: names.territories.numberOf("Peru")! } as const;
    expect(problemOf(game, state, trade)).toBeUndefined();
    expect(problemOf(game, state, { type: "trade", cards: ["Peru", "Alaska", "wild 2"].map(card) })?.code).toBe("not-in-hand");
  });

  it("Y2/F2 units: a leader by its name, the others as their type and place among the game's of that type", () => {
    const frontier = bundledGame("frontier");
    const state = positionFromOrThrow(frontier, positionOf(frontier, playDecisions(frontier, alternatingSeats(2, true), 1, 0)));
    const units = namesOf(frontier).units(state);
    const types = namesOf(frontier).unitTypes;
    const listed = positionOf(frontier, state).units!;
    for (const [type, list] of Object.entries(listed))
      list.forEach((_, i) => {
        const u = units.numberOf(`${type} ${i + 1}`);
        expect(u, `${type} ${i + 1}`).toBeTypeOf("number");
        expect(types.nameOf(state.unitType[u!]!)).toBe(type);
        expect(units.nameOf(u!)).toBe(`${type} ${i + 1}`);
      });
    expect(Object.values(listed).flat().length).toBeGreaterThan(0);

    const cybertron = bundledGame("transformers-cybertron");
    const start = playDecisions(cybertron, alternatingSeats(2, true), 1, 0);
    const leaders = Object.keys(positionOf(cybertron, start).leaders!);
    expect(leaders.length).toBeGreaterThan(0);
    for (const leader of leaders) {
      const u = namesOf(cybertron).units(start).numberOf(leader)!;
      expect(namesOf(cybertron).leaders.numberOf(leader)).toBe(start.unitType[u]);
    }
  });
});

function positionFromOrThrow(game: Game, json: unknown): GameState {
  const r = positionFrom(game, json);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.state;
}
