// Actions: the only way anyone (bots, replays, the CLI, the playground) changes a game. Each
// family of actions lives in one file of moves/, with its enumeration, legality and effect.

export type Action =
  /** Put `count` armies on an owned territory (setup, reinforcement, after a mid-turn trade). */
  | { readonly type: "place"; readonly territory: number; readonly count: number }
  /** Trade a set of cards; `bonus` picks the owned card territory that gets the card bonus. */
  | { readonly type: "trade"; readonly cards: readonly number[]; readonly bonus?: number }
  /**
   * Attack `to` from `from`. Rolls until the defender falls or the attacker can roll no more;
   * `rolls` limits the number of rolls (1 = a single roll); `stopAt` stops when the attacking
   * territory is down to that many armies; `dice` rolls fewer dice than the most allowed;
   * `effect` uses one of the player's effect cards for this attack (R14); `strike` (Y9): the
   * player's leader attacks alone from where he stands.
   */
  | {
      readonly type: "attack";
      readonly from: number;
      readonly to: number;
      readonly rolls?: number;
      readonly stopAt?: number;
      readonly dice?: number;
      readonly effect?: number;
      readonly strike?: boolean;
      readonly unit?: number;
    }
  /** BB1: a `bombard` step: fire the player's pieces of the step's type from `from` (its own) at `to` (a neighbouring enemy territory). */
  | { readonly type: "bombard"; readonly from: number; readonly to: number }
  /** Move armies into a territory just conquered (C6). */
  | { readonly type: "advance"; readonly count: number }
  /** C5 (`defender dice 1..2 by choice`): the defending seat rolls `dice` dice against the attack waiting for it. */
  | { readonly type: "defend"; readonly dice: number }
  /**
   * Move armies between owned territories (C7); `faction`: which of the player's factions moves
   * (E13; default: its main one); `via` (E13, with `drops`): the own territories the move passes
   * through in order, each keeping `count` armies; `count` is what reaches `to`; `leader` (Y9):
   * the player's leader moves along.
   */
  | {
      readonly type: "fortify";
      readonly from: number;
      readonly to: number;
      readonly count: number;
      readonly leader?: boolean;
      readonly faction?: number;
      readonly via?: readonly { readonly territory: number; readonly count: number }[];
      /** With `leader`: which of the player's units moves along (absent: its leader). */
      readonly unit?: number;
    }
  /** E12: turn up one of the player's face-down effect cards (which one is chance: nobody has seen them). */
  | { readonly type: "reveal" }
  /** E12: hand the card just turned up to another player, who suffers or enjoys its effect. */
  | { readonly type: "pass"; readonly to: number }
  /** E14: put `count` picked-up tokens onto the counter they refill (any time in the player's turn). */
  | { readonly type: "spend"; readonly count: number }
  /** Y4: put the leader on one of the player's territories (setup). */
  | { readonly type: "placeLeader"; readonly territory: number }
  /** EF6: move `count` armies (or units of the effect's type) from one of the player's territories to another, as an effect asked. */
  | { readonly type: "move"; readonly from: number; readonly to: number; readonly count: number }
  /** S12: put one of the player's units of the setup step's type on one of its territories (setup). */
  | { readonly type: "placeUnit"; readonly territory: number }
  /**
   * SP1: put the setup step's armies on `territory` (one of the player's, where the step's condition
   * holds), `count` of them on `to`, an adjacent territory nobody holds, which becomes the player's
   * (`count` 0, or no `to`: all on `territory`).
   */
  | { readonly type: "split"; readonly territory: number; readonly to?: number; readonly count: number }
  /** Y7: turn the leader (`unit`: another of the player's units) into another of its forms. */
  | { readonly type: "morph"; readonly form: number; readonly unit?: number }
  /** Y6: bring a destroyed leader back onto a territory, in a form, paying from the pool. */
  | { readonly type: "revive"; readonly territory: number; readonly form: number; readonly unit?: number }
  /** Y10: in a fortify step with `cede to partner`, hand a territory to a partner instead of a move. */
  | { readonly type: "cede"; readonly territory: number; readonly to: number }
  /** Y9: in a fortify step, a leader (`unit`: another unit) whose form allows it jumps to any territory of its player's. */
  | { readonly type: "jump"; readonly to: number; readonly unit?: number }
  /**
   * R13: hand out seat tokens: `gifts[r]` is the seat whose token goes to seat r, and
   * `gifts[self]` the one kept; never a seat's own token (a derangement of the seats).
   */
  | { readonly type: "exchange"; readonly gifts: readonly number[] }
  /** Y4: take an empty territory during the setup (one army goes there). */
  | { readonly type: "claim"; readonly territory: number }
  /** Y7: flip switch `index` of the map (one a step). */
  | { readonly type: "switch"; readonly index: number }
  /** K1/M1: make a choice: a word's index in its list, or a territory. */
  | { readonly type: "choose"; readonly choice: number; readonly value: number }
  /**
   * F2: buy offer `offer` of the market: `count` armies (for `army`), or one unit or building on
   * `territory`, or a card.
   */
  | { readonly type: "buy"; readonly offer: number; readonly territory?: number; readonly count?: number }
  /** F6: a sealed bid of `amount` of the resource bid in. */
  | { readonly type: "bid"; readonly amount: number }
  /** F3/F5: put (or, razing, take off) a building on `territory`. */
  | { readonly type: "build"; readonly territory: number }
  /** EP1–EP3: play card `card` of the named decks from the hand; `discards`: the other held cards its `cost discard N` pays with. */
  | { readonly type: "play"; readonly card: number; readonly discards?: readonly number[] }
  /** DK5: discard held card `card` (a hand over its deck's limit, `discard choose`). */
  | { readonly type: "discard"; readonly card: number }
  /** Part A: fire optional rule `rule` (its index in the variant's rules), the one offered first; `end` declines it. */
  | { readonly type: "fire"; readonly rule: number }
  /** MK1: put the marker just drawn (a card of a named deck, face down) on `territory`, one of the player's. */
  | { readonly type: "put"; readonly territory: number }
  /** CT3: at the round's end, the contested territory whose battle is fought next. */
  | { readonly type: "battle"; readonly territory: number }
  /** CS3: lose one piece of the battle waiting for the choice: a unit of type `unit` (a type's index), or an army (`unit` -1). */
  | { readonly type: "casualty"; readonly unit: number }
  /** RR2: roll the rank's dice just seen again (`again`), using the round's re-roll, or keep them. */
  | { readonly type: "reroll"; readonly again: boolean }
  /** PO2: program held card `card` (of the programmed deck) as the seat's next card of this round, sealed. */
  | { readonly type: "program"; readonly card: number }
  /** PO4: carry out order `option` (its index in the `choose`, 0 first) of the choice the seat is asked. */
  | { readonly type: "order"; readonly option: number }
  /**
   * XP1: one expand (an `expand` step): from one of the player's territories into at most the
   * step's `into` distinct adjacent ones, each part `armies` armies and `units[k]` units of unit
   * type k (absent: none; the first such units standing in `from` go). Into an own territory it is
   * a move, into an empty one it takes it, into an enemy one (with `battles at round end`) it
   * contests it. The step is over after it.
   */
  | {
      readonly type: "expand";
      readonly from: number;
      readonly moves: readonly { readonly to: number; readonly armies: number; readonly units?: readonly number[] }[];
    }
  /** TC1: pick `territory` (one of those offered) for the effect `choose territory` the seat is asked. */
  | { readonly type: "pick"; readonly territory: number }
  /** Stop the current step: no more attacks, no (more) trades, no (more) moves. */
  | { readonly type: "end" };

export type ActionType = Action["type"];
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;
