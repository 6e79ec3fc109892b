// The setup of a game: the deal or the claims, leaders put down, starting armies placed, seat
// tokens handed out (C2, R2, R3, R13, E2, Y4); then play begins.
import {
  addArmies,
  assignFactions,
  assignLeaders,
  claimStaging,
  dealEffectToAll,
  dealHiddenEffects,
  dropToken,
  fillReserves,
  setOwner,
  shuffleDeck,
  takeFromReserve,
} from "../board/index.js";
import { allCards, isPresent, seedRng, shuffleInPlace } from "../math/index.js";
import { blankState, scope, type DecisionKind, type GameState, type StateShape } from "../model/index.js";
import { placementRoom } from "../moves/index.js";
import { EngineInputError, type Game } from "../variant/index.js";
import { beginTurn, runUntilDecision } from "./flow.js";

/** The sizes of a new game's state for this variant and this many seats. */
export function stateShape(game: Game, seats: number): StateShape {
  // E3: with starting points each seat has an off-board place after the territories.
  const places = game.territoryCount + (game.factions?.staging ? seats : 0);
  const factions = game.factions?.list.length ?? 0;
  return {
    seats,
    places,
    factions,
    counterSizes: game.counters.map((c) => (c.perPlayer ? seats : 1)),
    // E6: kept only where armies placed this turn wait.
    freshPlaces: game.combat.placedWait ? places : 0,
    // E13: kept only where some move step lets each army cross one border a turn.
    movedRows: game.phases.some((p) => p.steps.some((st) => st.kind === "fortify" && st.once)) ? Math.max(1, factions) : 0,
    tokenPlaces: game.tokens ? game.territoryCount : 0,
    switches: game.variant.map.switches.map((sw) => sw.initial),
  };
}

/** Refuse a player count the variant is not for. */
export function checkSeats(game: Game, seats: number): void {
  const { min, max } = game.variant.players;
  if (!Number.isInteger(seats) || seats < min || seats > max)
    throw new EngineInputError("players", `this variant is for ${min} to ${max} players, not ${seats}`);
}

/** The state before anything is dealt: teams, factions, counters, reserves and leaders assigned. */
export function startingState(game: Game, seats: number, seed: number): GameState {
  checkSeats(game, seats);
  const state = blankState(stateShape(game, seats));
  state.rng = seedRng(seed);
  const s = scope(state, -1);
  if (game.cards) shuffleDeck(state, allCards(game.cards.deck, game.cards.wilds(s)));
  // Y2: teams, when they apply to this many players; a seat in no team plays alone.
  if (game.teams && (!game.teams.when || game.teams.when(s))) {
    state.team = state.team.map((seat) => {
      const team = game.teams!.teams.findIndex((members) => members.includes(seat));
      return team >= 0 ? seats + team : seat;
    });
  }
  assignFactions(game, state, (seat) => scope(state, seat));
  claimStaging(game, state);
  game.counters.forEach((counter, c) => {
    state.counters[c] = state.counters[c]!.map(() => counter.start(s));
  });
  // Y3/E2: each seat's pieces in all (they may differ by faction).
  fillReserves(game, state, (seat) => game.pieces!(scope(state, seat)));
  assignLeaders(game, state);
  return state;
}

/** A new game for `seats` players: territories dealt, setup placement begins (C2). */
export function newGame(game: Game, seats: number, seed: number): GameState {
  const state = startingState(game, seats, seed);
  const s = scope(state, -1);
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
      state.rng,
      game.variant.objectives.map((_, i) => i),
    );
    for (let seat = 0; seat < seats; seat++) state.objective[seat] = objectives[seat] ?? -1;
  }
  if (game.effectDeal) dealHiddenEffects(game, state, game.effectDeal(s));
  else
    game.effects.forEach((card, index) => {
      if (!card.dealt || card.dealt(s)) dealEffectToAll(state, index);
    });
  if (game.tokens) {
    // E2: tokens on the territories of random cards, one a territory.
    const spots = shuffleInPlace(
      state.rng,
      Array.from({ length: game.territoryCount }, (_, t) => t),
    );
    for (const t of spots.slice(0, Math.max(0, game.tokens.count(s)))) dropToken(state, t);
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
    setOwner(state, t, seat);
    addArmies(game, state, t, armies, f);
  }
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
function afterLeaderPlaced(game: Game, state: GameState): void {
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
function afterClaim(game: Game, state: GameState): void {
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
    setOwner(state, t, seat);
    addArmies(game, state, t, armies);
    takeFromReserve(game, state, seat, armies);
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
function afterExchange(game: Game, state: GameState): void {
  if (state.current + 1 < state.seats) {
    state.current++;
    return;
  }
  state.pending = null;
  startPlay(game, state);
}

/** After a setup placement: the next seat places, or play begins. */
function afterSetupPlacement(game: Game, state: GameState): void {
  if (state.batchLeft > 0) return;
  beginSetupTurn(game, state, (state.current + 1) % state.seats);
}

/** The setup goes on after a setup decision of kind `kind` was made. */
export function continueSetup(game: Game, state: GameState, kind: DecisionKind): void {
  if (kind === "setupPlace") afterSetupPlacement(game, state);
  else if (kind === "claim") afterClaim(game, state);
  else if (kind === "exchange") afterExchange(game, state);
  else if (kind === "placeLeader") afterLeaderPlaced(game, state);
}
