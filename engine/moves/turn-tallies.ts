// What the current turn has done so far, which the rules read: territories conquered (C4: a card;
// R11), moves made in the step (C7), card bonuses used (C4). Each move counts what it does where it
// does it (the moves/ folder is the one writer of these tallies); a new turn, and for the moves a
// new step, starts them again here.
import { DEED, HISTORY, SEAT_ROW, type GameState } from "../model/index.js";

/** A new turn: nothing conquered, moved or used yet. */
export function clearTurnTallies(state: GameState): void {
  state.conquered = 0;
  state.armiesDestroyed = 0;
  state.armiesLost = 0;
  state.eliminations = 0;
  state.topFaces = 0;
  state.lastRollBest = 0;
  state.bonusUsed = 0;
  state.movesMade = 0;
  for (const row of state.history) row.fill(0);
  for (const row of state.seatHistory) row.fill(0);
  if (state.unitDeeds.length > 0) state.unitDeeds.fill(0);
  if (state.ordered.length > 0) state.ordered = [];
  state.picked = -1;
}

/** PO4: the player to move chose order `order` (game.orders' index) in this turn. */
export function countOrder(state: GameState, order: number): void {
  if (!state.ordered.includes(order)) state.ordered.push(order);
}

/** PB13: unit `u` did `deed` this turn (kept only when a formula reads a unit's deeds). */
export function countUnitDeed(state: GameState, u: number, deed: (typeof DEED)[keyof typeof DEED]): void {
  if (state.unitDeeds.length > 0 && u >= 0) state.unitDeeds[u]! |= deed;
}

/** A conquest of `t` by the player to move (C6), `loser` its owner before (-1: nobody's); H1 keeps who it was. */
export function countConquest(state: GameState, t: number, loser: number): void {
  state.conquered++;
  if (state.history.length > 0) state.history[HISTORY.conquest]![t] = loser + 2;
}

/** H2: an attack made from `from` this turn. */
export function countAttack(state: GameState, from: number): void {
  if (state.history.length > 0) state.history[HISTORY.attacksFrom]![from]!++;
}

/** H3: `n` pieces moved into `to` this turn. */
export function countMovedIn(state: GameState, to: number, n: number): void {
  if (state.history.length > 0) state.history[HISTORY.movedIn]![to]! += n;
}

/**
 * The turn's history: pieces lost (by the player to move) and destroyed (of `defender`, -1:
 * nobody's) in an attack of the player to move; `units`: they are units (H6 keeps them apart).
 */
export function countLosses(state: GameState, defender: number, lost: number, destroyed: number, units = false): void {
  state.armiesLost += lost;
  state.armiesDestroyed += destroyed;
  if (state.seatHistory.length === 0) return;
  // H6: by seat, when a formula reads it.
  const rows = units ? [SEAT_ROW.lost, SEAT_ROW.unitsLost] : [SEAT_ROW.lost];
  for (const row of rows) {
    state.seatHistory[row]![state.current]! += lost;
    if (defender >= 0) state.seatHistory[row]![defender]! += destroyed;
  }
}

/** The turn's history: a player put out of the game by the player to move. */
export function countElimination(state: GameState): void {
  state.eliminations++;
}

/**
 * H4–H5: the faces of a roll of `seat` (the player to move attacking, or H7 a defender), each die
 * of its size (`sizes`), as they fell before any bonus. A defender's are kept only by seat.
 */
export function countFaces(state: GameState, seat: number, faces: readonly number[], sizes: readonly number[]): void {
  let best = 0;
  let top = 0;
  faces.forEach((face, i) => {
    if (face === sizes[i]) top++;
    best = Math.max(best, face);
  });
  if (seat === state.current) {
    state.topFaces += top;
    state.lastRollBest = best;
  }
  if (state.seatHistory.length === 0 || seat < 0) return;
  state.seatHistory[SEAT_ROW.topFaces]![seat]! += top;
  state.seatHistory[SEAT_ROW.lastRollBest]![seat] = best;
}

/** A new step: no move made in it yet. */
export function clearStepMoves(state: GameState): void {
  state.movesMade = 0;
}
