// Names ↔ numbers: the engine holds every thing by number (a territory's index, a card's number,
// an effect card's, a unit's...), positions and people name them. One table per kind, both ways,
// for everything an action or a position carries: what positionOf and positionFrom write and
// read, and what an outside tool uses to build an action from names or to name one it is given.
import type { Game } from "../variant/index.js";

/** E3: the name of the current player's place off the board, where arriving armies wait. */
export const OFF_BOARD = "off board";

/** One kind of thing the engine holds by number, named both ways. */
export interface NameTable {
  /** The number the name stands for; undefined when nothing of this kind has that name. */
  numberOf(name: string): number | undefined;
  /** The name of a number; undefined when nothing of this kind has that number. */
  nameOf(n: number): string | undefined;
}

/** The names of one compiled variant's things, as positions write them. */
export interface GameNames {
  /** Territories: index in the map's order (`place.territory`, `attack.from`, `trade.bonus`...). */
  readonly territories: NameTable;
  /**
   * C4 cards (`trade.cards`): a territory's card is named by its territory (card t shows
   * territory t), the wilds `wild 1`, `wild 2`... after them. How many wilds a game has is the
   * variant's `wilds`: a wild past that count names no card of the game.
   */
  readonly cards: NameTable;
  /** E12/F5 effect cards (`attack.effect`, a pending `pass`). */
  readonly effects: NameTable;
  /** R3 objectives. */
  readonly objectives: NameTable;
  /** E1 factions (`fortify.faction`). */
  readonly factions: NameTable;
  /** Y2/F2 unit types, leaders' and others'. */
  readonly unitTypes: NameTable;
  /** Y2 leaders by name → their unit type (a type that is not a leader's is not here). */
  readonly leaders: NameTable;
  /** Y7 the forms of unit type `unitType` (`morph.form`, `revive.form`). */
  forms(unitType: number): NameTable;
  /** F3 buildings. */
  readonly buildings: NameTable;
  /** F2 the market's offers (`buy.offer`), named as the variant writes them: `army`, `card`, `effect`, or the unit type or building bought. */
  readonly offers: NameTable;
  /** K1/M1 choices (`choose.choice`). */
  readonly choices: NameTable;
  /** K1 the values of choice `choice` (`choose.value`): its words, or the territories when it has none. */
  choiceValues(choice: number): NameTable;
  /** Counters, per game or per player. */
  readonly counters: NameTable;
  /** Y7 switches (`switch.index`). */
  readonly switches: NameTable;
  /** The turn's phases. */
  readonly phases: NameTable;
  /**
   * Y2/F2 the units of a game (`attack.unit`, `fortify.unit`, `morph.unit`, `jump.unit`), which
   * depend on its players: a leader by its name, any other unit as its type and its place among
   * the game's units of that type, from 1 (`Scout 2`: `units.Scout[1]` in a position).
   * `state` is the game's state or any player's view of it.
   */
  units(state: { readonly unitType: readonly number[] }): NameTable;
}

/** A table of the names in `names`, by position. */
function listTable(names: readonly string[]): NameTable {
  const index = new Map(names.map((n, i) => [n, i]));
  return { numberOf: (name) => index.get(name), nameOf: (n) => names[n] };
}

const NONE: NameTable = listTable([]);

/** C4: a territory's card by its name; then the wilds (`wild 1`: the first, card number `territories`). */
function cardTable(territories: readonly string[], territory: NameTable): NameTable {
  const n = territories.length;
  return {
    numberOf: (name) => {
      const wild = /^wild ([1-9]\d*)$/.exec(name);
      return wild ? n + Number(wild[1]) - 1 : territory.numberOf(name);
    },
    nameOf: (card) => (!Number.isInteger(card) || card < 0 ? undefined : card < n ? territories[card] : `wild ${card - n + 1}`),
  };
}

/** Y2/F2: a game's units: a leader by name, any other unit as `<type> <k>`, the k-th of its type. */
function unitTable(types: readonly { name: string; leader: boolean }[], unitType: readonly number[]): NameTable {
  const seen = types.map(() => 0);
  return listTable(unitType.map((k) => (types[k]!.leader ? types[k]!.name : `${types[k]!.name} ${++seen[k]!}`)));
}

const cache = new WeakMap<Game, GameNames>();

/** The names of `game`'s things, both ways (made once per compiled variant). */
export function namesOf(game: Game): GameNames {
  const known = cache.get(game);
  if (known) return known;
  const { variant } = game;
  const territoryNames = variant.map.territories.map((t) => t.name);
  const territories = listTable(territoryNames);
  const types = game.units?.types ?? [];
  const forms = types.map((t) => listTable(t.forms.map((f) => f.name)));
  const choices = game.choices ?? [];
  const choiceValues = choices.map((c) => (c.words ? listTable(c.words) : territories));
  const offerName = (o: { what: string; index: number }) =>
    o.what === "unit" ? types[o.index]!.name : o.what === "building" ? game.buildings![o.index]!.name : o.what;
  const leaderTypes = new Map(types.flatMap((t, k) => (t.leader ? [[t.name, k] as const] : [])));
  const names: GameNames = {
    territories,
    cards: game.cards ? cardTable(territoryNames, territories) : NONE,
    effects: listTable(game.effects.map((e) => e.name)),
    objectives: listTable(variant.objectives.map((o) => o.name)),
    factions: listTable(game.factions?.list.map((f) => f.name) ?? []),
    unitTypes: listTable(types.map((t) => t.name)),
    leaders: { numberOf: (name) => leaderTypes.get(name), nameOf: (k) => (types[k]?.leader ? types[k].name : undefined) },
    forms: (k) => forms[k] ?? NONE,
    buildings: listTable(game.buildings?.map((b) => b.name) ?? []),
    offers: listTable(game.market?.map(offerName) ?? []),
    choices: listTable(choices.map((c) => c.name)),
    choiceValues: (c) => choiceValues[c] ?? NONE,
    counters: listTable(game.counters.map((c) => c.name)),
    switches: listTable(variant.map.switches.map((s) => s.name)),
    phases: listTable(variant.phases.map((p) => p.name)),
    units: (state) => unitTable(types, state.unitType),
  };
  cache.set(game, names);
  return names;
}

/** The durations of lasting rows by their number (variant/rules.ts UNTIL). */
export const UNTIL_NAMES = ["battle", "turn", "nextTurn", "always"] as const;
/** EP6: the sides of a card's lasting die bonus by their number (board/lasting.ts LASTING_SIDE). */
export const LASTING_SIDES = ["attack", "defend"] as const;

/** Part A: a border a rule opens or closes, as positions name it: "Alaska -- Iceland". */
export function ruleBorderName(game: Game, border: number): string {
  const b = game.rules!.borders[border]!;
  const name = (t: number) => game.variant.map.territories[t]!.name;
  return `${name(b.from)} -- ${name(b.to)}`;
}
