// Part A of version 3 (issue 26): the one effect executor, of rules and of the named decks' cards
// played or drawn (moves/play.ts; docs/language-design.md, part A). `runEffects` carries out a list
// for a seat, with the territory in question (and `source`) the event gave; effects that last
// (borders, die bonuses) become rows of `state.lasting` (board/lasting.ts) until their event.
import {
  addArmies,
  addBuilding,
  addLasting,
  addLastingBonus,
  awaitEffectDecision,
  buildingRoom,
  clearKinds,
  crushUnitsOn,
  discardHeld,
  drawCards,
  giveArmies,
  LASTING_SIDE,
  ownedTerritories,
  razeBuilding,
  removeArmies,
  reserveLosses,
  resourceOf,
  returnToReserve,
  toCasualties,
  setOwner,
  setFirstNext,
  takeFromReserve,
} from "../board/index.js";
import { checkWins, eliminateIfOut, endByRanking } from "../end/index.js";
import { isPresent, nextInt } from "../math/index.js";
import type { EvalScope, GameState } from "../model/index.js";
import { UNTIL, type CompiledRuleEffect, type Game, type Until } from "../variant/index.js";
import { flipSwitch } from "./switches.js";
import { placementRoom } from "./place.js";
import { putUnits } from "./units-put.js";
import { anyEffectMove } from "./effect-move.js";

/** Who the effects are for, what they are about and how long what lasts lasts. */
export interface EffectTarget {
  /** The rule (its index: lasting rows name it); -1 for a card's effects (none of which lasts a border). */
  rule: number;
  until: Until;
  /** What the effects' formulas read: `seat` the player, `territory` (and `source`) in question. */
  scope: EvalScope;
  /** TC2: inside a `choose territory` block: `armies +N` puts its armies on the territory in question (the one picked). */
  onto?: boolean;
  /** PO4: the order (game.orders' index) these effects carry out: a territory picked in it holds back the order's rules until it is picked. */
  order?: number;
  /** PO4: set when a pick of this order was asked for (the pick then fires the order's rules). */
  orderWaits?: boolean;
}

/** A resource changes; rules waiting for it to cross a value fire (rule-events.ts passes itself in, to keep this file below it). */
export type ResourceChange = (game: Game, state: GameState, c: number, seat: number, delta: number) => void;

/** What the effects call above this file (rule-events.ts passes them in): a resource's change, and cards of a named deck drawn into a hand. */
export interface EffectHooks {
  change: ResourceChange;
  draw: (game: Game, state: GameState, seat: number, deck: number, count: number) => void;
  /** A card of named deck `deck` came into the seat's hand (its `on draw` done): the `draw` rules. */
  drawn?: (game: Game, state: GameState, seat: number, deck: number) => void;
}

/** Carry out `effects` in order; stops when the game is over. */
export function runEffects(game: Game, state: GameState, effects: readonly CompiledRuleEffect[], target: EffectTarget, hooks: EffectHooks): void {
  for (const effect of effects) {
    if (state.stage !== "play") return;
    runEffect(game, state, effect, target, hooks);
  }
}

const whole = (x: number) => (Number.isFinite(x) ? Math.floor(x) : 0);

function runEffect(game: Game, state: GameState, effect: CompiledRuleEffect, target: EffectTarget, hooks: EffectHooks): void {
  const { scope } = target;
  const seat = scope.seat;
  const t = scope.territory;
  switch (effect.kind) {
    case "armies":
      // TC2: in a picked territory's effects, onto the territory in question (the player's own).
      if (target.onto && t !== undefined) armiesOnto(game, state, seat, t, Math.max(0, whole(effect.amount(scope))));
      else giveArmies(game, state, seat, Math.max(0, whole(effect.amount(scope))));
      return;
    case "lose": {
      const n = Math.max(0, whole(effect.amount(scope)));
      // With a territory in question it loses them (keeping one); else the player, from its largest stacks (E12).
      if (t === undefined) loseArmies(game, state, seat, n);
      else loseOn(game, state, t, n);
      return;
    }
    case "flip":
      flipSwitch(game, state, effect.switch);
      return;
    case "build":
      if (t !== undefined && state.owner[t]! >= 0 && buildingRoom(game, state, effect.building, t) > 0) addBuilding(state, effect.building, t);
      return;
    case "raze":
      if (t !== undefined && state.buildings[effect.building]![t]! > 0) razeBuilding(state, effect.building, t);
      return;
    case "gain": {
      const amount = effect.roll !== undefined ? 1 + nextInt(state.rng, effect.roll) : whole(effect.amount!(scope));
      hooks.change(game, state, effect.resource, seat, amount);
      return;
    }
    case "give":
      give(game, state, effect, scope, hooks.change);
      return;
    case "open":
    case "close":
      addLasting(game, state, target.rule, effect.border, seat, target.until);
      return;
    case "owner":
      if (t !== undefined) passTo(game, state, t, whole(effect.seat(scope)) - 1);
      return;
    case "drawCards":
      if (seat === state.current) drawCards(game, state, Math.max(0, whole(effect.count(scope))));
      return;
    case "drawEffect":
      hooks.draw(game, state, seat, effect.deck, Math.max(0, whole(effect.count(scope))));
      return;
    case "dice":
      addLastingBonus(state, seat, LASTING_SIDE[effect.side], effect.amount, UNTIL[effect.until]);
      return;
    case "endGame":
      endByRanking(game, state, effect.reason);
      return;
    case "units":
      putUnits(game, state, seat, effect.unit, Math.max(0, whole(effect.count(scope))), t ?? -1);
      return;
    case "discard":
      if (effect.choose) discardByChoice(state, seat, whole(effect.count(scope)));
      else discardRandomly(game, state, seat, whole(effect.count(scope)));
      return;
    case "move":
      moveByChoice(game, state, effect, scope);
      return;
    case "pick":
      askPick(game, state, effect, target);
      return;
    case "each":
      for (const territory of eachTerritory(game, state, effect, scope))
        runEffects(game, state, effect.effects, { ...target, scope: { ...scope, territory } }, hooks);
      return;
    case "firstPlayer":
      // PO7: from the next round on (a seat out of the game is not made first).
      if (seat >= 0 && seat < state.players && state.alive[seat]) setFirstNext(state, seat);
      return;
    case "choose":
      // PO4: the seat chooses one order (moves/order.ts carries it out).
      if (seat >= 0 && seat < state.players) awaitEffectDecision(state, { kind: "order", seat, choose: effect.index, territory: t ?? -1 });
      return;
  }
}

/**
 * TC1: the seat picks one territory of those where the pick's condition holds now (its own with
 * `owned`, present on the map): a decision, asked only of a player (not a neutral seat) and only
 * when there is one to pick; with none the pick's effects are skipped.
 */
function askPick(game: Game, state: GameState, effect: Extract<CompiledRuleEffect, { kind: "pick" }>, target: EffectTarget): void {
  const { scope } = target;
  const seat = scope.seat;
  if (seat < 0 || seat >= state.players) return;
  const options = eachTerritory(game, state, effect, { state, seat, dice: scope.dice });
  if (options.length === 0) return;
  const order = target.order ?? -1;
  if (order >= 0) target.orderWaits = true;
  awaitEffectDecision(state, { kind: "pick", seat, pick: effect.index, options, order });
}

/** TC2: `armies +N` in a picked territory's effects: N armies onto it (out of the reserve when pieces are counted, Y3), when the player holds it. */
function armiesOnto(game: Game, state: GameState, seat: number, t: number, n: number): void {
  if (n <= 0 || state.owner[t] !== seat) return;
  // R5: within the army limit, as any placing is (beyond it the armies are not there to put).
  const taken = takeFromReserve(game, state, seat, Math.min(n, placementRoom(game, state, seat)));
  if (taken > 0) addArmies(game, state, t, taken);
}

/** The territories of an `each` block, chosen before any of its effects (which may change owners). */
function eachTerritory(game: Game, state: GameState, effect: Extract<CompiledRuleEffect, { kind: "each" | "pick" }>, scope: EvalScope): number[] {
  const out: number[] = [];
  for (let t = 0; t < game.territoryCount; t++) {
    if (!isPresent(game.graph, state.switches, t) || (effect.owned && state.owner[t] !== scope.seat)) continue;
    if (!effect.where || effect.where({ ...scope, territory: t })) out.push(t);
  }
  return out;
}

/** EF4: up to `n` cards the seat holds of the named decks go to their discards, each drawn at random from the hand. */
function discardRandomly(game: Game, state: GameState, seat: number, n: number): void {
  const hand = state.held[seat];
  for (let k = 0; k < n && hand && hand.length > 0; k++) discardHeld(game, state, seat, hand[nextInt(state.rng, hand.length)]!);
}

/** EF5: the seat chooses up to `n` cards it holds of the named decks to discard (a decision, the pending `discard` with `left`). */
function discardByChoice(state: GameState, seat: number, n: number): void {
  const left = Math.min(n, state.held[seat]?.length ?? 0);
  if (left > 0) awaitEffectDecision(state, { kind: "discard", seat, left });
}

/**
 * EF6: the seat may move up to N armies (or units) between its territories: into the territory in
 * question (when it holds it), or those where `to` holds; from those where `from` holds. The
 * territories are fixed now; asked only when some move is possible.
 */
function moveByChoice(game: Game, state: GameState, effect: Extract<CompiledRuleEffect, { kind: "move" }>, scope: EvalScope): void {
  const seat = scope.seat;
  const own = ownedTerritories(game, state, seat);
  const holds = (c: ((s: EvalScope) => boolean) | undefined) => (c ? own.filter((territory) => c({ ...scope, territory })) : own);
  const t = scope.territory;
  const to = effect.to ? holds(effect.to) : t !== undefined && state.owner[t] === seat ? [t] : [];
  const decision = { kind: "move" as const, seat, left: Math.max(0, whole(effect.count(scope))), unit: effect.unit, from: holds(effect.from), to };
  if (anyEffectMove(game, state, decision)) awaitEffectDecision(state, decision);
}

/** `lose N` on a territory: it loses up to N armies, keeping one (its owner's reserve takes them back, Y3). */
function loseOn(game: Game, state: GameState, t: number, n: number): void {
  const owner = state.owner[t]!;
  const lost = Math.min(n, state.armies[t]! - 1);
  if (owner < 0 || lost <= 0) return;
  toCasualties(game, state, owner, reserveLosses(game, removeArmies(game, state, t, lost), lost));
}

/** `give R N to s`: up to N of the player's R (what it has) goes to seat s, another seat still in. */
function give(game: Game, state: GameState, effect: Extract<CompiledRuleEffect, { kind: "give" }>, scope: EvalScope, change: ResourceChange): void {
  const to = whole(effect.to(scope)) - 1;
  if (to < 0 || to >= state.seats || to === scope.seat || !state.alive[to]) return;
  const amount = Math.min(whole(effect.amount(scope)), resourceOf(game, state, effect.resource, scope.seat));
  if (amount <= 0) return;
  change(game, state, effect.resource, scope.seat, -amount);
  change(game, state, effect.resource, to, amount);
}

/**
 * `owner becomes s`: territory `t` passes to seat `s` (a seat still in, not its owner) with as
 * many armies (at least one), out of the new owner's reserve (Y3); the old owner's units there are
 * destroyed. The old owner may be out: the rule put it out, nobody's attack (no elimination event).
 */
function passTo(game: Game, state: GameState, t: number, to: number): void {
  const from = state.owner[t]!;
  if (to < 0 || to >= state.seats || to === from || !state.alive[to]) return;
  const n = state.armies[t]!;
  crushUnitsOn(game, state, t);
  if (from >= 0) returnToReserve(game, state, from, reserveLosses(game, removeArmies(game, state, t, n), n));
  else removeArmies(game, state, t, n);
  setOwner(state, t, to);
  clearKinds(game, state, t);
  addArmies(game, state, t, Math.max(1, takeFromReserve(game, state, to, n)));
  if (from >= 0 && eliminateIfOut(game, state, from)) checkWins(game, state);
}

/** E12: a seat loses `n` armies, one at a time from its largest stack; a territory keeps its last one. */
export function loseArmies(game: Game, state: GameState, seat: number, n: number): void {
  for (let k = 0; k < n; k++) {
    let largest = -1;
    for (let t = 0; t < game.territoryCount; t++)
      if (state.owner[t] === seat && state.armies[t]! > 1 && (largest < 0 || state.armies[t]! > state.armies[largest]!)) largest = t;
    if (largest < 0) return;
    const lost = removeArmies(game, state, largest, 1);
    toCasualties(game, state, seat, reserveLosses(game, lost, 1));
  }
}
