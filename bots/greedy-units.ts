// The greedy bot's units (Y2-Y9, F2): exact odds with the units that fight, strikes, where a
// leader stands, which form a unit takes, revival and jumps.
import {
  actingUnit,
  battleOdds,
  rankedBattleOdds,
  rankedOddsExact,
  rankedSidesAt,
  strikeOdds,
  unitDie,
  unitsInBattle,
  type Action,
  type Game,
  type GameState,
  type UnitInBattle,
} from "../engine/index.js";
import { ownContest } from "./greedy-contested.js";
import { ATTACK_THRESHOLD, attackRules, attackersIn, enemyCount, isEnemy, targetValue, winChanceAt, type Board } from "./greedy-board.js";

/** Win odds with the units that fight, and strike odds, memoised per game (exact chains the bot asks for again and again). */
const attackOdds = new WeakMap<Game, Map<number, number>>();
const strikeOddsMemo = new WeakMap<Game, Map<number, number>>();

function memoised(memos: WeakMap<Game, Map<number, number>>, game: Game, key: number, exact: () => number): number {
  let memo = memos.get(game);
  if (!memo) memos.set(game, (memo = new Map()));
  let p = memo.get(key);
  if (p === undefined) memo.set(key, (p = exact()));
  return p;
}

/** Above this many armies in a battle, its odds leave the units out (the exact chain with them grows too large). */
const UNIT_ODDS_MAX_ARMIES = 60;

/** Y8/Y9/F2: the chance that an attack from `from` takes `to`, counting the units that fight in it. */
export function attackChance(b: Board, from: number, to: number): number {
  // CT2: with battles at the round's end, the bot's armies already contesting `to` fight along.
  const attackers = attackersIn(b, from) + ownContest(b, to);
  const defenders = b.view.armies[to]!;
  if (!b.game.units) return winChanceAt(b, from, to, attackers, defenders);
  if (b.game.combat.ranks) return rankedChance(b, from, to, attackers, defenders);
  // U1/PB13: the units' dice in this attack, and the attacker's that join it.
  // The conditions read the board and the public choices and counters, which the view shows as the state does.
  const at = { state: b.view as unknown as GameState, from, to };
  const attackerUnits = unitsInBattle(b.game, b.view, b.seat, from, "attack", at);
  const defenderUnits = unitsInBattle(b.game, b.view, b.view.owner[to]!, to, "defend", at);
  if ((attackerUnits.length === 0 && defenderUnits.length === 0) || attackers + defenders > UNIT_ODDS_MAX_ARMIES)
    return winChanceAt(b, from, to, attackers, defenders);
  const rules = attackRules(b, from, to);
  const exact = () => battleOdds(rules, attackers, defenders, Infinity, { attacker: attackerUnits, defender: defenderUnits }).attackerWins;
  // Several units on a side, or the pipeline's own rules: computed each time (the key below holds one unit a side and the plain dice).
  if (attackerUnits.length > 1 || defenderUnits.length > 1 || rules !== b.game.dice) return exact();
  const [attacker, defender] = [attackerUnits[0], defenderUnits[0]];
  const unitKey = (u: UnitInBattle | undefined) => (u ? (u.die * 128 + u.bonus) * 2 + (u.holdsAlone ? 1 : 0) : 0);
  // Dice have at most 100 sides; a bonus of 128 or more would not fit the key (none is that large in practice).
  if ((attacker?.bonus ?? 0) >= 128 || (defender?.bonus ?? 0) >= 128) return exact();
  return memoised(attackOdds, b.game, ((attackers * 64 + defenders) * 2 ** 15 + unitKey(attacker)) * 2 ** 15 + unitKey(defender), exact);
}

/** RB3: ranked battles' win odds, memoised per game by the two sides and the plain dice. */
const rankedOdds = new WeakMap<Game, Map<string, number>>();

/**
 * RB3: the chance that an attack of a ranked battle takes `to`: exact from the ranked chain
 * (engine/math/ranked-battle.ts) while the battle is within the chain's bounds; past them, the
 * classic odds of the armies (the chain's estimate simulates thousands of battles: too slow for
 * every attack the bot weighs).
 */
function rankedChance(b: Board, from: number, to: number, attackers: number, defenders: number): number {
  const { attacker, defender } = rankedSidesAt(b.game, b.view as unknown as GameState, from, to, attackers);
  if (!rankedOddsExact(b.game.combat.ranks!, attacker, defender)) return winChanceAt(b, from, to, attackers, defenders);
  const rules = attackRules(b, from, to);
  const exact = () => rankedBattleOdds(b.game.combat.ranks!, rules, attacker, defender).attackerWins;
  if (rules !== b.game.dice) return exact();
  let memo = rankedOdds.get(b.game);
  if (!memo) rankedOdds.set(b.game, (memo = new Map()));
  const key = JSON.stringify([attacker, defender]);
  let p = memo.get(key);
  if (p === undefined) memo.set(key, (p = exact()));
  return p;
}

/** Y9: the chance that the bot's unit `u` (its leader by default), striking alone in a form (its current one by default), takes `to`. */
export function strikeChance(b: Board, to: number, u = actingUnit(b.game, b.view, b.seat, undefined), formIndex = b.view.unitForm[u]!): number {
  const type = b.game.units!.types[b.view.unitType[u]!]!;
  const bonus = type.forms[formIndex]!.attack;
  const defenders = b.view.armies[to]!;
  // U1: the unit's die in this attack.
  const die = type.dieWhen
    ? unitDie(b.game, u, b.view.unitType[u]!, { state: b.view as unknown as GameState, from: b.view.unitAt[u]!, to })
    : type.die;
  const exact = () => strikeOdds(b.game.dice, { die, bonus }, defenders);
  if (bonus >= 128 || defenders >= 4096) return exact();
  // The bot asks this for every enemy territory at every attack and morph decision.
  return memoised(strikeOddsMemo, b.game, (die * 128 + bonus) * 4096 + defenders, exact);
}

/** Y4: the leader goes where the bot's strongest front is. */
export function chooseLeaderSpot(b: Board, actions: Action[]): Action {
  let best = actions[0]!;
  let bestScore = -Infinity;
  for (const a of actions) {
    if (a.type !== "placeLeader") continue;
    const score = b.view.armies[a.territory]! + 3 * enemyCount(b, a.territory);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/**
 * Y7: the form worth most where the unit stands: a bonus to a die only counts at the front; a
 * strike by the best target it has this turn; a jump when the unit idles behind the front.
 */
export function chooseForm(b: Board, actions: Action[]): Action {
  const worth = (u: number, index: number) => {
    const type = b.game.units!.types[b.view.unitType[u]!]!;
    const at = b.view.unitAt[u]!;
    const atFront = at >= 0 && enemyCount(b, at) > 0;
    const bestStrike = () => {
      let best = 0;
      for (let to = 0; to < b.view.owner.length; to++) {
        if (!isEnemy(b, to)) continue;
        const p = strikeChance(b, to, u, index);
        if (p >= ATTACK_THRESHOLD) best = Math.max(best, p * targetValue(b, to));
      }
      return best;
    };
    const form = type.forms[index]!;
    const bonus = atFront ? 10 * form.attack + 5 * form.defend : 0;
    return bonus + (form.retreat ? 2 : 0) + (form.strike ? 10 * bestStrike() : 0) + (form.jump && !atFront ? 4 : 0);
  };
  // Per unit: the form worth most, if more than the one it is in; then the unit that gains most.
  let best: Action = actions.find((a) => a.type === "end")!;
  let bestGain = 0;
  const byUnit = new Map<number, { now: number; best: number; action?: Action }>();
  for (const a of actions) {
    if (a.type !== "morph") continue;
    const u = actingUnit(b.game, b.view, b.seat, a.unit);
    let entry = byUnit.get(u);
    if (!entry) byUnit.set(u, (entry = { now: worth(u, b.view.unitForm[u]!), best: -Infinity }));
    const w = worth(u, a.form);
    if (w > Math.max(entry.now, entry.best)) {
      entry.best = w;
      entry.action = a;
    }
  }
  for (const entry of byUnit.values()) {
    if (!entry.action) continue;
    if (byUnit.size === 1) return entry.action;
    if (entry.best - entry.now > bestGain) {
      bestGain = entry.best - entry.now;
      best = entry.action;
    }
  }
  return best;
}

const isRevival = (a: Action): a is Extract<Action, { type: "revive" }> => a.type === "revive";

/** Y6: a destroyed leader comes back, on the best front, when the pool can pay for it. */
export function chooseRevival(b: Board, actions: Action[]): Action | undefined {
  // Asked at every placement; most offer no revival (and then no list is built).
  if (!actions.some(isRevival)) return undefined;
  const revivals = actions.filter(isRevival);
  const spot = chooseLeaderSpot(
    b,
    revivals.map((a): Action => ({ type: "placeLeader", territory: a.territory })),
  );
  return revivals.find((a) => spot.type === "placeLeader" && a.territory === spot.territory);
}

/** Y9: a unit that can jump goes to the front when it stands where there is no enemy. */
export function chooseJump(b: Board, actions: Action[]): Action | undefined {
  if (!b.game.units) return undefined; // only units jump
  const jumps = actions.filter((a): a is Extract<Action, { type: "jump" }> => {
    if (a.type !== "jump" || enemyCount(b, a.to) === 0) return false;
    const at = b.view.unitAt[actingUnit(b.game, b.view, b.seat, a.unit)]!;
    return at >= 0 && enemyCount(b, at) === 0;
  });
  return jumps.sort((x, y) => b.view.armies[y.to]! - b.view.armies[x.to]!)[0];
}
