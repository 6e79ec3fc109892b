// Y9/F2: what a power statement of a leader or a unit type amounts to once parameters are known.
// Shared by the checks (which report powers that cannot be known) and the lowering (the IR).
import type * as A from "./ast.js";
import { evaluateStatic } from "./checks/static-eval.js";
import type { Symbols } from "./symbols.js";

export const MOVE_POWERS = ["jump", "retreat", "strike"] as const;
export type MovePower = (typeof MOVE_POWERS)[number];
/** The word a choice parameter uses for "this form has no power". */
export const NO_POWER = "none";

export type PowerValue = { kind: "modifier"; on: "attack" | "defend"; amount: number; own: boolean } | { kind: MovePower } | { kind: "none" };

/** Why a power statement is no fixed power: a bonus not known before the game, a bonus below 0, a name that is no power. */
export type PowerProblem = { problem: "notFixed" } | { problem: "badBonus"; amount: number } | { problem: "notAPower"; name: string };

/** The power for `players` players, or why it is not a fixed power. */
export function unitPower(power: A.Power, symbols: Symbols, players: number): PowerValue | PowerProblem {
  switch (power.kind) {
    case "modifier": {
      const amount = evaluateStatic(power.amount, symbols, players);
      if (typeof amount !== "number") return { problem: "notFixed" };
      if (!Number.isInteger(amount) || amount < 0) return { problem: "badBonus", amount };
      return { kind: "modifier", on: power.on, amount, own: power.own === true };
    }
    case "param": {
      const param = symbols.params.get(power.name.text);
      const allowed = [...MOVE_POWERS, NO_POWER];
      if (!param || param.type.kind !== "choice" || param.type.choices.some((c) => !allowed.includes(c)))
        return { problem: "notAPower", name: power.name.text };
      const value = String(param.value);
      return value === NO_POWER ? { kind: "none" } : { kind: value as MovePower };
    }
    default:
      return { kind: power.kind };
  }
}

export const isPowerValue = (p: PowerValue | PowerProblem): p is PowerValue => !("problem" in p);
