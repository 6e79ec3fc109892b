// Why an action is not legal, as data: one table of stable codes and message templates (like the
// compiler's diagnostics). `actionProblem` returns `{ code, message }` built from an entry here;
// callers (bots, tests, the playground) branch on the code, people read the message.
import type { DecisionKind } from "./decision.js";

export interface Problem {
  /** Stable, kebab-case: never reworded once published. */
  code: string;
  message: string;
}

/** A stable code and its message template: an entry of this table, or of position/position-errors.ts's. */
export interface ProblemEntry<A extends unknown[]> {
  code: string;
  message: (...args: A) => string;
}

/** An entry whose message is built from arguments. */
export const messageEntry = <A extends unknown[]>(code: string, message: (...args: A) => string): ProblemEntry<A> => ({ code, message });
/** An entry with one message. */
export const fixedEntry = (code: string, message: string): ProblemEntry<[]> => ({ code, message: () => message });
const entry = messageEntry;
const fixed = fixedEntry;

/** Every problem an action can have, by concept. */
export const problems = {
  // Any action.
  gameOver: fixed("game-over", "the game is over"),
  unknownAction: fixed("unknown-action", "unknown action"),
  notNow: entry("not-now", (doing: string, waiting: DecisionKind) => `you cannot ${doing} now (the game waits for ${waiting})`),
  decideFirst: entry("decide-first", (what: string) => what),
  malformed: entry("malformed-action", (what: string) => what),
  noSuchTerritory: fixed("no-such-territory", "no such territory"),
  noSuchSeat: fixed("no-such-seat", "no such seat"),
  seatEliminated: fixed("seat-eliminated", "that player is out of the game"),
  sameTerritory: fixed("same-territory", "choose another territory than the one it starts from"),
  notOwned: entry("not-owned", (what: string) => what),
  countOutOfRange: entry("count-out-of-range", (what: string) => what),
  /** EF6: a move the effect does not allow (its territories were fixed when it came). */
  notEffectMove: entry("not-effect-move", (what: string) => what),
  // Placing (C2, C3, R5, E3, T4).
  outsideEntry: fixed("outside-entry", "new armies come in only at your starting points"),
  armyLimit: fixed("army-limit", "the army limit is reached"),
  notNeutral: fixed("not-neutral", "neutral armies go on a territory of a neutral seat"),
  neutralPlaced: fixed("neutral-placed", "that neutral seat has no armies left to place"),
  // Trading (C4, E11).
  notInHand: fixed("not-in-hand", "you can trade only cards in your hand"),
  cardTwice: fixed("card-twice", "each card is traded once"),
  notASet: fixed("not-a-set", "these cards are not a set"),
  bonusTerritory: fixed("bonus-territory", "the bonus goes to a territory shown on one of the traded cards"),
  bonusNotOwned: fixed("bonus-not-owned", "the bonus goes to a territory you own"),
  tradeForced: fixed("trade-forced", "you must trade a set now"),
  // Attacking (C5, R6, R10, R14, E9, Y9).
  notATarget: fixed("not-a-target", "nobody holds that territory: you can attack only a territory another player owns"),
  ownTerritory: fixed("own-territory", "you cannot attack a territory of your own"),
  partner: fixed("partner", "you cannot attack a partner"),
  notAdjacent: fixed("not-adjacent", "the territories do not border each other"),
  blockedTarget: fixed("blocked-target", "the rules do not allow this attack there (`attack where`)"),
  notHere: fixed("not-here", "the rules do not allow that there (`where`)"),
  /** BB1: no piece of the step's type there, or its `from where` does not hold. */
  noBombard: fixed("no-bombard", "you cannot bombard from there (no piece of the step's type, or its `from where`)"),
  notAtEntry: fixed("not-at-entry", "armies coming in attack only a territory at your starting points"),
  tooFewArmies: fixed("too-few-armies", "not enough armies to attack from there"),
  rollNotAllowed: fixed("roll-not-allowed", "the rules do not allow this roll (too few attacking dice)"),
  protectedSeat: fixed("protected", "no player can be eliminated yet"),
  diceOutOfRange: entry("dice-out-of-range", (min: number, max: number) => `you roll ${min} to ${max} dice`),
  mustRollMost: fixed("must-roll-most", "you must roll the most dice you can"),
  cardNotUsable: fixed("card-not-usable", "you cannot use that card now"),
  // Named decks (DK5) and cards played from them (EP1–EP4).
  cardNotHeld: fixed("card-not-held", "you do not hold that card"),
  cardNotPlayable: fixed("card-not-playable", "that card cannot be played now (its condition, or its cost)"),
  cardNotProgrammable: fixed("card-not-programmable", "that card is not of the deck the round is programmed with"),
  badDiscards: fixed("bad-discards", "name other cards you hold, as many as the card's `cost discard` says"),
  notOverLimit: fixed("not-over-limit", "discard a card of a deck you hold more of than its hand limit"),
  // Optional rules (part A).
  ruleNotOffered: fixed("rule-not-offered", "that rule is not the one offered to you now (fire the rule offered, or `end` to decline it)"),
  ruleCannotPay: fixed("rule-cannot-pay", "you cannot pay that rule's cost any more: `end` to decline it"),
  // Moving (C7, R8, E9, E13, Y10).
  targetNotOwn: fixed("target-not-own", "armies move only to a territory you own"),
  notConnected: entry("not-connected", (allied: boolean) =>
    allied ? "no chain of territories you or your partners own leads there" : "no chain of territories you own leads there",
  ),
  /** FM1: `within N` bounds the borders a move crosses. */
  tooFar: entry("too-far", (within: number) => `a move here crosses at most ${within} border${within === 1 ? "" : "s"} along its path`),
  notYourFaction: fixed("not-your-faction", "you do not play that faction"),
  noDrops: fixed("no-drops", "this move cannot leave armies on the way (no `drops`)"),
  badRoute: entry("bad-route", (what: string) => what),
  viaWithLeader: fixed("via-with-leader", "a leader moves without leaving armies on the way"),
  routeRepeats: fixed("route-repeats", "the move passes through each territory once"),
  routeNotOwn: fixed("route-not-own", "the move passes only through your own territories"),
  // Leaders (Y4, Y6, Y7, Y9).
  leaderNotThere: fixed("leader-not-there", "your leader is not there"),
  leaderCannot: entry("leader-cannot", (what: string) => `your leader cannot ${what} in this form`),
  leaderHoldsAlone: fixed("leader-holds-alone", "your leader holds his territory alone and cannot leave it"),
  strikeNeedsEscort: fixed("strike-needs-escort", "a strike takes a second army along to hold what it wins"),
  leaderMoved: fixed("leader-moved", "your leader has moved in this step"),
  unitMayNotAttack: fixed("unit-may-not-attack", "that unit's `attack when` does not hold for it in this attack"),
  leaderOnBoard: fixed("leader-on-board", "your leader is on the board"),
  leaderOffBoard: fixed("leader-off-board", "your leader is not on the board"),
  leaderBought: fixed("leader-bought", "that leader comes from the market: buy it, it is not revived"),
  sameForm: fixed("same-form", "choose another form of your leader"),
  noSuchForm: fixed("no-such-form", "no such form"),
  reviveCost: entry("revive-cost", (cost: number) => `bringing your leader back costs ${cost} armies of your pool`),
  noSuchUnit: fixed("no-such-unit", "you have no such unit"),
  unitCannotStand: fixed("unit-cannot-stand", "that unit may not stand there (its type's `stands where`)"),
  // Handing a territory to a partner (Y10).
  noCede: fixed("no-cede", "this step has no `cede to partner`"),
  lastTerritory: fixed("last-territory", "you would have no territory left"),
  leaderStandsThere: fixed("leader-stands-there", "your leader stands there"),
  notPartner: fixed("not-partner", "you can hand a territory only to a partner in the game"),
  partnerReserveEmpty: fixed("partner-reserve-empty", "your partner has no army in reserve to put there"),
  // Effect cards (E12), seat tokens (R13), claims (Y4), switches (Y7).
  passTarget: fixed("pass-target", "pass the card to another player"),
  neutralSeat: fixed("neutral-seat", "a neutral seat takes no part in play"),
  badExchange: fixed("bad-exchange", "list one seat token for each seat: `gifts[s]` is the token seat s gets (your own entry: the one you keep)"),
  ownToken: fixed("own-token", "no seat gets its own token back, and you keep one that is not yours"),
  tokenTwice: fixed("token-twice", "each token is handed out once"),
  notEmpty: fixed("not-empty", "take an empty territory: that one is held"),
  notDealt: fixed("not-dealt", "that territory is not in the deal: its condition does not hold there"),
  // SP1: the setup's split onto an adjacent empty territory.
  splitWhere: fixed("split-where", "put the armies on a territory of yours where the step's condition holds"),
  splitCount: entry("split-count", (armies: number) => `put a whole number from 0 to ${armies} of the armies on the adjacent territory`),
  claimCap: fixed("claim-cap", "this seat holds as many territories as the deal allows it"),
  offBoard: fixed("off-board", "that territory is not on the board (its switch is in the other state)"),
  notAChoice: fixed("not-a-choice", "that value is not one you may choose now"),
  cannotAfford: entry("cannot-afford", (what: string) => what),
  buyLimit: entry("buy-limit", (left: number) => `you may buy ${left} more of this this turn (its limit a turn)`),
  noSuchOffer: fixed("no-such-offer", "the market has no such offer"),
  notForSale: fixed("not-for-sale", "that offer cannot be bought now (its `when`)"),
  outOfStock: fixed("out-of-stock", "none of that is left to buy"),
  buildingLimit: fixed("building-limit", "that territory has the most of that building it may have"),
  badBid: entry("bad-bid", (held: number) => `bid a whole number from 0 to ${held}`),
  notOffered: fixed("not-offered", "the effect does not offer that territory: pick one of those offered"),
  noSuchOrder: entry("no-such-order", (options: number) => `choose an order by its place in the choice: a whole number from 0 to ${options - 1}`),
  cannotBuild: fixed("cannot-build", "there is no building of an enemy's to raze there"),
  noSuchSwitch: fixed("no-such-switch", "no such switch"),
  switchTooFar: fixed("switch-too-far", "your leader must stand in the same group as the switch"),
  switchNeedsCard: entry("switch-needs-card", (attribute: string) => `you need a card with ${attribute} to flip a switch`),
  reserveEmpty: fixed("reserve-empty", "you have no army in reserve for the territory that comes onto the board"),
  // Contested territories and battles at the round's end (CT2, CT3).
  contestedByOther: fixed("contested-by-other", "another player contests that territory: nobody else may enter it before its battle"),
  /** XP1: an expand's parts. */
  expandParts: entry("expand-parts", (most: number) => `an expand goes into 1 to ${most} territor${most === 1 ? "y" : "ies"}, each one part`),
  expandRepeats: fixed("expand-repeats", "each part of an expand goes into another territory"),
  /** XP2: without battles at the round's end, an expand does not enter an enemy territory. */
  expandNoInvasion: fixed(
    "expand-no-invasion",
    "an expand enters an enemy territory only with `battles at round end` (it moves and takes empty territories)",
  ),
  contestedEngaged: fixed("contested-engaged", "that territory is contested: its pieces stay there until its battle at the round's end"),
  noDiceNow: fixed("no-dice-now", "battles are fought at the round's end: an attack moves in without dice, cards or a count of rolls"),
  notContested: fixed("not-contested", "that territory is not contested: choose one whose battle is still to come"),
  noSuchCasualty: fixed(
    "no-such-casualty",
    "you have no piece of that kind fighting in this battle: lose an army (unit -1) or a unit type you have there",
  ),
  badReroll: fixed("bad-reroll", "answer a re-roll with `again`: true to roll the rank's dice again, false to keep them"),
} as const;

export type ProblemName = keyof typeof problems;

/** A problem from its table entry and the entry's arguments. */
export function problem<A extends unknown[]>(e: ProblemEntry<A>, ...args: A): Problem {
  return { code: e.code, message: e.message(...args) };
}
