// A greedy player: reinforces the front where its best attack is, attacks while the exact odds
// favour it (preferring its secret objective and continents it nearly holds), trades sets at
// once, keeps effect cards for an attack they turn in its favour, and fortifies from the
// interior toward the front. It reads only its view and the variant's rules.
import { chooseMarkerSpot } from "./greedy-markers.js";
import {
  WinOdds,
  cardsValue,
  isStaging,
  leaderOf,
  neighbours,
  seatSwitches,
  shortestRoute,
  someTerritoryEmpty,
  withTies,
  type Action,
  type Game,
  type PlayerView,
} from "../engine/index.js";
import { builtInBot, type Bot, type BotContext } from "./bot.js";
import { ATTACK_THRESHOLD, attackersIn, bestFront, enemyArmies, enemyCount, enemyCounter, targetValue, type Board } from "./greedy-board.js";
import { chooseBattle, chooseCasualty, chooseReroll, JOIN_GAIN, joinGain, stackCaught } from "./greedy-contested.js";
import { chooseExpand } from "./greedy-expand.js";
import { chooseBombard } from "./greedy-bombard.js";
import { attackChance, chooseForm, chooseJump, chooseLeaderSpot, chooseRevival, strikeChance } from "./greedy-units.js";
import { chooseBid, chooseBuild, chooseBuy, chooseNeutralPlacement, chooseSplit, chooseUnitSpot, chooseValue } from "./greedy-economy.js";
import { chooseClaim, chooseEffectMove, chooseSwitch } from "./greedy-map.js";
import { chooseDefence } from "./greedy-defence.js";
import { goalTerritories } from "./goals.js";
import { bestPlay, canAttack, chooseDiscard, choosePlay } from "./greedy-cards.js";
import { chooseOrder, choosePick, chooseProgram } from "./greedy-orders.js";
import { bestInvasion } from "./greedy-invasions.js";
import { weighOptional } from "./greedy-weigh.js";

/** Win odds with ties going to the attacker, per game (for effect cards such as R14's). */
const tiesToAttacker = new WeakMap<Game, WinOdds>();

function attackerTiesOdds(game: Game): WinOdds {
  let odds = tiesToAttacker.get(game);
  if (!odds) tiesToAttacker.set(game, (odds = new WinOdds(withTies(game.dice, "attacker"))));
  return odds;
}

/**
 * Trades at once, except that (Y7) while its leader is on the board the bot keeps one card that
 * can pay for a switch flip later in the turn, when a trade without it or not trading is allowed.
 */
function chooseTrade(b: Board, actions: Action[]): Action {
  const trades = actions.filter((a): a is Extract<Action, { type: "trade" }> => a.type === "trade");
  // E11: cards traded by their values' sum: the largest sum (worth grows faster than the sum).
  const sum = (a: Extract<Action, { type: "trade" }>) => cardsValue(b.game, a.cards);
  const first =
    trades.reduce<Extract<Action, { type: "trade" }> | undefined>((best, a) => (!best || sum(a) > sum(best) ? a : best), undefined) ?? actions[0]!;
  const paysForSwitch = b.game.phases
    .flatMap((p) => p.steps)
    .map((s) => (s.kind === "switch" ? s.usingCard : undefined))
    .find((attribute) => attribute !== undefined);
  const leader = leaderOf(b.game, b.view, b.seat);
  if (paysForSwitch === undefined || leader < 0 || b.view.unitAt[leader]! < 0) return first;
  const territories = b.game.variant.map.territories;
  const keep = b.view.hand.find((card) => card < territories.length && territories[card]!.attrs[paysForSwitch] === true);
  if (keep === undefined) return first;
  return trades.find((a) => !a.cards.includes(keep)) ?? actions.find((a) => a.type !== "trade") ?? first;
}

/** Where to place (the place actions among `actions`; revivals are chooseRevival's). */
function choosePlacement(b: Board, actions: Action[]): Action {
  let budget = 0;
  const all: number[] = [];
  const onBoard: number[] = [];
  // The enumeration lists each territory's counts together: a new territory starts a new run.
  for (const a of actions) {
    if (a.type !== "place") continue;
    budget = Math.max(budget, a.count);
    if (all.at(-1) === a.territory) continue;
    all.push(a.territory);
    // E3: armies wait off the board only when the bot holds nothing at its starting points.
    if (!isStaging(b.game, a.territory)) onBoard.push(a.territory);
  }
  const territories = onBoard.length > 0 ? onBoard : all;
  const front = (onBoard.length > 0 ? bestFront(b, budget, territories) : undefined) ?? territories[0]!;
  return (
    actions.find((a) => a.type === "place" && a.territory === front && a.count === budget) ?? actions.find((a) => a.type === "place") ?? actions[0]!
  );
}

function chooseAttack(b: Board, actions: Action[]): Action {
  // CT1-CT3: with battles at the round's end an attack is an invasion, planned with a garrison kept home (greedy-invasions.ts).
  if (b.game.combat.battlesAtRoundEnd) return bestInvasion(b, actions) ?? actions.find((a) => a.type === "end") ?? actions[0]!;
  let best: Action = actions.find((a) => a.type === "end")!;
  let bestScore = 0;
  for (const a of actions) {
    if (a.type !== "attack" || a.rolls !== undefined || a.effect !== undefined) continue;
    // E9: moving onto an empty territory only shifts pieces that would leave theirs empty.
    if (b.view.owner[a.to]! < 0 && attackersIn(b, a.from) >= b.view.armies[a.from]! && !isStaging(b.game, a.from)) continue;
    const p = a.strike ? strikeChance(b, a.to, a.unit !== undefined ? a.unit : undefined) : attackChance(b, a.from, a.to);
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
    const p = attackerTiesOdds(b.game).get(attackersIn(b, a.from), b.view.armies[a.to]!);
    if (p < ATTACK_THRESHOLD) continue;
    const score = p * targetValue(b, a.to);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/**
 * The advance whose count is the `k`-th smallest of the offered advances' counts (0: the fewest),
 * found without sorting a copy (asked after every conquest; two or three counts are offered).
 */
function advanceRanked(actions: readonly Action[], k: number): Action | undefined {
  for (const a of actions) {
    if (a.type !== "advance") continue;
    let below = 0;
    let same = 0;
    for (const other of actions) {
      if (other.type !== "advance") continue;
      if (other.count < a.count) below++;
      else if (other.count === a.count) same++;
    }
    if (below <= k && k < below + same) return a;
  }
  return undefined;
}

function chooseAdvance(b: Board, actions: Action[]): Action {
  const pending = b.view.pending;
  if (pending?.kind !== "advance") return actions[0]!;
  let offered = 0;
  for (const a of actions) if (a.type === "advance") offered++;
  // Keep armies home only if home still faces enemies and the new territory faces fewer.
  const homeThreat = enemyCount(b, pending.from);
  const newThreat = enemyCount(b, pending.to);
  const k = homeThreat === 0 ? offered - 1 : newThreat === 0 ? 0 : Math.floor(offered / 2);
  return advanceRanked(actions, k)!;
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

/** E9: an empty territory next to the bot's is worth entering with one army, from a territory that keeps one. */
function chooseEntry(b: Board, actions: Action[]): Action | undefined {
  // Only while some territory is nobody's is there one to enter (a big map's fortify step offers thousands of moves to skip).
  if (!someTerritoryEmpty(b.game, b.view)) return undefined;
  for (const a of actions) {
    if (a.type !== "fortify" || a.leader || b.view.owner[a.to]! >= 0 || b.view.armies[a.from]! < 2) continue;
    return { type: "fortify", from: a.from, to: a.to, count: 1, ...(a.faction !== undefined ? { faction: a.faction } : {}) };
  }
  return undefined;
}

/** FM2: a join's score by its gain in chance: above any plain move's (armies times 10 and the enemies next to the target). */
const JOIN_SCORE = 1_000_000;

function chooseFortify(b: Board, actions: Action[]): Action {
  let best: Extract<Action, { type: "fortify" }> | undefined;
  let bestScore = 0;
  const enemies = enemyCounter(b);
  for (const a of actions) {
    if (a.type !== "fortify") continue;
    // E9: a territory its last pieces leave is nobody's: keep one there.
    if (a.count >= b.view.armies[a.from]!) continue;
    // FM2: joining its own invasion is worth what it adds to the battle's chance, before any plain move.
    const join = joinGain(b, a.to, a.count);
    if (join !== undefined) {
      if (join >= JOIN_GAIN && JOIN_SCORE * join > bestScore) {
        bestScore = JOIN_SCORE * join;
        best = a;
      }
      continue;
    }
    if (enemies(a.from) > 0 || enemies(a.to) === 0) continue;
    const score = a.count * 10 + enemyArmies(b, a.to);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best ? withDrops(b, best) : actions.find((a) => a.type === "end")!;
}

/**
 * E13: a move that may leave armies on its way (`drops`) shares them with the territories of the
 * shortest own route that face enemies: each of them and the end of the move get an equal part.
 */
function withDrops(b: Board, move: Extract<Action, { type: "fortify" }>): Action {
  const step = b.game.phases[b.view.phase]?.steps[b.view.step];
  if (step?.kind !== "fortify" || !step.drops || move.leader) return move;
  const route = shortestRoute(b.game.graph, seatSwitches(b.game.graph, b.view, b.seat), move.from, move.to, (t) => b.view.owner[t] === b.seat) ?? [];
  const fronts = route.filter((t) => enemyCount(b, t) > 0);
  if (fronts.length === 0) return move;
  const share = Math.floor(move.count / (fronts.length + 1));
  if (share === 0) return move;
  const via = route.map((territory) => ({ territory, count: fronts.includes(territory) ? share : 0 }));
  return { ...move, count: move.count - share * fronts.length, via };
}

/**
 * E14: tokens that keep the game going are spent while another player (team) holds more
 * territories than the bot's, and kept while the bot leads (the sooner the end, the better).
 */
function chooseSpend(b: Board, actions: Action[]): Action | undefined {
  if (!b.view.tokensHeld[b.seat]) return undefined;
  const spends = actions.filter((a): a is Extract<Action, { type: "spend" }> => a.type === "spend");
  if (spends.length === 0) return undefined;
  const held = (seat: number) => b.view.team.reduce((n, team, s) => n + (team === b.view.team[seat] ? b.view.ownedCount[s]! : 0), 0);
  const mine = held(b.seat);
  const behind = b.view.alive.some((alive, s) => alive && b.view.team[s] !== b.view.team[b.seat] && held(s) > mine);
  return behind ? spends.reduce((x, y) => (y.count > x.count ? y : x)) : undefined;
}

/** E12: a card that destroys goes to the opponent holding most territories; one that helps, to the one holding fewest. */
function choosePass(b: Board, actions: Action[]): Action {
  const pending = b.view.pending;
  const card = pending?.kind === "pass" ? b.game.effects[pending.card] : undefined;
  const harms = card?.reveal?.lose !== undefined;
  const targets = actions.filter((a): a is Extract<Action, { type: "pass" }> => a.type === "pass");
  const enemies = targets.filter((a) => b.view.team[a.to] !== b.view.team[b.seat]);
  const pool = enemies.length > 0 ? enemies : targets;
  const size = (a: { to: number }) => b.view.ownedCount[a.to]!;
  return pool.reduce((x, y) => ((harms ? size(y) > size(x) : size(y) < size(x)) ? y : x));
}

/** Y2: whether another seat plays on the seat's team. */
function hasPartner(view: PlayerView, seat: number): boolean {
  for (let other = 0; other < view.team.length; other++) if (other !== seat && view.team[other] === view.team[seat]) return true;
  return false;
}

/** The bot's own pick at an optional step, dropped when the evaluation after it is below ending the step. */
function weighed(b: Board, actions: Action[], pick: Action): Action {
  return pick.type === "end" ? pick : weighOptional(b.game, b.view, b.seat, actions, [pick], pick, true);
}

/** What the greedy bot (and the bots built on its reading of the board) knows at a decision. */
export function boardOf(game: Game, view: PlayerView, decision: BotContext["decision"]): Board {
  const rule = game.variant.combat.leave;
  const leave = decision.kind === "setupPlace" ? 0 : rule.op === "int" ? rule.value : 1;
  const objective = goalTerritories(game, view, decision.seatIndex);
  const partnered = hasPartner(view, decision.seatIndex);
  return { game, view, seat: decision.seatIndex, leave, objective, partnered };
}

export const greedyBot: Bot = builtInBot({
  name: "greedy",
  choose(ctx: BotContext): Action {
    const { game, view, decision, actions } = ctx;
    const b = boardOf(game, view, decision);
    const spend = chooseSpend(b, actions);
    if (spend) return spend;
    switch (decision.kind) {
      case "play":
        return choosePlay(b, actions);
      case "discard":
        return chooseDiscard(b, actions);
      case "revealEffect":
        // E12: the cards are unseen; most of them help, so the bot turns one up every turn.
        return actions.find((a) => a.type === "reveal") ?? actions[0]!;
      case "pass":
        return choosePass(b, actions);
      case "setupPlace":
      case "place":
      case "placePool":
        return chooseRevival(b, actions) ?? choosePlacement(b, actions);
      case "trade":
      case "tradeDown":
        return chooseTrade(b, actions);
      case "attack":
        return bestPlay(b, actions) ?? chooseAttack(b, actions); // EP11: a card for the attack first
      case "advance":
        return chooseAdvance(b, actions);
      case "defend":
        return bestPlay(b, actions) ?? chooseDefence(b, actions); // EP11: a card for the defence first
      case "fortify":
        return chooseJump(b, actions) ?? chooseEntry(b, actions) ?? chooseMoveOrCede(b, actions);
      case "expand":
        return chooseExpand(b, actions);
      case "switch":
        return chooseSwitch(b, actions);
      case "claim":
        return chooseClaim(b, actions);
      case "placeLeader":
        return chooseLeaderSpot(b, actions);
      case "placeUnit":
        return chooseUnitSpot(b, actions);
      case "split":
        return chooseSplit(b, actions);
      case "move":
        return chooseEffectMove(b, actions);
      case "morph":
        return chooseForm(b, actions);
      case "choose":
        // In play a choice is optional (the step offers `end`): every value is weighed against keeping the one held.
        return view.stage === "play" ? weighOptional(game, view, b.seat, actions, actions, chooseValue(b, actions)) : chooseValue(b, actions);
      case "buy":
        return weighed(b, actions, chooseBuy(b, actions));
      case "bid":
        return chooseBid(b, actions);
      case "build":
        return weighed(b, actions, chooseBuild(b, actions));
      case "setupNeutral":
        return chooseNeutralPlacement(b, actions);
      case "put":
        return chooseMarkerSpot(b, actions);
      case "battle":
        return chooseBattle(b, actions);
      case "casualty":
        return chooseCasualty(b, actions);
      case "reroll":
        return chooseReroll(b, actions);
      case "bombard":
        return chooseBombard(b, actions);
      case "program":
        return chooseProgram(b, actions, canAttack(b));
      case "order":
        // PO4: each order played out (the bot's own rest of the turn) and weighed.
        return chooseOrder(b, ctx, (c) => greedyBot.choose(c), boardOf);
      case "pick":
        // TC5: each territory's effects played out (the bot's own rest of the turn) and weighed.
        return choosePick(b, ctx, (c) => greedyBot.choose(c), boardOf);
      case "exchange":
      case "over":
        // Nothing to weigh before the game starts: the first enumerated exchange.
        return actions[0]!;
      default:
        // A kind of decision the bot has no rule for (a new construct's): every offered action is weighed.
        return weighOptional(game, view, b.seat, actions, actions, actions.find((a) => a.type === "end") ?? actions[0]!);
    }
  },
});
