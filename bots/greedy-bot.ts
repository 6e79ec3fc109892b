// A greedy player: reinforces the front where its best attack is, attacks while the exact odds
// favour it (preferring its secret objective and continents it nearly holds), trades sets at
// once, keeps effect cards for an attack they turn in its favour, and fortifies from the
// interior toward the front. It reads only its view and the variant's rules.
import type { Action } from "../engine/actions.js";
import { battleOdds, strikeOdds, WinOdds, withTies, type LeaderInBattle } from "../engine/battle.js";
import type { Game } from "../engine/game.js";
import { isPresent, neighbours } from "../engine/graph.js";
import type { PlayerView } from "../engine/view.js";
import type { Bot, BotContext } from "./bot.js";

/** Attack only when the whole-battle win probability reaches this. */
const ATTACK_THRESHOLD = 0.55;

interface Board {
  game: Game;
  view: PlayerView;
  seat: number;
  leave: number;
  /** Territories of the bot's own secret objective (empty without one). */
  objective: ReadonlySet<number>;
}

/** Win odds with ties going to the attacker, per game (for effect cards such as R14's). */
const tiesToAttacker = new WeakMap<Game, WinOdds>();
function attackerTiesOdds(game: Game): WinOdds {
  let odds = tiesToAttacker.get(game);
  if (!odds) tiesToAttacker.set(game, (odds = new WinOdds(withTies(game.dice, "attacker"))));
  return odds;
}

function isEnemy(b: Board, t: number): boolean {
  const owner = b.view.owner[t]!;
  return owner >= 0 && owner !== b.seat && b.view.team[owner] !== b.view.team[b.seat];
}

function enemyNeighbours(b: Board, t: number): number[] {
  return neighbours(b.game.graph, b.view.switches, t).filter((u) => isEnemy(b, u));
}

/** How much taking `u` is worth: more when it completes (or nearly completes) a group. */
function targetValue(b: Board, u: number): number {
  const { variant } = b.game;
  const group = variant.map.groups[variant.map.territories[u]!.group]!;
  const mine = group.territories.filter((t) => b.view.owner[t] === b.seat).length;
  const share = (mine + 1) / group.territories.length;
  const defenderSize = b.view.ownedCount[b.view.owner[u]!]!;
  return 1 + 2 * share * share + (defenderSize <= 2 ? 1.5 : 0) + (b.objective.has(u) ? 2 : 0);
}

function winChance(b: Board, attackers: number, defenders: number): number {
  return b.game.odds.get(attackers, defenders);
}

/** Leader-aware win odds, memoised per game (the exact chain; only small battles are worth its cost). */
const leaderOdds = new WeakMap<Game, Map<string, number>>();
const LEADER_ODDS_MAX_ARMIES = 60;

/** Y8/Y9: the chance that an attack from `from` takes `to`, counting the leaders who fight in it. */
function attackChance(b: Board, from: number, to: number): number {
  const attackers = b.view.armies[from]! - b.leave;
  const defenders = b.view.armies[to]!;
  const attacker = leaderIn(b, b.seat, from, "attack");
  const defender = leaderIn(b, b.view.owner[to]!, to, "defend");
  if ((!attacker && !defender) || attackers + defenders > LEADER_ODDS_MAX_ARMIES) return winChance(b, attackers, defenders);
  let memo = leaderOdds.get(b.game);
  if (!memo) leaderOdds.set(b.game, (memo = new Map()));
  const key = `${attackers},${defenders},${attacker?.die ?? 0},${attacker?.bonus ?? 0},${defender?.die ?? 0},${defender?.bonus ?? 0}`;
  let p = memo.get(key);
  if (p === undefined) memo.set(key, (p = battleOdds(b.game.dice, attackers, defenders, Infinity, { attacker, defender }).attackerWins));
  return p;
}

/** The leader of `seat` if he stands in `territory`, as the battle sees him. */
function leaderIn(b: Board, seat: number, territory: number, role: "attack" | "defend"): LeaderInBattle | undefined {
  const index = b.view.leaderOf[seat] ?? -1;
  if (index < 0 || b.view.leaderAt[seat] !== territory) return undefined;
  const leader = b.game.leaders!.list[index]!;
  const form = leader.forms[b.view.leaderForm[seat]!]!;
  return { die: leader.die, bonus: role === "attack" ? form.attack : form.defend };
}

/**
 * Trades at once, except that (Y7) while its leader is on the board the bot keeps one card that
 * can pay for a switch flip later in the turn, when a trade without it or not trading is allowed.
 */
function chooseTrade(b: Board, actions: Action[]): Action {
  const trades = actions.filter((a): a is Extract<Action, { type: "trade" }> => a.type === "trade");
  const first = trades[0] ?? actions[0]!;
  const paysForSwitch = b.game.phases
    .flatMap((p) => p.steps)
    .map((s) => (s.kind === "switch" ? s.usingCard : undefined))
    .find((attribute) => attribute !== undefined);
  if (paysForSwitch === undefined || (b.view.leaderAt[b.seat] ?? -1) < 0) return first;
  const territories = b.game.variant.map.territories;
  const keep = b.view.hand.find((card) => card < territories.length && territories[card]!.attrs[paysForSwitch] === true);
  if (keep === undefined) return first;
  return trades.find((a) => !a.cards.includes(keep)) ?? actions.find((a) => a.type !== "trade") ?? first;
}

/** Y9: the chance that the bot's leader, striking alone in his current form, takes `to`. */
function strikeChance(b: Board, to: number, formIndex = b.view.leaderForm[b.seat]!): number {
  const leader = b.game.leaders!.list[b.view.leaderOf[b.seat]!]!;
  const form = leader.forms[formIndex]!;
  return strikeOdds(b.game.dice, { die: leader.die, bonus: form.attack }, b.view.armies[to]!);
}

/** The owned territory whose best attack, with `extra` more armies, scores highest. */
function bestFront(b: Board, extra: number, candidates: readonly number[]): number | undefined {
  let best: number | undefined;
  let bestScore = -Infinity;
  for (const t of candidates) {
    for (const u of enemyNeighbours(b, t)) {
      const score = targetValue(b, u) * winChance(b, b.view.armies[t]! + extra - b.leave, b.view.armies[u]!);
      if (score > bestScore) {
        bestScore = score;
        best = t;
      }
    }
  }
  return best;
}

function choosePlacement(b: Board, actions: Extract<Action, { type: "place" }>[]): Action {
  const budget = Math.max(...actions.map((a) => a.count));
  const territories = [...new Set(actions.map((a) => a.territory))];
  const front = bestFront(b, budget, territories) ?? territories[0]!;
  return actions.find((a) => a.territory === front && a.count === budget) ?? actions[0]!;
}

function chooseAttack(b: Board, actions: Action[]): Action {
  let best: Action = actions.find((a) => a.type === "end")!;
  let bestScore = 0;
  for (const a of actions) {
    if (a.type !== "attack" || a.rolls !== undefined || a.effect !== undefined) continue;
    const p = a.strike ? strikeChance(b, a.to) : attackChance(b, a.from, a.to);
    if (p < ATTACK_THRESHOLD) continue;
    const score = p * targetValue(b, a.to);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  if (best.type === "attack") return best;
  // No good attack: an effect card that wins ties may turn one in our favour.
  for (const a of actions) {
    if (a.type !== "attack" || a.effect === undefined) continue;
    const ties = b.game.effects[a.effect]?.uses.find((u) => u.ties)?.ties;
    if (ties !== "attacker") continue;
    const p = attackerTiesOdds(b.game).get(b.view.armies[a.from]! - b.leave, b.view.armies[a.to]!);
    if (p < ATTACK_THRESHOLD) continue;
    const score = p * targetValue(b, a.to);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

function chooseAdvance(b: Board, actions: Extract<Action, { type: "advance" }>[]): Action {
  const pending = b.view.pending;
  const counts = actions.map((a) => a.count).sort((x, y) => x - y);
  if (pending?.kind !== "advance") return actions[0]!;
  // Keep armies home only if home still faces enemies and the new territory faces fewer.
  const homeThreat = enemyNeighbours(b, pending.from).length;
  const newThreat = enemyNeighbours(b, pending.to).length;
  const count = homeThreat === 0 ? counts.at(-1)! : newThreat === 0 ? counts[0]! : counts[Math.floor(counts.length / 2)]!;
  return actions.find((a) => a.count === count)!;
}

/**
 * Y10: with no useful move, hand a partner a lone outpost: a territory of one army, cut off from
 * the bot's others but touching the partner's, joins the partner's front at no cost.
 */
function chooseMoveOrCede(b: Board, actions: Action[]): Action {
  const move = chooseFortify(b, actions);
  if (move.type !== "end") return move;
  const own = (t: number) => b.view.owner[t] === b.seat;
  for (const a of actions) {
    if (a.type !== "cede" || b.view.armies[a.territory] !== 1) continue;
    const around = neighbours(b.game.graph, b.view.switches, a.territory);
    if (!around.some(own) && around.some((t) => b.view.owner[t] === a.to)) return a;
  }
  return move;
}

function chooseFortify(b: Board, actions: Action[]): Action {
  let best: Action = actions.find((a) => a.type === "end")!;
  let bestScore = 0;
  for (const a of actions) {
    if (a.type !== "fortify") continue;
    if (enemyNeighbours(b, a.from).length > 0 || enemyNeighbours(b, a.to).length === 0) continue;
    const score = a.count * 10 + enemyNeighbours(b, a.to).reduce((s, u) => s + b.view.armies[u]!, 0);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/**
 * Y7: how good a state of the map's switches is for the bot: its best attack from each of its
 * territories, plus the territories it holds (a zone that leaves the board takes its armies).
 */
function switchesValue(b: Board, switches: boolean[]): number {
  const { game, view } = b;
  let value = 0;
  for (let t = 0; t < game.territoryCount; t++) {
    if (view.owner[t] !== b.seat || !isPresent(game.graph, switches, t)) continue;
    value += 1 + view.armies[t]! / 10;
    let best = 0;
    for (const u of neighbours(game.graph, switches, t))
      if (isEnemy(b, u)) best = Math.max(best, winChance(b, view.armies[t]! - b.leave, view.armies[u]!));
    value += best;
  }
  return value;
}

function chooseSwitch(b: Board, actions: Action[]): Action {
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
function chooseClaim(b: Board, actions: Action[]): Action {
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

/** Y4: the leader goes where the bot's strongest front is. */
function chooseLeaderSpot(b: Board, actions: Action[]): Action {
  let best = actions[0]!;
  let bestScore = -Infinity;
  for (const a of actions) {
    if (a.type !== "placeLeader") continue;
    const score = b.view.armies[a.territory]! + 3 * enemyNeighbours(b, a.territory).length;
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/**
 * Y7: the form worth most where the leader stands: a bonus to a die only counts at the front; a
 * strike by the best target it has this turn; a jump when the leader idles behind the front.
 */
function chooseForm(b: Board, actions: Action[]): Action {
  const leader = b.game.leaders!.list[b.view.leaderOf[b.seat]!]!;
  const at = b.view.leaderAt[b.seat]!;
  const atFront = at >= 0 && enemyNeighbours(b, at).length > 0;
  const bestStrike = (index: number) => {
    let best = 0;
    for (let to = 0; to < b.view.owner.length; to++) {
      if (!isEnemy(b, to)) continue;
      const p = strikeChance(b, to, index);
      if (p >= ATTACK_THRESHOLD) best = Math.max(best, p * targetValue(b, to));
    }
    return best;
  };
  const worth = (index: number) => {
    const form = leader.forms[index]!;
    const bonus = atFront ? 10 * form.attack + 5 * form.defend : 0;
    return bonus + (form.retreat ? 2 : 0) + (form.strike ? 10 * bestStrike(index) : 0) + (form.jump && !atFront ? 4 : 0);
  };
  let best: Action = actions.find((a) => a.type === "end")!;
  let bestWorth = worth(b.view.leaderForm[b.seat]!);
  for (const a of actions) {
    if (a.type === "morph" && worth(a.form) > bestWorth) {
      bestWorth = worth(a.form);
      best = a;
    }
  }
  return best;
}

/** Y6: a destroyed leader comes back, on the best front, when the pool can pay for it. */
function chooseRevival(b: Board, actions: Action[]): Action | undefined {
  const revivals = actions.filter((a): a is Extract<Action, { type: "revive" }> => a.type === "revive");
  if (revivals.length === 0) return undefined;
  const spot = chooseLeaderSpot(
    b,
    revivals.map((a): Action => ({ type: "placeLeader", territory: a.territory })),
  );
  return revivals.find((a) => spot.type === "placeLeader" && a.territory === spot.territory);
}

/** Y9: a leader who can jump goes to the front when he stands where there is no enemy. */
function chooseJump(b: Board, actions: Action[]): Action | undefined {
  const at = b.view.leaderAt[b.seat]!;
  if (at < 0 || enemyNeighbours(b, at).length > 0) return undefined;
  const jumps = actions.filter((a): a is Extract<Action, { type: "jump" }> => a.type === "jump" && enemyNeighbours(b, a.to).length > 0);
  return jumps.sort((x, y) => b.view.armies[y.to]! - b.view.armies[x.to]!)[0];
}

export const greedyBot: Bot = {
  name: "greedy",
  choose({ game, view, decision, actions }: BotContext): Action {
    const rule = game.variant.combat.leave;
    const leave = decision.kind === "setupPlace" ? 0 : rule.op === "int" ? rule.value : 1;
    const objective = new Set(game.variant.objectives[view.objective]?.territories ?? []);
    const b: Board = { game, view, seat: decision.seat, leave, objective };
    switch (decision.kind) {
      case "setupPlace":
      case "place":
      case "placePool":
        return (
          chooseRevival(b, actions) ??
          choosePlacement(
            b,
            actions.filter((a): a is Extract<Action, { type: "place" }> => a.type === "place"),
          )
        );
      case "trade":
      case "tradeDown":
        return chooseTrade(b, actions);
      case "attack":
        return chooseAttack(b, actions);
      case "advance":
        return chooseAdvance(
          b,
          actions.filter((a): a is Extract<Action, { type: "advance" }> => a.type === "advance"),
        );
      case "fortify":
        return chooseJump(b, actions) ?? chooseMoveOrCede(b, actions);
      case "switch":
        return chooseSwitch(b, actions);
      case "claim":
        return chooseClaim(b, actions);
      case "placeLeader":
        return chooseLeaderSpot(b, actions);
      case "morph":
        return chooseForm(b, actions);
      case "exchange":
      case "over":
        // Nothing to weigh before the game starts: the first enumerated exchange.
        return actions[0]!;
    }
  },
};
