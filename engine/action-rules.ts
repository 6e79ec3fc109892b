// What the enumeration of actions and their legality check share: where a player may place,
// whether a trade is forced, what a switch flip needs (Y7), whether a move's route holds (E13).
import { decisionOf } from "./decision.js";
import type { CompiledStep, Game } from "./game.js";
import { enterableEmpty, entryTerritories, stagingOf } from "./factions.js";
import { isOpen, isPresent } from "./graph.js";
import { scope } from "./rules.js";
import type { GameState } from "./state.js";
import type { Action } from "./actions.js";

export function isCount(n: unknown): n is number {
  return typeof n === "number" && Number.isInteger(n);
}

export function ownedTerritories(game: Game, state: GameState, seat: number): number[] {
  const owned: number[] = [];
  for (let t = 0; t < game.territoryCount; t++) if (state.owner[t] === seat) owned.push(t);
  return owned;
}

/** Where the seat may put armies: its territories; in play (E3) only those at its starting points, or off the board to fight its way in. */
export function placeTargets(game: Game, state: GameState, seat: number, setup: boolean): number[] {
  const entries = setup ? undefined : entryTerritories(game, state, seat);
  if (!entries) return ownedTerritories(game, state, seat);
  // E8/E9: its own territories there, and empty ones where entering is not a conquest.
  return [...entries.filter((t) => state.owner[t] === seat || enterableEmpty(game, state, seat, t)), stagingOf(game, seat)];
}

export function tradeIsForced(game: Game, state: GameState): boolean {
  const d = decisionOf(game, state);
  if (d.kind === "tradeDown") {
    const rule = game.cards?.eliminationTrade;
    return rule ? !rule.until(scope(state, d.seat)) : false;
  }
  const step = game.phases[state.phase]?.steps[state.step];
  return step?.kind === "trade" && step.forcedWhen !== undefined && step.forcedWhen(scope(state, d.seat));
}

/** The switch step the game is in (the flip's requirements come from it). */
function switchStep(game: Game, state: GameState): Extract<CompiledStep, { kind: "switch" }> | undefined {
  const step = game.phases[state.phase]?.steps[state.step];
  return step?.kind === "switch" ? step : undefined;
}

/** Y7: a card in the player's hand whose territory has the attribute (used up by a flip), or -1. */
export function changeCard(game: Game, state: GameState, attribute: string): number {
  const attrs = game.variant.map.territories;
  return state.hands[state.current]!.find((card) => card < attrs.length && attrs[card]!.attrs[attribute] === true) ?? -1;
}

/** Y7: why the current player may not flip switch `index` now, or undefined. */
export function switchProblem(game: Game, state: GameState, index: number): string | undefined {
  const step = switchStep(game, state);
  if (!step) return "there is no switch step now";
  const seat = state.current;
  if (step.nearLeader) {
    const at = state.leaderAt[seat]!;
    if (at < 0) return "your leader is not on the board";
    const groups = new Set(switchZones(game, index).map((t) => game.variant.map.territories[t]!.group));
    if (!groups.has(game.variant.map.territories[at]!.group)) return "your leader must stand in the same group as the switch";
  }
  if (step.usingCard !== undefined && changeCard(game, state, step.usingCard) < 0) return `you need a card with ${step.usingCard} to flip a switch`;
  // A zone coming onto the board takes one army from the flipper's reserve (Y3, Y7).
  if (game.pieces && territoriesOpened(game, state, index) > state.reserve[seat]!)
    return "you have no army in reserve for the territory that comes onto the board";
  return undefined;
}

/**
 * The zones a switch belongs to (Y7): the territories it puts on or off the board, and the
 * territory every one of its borders touches (a spinning zone).
 */
function switchZones(game: Game, index: number): number[] {
  const sw = game.variant.map.switches[index]!;
  const borders = [...sw.on.borders, ...sw.off.borders, ...sw.on.links, ...sw.off.links];
  const hubs = borders.length === 0 ? [] : borders.reduce<number[]>((common, b) => common.filter((t) => b.includes(t)), [...borders[0]!]);
  return [...new Set([...sw.on.territories, ...sw.off.territories, ...hubs])];
}

/** How many territories flipping the switch puts on the board (Y7). */
function territoriesOpened(game: Game, state: GameState, index: number): number {
  const flipped = state.switches.slice();
  flipped[index] = !flipped[index];
  return state.owner.filter((_, t) => !isPresent(game.graph, state.switches, t) && isPresent(game.graph, flipped, t)).length;
}

/** E13: why a move's route (`via`) is not one: own territories, each next to the one before, ending next to `to`. */
export function viaProblem(
  game: Game,
  state: GameState,
  step: Extract<CompiledStep, { kind: "fortify" }>,
  action: Extract<Action, { type: "fortify" }>,
): string | undefined {
  const via = action.via!;
  if (!step.drops) return "this move cannot leave armies on the way (no `drops`)";
  if (action.leader) return "a leader moves without leaving armies on the way";
  if (!Array.isArray(via) || via.length === 0) return "`via` lists the territories the move passes through";
  const route = [action.from, ...via.map((v) => v?.territory), action.to];
  if (!via.every((v) => isCount(v?.territory) && isCount(v?.count) && v.count >= 0))
    return "each stop on the way is a territory and a number of armies left there";
  if (new Set(route).size !== route.length) return "the move passes through each territory once";
  for (let i = 1; i < route.length; i++) {
    const at = route[i]!;
    const last = i === route.length - 1;
    const ok = at >= 0 && at < game.territoryCount && (state.owner[at] === state.current || (last && enterableEmpty(game, state, state.current, at)));
    if (!ok) return "the move passes only through your own territories";
    if (!isOpen(game.graph, state.switches, route[i - 1]!, at)) return "each territory on the way borders the one before";
  }
  return undefined;
}
