// The automatic part of a game: setup, entering phases and steps, receiving and drawing,
// ending turns and rounds, elimination and victory. It runs until a player must decide.
import { allCards } from "./cards.js";
import { currentStep } from "./decision.js";
import type { CompiledStep, Game } from "./game.js";
import { isPresent, neighbours } from "./graph.js";
import { assignLeaders, leaderForm } from "./leaders.js";
import { seedRng, shuffleInPlace } from "./rng.js";
import { nextInt } from "./rng.js";
import {
  attackProblem,
  cardsInHandSets,
  cedeProblem,
  fortifyTargets,
  partnersOf,
  placementRoom,
  scope,
  strikeProblem,
  takeFromReserve,
} from "./rules.js";
import type { GameState } from "./state.js";

export class GameSetupError extends Error {}

/** A new game for `seats` players: territories dealt, setup placement begins (C2). */
export function newGame(game: Game, seats: number, seed: number): GameState {
  const { min, max } = game.variant.players;
  if (!Number.isInteger(seats) || seats < min || seats > max) throw new GameSetupError(`this variant is for ${min} to ${max} players, not ${seats}`);
  const rng = seedRng(seed);
  const n = game.territoryCount;
  const state: GameState = {
    rng,
    seats,
    stage: "setup",
    owner: new Array<number>(n).fill(-1),
    armies: new Array<number>(n).fill(0),
    ownedCount: new Array<number>(seats).fill(0),
    alive: new Array<boolean>(seats).fill(true),
    hands: Array.from({ length: seats }, () => []),
    objective: new Array<number>(seats).fill(-1),
    effects: Array.from({ length: seats }, () => []),
    tokens: Array.from({ length: seats }, () => []),
    team: Array.from({ length: seats }, (_, seat) => seat),
    switches: game.variant.map.switches.map((sw) => sw.initial),
    reserve: new Array<number>(seats).fill(0),
    leaderOf: new Array<number>(seats).fill(-1),
    leaderAt: new Array<number>(seats).fill(-1),
    leaderForm: new Array<number>(seats).fill(0),
    leaderMoved: false,
    deck: [],
    discard: [],
    setsTraded: 0,
    round: 1,
    current: 0,
    turnsTaken: new Array<number>(seats).fill(0),
    phase: 0,
    step: 0,
    pool: 0,
    setupLeft: new Array<number>(seats).fill(0),
    batchLeft: 0,
    conquered: 0,
    bonusUsed: 0,
    movesMade: 0,
    turnStarted: false,
    stepStarted: false,
    pending: null,
    lastDice: 0,
    result: null,
  };
  const s = scope(state, -1);
  if (game.cards) state.deck = shuffleInPlace(rng, allCards(game.cards.deck, game.cards.wilds(s)));

  // Y2: teams, when they apply to this many players; a seat in no team plays alone.
  if (game.teams && (!game.teams.when || game.teams.when(s))) {
    state.team = state.team.map((seat) => {
      const team = game.teams!.teams.findIndex((members) => members.includes(seat));
      return team >= 0 ? seats + team : seat;
    });
  }
  if (game.pieces) state.reserve = state.reserve.map(() => Math.max(0, game.pieces!(s)));
  assignLeaders(game, state);
  const dealArmies = Math.max(1, game.setup.dealArmies(s));
  if (game.variant.setup.deal.mode === "choice") {
    // Y4: the territories are chosen in turn; setup placement waits until all are taken.
    state.pending = { kind: "claim" };
    state.current = 0;
    return state;
  }
  dealTerritories(game, state, dealArmies);
  if (game.variant.setup.objectives) {
    // R3: each seat a different objective, at random.
    const objectives = shuffleInPlace(
      rng,
      game.variant.objectives.map((_, i) => i),
    );
    for (let seat = 0; seat < seats; seat++) state.objective[seat] = objectives[seat] ?? -1;
  }
  game.effects.forEach((card, index) => {
    if (!card.dealt || card.dealt(s)) for (const hand of state.effects) hand.push(index);
  });
  afterDeal(game, state);
  return state;
}

/** Y4: with the territories dealt, each leader is put on one of his player's, then armies are placed. */
function afterDeal(game: Game, state: GameState): void {
  const first = state.leaderOf.findIndex((l) => l >= 0);
  if (first >= 0) {
    state.current = first;
    state.pending = { kind: "placeLeader" };
    return;
  }
  startPlacement(game, state);
}

/** After a seat has put its leader down, the next seat with a leader does, then placement. */
export function afterLeaderPlaced(game: Game, state: GameState): void {
  for (let seat = state.current + 1; seat < state.seats; seat++) {
    if (state.leaderOf[seat]! >= 0) {
      state.current = seat;
      return;
    }
  }
  state.pending = null;
  startPlacement(game, state);
}

/** C2: after the deal, each seat places what is left of its starting armies (from its reserve). */
function startPlacement(game: Game, state: GameState): void {
  const s = scope(state, -1);
  const startingArmies = game.setup.armies(s);
  const dealArmies = Math.max(1, game.setup.dealArmies(s));
  for (let seat = 0; seat < state.seats; seat++) {
    const wanted = Math.max(0, startingArmies - state.ownedCount[seat]! * dealArmies);
    state.setupLeft[seat] = takeFromReserve(game, state, seat, wanted);
  }
  beginSetupTurn(game, state, 0);
}

/** Y4: after a seat has chosen a territory, the next seat chooses; when none is left, placement. */
export function afterClaim(game: Game, state: GameState): void {
  const unclaimed = state.owner.some((o, t) => o < 0 && isPresent(game.graph, state.switches, t));
  if (unclaimed) {
    state.current = (state.current + 1) % state.seats;
    return;
  }
  state.pending = null;
  afterDeal(game, state);
}

/**
 * C2/R2: a shuffled pile of territories dealt one at a time, in play order or against it
 * (`reverse`: from the dealer's right). With a limit per group (R2, the 50% rule), a card that
 * would give a player more than the limit of its group goes to the next player in dealing order
 * who can take it, and the skipped player gets the next card; a player who got a card early is
 * passed over once. If no player can take a card within the limit, the one whose turn it is takes it.
 */
export function dealTerritories(
  game: Game,
  state: GameState,
  armies: number,
  // Y7: a territory that is not on the board at the start (a closed sliding zone) is not dealt.
  pile = shuffleInPlace(
    state.rng,
    Array.from({ length: game.territoryCount }, (_, i) => i).filter((t) => isPresent(game.graph, state.switches, t)),
  ),
): void {
  const { seats } = state;
  const map = game.variant.map;
  const order = Array.from({ length: seats }, (_, i) => (game.variant.setup.deal.reverse ? seats - 1 - i : i));
  const held = Array.from({ length: seats }, () => new Array<number>(map.groups.length).fill(0));
  const limits = map.groups.map((_, g) => (game.setup.dealLimit ? game.setup.dealLimit({ state, seat: -1, dice: 0, group: g }) : Infinity));
  const fits = (seat: number, t: number) => held[seat]![map.territories[t]!.group]! + 1 <= limits[map.territories[t]!.group]!;
  const give = (seat: number, t: number) => {
    state.owner[t] = seat;
    state.armies[t] = armies;
    takeFromReserve(game, state, seat, armies);
    state.ownedCount[seat]!++;
    held[seat]![map.territories[t]!.group]!++;
  };
  const early = new Array<number>(seats).fill(0);
  let cursor = 0;
  let owed = -1;
  for (const t of pile) {
    let intended = owed;
    if (intended < 0) {
      while (early[order[cursor % seats]!]! > 0) early[order[cursor++ % seats]!]!--;
      intended = order[cursor % seats]!;
    }
    if (fits(intended, t)) {
      give(intended, t);
      owed = -1;
      cursor++;
      continue;
    }
    const from = order.indexOf(intended);
    const others = Array.from({ length: seats - 1 }, (_, k) => order[(from + k + 1) % seats]!);
    const taker = others.find((p) => early[p] === 0 && fits(p, t)) ?? others.find((p) => fits(p, t));
    if (taker === undefined) {
      give(intended, t);
      owed = -1;
      cursor++;
      continue;
    }
    give(taker, t);
    early[taker]!++;
    owed = intended;
  }
}

function beginSetupTurn(game: Game, state: GameState, from: number): void {
  for (let k = 0; k < state.seats; k++) {
    const seat = (from + k) % state.seats;
    // R5: armies beyond the army limit are never placed.
    if (placementRoom(game, state, seat) === 0) state.setupLeft[seat] = 0;
    if (state.setupLeft[seat]! > 0) {
      state.current = seat;
      state.batchLeft = Math.min(Math.max(1, game.setup.batch(scope(state, seat))), state.setupLeft[seat]!, placementRoom(game, state, seat));
      return;
    }
  }
  // Everyone has placed. R13: seat tokens are handed out, in secret, before the first turn.
  if (game.setup.exchange && game.setup.exchange(scope(state, -1)) && state.tokens.every((t) => t.length === 0)) {
    state.current = 0;
    state.pending = { kind: "exchange" };
    return;
  }
  startPlay(game, state);
}

function startPlay(game: Game, state: GameState): void {
  state.stage = "play";
  state.current = 0;
  state.round = 1;
  beginTurn(state);
  runUntilDecision(game, state);
}

/** R13: after a seat has handed out its tokens, the next seat does, then play begins. */
export function afterExchange(game: Game, state: GameState): void {
  if (state.current + 1 < state.seats) {
    state.current++;
    return;
  }
  state.pending = null;
  startPlay(game, state);
}

/** After a setup placement: the next seat places, or play begins. */
export function afterSetupPlacement(game: Game, state: GameState): void {
  if (state.batchLeft > 0) return;
  beginSetupTurn(game, state, (state.current + 1) % state.seats);
}

function beginTurn(state: GameState): void {
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

export function finishGame(state: GameState, reason: string, winners: number[]): void {
  state.stage = "over";
  state.result = { reason, winners };
  state.pending = null;
}

/** Partners win together (Y13); a seat in no team wins alone. */
function teamOf(state: GameState, seat: number): number[] {
  return state.team.flatMap((t, s) => (t === state.team[seat] ? [s] : []));
}

/** C8 and friends: a player meeting a `win` condition wins at once (with its partners); the current player first. */
export function checkWins(game: Game, state: GameState): boolean {
  if (state.stage === "over") return true;
  for (let k = 0; k < state.seats; k++) {
    const seat = (state.current + k) % state.seats;
    if (!state.alive[seat]) continue;
    for (const win of game.end.wins) {
      if (win.when(scope(state, seat))) {
        finishGame(state, win.reason, teamOf(state, seat));
        return true;
      }
    }
  }
  return false;
}

/**
 * The seats that rank first on the scores (ties: the next score). By team (Y13): a team's score
 * is the sum of its members' (eliminated members count), and all members of the best team win.
 */
export function rankWinners(state: GameState, ranking: Game["end"]["ranking"], byTeam = false): number[] {
  const alive = state.alive.flatMap((a, seat) => (a ? [seat] : []));
  if (ranking.length === 0) return alive;
  const score = (seat: number) => ranking.map((r) => r(scope(state, seat)));
  const entries = byTeam
    ? [...new Set(alive.map((seat) => state.team[seat]!))].map((team) => {
        const members = state.team.flatMap((t, seat) => (t === team ? [seat] : []));
        const sums = members.map(score).reduce((acc, s) => acc.map((v, i) => v + s[i]!));
        return { seats: members, scores: sums };
      })
    : alive.map((seat) => ({ seats: [seat], scores: score(seat) }));
  entries.sort((a, b) => {
    for (let i = 0; i < ranking.length; i++) if (a.scores[i] !== b.scores[i]) return b.scores[i]! - a.scores[i]!;
    return 0;
  });
  const best = entries[0]!;
  return entries
    .filter((x) => x.scores.every((v, i) => v === best.scores[i]))
    .flatMap((x) => x.seats)
    .sort((a, b) => a - b);
}

/** `end "..." when ... [winner highest ...]`: checked when a turn ends. */
function checkEnds(game: Game, state: GameState): boolean {
  for (const end of game.end.ends) {
    if (!end.when(scope(state, -1))) continue;
    const own = end.ranking.length > 0;
    finishGame(state, end.reason, rankWinners(state, own ? end.ranking : game.end.ranking, own ? end.byTeam : game.end.rankingByTeam));
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
    for (const to of neighbours(game.graph, state.switches, from)) if (attackProblem(game, state, from, to) === undefined) return true;
  }
  // Y9: a leader who strikes alone may have a target when no neighbour is an enemy.
  if (leaderForm(game, state, seat)?.strike) {
    for (let to = 0; to < game.territoryCount; to++) if (strikeProblem(game, state, to) === undefined) return true;
  }
  return false;
}

function anyFortify(game: Game, state: GameState, step: Extract<CompiledStep, { kind: "fortify" }>): boolean {
  const seat = state.current;
  for (let from = 0; from < game.territoryCount; from++) {
    if (state.owner[from] !== seat || state.armies[from]! - fortifyLeave(state, step, from) < 1) continue;
    if (fortifyTargets(game, state, from, step.path).length > 0) return true;
  }
  // Y10: a hand-over to a partner takes the place of a move.
  if (!step.cede) return false;
  return partnersOf(state, seat).some((to) => state.owner.some((_, t) => cedeProblem(game, state, t, to) === undefined));
}

/** Armies a fortify move must leave in `from` (R8: may depend on its enemy neighbours). */
export function fortifyLeave(state: GameState, step: Extract<CompiledStep, { kind: "fortify" }>, from: number): number {
  return Math.max(0, step.leave({ state, seat: state.current, dice: 0, territory: from }));
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
      case "receive":
        state.pool += takeFromReserve(game, state, state.current, Math.floor(step.amount(s)));
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
        // R5: what the army limit leaves no room for is lost.
        if (state.pool > 0 && placementRoom(game, state, state.current) === 0) state.pool = 0;
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
        if (owner >= 0) state.armies[card]! += takeFromReserve(game, state, owner, Math.floor(step.amount(scope(state, owner))));
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
  throw new Error("the turn flow did not reach a decision");
}

/** The player ends the current step of their own accord (stop attacking, skip a move). */
export function endCurrentStep(game: Game, state: GameState): void {
  nextStep(state);
  runUntilDecision(game, state);
}
