// What the game may wait for: the kinds of decision point (turn/decision.ts says which one it is now).

export type DecisionKind =
  | "setupPlace"
  | "exchange"
  | "claim"
  | "placeLeader"
  /** EF6: armies (or units) an effect lets the seat move between its territories. */
  | "move"
  /** S12: where to put a unit of the player's stock (setup, `units N Unit each`). */
  | "placeUnit"
  /** SP1: where the seat puts its armies, and how many on an adjacent empty territory (setup, `place N each with adjacent empty`). */
  | "split"
  | "morph"
  | "trade"
  | "place"
  | "attack"
  | "fortify"
  /** XP1: an `expand` step: one move or invasion from one territory, or `end`. */
  | "expand"
  | "switch"
  | "advance"
  | "tradeDown"
  | "placePool"
  | "revealEffect"
  | "pass"
  /** K1/M1: a choice (setup: pending; in play: a `choose` step). */
  | "choose"
  /** F2: a `buy` step. */
  | "buy"
  /** F6: a sealed bid (setup). */
  | "bid"
  /** F3/F5: where to build (or raze) a building. */
  | "build"
  /** T4: where to place the neutral seats' armies (setup). */
  | "setupNeutral"
  /** C5: how many dice the defending seat rolls against the attack waiting for it (`defender dice ... by choice`). */
  | "defend"
  /** EP1: a `play` step: cards of the named decks to play. */
  | "play"
  /** DK5: a card to discard from a hand over its deck's limit. */
  | "discard"
  /** Part A: an optional rule offered to the seat: fire it, or decline (`end`). */
  | "fire"
  /** MK1: where to put the marker just drawn. */
  | "put"
  /** CT3: which contested territory fights next at the round's end (the round's first player). */
  | "battle"
  /** CS3: which of its pieces a side loses to a rank's hits (`casualties by choice`). */
  | "casualty"
  /** RR2: whether a side re-rolls the rank's dice it just rolled (its re-roll of the round). */
  | "reroll"
  /** PO2: the next card of the seat's round program (sealed). */
  | "program"
  /** PO4: which order of a `choose` the seat carries out. */
  | "order"
  /** TC1: which territory the effect `choose territory` acts on. */
  | "pick"
  /** BB1: a `bombard` step: where to fire from and at (or `end`: not this time). */
  | "bombard"
  | "over";

export interface Decision {
  kind: DecisionKind;
  /** The seat that decides, by number (1 is the first seat, as in positions and reports); 0 when the game is over. */
  seat: number;
  /** The same seat as an index into the state's and the view's arrays (`seat - 1`); -1 when the game is over. */
  seatIndex: number;
}
