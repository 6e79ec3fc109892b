// TC1–TC3 (docs/language-design.md part E, "what still keeps Risk Europe" item 1): the effect
// `choose territory [owned] [where c] { effects }` of rules and cards is its seat's decision (the
// pending `pick`, offered one action `{"type": "pick", "territory": t}` for each territory of the
// set as it was when the effect came). The pick's effects then run with that territory in question
// (the one effect executor; `armies +N` puts its armies on it), the territory is the player's
// `chosen` one for the rest of the turn (`connected to chosen`), and the `on order` rules of the
// order the pick stands in fire after it (PO4: they may read it).
import { settlePending } from "../board/index.js";
import { problem, problems, type EvalScope, type GameState, type Pending } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { isTerritory, type MoveFamily } from "./family.js";
import { runEffects } from "./rule-effects.js";
import { effectHooks, rulesAtOrder } from "./rule-events.js";

type PickPending = Extract<Pending, { kind: "pick" }>;

/** TC1: the pick the seat is asked (game.picks' entry), when it is asked one. */
export function pendingPick(game: Game, state: GameState) {
  const p = state.pending?.kind === "pick" ? (state.pending as PickPending) : undefined;
  return p ? { pending: p, pick: game.picks[p.pick]! } : undefined;
}

/** TC1/TC2/TC3: the seat picked `t`: the pick settled first, then its effects about `t`, then the order's rules. */
function carryOutPick(game: Game, state: GameState, t: number): void {
  const asked = pendingPick(game, state)!;
  const { seat, order } = asked.pending;
  settlePending(state);
  if (seat === state.current) state.picked = t;
  const scope: EvalScope = { state, seat, dice: state.lastDice, territory: t };
  runEffects(game, state, asked.pick.effects, { rule: asked.pick.rule, until: asked.pick.until, scope, onto: true }, effectHooks);
  if (order >= 0 && game.rules && state.stage === "play") rulesAtOrder(game, state, seat, order);
}

export const pick: MoveFamily<"pick"> = {
  type: "pick",
  enumerate({ game, state }, out) {
    const asked = pendingPick(game, state);
    if (asked) for (const territory of asked.pending.options) out.push({ type: "pick", territory });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "pick") return problem(problems.notNow, "pick a territory for an effect", d.kind);
    if (!isTerritory(game, action.territory)) return problem(problems.noSuchTerritory);
    return pendingPick(game, state)!.pending.options.includes(action.territory) ? undefined : problem(problems.notOffered);
  },
  apply({ game, state }, action) {
    carryOutPick(game, state, action.territory);
    return "stay";
  },
};
