// The only writer of lasting effects (EP6): a played card's die bonus that lasts for this battle,
// this turn or until its holder's next turn. A row is [seat, side, amount, until]; the battle
// reads the rows, and the flow ends them at their event. (The "rules" work of issue 26 keeps
// lasting rows of its own for rules; the two are one mechanism, to be merged into this file.)
import type { GameState } from "../model/index.js";

export const LASTING_SIDE = { attack: 0, defend: 1 } as const;
export const LASTING_UNTIL = { battle: 0, turn: 1, nextTurn: 2 } as const;

/** EP6: the seat's die bonus on `side` lasts until the event `until`. */
export function addLasting(state: GameState, seat: number, side: number, amount: number, until: number): void {
  state.lasting.push([seat, side, amount, until]);
}

/** A position sets the lasting rows. */
export function setLasting(state: GameState, rows: readonly (readonly number[])[]): void {
  state.lasting = rows.map((row) => row.slice());
}

/** EP6: the seat's lasting bonus on its best die when it attacks (side 0) or defends (side 1). */
export function lastingBonus(state: GameState, seat: number, side: number): number {
  let n = 0;
  for (const [s, sd, amount] of state.lasting) if (s === seat && sd === side) n += amount!;
  return n;
}

/** EP6: the rows that last until `until` end: for `seat` only (a battle, its next turn), or for everyone (-1); `side`: that side's only. */
export function endLasting(state: GameState, until: number, seat: number, side = -1): void {
  if (state.lasting.length === 0) return;
  state.lasting = state.lasting.filter(([s, sd, , u]) => !(u === until && (seat < 0 || s === seat) && (side < 0 || sd === side)));
}
