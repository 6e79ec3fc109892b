// What the current turn has done so far, which the rules read: territories conquered (C4: a card;
// R11), moves made in the step (C7), card bonuses used (C4). Each move counts what it does where it
// does it (the moves/ folder is the one writer of these tallies); a new turn, and for the moves a
// new step, starts them again here.
import type { GameState } from "../model/index.js";

/** A new turn: nothing conquered, moved or used yet. */
export function clearTurnTallies(state: GameState): void {
  state.conquered = 0;
  state.armiesDestroyed = 0;
  state.armiesLost = 0;
  state.eliminations = 0;
  state.bonusUsed = 0;
  state.movesMade = 0;
}

/** The turn's history: pieces destroyed and lost in an attack of the player to move. */
export function countLosses(state: GameState, lost: number, destroyed: number): void {
  state.armiesLost += lost;
  state.armiesDestroyed += destroyed;
}

/** The turn's history: a player put out of the game by the player to move. */
export function countElimination(state: GameState): void {
  state.eliminations++;
}

/** A new step: no move made in it yet. */
export function clearStepMoves(state: GameState): void {
  state.movesMade = 0;
}
