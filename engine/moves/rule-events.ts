// Part A of version 3 (issue 26): the events rules fire at. The flow (turn/flow.ts), attacks and
// conquests call these at the moments they pass through; each looks up the rules of its event in
// the table built once from the IR (variant/rules.ts), checks each rule's condition and cost, and
// carries out its effects (rule-effects.ts). Lasting effects end at their event in the flow and the
// attack (board/lasting.ts endLasting), for rules' and cards' rows alike. Callers ask
// `game.rules !== undefined` first: a variant without rules pays nothing.
import { changeResource, queueOffer, resourceOf } from "../board/index.js";
import type { EvalScope, GameState } from "../model/index.js";
import type { CompiledRule, Game } from "../variant/index.js";
import { drawIntoHandWith } from "./hand.js";
import { runEffects, type EffectHooks } from "./rule-effects.js";

/**
 * Rules firing rules (a gain crossing a value, whose rule gains again...) stop this deep: a loop
 * of rules is the variant's, and the game goes on rather than hang.
 */
const MAX_DEPTH = 8;
let depth = 0;

/**
 * Fire `rules` for `seat`, with the territory (and `source`) in question when the event has one;
 * `onto`: `armies +N` puts its armies on that territory (a thing bought there, as in a pick, TC2).
 */
function fire(game: Game, state: GameState, rules: readonly CompiledRule[], seat: number, territory?: number, source?: number, onto = false): void {
  if (rules.length === 0 || depth >= MAX_DEPTH) return;
  depth++;
  try {
    for (const rule of rules) {
      if (state.stage !== "play") return;
      const scope: EvalScope = {
        state,
        seat,
        dice: state.lastDice,
        ...(territory !== undefined ? { territory } : {}),
        ...(source !== undefined ? { source } : {}),
      };
      if (rule.when && !rule.when(scope)) continue;
      if (rule.optional) {
        // Optional: offered to its player (the pending `fire`, moves/fire.ts) when it could pay.
        if (!rule.cost || canPay(game, state, rule.cost, scope)) offerRule(state, rule.index, seat);
        continue;
      }
      if (rule.cost && !pay(game, state, rule.cost, scope)) continue;
      runEffects(game, state, rule.effects, { rule: rule.index, until: rule.until, scope, ...(onto ? { onto } : {}) }, effectHooks);
    }
  } finally {
    depth--;
  }
}

/**
 * An optional rule is offered to `seat`: the pending `fire` (a queue of [rule, seat] pairs, the
 * first decided first). Offered only while no other decision is awaited (the checker allows
 * optional rules only at events where none is: RISK2070).
 */
function offerRule(state: GameState, rule: number, seat: number): void {
  queueOffer(state, rule, seat);
}

/** Whether the player has the rule's whole cost. */
export function canPay(game: Game, state: GameState, cost: NonNullable<CompiledRule["cost"]>, scope: EvalScope): boolean {
  return resourceOf(game, state, cost.resource, scope.seat) >= Math.max(0, Math.floor(cost.amount(scope)));
}

/** Optional rules (moves/fire.ts): the player fires the rule offered to it, paying its cost. */
export function fireOffered(game: Game, state: GameState, rule: CompiledRule, seat: number): void {
  const scope: EvalScope = { state, seat, dice: state.lastDice };
  if (rule.cost && !pay(game, state, rule.cost, scope)) return;
  depth++;
  try {
    runEffects(game, state, rule.effects, { rule: rule.index, until: rule.until, scope }, effectHooks);
  } finally {
    depth--;
  }
}

/** A rule's cost: paid when the player has it all, else the rule does not fire. */
function pay(game: Game, state: GameState, cost: NonNullable<CompiledRule["cost"]>, scope: EvalScope): boolean {
  const amount = Math.max(0, Math.floor(cost.amount(scope)));
  if (!(resourceOf(game, state, cost.resource, scope.seat) >= amount)) return false;
  if (amount > 0) changeAndCross(game, state, cost.resource, scope.seat, -amount);
  return true;
}

/**
 * Resource `c` of `seat` changes (board/resources.ts keeps its caps); `crossing c = N` rules fire
 * for that seat when it reaches or passes N (from below or above). A game resource's crossing is
 * the player to move's.
 */
export function changeAndCross(game: Game, state: GameState, c: number, seat: number, delta: number): void {
  const before = resourceOf(game, state, c, seat);
  changeResource(game, state, c, seat, delta);
  const crossing = game.rules?.crossing[c];
  if (!crossing || crossing.length === 0) return;
  const after = resourceOf(game, state, c, seat);
  const by = game.counters[c]!.perPlayer ? seat : state.current;
  for (const { rule, value } of crossing) if ((before < value && after >= value) || (before > value && after <= value)) fire(game, state, [rule], by);
}

/** DK3/DK5/EP5: the seat draws `count` cards of named deck `d` into its hand (hand.ts), their `on draw` effects firing rules. */
export function drawIntoHand(game: Game, state: GameState, seat: number, d: number, count: number): void {
  drawIntoHandWith(game, state, seat, d, count, effectHooks);
}

/** A14: a card of named deck `d` came into the seat's hand (after its own `on draw`): the `draw` rules of that deck. */
function rulesAtDraw(game: Game, state: GameState, seat: number, d: number): void {
  const rules = game.rules?.draw[d];
  if (rules && rules.length > 0) fire(game, state, rules, seat);
}

/** What the one effect executor calls back: changes that fire `crossing` rules, draws whose cards act (and fire `draw` rules). */
export const effectHooks: EffectHooks = { change: changeAndCross, draw: drawIntoHand, drawn: rulesAtDraw };

/** A15: the seat played a card of named deck `d` (after its effects): the `play` rules of that deck. */
export function rulesAtPlay(game: Game, state: GameState, seat: number, d: number): void {
  fire(game, state, game.rules!.play[d] ?? [], seat);
}

/** PO4: the seat chose order `order` (game.orders' index), after its effects: the `on order` rules of that order. */
export function rulesAtOrder(game: Game, state: GameState, seat: number, order: number): void {
  fire(game, state, game.rules!.order[order] ?? [], seat);
}

/** A16: the player to move turned up a card of the effect deck (version 2's `reveal`), after the card's own effect. */
export function rulesAtReveal(game: Game, state: GameState): void {
  fire(game, state, game.rules!.at.reveal, state.current);
}

/**
 * A17: the player to move bought offer `offer` of the market, and it is placed (on `territory`, a
 * unit's or a building's: in question for `on purchase X`).
 */
export function rulesAtPurchase(game: Game, state: GameState, offer: number, territory: number | undefined): void {
  for (const { rule, of } of game.rules!.purchase[offer] ?? []) fire(game, state, [rule], state.current, of ? territory : undefined, undefined, of);
}

/** A18: the setup is over: the `setup end` rules, once for each player, in turn order, before the first turn. */
export function rulesAtSetupEnd(game: Game, state: GameState): void {
  const rules = game.rules!.at.setupEnd;
  if (rules.length === 0) return;
  for (const seat of state.turnOrder.slice()) if (state.alive[seat] && seat < state.players) fire(game, state, rules, seat);
}

/** A19: an attack from `from` on `to` is declared, before its first roll: its `battle start` rules. */
export function rulesAtBattleStart(game: Game, state: GameState, from: number, to: number): void {
  fire(game, state, game.rules!.at.battleStart, state.current, to, from);
}

/** A turn begins (its lasting effects `until your next turn` have ended): its `turn start` rules. */
export function rulesAtTurnStart(game: Game, state: GameState): void {
  const rules = game.rules!;
  fire(game, state, rules.at.turnStart, state.current);
}

/** A turn ends: its `turn end` rules (then the flow ends the effects `for this turn`). */
export function rulesAtTurnEnd(game: Game, state: GameState): void {
  const rules = game.rules!;
  fire(game, state, rules.at.turnEnd, state.current);
}

/** Phase `phase` of the player to move begins (`start`) or is over. */
export function rulesAtPhase(game: Game, state: GameState, phase: number, edge: "start" | "end"): void {
  const rules = game.rules!;
  fire(game, state, (edge === "start" ? rules.phaseStart : rules.phaseEnd)[phase] ?? [], state.current);
}

/** A round is over: its `round end` rules, once for each player still in, in turn order. */
export function rulesAtRoundEnd(game: Game, state: GameState): void {
  const rules = game.rules!.at.roundEnd;
  if (rules.length === 0) return;
  for (const seat of state.turnOrder.slice()) if (state.alive[seat]) fire(game, state, rules, seat);
}

/** C6: the player to move took `to` from `from`. */
export function rulesAtConquest(game: Game, state: GameState, from: number, to: number): void {
  fire(game, state, game.rules!.at.conquest, state.current, to, from);
}

/** The player to move put another out of the game. */
export function rulesAtElimination(game: Game, state: GameState): void {
  fire(game, state, game.rules!.at.elimination, state.current);
}

/** An attack from `from` on `to` is over (decided or stopped): its `battle end` rules (then the attack ends the effects `for this battle`). */
export function rulesAtBattleEnd(game: Game, state: GameState, from: number, to: number): void {
  const rules = game.rules!;
  fire(game, state, rules.at.battleEnd, state.current, to, from);
}
