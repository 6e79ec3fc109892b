// C5 (`defender dice 1..2 by choice`, docs/language-design.md part C): the classic rulebook's
// defender chooses to roll one die or two. An attack made against a seat that has the choice
// waits (pending `defend`) for that seat to say how many dice it rolls; its answer holds for the
// whole attack (a single roll or a run until decided), which is then carried out.
import { settlePending } from "../board/index.js";
import { problem, problems, type ActionOf, type GameState } from "../model/index.js";
import { resolveAttack } from "./attack.js";
import { defenceChoices, defenceMost } from "./battle-dice.js";
import type { Game } from "../variant/index.js";
import { isCount, type MoveFamily } from "./family.js";

type DefendPending = Extract<NonNullable<GameState["pending"]>, { kind: "defend" }>;

/** The attack waiting for the defender, as its action. */
function waitingAttack(p: DefendPending): ActionOf<"attack"> {
  const { kind: _, ...attack } = p;
  return { type: "attack", ...attack };
}

/** The dice the defender may roll: its choice (C5), else only the most (EP10: asked for its cards alone). */
function choices(game: Game, state: GameState, to: number): [number, number] | undefined {
  if (game.combat.defenderChooses) {
    const range = defenceChoices(game, state, to);
    if (range) return range;
  }
  return undefined;
}

export const defend: MoveFamily<"defend"> = {
  type: "defend",
  /** Every count the defender may roll, the most first. */
  enumerate({ game, state }, out) {
    const p = state.pending as DefendPending;
    const [fewest, most] = choices(game, state, p.to) ?? [defenceMost(game, state, p.to), defenceMost(game, state, p.to)];
    for (let dice = most; dice >= fewest; dice--) out.push({ type: "defend", dice });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "defend") return problem(problems.notNow, "choose the dice of a defence", d.kind);
    const to = (state.pending as DefendPending).to;
    const [fewest, most] = choices(game, state, to) ?? [defenceMost(game, state, to), defenceMost(game, state, to)];
    if (!isCount(action.dice) || action.dice < fewest || action.dice > most) return problem(problems.diceOutOfRange, fewest, most);
    return undefined;
  },
  apply({ game, state }, action) {
    const p = state.pending as DefendPending;
    // EP10 without a choice of dice: the defence rolls as it would had nobody been asked.
    const chosen = choices(game, state, p.to) ? action.dice : undefined;
    settlePending(state);
    return resolveAttack(game, state, waitingAttack(p), chosen);
  },
};
