// CT1/CT2 (docs/language-design.md, part E item 2): the rows of `state.contested`, one per
// territory an invader entered without a battle (`battles at round end`): the territory, the
// invading seat and its armies there. The territory's owner stays its owner and defender until
// the battle at the round's end (moves/contested.ts). This file is the rows' one writer.
import { CONTESTED, type GameState, type ReadonlyState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { addArmies, setOwner } from "./territory.js";

/** The row of territory `t`, or undefined when it is not contested. */
export function contestedRow(state: Pick<ReadonlyState, "contested">, t: number): readonly number[] | undefined {
  for (const row of state.contested) if (row[CONTESTED.territory] === t) return row;
  return undefined;
}

/** CT5: whether territory `t` is contested now. */
export function isContested(state: Pick<ReadonlyState, "contested">, t: number): boolean {
  return contestedRow(state, t) !== undefined;
}

/** The seat that contests `t` (-1: nobody). */
export function invaderOf(state: Pick<ReadonlyState, "contested">, t: number): number {
  return contestedRow(state, t)?.[CONTESTED.seat] ?? -1;
}

/** CT1: `seat` moves `armies` into `t`: a new row, or (CT2: the same invader again) more armies in its row. */
export function contest(state: GameState, t: number, seat: number, armies: number): void {
  for (const row of state.contested)
    if (row[CONTESTED.territory] === t) {
      row[CONTESTED.armies]! += armies;
      return;
    }
  state.contested.push([t, seat, armies]);
}

/** CT3: the invader's armies in `t` fall to `armies` (its battle's losses). */
export function setContestedArmies(state: GameState, t: number, armies: number): void {
  for (const row of state.contested) if (row[CONTESTED.territory] === t) row[CONTESTED.armies] = armies;
}

/** CT4: the battle of `t` is over: its row goes. */
export function endContest(state: GameState, t: number): void {
  const i = state.contested.findIndex((row) => row[CONTESTED.territory] === t);
  if (i >= 0) state.contested.splice(i, 1);
}

/** CT3: the battle of `t` is fought next: its row goes first. */
export function contestFirst(state: GameState, t: number): void {
  const i = state.contested.findIndex((row) => row[CONTESTED.territory] === t);
  if (i > 0) state.contested.unshift(...state.contested.splice(i, 1));
}

/** A position (or a determinized view) sets the rows. */
export function setContested(state: GameState, rows: readonly (readonly number[])[]): void {
  state.contested = rows.map((row) => row.slice());
}

/**
 * A bot's look ahead, never the rules (those fight: moves/contested.ts): the battle of `t` settled
 * without dice, its row gone — the invader takes the territory with `survivors` armies, or the
 * owner keeps it with `survivors`. Units stay where they stand.
 */
export function settleContest(game: Game, state: GameState, t: number, invaderWins: boolean, survivors: number): void {
  const invader = invaderOf(state, t);
  if (invader < 0) return;
  endContest(state, t);
  // An invader out of the game by then fights no battle (moves/contested.ts): its row just goes.
  if (!state.alive[invader]) return;
  if (invaderWins) setOwner(state, t, invader);
  addArmies(game, state, t, Math.max(1, survivors) - state.armies[t]!);
}
