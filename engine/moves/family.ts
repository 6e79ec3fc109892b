// The shape of a family of moves: one file owns an action type's enumeration, legality and
// effect together. The registry (index.ts) says which families are offered at which decision.
import type { Action, ActionOf, ActionType, Decision, GameState, Problem } from "../model/index.js";
import type { CompiledSetupStep, CompiledStep, Game } from "../variant/index.js";

export interface MoveContext {
  game: Game;
  state: GameState;
  /** The decision the game waits for (turn/decision.ts). */
  decision: Decision;
}

/**
 * What the flow does after a move: `stay` in the step (the flow runs on until the next decision),
 * `endStep` (the step is over: the next one begins), `setup` (the setup goes on to its next
 * seat or stage), `roundEnd` (CT3: the round's battles go on, then the round ends) or `program`
 * (PO2: a round's programming goes on to its next card or seat).
 */
export type Next = "stay" | "endStep" | "setup" | "roundEnd" | "program" | "battles";

export interface MoveFamily<T extends ActionType> {
  type: T;
  /** Push the actions this family offers at the current decision (a small, meaningful set). */
  enumerate(ctx: MoveContext, out: Action[]): void;
  /** Why `action` (any value of this type, from any caller) is not legal now, or undefined. */
  problem(ctx: MoveContext, action: ActionOf<T>): Problem | undefined;
  /** Carry out a legal `action` on the state (which the caller owns). */
  apply(ctx: MoveContext, action: ActionOf<T>): Next;
}

export function isCount(n: unknown): n is number {
  return typeof n === "number" && Number.isInteger(n);
}

export function isTerritory(game: Game, t: unknown): t is number {
  return isCount(t) && t >= 0 && t < game.territoryCount;
}

/** The step the game is in, if any. */
export function currentStep(game: Game, state: GameState): CompiledStep | undefined {
  return game.phases[state.phase]?.steps[state.step];
}

export type StepOf<K extends CompiledStep["kind"]> = Extract<CompiledStep, { kind: K }>;

/** The step the game is in when it is of kind `kind`. */
export function stepOfKind<K extends CompiledStep["kind"]>(game: Game, state: GameState, kind: K): StepOf<K> | undefined {
  const step = currentStep(game, state);
  return step?.kind === kind ? (step as StepOf<K>) : undefined;
}

/** The setup program's step under way (`setupStep` of a state or a view) when it is of kind `kind`. */
export function setupStepOfKind<K extends CompiledSetupStep["kind"]>(
  game: Game,
  at: { readonly setupStep: number },
  kind: K,
): Extract<CompiledSetupStep, { kind: K }> | undefined {
  const item = game.setup.program[at.setupStep];
  return item?.kind === "step" && item.step.kind === kind ? (item.step as Extract<CompiledSetupStep, { kind: K }>) : undefined;
}

/**
 * The distinct counts among `others` and `most` itself, from 1 to `most`, largest first (place
 * all / half / one...): none when `most` is below 1 (one army is not "one" of none).
 */
export function distinctCounts(most: number, ...others: number[]): number[] {
  const out: number[] = [];
  if (most < 1) return out;
  out.push(most);
  for (const c of others) {
    if (c < 1 || c > most || out.includes(c)) continue;
    // Moved down into its place as it comes: Array.prototype.sort would allocate a work array
    // for these two or three numbers, at every decision that offers counts.
    let i = out.push(c) - 1;
    for (; i > 0 && out[i - 1]! < c; i--) out[i] = out[i - 1]!;
    out[i] = c;
  }
  return out;
}
