// What the greedy bot knows of the board: its view, who is an enemy, what a territory is worth
// taking, and the exact odds of an attack between armies (through the dice pipeline).
import {
  WinOdds,
  attackersKeeping,
  isStaging,
  modifiedRules,
  neighbours,
  seatSwitches,
  type DiceRules,
  type Game,
  type GameState,
  type PlayerView,
} from "../engine/index.js";

/** Attack only when the whole-battle win probability reaches this. */
export const ATTACK_THRESHOLD = 0.55;

export interface Board {
  game: Game;
  view: PlayerView;
  seat: number;
  leave: number;
  /** Territories whose taking advances the bot's own way of winning: its secret objective, a mission's groups, capitals (goals.ts; empty when no territory in particular does). */
  objective: ReadonlySet<number>;
  /** Whether the bot has a partner (Y2): then it does not weigh breaking groups (measured). */
  partnered: boolean;
}

export function isEnemy(b: Board, t: number): boolean {
  const owner = b.view.owner[t]!;
  return owner >= 0 && owner !== b.seat && b.view.team[owner] !== b.view.team[b.seat];
}

/** How many enemy territories `t` borders (without building the list: asked for every move considered). */
export function enemyCount(b: Board, t: number): number {
  // E3: the off-board place of arriving armies faces no one.
  if (isStaging(b.game, t)) return 0;
  let n = 0;
  for (const u of neighbours(b.game.graph, b.view.switches, t)) if (isEnemy(b, u)) n++;
  return n;
}

/**
 * A number per territory, remembered through one decision: one buffer for all decisions, each
 * decision a new stamp (no array the size of the map made at every decision).
 */
class TerritoryMemo {
  private values = new Float64Array(0);
  private stamps = new Uint32Array(0);
  private stamp = 0;

  /** A new decision on a board of `places` places: nothing is remembered. */
  start(places: number): this {
    if (this.stamps.length < places) {
      this.values = new Float64Array(places);
      this.stamps = new Uint32Array(places);
      this.stamp = 0;
    }
    if (++this.stamp === 0xffffffff) {
      this.stamps.fill(0);
      this.stamp = 1;
    }
    return this;
  }

  has(t: number): boolean {
    return this.stamps[t] === this.stamp;
  }

  get(t: number): number {
    return this.values[t]!;
  }

  set(t: number, value: number): number {
    this.stamps[t] = this.stamp;
    return (this.values[t] = value);
  }
}

const enemyCounts = new TerritoryMemo();
const targetValues = new TerritoryMemo();

/**
 * enemyCount, remembered for each territory through one decision (a fortify step on a big map
 * offers thousands of moves between the same few hundred territories). Good until the next call.
 */
export function enemyCounter(b: Board): (t: number) => number {
  const known = enemyCounts.start(b.view.armies.length);
  return (t) => (known.has(t) ? known.get(t) : known.set(t, enemyCount(b, t)));
}

/** The armies in the enemy territories `t` borders. */
export function enemyArmies(b: Board, t: number): number {
  if (isStaging(b.game, t)) return 0;
  let n = 0;
  for (const u of neighbours(b.game.graph, b.view.switches, t)) if (isEnemy(b, u)) n += b.view.armies[u]!;
  return n;
}

/** A group's bonus when it is a number or a parameter (what the bot can weigh without a game state); else 2. */
function plainBonus(b: Board, group: number): number {
  const bonus = b.game.variant.map.groups[group]!.bonus;
  if (bonus.op === "int") return bonus.value;
  const param = bonus.op === "param" ? b.game.variant.params.find((p) => p.name === bonus.name)?.value : undefined;
  return typeof param === "number" ? param : 2;
}

/**
 * How much taking `u` is worth: more when it completes (or nearly completes) a group, and when
 * it breaks a group its owner holds whole (the owner loses that bonus).
 */
export function targetValue(b: Board, u: number): number {
  const { variant } = b.game;
  const g = variant.map.territories[u]!.group;
  const group = variant.map.groups[g]!;
  const owner = b.view.owner[u]!;
  // Counted in one pass (asked for every attack and front the bot weighs).
  let mine = 0;
  let whole = owner >= 0;
  for (const t of group.territories) {
    const o = b.view.owner[t];
    if (o === b.seat) mine++;
    if (o !== owner) whole = false;
  }
  const share = (mine + 1) / group.territories.length;
  const defenderSize = b.view.ownedCount[owner] ?? 0;
  // Measured against the bot without it: it wins more games alone, fewer in teams, so a bot with a partner leaves it out.
  const breaks = !b.partnered && whole ? plainBonus(b, g) / 2 : 0;
  // Knocking a player out is worth more where its cards go to the winner (C4).
  const knockOut = defenderSize <= 2 && b.game.cards?.eliminationTakesCards ? 1.5 : 0;
  return 1 + 2 * share * share + breaks + knockOut + (b.objective.has(u) ? 2 : 0);
}

/** Armies of `from` that may attack now, by the engine's rule with the bot's reading of the garrison. */
export function attackersIn(b: Board, from: number): number {
  return attackersKeeping(b.game, b.view, from, b.leave);
}

export function winChance(b: Board, attackers: number, defenders: number): number {
  return b.game.odds.get(attackers, defenders);
}

/**
 * The fewest armies in [lo, hi] for which `enough` holds (hi + 1: none). `enough` may only turn
 * true as the armies grow, as a win chance does with the attackers and a taker's chance falls with
 * the defenders: a bisection, so a stack of a billion armies costs thirty odds, not a billion.
 */
export function fewestArmies(lo: number, hi: number, enough: (armies: number) => boolean): number {
  if (lo > hi || !enough(hi)) return hi + 1;
  while (lo < hi) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (enough(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Win odds per distinct set of dice rules, per game (an attack's pipeline steps that hold give its rules). */
const pipelineOdds = new WeakMap<Game, Map<string, WinOdds>>();

/**
 * D1–D6/F4: the dice rules of an attack from `from` into `to` as the engine would roll it (the
 * dice pipeline's steps and modifiers whose conditions hold as it starts, read on the bot's view),
 * or the variant's plain dice when it has no such steps.
 */
export function attackRules(b: Board, from: number, to: number): DiceRules {
  const { modifiers, tieRules, diceCounts } = b.game.combat;
  if (!modifiers && !tieRules && !diceCounts) return b.game.dice;
  // The conditions read the board and the public choices and counters, which the view shows as the state does.
  return modifiedRules(b.game, b.view as unknown as GameState, b.game.dice, from, to);
}

/** The whole-battle win chance of `attackers` against `defenders` in an attack from `from` into `to`, through the dice pipeline. */
export function winChanceAt(b: Board, from: number, to: number, attackers: number, defenders: number): number {
  const rules = attackRules(b, from, to);
  if (rules === b.game.dice) return winChance(b, attackers, defenders);
  let table = pipelineOdds.get(b.game);
  if (!table) pipelineOdds.set(b.game, (table = new Map()));
  const key = JSON.stringify(rules);
  let odds = table.get(key);
  if (!odds) table.set(key, (odds = new WinOdds(rules)));
  return odds.get(attackers, defenders);
}

/** The owned territory whose best attack, with `extra` more armies, scores highest. */
export function bestFront(b: Board, extra: number, candidates: readonly number[]): number | undefined {
  let best: number | undefined;
  let bestScore = -Infinity;
  // Each enemy territory's value once: it borders several candidates.
  const values = targetValues.start(b.view.armies.length);
  for (const t of candidates) {
    if (isStaging(b.game, t)) continue;
    // PB9: the seat's own piece borders count (a lane its fleet opens is a front).
    for (const u of neighbours(b.game.graph, seatSwitches(b.game.graph, b.view, b.seat), t)) {
      if (!isEnemy(b, u)) continue;
      const value = values.has(u) ? values.get(u) : values.set(u, targetValue(b, u));
      // A chance is between 0 and 1, so the score is between 0 and the value (a negative bonus
      // can make a value negative): one no higher than the best score cannot beat it.
      if (Math.max(value, 0) <= bestScore) continue;
      const score = value * winChanceAt(b, t, u, b.view.armies[t]! + extra - b.leave, b.view.armies[u]!);
      if (score > bestScore) {
        bestScore = score;
        best = t;
      }
    }
  }
  return best;
}
