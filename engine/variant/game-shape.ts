// Every Game has every field, in one order, whatever its variant uses (an absent rule is an
// undefined field, not a missing one): V8 then gives all games one hidden class, and the engine's
// hot code, which reads `game.factions`, `game.combat.attackWhere`, `game.cards` at every
// action, stays monomorphic in a process that plays several variants (the playground, a bench,
// a comparison of two variants). Measured: classic after the other bundled variants had run in
// the same process played 22% slower and blitzed 42% slower before this (docs/performance.md).
// The field lists are checked against the types, so a new field cannot be forgotten.
import { templateOf } from "../model/index.js";
import type { CompiledCards, Game } from "./game.js";

type Fields<T> = Record<keyof T, 0>;

const gameFields = {
  variant: 0,
  graph: 0,
  dice: 0,
  odds: 0,
  territoryCount: 0,
  groupBonus: 0,
  setup: 0,
  armyLimit: 0,
  pieces: 0,
  units: 0,
  neutrals: 0,
  choices: 0,
  market: 0,
  buildings: 0,
  objectivesReplaced: 0,
  objectives: 0,
  effects: 0,
  effectDeal: 0,
  factions: 0,
  counters: 0,
  counterIndex: 0,
  tokens: 0,
  teams: 0,
  phases: 0,
  combat: 0,
  cards: 0,
  end: 0,
} satisfies Fields<Game>;

const setupFields = {
  armies: 0,
  dealArmies: 0,
  dealLimit: 0,
  batch: 0,
  exchange: 0,
  neutral: 0,
  objectivesFirst: 0,
  steps: 0,
  program: 0,
  reorder: 0,
} satisfies Fields<Game["setup"]>;

const combatFields = {
  placedWait: 0,
  leave: 0,
  sourceMin: 0,
  conquerMin: 0,
  keep: 0,
  require: 0,
  diceMax: 0,
  attackerMin: 0,
  defenderMin: 0,
  attackWhere: 0,
  modifiers: 0,
} satisfies Fields<Game["combat"]>;

const endFields = {
  wins: 0,
  eliminated: 0,
  ends: 0,
  ranking: 0,
  rankingByTeam: 0,
  protect: 0,
} satisfies Fields<Game["end"]>;

const cardsFields = {
  symbols: 0,
  except: 0,
  wilds: 0,
  setWorth: 0,
  values: 0,
  step: 0,
  bonus: 0,
  handLimit: 0,
  sumSet: 0,
  cardValue: 0,
  eliminationTakesCards: 0,
  eliminationTrade: 0,
  deck: 0,
} satisfies Fields<CompiledCards & { deck: unknown }>;

/** A copy of `value` with every field of `fields`, in their order, built from one template per list. */
function shaped<T>(fields: Fields<T>): (value: T) => T {
  const names = Object.keys(fields);
  const template = templateOf(names);
  return (value) => {
    const out = { ...template };
    for (const name of names) out[name] = (value as Record<string, unknown>)[name];
    return out as T;
  };
}

const shapeGame = shaped<Game>(gameFields);
const shapeSetup = shaped<Game["setup"]>(setupFields);
const shapeCombat = shaped<Game["combat"]>(combatFields);
const shapeEnd = shaped<Game["end"]>(endFields);
const shapeCards = shaped<NonNullable<Game["cards"]>>(cardsFields);

/** The game in its one shape, and the parts the engine reads at every action. */
export function inOneShape(game: Game): Game {
  return shapeGame({
    ...game,
    setup: shapeSetup(game.setup),
    combat: shapeCombat(game.combat),
    end: shapeEnd(game.end),
    cards: game.cards ? shapeCards(game.cards) : undefined,
  } as Game);
}
