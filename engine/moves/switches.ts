// Y7: flipping a switch of the map (a rotating zone that opens and closes borders, a sliding zone
// that leaves the board and crushes its pieces): who may flip which, what it costs, what it does.
import {
  addArmies,
  clearTerritory,
  clearBuildings,
  crushUnitsOn,
  discardFromHand,
  leaderOf,
  toCasualties,
  setOwner,
  takeFromReserve,
  toggleSwitch,
} from "../board/index.js";
import { checkWins, eliminateIfOut } from "../end/index.js";
import { isPresent } from "../math/index.js";
import { problem, problems, type GameState, type Problem } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { isCount, stepOfKind, type MoveFamily } from "./family.js";

/** Y7: a card in the player's hand whose territory has the attribute (used up by a flip), or -1. */
function changeCard(game: Game, state: GameState, attribute: string): number {
  const attrs = game.variant.map.territories;
  return state.hands[state.current]!.find((card) => card < attrs.length && attrs[card]!.attrs[attribute] === true) ?? -1;
}

/**
 * The zones a switch belongs to: the territories it puts on or off the board, and the territory
 * every one of its borders touches (a spinning zone).
 */
function switchZones(game: Game, index: number): number[] {
  const sw = game.variant.map.switches[index]!;
  const borders = [...sw.on.borders, ...sw.off.borders, ...sw.on.links, ...sw.off.links];
  const hubs = borders.length === 0 ? [] : borders.reduce<number[]>((common, b) => common.filter((t) => b.includes(t)), [...borders[0]!]);
  return [...new Set([...sw.on.territories, ...sw.off.territories, ...hubs])];
}

/** How many territories flipping the switch puts on the board. */
function territoriesOpened(game: Game, state: GameState, index: number): number {
  const flipped = state.switches.slice();
  flipped[index] = !flipped[index];
  return state.owner.filter((_, t) => !isPresent(game.graph, state.switches, t) && isPresent(game.graph, flipped, t)).length;
}

/** Why the current player may not flip switch `index` now, or undefined. */
function switchProblem(game: Game, state: GameState, index: number): Problem | undefined {
  const step = stepOfKind(game, state, "switch")!;
  const seat = state.current;
  if (step.nearLeader) {
    const leader = leaderOf(game, state, seat);
    const at = leader >= 0 ? state.unitAt[leader]! : -1;
    if (at < 0) return problem(problems.leaderOffBoard);
    const groups = new Set(switchZones(game, index).map((t) => game.variant.map.territories[t]!.group));
    if (!groups.has(game.variant.map.territories[at]!.group)) return problem(problems.switchTooFar);
  }
  if (step.usingCard !== undefined && changeCard(game, state, step.usingCard) < 0) return problem(problems.switchNeedsCard, step.usingCard);
  // A zone coming onto the board takes one army from the flipper's reserve (Y3).
  if (game.pieces && territoriesOpened(game, state, index) > state.reserve[seat]!) return problem(problems.reserveEmpty);
  return undefined;
}

/**
 * Flip a switch. A territory that leaves the board takes its armies with it (a closed sliding
 * zone crushes what stands on it); one that comes onto the board is occupied by one army of the
 * player who flipped the switch (assumed: the rulebooks do not say who holds a newly opened zone).
 */
export function flipSwitch(game: Game, state: GameState, index: number): void {
  const before = game.graph.territoryCondition.map((_, t) => isPresent(game.graph, state.switches, t));
  toggleSwitch(state, index);
  const losers = new Set<number>();
  before.forEach((was, t) => {
    const now = isPresent(game.graph, state.switches, t);
    if (was && !now) {
      const owner = state.owner[t]!;
      if (owner >= 0) {
        toCasualties(game, state, owner, state.armies[t]!);
        losers.add(owner);
      }
      crushUnitsOn(game, state, t);
      setOwner(state, t, -1);
      clearTerritory(game, state, t);
      clearBuildings(game, state, t);
    } else if (!was && now) {
      // The switch's legality made sure the reserve has this army.
      setOwner(state, t, state.current);
      addArmies(game, state, t, takeFromReserve(game, state, state.current, 1));
    }
  });
  for (const loser of losers) eliminateIfOut(game, state, loser);
  checkWins(game, state);
}

export const flip: MoveFamily<"switch"> = {
  type: "switch",
  enumerate({ game, state }, out) {
    game.variant.map.switches.forEach((_, index) => {
      if (switchProblem(game, state, index) === undefined) out.push({ type: "switch", index });
    });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "switch") return problem(problems.notNow, "flip a switch", d.kind);
    if (!isCount(action.index) || action.index < 0 || action.index >= game.variant.map.switches.length) return problem(problems.noSuchSwitch);
    return switchProblem(game, state, action.index);
  },
  apply({ game, state }, action) {
    // The card that allowed the flip is used up.
    const step = stepOfKind(game, state, "switch")!;
    if (step.usingCard !== undefined) discardFromHand(state, state.current, [changeCard(game, state, step.usingCard)]);
    flipSwitch(game, state, action.index);
    return "endStep";
  },
};
