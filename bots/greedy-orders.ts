// The greedy bot's programmed orders (PO2, PO4). An order is weighed by playing it: on one deal of
// what the view hides, each order is carried out and the bot plays the rest of its turn as it
// would (its own choices, the phases the order opens), then the state a round ahead is evaluated
// (reinforcements, and what its resources buy at the market): the order after which the bot's
// chances are best is chosen. Its round is programmed from the cards' best orders alone: the card
// whose best order promises most first (a card offering an attack leads while the bot can attack).
import {
  applyOffered,
  cloneState,
  decisionOf,
  determinize,
  legalActions,
  seedRng,
  viewFor,
  type Action,
  type CompiledCardEffect,
  type Game,
  type GameState,
} from "../engine/index.js";
import type { BotContext } from "./bot.js";
import type { Board } from "./greedy-board.js";
import { valueAhead } from "./greedy-weigh.js";

type Choose = (ctx: BotContext) => Action;

/** At most this many decisions of the rest of a turn are played when an order is weighed (a guard: a turn takes far fewer). */
const MOST_STEPS = 400;

/** Plays the rest of `seat`'s turn with `choose`, the other seats' answers in it (a defence) too; stops at another choice of orders. */
function playOutTurn(game: Game, state: GameState, seat: number, choose: Choose, rng: BotContext["rng"]): void {
  const turn = state.turnsTaken[seat];
  for (let n = 0; n < MOST_STEPS; n++) {
    if (state.stage !== "play" || state.current !== seat || state.turnsTaken[seat] !== turn) return;
    const decision = decisionOf(game, state);
    if (decision.kind === "order" || decision.kind === "program") return;
    const actions = legalActions(game, state, decision);
    const action = choose({ game, view: viewFor(state, decision.seat), decision, actions, rng });
    if (applyOffered(game, state, actions, action)) return;
  }
}

/** PO4: the order after which the bot's chances are best, its turn played out (`choose`: the greedy bot itself). */
export function chooseOrder(b: Board, ctx: BotContext, choose: Choose): Action {
  return bestPlayedOut(b, ctx, choose, "order");
}

/**
 * TC5: the territory to pick for an effect (`choose territory`) after which the bot's chances are
 * best: each pick's effects carried out (a Tax: the coins of that city's line) and the turn played
 * out, as orders are weighed.
 */
export function choosePick(b: Board, ctx: BotContext, choose: Choose): Action {
  return bestPlayedOut(b, ctx, choose, "pick");
}

/** Of the offered actions of `type`, the one after which the bot's chances a round ahead are best, on one deal of what the view hides. */
function bestPlayedOut(b: Board, ctx: BotContext, choose: Choose, type: "order" | "pick"): Action {
  const orders = ctx.actions.filter((a) => a.type === type);
  if (orders.length <= 1 || b.view.stage !== "play") return orders[0] ?? ctx.actions[0]!;
  const drawn = determinize(b.game, b.view, seedRng(b.view.round * 7919 + b.seat * 104729 + b.view.turnsTaken[b.seat]!));
  let best = orders[0]!;
  let bestValue = -Infinity;
  for (const order of orders) {
    const state = cloneState(drawn);
    if (applyOffered(b.game, state, legalActions(b.game, state), order)) continue;
    playOutTurn(b.game, state, b.seat, choose, seedRng(b.view.round + 1));
    const value = valueAhead(b.game, state, b.seat);
    if (value > bestValue + 1e-9) {
      best = order;
      bestValue = value;
    }
  }
  return best;
}

/** What an order's effects promise, roughly in armies (an order without effects opens phases: `attacks` says whether one can). */
function promise(effects: readonly CompiledCardEffect[], attacks: boolean): number {
  if (effects.length === 0) return attacks ? 2.5 : 0.5;
  let n = 0;
  for (const e of effects) {
    if (e.kind === "armies") n += 2 * (e.amount.constant ?? 1);
    else if (e.kind === "gain") n += e.amount ? (e.amount.constant ?? 1) * 0.6 : 1;
    else if (e.kind === "firstPlayer") n += 0.5;
    // TC5: a territory picked promises what its effects do there.
    else if (e.kind === "pick") n += promise(e.effects, attacks);
    else n += 0.5;
  }
  return n;
}

/** PO2: program the held card whose best order promises most (ties: the first offered). */
export function chooseProgram(b: Board, actions: Action[], canAttack: boolean): Action {
  const programs = actions.filter((a): a is Extract<Action, { type: "program" }> => a.type === "program");
  if (programs.length === 0) return actions[0]!;
  const worth = (card: number): number => {
    const effects = b.game.deckCards[card]!.play?.effects ?? [];
    let free = 0;
    let bestOrder = 0;
    for (const e of effects) {
      if (e.kind === "choose") bestOrder = Math.max(...e.options.map((o) => promise(o.effects, canAttack)));
      else free += promise([e], canAttack);
    }
    return free + bestOrder;
  };
  return programs.reduce((best, a) => (worth(a.card) > worth(best.card) ? a : best));
}
