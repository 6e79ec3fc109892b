// What a compiled formula reads: the state, the seat it speaks about, and the context values
// that exist only in some places (the dice of a conquest, the territory in question...).
import type { GameState } from "./state.js";

export interface EvalScope {
  state: GameState;
  /** The seat the formula speaks about (`owned`, `hand`, ...); -1 where there is none. */
  seat: number;
  /** Dice in the last roll, inside `conquer move >= dice`. */
  dice: number;
  /** The territory in question (`enemies`), the group (`size`), a roll's total. */
  territory?: number;
  /** F1/F4: the territory an attack or a move comes from (`X of source`). */
  source?: number;
  group?: number;
  roll?: number;
  /** E11: the summed value of the cards being traded. */
  setValue?: number;
  /** Seats bound by `over seats s:` around the formula, outermost first. */
  vars?: number[];
  /** PB13: the unit in question (a unit type's `attack when`: `hasMoved`). */
  unit?: number;
  /** MV1: the units of type k among the pieces that move or attack (`Siege of moving`), where a move or an attack is judged. */
  moving?: (k: number) => number;
}

/** R6: what a condition on a roll reads: the dice of each side (and parameters; the compiler's `dice` context). */
export interface DiceScope {
  attackerDice: number;
  defenderDice: number;
  vars?: number[];
  territory?: number;
}

/**
 * What a formula about the players alone reads, before any state exists (the sizes of a new game:
 * Y2 which seats have which units, T1 which neutral seats play): the player count, the map and
 * parameters (the compiler's `static` context).
 */
export interface PlayersScope {
  players: number;
  vars?: number[];
  territory?: number;
}

/** A formula of the variant, compiled once into a closure for scopes of type S (variant/formulas.ts). */
export type Compiled<T, S = EvalScope> = ((scope: S) => T) & {
  /** The formula's value when it reads nothing of the game (numbers, parameters and their arithmetic). */
  readonly constant?: T;
};

/** A formula's value: computed once when it reads nothing of the game, else for this scope. */
export function valueIn<T>(f: Compiled<T>, scopeOf: () => EvalScope): T {
  return f.constant !== undefined ? f.constant : f(scopeOf());
}

export function scope(state: GameState, seat: number, dice = 0): EvalScope {
  return { state, seat, dice };
}
