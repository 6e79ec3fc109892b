// The automatic part of a game: setup, entering phases and steps, receiving and drawing,
// ending turns and rounds, elimination and victory. It runs until a player must decide.
import { allCards } from "./cards.js";
import { currentStep } from "./decision.js";
import type { Game } from "./game.js";
import { seedRng, shuffleInPlace } from "./rng.js";
import { cardsInHandSets, fortifyTargets, attackProblem, scope } from "./rules.js";
import type { GameState } from "./state.js";

export class GameSetupError extends Error {}

/** A new game for `seats` players: territories dealt, setup placement begins (C2). */
export function newGame(game: Game, seats: number, seed: number): GameState {
  const { min, max } = game.variant.players;
  if (!Number.isInteger(seats) || seats < min || seats > max) throw new GameSetupError(`this variant is for ${min} to ${max} players, not ${seats}`);
  const rng = seedRng(seed);
  const n = game.territoryCount;
  const state: GameState = {
    rng, seats, stage: "setup",
    owner: new Array<number>(n).fill(-1), armies: new Array<number>(n).fill(0), ownedCount: new Array<number>(seats).fill(0),
    alive: new Array<boolean>(seats).fill(true), hands: Array.from({ length: seats }, () => []),
    deck: [], discard: [], setsTraded: 0, round: 1, current: 0, turnsTaken: new Array<number>(seats).fill(0),
    phase: 0, step: 0, pool: 0, setupLeft: new Array<number>(seats).fill(0), batchLeft: 0,
    conquered: 0, bonusUsed: 0, movesMade: 0, stepStarted: false, pending: null, lastDice: 0, result: null,
  };
  const s = scope(state, -1);
  if (game.cards) state.deck = shuffleInPlace(rng, allCards(game.cards.deck, game.cards.wilds(s)));

  // Deal: a shuffled pile of territories, one at a time in seat order.
  const dealArmies = Math.max(1, game.setup.dealArmies(s));
  const order = shuffleInPlace(rng, Array.from({ length: n }, (_, i) => i));
  order.forEach((t, i) => {
    const seat = i % seats;
    state.owner[t] = seat;
    state.armies[t] = dealArmies;
    state.ownedCount[seat]!++;
  });
  const startingArmies = game.setup.armies(s);
  for (let seat = 0; seat < seats; seat++) state.setupLeft[seat] = Math.max(0, startingArmies - state.ownedCount[seat]! * dealArmies);
  beginSetupTurn(game, state, 0);
  return state;
}

function beginSetupTurn(game: Game, state: GameState, from: number): void {
  for (let k = 0; k < state.seats; k++) {
    const seat = (from + k) % state.seats;
    if (state.setupLeft[seat]! > 0) {
      state.current = seat;
      state.batchLeft = Math.min(Math.max(1, game.setup.batch(scope(state, seat))), state.setupLeft[seat]!);
      return;
    }
  }
  // Everyone has placed: the first turn of the first round.
  state.stage = "play";
  state.current = 0;
  state.round = 1;
  beginTurn(state);
  runUntilDecision(game, state);
}

/** After a setup placement: the next seat places, or play begins. */
export function afterSetupPlacement(game: Game, state: GameState): void {
  if (state.batchLeft > 0) return;
  beginSetupTurn(game, state, (state.current + 1) % state.seats);
}

function beginTurn(state: GameState): void {
  state.phase = 0;
  state.step = 0;
  state.stepStarted = false;
  state.pool = 0;
  state.conquered = 0;
  state.bonusUsed = 0;
  state.movesMade = 0;
  state.pending = null;
}

export function finishGame(state: GameState, reason: string, winners: number[]): void {
  state.stage = "over";
  state.result = { reason, winners };
  state.pending = null;
}

/** C8 and friends: a player meeting a `win` condition wins at once; the current player first. */
export function checkWins(game: Game, state: GameState): boolean {
  if (state.stage === "over") return true;
  for (let k = 0; k < state.seats; k++) {
    const seat = (state.current + k) % state.seats;
    if (!state.alive[seat]) continue;
    for (const win of game.end.wins) {
      if (win.when(scope(state, seat))) {
        finishGame(state, win.reason, [seat]);
        return true;
      }
    }
  }
  return false;
}

/** `end "..." when ... winner highest ...`: checked when a turn ends. */
function checkEnds(game: Game, state: GameState): boolean {
  for (const end of game.end.ends) {
    if (!end.when(scope(state, -1))) continue;
    const alive = state.alive.flatMap((a, seat) => (a ? [seat] : []));
    const scores = alive.map((seat) => ({ seat, scores: end.ranking.map((r) => r(scope(state, seat))) }));
    scores.sort((a, b) => {
      for (let i = 0; i < end.ranking.length; i++) if (a.scores[i] !== b.scores[i]) return b.scores[i]! - a.scores[i]!;
      return 0;
    });
    const best = scores[0];
    const winners = best ? scores.filter((x) => x.scores.every((v, i) => v === best.scores[i])).map((x) => x.seat) : [];
    finishGame(state, end.reason, winners);
    return true;
  }
  return false;
}

function endTurn(game: Game, state: GameState): void {
  state.turnsTaken[state.current]!++;
  if (checkEnds(game, state)) return;
  let next = state.current;
  for (let k = 0; k < state.seats; k++) {
    next = (next + 1) % state.seats;
    if (next === 0) state.round++;
    if (state.alive[next]) break;
  }
  state.current = next;
  beginTurn(state);
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
  const seat = state.current;
  for (let from = 0; from < game.territoryCount; from++) {
    if (state.owner[from] !== seat) continue;
    for (const to of game.graph.out[from]!) if (attackProblem(game, state, from, to) === undefined) return true;
  }
  return false;
}

function anyFortify(game: Game, state: GameState, path: "adjacent" | "connected", leave: number): boolean {
  const seat = state.current;
  for (let from = 0; from < game.territoryCount; from++) {
    if (state.owner[from] !== seat || state.armies[from]! - leave < 1) continue;
    if (fortifyTargets(game, state, from, path).length > 0) return true;
  }
  return false;
}

function nextStep(state: GameState): void {
  state.step++;
  state.stepStarted = false;
  state.movesMade = 0;
}

/** Run automatic steps until a player must decide or the game ends. */
export function runUntilDecision(game: Game, state: GameState): void {
  for (let guard = 0; guard < 100000; guard++) {
    if (state.stage !== "play" || state.pending) return;
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
      case "receive":
        state.pool += Math.max(0, Math.floor(step.amount(s)));
        nextStep(state);
        continue;
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
        if (state.movesMade >= step.moves(s) || !anyFortify(game, state, step.path, Math.max(0, step.leave(s)))) {
          nextStep(state);
          continue;
        }
        state.stepStarted = true;
        return;
    }
  }
  throw new Error("the turn flow did not reach a decision");
}

/** The player ends the current step of their own accord (stop attacking, skip a move). */
export function endCurrentStep(game: Game, state: GameState): void {
  nextStep(state);
  runUntilDecision(game, state);
}
