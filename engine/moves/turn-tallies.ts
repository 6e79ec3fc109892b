// What the current turn has done so far, which the rules read: territories conquered (C4: a card;
// R11), moves made in the step (C7), card bonuses used (C4). Each move counts what it does where it
// does it (the moves/ folder is the one writer of these tallies); a new turn, and for the moves a
// new step, starts them again here.
import type { GameState } from "../model/index.js";

/** A new turn: nothing conquered, moved or used yet. */
export function clearTurnTallies(state: GameState): void {
  state.conquered = 0;
  state.bonusUsed = 0;
  state.movesMade = 0;
}

/** A new step: no move made in it yet. */
export function clearStepMoves(state: GameState): void {
  state.movesMade = 0;
}
