import { attackersKeeping, isStaging, neighbours, type Game, type PlayerView } from "../engine/index.js";
// What the greedy bot knows of the board: its view, who is an enemy, what a territory is worth
// taking, and the exact odds of an attack between armies.

/** Attack only when the whole-battle win probability reaches this. */
export const ATTACK_THRESHOLD = 0.55;

export interface Board {
  game: Game;
  view: PlayerView;
  seat: number;
  leave: number;
  /** Territories of the bot's own secret objective (empty without one). */
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
 * enemyCount, remembered for each territory through one decision: a fortify step on a big map
 * offers thousands of moves between the same few hundred territories.
 */
export function enemyCounter(b: Board): (t: number) => number {
  const known = new Int32Array(b.view.armies.length).fill(-1);
  return (t) => (known[t]! >= 0 ? known[t]! : (known[t] = enemyCount(b, t)));
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

/** The owned territory whose best attack, with `extra` more armies, scores highest. */
export function bestFront(b: Board, extra: number, candidates: readonly number[]): number | undefined {
  let best: number | undefined;
  let bestScore = -Infinity;
  // Each enemy territory's value once: it borders several candidates (targetValue is at least 1).
  const values = new Float64Array(b.view.armies.length);
  for (const t of candidates) {
    if (isStaging(b.game, t)) continue;
    for (const u of neighbours(b.game.graph, b.view.switches, t)) {
      if (!isEnemy(b, u)) continue;
      const value = values[u]! > 0 ? values[u]! : (values[u] = targetValue(b, u));
      // A chance is at most 1: a value no higher than the best score cannot beat it.
      if (value <= bestScore) continue;
      const score = value * winChance(b, b.view.armies[t]! + extra - b.leave, b.view.armies[u]!);
      if (score > bestScore) {
        bestScore = score;
        best = t;
      }
    }
  }
  return best;
}
