// Where a formula stands in the rules decides what it may read: the contexts, and the game
// quantities that have a value in each.
import type { Quantity } from "../value-types.js";

/**
 * Where a formula is evaluated, and so what it may read: `static` (the map, the setup), `game`
 * (the end of a turn, no player in particular), `player` (a player's turn), `territory` (a
 * player and one of their territories: `enemies`), `conquer` (just after a conquest: `dice`),
 * `roll` (a roll step: `roll`), `dice` (whether a roll may happen: `attackerDice`,
 * `defenderDice`), `group` (dealing, per group: `size`).
 */
export type ExprContext =
  | "static"
  | "seat"
  | "game"
  | "player"
  | "territory"
  | "conquer"
  | "roll"
  | "dice"
  | "group"
  | "trade"
  /** F1/F4: an attack or a move: the player, the territory attacked or moved into, and `source`. */
  | "pair"
  /** A territory at the end of a turn (no player in particular): `where` inside a game formula. */
  | "gameTerritory"
  /** A territory of the map before any game (`where` in a static formula): its attributes only. */
  | "mapTerritory"
  /** M2: as objectives are dealt: the player count, parameters and the choices made so far. */
  | "deal"
  /** PB13: a unit type's `attack when`: an attack (as `pair`) and the unit in question (`hasMoved`). */
  | "unit";

/** The turn's history (issue 26): what the attacks of the player to move did this turn. */
const turnHistory: Quantity[] = ["armiesDestroyed", "armiesLost", "unitsDestroyed", "unitsLost", "eliminations", "topFaces", "lastRollBest"];
const playerCounts: Quantity[] = ["players", "alive", "round", "turn", "hand", "conquered"];
const playerQuantities: Quantity[] = [...playerCounts, ...turnHistory, "seat", "lastSeat", "toMove", "reserve", "handValue"];
/** H1–H3: the turn's history at the territory in question. */
const territoryHistory: Quantity[] = ["conqueredThisTurn", "previousOwner", "attacksFrom", "movedIn", "unitsMoved", "unitsAttacked", "unitsArrived"];
/** PB13: what the unit in question did this turn. */
const unitDeeds: Quantity[] = ["hasMoved", "hasAttacked", "hasArrived"];
export const available: Record<ExprContext, readonly Quantity[]> = {
  static: ["players"],
  // E1: which seats play a faction, known before the game.
  seat: ["players", "seat"],
  // E11: a set traded by its sum: `setValue`.
  trade: [...playerQuantities, "setValue"],
  group: ["players", "size"],
  game: ["players", "alive", "round", "lastSeat", "toMove"],
  player: playerQuantities,
  territory: [...playerQuantities, "enemies", "armies", "leaders", "markers", "contested", ...territoryHistory],
  conquer: [...playerQuantities, "enemies", "dice", ...territoryHistory],
  roll: [...playerQuantities, "roll"],
  // Whether a roll may happen depends only on the dice (and parameters): the battle odds stay exact.
  dice: ["attackerDice", "defenderDice"],
  pair: [...playerQuantities, "enemies", "armies", "leaders", "markers", "contested", ...territoryHistory],
  gameTerritory: ["players", "alive", "round", "lastSeat", "toMove", "enemies", "armies", "leaders", "markers", "contested", ...territoryHistory],
  mapTerritory: ["players"],
  deal: ["players"],
  unit: [...playerQuantities, "enemies", "armies", "leaders", "contested", ...territoryHistory, ...unitDeeds],
};

/** Contexts with a player in them, where `owned` and `in objective` mean something. */
export const withPlayer = new Set<ExprContext>(["player", "territory", "conquer", "roll", "trade", "pair", "unit"]);
/** Contexts with a territory in question: its attributes, buildings and units read as values. */
export const withTerritory = new Set<ExprContext>(["territory", "conquer", "pair", "gameTerritory", "mapTerritory", "unit"]);
/** Contexts with a game being played (the board exists): buildings, units, `owned by s`. */
export const withGame = new Set<ExprContext>(["game", "player", "territory", "conquer", "roll", "trade", "pair", "gameTerritory", "unit"]);

/** Contexts evaluated before any game is played (a choice has no value there yet). */
export const beforeTheGame = new Set<ExprContext>(["static", "seat", "group", "dice", "mapTerritory"]);

/** The context of a formula about each territory of a set (`where`, `over territories`), inside a formula of context `outer`. */
export function perTerritory(outer: ExprContext): ExprContext {
  if (withPlayer.has(outer)) return outer === "pair" || outer === "unit" ? "pair" : "territory";
  return withGame.has(outer) ? "gameTerritory" : "mapTerritory";
}
