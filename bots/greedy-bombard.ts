// The greedy bot and bombardment (BB1–BB4, a `bombard` step): it fires where the exact expected
// count of the defender's pieces taken is the largest, and only where it takes some (a bombardment
// costs nothing and draws no return fire, so any expected hit is worth having); else it ends the step.
import { bombardChances, type Action } from "../engine/index.js";
import type { Board } from "./greedy-board.js";

/** BB4: the pieces a bombardment is expected to take, for the bot (0 when the game is not at a bombard step). */
export function bombardValue(b: Board, action: Extract<Action, { type: "bombard" }>): number {
  const step = b.game.phases[b.view.phase]?.steps[b.view.step];
  return step?.kind === "bombard" ? bombardChances(b.game, b.view, step, action.from, action.to).expected : 0;
}

/** BB4: the bombardment expected to take the most pieces (the first offered among equals), or `end` when none takes any. */
export function chooseBombard(b: Board, actions: Action[]): Action {
  let best: Action | undefined;
  let most = 0;
  for (const a of actions) {
    if (a.type !== "bombard") continue;
    const expected = bombardValue(b, a);
    if (expected > most) [best, most] = [a, expected];
  }
  return best ?? actions.find((a) => a.type === "end") ?? actions[0]!;
}
