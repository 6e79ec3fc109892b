// RR2 (`attacker|defender reroll one rank each round`, docs/language-design.md part E, "A re-roll
// in the ranks"): a side with its re-roll of the battle round unused has seen a rank's dice hit
// fewer times than they could, and decides whether to roll them again (pending `reroll`, the
// defender first, then the attacker). Then the rank's losses are taken (or chosen, CS3) and the
// round goes on from the next rank (waiting-battle.ts).
import { settlePending } from "../board/index.js";
import { problem, problems, type Action, type GameState, type Pending } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { modifiedRules } from "./battle-dice.js";
import { answerReroll, answersReroll, pendingRoll } from "./battle-ranks.js";
import type { MoveFamily } from "./family.js";
import { battleOf, resumeBattle } from "./waiting-battle.js";

type RerollPending = Extract<Pending, { kind: "reroll" }>;

/** The ties' side of the battle waiting (an attack's card may have changed it as the attack started). */
function tiesOf(game: Game, state: GameState, p: RerollPending) {
  return p.attack?.ties ?? modifiedRules(game, state, game.dice, p.from, p.to).ties;
}

export const reroll: MoveFamily<"reroll"> = {
  type: "reroll",
  /** Roll again, then keep the dice. */
  enumerate(_ctx, out) {
    out.push({ type: "reroll", again: true }, { type: "reroll", again: false });
  },
  problem({ decision }, action) {
    if (decision.kind !== "reroll") return problem(problems.notNow, "re-roll a rank's dice", decision.kind);
    if (typeof action.again !== "boolean") return problem(problems.badReroll);
    return undefined;
  },
  apply({ game, state }, action) {
    const p = state.pending as RerollPending;
    const b = battleOf(game, state, p);
    settlePending(state);
    const { wait, rerolls } = answerReroll(game, state, b, tiesOf(game, state, p), p, action.again);
    if (wait === "wait") return "stay";
    return resumeBattle(game, state, p, { rank: p.rank + 1, rerolls });
  },
};

/**
 * RR2: the answer the exact odds assume to the re-roll waiting in `state` (the greedy bot's, and a
 * neutral side's): again when the side's dice hit fewer times than they do on average.
 */
export function oddsRerollAnswer(game: Game, state: GameState): boolean {
  const p = state.pending as RerollPending;
  const b = battleOf(game, state, p);
  const side = p.seat === b.defender ? "defender" : "attacker";
  return answersReroll(game.combat.ranks![p.rank]!, pendingRoll(game, state, b, p), side);
}

export type RerollAction = Extract<Action, { type: "reroll" }>;
