// What one player may see, as the state's layout (model/state.ts) says: every public field; of
// a field of one's own (a hand, an objective, seat tokens) only one's own row, under the view's
// name for it, and everyone's row sizes where they are public; of a secret field (the deck,
// face-down cards, the random state) at most its size. Bots get a view, never the state.
//
// A view is read-only and holds until the next action: it shares the state's public arrays
// instead of copying them. Copy what you keep. A caller that asks for a view at every decision
// (the simulator, a search's playouts) hands back the view it had: viewFor rewrites it in place
// instead of building a new object, so the hot loop makes no garbage for it. The fields are
// listed by hand because assignments of a constant order are several times faster than fields
// assembled from the layout; test/engine/view.test.ts holds a fresh and a rewritten view against
// the layout, field by field, so they cannot drift.
import type { DeepReadonly, GameState, StateField, stateLayout } from "../model/index.js";
import { EngineInputError } from "../variant/index.js";

type Layout = typeof stateLayout;
type RuleOf<K extends StateField> = Layout[K]["view"];

type PublicField = { [K in StateField]: RuleOf<K> extends { kind: "public" } ? K : never }[StateField];
type HiddenField = Exclude<StateField, PublicField>;
type Row<T> = T extends readonly (infer R)[] ? R : never;
type SizeOf<T> = T extends readonly (readonly unknown[])[] ? number[] : number;

type OwnRows = {
  [K in StateField as RuleOf<K> extends { kind: "own"; as: infer N extends string } ? N : never]: Row<GameState[K]>;
};
type Sizes = {
  [K in StateField as RuleOf<K> extends { sizesAs: infer N extends string } ? N : never]: SizeOf<GameState[K]>;
};
/** Fields that are not the viewer's to see are not in the view. */
type Blank = { [K in Exclude<HiddenField, keyof OwnRows>]?: never };

export type PlayerView = DeepReadonly<Pick<GameState, PublicField> & OwnRows & Sizes> &
  Blank & {
    /** The seat whose view this is, by number (1 is the first seat, as in positions and reports). */
    readonly seat: number;
    /** The same seat as an index into the view's arrays (`seat - 1`): `view.owner[t] === view.seatIndex` on its own territories. */
    readonly seatIndex: number;
  };

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** Each row's length, written into `into` when given (a reused view's own array). */
function sizes(rows: readonly (readonly unknown[])[], into: number[] = []): number[] {
  if (into.length !== rows.length) into.length = rows.length; // setting a length is a call into the runtime
  for (let i = 0; i < rows.length; i++) into[i] = rows[i]!.length;
  return into;
}

/**
 * What seat number `seat` (from 1, as positions, reports and `decisionOf(...).seat` count) sees
 * of the state. With `reuse` (a view this function made before, which the caller gives up: it
 * is the new view afterwards) the fields are written into it instead of a new object.
 */
export function viewFor(state: GameState, seat: number, reuse?: PlayerView): PlayerView {
  // A caller counting seats from 0 is told so instead of being shown another seat's view.
  if (!Number.isInteger(seat) || seat < 1 || seat > state.seats)
    throw new EngineInputError("seat", `viewFor takes a seat number from 1 to ${state.seats} (seats count from 1), not ${String(seat)}`);
  const i = seat - 1;
  const view = (reuse ?? {}) as Writable<PlayerView> & {
    handSizes: number[];
    effectCounts: number[];
    hiddenEffectCounts: number[];
    heldCounts: number[];
    deckPileSizes: number[];
    programmedCounts: number[];
  };
  view.seats = state.seats;
  view.players = state.players;
  view.turnOrder = state.turnOrder;
  view.stage = state.stage;
  view.owner = state.owner;
  view.armies = state.armies;
  view.ownedCount = state.ownedCount;
  view.alive = state.alive;
  view.factionsOf = state.factionsOf;
  view.kinds = state.kinds;
  view.fresh = state.fresh;
  view.moved = state.moved;
  view.counters = state.counters;
  view.tokensAt = state.tokensAt;
  view.tokensHeld = state.tokensHeld;
  view.extraArmies = state.extraArmies;
  view.reserve = state.reserve;
  view.unitType = state.unitType;
  view.unitOwner = state.unitOwner;
  view.unitAt = state.unitAt;
  view.unitForm = state.unitForm;
  view.unitMoved = state.unitMoved;
  view.unitDeeds = state.unitDeeds;
  view.buildings = state.buildings;
  view.chosen = state.chosen;
  view.bought = state.bought;
  view.setupStep = state.setupStep;
  view.switches = state.switches;
  view.lasting = state.lasting;
  view.team = state.team;
  view.discard = state.discard;
  view.setsTraded = state.setsTraded;
  view.round = state.round;
  view.current = state.current;
  view.turnsTaken = state.turnsTaken;
  view.phase = state.phase;
  view.step = state.step;
  view.pool = state.pool;
  view.setupLeft = state.setupLeft;
  view.batchLeft = state.batchLeft;
  view.conquered = state.conquered;
  view.bonusUsed = state.bonusUsed;
  view.movesMade = state.movesMade;
  view.armiesDestroyed = state.armiesDestroyed;
  view.armiesLost = state.armiesLost;
  view.eliminations = state.eliminations;
  view.topFaces = state.topFaces;
  view.lastRollBest = state.lastRollBest;
  view.history = state.history;
  view.seatHistory = state.seatHistory;
  view.contested = state.contested;
  view.turnStarted = state.turnStarted;
  view.stepStarted = state.stepStarted;
  view.pending = state.pending;
  view.lastDice = state.lastDice;
  view.result = state.result;
  view.hand = state.hands[i]!;
  view.handSizes = sizes(state.hands, view.handSizes);
  view.objective = state.objective[i] ?? -1;
  view.effects = state.effects[i]!;
  view.effectCounts = sizes(state.effects, view.effectCounts);
  view.tokens = state.tokens[i]!;
  view.hiddenEffectCounts = sizes(state.hiddenEffects, view.hiddenEffectCounts);
  view.deckSize = state.deck.length;
  view.sealedChoices = state.sealed[i]!;
  view.bid = state.bids[i]!;
  view.effectDeckSize = state.effectDeck.length;
  view.deckDiscards = state.deckDiscards;
  view.held = state.held[i]!;
  view.heldCounts = sizes(state.held, view.heldCounts);
  view.deckPileSizes = sizes(state.deckPiles, view.deckPileSizes);
  view.markerAt = state.markerAt;
  view.markerCards = state.markerCards[i]!;
  // PO1/PO2: the seat's own programmed cards; of the others', how many (their played cards are public).
  view.programmed = state.programmed[i]!;
  view.programmedCounts = sizes(state.programmed, view.programmedCounts);
  view.spent = state.spent;
  view.ordered = state.ordered;
  view.picked = state.picked;
  view.firstNext = state.firstNext;
  view.cardUp = state.cardUp;
  view.seat = seat;
  view.seatIndex = i;
  return view;
}
