// The setup of a game: the deal or the claims, leaders put down, starting armies placed, seat
// tokens handed out (C2, R2, R13, Y4); then play begins.
import { allCards } from "./cards.js";
import { addArmies, assignFactions } from "./factions.js";
import type { Game } from "./game.js";
import { isPresent } from "./graph.js";
import { assignLeaders, leaderForm } from "./leaders.js";
import { seedRng, shuffleInPlace } from "./rng.js";
import { placementRoom, scope, takeFromReserve } from "./rules.js";
import type { GameState } from "./state.js";
import { beginTurn, runUntilDecision } from "./flow.js";

export class GameSetupError extends Error {}

/** A new game for `seats` players: territories dealt, setup placement begins (C2). */
export function newGame(game: Game, seats: number, seed: number): GameState {
  const { min, max } = game.variant.players;
  if (!Number.isInteger(seats) || seats < min || seats > max) throw new GameSetupError(`this variant is for ${min} to ${max} players, not ${seats}`);
  const rng = seedRng(seed);
  // E3: with starting points each seat has an off-board place after the territories.
  const n = game.territoryCount + (game.factions?.staging ? seats : 0);
  const factionCount = game.factions?.list.length ?? 0;
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
    factionsOf: Array.from({ length: seats }, () => []),
    kinds: Array.from({ length: factionCount }, () => new Array<number>(n).fill(0)),
    // E6: kept only where armies placed this turn wait.
    fresh: new Array<number>(game.combat.placedWait ? n : 0).fill(0),
    // E13: kept only where some move step lets each army cross one border a turn.
    moved: game.phases.some((p) => p.steps.some((st) => st.kind === "fortify" && st.once))
      ? Array.from({ length: Math.max(1, factionCount) }, () => new Array<number>(n).fill(0))
      : [],
    counters: game.counters.map((c) => new Array<number>(c.perPlayer ? seats : 1).fill(0)),
    tokensAt: new Array<number>(game.tokens ? game.territoryCount : 0).fill(0),
    tokensHeld: new Array<number>(seats).fill(0),
    hiddenEffects: Array.from({ length: seats }, () => []),
    extraArmies: new Array<number>(seats).fill(0),
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
  assignFactions(game, state, (seat) => scope(state, seat));
  for (let seat = 0; seat < seats && game.factions?.staging; seat++) state.owner[game.territoryCount + seat] = seat;
  game.counters.forEach((counter, c) => {
    state.counters[c] = state.counters[c]!.map(() => counter.start(s));
  });
  // Y3/E2: each seat's pieces in all (they may differ by faction).
  if (game.pieces) state.reserve = state.reserve.map((_, seat) => Math.max(0, game.pieces!(scope(state, seat))));
  assignLeaders(game, state);
  const dealArmies = Math.max(1, game.setup.dealArmies(s));
  if (game.variant.setup.deal.mode === "choice") {
    // Y4: the territories are chosen in turn; setup placement waits until all are taken.
    state.pending = { kind: "claim" };
    state.current = 0;
    return state;
  }
  const dealFaction = game.variant.setup.deal.faction;
  if (game.variant.setup.deal.mode === "faction" && dealFaction !== undefined) dealToFaction(game, state, dealFaction, dealArmies);
  else dealTerritories(game, state, dealArmies);
  if (game.variant.setup.objectives) {
    // R3: each seat a different objective, at random.
    const objectives = shuffleInPlace(
      rng,
      game.variant.objectives.map((_, i) => i),
    );
    for (let seat = 0; seat < seats; seat++) state.objective[seat] = objectives[seat] ?? -1;
  }
  if (game.effectDeal) dealEffectCards(game, state, game.effectDeal(s));
  else
    game.effects.forEach((card, index) => {
      if (!card.dealt || card.dealt(s)) for (const hand of state.effects) hand.push(index);
    });
  if (game.tokens) {
    // E2: tokens on the territories of random cards, one a territory.
    const spots = shuffleInPlace(
      rng,
      Array.from({ length: game.territoryCount }, (_, t) => t),
    );
    for (const t of spots.slice(0, Math.max(0, game.tokens.count(s)))) state.tokensAt[t]! += 1;
  }
  afterDeal(game, state);
  return state;
}

/** E2: every territory to the player of faction `f`, with `armies` of that faction's pieces each. */
function dealToFaction(game: Game, state: GameState, f: number, armies: number): void {
  const seat = state.factionsOf.findIndex((own) => own.includes(f));
  if (seat < 0) return;
  for (let t = 0; t < game.territoryCount; t++) {
    if (!isPresent(game.graph, state.switches, t)) continue;
    state.owner[t] = seat;
    state.ownedCount[seat]!++;
    addArmies(game, state, t, armies, f);
  }
}

/** E2: every copy of every effect card shuffled; each seat gets `count`, face down. */
function dealEffectCards(game: Game, state: GameState, count: number): void {
  const deck = shuffleInPlace(
    state.rng,
    game.effects.flatMap((card, index) => new Array<number>(card.copies).fill(index)),
  );
  for (let k = 0; k < count; k++) for (const hidden of state.hiddenEffects) if (deck.length > 0) hidden.push(deck.pop()!);
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
    addArmies(game, state, t, armies);
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
