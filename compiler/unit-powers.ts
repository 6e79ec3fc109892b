// Y9/F2: what a power statement of a leader or a unit type amounts to once parameters are known.
// Shared by the checks (which report powers that cannot be known) and the lowering (the IR).
import type * as A from "./ast.js";
import { evaluateStatic } from "./checks/static-eval.js";
import type { Symbols } from "./symbols.js";

export const MOVE_POWERS = ["jump", "retreat", "strike"] as const;
export type MovePower = (typeof MOVE_POWERS)[number];
/** The word a choice parameter uses for "this form has no power". */
export const NO_POWER = "none";

export type PowerValue = { kind: "modifier"; on: "attack" | "defend"; amount: number } | { kind: MovePower } | { kind: "none" };

/** The power for `players` players, or a sentence saying why it is not a fixed power. */
export function unitPower(power: A.Power, symbols: Symbols, players: number): PowerValue | string {
  switch (power.kind) {
    case "modifier": {
      const amount = evaluateStatic(power.amount, symbols, players);
      if (typeof amount !== "number") return "a leader's bonus must be a number known before the game (a constant or a parameter)";
      if (!Number.isInteger(amount) || amount < 0) return `a leader's bonus is a whole number of pips, 0 or more, not ${amount}`;
      return { kind: "modifier", on: power.on, amount };
    }
    case "param": {
      const param = symbols.params.get(power.name.text);
      const allowed = [...MOVE_POWERS, NO_POWER];
      if (!param || param.type.kind !== "choice" || param.type.choices.some((c) => !allowed.includes(c)))
        return `\`${power.name.text}\` is not a power; a power is ${MOVE_POWERS.join(", ")}, \`attack +N\`, \`defend +N\`, or a choice parameter of ${allowed.join(" | ")}`;
      const value = String(param.value);
      return value === NO_POWER ? { kind: "none" } : { kind: value as MovePower };
    }
    default:
      return { kind: power.kind };
  }
}
