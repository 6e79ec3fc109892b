// MK1: the greedy bot puts a marker. A card that acts when turned up (`on reveal`, for whoever
// conquers its territory) goes where it is safest: the territory farthest from any enemy
// territory, then the one with most armies; a card that does nothing (a decoy) goes on the safest
// territory with fewest markers, so the decoys spread over the player's territories.
import { neighbours, type Action } from "../engine/index.js";
import { isEnemy, type Board } from "./greedy-board.js";

/** Steps from each territory to the nearest enemy territory (the map's size when none is reachable). */
function enemyDistance(b: Board): number[] {
  const { game, view } = b;
  const n = game.territoryCount;
  const dist = new Array<number>(n).fill(n);
  const queue: number[] = [];
  for (let t = 0; t < n; t++)
    if (isEnemy(b, t)) {
      dist[t] = 0;
      queue.push(t);
    }
  for (let head = 0; head < queue.length; head++) {
    const t = queue[head]!;
    for (const u of neighbours(game.graph, view.switches, t))
      if (u < n && dist[u]! > dist[t]! + 1) {
        dist[u] = dist[t]! + 1;
        queue.push(u);
      }
  }
  return dist;
}

/** Whether `a` comes after `b` in lexicographic order (the first unequal entry decides). */
function greater(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return false;
}

export function chooseMarkerSpot(b: Board, actions: Action[]): Action {
  const { game, view } = b;
  const drawn = view.markerAt[b.seat]!.indexOf(-1);
  const card = drawn >= 0 ? game.deckCards[view.markerCards[drawn]!] : undefined;
  const matters = (card?.onReveal.length ?? 0) > 0;
  const markers = new Array<number>(game.territoryCount).fill(0);
  for (const at of view.markerAt) for (const t of at) if (t >= 0) markers[t]!++;
  const dist = enemyDistance(b);
  let best = actions[0]!;
  let bestKey: number[] | undefined;
  for (const a of actions) {
    if (a.type !== "put") continue;
    const t = a.territory;
    const key = matters ? [dist[t]!, view.armies[t]!] : [-markers[t]!, dist[t]!, view.armies[t]!];
    if (!bestKey || greater(key, bestKey)) {
      best = a;
      bestKey = key;
    }
  }
  return best;
}
