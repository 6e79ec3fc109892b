// The greedy bot's choices, purchases, bids and buildings (K1, M1, T4, F2, F3, F6): it reads only
// its view and the enumerated actions, never a variant's names. A chosen territory is its
// strongest and least exposed one; purchases go to units first, then buildings, then armies, each
// where its front is; bids are moderate; neutral armies block the opponents' way to it.
import { neighbours, type Action } from "../engine/index.js";
import { bestFront, enemyArmies, enemyCount, isEnemy, type Board } from "./greedy-board.js";
import { scoreCounters } from "./goals.js";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;
const only = <T extends Action["type"]>(actions: Action[], type: T): Of<T>[] => actions.filter((a): a is Of<T> => a.type === type);

/** K1: a territory to choose (a headquarters): many armies, few enemy armies next to it; M1: a word, the first offered. In play it keeps its choice. */
export function chooseValue(b: Board, actions: Action[]): Action {
  const chooses = only(actions, "choose");
  const end = actions.find((a) => a.type === "end");
  if (end || chooses.length === 0) return end ?? actions[0]!;
  const choice = b.game.variant.choices![chooses[0]!.choice]!;
  if (choice.words) return chooses[0]!;
  const safety = (t: number) => b.view.armies[t]! - enemyArmies(b, t) - 2 * enemyCount(b, t);
  return chooses.reduce((best, a) => (safety(a.value) > safety(best.value) ? a : best));
}

/** F2: units first (at the best front), then buildings (where the enemy presses most), then as many armies as it can. */
export function chooseBuy(b: Board, actions: Action[]): Action {
  const buys = only(actions, "buy");
  const end = actions.find((a) => a.type === "end")!;
  if (buys.length === 0) return end;
  const kind = (a: Of<"buy">) => b.game.variant.market![a.offer]!.what;
  // An effect card every copy of which raises the bot's own score comes first: a step toward winning.
  const raisesScore = buys.find((a) => kind(a) === "effect" && deckRaisesScore(b, b.game.variant.market![a.offer]!.deck));
  if (raisesScore) return raisesScore;
  const placed = (what: "unit" | "building") => buys.filter((a) => kind(a) === what && a.territory !== undefined);
  const units = placed("unit");
  if (units.length > 0) {
    const front =
      bestFront(
        b,
        0,
        units.map((a) => a.territory!),
      ) ?? units[0]!.territory;
    return units.find((a) => a.territory === front) ?? units[0]!;
  }
  const buildings = placed("building");
  if (buildings.length > 0) return buildings.reduce((best, a) => (enemyArmies(b, a.territory!) > enemyArmies(b, best.territory!) ? a : best));
  const armies = buys.filter((a) => kind(a) === "army");
  if (armies.length > 0) return armies.reduce((best, a) => ((a.count ?? 0) > (best.count ?? 0) ? a : best));
  // Cards and effect cards: one a turn is enough.
  return buys[0]!;
}

/** Whether every card of deck `deck` gains, when drawn, a counter the bot's score or win reads (goals.ts's scoreCounters) by a fixed positive amount. */
function deckRaisesScore(b: Board, deck: number | undefined): boolean {
  const cards = deck === undefined ? undefined : b.game.variant.decks?.[deck]?.cards;
  if (!cards || cards.length === 0) return false;
  const counters = scoreCounters(b.game);
  return cards.every((c) =>
    (c.onDraw ?? []).some(
      (e) => e.kind === "gain" && counters.has(e.resource) && e.amount !== undefined && e.amount.op === "int" && e.amount.value > 0,
    ),
  );
}

/** S12: a starting unit goes to the best front, as a bought unit does. */
export function chooseUnitSpot(b: Board, actions: Action[]): Action {
  const spots = only(actions, "placeUnit");
  if (spots.length === 0) return actions[0]!;
  const front = bestFront(
    b,
    0,
    spots.map((a) => a.territory),
  );
  return spots.find((a) => a.territory === front) ?? spots[0]!;
}

/**
 * SP3: the setup's split (`place N each with adjacent empty`): the bot always takes a neighbour
 * when one is offered (one more territory, one more step along its lines), the one most contested
 * (enemy armies next to it, then room to grow: empty territories next to it, then its own goals),
 * and shares the armies between the two by how hard each is pressed (the enemy armies next to it,
 * plus one), the neighbour getting at least one.
 */
export function chooseSplit(b: Board, actions: Action[]): Action {
  const splits = only(actions, "split");
  if (splits.length === 0) return actions[0]!;
  const open = (t: number) => neighbours(b.game.graph, b.view.switches, t).filter((u) => b.view.owner[u]! < 0).length;
  const contest = (t: number) => 4 * enemyArmies(b, t) + open(t) + (b.objective.has(t) ? 3 : 0);
  const taking = splits.filter((a) => a.to !== undefined && a.count > 0);
  if (taking.length === 0) return splits[0]!;
  const pair = taking.reduce((best, a) => (contest(a.to!) > contest(best.to!) ? a : best));
  const all = Math.max(...taking.filter((a) => a.territory === pair.territory).map((a) => a.count));
  const press = (t: number) => enemyArmies(b, t) + 1;
  const wanted = Math.max(1, Math.round((all * press(pair.to!)) / (press(pair.to!) + press(pair.territory))));
  const offered = taking.filter((a) => a.territory === pair.territory && a.to === pair.to);
  return offered.reduce((best, a) => (Math.abs(a.count - wanted) < Math.abs(best.count - wanted) ? a : best));
}

/** F6: a moderate bid: the one closest to a quarter of what it holds. */
export function chooseBid(b: Board, actions: Action[]): Action {
  const bids = only(actions, "bid");
  const most = Math.max(...bids.map((a) => a.amount));
  return bids.reduce((best, a) => (Math.abs(a.amount - most / 4) < Math.abs(best.amount - most / 4) ? a : best));
}

/** F3/F5: build where the enemy presses most; raze where the enemy is strongest next to the bot. */
export function chooseBuild(b: Board, actions: Action[]): Action {
  const builds = only(actions, "build");
  const raze = builds.some((a) => b.view.owner[a.territory] !== b.seat);
  const score = (t: number) =>
    raze ? neighbours(b.game.graph, b.view.switches, t).filter((u) => b.view.owner[u] === b.seat).length * 10 + b.view.armies[t]! : enemyArmies(b, t);
  return builds.reduce((best, a) => (score(a.territory) > score(best.territory) ? a : best));
}

/** T4: a neutral army where it blocks most: on a neutral territory between the bot and its opponents' armies. */
export function chooseNeutralPlacement(b: Board, actions: Action[]): Action {
  const places = only(actions, "place");
  const score = (t: number) => {
    let mine = 0;
    let theirs = 0;
    for (const u of neighbours(b.game.graph, b.view.switches, t)) {
      if (b.view.owner[u] === b.seat) mine++;
      else if (isEnemy(b, u) && b.view.owner[u]! < b.view.players) theirs += b.view.armies[u]!;
    }
    return mine > 0 ? theirs * 2 + mine : theirs;
  };
  const best = places.reduce((x, a) => (score(a.territory) > score(x.territory) ? a : x));
  return places.find((a) => a.territory === best.territory && a.count === 1) ?? best;
}
