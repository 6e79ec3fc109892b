// PO4: a choice of orders (`choose "Tax" { ... } or "Spend" { ... }`, an effect of rules and cards)
// is its seat's decision: the action `{"type": "order", "option": 1}` carries out that order's
// effects (the one effect executor), marks the order chosen in this turn (`ordered "Spend"`), and
// fires the `on order "Spend"` rules.
import { settlePending } from "../board/index.js";
import { problem, problems, type EvalScope, type GameState } from "../model/index.js";
import { UNTIL, type Game } from "../variant/index.js";
import { isCount, type MoveFamily } from "./family.js";
import { runEffects, type EffectTarget } from "./rule-effects.js";
import { effectHooks, rulesAtOrder } from "./rule-events.js";
import { countOrder } from "./turn-tallies.js";

type OrderPending = Extract<GameState["pending"], { kind: "order" }>;

/** PO4: the choice the seat is asked (game.chooses' entry), when it is asked one. */
export function pendingChoose(game: Game, state: GameState) {
  const p = state.pending?.kind === "order" ? (state.pending as OrderPending) : undefined;
  return p ? { pending: p, choose: game.chooses[p.choose]! } : undefined;
}

/** PO4: carry out order `option` of the pending choice for its seat (the choice settled first: what the order asks comes after it). */
export function carryOutOrder(game: Game, state: GameState, option: number): void {
  const asked = pendingChoose(game, state)!;
  const { seat, territory } = asked.pending;
  const chosen = asked.choose.options[option]!;
  settlePending(state);
  const scope: EvalScope = { state, seat, dice: state.lastDice, ...(territory >= 0 ? { territory } : {}) };
  const target: EffectTarget = { rule: -1, until: UNTIL.turn, scope, order: chosen.order };
  runEffects(game, state, chosen.effects, target, effectHooks);
  if (state.stage !== "play") return;
  if (seat === state.current) countOrder(state, chosen.order);
  // TC3: a territory picked in the order comes first: the pick fires the order's rules (moves/pick.ts).
  if (game.rules && !target.orderWaits) rulesAtOrder(game, state, seat, chosen.order);
}

export const order: MoveFamily<"order"> = {
  type: "order",
  enumerate({ game, state }, out) {
    const asked = pendingChoose(game, state);
    if (!asked) return;
    for (let option = 0; option < asked.choose.options.length; option++) out.push({ type: "order", option });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "order") return problem(problems.notNow, "choose an order", d.kind);
    const asked = pendingChoose(game, state)!;
    return isCount(action.option) && action.option >= 0 && action.option < asked.choose.options.length
      ? undefined
      : problem(problems.noSuchOrder, asked.choose.options.length);
  },
  apply({ game, state }, action) {
    carryOutOrder(game, state, action.option);
    return "stay";
  },
};
