// determinize: a full state that a player's view could have come from, with everything the view
// hides drawn at random from what it allows (information-set search samples one per iteration).
// The state's layout (model/state.ts) drives it: every field the view shows is copied from the
// view by its copy rule, and every field it hides has a sampler in `samplers` below, a table
// the compiler holds to the layout — a new hidden field does not compile until it has one.
// The draws are uniform over the deals consistent with the view (no inference from how the
// other players have played so far).
import { deckCopies, placeSampledHalves, resourceOf, setCards, setEffectDeck, setEffects, setNamedDecks, setPrograms } from "../board/index.js";
import { allCards, nextInt, nextUint32, seedRng, shuffleInPlace, type RngState } from "../math/index.js";
import { copyField, scope, stateFields, stateLayout, templateOf, type GameState, type StateField } from "../model/index.js";
import { chooseTargets, setupStepOfKind } from "../moves/index.js";
import type { Game } from "../variant/index.js";
import type { PlayerView } from "./view.js";

type Layout = typeof stateLayout;
type HiddenField = { [K in StateField]: Layout[K]["view"] extends { kind: "public" } ? never : K }[StateField];

/** What a sampler reads (the game, the view, the bot's generator) and the state it fills in. */
interface Draw {
  game: Game;
  view: PlayerView;
  rng: RngState;
  out: GameState;
}

/** Fills in one or more hidden fields of `out` (a sampler listed under several fields runs once). */
type Sampler = (d: Draw) => void;

/** The fields the view shows, each with its copy rule (the state owns what it may write). */
const publicCopies = stateFields
  .filter((field) => stateLayout[field].view.kind === "public")
  .map((field) => [field, (x: unknown) => copyField(field, x as never)] as const);
const template = templateOf(stateFields);

/** `count` items taken at random, without replacement, from `pool` (which loses them). */
function take(rng: RngState, pool: number[], count: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < count && pool.length > 0; k++) {
    const i = nextInt(rng, pool.length);
    out.push(pool[i]!);
    pool[i] = pool[pool.length - 1]!;
    pool.pop();
  }
  return out;
}

/** Remove one copy of each of `items` from the multiset `pool` (copies it does not hold are ignored). */
function without(pool: number[], items: readonly number[]): number[] {
  for (const x of items) {
    const i = pool.indexOf(x);
    if (i >= 0) pool.splice(i, 1);
  }
  return pool;
}

/** One empty row a seat, the viewer's own row in its place. */
function rowsWithOwn(seats: number, seat: number, own: readonly number[]): (readonly number[])[] {
  const rows: (readonly number[])[] = [];
  for (let s = 0; s < seats; s++) rows.push(s === seat ? own : []);
  return rows;
}

/** The number of territory cards in the game (all distinct: cards are numbered 0..n-1), by the wilds it has. */
const cardCounts = new WeakMap<Game, Map<number, number>>();
function cardCount(game: Game, wilds: number): number {
  let counts = cardCounts.get(game);
  if (!counts) cardCounts.set(game, (counts = new Map()));
  let n = counts.get(wilds);
  if (n === undefined) counts.set(wilds, (n = allCards(game.cards!.deck, wilds).length));
  return n;
}

/**
 * C1/R4: the territory cards nobody sees — the other players' hands and the draw pile — are the
 * deck's cards minus the viewer's hand and the discards, dealt at random into the sizes the view
 * shows. Cards out of the game (a position may leave some out) are among the unseen ones too.
 */
function dealCards({ game, view, rng, out }: Draw): void {
  const hands = rowsWithOwn(view.seats, view.seatIndex, view.hand);
  if (!game.cards) return setCards(out, hands, [], view.discard);
  const total = cardCount(game, game.cards.wilds(scope(out, -1)));
  const seen = new Uint8Array(total);
  for (const c of view.hand) seen[c] = 1;
  for (const c of view.discard) seen[c] = 1;
  // K4: the cards of the territories chosen for `except` have left the game (a card is numbered by its territory).
  const except = game.cards.except;
  if (except !== undefined && except >= 0) for (const t of view.chosen[except] ?? []) if (t >= 0 && t < total) seen[t] = 1;
  const unseen: number[] = [];
  for (let c = 0; c < total; c++) if (!seen[c]) unseen.push(c);
  const slots = view.handSizes.reduce((n, size, s) => (s === view.seatIndex ? n : n + size), 0) + view.deckSize;
  if (unseen.length < slots) throw new Error(`determinize: the view hides ${slots} cards, but only ${unseen.length} are unseen`);
  for (let s = 0; s < view.seats; s++) if (s !== view.seatIndex) hands[s] = take(rng, unseen, view.handSizes[s]!);
  setCards(out, hands, shuffleInPlace(rng, take(rng, unseen, view.deckSize)), view.discard);
}

/** Whether the setup has dealt the objectives by now (its `objectives` item is behind it). */
function objectivesDealt(game: Game, view: PlayerView): boolean {
  if (!game.variant.setup.objectives) return false;
  if (view.stage !== "setup") return true;
  const at = game.setup.program.findIndex((item) => item.kind === "objectives");
  return at >= 0 && at < view.setupStep;
}

/**
 * R3: once the objectives are dealt (or the viewer holds one), each other player holds a
 * different objective from the viewer's, at random among those the deck deals (M2); a seat gets
 * none when they run out. M3: one whose `instead` condition holds now has been replaced.
 */
function dealObjectives({ game, view, rng, out }: Draw): void {
  const all = game.variant.objectives.length;
  const dealt = all > 0 && (view.objective >= 0 || objectivesDealt(game, view));
  const s = scope(out, -1);
  const pool = dealt
    ? shuffleInPlace(
        rng,
        Array.from({ length: all }, (_, i) => i).filter((o) => o !== view.objective && (!game.objectives[o]!.dealt || game.objectives[o]!.dealt!(s))),
      )
    : [];
  out.objective = [];
  for (let seat = 0; seat < view.seats; seat++) out.objective.push(seat === view.seatIndex ? view.objective : (pool.pop() ?? -1));
  for (let seat = 0; seat < view.seats; seat++) {
    const o = out.objective[seat]!;
    const instead = seat !== view.seatIndex && o >= 0 ? game.objectives[o]!.instead : undefined;
    if (instead && instead.when(scope(out, seat))) out.objective[seat] = instead.objective;
  }
}

/**
 * E2/E12/R14: effect cards. Dealt face down (`effectDeal`): every copy of every card is the
 * pool; the viewer's face-up cards and a card waiting to be passed are out of it; the other
 * players' face-up cards are cards for battles (only those are kept face up), and everyone's
 * face-down cards — the viewer's too: nobody has seen them — come from what is left. Dealt face
 * up to everyone: another player holds as many different dealt cards as the view counts.
 */
function dealEffects(d: Draw): void {
  const { view } = d;
  const faceUp = rowsWithOwn(view.seats, view.seatIndex, view.effects);
  const faceDown = rowsWithOwn(view.seats, -1, []);
  const deck = d.game.effects.length > 0 ? drawEffects(d, faceUp, faceDown) : [];
  setEffects(d.out, faceUp, faceDown);
  setEffectDeck(d.out, deck);
}

/** Deals the hidden effect cards into `faceUp` and `faceDown`; F5: returns the effect deck, the copies left unseen, in a random order. */
function drawEffects({ game, view, rng, out }: Draw, faceUp: (readonly number[])[], faceDown: (readonly number[])[]): number[] {
  const seats = view.seats;
  const copies = game.effects.flatMap((card, index) => new Array<number>(card.copies).fill(index));
  if (game.effectDeal) {
    const pool = without(copies, [...view.effects, ...(view.pending?.kind === "pass" ? [view.pending.card] : [])]);
    for (let s = 0; s < seats; s++) {
      if (s === view.seatIndex) continue;
      const forBattle = take(
        rng,
        pool.filter((c) => game.effects[c]!.uses.length > 0),
        view.effectCounts[s]!,
      );
      without(pool, forBattle);
      // A position may give any card face up: make up the count from the rest.
      faceUp[s] = [...forBattle, ...take(rng, pool, view.effectCounts[s]! - forBattle.length)];
    }
    for (let s = 0; s < seats; s++) faceDown[s] = take(rng, pool, view.hiddenEffectCounts[s]!);
    return shuffleInPlace(rng, take(rng, pool, view.effectDeckSize));
  }
  // Cards dealt face up to everyone (R14) are not drawn from the copies; face-down cards (F5:
  // drawn from the effect deck) and the deck itself share the copies nobody has seen.
  const dealtToAll = game.effects.flatMap((card, index) => (!card.dealt || card.dealt(scope(out, -1)) ? [index] : []));
  const unseen = without(
    copies,
    view.effects.filter((c) => !dealtToAll.includes(c)),
  );
  for (let s = 0; s < seats; s++) {
    if (s !== view.seatIndex) faceUp[s] = take(rng, dealtToAll.slice(), view.effectCounts[s]!);
    faceDown[s] = take(rng, unseen, view.hiddenEffectCounts[s]!);
  }
  return shuffleInPlace(rng, take(rng, unseen, view.effectDeckSize));
}

/** A random derangement of 0..n-1 (no seat maps to itself) with `fixed[0]` mapped to `fixed[1]`. */
function derangementWith(rng: RngState, n: number, at: number, value: number): number[] {
  for (let tries = 0; tries < 10_000; tries++) {
    const g = shuffleInPlace(
      rng,
      Array.from({ length: n }, (_, i) => i),
    );
    const j = g.indexOf(value);
    [g[at], g[j]] = [g[j]!, g[at]!];
    if (g.every((x, r) => x !== r || r === at)) return g;
  }
  // Unreachable for n >= 2 (a derangement through any allowed pair exists); keep the pair anyway.
  return Array.from({ length: n }, (_, r) => (r === at ? value : (r + 1) % n));
}

/**
 * R13: each exchange so far (seat 0 first) gave every seat one token, by a derangement of the
 * seats; the viewer knows only the token each exchange gave it. The others' tokens come from
 * random derangements that gave the viewer exactly those.
 */
function dealSeatTokens({ view, rng, out }: Draw): void {
  out.tokens = rowsWithOwn(view.seats, view.seatIndex, view.tokens).map((row) => row.slice());
  for (const mine of view.tokens) {
    const gifts = derangementWith(rng, view.seats, view.seatIndex, mine);
    for (let s = 0; s < view.seats; s++) if (s !== view.seatIndex) out.tokens[s]!.push(gifts[s]!);
  }
}

/** The setup step under way when it is of `kind` (a choice, a bid), else undefined. */
function setupStepOf<K extends "choose" | "order">(game: Game, view: PlayerView, kind: K) {
  return view.stage === "setup" ? setupStepOfKind(game, view, kind) : undefined;
}

/** The other seats that have already decided in the setup step under way: those before the current seat in turn order. */
function decidedBefore(view: PlayerView): number[] {
  const at = view.turnOrder.indexOf(view.current);
  return view.turnOrder.slice(0, Math.max(0, at)).filter((s) => s !== view.seatIndex && view.alive[s]);
}

/**
 * K1: sealed picks exist only inside the secret choice under way (they are revealed together
 * when it ends): each seat that chose before the current one holds a pick, uniform over the
 * values it could choose; the seats after it have none yet.
 */
function sealChoices({ game, view, rng, out }: Draw): void {
  const choices = game.choices?.length ?? 0;
  out.sealed = Array.from({ length: view.seats }, (_, s) =>
    s === view.seatIndex ? view.sealedChoices.slice() : new Array<number>(choices).fill(-1),
  );
  const step = setupStepOf(game, view, "choose");
  if (!step || !game.choices![step.choice]!.secret) return;
  for (const seat of decidedBefore(view)) {
    const values = chooseTargets(game, out, seat, step.choice);
    if (values.length > 0) out.sealed[seat]![step.choice] = values[nextInt(rng, values.length)]!;
  }
}

/**
 * F6: sealed bids exist only inside the bid under way (they are revealed and cleared when it
 * ends): each seat that bid before the current one holds a bid, uniform from nothing to all it holds.
 */
function sealBids({ game, view, rng, out }: Draw): void {
  out.bids = Array.from({ length: view.seats }, (_, s) => (s === view.seatIndex ? view.bid : -1));
  const step = setupStepOf(game, view, "order");
  if (!step) return;
  for (const seat of decidedBefore(view)) {
    const held = step.bid < 0 ? 0 : Math.max(0, resourceOf(game, out, step.bid, seat));
    out.bids[seat] = nextInt(rng, held + 1);
  }
}

/**
 * DK1: the named decks' unseen cards (every copy, less the viewer's hand and markers and the public
 * discards): each deck's pile drawn from its own, then the other seats' hands, by their public
 * sizes, from what is left of all of them; MK1: then the other seats' markers, each from the
 * unseen cards left of its deck (where they lie is public).
 */
function dealNamedDecks({ game, view, rng, out }: Draw): void {
  const decks = game.decks ?? [];
  // PO1: the decks held per player are sampled seat by seat (below), apart from the shared ones.
  const shared = (id: number) => !decks[game.deckCards[id]!.deck]!.perPlayer;
  const own = perPlayerHands(game, view, rng);
  const copies = game.deckCards.flatMap((card, id) => (shared(id) ? new Array<number>(card.copies).fill(id) : []));
  const seen = [...view.held.filter(shared), ...view.markerCards, ...view.deckDiscards.flat()];
  const unseen = without(copies, seen);
  const piles = decks.map((_, d) =>
    shuffleInPlace(
      rng,
      take(
        rng,
        unseen.filter((c) => game.deckCards[c]!.deck === d),
        view.deckPileSizes[d]!,
      ),
    ),
  );
  const rest = without(unseen, piles.flat());
  // DK7: a card placed in a half of its pile lies where the cards drawn leave it room.
  const halfOf = (id: number) => game.deckCards[id]!.half;
  decks.forEach((_, d) => {
    if (game.deckCards.some((c) => c.deck === d && c.half))
      placeSampledHalves(rng, piles[d]!, rest, deckCopies(game, d).length, halfOf, (id) => game.deckCards[id]!.deck === d);
  });
  // MK1: the cards of decks a `put` step lays are the others' markers, not their hands.
  const marked = game.markers ? markerDecks(game) : undefined;
  const markerRest = marked ? rest.filter((c) => marked.has(game.deckCards[c]!.deck)) : [];
  const heldRest = marked ? rest.filter((c) => !marked.has(game.deckCards[c]!.deck)) : rest;
  const held = Array.from({ length: view.seats }, (_, seat) =>
    seat === view.seatIndex ? view.held.slice() : [...own.held[seat]!, ...take(rng, heldRest, view.heldCounts[seat]! - own.held[seat]!.length)],
  );
  setNamedDecks(out, piles, view.deckDiscards, held);
  setPrograms(out, own.programmed, view.spent);
  out.markerCards = view.markerAt.map((at, seat) => (seat === view.seatIndex ? view.markerCards.slice() : take(rng, markerRest, at.length)));
}

/**
 * PO1/PO2: each other seat's copy of each deck held per player, less its played cards (public),
 * is its hand and its programmed cards: the programmed ones (by their public count) drawn at
 * random, in a random order, the rest its hand. The viewer's are its own.
 */
function perPlayerHands(game: Game, view: PlayerView, rng: RngState): { held: number[][]; programmed: number[][] } {
  const held: number[][] = [];
  const programmed: number[][] = [];
  const decks = game.decks ?? [];
  // The copies are handed to every player at once in the setup (dealPerPlayer): before that, the
  // viewer holds, programmed and played none of them, and nor does any other seat.
  const perPlayer = (id: number) => decks[game.deckCards[id]!.deck]!.perPlayer === true;
  const dealt = view.held.some(perPlayer) || view.programmed.length > 0 || view.spent[view.seatIndex]!.length > 0;
  for (let seat = 0; seat < view.seats; seat++) {
    if (seat === view.seatIndex) {
      held.push([]);
      programmed.push(view.programmed.slice());
      continue;
    }
    const pool =
      seat < view.players && dealt
        ? without(
            decks.flatMap((deck, d) => (deck.perPlayer ? deckCopies(game, d) : [])),
            view.spent[seat]!,
          )
        : [];
    const picked = take(rng, pool, view.programmedCounts[seat]!);
    programmed.push(picked);
    held.push(pool);
  }
  return { held, programmed };
}

/** MK1: the named decks a `put` step lays on the map. */
function markerDecks(game: Game): Set<number> {
  return new Set(game.phases.flatMap((p) => p.steps.flatMap((st) => (st.kind === "put" ? [st.deck] : []))));
}

/** The game's generator: what the dice and shuffles will do is unknown to every player. */
function drawRng({ rng, out }: Draw): void {
  out.rng = seedRng(nextUint32(rng));
}

/** One sampler for every field the view hides (the compiler checks that none is missing). */
const samplers: { [K in HiddenField]: Sampler } = {
  rng: drawRng,
  hands: dealCards,
  deck: dealCards,
  objective: dealObjectives,
  effects: dealEffects,
  hiddenEffects: dealEffects,
  tokens: dealSeatTokens,
  effectDeck: dealEffects,
  sealed: sealChoices,
  bids: sealBids,
  deckPiles: dealNamedDecks,
  held: dealNamedDecks,
  markerCards: dealNamedDecks,
  programmed: dealNamedDecks,
};
const samplerRuns = [...new Set(Object.values(samplers))];

/** The fields `determinize` draws (test/engine/determinize-fields.test.ts holds them to the layout's hidden fields). */
export const sampledFields: readonly string[] = Object.keys(samplers);

/**
 * A state consistent with `view`: its public fields are the view's (copied: the state owns
 * them), the viewer's own rows are the viewer's, and every hidden field is drawn with `rng` (the
 * caller's generator, which advances) from what the view allows. `viewFor(result, view.seat)`
 * equals `view`.
 */
export function determinize(game: Game, view: PlayerView, rng: RngState): GameState {
  const out = { ...template } as unknown as GameState;
  const from = view as unknown as GameState;
  for (const [field, copy] of publicCopies) (out as unknown as Record<string, unknown>)[field] = copy(from[field]);
  const draw: Draw = { game, view, rng, out };
  for (const run of samplerRuns) run(draw);
  return out;
}
