// Actions: the only way anyone (bots, replays, the CLI, the playground) changes a game. Each
// family of actions lives in one file of moves/, with its enumeration, legality and effect.

export type Action =
  /** Put `count` armies on an owned territory (setup, reinforcement, after a mid-turn trade). */
  | { type: "place"; territory: number; count: number }
  /** Trade a set of cards; `bonus` picks the owned card territory that gets the card bonus. */
  | { type: "trade"; cards: number[]; bonus?: number }
  /**
   * Attack `to` from `from`. Rolls until the defender falls or the attacker can roll no more;
   * `rolls` limits the number of rolls (1 = a single roll); `stopAt` stops when the attacking
   * territory is down to that many armies; `dice` rolls fewer dice than the most allowed;
   * `effect` uses one of the player's effect cards for this attack (R14); `strike` (Y9): the
   * player's leader attacks alone from where he stands.
   */
  | { type: "attack"; from: number; to: number; rolls?: number; stopAt?: number; dice?: number; effect?: number; strike?: boolean; unit?: number }
  /** Move armies into a territory just conquered (C6). */
  | { type: "advance"; count: number }
  /**
   * Move armies between owned territories (C7); `faction`: which of the player's factions moves
   * (E13; default: its main one); `via` (E13, with `drops`): the own territories the move passes
   * through in order, each keeping `count` armies; `count` is what reaches `to`; `leader` (Y9):
   * the player's leader moves along.
   */
  | {
      type: "fortify";
      from: number;
      to: number;
      count: number;
      leader?: boolean;
      faction?: number;
      via?: { territory: number; count: number }[];
      /** With `leader`: which of the player's units moves along (absent: its leader). */
      unit?: number;
    }
  /** E12: turn up one of the player's face-down effect cards (which one is chance: nobody has seen them). */
  | { type: "reveal" }
  /** E12: hand the card just turned up to another player, who suffers or enjoys its effect. */
  | { type: "pass"; to: number }
  /** E14: put `count` picked-up tokens onto the counter they refill (any time in the player's turn). */
  | { type: "spend"; count: number }
  /** Y4: put the leader on one of the player's territories (setup). */
  | { type: "placeLeader"; territory: number }
  /** Y7: turn the leader (`unit`: another of the player's units) into another of its forms. */
  | { type: "morph"; form: number; unit?: number }
  /** Y6: bring a destroyed leader back onto a territory, in a form, paying from the pool. */
  | { type: "revive"; territory: number; form: number }
  /** Y10: in a fortify step with `cede to partner`, hand a territory to a partner instead of a move. */
  | { type: "cede"; territory: number; to: number }
  /** Y9: in a fortify step, a leader (`unit`: another unit) whose form allows it jumps to any territory of its player's. */
  | { type: "jump"; to: number; unit?: number }
  /**
   * R13: hand out seat tokens: `gifts[r]` is the seat whose token goes to seat r, and
   * `gifts[self]` the one kept; never a seat's own token (a derangement of the seats).
   */
  | { type: "exchange"; gifts: number[] }
  /** Y4: take an empty territory during the setup (one army goes there). */
  | { type: "claim"; territory: number }
  /** Y7: flip switch `index` of the map (one a step). */
  | { type: "switch"; index: number }
  /** K1/M1: make a choice: a word's index in its list, or a territory. */
  | { type: "choose"; choice: number; value: number }
  /**
   * F2: buy offer `offer` of the market: `count` armies (for `army`), or one unit or building on
   * `territory`, or a card.
   */
  | { type: "buy"; offer: number; territory?: number; count?: number }
  /** F6: a sealed bid of `amount` of the resource bid in. */
  | { type: "bid"; amount: number }
  /** F3/F5: put (or, razing, take off) a building on `territory`. */
  | { type: "build"; territory: number }
  /** Stop the current step: no more attacks, no (more) trades, no (more) moves. */
  | { type: "end" };

export type ActionType = Action["type"];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
