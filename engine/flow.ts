// The automatic part of a turn: entering phases and steps, receiving and drawing, ending turns
// and rounds. It runs until a player must decide.
import { placeTargets } from "./action-rules.js";
import { currentStep } from "./decision.js";
import type { CompiledStep, Game } from "./game.js";
import { addArmies, mayLeaveEmpty, movableOf, removeArmies, stagingOf } from "./factions.js";
import { leaderHoldsAlone } from "./leaders.js";
import { nextInt, shuffleInPlace } from "./rng.js";
import {
  attackProblem,
  attackTargetsFrom,
  cardsInHandSets,
  cedeOptions,
  fortifyTargets,
  placementRoom,
  returnToReserve,
  scope,
  strikeTargets,
  takeFromReserve,
} from "./rules.js";
import type { GameState } from "./state.js";
import { checkEnds, checkWins, finishGame, rankWinners } from "./endings.js";

export function beginTurn(state: GameState): void {
  state.turnStarted = false;
  state.phase = 0;
  state.step = 0;
  state.stepStarted = false;
  state.pool = 0;
  state.conquered = 0;
  state.bonusUsed = 0;
  state.movesMade = 0;
  state.pending = null;
}

function endTurn(game: Game, state: GameState): void {
  const seat = state.current;
  clearTurnMarks(game, state, seat);
  // E15: a player without a territory at the end of its turn may be out (the rule says when).
  if (state.ownedCount[seat] === 0 && game.end.eliminated(scope(state, seat))) {
    state.alive[seat] = false;
    if (checkWins(game, state)) return;
  }
  state.turnsTaken[seat]!++;
  let next = seat;
  let roundEnds = false;
  for (let k = 0; k < state.seats; k++) {
    next = (next + 1) % state.seats;
    if (next === 0) roundEnds = true;
    if (state.alive[next]) break;
  }
  // E5/E14: the round's last turn is over: the counters change before the end is checked.
  if (roundEnds) endRound(game, state);
  if (checkEnds(game, state)) return;
  if (roundEnds) state.round++;
  state.current = next;
  beginTurn(state);
}

/** E3/E6/E13: armies still off the board go back to the reserve; this turn's marks are cleared. */
function clearTurnMarks(game: Game, state: GameState, seat: number): void {
  const staging = stagingOf(game, seat);
  if (staging >= 0 && state.armies[staging]! > 0) {
    returnToReserve(game, state, seat, state.armies[staging]!);
    removeArmies(game, state, staging, state.armies[staging]!);
  }
  state.fresh.fill(0);
  for (const row of state.moved) row.fill(0);
}

/** E14: each counter's change at the end of a round (per-player counters: for every player). */
function endRound(game: Game, state: GameState): void {
  game.counters.forEach((counter, c) => {
    if (!counter.perRound) return;
    const values = state.counters[c]!;
    for (let i = 0; i < values.length; i++) values[i]! += counter.perRound(scope(state, counter.perPlayer ? i : -1));
  });
}

/** Draw cards for the current player, reshuffling the discards when the pile runs out (R4). */
export function drawCards(game: Game, state: GameState, count: number): void {
  const limit = game.cards?.handLimit ? game.cards.handLimit(scope(state, state.current)) : Infinity;
  const hand = state.hands[state.current]!;
  for (let i = 0; i < count && hand.length < limit; i++) {
    if (state.deck.length === 0) {
      if (state.discard.length === 0) return;
      state.deck = shuffleInPlace(state.rng, state.discard);
      state.discard = [];
    }
    hand.push(state.deck.pop()!);
  }
}

function anyAttack(game: Game, state: GameState): boolean {
  if (someAttackSource(game, state, (from) => attackTargetsFrom(game, state, from).some((to) => attackProblem(game, state, from, to) === undefined)))
    return true;
  // Y9: a leader who strikes alone may have a target when no neighbour is an enemy.
  return strikeTargets(game, state).length > 0;
}

function anyFortify(game: Game, state: GameState, step: Extract<CompiledStep, { kind: "fortify" }>): boolean {
  const seat = state.current;
  for (let from = 0; from < game.territoryCount; from++) {
    if (state.owner[from] !== seat || fortifyMovable(game, state, step, from, -1) < 1) continue;
    if (fortifyTargets(game, state, from, step.path).length > 0) return true;
  }
  // Y10: a hand-over to a partner takes the place of a move.
  return step.cede && cedeOptions(game, state).length > 0;
}

/** Armies a fortify move must leave in `from` (R8: may depend on its enemy neighbours). */
export function fortifyLeave(game: Game, state: GameState, step: Extract<CompiledStep, { kind: "fortify" }>, from: number): number {
  // E9: pieces that may leave a territory empty may do so.
  if (mayLeaveEmpty(game, state, from)) return 0;
  // A territory is never left empty; (Y3) a leader standing there alone may hold it.
  const garrison = leaderHoldsAlone(game, state, from) ? 0 : 1;
  return Math.max(garrison, step.leave({ state, seat: state.current, dice: 0, territory: from }));
}

/** Armies (of faction `f`; -1: any) a fortify move may take from `from` now (E13: with `once`, not those that moved). */
export function fortifyMovable(game: Game, state: GameState, step: Extract<CompiledStep, { kind: "fortify" }>, from: number, f: number): number {
  const free = state.armies[from]! - fortifyLeave(game, state, step, from);
  if (f < 0 && game.factions)
    return Math.max(0, ...state.factionsOf[state.current]!.map((g) => Math.min(free, movableOf(game, state, from, g, step.once))));
  return Math.min(free, movableOf(game, state, from, f, step.once));
}

/** Whether `test` holds for a place the current player may attack from: its territories and (E3) its off-board place. */
function someAttackSource(game: Game, state: GameState, test: (from: number) => boolean): boolean {
  const seat = state.current;
  for (let t = 0; t < game.territoryCount; t++) if (state.owner[t] === seat && test(t)) return true;
  const staging = stagingOf(game, seat);
  return staging >= 0 && state.armies[staging]! > 0 && test(staging);
}

/** Where the current player may attack from. */
export function attackSources(game: Game, state: GameState): number[] {
  const sources: number[] = [];
  someAttackSource(game, state, (from) => {
    sources.push(from);
    return false;
  });
  return sources;
}

function nextStep(state: GameState): void {
  state.leaderMoved = false;
  state.step++;
  state.stepStarted = false;
  state.movesMade = 0;
}

/** Run automatic steps until a player must decide or the game ends. */
export function runUntilDecision(game: Game, state: GameState): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (state.stage !== "play" || state.pending) return;
    if (!state.turnStarted) {
      // A win condition may hold without a conquest (a player left alone, an objective met).
      state.turnStarted = true;
      if (checkWins(game, state)) return;
    }
    const phase = game.phases[state.phase];
    if (!phase) {
      endTurn(game, state);
      continue;
    }
    if (state.step === 0 && !state.stepStarted && phase.when && !phase.when(scope(state, state.current))) {
      state.phase++;
      continue;
    }
    const step = currentStep(game, state);
    if (!step) {
      state.phase++;
      state.step = 0;
      state.stepStarted = false;
      continue;
    }
    const s = scope(state, state.current);
    switch (step.kind) {
      case "receive": {
        // E12: armies a passed card gave this player come with its next reinforcements.
        const extra = state.extraArmies[state.current]!;
        state.extraArmies[state.current] = 0;
        state.pool += takeFromReserve(game, state, state.current, Math.floor(step.amount(s)) + extra);
        nextStep(state);
        continue;
      }
      case "revealEffect":
        if (state.hiddenEffects[state.current]!.length === 0) {
          nextStep(state);
          continue;
        }
        state.stepStarted = true;
        return;
      case "draw":
        if (!step.when || step.when(s)) drawCards(game, state, Math.max(0, step.count(s)));
        nextStep(state);
        continue;
      case "trade":
        if (cardsInHandSets(game, state, state.current).length === 0) {
          nextStep(state);
          continue;
        }
        state.stepStarted = true;
        return;
      case "place":
        // R5: what the army limit leaves no room for is lost.
        if (state.pool > 0 && placementRoom(game, state, state.current) === 0) state.pool = 0;
        // A player still in the game with no territory to place on (R10: protected from elimination) loses them too.
        if (state.pool > 0 && placeTargets(game, state, state.current, false).length === 0) state.pool = 0;
        if (state.pool <= 0) {
          nextStep(state);
          continue;
        }
        state.stepStarted = true;
        return;
      case "attack":
        if (!anyAttack(game, state)) {
          nextStep(state);
          continue;
        }
        state.stepStarted = true;
        return;
      case "fortify":
        if (state.movesMade >= step.moves(s) || !anyFortify(game, state, step)) {
          nextStep(state);
          continue;
        }
        state.stepStarted = true;
        return;
      case "morph":
        // Y7: only a leader on the board can change form.
        if (state.leaderAt[state.current]! < 0 || (game.leaders?.list[state.leaderOf[state.current]!]?.forms.length ?? 0) < 2) {
          nextStep(state);
          continue;
        }
        state.stepStarted = true;
        return;
      case "reveal": {
        // Y12: the top card's territory comes to life: its holder puts armies there from its reserve.
        nextStep(state);
        if (state.deck.length === 0) {
          state.deck = shuffleInPlace(state.rng, state.discard);
          state.discard = [];
        }
        const card = state.deck.pop();
        if (card === undefined) continue;
        state.discard.push(card);
        const owner = card < game.territoryCount ? state.owner[card]! : -1;
        if (owner >= 0) addArmies(game, state, card, takeFromReserve(game, state, owner, Math.floor(step.amount(scope(state, owner)))));
        continue;
      }
      case "switch":
        if (step.when && !step.when(s)) {
          nextStep(state);
          continue;
        }
        state.stepStarted = true;
        return;
      case "roll": {
        // R11: dice from the game's generator, so a replay rolls the same.
        let total = 0;
        for (let i = 0; i < step.count; i++) total += 1 + nextInt(state.rng, step.sides);
        nextStep(state);
        if (step.when({ state, seat: state.current, dice: 0, roll: total })) {
          finishGame(state, step.reason, rankWinners(state, game.end.ranking, game.end.rankingByTeam));
          return;
        }
        continue;
      }
    }
  }
  // No player has had anything to decide for this long (no armies to place, no attack or move
  // possible, and nothing automatic changes that): nobody can play any more, so the game ends.
  finishGame(state, "blocked", []);
}

/** The player ends the current step of their own accord (stop attacking, skip a move). */
export function endCurrentStep(game: Game, state: GameState): void {
  nextStep(state);
  runUntilDecision(game, state);
}
