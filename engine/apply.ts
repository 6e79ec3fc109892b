// (state, action) → state. `apply` never touches its input; `applyInPlace` is the same
// transition on a state the caller owns (the simulator's inner loop).
import { actionProblem } from "./action-problems.js";
import { changeCard } from "./action-rules.js";
import type { Action } from "./actions.js";
import { rollTable, sampleRoll, withTies, mixedRollTable } from "./battle.js";
import { decisionOf } from "./decision.js";
import { checkWins } from "./endings.js";
import { endCurrentStep, runUntilDecision } from "./flow.js";
import { afterClaim, afterExchange, afterLeaderPlaced, afterSetupPlacement } from "./setup.js";
import { isHeld, loseLeader } from "./leaders.js";
import type { Game } from "./game.js";
import { nextFloat } from "./rng.js";
import { cardEffect, revealEffectCard, useEffectCard } from "./effect-cards.js";
import {
  addArmies,
  addFresh,
  clearKinds,
  isStaging,
  moveAttackers,
  moveFaction,
  primaryFaction,
  removeArmies,
  reserveLosses,
  takeCaptives,
  vacateIfEmpty,
} from "./factions.js";
import {
  attackers,
  attackLeave,
  bonusCount,
  bonusTerritories,
  cardsInHandSets,
  rollDice,
  scope,
  setOfCards,
  tradeValue,
  returnToReserve,
  takeFromReserve,
  reviveCost,
  placementRoom,
} from "./rules.js";
import { shuffleInPlace } from "./rng.js";
import { isPresent } from "./graph.js";
import { cloneState, type GameState } from "./state.js";

export type ApplyResult = { ok: true; state: GameState } | { ok: false; state: GameState; error: string };

export function apply(game: Game, state: GameState, action: Action): ApplyResult {
  const problem = actionProblem(game, state, action);
  if (problem) return { ok: false, state, error: problem };
  const next = cloneState(state);
  transition(game, next, action);
  return { ok: true, state: next };
}

/** Apply a legal action to a state the caller owns; returns the reason when it is not legal. */
export function applyInPlace(game: Game, state: GameState, action: Action): string | undefined {
  const problem = actionProblem(game, state, action);
  if (problem) return problem;
  transition(game, state, action);
  return undefined;
}

/** Armies a mid-turn trade gave wait to be placed; R5: what the army limit leaves no room for is lost. */
function placePoolIfRoom(game: Game, state: GameState): void {
  if (state.pool > 0 && placementRoom(game, state, state.current) === 0) state.pool = 0;
  state.pending = state.pool > 0 ? { kind: "placePool" } : null;
}

function setOwner(state: GameState, territory: number, seat: number): void {
  const previous = state.owner[territory]!;
  if (previous >= 0) state.ownedCount[previous]!--;
  state.owner[territory] = seat;
  state.ownedCount[seat]!++;
}

function transition(game: Game, state: GameState, action: Action): void {
  const decision = decisionOf(game, state);
  switch (action.type) {
    case "place":
      // E8/E9: placing on an empty territory enters it.
      if (state.owner[action.territory]! < 0) setOwner(state, action.territory, state.current);
      addArmies(game, state, action.territory, action.count);
      if (decision.kind === "setupPlace") {
        state.batchLeft -= action.count;
        state.setupLeft[state.current]! -= action.count;
        afterSetupPlacement(game, state);
        return;
      }
      state.pool -= action.count;
      // E6: armies placed on the board this turn wait; those off the board fight their way in.
      if (!isStaging(game, action.territory)) addFresh(state, action.territory, action.count);
      if (decision.kind === "placePool") placePoolIfRoom(game, state);
      break;
    case "reveal":
      revealEffectCard(game, state);
      if (state.stage === "play" && !state.pending) endCurrentStep(game, state);
      return;
    case "pass": {
      const p = state.pending as Extract<GameState["pending"], { kind: "pass" }>;
      state.pending = null;
      cardEffect(game, state, p.card, action.to);
      endCurrentStep(game, state);
      return;
    }
    case "spend": {
      // E14: tokens picked up go onto the counter they refill, as many as the player likes.
      const tokens = game.tokens!;
      state.tokensHeld[state.current]! -= action.count;
      state.counters[tokens.refills]![0]! += action.count;
      break;
    }
    case "trade":
      trade(game, state, action);
      break;
    case "attack":
      attack(game, state, action);
      break;
    case "advance":
      advance(game, state, action.count);
      break;
    case "claim":
      setOwner(state, action.territory, state.current);
      addArmies(game, state, action.territory, takeFromReserve(game, state, state.current, Math.max(1, game.setup.dealArmies(scope(state, -1)))));
      afterClaim(game, state);
      return;
    case "switch": {
      // Y7: the card that allowed the flip is used up.
      const step = game.phases[state.phase]!.steps[state.step]!;
      if (step.kind === "switch" && step.usingCard !== undefined) {
        const card = changeCard(game, state, step.usingCard);
        const hand = state.hands[state.current]!;
        hand.splice(hand.indexOf(card), 1);
        state.discard.push(card);
      }
      flipSwitch(game, state, action.index);
      if (state.stage === "play") endCurrentStep(game, state);
      return;
    }
    case "exchange":
      action.gifts.forEach((token, seat) => state.tokens[seat]!.push(token));
      afterExchange(game, state);
      return;
    case "fortify": {
      const step = game.phases[state.phase]!.steps[state.step] as Extract<Game["phases"][number]["steps"][number], { kind: "fortify" }>;
      const faction = action.faction ?? primaryFaction(game, state, state.current);
      // E9/E11: a move may enter an empty territory (not a conquest).
      if (state.owner[action.to]! < 0) setOwner(state, action.to, state.current);
      // E13: armies left on the way, then the rest to the end of the move.
      for (const stop of action.via ?? []) if (stop.count > 0) moveFaction(game, state, action.from, stop.territory, stop.count, faction, step.once);
      moveFaction(game, state, action.from, action.to, action.count, faction, step.once);
      state.movesMade++;
      if (action.leader) state.leaderAt[state.current] = action.to;
      // E9: pieces of a faction that may leave a territory empty can do so; then it is nobody's.
      vacateIfEmpty(state, action.from);
      break;
    }
    case "placeLeader":
      state.leaderAt[state.current] = action.territory;
      afterLeaderPlaced(game, state);
      return;
    case "morph":
      state.leaderForm[state.current] = action.form;
      endCurrentStep(game, state);
      return;
    case "revive": {
      // Y6: the cost goes from the pool back to the reserve (the scrapheap).
      const cost = reviveCost(game, state);
      state.pool -= cost;
      returnToReserve(game, state, state.current, cost);
      state.leaderAt[state.current] = action.territory;
      state.leaderForm[state.current] = action.form;
      break;
    }
    case "cede": {
      // Y10: the player's armies there go to its reserve; the partner puts one of its own there.
      const seat = state.current;
      returnToReserve(game, state, seat, state.armies[action.territory]!);
      clearKinds(game, state, action.territory);
      state.owner[action.territory] = action.to;
      state.armies[action.territory] = 0;
      addArmies(game, state, action.territory, takeFromReserve(game, state, action.to, 1)); // cedeProblem made sure there is one
      state.ownedCount[seat]!--;
      state.ownedCount[action.to]!++;
      state.movesMade++;
      break;
    }
    case "jump":
      state.leaderAt[state.current] = action.to;
      state.leaderMoved = true;
      break;
    case "end":
      if (decision.kind === "tradeDown") {
        placePoolIfRoom(game, state);
        break;
      }
      endCurrentStep(game, state);
      return;
  }
  if (state.stage === "play") runUntilDecision(game, state);
}

/** C4/R4: cards back to the discard pile, armies to the pool, the card bonus where it goes. */
function trade(game: Game, state: GameState, action: Extract<Action, { type: "trade" }>): void {
  const seat = state.current;
  const cards = game.cards!;
  const set = setOfCards(game, action.cards, state);
  state.pool += takeFromReserve(game, state, seat, tradeValue(game, state, seat, set, action.cards));
  state.setsTraded++;
  const hand = state.hands[seat]!;
  for (const c of action.cards) hand.splice(hand.indexOf(c), 1);
  state.discard.push(...action.cards);

  if (cards.bonus) {
    const eligible = bonusTerritories(game, state, seat, action.cards);
    const chosen = action.bonus !== undefined ? [action.bonus, ...eligible.filter((t) => t !== action.bonus)] : eligible;
    const times = bonusCount(game, state, seat, chosen.length);
    const amount = Math.max(0, cards.bonus.amount(scope(state, seat)));
    for (let i = 0; i < times; i++) {
      if (cards.bonus.target === "territory") addArmies(game, state, chosen[i]!, takeFromReserve(game, state, seat, amount));
      else state.pool += takeFromReserve(game, state, seat, amount);
    }
    state.bonusUsed += times;
  }

  if (state.pending?.kind === "tradeDown") {
    const rule = cards.eliminationTrade;
    const done = !rule || rule.until(scope(state, seat)) || cardsInHandSets(game, state, seat).length === 0;
    if (done) placePoolIfRoom(game, state);
  }
}

/** C5: roll until the defender falls, the attacker cannot go on, or the action's limits say stop. */
function attack(game: Game, state: GameState, action: Extract<Action, { type: "attack" }>): void {
  const { from, to } = action;
  const stopAt = Math.max(attackLeave(game, state, from) + game.combat.attackerMin, action.stopAt ?? 0);
  const maxRolls = action.rolls ?? Infinity;
  let rules = game.dice;
  let attackBonus = 0;
  const seat = state.current;
  const defender = state.owner[to]!;
  if (action.effect !== undefined) {
    // R14/E12: the card is used up; its effect lasts for this attack.
    const use = useEffectCard(game, state, seat, action.effect, "attack");
    if (use?.ties) rules = withTies(rules, use.ties);
    attackBonus = use?.bonus ?? 0;
  }
  // E12: a defender's card for its defence is used the first time it is attacked.
  const defenceCard =
    defender >= 0 && isHeld(game, state, to) ? state.effects[defender]!.find((c) => game.effects[c]!.uses.some((u) => u.on === "defend")) : undefined;
  const defence = defenceCard !== undefined ? useEffectCard(game, state, defender, defenceCard, "defend") : undefined;
  if (defence?.ties) rules = withTies(rules, defence.ties);
  const defenceBonus = defence?.bonus ?? 0;
  // E9: moving onto an empty territory rolls no dice; the armies that would have rolled count as its dice.
  if (!isHeld(game, state, to)) state.lastDice = Math.min(game.dice.attackerMax, attackers(game, state, from));
  for (let roll = 0; roll < maxRolls; roll++) {
    if (!isHeld(game, state, to) || (roll > 0 && !action.strike && state.armies[from]! < stopAt)) break;
    const dice = rollDice(game, state, from, to, action.dice, action.strike);
    if (!dice.allowed) break;
    const mixed = dice.attackerLeader || dice.defenderLeader || attackBonus > 0 || defenceBonus > 0;
    const table = mixed
      ? mixedRollTable(
          rules.ties,
          { ...dice.attackerHand, bonus: dice.attackerHand.bonus + attackBonus },
          { ...dice.defenderHand, bonus: dice.defenderHand.bonus + defenceBonus },
        )
      : rollTable(rules, dice.attacker, dice.defender);
    const outcome = sampleRoll(table, nextFloat(state.rng));
    // Losses fall on armies first; a side that loses more than its armies loses its leader (Y8).
    const attackerArmiesLost = Math.min(outcome.attackerLoss, dice.robots);
    const defenderArmiesLost = Math.min(outcome.defenderLoss, state.armies[to]!);
    const attackerLosses = removeArmies(game, state, from, attackerArmiesLost, true);
    const defenderLosses = removeArmies(game, state, to, defenderArmiesLost);
    returnToReserve(game, state, seat, reserveLosses(game, attackerLosses, attackerArmiesLost));
    returnToReserve(game, state, defender, reserveLosses(game, defenderLosses, defenderArmiesLost));
    takeCaptives(game, state, seat, defenderLosses);
    if (dice.attackerLeader && outcome.attackerLoss > dice.robots) loseLeader(game, state, seat);
    if (dice.defenderLeader && outcome.defenderLoss > defenderArmiesLost) loseLeader(game, state, defender);
    state.lastDice = dice.attacker;
    if (action.strike && state.leaderAt[seat] !== from) return; // the striking leader fell
  }
  // E9: attackers that may leave a territory empty may all fall.
  if (!isStaging(game, from)) vacateIfEmpty(state, from);
  if (isHeld(game, state, to)) return;
  // Without `hold alone` a leader never holds a territory alone: its defending leader goes with it.
  if (state.leaderAt[defender] === to) loseLeader(game, state, defender);
  if (action.strike) {
    // Y9: the leader moves in, alone (Y3 `hold alone`) or with one army from where he struck.
    const escort = game.leaders?.holdAlone ? 0 : 1;
    setOwner(state, to, seat);
    state.conquered++;
    clearKinds(game, state, to);
    state.armies[to] = 0;
    moveAttackers(game, state, from, to, escort);
    state.leaderAt[seat] = to;
    afterStrike(game, state, defender);
    return;
  }
  conquer(game, state, from, to);
}

function afterStrike(game: Game, state: GameState, loser: number): void {
  if (loser >= 0 && state.alive[loser] && game.end.eliminated(scope(state, loser))) {
    state.alive[loser] = false;
    if (game.cards?.eliminationTakesCards) takeCards(game, state, state.current, loser);
  }
  checkWins(game, state);
}

/**
 * Y7: flip a switch. A territory that leaves the board takes its armies with it (a closed sliding
 * zone crushes what stands on it); one that comes onto the board is occupied by one army of the
 * player who flipped the switch (assumed: the rulebooks do not say who holds a newly opened zone).
 */
function flipSwitch(game: Game, state: GameState, index: number): void {
  const before = game.graph.territoryCondition.map((_, t) => isPresent(game.graph, state.switches, t));
  state.switches[index] = !state.switches[index];
  const losers = new Set<number>();
  before.forEach((was, t) => {
    const now = isPresent(game.graph, state.switches, t);
    if (was && !now) {
      const owner = state.owner[t]!;
      if (owner >= 0) {
        state.ownedCount[owner]!--;
        returnToReserve(game, state, owner, state.armies[t]!);
        losers.add(owner);
      }
      // A leader on a zone that leaves the board is crushed with it.
      state.leaderAt.forEach((at, seat) => {
        if (at === t) state.leaderAt[seat] = -1;
      });
      state.owner[t] = -1;
      state.armies[t] = 0;
      clearKinds(game, state, t);
    } else if (!was && now) {
      // The switch's legality made sure the reserve has this army.
      setOwner(state, t, state.current);
      addArmies(game, state, t, takeFromReserve(game, state, state.current, 1));
    }
  });
  for (const loser of losers) {
    if (state.alive[loser] && game.end.eliminated(scope(state, loser))) state.alive[loser] = false;
  }
  checkWins(game, state);
}

/** C4/R10: the eliminator takes the loser's cards, up to the hand limit (the rest, at random, are discarded). */
function takeCards(game: Game, state: GameState, winner: number, loser: number): void {
  const taken = shuffleInPlace(state.rng, state.hands[loser]!);
  state.hands[loser] = [];
  const limit = game.cards?.handLimit ? game.cards.handLimit(scope(state, winner)) : Infinity;
  const room = Math.max(0, limit - state.hands[winner]!.length);
  state.hands[winner]!.push(...taken.slice(0, room));
  state.discard.push(...taken.slice(room));
}

/** C6/C8: take the territory, maybe eliminate its owner, then move armies in. */
function conquer(game: Game, state: GameState, from: number, to: number): void {
  const seat = state.current;
  const loser = state.owner[to]!;
  setOwner(state, to, seat);
  clearKinds(game, state, to);
  // E9/E11: an empty territory is attacked only by a faction for which taking it is a conquest.
  state.conquered++;
  let eliminated = false;
  if (loser >= 0 && state.alive[loser] && game.end.eliminated(scope(state, loser))) {
    eliminated = true;
    state.alive[loser] = false;
    if (game.cards?.eliminationTakesCards) takeCards(game, state, seat, loser);
  }
  const territoryScope = { state, seat, dice: state.lastDice, territory: from };
  const available = attackers(game, state, from);
  const wanted = game.combat.conquerMin(territoryScope);
  const min = Math.max(1, Math.min(wanted, available));
  // R8: beyond the minimum, the attacking territory keeps its garrison (E3/E9: none off the board, none of pieces that may leave it empty).
  const keep = attackLeave(game, state, from) === 0 ? 0 : game.combat.keep(territoryScope);
  const max = Math.max(min, Math.min(available, state.armies[from]! - keep));
  // The minimum moves in at once, so a conquered territory is never empty; `advance` says how
  // many move in all together.
  moveIn(game, state, from, to, min);
  if (checkWins(game, state)) return;
  if (min === max) afterConquest(game, state, eliminated);
  else state.pending = { kind: "advance", from, to, min, max, eliminated };
}

function moveIn(game: Game, state: GameState, from: number, to: number, count: number): void {
  const factions = moveAttackers(game, state, from, to, count);
  if (!isStaging(game, from)) vacateIfEmpty(state, from);
  // E14: tokens on the territory go to the player whose (collecting) pieces move in.
  if (state.tokensAt[to]! > 0 && (!game.factions || factions.some((f) => game.factions!.list[f]!.collects))) {
    state.tokensHeld[state.current]! += state.tokensAt[to]!;
    state.tokensAt[to] = 0;
  }
}

function advance(game: Game, state: GameState, count: number): void {
  const p = state.pending;
  if (p?.kind !== "advance") return;
  moveIn(game, state, p.from, p.to, count - p.min);
  state.pending = null;
  afterConquest(game, state, p.eliminated);
}

/** C4: after an elimination, a large hand must be traded down at once. */
function afterConquest(game: Game, state: GameState, eliminated: boolean): void {
  const rule = game.cards?.eliminationTrade;
  if (!eliminated || !rule) return;
  const s = scope(state, state.current);
  if (rule.when(s) && !rule.until(s) && cardsInHandSets(game, state, state.current).length > 0) state.pending = { kind: "tradeDown" };
}
