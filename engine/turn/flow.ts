// The automatic part of a turn: entering phases and steps, receiving, drawing, rolling, turning
// up cards, ending turns and rounds. It runs until a player must decide (moves/ says whether a
// step has anything to ask).
import {
  addArmies,
  awaitDecision,
  clearBought,
  clearPool,
  collectGivenArmies,
  clearTurnMarks,
  clearUnitMoves,
  drawCards,
  drawEffects,
  endLasting,
  removeArmies,
  returnToReserve,
  setTurnOrder,
  applyFirstNext,
  receiveArmies,
  settlePending,
  settleAtTurnStart,
  stagingOf,
  takeFromReserve,
  turnOrderBy,
  turnUpTopCard,
  waitsInBattle,
} from "../board/index.js";
import { checkEnds, checkWins, eliminateIfOut, endByRanking, finishGame } from "../end/index.js";
import { nextInt } from "../math/index.js";
import { scope, type GameState } from "../model/index.js";
import {
  changeAndCross,
  clearStepMoves,
  clearTurnTallies,
  currentStep,
  drawIntoHand,
  fightContest,
  startPutting,
  placementRoom,
  placeTargets,
  offeredRule,
  rulesAtPhase,
  rulesAtRoundEnd,
  rulesAtTurnEnd,
  rulesAtTurnStart,
  stepAwaitsDecision,
} from "../moves/index.js";
import { UNTIL, type CompiledStep, type Game } from "../variant/index.js";
import { afterRoundBid, startRoundBids } from "./round-bids.js";
import { afterProgram, nextCardTurn, startProgramming, turnUpCard } from "./programs.js";

/** The current seat's turn begins: its first phase and step, nothing received, done or bought yet. */
function beginTurn(state: GameState): void {
  state.turnStarted = false;
  state.phase = 0;
  state.step = 0;
  state.stepStarted = false;
  state.cardUp = false;
  clearPool(state);
  clearTurnTallies(state);
  settleAtTurnStart(state);
  clearBought(state);
}

/** The setup is over: the first round begins with the first player in the turn order. */
export function beginFirstTurn(state: GameState): void {
  state.current = state.turnOrder[0]!;
  state.round = 1;
  beginTurn(state);
}

function endTurn(game: Game, state: GameState): void {
  const seat = state.current;
  // Part A: the turn's `turn end` rules; effects `for this turn` end.
  if (game.rules) {
    rulesAtTurnEnd(game, state);
    if (state.stage !== "play") return;
  }
  // Lasting effects (rules' borders, cards' die bonuses) `for this turn`, or for a battle not fought, end.
  endLasting(game, state, UNTIL.turn);
  endLasting(game, state, UNTIL.battle);
  // E3: armies still off the board go back to the reserve; E6/E13: this turn's marks are cleared.
  const staging = stagingOf(game, seat);
  if (staging >= 0 && state.armies[staging]! > 0) {
    returnToReserve(game, state, seat, state.armies[staging]!);
    removeArmies(game, state, staging, state.armies[staging]!);
  }
  clearTurnMarks(state);
  // E15: a player without a territory at the end of its turn may be out (the rule says when).
  if (state.ownedCount[seat] === 0 && (eliminateIfOut(game, state, seat) || !state.alive[seat]) && checkWins(game, state)) return;
  state.turnsTaken[seat]!++;
  // PO3: with programmed orders the round goes on card by card.
  if (game.program) {
    endCardTurn(game, state, seat);
    return;
  }
  // F6: the next player in the turn order (T1: neutral seats take no turns).
  const order = state.turnOrder;
  let at = order.indexOf(seat);
  let roundEnds = false;
  for (let k = 0; k < order.length; k++) {
    at = (at + 1) % order.length;
    if (at === 0) roundEnds = true;
    if (state.alive[order[at]!]) break;
  }
  // CT3: the round's last turn is over: every contested territory fights, maybe in an order its first player chooses.
  if (roundEnds && state.contested.length > 0) {
    if (fightRoundBattles(game, state, false) === "wait" || state.stage !== "play") return;
    at = firstInOrder(state);
  }
  passTurn(game, state, at, roundEnds);
}

/** CT3: the first of the turn order still in the game (the round's battles may have put players out). */
function firstInOrder(state: GameState): number {
  return Math.max(
    0,
    state.turnOrder.findIndex((seat) => state.alive[seat]),
  );
}

/**
 * CT3: the round's battles: while more than one territory is contested (and none was just
 * chosen: `chosen`, its row first), the round's first player says which is fought next ("wait":
 * the pending `battle`); else the first row's battle is fought, its invader the player to move.
 * "done" when none is left (or the game is over).
 */
function fightRoundBattles(game: Game, state: GameState, chosen: boolean): "wait" | "done" {
  while (state.stage === "play" && state.contested.length > 0) {
    const chooser = state.turnOrder.find((seat) => state.alive[seat] && seat < state.players);
    if (state.contested.length > 1 && !chosen && chooser !== undefined) {
      state.current = chooser;
      awaitDecision(state, { kind: "battle" });
      return "wait";
    }
    chosen = false;
    const [t, invader] = state.contested[0]!;
    state.current = invader!;
    fightContest(game, state, t!);
    // CS3/RR2: a side chooses its casualties or its re-roll: the round's battles wait for it.
    if (waitsInBattle(state)) return "wait";
  }
  return "done";
}

/** CT3: after the round's first player chose a battle: it and the others are fought, then the round ends and the next begins (PO3: with its programming). */
export function continueRoundBattles(game: Game, state: GameState, chosen = true): void {
  if (fightRoundBattles(game, state, chosen) === "wait" || state.stage !== "play") return;
  if (game.program) {
    beginProgrammedRound(game, state);
    return;
  }
  passTurn(game, state, firstInOrder(state), true);
  runUntilDecision(game, state);
}

/** The turn passes to the player at `at` of the turn order; when the round ends, its changes and rules first. */
function passTurn(game: Game, state: GameState, at: number, roundEnds: boolean): void {
  // E5/E14: the round's last turn is over: the counters change before the end is checked.
  if (roundEnds) endRound(game, state);
  if (roundEnds && game.rules) rulesAtRoundEnd(game, state);
  if (state.stage !== "play" || checkEnds(game, state)) return;
  if (roundEnds) state.round++;
  if (roundEnds && game.setup.rebid) {
    // S11: the round begins with a bid; its first turn begins once every player has bid.
    beginTurn(state);
    if (startRoundBids(state)) return;
  }
  state.current = state.turnOrder[at]!;
  beginTurn(state);
}

/**
 * PO3: a card turn is over: the seat after it in turn order with a card still programmed plays
 * its next card (after the last seat, the pass of the next card begins from the first); when no
 * seat has a card left the round ends, and the next one begins with its programming.
 */
function endCardTurn(game: Game, state: GameState, seat: number): void {
  const next = nextCardTurn(state, state.turnOrder.indexOf(seat));
  if (next >= 0) {
    state.current = next;
    beginTurn(state);
    return;
  }
  // CT3: the round's last card is played: every contested territory fights first, as in a round of turns.
  if (state.contested.length > 0 && (fightRoundBattles(game, state, false) === "wait" || state.stage !== "play")) return;
  beginProgrammedRound(game, state);
}

/** PO3: a round of card turns is over (its battles fought, CT3): its changes and rules, then the next round's bids and programming. */
function beginProgrammedRound(game: Game, state: GameState): void {
  endRound(game, state);
  if (game.rules) rulesAtRoundEnd(game, state);
  if (state.stage !== "play" || checkEnds(game, state)) return;
  state.round++;
  beginTurn(state);
  if (game.setup.rebid && startRoundBids(state)) return;
  beginProgramming(game, state);
}

/** PO2: a round's programming begins (the game is blocked when no seat has a card to program). */
function beginProgramming(game: Game, state: GameState): void {
  if (!startProgramming(game, state)) finishGame(state, "blocked", []);
}

/** PO2: the setup is over (its `setup end` rules fired): the first round's programming, then its card turns. */
export function beginFirstRound(game: Game, state: GameState): void {
  if (game.program) beginProgramming(game, state);
  else runUntilDecision(game, state);
}

/** PO2: after a card is programmed: the seat programs on, the next seat programs, or the round's first card turn begins. */
export function continueProgramming(game: Game, state: GameState): void {
  settlePending(state);
  if (afterProgram(game, state) === "wait") return;
  const first = nextCardTurn(state, -1);
  if (first < 0) {
    finishGame(state, "blocked", []);
    return;
  }
  state.current = first;
  beginTurn(state);
  runUntilDecision(game, state);
}

/** S11: after a bid at a round's start: the next player bids, or the round's first turn begins in the order the bids set. */
export function continueRoundBids(game: Game, state: GameState): void {
  settlePending(state);
  if (afterRoundBid(game, state) === "wait") return;
  if (game.program) {
    // PO2: the bids set the order the seats program and play their cards in.
    beginProgramming(game, state);
    return;
  }
  state.current = state.turnOrder.find((seat) => state.alive[seat])!;
  beginTurn(state);
  runUntilDecision(game, state);
}

/** E14: each counter's change at the end of a round (per-player counters: for every player); F6: the order of the next round. */
function endRound(game: Game, state: GameState): void {
  game.counters.forEach((counter, c) => {
    if (!counter.perRound) return;
    const values = state.counters[c]!;
    for (let i = 0; i < values.length; i++) changeAndCross(game, state, c, i, counter.perRound(scope(state, counter.perPlayer ? i : -1)));
  });
  if (game.setup.reorder) setTurnOrder(state, turnOrderBy(game, state, game.setup.reorder));
  // PO7: `first player next round`.
  applyFirstNext(state);
}

function nextStep(state: GameState): void {
  clearUnitMoves(state);
  state.step++;
  state.stepStarted = false;
  clearStepMoves(state);
}

/** Run automatic steps until a player must decide or the game ends. */
export function runUntilDecision(game: Game, state: GameState): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (state.stage !== "play" || state.pending) return;
    if (!state.turnStarted) {
      // A win condition may hold without a conquest (a player left alone, an objective met).
      state.turnStarted = true;
      // Lasting effects `until your next turn` end (rules' and cards'); part A: the `turn start` rules fire.
      endLasting(game, state, UNTIL.nextTurn, state.current);
      if (game.rules) rulesAtTurnStart(game, state);
      if (state.stage !== "play" || checkWins(game, state)) return;
      // Part A: an optional rule offered at the turn's start is decided before its first step.
      if (offeredRule(state) >= 0) return;
    }
    if (game.program && !state.cardUp) {
      // PO3: the turn's programmed card is turned up (after the `turn start` rules); a `choose` on it waits for its seat.
      state.cardUp = true;
      turnUpCard(game, state);
      if (state.stage !== "play" || checkWins(game, state)) return;
      continue;
    }
    const step = stepToRun(game, state);
    if (!step) continue;
    const done = runAutomatic(game, state, step);
    if (done === "over") return;
    if (done === "next") continue;
    if (!stepAwaitsDecision(game, state, step)) {
      nextStep(state);
      continue;
    }
    state.stepStarted = true;
    return;
  }
  // No player has had anything to decide for this long (no armies to place, no attack or move
  // possible, and nothing automatic changes that): nobody can play any more, so the game ends.
  finishGame(state, "blocked", []);
}

/** The step the flow is at; undefined when it has moved on instead (the turn ended, a phase was skipped or is over). */
function stepToRun(game: Game, state: GameState): CompiledStep | undefined {
  const phase = game.phases[state.phase];
  if (!phase) {
    endTurn(game, state);
    return undefined;
  }
  if (state.step === 0 && !state.stepStarted && phase.when && !phase.when(scope(state, state.current))) {
    state.phase++;
    return undefined;
  }
  // Part A: a phase begins (the flow enters its first step once: a step then starts or is passed).
  if (game.rules && state.step === 0 && !state.stepStarted) {
    rulesAtPhase(game, state, state.phase, "start");
    if (state.stage !== "play") return undefined;
  }
  const step = currentStep(game, state);
  if (!step) {
    if (game.rules) rulesAtPhase(game, state, state.phase, "end");
    state.phase++;
    state.step = 0;
    state.stepStarted = false;
  }
  return step;
}

/**
 * What a step does by itself: an automatic step (receive, draw, gain, reveal, roll) does its work
 * and is over (`next`), or ends the game (`over`); any other step (`ask`) may wait for its player.
 * A scope for the step's formulas is made only by the steps that have some (the flow passes here
 * at every action).
 */
function runAutomatic(game: Game, state: GameState, step: CompiledStep): "next" | "over" | "ask" {
  const seat = state.current;
  switch (step.kind) {
    case "receive": {
      // E12: armies a passed card gave this player come with its next reinforcements.
      const extra = collectGivenArmies(state, seat);
      receiveArmies(game, state, seat, Math.floor(step.amount(scope(state, seat))) + extra);
      break;
    }
    case "draw": {
      const s = scope(state, seat);
      if (!step.when || step.when(s)) drawCards(game, state, Math.max(0, step.count(s)));
      break;
    }
    case "gain":
      // F2: a resource's income.
      changeAndCross(game, state, step.resource, seat, Math.floor(step.amount(scope(state, seat))));
      break;
    case "drawEffect": {
      // F5: effect cards, face down, from the effect deck.
      const s = scope(state, seat);
      if (step.when && !step.when(s)) break;
      // DK3: from a named deck, into the hand (its `on draw` acts; a hand over its limit may wait for a discard).
      if (step.deck >= 0) drawIntoHand(game, state, seat, step.deck, Math.max(0, Math.floor(step.count(s))));
      else drawEffects(state, seat, Math.max(0, step.count(s)));
      break;
    }
    case "put": {
      // MK1: as the step starts, the first marker is drawn; the player puts it (the pending `put`), then the next ones.
      if (state.stepStarted) return "ask";
      const s = scope(state, seat);
      if (!step.when || step.when(s)) startPutting(game, state, seat, step.deck, Math.floor(step.count(s)));
      return "ask";
    }
    case "reveal": {
      // Y12: the top card's territory comes to life: its holder puts armies there from its reserve.
      nextStep(state);
      const card = turnUpTopCard(state);
      const owner = card !== undefined && card < game.territoryCount ? state.owner[card]! : -1;
      if (owner >= 0) addArmies(game, state, card!, takeFromReserve(game, state, owner, Math.floor(step.amount(scope(state, owner)))));
      return "next";
    }
    case "roll": {
      // R11: dice from the game's generator, so a replay rolls the same.
      let total = 0;
      for (let i = 0; i < step.count; i++) total += 1 + nextInt(state.rng, step.sides);
      nextStep(state);
      if (!step.when({ state, seat, dice: 0, roll: total })) return "next";
      endByRanking(game, state, step.reason);
      return "over";
    }
    case "place":
      // R5: what the army limit leaves no room for is lost.
      if (state.pool > 0 && placementRoom(game, state, seat) === 0) clearPool(state);
      // A player still in the game with no territory to place on (R10: protected from elimination) loses them too.
      if (state.pool > 0 && placeTargets(game, state, seat, false).length === 0) clearPool(state);
      return "ask";
    default:
      return "ask";
  }
  nextStep(state);
  return "next";
}

/** The current step is over (the player ended it, or its one decision is made): the flow goes on. */
export function endCurrentStep(game: Game, state: GameState): void {
  nextStep(state);
  runUntilDecision(game, state);
}
