// The greedy bot on a map that changes (Y7 switches) and at a setup by choice (Y4 claims).
import { isPresent, neighbours, type Action } from "../engine/index.js";
import { enemyArmies, isEnemy, winChanceAt, type Board } from "./greedy-board.js";

/**
 * Y7: how good a state of the map's switches is for the bot: its best attack from each of its
 * territories, plus the territories it holds (a zone that leaves the board takes its armies).
 */
function switchesValue(b: Board, switches: readonly boolean[]): number {
  const { game, view } = b;
  let value = 0;
  for (let t = 0; t < game.territoryCount; t++) {
    if (view.owner[t] !== b.seat || !isPresent(game.graph, switches, t)) continue;
    value += 1 + view.armies[t]! / 10;
    let best = 0;
    for (const u of neighbours(game.graph, switches, t))
      if (isEnemy(b, u)) best = Math.max(best, winChanceAt(b, t, u, view.armies[t]! - b.leave, view.armies[u]!));
    value += best;
  }
  return value;
}

export function chooseSwitch(b: Board, actions: Action[]): Action {
  let best: Action = actions.find((a) => a.type === "end")!;
  let bestValue = switchesValue(b, b.view.switches);
  for (const a of actions) {
    if (a.type !== "switch") continue;
    const flipped = b.view.switches.slice();
    flipped[a.index] = !flipped[a.index];
    const value = switchesValue(b, flipped);
    if (value > bestValue + 0.01) {
      bestValue = value;
      best = a;
    }
  }
  return best;
}

/** Y4: take a territory of the group where the bot holds most and its rivals least. */
export function chooseClaim(b: Board, actions: Action[]): Action {
  const { variant } = b.game;
  let best = actions[0]!;
  let bestScore = -Infinity;
  for (const a of actions) {
    if (a.type !== "claim") continue;
    const group = variant.map.groups[variant.map.territories[a.territory]!.group]!;
    const mine = group.territories.filter((t) => b.view.owner[t] === b.seat).length;
    const theirs = group.territories.filter((t) => b.view.owner[t]! >= 0 && b.view.owner[t] !== b.seat).length;
    const score = (mine - theirs) / group.territories.length - group.territories.length / 100;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/**
 * EF6: armies an effect lets it move go from where no enemy presses to where one presses most
 * (all it may); a move that would bare a front, or bring nothing to one, is not made (`end`).
 */
export function chooseEffectMove(b: Board, actions: Action[]): Action {
  const end = actions.find((a) => a.type === "end") ?? actions[0]!;
  let best: Action = end;
  let bestScore = 0;
  for (const a of actions) {
    if (a.type !== "move") continue;
    const score = enemyArmies(b, a.to) - enemyArmies(b, a.from);
    if (score > bestScore || (score === bestScore && score > 0 && best.type === "move" && a.count > best.count)) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}
