// What a compiled formula reads: the state, the seat it speaks about, and the context values
// that exist only in some places (the dice of a conquest, the territory in question...).
import type { GameState } from "./state.js";

export interface EvalScope {
  state: GameState;
  /** The seat the formula speaks about (`owned`, `hand`, ...); -1 where there is none. */
  seat: number;
  /** Dice in the last roll, inside `conquer move >= dice`. */
  dice: number;
  /** The territory in question (`enemies`), the group (`size`), a roll's total, a roll's dice. */
  territory?: number;
  /** F1/F4: the territory an attack or a move comes from (`X of source`). */
  source?: number;
  group?: number;
  roll?: number;
  attackerDice?: number;
  defenderDice?: number;
  /** E11: the summed value of the cards being traded. */
  setValue?: number;
  /** Seats bound by `over seats s:` around the formula, outermost first. */
  vars?: number[];
}

/** A formula of the variant, compiled once into a closure (variant/formulas.ts). */
export type Compiled<T> = ((scope: EvalScope) => T) & {
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
