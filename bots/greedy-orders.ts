// The greedy bot's programmed orders (PO2, PO4). An order is weighed by playing it: on one deal of
// what the view hides, each order is carried out and the bot plays the rest of its turn as it
// would (its own choices, the phases the order opens), then the state a round ahead is evaluated
// (reinforcements, and what its resources buy at the market): the order after which the bot's
// chances are best is chosen. Its round is programmed from the cards' best orders alone: the card
// whose best order promises most first (a card offering an attack leads while the bot can attack).
import {
  applyInPlace,
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
import { candidateInvasions, orderInvades, planInvasions } from "./greedy-invasions.js";

type Choose = (ctx: BotContext) => Action;
/** What the greedy bot reads of a decision (greedy-bot.ts's boardOf, passed in: this file is below it). */
type BoardOf = (game: Game, view: BotContext["view"], decision: BotContext["decision"]) => Board;

/** At most this many decisions of the rest of a turn are played when an order is weighed (a guard: a turn takes far fewer). */
const MOST_STEPS = 400;

/**
 * Plays the rest of `seat`'s turn with `choose`, the other seats' answers in it (a defence) too;
 * stops at another choice of orders. Returns the worth of the invasions the seat made in it (CT1:
 * the planned score, chance × worth, of each attack that moved into a contest).
 */
function playOutTurn(game: Game, state: GameState, seat: number, choose: Choose, rng: BotContext["rng"], boardOf: BoardOf): number {
  const turn = state.turnsTaken[seat];
  let invaded = 0;
  for (let n = 0; n < MOST_STEPS; n++) {
    if (state.stage !== "play" || state.current !== seat || state.turnsTaken[seat] !== turn) break;
    const decision = decisionOf(game, state);
    if (decision.kind === "order" || decision.kind === "program") break;
    const actions = legalActions(game, state, decision);
    const ctx = { game, view: viewFor(state, decision.seat), decision, actions, rng };
    const action = choose(ctx);
    if ((action.type === "attack" || action.type === "expand") && game.combat.battlesAtRoundEnd && decision.seatIndex === seat) {
      // XP1: an expand's parts into enemy territories are invasions as an attack is.
      const b = boardOf(game, ctx.view, decision);
      const targets = action.type === "attack" ? [action.to] : action.moves.map((m) => m.to);
      const plan = candidateInvasions(b);
      for (const to of targets) invaded += plan.find((x) => x.from === action.from && x.to === to)?.score ?? 0;
    }
    if (applyOffered(game, state, actions, action)) break;
  }
  return invaded;
}

/**
 * PO4: the order after which the bot's chances are best, its turn played out (`choose`: the greedy
 * bot itself). CT1-CT3: an order after which the bot invades beats one after which it does not (a
 * game with battles at the round's end is won only by invading; weighed a round ahead, armies
 * placed look as good as a conquest, and four bots that reinforce forever never end a game);
 * among orders that invade alike, the evaluation decides.
 */
export function chooseOrder(b: Board, ctx: BotContext, choose: Choose, boardOf: BoardOf): Action {
  return bestPlayedOut(b, ctx, choose, boardOf, "order");
}

/**
 * TC5: the territory to pick for an effect (`choose territory`) after which the bot's chances are
 * best: each pick's effects carried out (a Tax: the coins of that city's line) and the turn played
 * out, as orders are weighed.
 */
export function choosePick(b: Board, ctx: BotContext, choose: Choose, boardOf: BoardOf): Action {
  return bestPlayedOut(b, ctx, choose, boardOf, "pick");
}

/** Of the offered actions of `type`, the one after which the bot invades, then whose chances a round ahead are best, on one deal of what the view hides. */
function bestPlayedOut(b: Board, ctx: BotContext, choose: Choose, boardOf: BoardOf, type: "order" | "pick"): Action {
  const orders = ctx.actions.filter((a) => a.type === type);
  if (orders.length <= 1 || b.view.stage !== "play") return orders[0] ?? ctx.actions[0]!;
  const drawn = determinize(b.game, b.view, seedRng(b.view.round * 7919 + b.seat * 104729 + b.view.turnsTaken[b.seat]!));
  let best = orders[0]!;
  let bestInvaded = -Infinity;
  let bestValue = -Infinity;
  for (const order of orders) {
    const state = cloneState(drawn);
    // Checked, not looked up in a fresh enumeration: `order` was offered at the state this one copies.
    if (applyInPlace(b.game, state, order)) continue;
    const invaded = playOutTurn(b.game, state, b.seat, choose, seedRng(b.view.round + 1), boardOf);
    const value = valueAhead(b.game, state, b.seat);
    if (invaded > bestInvaded + 1e-9 || (invaded > bestInvaded - 1e-9 && value > bestValue + 1e-9)) {
      best = order;
      bestInvaded = invaded;
      bestValue = value;
    }
  }
  return best;
}

/**
 * What a planned conquest is worth in armies, per unit of its score (chance × targetValue): a
 * plain territory taken at even odds or better outweighs an order's three armies (a game with
 * battles at the round's end is won only by invading).
 */
const ARMIES_PER_CONQUEST = 5;

/** What an order's effects promise, roughly in armies (an order without effects opens phases: `invasions`, what its invading steps can set up). */
function promise(effects: readonly CompiledCardEffect[], invasions: number): number {
  if (effects.length === 0) return invasions > 0 ? invasions : 0.5;
  let n = invasions;
  for (const e of effects) {
    if (e.kind === "armies") n += 2 * (e.amount.constant ?? 1);
    else if (e.kind === "gain") n += e.amount ? (e.amount.constant ?? 1) * 0.6 : 1;
    else if (e.kind === "firstPlayer") n += 0.5;
    // TC5: a territory picked promises what its effects do there.
    else if (e.kind === "pick") n += promise(e.effects, 0);
    else n += 0.5;
  }
  return n;
}

/**
 * PO2: program the held card whose best order promises most (ties: the first offered). An order
 * that opens an invading step (an attack phase `when ordered` it) promises the conquests the bot
 * can set up this round (greedy-invasions.ts's plan, its reinforcements placed first), or 2.5
 * without battles at the round's end (an attack where it stands).
 */
export function chooseProgram(b: Board, actions: Action[], canAttack: boolean): Action {
  const programs = actions.filter((a): a is Extract<Action, { type: "program" }> => a.type === "program");
  if (programs.length === 0) return actions[0]!;
  const invasions = b.game.combat.battlesAtRoundEnd ? plannedWorth(b) : canAttack ? 2.5 : 0;
  const worth = (card: number): number => {
    const effects = b.game.deckCards[card]!.play?.effects ?? [];
    let free = 0;
    let bestOrder = 0;
    for (const e of effects) {
      if (e.kind === "choose") bestOrder = Math.max(...e.options.map((o) => promise(o.effects, orderInvades(b.game, o.order) ? invasions : 0)));
      else free += promise([e], 0);
    }
    return free + bestOrder;
  };
  return programs.reduce((best, a) => (worth(a.card) > worth(best.card) ? a : best));
}

/** CT1-CT3: the planned invasions' worth in promise's units (2 an army), the round's first reinforcement placed where it invades from. */
function plannedWorth(b: Board): number {
  let income = 0;
  for (const p of b.game.phases)
    for (const step of p.steps)
      if (step.kind === "receive") income += Math.max(0, step.amount({ state: b.view as unknown as GameState, seat: b.seat, dice: 0 }));
  const plan = planInvasions(b, income);
  return 2 * ARMIES_PER_CONQUEST * plan.reduce((n, x) => n + x.score, 0);
}
