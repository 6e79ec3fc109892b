// The JSON position format: a game at a moment, by name, as a designer would write a puzzle or a
// test ("<territory>: seat 1, 5 armies; seat 2 to attack"). Seats are 1-based, as everywhere a user
// sees them; steps are 1-based within their phase. A field the variant does not use is an error;
// a field left out takes the value a new game would give it (see README "Positions").

/** Seat-keyed records use the seat number as text: `{ "1": 3, "2": 0 }`. */
export type BySeat<T> = Record<string, T>;

/** H6–H7: one seat's turn's history (each given when not 0), by the names formulas read it (`armiesLost of s`). */
export interface SeatHistoryPosition {
  armiesLost?: number;
  unitsLost?: number;
  topFaces?: number;
  lastRollBest?: number;
}

/** Y2: where a leader stands (null: off the board), its form, whether it is gone for good, what it did this turn. */
export interface LeaderPosition {
  at: string | null;
  form?: string;
  lost?: boolean;
  thisTurn?: UnitDeed[];
}

export interface TerritoryPosition {
  /** The owning seat, or null for a territory nobody holds (E9). */
  owner: number | null;
  armies?: number;
  /** E1/E9: the owner's pieces by faction (their sum is the armies). */
  pieces?: Record<string, number>;
  /** E6: armies placed there this turn (`placed armies wait`). */
  placed?: number;
  /** E13: armies that crossed a border this turn (`once`): a number, or by faction. */
  moved?: number | Record<string, number>;
  /** E2/E14: tokens lying there. */
  tokens?: number;
  /** F3: buildings there, by name. */
  buildings?: Record<string, number>;
  /**
   * H1–H3 (given when the variant's formulas read it and something happened): this turn, the seat
   * it was conquered from (null: it was nobody's; absent: not conquered), attacks made from it,
   * pieces moved into it.
   */
  thisTurn?: { from?: number | null; attacks?: number; movedIn?: number };
}

/** F2: a unit of a type: its owner (a seat), where it stands (null: off the board, in its owner's stock), its form. */
export interface UnitPosition {
  owner: number;
  at: string | null;
  form?: string;
  /** Gone for good (`on death lost`). */
  lost?: boolean;
  /** PB13 (given when the variant's formulas read it and the unit did something): what it did this turn. */
  thisTurn?: UnitDeed[];
}

/** PB13: what a unit did this turn. */
export type UnitDeed = "moved" | "attacked" | "arrived";

export type PendingPosition =
  | { kind: "advance"; from: string; to: string; min: number; max: number; eliminated?: boolean }
  /** C5 (`by choice`): the attack of the player to move waits for the defender's dice; the attack's fields as its action had them. */
  | { kind: "defend"; from: string; to: string; rolls?: number; stopAt?: number; dice?: number; effect?: number; strike?: boolean; unit?: number }
  | { kind: "tradeDown" }
  | { kind: "placePool" }
  | { kind: "exchange" }
  | { kind: "claim" }
  | { kind: "placeLeader" }
  | { kind: "pass"; card: string }
  | { kind: "choose"; choice: string }
  | { kind: "build"; building: string; left: number; raze?: boolean; setup?: boolean }
  | { kind: "bid" }
  | { kind: "placeNeutral"; left: number }
  /** DK5: the player to move discards cards of a deck it holds too many of; EF5: seat `seat` discards `left` more of its choice, then `then` is waited for. */
  | { kind: "discard"; seat?: number; left?: number; then?: PendingPosition }
  /** EF6: seat `seat` moves up to `left` more armies (`unit`: units of that type) from a territory of `from` to one of `to`, then `then` is waited for. */
  | { kind: "move"; seat: number; left: number; unit?: string; from: string[]; to: string[]; then?: PendingPosition }
  /** S12: the player to move puts `left` more of its units of type `unit` on its territories (setup). */
  | { kind: "placeUnit"; unit: string; left: number }
  /** SP1: the player to move puts `armies` armies on one of its territories, part of them on one adjacent empty territory if it likes (setup). */
  | { kind: "split"; armies: number }
  /** Part A: optional rules offered, by name, each to its seat (a number); the first is decided first. */
  | { kind: "fire"; offers: { rule: string; seat: number }[] }
  /** MK1: the player to move puts the marker it drew from `deck` (the last of its markers, `at: null`); `left` more follow. */
  | { kind: "put"; deck: string; left: number }
  /** CT3: at the round's end, the player to move (the round's first player) chooses the next contested territory's battle. */
  | { kind: "battle" }
  /** PO2: the player to move programs its round's next card. */
  | { kind: "program" }
  /**
   * PO4: seat `seat` chooses one of the orders of choice number `choose` (0-based, in the order the
   * variant's rules and then its decks' cards give them; `options` says their names), its effects
   * about `territory` when one is in question; then `then` is waited for.
   */
  | { kind: "order"; seat: number; choose: number; options: string[]; territory?: string; then?: PendingPosition }
  /**
   * TC1: seat `seat` picks one of the territories `options` (by name) for pick number `pick`
   * (0-based, in the order the variant's rules and then its decks' cards give them), whose effects
   * follow; `order` names the order it stands in (its `on order` rules fire after the pick); then
   * `then` is waited for.
   */
  | { kind: "pick"; seat: number; pick: number; options: string[]; order?: string; then?: PendingPosition }
  /**
   * CS3: seat `seat` chooses `left` more of its pieces to lose in the battle of `to` (attacked from
   * `from`; a contested territory's: both the same) to rank number `rank`'s hits (0-based; the number
   * of ranks is the general rank's); `other`
   * hits on the defender wait after it; `rerolls`: the round's re-rolls still unused (1 the
   * attacker's, 2 the defender's); an attack's round carries what its general rank needs; a
   * bombardment's hits (`bombard`, BB5) carry nothing more.
   */
  | {
      kind: "casualty";
      seat: number;
      from: string;
      to: string;
      left: number;
      other: number;
      rank: number;
      rerolls: number;
      attack?: { dice?: number; defended?: number; attackBonus: number; defenceBonus: number; ties?: "attacker" | "defender"; joined: number[] };
      bombard?: true;
    }
  /**
   * RR2: seat `seat` decides whether to re-roll rank number `rank`'s dice in the battle of `to`
   * (from `from`), seeing `hits` ([on the attacker, on the defender]); `decided`: the sides that
   * decided for this rank, `rerolls` those still unused (bits as a casualty's); `attack` as a
   * casualty's.
   */
  | {
      kind: "reroll";
      seat: number;
      from: string;
      to: string;
      rank: number;
      hits: [number, number];
      rerolls: number;
      decided: number;
      attack?: { dice?: number; defended?: number; attackBonus: number; defenceBonus: number; ties?: "attacker" | "defender"; joined: number[] };
    };

/** CT1: a contested territory (`battles at round end`): the invading seat and its armies there (its units stand there, in `units`). */
export interface ContestedPosition {
  territory: string;
  seat: number;
  armies: number;
}

/** DK1: a named deck: its draw pile (top last), its discards and the cards each seat holds, by name. */
export interface DeckPosition {
  pile: string[];
  discards: string[];
  held: BySeat<string[]>;
  /** MK1: each seat's markers of the deck, in the order put: the territory (null: drawn, not yet put) and the card. Only for a deck a `put` step lays. */
  markers?: BySeat<{ at: string | null; card: string }[]>;
  /** PO2: a deck held per player: each seat's programmed cards not yet turned up, the next first. */
  programmed?: BySeat<string[]>;
  /** PO1: a deck held per player: each seat's played cards (until its hand returns). */
  played?: BySeat<string[]>;
}

export interface Position {
  /** Optional; when given it must be the variant's name. */
  variant?: string;
  /** The players; T1: the variant's neutral seats come after them (seats `players + 1`...). */
  players: number;
  stage?: "setup" | "play" | "over";
  round?: number;
  /** The seat whose turn it is (1-based). */
  toMove?: number;
  phase?: string;
  step?: number;
  /** CT3: the mover's turn is over: its last phase is done, and the round's end (its battles) is under way. */
  turnOver?: true;
  /** Every territory on the board, by name (or `others` for those not listed). */
  territories: Record<string, TerritoryPosition>;
  others?: TerritoryPosition;
  /** E3: armies waiting off the board, by seat. */
  offBoard?: BySeat<Omit<TerritoryPosition, "owner" | "tokens">>;
  pool?: number;
  /** Cards by name: a territory's card by the territory, wilds as `wild 1`, `wild 2`... */
  hands?: BySeat<string[]>;
  /** The draw pile, top card last (left out: the other cards, shuffled). */
  deck?: string[];
  discard?: string[];
  setsTraded?: number;
  objectives?: BySeat<string | null>;
  effects?: BySeat<string[]>;
  hiddenEffects?: BySeat<string[]>;
  extraArmies?: BySeat<number>;
  /** R13: the seat tokens each seat holds (seat numbers). */
  seatTokens?: BySeat<number[]>;
  /** Counters by name: a number for a game counter, by seat for a per-player one. */
  counters?: Record<string, number | BySeat<number>>;
  tokensHeld?: BySeat<number>;
  /**
   * Leaders by name: the territory he stands on (null: off the board), his form, and (`on death
   * lost`) whether he is gone for good. PB16: a leader every seat buys (no seat) has one copy a
   * player, given by seat (`{ "1": { at: null }, "2": { at: "Alaska" } }`).
   */
  leaders?: Record<string, LeaderPosition | BySeat<LeaderPosition>>;
  /** F2: the units of each type that is not a leader's, by type name: every one of the game's, in order. */
  units?: Record<string, UnitPosition[]>;
  /** K1/M1: each choice's value by seat (a word, a territory's name, or null), once revealed; and the sealed picks not yet revealed. */
  choices?: Record<string, BySeat<string | null>>;
  sealedChoices?: Record<string, BySeat<string | null>>;
  /** F6: the order the players play a round in (seat numbers), and the sealed bids not yet revealed. */
  turnOrder?: number[];
  bids?: BySeat<number>;
  /** F5: the effect cards not dealt nor drawn, top last. */
  effectDeck?: string[];
  /** DK1: the named decks, by name. */
  decks?: Record<string, DeckPosition>;
  switches?: Record<string, boolean>;
  /** Lasting effects: which rule holds which border ("A -- B") open or closed (part A), or a played card's die bonus (EP6); for which seat, until when. */
  lasting?: LastingPosition[];
  reserve?: BySeat<number>;
  /** CT1: the contested territories, in the order they were first entered. */
  contested?: ContestedPosition[];
  eliminated?: number[];
  turnsTaken?: BySeat<number>;
  /** The current turn's marks. */
  turn?: {
    started?: boolean;
    stepStarted?: boolean;
    conquered?: number;
    /** The turn's history (given when not 0): pieces the player destroyed and lost in its attacks, players it put out. */
    armiesDestroyed?: number;
    armiesLost?: number;
    eliminations?: number;
    /** H4–H5 (given when not 0): dice the player rolled this turn showing their top face, the highest face of its last roll. */
    topFaces?: number;
    lastRollBest?: number;
    /**
     * H6–H7 (a variant that reads the turn's history by seat; seats with something to say): what
     * each seat lost this turn (attacking or defending), units among it, and its faces.
     */
    bySeat?: BySeat<SeatHistoryPosition>;
    movesMade?: number;
    bonusUsed?: number;
    lastDice?: number;
    /** Whether the player's leader (any of its units) has moved on its own in this step. */
    leaderMoved?: boolean;
    /** F2: how many of each market offer (in the variant's order) the player bought this turn. */
    bought?: number[];
    /** PO3: whether the turn's programmed card has been turned up. */
    cardUp?: boolean;
    /** PO4: the orders the player chose in this turn, by name. */
    ordered?: string[];
    /** TC3: the territory the player picked last in this turn (`choose territory`), which `connected to chosen` starts from. */
    chosen?: string;
  };
  /** PO7: the seat that is first in turn order from the next round on. */
  firstNext?: number;
  /** C2: setup armies each seat has yet to place, and those of the current setup turn; which setup item is running (0-based). */
  setup?: { left?: BySeat<number>; batch?: number; item?: number };
  pending?: PendingPosition | null;
  result?: { reason: string; winners: number[] } | null;
  /** The game's random state (four 32-bit words), for an exact replay; or a seed for a new one. */
  rng?: [number, number, number, number];
  seed?: number;
}

/** A problem with a position, at the path of the field (`territories.<name>.owner`): a stable code (README "Positions") and a message. */
export interface PositionError {
  path: string;
  code: string;
  message: string;
}

export type PositionResult<T> = { ok: true; state: T } | { ok: false; errors: PositionError[] };

/**
 * One lasting effect (`until`: `battle`, `turn`, `nextTurn` or `always`): part A, a rule holding a
 * border open or closed (`rule`, `border`); EP6, a played card's die bonus (`side`, `amount`).
 */
export interface LastingPosition {
  rule?: string;
  border?: string;
  seat: number;
  side?: "attack" | "defend";
  amount?: number;
  until: "battle" | "turn" | "nextTurn" | "always";
}
