// What one player may see, as the state's layout (model/state.ts) says: every public field; of
// a field of one's own (a hand, an objective, seat tokens) only one's own row, under the view's
// name for it, and everyone's row sizes where they are public; of a secret field (the deck,
// face-down cards, the random state) at most its size. Bots get a view, never the state.
//
// A view is read-only and holds until the next action: it shares the state's public arrays
// instead of copying them (the simulator makes one per decision). Copy what you keep. The
// literal below lists the fields by hand because a literal of constant shape is several times
// faster to build than one assembled field by field from the layout; test/engine/view.test.ts
// holds it against the layout, field by field, so it cannot drift.
import type { DeepReadonly, GameState, StateField, stateLayout } from "../model/index.js";

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
    /** The seat whose view this is. */
    readonly seat: number;
  };

const sizes = (rows: readonly (readonly unknown[])[]): number[] => rows.map((row) => row.length);

export function viewFor(state: GameState, seat: number): PlayerView {
  // One object literal with every field (a constant shape, the fastest to build and to read).
  return {
    seats: state.seats,
    players: state.players,
    turnOrder: state.turnOrder,
    stage: state.stage,
    owner: state.owner,
    armies: state.armies,
    ownedCount: state.ownedCount,
    alive: state.alive,
    factionsOf: state.factionsOf,
    kinds: state.kinds,
    fresh: state.fresh,
    moved: state.moved,
    counters: state.counters,
    tokensAt: state.tokensAt,
    tokensHeld: state.tokensHeld,
    extraArmies: state.extraArmies,
    reserve: state.reserve,
    unitType: state.unitType,
    unitOwner: state.unitOwner,
    unitAt: state.unitAt,
    unitForm: state.unitForm,
    unitMoved: state.unitMoved,
    buildings: state.buildings,
    chosen: state.chosen,
    bought: state.bought,
    setupStep: state.setupStep,
    switches: state.switches,
    team: state.team,
    discard: state.discard,
    setsTraded: state.setsTraded,
    round: state.round,
    current: state.current,
    turnsTaken: state.turnsTaken,
    phase: state.phase,
    step: state.step,
    pool: state.pool,
    setupLeft: state.setupLeft,
    batchLeft: state.batchLeft,
    conquered: state.conquered,
    bonusUsed: state.bonusUsed,
    movesMade: state.movesMade,
    turnStarted: state.turnStarted,
    stepStarted: state.stepStarted,
    pending: state.pending,
    lastDice: state.lastDice,
    result: state.result,
    hand: state.hands[seat]!,
    handSizes: sizes(state.hands),
    objective: state.objective[seat] ?? -1,
    effects: state.effects[seat]!,
    effectCounts: sizes(state.effects),
    tokens: state.tokens[seat]!,
    hiddenEffectCounts: sizes(state.hiddenEffects),
    deckSize: state.deck.length,
    sealedChoices: state.sealed[seat]!,
    bid: state.bids[seat]!,
    effectDeckSize: state.effectDeck.length,
    seat,
  };
}
