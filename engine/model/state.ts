// The game state: plain data only (numbers, arrays, small objects), so it can be copied,
// serialised, compared and replayed. Everything random comes from `rng`. `stateLayout` below
// says, once for every field, how it is copied, who may see it, what it holds in a new game and
// which one file or folder may change it: `blankState`, `cloneState`, the player's view
// (position/view.ts) and the one-writer test (test/architecture/writers.test.ts) are derived from
// it, and the compiler checks it lists every field of `GameState`.
/** A seeded PRNG's state as plain numbers (sfc32: four 32-bit words; math/rng.ts). */
export type RngState = [number, number, number, number];

/** A decision the engine waits for outside the normal step flow. */
export type Pending =
  /** C6: move armies into a conquered territory. */
  | { kind: "advance"; from: number; to: number; min: number; max: number; eliminated: boolean }
  /**
   * C5 (`defender dice 1..2 by choice`): the attack the current seat made waits for the defending
   * seat (the owner of `to`) to choose its dice; the attack's own fields, as the action had them.
   */
  | {
      kind: "defend";
      from: number;
      to: number;
      rolls?: number;
      stopAt?: number;
      dice?: number;
      effect?: number;
      strike?: boolean;
      unit?: number;
    }
  /** C4: after an elimination, trade until the hand is small enough. */
  | { kind: "tradeDown" }
  /** Place the armies a mid-turn trade gave. */
  | { kind: "placePool" }
  /** R13: the current seat hands out its seat tokens (during the setup). */
  | { kind: "exchange" }
  /** Y4: the current seat chooses an empty territory (during the setup). */
  | { kind: "claim" }
  /** Y4: the current seat puts its leader on one of its territories (during the setup). */
  | { kind: "placeLeader" }
  /** E12: the current seat hands the effect card it turned up to another player. */
  | { kind: "pass"; card: number }
  /** K1/M1: the current seat makes choice `choice` (during the setup). */
  | { kind: "choose"; choice: number }
  /**
   * F3/F5: the current seat puts (`raze`: takes off) `left` more of building `building` where it
   * chooses: a setup build by choice, or an effect card's.
   */
  | { kind: "build"; building: number; left: number; raze: boolean; setup: boolean }
  /** F6: the current seat makes its sealed bid (during the setup). */
  | { kind: "bid" }
  /** T4: the current seat puts `left` more armies of the neutral seats on neutral territories (setup). */
  | { kind: "placeNeutral"; left: number }
  /**
   * DK5 (`hand N discard choose`): the current seat discards cards of a deck it holds too many of,
   * one at a time. EF5 (the effect `discard N`, with `seat` and `left`): seat `seat` discards
   * `left` more cards of its choice of those it holds; `then` is what the game waited for when the
   * effect came, or what came during it (board/pending.ts), waited for once this is settled.
   */
  | { kind: "discard"; seat?: number; left?: number; then?: Pending }
  /**
   * EF6 (the effect `move N armies`): seat `seat` moves up to `left` more of its armies (`unit` >= 0:
   * its units of that type) from a territory of `from` to one of `to` (both its own, as they were
   * when the effect came), or stops; `then` as a discard's.
   */
  | { kind: "move"; seat: number; left: number; unit: number; from: number[]; to: number[]; then?: Pending }
  /** S12 (`units N Unit each` without `randomly`): the current seat puts `left` more of its units of type `unit` on its territories (setup). */
  | { kind: "placeUnit"; unit: number; left: number }
  /** SP1 (`place N each with adjacent empty`): the current seat puts `armies` armies on one of its territories, part of them on one adjacent empty territory if it likes (setup). */
  | { kind: "split"; armies: number }
  /**
   * Part A (optional rules): rules offered to their players, as [rule, seat] pairs; the first pair's
   * seat fires its rule (action `fire`) or declines (`end`), then the next pair is decided.
   */
  | { kind: "fire"; offers: number[] }
  /** MK1: the current seat puts the marker it drew (of named deck `deck`) on one of its territories; `left` more follow it. */
  | { kind: "put"; deck: number; left: number }
  /** CT3: at a round's end, the round's first player (the current seat) says which contested territory fights next. */
  | { kind: "battle" }
  /** PO2: the current seat programs the next card of its round (sealed), at the round's start. */
  | { kind: "program" }
  /**
   * PO4 (the effect `choose "A" { } or "B" { }`): seat `seat` chooses an order of choice `choose`
   * (game.chooses' index), its effects about `territory` (-1: none); `then` as a discard's.
   */
  | { kind: "order"; seat: number; choose: number; territory: number; then?: Pending }
  /**
   * TC1 (the effect `choose territory ... { }`): seat `seat` picks one territory of `options` (as
   * they were when the effect came) for pick `pick` (game.picks' index); its effects follow; then
   * (PO4, `order` >= 0: game.orders' index) the `on order` rules of the order it stands in; `then`
   * as a discard's.
   */
  | { kind: "pick"; seat: number; pick: number; options: number[]; order: number; then?: Pending }
  /**
   * CS3 (`casualties by choice`): seat `seat` chooses `left` more of its pieces on its side of the
   * battle of `to` (attacked from `from`; a contested territory's battle: `from` is `to`) to lose to
   * the hits of rank `rank` (the number of ranks: the general rank's, when units fight in it);
   * `other` hits on the defender wait after the attacker's choice. The battle round then goes on
   * from the next rank (after the general rank: the next round), each side's re-roll still unused as `rerolls`
   * says (bit 1 the attacker's, bit 2 the defender's, RR1). An attack's battle carries what its
   * next roll needs (`attack`); it ends with this round (the attacker may attack again).
   * BB5: a bombardment's hits (`bombard`) wait so too, the defender's only; then the step ends.
   */
  | {
      kind: "casualty";
      seat: number;
      from: number;
      to: number;
      left: number;
      other: number;
      rank: number;
      rerolls: number;
      attack?: CasualtyAttack;
      bombard?: true;
    }
  /**
   * RR2 (`reroll one rank each round`): seat `seat`, a side of the battle of `to` (attacked from
   * `from`, as a casualty's) with its re-roll of the round unused, has seen rank `rank` hit
   * `hits` times on the other side ([on the attacker, on the defender]) and decides whether to roll
   * that rank's dice again. `decided`: the sides that decided for this rank (bits as `rerolls`),
   * `rerolls` the re-rolls still unused; `attack` as a casualty's. The rank's losses follow.
   */
  | {
      kind: "reroll";
      seat: number;
      from: number;
      to: number;
      rank: number;
      hits: [number, number];
      rerolls: number;
      decided: number;
      attack?: CasualtyAttack;
    };

/** CS3: what an attack's battle round waiting for a casualty decision needs for its general rank. */
export interface CasualtyAttack {
  /** The attacker's dice asked for (absent: the most), the defender's chosen dice (C5), the roll's die bonuses (cards used as the attack started), the ties' side when a card changed it. */
  dice?: number;
  defended?: number;
  attackBonus: number;
  defenceBonus: number;
  ties?: "attacker" | "defender";
  /** The units that joined the attack as it started (PB13). */
  joined: number[];
}

/** The same data, read-only all the way down (what a player's view hands out). */
export type DeepReadonly<T> = T extends (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** What queries that a player's view will do for read: the state, read-only. */
export type ReadonlyState = DeepReadonly<GameState>;

export interface GameResult {
  reason: string;
  winners: number[];
}

export interface GameState {
  rng: RngState;
  /** Seats in the game: the players, then (T1) the neutral seats, which never decide. */
  seats: number;
  /** The seats that decide: 0..players-1. */
  players: number;
  /** F6: the players in the order they play a round (seat order unless the setup says otherwise). */
  turnOrder: number[];
  stage: "setup" | "play" | "over";
  /** The seat owning each territory (-1: nobody). */
  owner: number[];
  armies: number[];
  /** Territories each seat owns (kept in step with `owner`). */
  ownedCount: number[];
  alive: boolean[];
  hands: number[][];
  /** R3: the index of each seat's secret objective (-1: none). Hidden from the other seats. */
  objective: number[];
  /** Effect cards each seat still holds (indices into the variant's effect cards). */
  effects: number[][];
  /** E1: the factions each seat plays, in the order its losses fall (empty lists without factions). Set once at setup. */
  factionsOf: number[][];
  /** E9: the owner's pieces in each territory by faction, `kinds[f][t]` (no rows without factions). */
  kinds: number[][];
  /** E6: armies placed in each territory this turn (with `placed armies wait` they cannot attack). */
  fresh: number[];
  /** E13: armies that crossed a border this turn, by faction (one row without factions): `moved[f][t]`. */
  moved: number[][];
  /** E10/E14: counter values: `counters[c][seat]` per player, `counters[c][0]` for the game. */
  counters: number[][];
  /** E2/E14: tokens lying on each territory, and tokens each seat has picked up. */
  tokensAt: number[];
  tokensHeld: number[];
  /** E12: each seat's face-down effect cards (unseen by everyone, their holder too). */
  hiddenEffects: number[][];
  /** E12: armies a passed card gave a seat, received at its next `receive`. */
  extraArmies: number[];
  /** Y3: pieces each seat has in its reserve (the scrapheap); unused without `limits { pieces }`. */
  reserve: number[];
  /** Y2/F2: the game's units: the type (index into the variant's unit types) and owner of each, set once at the setup. */
  unitType: number[];
  unitOwner: number[];
  /** Y9: where each unit stands (-1: off the board, in its player's stock or destroyed; -2: lost for good), and its form. */
  unitAt: number[];
  unitForm: number[];
  /** Whether each unit has moved on its own in this step (one jump a step). */
  unitMoved: boolean[];
  /**
   * PB13, what each unit did this turn (bits of DEED: moved, attacked, arrived), kept only when a
   * formula reads it (else empty); cleared with the turn's other tallies.
   */
  unitDeeds: number[];
  /** F3: buildings on each territory, `buildings[b][t]`. */
  buildings: number[][];
  /** K1/M1: each choice's value for each seat, once revealed: `chosen[c][seat]` (-1: none). */
  chosen: number[][];
  /** K1: each seat's secret picks not yet revealed: `sealed[seat][c]` (-1: none). Only its maker sees them. */
  sealed: number[][];
  /** F6: each seat's sealed bid (-1: none yet); only its maker sees it until the bids are revealed. */
  bids: number[];
  /** F2: what the current player bought of each offer this turn. */
  bought: number[];
  /** F5: the effect cards not dealt nor drawn yet (top last). */
  effectDeck: number[];
  /** DK1: each named deck's draw pile (top last; card ids index the game's `deckCards`). Secret: its size is public. */
  deckPiles: number[][];
  /** DK4: each named deck's discards (public). */
  deckDiscards: number[][];
  /** DK1: the cards of the named decks each seat holds, face up to it alone (sizes public). */
  held: number[][];
  /** MK1: where each seat's markers lie, in the order it put them (-1: drawn, not yet put). Public. */
  markerAt: number[][];
  /** MK1: the card of each of those markers (a `deckCards` id), seen by the seat that put it alone. */
  markerCards: number[][];
  /** PO2: each seat's programmed cards of this round not yet turned up, the next first (seen by their seat alone; sizes public). */
  programmed: number[][];
  /** PO1/PO6: each seat's played cards of a deck held per player (face up, public), until its hand returns. */
  spent: number[][];
  /** PO4: the orders (game.orders' indices) the player to move chose in this turn. */
  ordered: number[];
  /** TC3: the territory the player to move picked last in this turn (`choose territory`; -1: none): `connected to chosen` starts there. */
  picked: number;
  /** PO7: the seat that is first in turn order from the next round on (-1: the order stays). */
  firstNext: number;
  /** PO3: whether the current turn's programmed card has been turned up. */
  cardUp: boolean;
  /** How far the setup's v2 steps have come (an index into them). */
  setupStep: number;
  /** Y7: the state of each switch of the map (on: true); then (part A) one flag per border a rule opens or closes: on while a lasting row holds it. */
  switches: boolean[];
  /** Lasting effects, one row each: [rule, border, seat, until, side, amount] (board/lasting.ts): a rule's border (part A), a played card's die bonus (EP6). */
  lasting: number[][];
  /** Each seat's team (partners share one; a seat alone has a team of its own). Public. */
  team: number[];
  /** R13: seat tokens each seat holds (seat numbers, 0-based). Hidden from the other seats. */
  tokens: number[][];
  /** Draw pile; the top card is the last element. */
  deck: number[];
  discard: number[];
  setsTraded: number;
  round: number;
  current: number;
  turnsTaken: number[];
  phase: number;
  step: number;
  /** Armies waiting to be placed (reinforcements, or the current seat's setup armies). */
  pool: number;
  /** Setup armies not yet placed, per seat. */
  setupLeft: number[];
  /** Armies still to place in the current setup turn. */
  batchLeft: number;
  conquered: number;
  bonusUsed: number;
  movesMade: number;
  /** The turn's history: armies and units of others the player to move destroyed in its attacks this turn. */
  armiesDestroyed: number;
  /** The turn's history: armies and units the player to move lost in its attacks this turn. */
  armiesLost: number;
  /** The turn's history: players the player to move put out of the game this turn. */
  eliminations: number;
  /** H4: dice the player to move rolled this turn showing their top face (0 unless a formula reads faces: game.readsFaces). */
  topFaces: number;
  /** H5: the highest face of the last roll of the player to move this turn (0: none yet, or faces not read). */
  lastRollBest: number;
  /**
   * H1–H3, the turn's history by territory (rows of HISTORY, allocated only when a formula reads
   * it): who held a territory before it was conquered this turn (seat + 2; 1: nobody; 0: not
   * conquered), the attacks made from it, the pieces moved into it.
   */
  history: number[][];
  /**
   * H6–H7, the turn's history by seat (rows of SEAT_HISTORY, one entry a seat, allocated only
   * when a formula reads it): pieces each seat lost in this turn's attacks (attacking or
   * defending; units included), units among them, dice it rolled showing their top face, the
   * best face of its last roll (faces only where they are rolled: game.readsFaces).
   */
  seatHistory: number[][];
  /**
   * CT1 (`battles at round end`): the contested territories, one row each, in the order they were
   * first entered: [territory, invading seat, its armies there] (rows of CONTESTED). The invader's
   * units stand on the territory itself (`unitAt`, their owner the invader). Public; empty in a
   * variant without the construct.
   */
  contested: number[][];
  /** Whether the current turn's start (win check) has been done. */
  turnStarted: boolean;
  /** Whether the current step's one-time work (receive, draw) has been done. */
  stepStarted: boolean;
  pending: Pending | null;
  /** Dice the attacker rolled in the last roll (C6). */
  lastDice: number;
  result: GameResult | null;
}

/** How a field is copied: a scalar, a flat list, a list of lists, a small plain object, or shared (never written after setup). */
export type Copy = "value" | "list" | "rows" | "object" | "shared";

/**
 * Who sees a field in a player's view: everyone; only the viewer's own row (`as`: its name in
 * the view; `sizesAs`: everyone's row lengths, public); or nobody (`sizesAs`: its length, public).
 */
export type Visibility = { kind: "public" } | { kind: "own"; as: string; sizesAs?: string } | { kind: "secret"; sizesAs?: string };

/** The sizes a new game's state is made for (turn/setup.ts reads them off the variant). */
export interface StateShape {
  seats: number;
  /** Territories, then (E3) one off-board place per seat when some faction has starting points. */
  places: number;
  factions: number;
  /** Entries of each counter: the seats for a per-player counter, 1 for a game counter. */
  counterSizes: number[];
  /** E6: places tracked for armies placed this turn (0 when placed armies may attack). */
  freshPlaces: number;
  /** E13: rows of armies that crossed a border this turn (0 when no move step says `once`). */
  movedRows: number;
  /** H1–H3: places whose turn's history is kept (0 when no formula reads it). */
  historyPlaces: number;
  /** PB13: whether the units' deeds this turn are kept (a formula reads them). */
  unitDeeds: boolean;
  /** H6–H7: whether the turn's history by seat is kept (a formula reads it). */
  seatHistory: boolean;
  /** E2: territories that may hold tokens (0 without tokens). */
  tokenPlaces: number;
  switches: boolean[];
  /** The seats that decide (T1: the others are neutral). */
  players: number;
  /** Y2/F2: the type and owner of every unit of the game. */
  unitTypes: number[];
  unitOwners: number[];
  /** F3: kinds of building (0 without buildings), and the territories that may hold them. */
  buildings: number;
  /** K1: choices; F2: market offers. */
  choices: number;
  offers: number;
  /** DK1: named decks (0 without). */
  decks: number;
}

/** The engine's folders (docs/architecture.md), where a field's writer lives. */
type EngineFolder = "model" | "math" | "variant" | "board" | "end" | "moves" | "turn" | "position";

/**
 * The one file (`board/cards.ts`) or folder (`turn/`) of engine/ that may change a field once the
 * state is made (assign it, or write into it), or null: nobody, the field is set when the state is
 * made and never changes. The invariants a field takes part in are kept by its writer.
 */
export type Writer = `${EngineFolder}/${string}` | null;

/**
 * The files that make a whole new state: a blank one or a copy (here), one read from a position,
 * one drawn from a player's view. They fill every field of it before anyone else holds it, so
 * the writers stateLayout names are for a state once it is made.
 */
export const stateMakers: readonly `${EngineFolder}/${string}.ts`[] = [
  "model/state.ts",
  // positionFrom reads a position section by section into the state it makes, then checks it.
  "position/position-from.ts",
  "position/read-board.ts",
  "position/read-cards.ts",
  "position/position-decks.ts",
  "position/read-holdings.ts",
  "position/read-turn.ts",
  "position/territory-history.ts",
  "position/unit-deeds.ts",
  "position/seat-history.ts",
  "position/consistency.ts",
  "position/determinize.ts",
];

export interface FieldRule {
  copy: Copy;
  view: Visibility;
  /** The field's value at the start of a new game, before the setup deals anything. */
  blank: (shape: StateShape) => unknown;
  writer: Writer;
}

const PUBLIC = { kind: "public" } as const;
const fill = <T>(n: number, x: T): T[] => new Array<T>(n).fill(x);
const emptyRows = (n: number): number[][] => Array.from({ length: n }, () => []);
const value = (blank: unknown, writer: Writer) => ({ copy: "value", view: PUBLIC, blank: () => blank, writer }) as const;
const seatList = <T>(x: T, writer: Writer) => ({ copy: "list", view: PUBLIC, blank: (s: StateShape) => fill(s.seats, x), writer }) as const;
const placeList = (x: number, writer: Writer) => ({ copy: "list", view: PUBLIC, blank: (s: StateShape) => fill(s.places, x), writer }) as const;

// The writers, by what they keep.
const TERRITORY = "board/territory.ts"; // who holds each territory and with what (the invariant is stated there)
const CARDS = "board/cards.ts"; // territory cards and effect cards, in hands, piles and decks
const UNITS = "board/units.ts";
const RESOURCES = "board/resources.ts"; // counters within their caps, purchases, bids
const TO_PLACE = "board/armies-to-place.ts";
const CHOICES = "board/choices.ts";
const SEATS = "board/seats.ts";
const FLOW = "turn/flow.ts";
const TALLIES = "moves/"; // each move counts what it does; moves/turn-tallies.ts starts them again

/** H1–H3: the rows of `history`, by what each keeps. */
export const HISTORY = { conquest: 0, attacksFrom: 1, movedIn: 2 } as const;
const HISTORY_ROWS = Object.values(HISTORY);

/** H6–H7: the rows of `seatHistory`, by what each keeps. */
export const SEAT_ROW = { lost: 0, unitsLost: 1, topFaces: 2, lastRollBest: 3 } as const;
const SEAT_ROWS = Object.values(SEAT_ROW);

/** CT1: the entries of a row of `contested`. */
export const CONTESTED = { territory: 0, seat: 1, armies: 2 } as const;

/** PB13: the marks of `unitDeeds`: a unit moved (from one territory to another), attacked, arrived (came onto the board) this turn. */
export const DEED = { moved: 1, attacked: 2, arrived: 4 } as const;

/** Every field of the state, once: how it is copied, who sees it, its blank value and its writer. */
export const stateLayout = {
  rng: { copy: "list", view: { kind: "secret" }, blank: () => [0, 0, 0, 0], writer: "math/rng.ts" },
  seats: { copy: "value", view: PUBLIC, blank: (s: StateShape) => s.seats, writer: null },
  players: { copy: "value", view: PUBLIC, blank: (s: StateShape) => s.players, writer: null },
  turnOrder: { copy: "list", view: PUBLIC, blank: (s: StateShape) => Array.from({ length: s.players }, (_, seat) => seat), writer: SEATS },
  stage: value("setup", "end/stage.ts"),
  owner: placeList(-1, TERRITORY),
  armies: placeList(0, TERRITORY),
  ownedCount: seatList(0, TERRITORY),
  alive: seatList(true, "end/endings.ts"),
  hands: { copy: "rows", view: { kind: "own", as: "hand", sizesAs: "handSizes" }, blank: (s: StateShape) => emptyRows(s.seats), writer: CARDS },
  objective: { copy: "list", view: { kind: "own", as: "objective" }, blank: (s: StateShape) => fill(s.seats, -1), writer: "end/objectives.ts" },
  effects: {
    copy: "rows",
    view: { kind: "own", as: "effects", sizesAs: "effectCounts" },
    blank: (s: StateShape) => emptyRows(s.seats),
    writer: CARDS,
  },
  factionsOf: { copy: "shared", view: PUBLIC, blank: (s: StateShape) => emptyRows(s.seats), writer: "board/factions.ts" },
  kinds: { copy: "rows", view: PUBLIC, blank: (s: StateShape) => Array.from({ length: s.factions }, () => fill(s.places, 0)), writer: TERRITORY },
  fresh: { copy: "list", view: PUBLIC, blank: (s: StateShape) => fill(s.freshPlaces, 0), writer: TERRITORY },
  moved: { copy: "rows", view: PUBLIC, blank: (s: StateShape) => Array.from({ length: s.movedRows }, () => fill(s.places, 0)), writer: TERRITORY },
  counters: { copy: "rows", view: PUBLIC, blank: (s: StateShape) => s.counterSizes.map((n) => fill(n, 0)), writer: RESOURCES },
  tokensAt: { copy: "list", view: PUBLIC, blank: (s: StateShape) => fill(s.tokenPlaces, 0), writer: TERRITORY },
  tokensHeld: seatList(0, TERRITORY),
  hiddenEffects: {
    copy: "rows",
    view: { kind: "secret", sizesAs: "hiddenEffectCounts" },
    blank: (s: StateShape) => emptyRows(s.seats),
    writer: CARDS,
  },
  extraArmies: seatList(0, TO_PLACE),
  reserve: seatList(0, "board/reserve.ts"),
  unitType: { copy: "shared", view: PUBLIC, blank: (s: StateShape) => s.unitTypes.slice(), writer: null },
  unitOwner: { copy: "shared", view: PUBLIC, blank: (s: StateShape) => s.unitOwners.slice(), writer: null },
  unitAt: { copy: "list", view: PUBLIC, blank: (s: StateShape) => fill(s.unitTypes.length, -1), writer: UNITS },
  unitForm: { copy: "list", view: PUBLIC, blank: (s: StateShape) => fill(s.unitTypes.length, 0), writer: UNITS },
  unitMoved: { copy: "list", view: PUBLIC, blank: (s: StateShape) => fill(s.unitTypes.length, false), writer: UNITS },
  unitDeeds: { copy: "list", view: PUBLIC, blank: (s: StateShape) => (s.unitDeeds ? fill(s.unitTypes.length, 0) : []), writer: TALLIES },
  buildings: {
    copy: "rows",
    view: PUBLIC,
    blank: (s: StateShape) => Array.from({ length: s.buildings }, () => fill(s.places, 0)),
    writer: "board/buildings.ts",
  },
  chosen: { copy: "rows", view: PUBLIC, blank: (s: StateShape) => Array.from({ length: s.choices }, () => fill(s.seats, -1)), writer: CHOICES },
  sealed: {
    copy: "rows",
    view: { kind: "own", as: "sealedChoices" },
    blank: (s: StateShape) => Array.from({ length: s.seats }, () => fill(s.choices, -1)),
    writer: CHOICES,
  },
  bids: { copy: "list", view: { kind: "own", as: "bid" }, blank: (s: StateShape) => fill(s.seats, -1), writer: RESOURCES },
  bought: { copy: "list", view: PUBLIC, blank: (s: StateShape) => fill(s.offers, 0), writer: RESOURCES },
  effectDeck: { copy: "list", view: { kind: "secret", sizesAs: "effectDeckSize" }, blank: () => [], writer: CARDS },
  deckPiles: {
    copy: "rows",
    view: { kind: "secret", sizesAs: "deckPileSizes" },
    blank: (s: StateShape) => emptyRows(s.decks),
    writer: "board/decks.ts",
  },
  deckDiscards: { copy: "rows", view: PUBLIC, blank: (s: StateShape) => emptyRows(s.decks), writer: "board/decks.ts" },
  held: {
    copy: "rows",
    view: { kind: "own", as: "held", sizesAs: "heldCounts" },
    blank: (s: StateShape) => emptyRows(s.seats),
    writer: "board/decks.ts",
  },
  markerAt: { copy: "rows", view: PUBLIC, blank: (s: StateShape) => emptyRows(s.seats), writer: "board/decks.ts" },
  markerCards: { copy: "rows", view: { kind: "own", as: "markerCards" }, blank: (s: StateShape) => emptyRows(s.seats), writer: "board/decks.ts" },
  programmed: {
    copy: "rows",
    view: { kind: "own", as: "programmed", sizesAs: "programmedCounts" },
    blank: (s: StateShape) => emptyRows(s.seats),
    writer: "board/decks.ts",
  },
  spent: { copy: "rows", view: PUBLIC, blank: (s: StateShape) => emptyRows(s.seats), writer: "board/decks.ts" },
  ordered: { copy: "list", view: PUBLIC, blank: () => [], writer: TALLIES },
  picked: value(-1, TALLIES),
  firstNext: value(-1, SEATS),
  cardUp: value(false, FLOW),
  setupStep: value(0, "turn/setup.ts"),
  switches: { copy: "list", view: PUBLIC, blank: (s: StateShape) => s.switches.slice(), writer: TERRITORY },
  lasting: { copy: "rows", view: PUBLIC, blank: () => [], writer: "board/lasting.ts" },
  team: { copy: "list", view: PUBLIC, blank: (s: StateShape) => Array.from({ length: s.seats }, (_, seat) => seat), writer: SEATS },
  tokens: { copy: "rows", view: { kind: "own", as: "tokens" }, blank: (s: StateShape) => emptyRows(s.seats), writer: "moves/exchange.ts" },
  deck: { copy: "list", view: { kind: "secret", sizesAs: "deckSize" }, blank: () => [], writer: CARDS },
  discard: { copy: "list", view: PUBLIC, blank: () => [], writer: CARDS },
  setsTraded: value(0, "moves/trade.ts"),
  round: value(1, FLOW),
  // The setup (turn/setup.ts) asks seat after seat; the flow (turn/flow.ts) passes the turn on.
  current: value(0, "turn/"),
  turnsTaken: seatList(0, FLOW),
  phase: value(0, FLOW),
  step: value(0, FLOW),
  pool: value(0, TO_PLACE),
  setupLeft: seatList(0, TO_PLACE),
  batchLeft: value(0, TO_PLACE),
  conquered: value(0, TALLIES),
  bonusUsed: value(0, TALLIES),
  movesMade: value(0, TALLIES),
  armiesDestroyed: value(0, TALLIES),
  armiesLost: value(0, TALLIES),
  eliminations: value(0, TALLIES),
  topFaces: value(0, TALLIES),
  lastRollBest: value(0, TALLIES),
  history: {
    copy: "rows",
    view: PUBLIC,
    blank: (s: StateShape) => (s.historyPlaces > 0 ? HISTORY_ROWS.map(() => fill(s.historyPlaces, 0)) : []),
    writer: TALLIES,
  },
  seatHistory: {
    copy: "rows",
    view: PUBLIC,
    blank: (s: StateShape) => (s.seatHistory ? SEAT_ROWS.map(() => fill(s.seats, 0)) : []),
    writer: TALLIES,
  },
  contested: { copy: "rows", view: PUBLIC, blank: () => [], writer: "board/contested.ts" },
  turnStarted: value(false, FLOW),
  stepStarted: value(false, FLOW),
  pending: { copy: "object", view: PUBLIC, blank: () => null, writer: "board/pending.ts" },
  lastDice: value(0, "moves/attack.ts"),
  result: { copy: "object", view: PUBLIC, blank: () => null, writer: "end/stage.ts" },
} as const satisfies { [K in keyof GameState]: FieldRule };

export type StateField = keyof GameState;
export const stateFields = Object.keys(stateLayout) as StateField[];
const stateTemplate = templateOf(stateFields);

/** A copy of the state's small objects (`pending`, `result`): their fields are numbers, words or lists of numbers. */
export function copyPlain<T>(x: T): T {
  if (x === null || typeof x !== "object") return x;
  const out = { ...x } as Record<string, unknown>;
  for (const k in out) if (Array.isArray(out[k])) out[k] = (out[k] as unknown[]).slice();
  return out as T;
}

/**
 * Objects are made by copying a template that has every field, then storing into those fields:
 * V8 keeps such objects in fast mode with one shape (adding fifty fields one by one by name would
 * turn each state into a slow dictionary).
 */
export function templateOf(fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, undefined]));
}

const copiers: Record<Copy, (x: never) => unknown> = {
  value: (x) => x,
  shared: (x) => x,
  list: (x: unknown[]) => x.slice(),
  rows: (x: unknown[][]) => x.map((row) => row.slice()),
  object: (x) => copyPlain(x),
};

/** Copy one field of the state by its rule. */
export function copyField<K extends StateField>(field: K, x: GameState[K]): GameState[K] {
  return copiers[stateLayout[field].copy](x as never) as GameState[K];
}

const cloneSteps = stateFields.map((field) => [field, copiers[stateLayout[field].copy]] as const);

/** The state of a new game of this shape, before the setup (turn/setup.ts) deals anything. */
export function blankState(shape: StateShape): GameState {
  const out = { ...stateTemplate };
  for (const field of stateFields) out[field] = stateLayout[field].blank(shape);
  return out as unknown as GameState;
}

/** A deep copy (arrays of numbers only, so this is cheap and exact). */
export function cloneState(s: GameState): GameState {
  const out = { ...stateTemplate };
  for (const [field, copy] of cloneSteps) out[field] = copy((s as never)[field]);
  return out as unknown as GameState;
}
