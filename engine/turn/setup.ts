// The setup of a game, run as a program of items (variant/game.ts SetupItem): v2 steps (choices,
// builds, the turn order) where they stand, the deal or the claims, objectives, effect cards and
// tokens, leaders put down, starting armies placed (T4: with the neutral seats' armies), seat
// tokens handed out (C2, R2, R3, R13, E2, Y4, K1, M1, F3, F6); then play begins.
import {
  drawHeld,
  heldOf,
  shuffleNamedDecks,
  dealPerPlayer,
  addArmies,
  addBuilding,
  assignFactions,
  awaitDecision,
  buildingRoom,
  changeResource,
  claimStaging,
  clearTerritory,
  dealEffectToAll,
  dealHiddenEffects,
  dropSetupArmies,
  dropToken,
  fillReserves,
  formTeams,
  mayStand,
  moveUnit,
  OFF,
  ownedTerritories,
  returnToReserve,
  leaderToPlace,
  revealChoices,
  setOwner,
  setResource,
  settlePending,
  setTurnOrder,
  shuffleDeck,
  shuffleEffectDeck,
  startBatch,
  takeFromReserve,
  takeSetupArmies,
  turnOrderBy,
  unitSlots,
  unitsOf,
} from "../board/index.js";
import { beginPlay, dealObjectives } from "../end/index.js";
import { allCards, isPresent, nextInt, reseed, shuffleInPlace } from "../math/index.js";
import { blankState, scope, type DecisionKind, type GameState, type Pending, type PlayersScope, type StateShape } from "../model/index.js";
import {
  buildTargets,
  chooseTargets,
  claimable,
  claimRoom,
  neutralStock,
  placementRoom,
  putUnits,
  rulesAtSetupEnd,
  splitSources,
} from "../moves/index.js";
import { EngineInputError, type CompiledSetupStep, type Game, type SetupItem } from "../variant/index.js";
import { beginFirstRound, beginFirstTurn } from "./flow.js";
import { settleBids } from "./round-bids.js";

/** T1: the neutral seats with `players` players. */
export function neutralCount(game: Game, players: number): number {
  if (!game.neutrals) return 0;
  const s: PlayersScope = { players };
  return game.neutrals.filter((n) => !n.when || n.when(s)).length;
}

/** The sizes of a new game's state for this variant and this many players (T1: and its neutral seats). */
export function stateShape(game: Game, players: number): StateShape {
  const seats = players + neutralCount(game, players);
  // E3: with starting points each seat has an off-board place after the territories.
  const places = game.territoryCount + (game.factions?.staging ? seats : 0);
  const factions = game.factions?.list.length ?? 0;
  const units = unitSlots(game, players);
  return {
    seats,
    players,
    places,
    factions,
    counterSizes: game.counters.map((c) => (c.perPlayer ? seats : 1)),
    // E6: kept only where armies placed this turn wait.
    freshPlaces: game.combat.placedWait ? places : 0,
    // E13: kept only where some move step lets each army cross one border a turn.
    movedRows: game.phases.some((p) => p.steps.some((st) => st.kind === "fortify" && st.once)) ? Math.max(1, factions) : 0,
    // H1–H3: kept only where a formula reads a territory's history.
    historyPlaces: game.readsHistory ? game.territoryCount : 0,
    // PB13: kept only where a formula reads what a unit did this turn.
    unitDeeds: game.readsUnitDeeds,
    // H6–H7: kept only where a formula reads the turn's history by seat.
    seatHistory: game.readsSeatHistory,
    tokenPlaces: game.tokens ? game.territoryCount : 0,
    // Part A: then one flag per border a rule opens or closes, off until a lasting row holds it.
    switches: [...game.variant.map.switches.map((sw) => sw.initial), ...(game.rules?.borders ?? []).map(() => false)],
    unitTypes: units.types,
    unitOwners: units.owners,
    buildings: game.buildings?.length ?? 0,
    choices: game.choices?.length ?? 0,
    offers: game.market?.length ?? 0,
    decks: game.decks?.length ?? 0,
  };
}

/** Refuse a player count the variant is not for. */
export function checkSeats(game: Game, seats: number): void {
  const { min, max } = game.variant.players;
  if (!Number.isInteger(seats) || seats < min || seats > max)
    throw new EngineInputError("players", `this variant is for ${min} to ${max} players, not ${seats}`);
}

/** The state before anything is dealt: teams, factions, counters, reserves and units assigned. */
export function startingState(game: Game, players: number, seed: number): GameState {
  checkSeats(game, players);
  const state = blankState(stateShape(game, players));
  reseed(state.rng, seed);
  const s = scope(state, -1);
  if (game.cards) shuffleDeck(state, allCards(game.cards.deck, game.cards.wilds(s)));
  formTeams(game, state);
  assignFactions(game, state, (seat) => scope(state, seat));
  claimStaging(game, state);
  game.counters.forEach((counter, c) => {
    state.counters[c]!.forEach((_, i) => setResource(state, c, i, counter.start(s)));
  });
  // Y3/E2: each seat's pieces in all (they may differ by faction).
  fillReserves(game, state, (seat) => game.pieces!(scope(state, seat)));
  return state;
}

/** A new game for `players` players (T1: and the variant's neutral seats): the setup runs until its first decision. */
export function newGame(game: Game, players: number, seed: number): GameState {
  const state = startingState(game, players, seed);
  runSetup(game, state);
  return state;
}

/** Run the setup's items from the current one until one waits for a decision, or play begins. */
function runSetup(game: Game, state: GameState): void {
  while (state.stage === "setup") {
    const item = game.setup.program[state.setupStep];
    if (!item) return startPlay(game, state);
    if (beginItem(game, state, item) === "wait") return;
    state.setupStep++;
  }
}

/** The current item is over: the next one begins. */
function nextItem(game: Game, state: GameState): void {
  settlePending(state);
  state.setupStep++;
  runSetup(game, state);
}

function beginItem(game: Game, state: GameState, item: SetupItem): "wait" | "done" {
  const s = scope(state, -1);
  switch (item.kind) {
    case "deal": {
      const dealArmies = Math.max(1, game.setup.dealArmies(s));
      const mode = game.variant.setup.deal.mode;
      if (mode === "choice") {
        // S10: with a cap, each neutral seat is dealt its share at random before the claims.
        if (game.setup.dealCap) dealNeutralShares(game, state, dealArmies);
        // Y4: the territories are chosen in turn; setup placement waits until all are taken.
        // S6: the first to choose is the first of the turn order (seat order unless an `order` came before).
        const first = nextClaimer(game, state, 0);
        if (!hasClaimable(game, state) || first < 0) return "done";
        awaitDecision(state, { kind: "claim" });
        state.current = first;
        return "wait";
      }
      // S10: with a cap, each neutral seat is dealt its share at random first, as before the claims.
      if (game.setup.dealCap) dealNeutralShares(game, state, dealArmies);
      const dealFaction = game.variant.setup.deal.faction;
      if (mode === "faction" && dealFaction !== undefined) dealToFaction(game, state, dealFaction, dealArmies);
      else if (game.setup.dealWhere || state.owner.some((o, t) => o >= 0 && t < game.territoryCount))
        // S1/S2: only what the deal's condition allows, and nothing an earlier step has taken.
        dealPile(game, state, dealArmies, shuffledDealable(game, state));
      else if (game.setup.dealEvenly) dealEvenly(game, state, dealArmies, shuffledUnheld(game, state));
      else dealTerritories(game, state, dealArmies);
      return "done";
    }
    case "rest":
      // S1: what the filtered deal left and no later step took is dealt as the deal deals.
      dealPile(game, state, Math.max(1, game.setup.dealArmies(s)), shuffledUnheld(game, state));
      return "done";
    case "objectives":
      if (game.variant.setup.objectives) dealObjectives(game, state);
      return "done";
    case "cardsAndTokens":
      if (game.effectDeal) dealHiddenEffects(game, state, game.effectDeal(s));
      else {
        game.effects.forEach((card, index) => {
          if (!card.dealt || card.dealt(s)) dealEffectToAll(state, index);
        });
        // F5: effect cards drawn or bought in play come from a deck of every copy.
        if (game.effects.length > 0 && drawsEffects(game)) shuffleEffectDeck(game, state);
      }
      // DK1/DK2: each named deck shuffled; its `deal` dealt to every player, into the hand.
      if (game.decks) dealNamedDecks(game, state);
      if (game.tokens) {
        // E2: tokens on the territories of random cards, one a territory.
        const spots = shuffleInPlace(
          state.rng,
          Array.from({ length: game.territoryCount }, (_, t) => t),
        );
        for (const t of spots.slice(0, Math.max(0, game.tokens.count(s)))) dropToken(state, t);
      }
      return "done";
    case "leaders": {
      const first = firstLeaderSeat(game, state, 0);
      if (first < 0) return "done";
      state.current = first;
      awaitDecision(state, { kind: "placeLeader" });
      return "wait";
    }
    case "placement":
      return startPlacement(game, state) ? "wait" : "done";
    case "exchange":
      // R13: seat tokens are handed out, in secret, before the first turn.
      if (game.setup.exchange && game.setup.exchange(s) && state.tokens.every((t) => t.length === 0)) {
        state.current = 0;
        awaitDecision(state, { kind: "exchange" });
        return "wait";
      }
      return "done";
    case "step":
      return beginStep(game, state, item.step);
  }
}

/** F5: whether the game draws or sells effect cards after the setup's deal (DK3/DK6: those of a named deck are not the effect deck's). */
function drawsEffects(game: Game): boolean {
  return (
    game.phases.some((p) => p.steps.some((st) => st.kind === "drawEffect" && st.deck < 0)) ||
    (game.market?.some((o) => o.what === "effect" && o.deck < 0) ?? false)
  );
}

/** DK2: the named decks shuffled; each deck's `deal` dealt round by round into the players' hands, up to its hand limit (a deal is not a draw: no `on draw`). */
export function dealNamedDecks(game: Game, state: GameState): void {
  shuffleNamedDecks(game, state);
  // PO1: each deck per player, whole, into every player's hand.
  dealPerPlayer(game, state);
  game.decks!.forEach((deck, d) => {
    const count = deck.deal ? deck.deal(scope(state, -1)) : 0;
    for (let k = 0; k < count; k++)
      for (let seat = 0; seat < state.players; seat++) {
        const limit = deck.hand ? deck.hand(scope(state, seat)) : Infinity;
        if (heldOf(game, state, seat, d) < limit) drawHeld(game, state, seat, d);
      }
  });
}

/** The player at position `k` of the turn order (-1: past the end). */
function playerAt(state: GameState, k: number): number {
  return state.turnOrder[k] ?? -1;
}

/** F3/F6/K1: a v2 setup step begins: automatic, or the first player's decision. */
function beginStep(game: Game, state: GameState, step: CompiledSetupStep): "wait" | "done" {
  switch (step.kind) {
    case "choose":
      return askInTurn(game, state, 0, (seat) =>
        chooseTargets(game, state, seat, step.choice).length > 0 ? { kind: "choose", choice: step.choice } : null,
      );
    case "build": {
      const count = Math.max(0, step.count(scope(state, -1)));
      if (step.mode === "random") {
        buildRandomly(game, state, step, count);
        return "done";
      }
      return askInTurn(game, state, 0, (seat) =>
        count > 0 && buildTargets(game, state, seat, step.building, false, step.where).length > 0
          ? { kind: "build", building: step.building, left: count, raze: false, setup: true }
          : null,
      );
    }
    case "neutral":
      leaveNeutral(game, state, step);
      return "done";
    case "empty":
      emptyTerritories(game, state, step);
      return "done";
    case "units":
      if (step.choice) return askInTurn(game, state, 0, (seat) => unitsToPlace(game, state, seat, step));
      unitsRandomly(game, state, step.unit, Math.max(0, step.count(scope(state, -1))));
      return "done";
    case "split":
      return askInTurn(game, state, 0, (seat) => splitToPlace(game, state, seat, step));
    case "gain":
      // S5: a per-seat amount, the formula read for each player.
      for (let seat = 0; seat < state.players; seat++) changeResource(game, state, step.resource, seat, step.amount(scope(state, seat)));
      return "done";
    case "order":
      // S6: a random order (a roll of dice for who goes first, ties rolled again).
      if (step.random) {
        setTurnOrder(state, shuffleInPlace(state.rng, state.turnOrder.slice()));
        return "done";
      }
      if (step.bid < 0) {
        setTurnOrder(state, turnOrderBy(game, state, step));
        return "done";
      }
      return askInTurn(game, state, 0, () => ({ kind: "bid" }));
  }
}

/**
 * Ask the players, in turn order from position `k`, the decision `ask` gives each (null: that
 * player has nothing to decide); "done" when nobody is left to ask.
 */
function askInTurn(game: Game, state: GameState, k: number, ask: (seat: number) => Pending | null): "wait" | "done" {
  for (; k < state.players; k++) {
    const seat = playerAt(state, k);
    if (!state.alive[seat]) continue;
    const pending = ask(seat);
    if (!pending) continue;
    state.current = seat;
    awaitDecision(state, pending);
    return "wait";
  }
  return "done";
}

/** F3: `count` buildings on random territories on the board (within the building's limit and the step's condition). */
function buildRandomly(game: Game, state: GameState, step: Extract<CompiledSetupStep, { kind: "build" }>, count: number): void {
  const spots = shuffleInPlace(
    state.rng,
    Array.from({ length: game.territoryCount }, (_, t) => t).filter(
      (t) => isPresent(game.graph, state.switches, t) && (!step.where || step.where({ state, seat: state.owner[t]!, dice: 0, territory: t })),
    ),
  );
  let left = count;
  for (const t of spots) {
    if (left === 0) break;
    if (buildingRoom(game, state, step.building, t) === 0) continue;
    addBuilding(state, step.building, t);
    left--;
  }
}

/** The territories on the board nobody holds, shuffled. */
function shuffledUnheld(game: Game, state: GameState): number[] {
  return shuffleInPlace(
    state.rng,
    Array.from({ length: game.territoryCount }, (_, t) => t).filter((t) => state.owner[t]! < 0 && isPresent(game.graph, state.switches, t)),
  );
}

/** S1/S2: the territories the deal gives (nobody holds them yet, and its condition holds), shuffled. */
function shuffledDealable(game: Game, state: GameState): number[] {
  return shuffleInPlace(
    state.rng,
    Array.from({ length: game.territoryCount }, (_, t) => t).filter((t) => claimable(game, state, t)),
  );
}

/** S10: the first player from position `k` of the turn order (round the table) still under the deal's cap (-1: none). */
function nextClaimer(game: Game, state: GameState, k: number): number {
  for (let i = 0; i < state.players; i++) {
    const seat = playerAt(state, (k + i) % state.players);
    if (claimRoom(game, state, seat)) return seat;
  }
  return -1;
}

/** S10: each neutral seat (it never decides) is dealt up to its cap of the territories left to claim, at random. */
function dealNeutralShares(game: Game, state: GameState, armies: number): void {
  for (let seat = state.players; seat < state.seats; seat++) {
    const share = Math.max(0, game.setup.dealCap!(scope(state, seat)) - state.ownedCount[seat]!);
    for (const t of shuffledDealable(game, state).slice(0, share)) {
      setOwner(state, t, seat);
      addArmies(game, state, t, armies);
      takeFromReserve(game, state, seat, armies);
    }
  }
}

/** Y4/S1: whether a territory is left to claim. */
function hasClaimable(game: Game, state: GameState): boolean {
  for (let t = 0; t < game.territoryCount; t++) if (claimable(game, state, t)) return true;
  return false;
}

/**
 * S3: `count` territories nobody holds yet (where the step's condition holds), at random, to the
 * neutral seats in turn, with `armies` each (taken from that seat's starting armies). Without a
 * neutral seat in this game (T1: its `when` does not hold) the step does nothing.
 */
function leaveNeutral(game: Game, state: GameState, step: Extract<CompiledSetupStep, { kind: "neutral" }>): void {
  if (state.seats === state.players) return;
  const s = scope(state, -1);
  const count = Math.max(0, step.count(s));
  const armies = Math.max(1, step.armies(s));
  const spots = shuffledUnheld(game, state).filter((t) => !step.where || step.where({ state, seat: -1, dice: 0, territory: t }));
  toNeutrals(game, state, spots.slice(0, count), armies);
}

/** S3/S9: the territories `spots` to the neutral seats in turn, `armies` on each (none: they stay empty). */
function toNeutrals(game: Game, state: GameState, spots: readonly number[], armies: number): void {
  const neutrals = state.seats - state.players;
  if (neutrals === 0) return;
  spots.forEach((t, k) => {
    const seat = state.players + (k % neutrals);
    setOwner(state, t, seat);
    addArmies(game, state, t, armies);
    takeFromReserve(game, state, seat, armies);
  });
}

/** The deal of a pile of territories, as the variant deals: to every seat (C2, T2), or evenly to the players (S9). */
function dealPile(game: Game, state: GameState, armies: number, pile: number[]): void {
  if (game.setup.dealEvenly) dealEvenly(game, state, armies, pile);
  else dealTerritories(game, state, armies, pile);
}

/**
 * S9 (`deal territories ... evenly`): the players only are dealt, the same number each (as
 * `dealTerritories` deals, R2's limit included); the territories left over, fewer than the
 * players, go to the neutral seats in turn with the deal's armies, or stay empty without one (S8:
 * taken in play by an attack without dice).
 */
function dealEvenly(game: Game, state: GameState, armies: number, pile: number[]): void {
  const dealt = Math.floor(pile.length / state.players) * state.players;
  dealTerritories(game, state, armies, pile.slice(0, dealt), state.players);
  toNeutrals(game, state, pile.slice(dealt), armies);
}

/**
 * S8: `count` held territories (where the step's condition holds), at random, are emptied: nobody
 * holds them, their armies go back to their holders (reserves; starting armies still to place).
 */
function emptyTerritories(game: Game, state: GameState, step: Extract<CompiledSetupStep, { kind: "empty" }>): void {
  const count = Math.max(0, step.count(scope(state, -1)));
  const held = Array.from({ length: game.territoryCount }, (_, t) => t).filter(
    (t) =>
      state.owner[t]! >= 0 && isPresent(game.graph, state.switches, t) && (!step.where || step.where({ state, seat: -1, dice: 0, territory: t })),
  );
  for (const t of shuffleInPlace(state.rng, held).slice(0, count)) {
    const seat = state.owner[t]!;
    returnToReserve(game, state, seat, clearTerritory(game, state, t));
    setOwner(state, t, -1);
  }
}

/**
 * S4: each player puts `count` of its units of type `type` still off the board onto its own
 * territories, at random (where the type may stand), in seat order.
 */
function unitsRandomly(game: Game, state: GameState, type: number, count: number): void {
  for (let seat = 0; seat < state.players; seat++) putUnits(game, state, seat, type, count);
}

/**
 * S12: the seat's decision at `units N Unit each` (no `randomly`): put its units of the type, up
 * to N of its stock, one by one where it chooses; null when it has none or nowhere to put one.
 */
function unitsToPlace(game: Game, state: GameState, seat: number, step: Extract<CompiledSetupStep, { kind: "units" }>): Pending | null {
  const stock = unitsOf(state, seat).filter((u) => state.unitType[u] === step.unit && state.unitAt[u] === OFF);
  const left = Math.min(stock.length, Math.max(0, step.count(scope(state, -1))));
  if (left === 0 || !ownedTerritories(game, state, seat).some((t) => mayStand(game, state, stock[0]!, t))) return null;
  return { kind: "placeUnit", unit: step.unit, left };
}

/**
 * SP1: the seat's decision at `place N each with adjacent empty`: N armies (a formula of its seat;
 * with a limit of pieces, what its reserve holds), on one of its territories where the step's
 * condition holds; null when it has none to put or nowhere to put them.
 */
function splitToPlace(game: Game, state: GameState, seat: number, step: Extract<CompiledSetupStep, { kind: "split" }>): Pending | null {
  const wanted = Math.max(0, step.count(scope(state, seat)));
  const armies = game.pieces ? Math.min(wanted, state.reserve[seat]!) : wanted;
  if (armies === 0 || splitSources(game, state, seat, step).length === 0) return null;
  return { kind: "split", armies };
}

/** S12: whether the seat still has a unit of the pending type to put and somewhere to put it. */
function moreUnitsToPlace(game: Game, state: GameState, seat: number): boolean {
  const p = state.pending;
  if (p?.kind !== "placeUnit" || p.left <= 0) return false;
  const u = unitsOf(state, seat).find((x) => state.unitType[x] === p.unit && state.unitAt[x] === OFF);
  return u !== undefined && ownedTerritories(game, state, seat).some((t) => mayStand(game, state, u, t));
}

/** E2: every territory to the player of faction `f`, with `armies` of that faction's pieces each (S1: where the deal's condition holds). */
function dealToFaction(game: Game, state: GameState, f: number, armies: number): void {
  const seat = state.factionsOf.findIndex((own) => own.includes(f));
  if (seat < 0) return;
  for (let t = 0; t < game.territoryCount; t++) {
    if (!claimable(game, state, t)) continue;
    setOwner(state, t, seat);
    addArmies(game, state, t, armies, f);
  }
}

/** The first seat from `from` on with a leader to put down (-1: none). */
function firstLeaderSeat(game: Game, state: GameState, from: number): number {
  for (let seat = from; seat < state.players; seat++) if (leaderToPlace(game, state, seat) >= 0) return seat;
  return -1;
}

/** C2: after the deal, each seat places what is left of its starting armies (from its reserve); false when nobody has any. */
function startPlacement(game: Game, state: GameState): boolean {
  const s = scope(state, -1);
  const dealArmies = Math.max(1, game.setup.dealArmies(s));
  const neutrals = game.neutrals?.filter((n) => !n.when || n.when({ players: state.players })) ?? [];
  for (let seat = 0; seat < state.players; seat++) {
    // S5: the starting armies are a formula of the seat.
    const wanted = Math.max(0, game.setup.armies(scope(state, seat)) - state.ownedCount[seat]! * dealArmies);
    takeSetupArmies(game, state, seat, wanted);
  }
  for (let seat = state.players; seat < state.seats; seat++) {
    // T1: a neutral seat's armies are its own (placed by the players' `neutral N`); S3: less those already on the board.
    const wanted = Math.max(0, neutrals[seat - state.players]!.armies(scope(state, seat)) - armiesOnBoard(game, state, seat));
    takeSetupArmies(game, state, seat, wanted);
  }
  return beginSetupTurn(game, state, 0);
}

/** The armies of a seat on the board. */
function armiesOnBoard(game: Game, state: GameState, seat: number): number {
  let armies = 0;
  for (let t = 0; t < game.territoryCount; t++) if (state.owner[t] === seat) armies += state.armies[t]!;
  return armies;
}

/**
 * Y4: after a seat has chosen a territory, the next seat (S6: in the turn order; S10: still under
 * the cap) chooses; when none is left, or every seat has its cap, the item is over (S10: what no
 * seat may claim stays empty).
 */
function afterClaim(game: Game, state: GameState): void {
  const next = nextClaimer(game, state, state.turnOrder.indexOf(state.current) + 1);
  if (hasClaimable(game, state) && next >= 0) {
    state.current = next;
    return;
  }
  nextItem(game, state);
}

/**
 * C2/R2: a shuffled pile of territories dealt one at a time, in play order or against it
 * (`reverse`: from the dealer's right). With a limit per group (R2, the 50% rule), a card that
 * would give a player more than the limit of its group goes to the next player in dealing order
 * who can take it, and the skipped player gets the next card; a player who got a card early is
 * passed over once. If no player can take a card within the limit, the one whose turn it is takes it.
 * T2: neutral seats are dealt like the players (S9: `seats` is the players only in an even deal).
 * S10: a seat at the deal's cap (`max`) is passed over, as in the claims, and takes nothing in the
 * R2 fallback either; once every seat is at its cap the rest of the pile stays empty.
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
  seats = state.seats,
): void {
  const map = game.variant.map;
  const order = Array.from({ length: seats }, (_, i) => (game.variant.setup.deal.reverse ? seats - 1 - i : i));
  const held = Array.from({ length: seats }, () => new Array<number>(map.groups.length).fill(0));
  const limits = map.groups.map((_, g) => (game.setup.dealLimit ? game.setup.dealLimit({ state, seat: -1, dice: 0, group: g }) : Infinity));
  const fits = (seat: number, t: number) =>
    held[seat]![map.territories[t]!.group]! + 1 <= limits[map.territories[t]!.group]! && claimRoom(game, state, seat);
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
    // S10: a seat at the deal's cap is passed over; once every seat is, the rest stays empty.
    if (!order.some((seat) => claimRoom(game, state, seat))) break;
    let intended = owed >= 0 && claimRoom(game, state, owed) ? owed : -1;
    if (intended < 0) {
      for (let seat = order[cursor % seats]!; early[seat]! > 0 || !claimRoom(game, state, seat); seat = order[++cursor % seats]!)
        if (early[seat]! > 0) early[seat]!--;
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

/** T4: the neutral armies a player places after its batch this setup turn (0 without the rule or without any left). */
function neutralBatch(game: Game, state: GameState): number {
  if (!game.setup.neutral) return 0;
  return Math.min(Math.max(0, game.setup.neutral(scope(state, state.current))), neutralStock(game, state));
}

/** The next player from seat `from` with armies to place (T4: or neutral armies to place); false when the placement is over. */
function beginSetupTurn(game: Game, state: GameState, from: number): boolean {
  for (let k = 0; k < state.players; k++) {
    const seat = (from + k) % state.players;
    // R5: armies beyond the army limit are never placed.
    if (placementRoom(game, state, seat) === 0) dropSetupArmies(state, seat);
    const own = state.setupLeft[seat]! > 0;
    state.current = seat;
    if (!own && neutralBatch(game, state) === 0) continue;
    startBatch(
      state,
      own ? Math.min(Math.max(1, game.setup.batch(scope(state, seat))), state.setupLeft[seat]!, placementRoom(game, state, seat)) : 0,
    );
    if (!own) awaitDecision(state, { kind: "placeNeutral", left: neutralBatch(game, state) });
    return true;
  }
  return false;
}

function startPlay(game: Game, state: GameState): void {
  beginPlay(state);
  beginFirstTurn(state);
  // Part A (A18): the `setup end` rules, once for each player in turn order, before the first turn.
  if (game.rules) {
    rulesAtSetupEnd(game, state);
    if (state.stage !== "play") return;
  }
  beginFirstRound(game, state);
}

/** After a setup placement: the player's neutral armies, the next player, or the next item. */
function afterSetupPlacement(game: Game, state: GameState, kind: DecisionKind): void {
  if (kind === "setupPlace") {
    if (state.batchLeft > 0) return;
    const neutral = neutralBatch(game, state);
    if (neutral > 0) {
      awaitDecision(state, { kind: "placeNeutral", left: neutral });
      return;
    }
  } else if (state.pending?.kind === "placeNeutral" && state.pending.left > 0 && neutralStock(game, state) > 0) return;
  settlePending(state);
  if (!beginSetupTurn(game, state, (state.current + 1) % state.players)) nextItem(game, state);
}

/** After a v2 setup decision: the same player again (a build with more to place), the next player, or the item's end. */
function afterStepDecision(game: Game, state: GameState): void {
  const item = game.setup.program[state.setupStep];
  if (item?.kind !== "step") return nextItem(game, state);
  const step = item.step;
  const p = state.pending;
  if (
    p?.kind === "build" &&
    p.left > 0 &&
    buildTargets(game, state, state.current, p.building, false, step.kind === "build" ? step.where : undefined).length > 0
  )
    return;
  if (moreUnitsToPlace(game, state, state.current)) return;
  settlePending(state);
  const k = state.turnOrder.indexOf(state.current) + 1;
  const waits =
    step.kind === "choose"
      ? askInTurn(game, state, k, (seat) =>
          chooseTargets(game, state, seat, step.choice).length > 0 ? { kind: "choose", choice: step.choice } : null,
        )
      : step.kind === "build"
        ? askInTurn(game, state, k, (seat) => {
            const count = Math.max(0, step.count(scope(state, -1)));
            return count > 0 && buildTargets(game, state, seat, step.building, false, step.where).length > 0
              ? { kind: "build", building: step.building, left: count, raze: false, setup: true }
              : null;
          })
        : step.kind === "units"
          ? askInTurn(game, state, k, (seat) => unitsToPlace(game, state, seat, step))
          : step.kind === "split"
            ? askInTurn(game, state, k, (seat) => splitToPlace(game, state, seat, step))
            : askInTurn(game, state, k, () => ({ kind: "bid" }));
  if (waits === "wait") return;
  if (step.kind === "choose") revealChoices(game, state, step.choice);
  if (step.kind === "order") settleBids(game, state, step);
  nextItem(game, state);
}

/** R13: after a seat has handed out its tokens, the next seat does, then the item is over. */
function afterExchange(game: Game, state: GameState): void {
  if (state.current + 1 < state.players) {
    state.current++;
    return;
  }
  nextItem(game, state);
}

/** Y4: after a seat has put its leader down, the next seat with a leader does, then the item is over. */
function afterLeaderPlaced(game: Game, state: GameState): void {
  // L1: a seat with several leaders puts each down before the next seat.
  if (leaderToPlace(game, state, state.current) >= 0) return;
  const next = firstLeaderSeat(game, state, state.current + 1);
  if (next >= 0) {
    state.current = next;
    return;
  }
  nextItem(game, state);
}

/** The setup goes on after a setup decision of kind `kind` was made. */
export function continueSetup(game: Game, state: GameState, kind: DecisionKind): void {
  if (kind === "setupPlace" || kind === "setupNeutral") afterSetupPlacement(game, state, kind);
  else if (kind === "claim") afterClaim(game, state);
  else if (kind === "exchange") afterExchange(game, state);
  else if (kind === "placeLeader") afterLeaderPlaced(game, state);
  else if (kind === "choose" || kind === "bid" || kind === "build" || kind === "placeUnit" || kind === "split") afterStepDecision(game, state);
}
