// The IR's values that code needs at run time: its version and the quantities a formula may
// read. They live apart from the schema (ir-schema.ts), whose TypeBox definitions only the
// generator needs: the compiler and the engine load this and the generated validator, never TypeBox.
export const IR_VERSION = 9;

/**
 * Game quantities a formula may read. Which exist where is the compiler's business
 * (checks/expressions.ts); the engine gives each its value.
 */
export const QUANTITIES = [
  "players",
  "alive",
  "round",
  "turn",
  "hand",
  "conquered",
  "dice",
  "seat",
  "lastSeat",
  /** M6: the seat whose turn it is (1-based): who made the conquest a condition is checked after. */
  "toMove",
  "enemies",
  "size",
  "roll",
  "attackerDice",
  "defenderDice",
  "armies",
  "reserve",
  "leaders",
  /** E11: the summed card values (the deck's attribute) of the player's hand / of the cards being traded. */
  "handValue",
  "setValue",
  /** The turn's history (issue 26): pieces destroyed and lost in the attacks of the turn, players put out in it. */
  "armiesDestroyed",
  "armiesLost",
  "eliminations",
  /**
   * H6: units (pieces of a unit type, leaders included) the player to move lost in its attacks
   * this turn, and units of others it destroyed in them (kept only when a formula reads one of
   * the turn's history by seat).
   */
  "unitsLost",
  "unitsDestroyed",
  /**
   * H4–H5, the faces of the turn's rolls (kept, and rolled die by die, only when a formula reads
   * them): dice the player to move rolled this turn showing their top face, and the highest face
   * of its last roll.
   */
  "topFaces",
  "lastRollBest",
  /**
   * The turn's history at the territory in question (issue 26, H1–H3): whether it was conquered
   * this turn, whose it was before (a seat, 0: nobody's or not conquered), the attacks made from
   * it, the pieces moved into it.
   */
  "conqueredThisTurn",
  "previousOwner",
  "attacksFrom",
  "movedIn",
  /**
   * PB13, the turn's history of units: the units of the territory's owner standing on it that
   * moved (from one territory to another), attacked, or arrived (came onto the board) this turn.
   */
  "unitsMoved",
  "unitsAttacked",
  "unitsArrived",
  /** PB13: 1 when the unit in question (a unit type's `attack when`) moved, attacked, arrived this turn, else 0. */
  "hasMoved",
  "hasAttacked",
  "hasArrived",
  /** MK1: the markers (face down, of any seat) on the territory in question. */
  "markers",
  /** CT5: whether the territory in question is contested (`battles at round end`): true or false. */
  "contested",
] as const;

/** The quantities of QUANTITIES read at a territory's history (`x of source` reads the attack's or move's other one). */
export const TERRITORY_HISTORY = [
  "conqueredThisTurn",
  "previousOwner",
  "attacksFrom",
  "movedIn",
  "unitsMoved",
  "unitsAttacked",
  "unitsArrived",
] as const;

/** PB13: the quantities that read what each unit did this turn (its marks are kept only when a formula reads one). */
export const UNIT_DEEDS = ["unitsMoved", "unitsAttacked", "unitsArrived", "hasMoved", "hasAttacked", "hasArrived"] as const;

/**
 * H6–H7: the turn's history by seat, read `armiesLost of s` inside `over seats s` (the IR's
 * quantity with `seat`): what seat s lost this turn, attacking or defending; what the player to
 * move destroyed of it; the dice s rolled showing their top face, and the best face of its last
 * roll (a defender's included). Without `of s` each is the player to move's, as before.
 */
export const SEAT_HISTORY = ["armiesLost", "armiesDestroyed", "unitsLost", "unitsDestroyed", "topFaces", "lastRollBest"] as const;

/** H4–H5: the quantities that read the faces rolled this turn (kept only when a formula reads one). */
export const FACES_HISTORY = ["topFaces", "lastRollBest"] as const;

/**
 * RB3: the most dice one side rolls in the ranks of one battle round (the sum over ranks of
 * pieces × dice per piece) for which ranked battles' odds are exact; the compiler warns when a
 * variant's unit limits allow more (RISK4266), and the engine estimates such battles.
 */
export const RANKED_DICE_EXACT = 60;
