// What the game may wait for: the kinds of decision point (turn/decision.ts says which one it is now).

export type DecisionKind =
  | "setupPlace"
  | "exchange"
  | "claim"
  | "placeLeader"
  | "morph"
  | "trade"
  | "place"
  | "attack"
  | "fortify"
  | "switch"
  | "advance"
  | "tradeDown"
  | "placePool"
  | "revealEffect"
  | "pass"
  | "over";

export interface Decision {
  kind: DecisionKind;
  /** The seat that decides (-1 when the game is over). */
  seat: number;
}
