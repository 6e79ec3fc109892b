// Why an action is not legal, as data: one table of stable codes and message templates (like the
// compiler's diagnostics). `actionProblem` returns `{ code, message }` built from an entry here;
// callers (bots, tests, the playground) branch on the code, people read the message.
import type { DecisionKind } from "./decision.js";

export interface Problem {
  /** Stable, kebab-case: never reworded once published. */
  code: string;
  message: string;
}

interface ProblemEntry<A extends unknown[]> {
  code: string;
  message: (...args: A) => string;
}

const entry = <A extends unknown[]>(code: string, message: (...args: A) => string): ProblemEntry<A> => ({ code, message });
const fixed = (code: string, message: string): ProblemEntry<[]> => ({ code, message: () => message });

/** Every problem an action can have, by concept. */
export const problems = {
  // Any action.
  gameOver: fixed("game-over", "the game is over"),
  unknownAction: fixed("unknown-action", "unknown action"),
  notNow: entry("not-now", (doing: string, waiting: DecisionKind) => `you cannot ${doing} now (the game waits for ${waiting})`),
  decideFirst: entry("decide-first", (what: string) => what),
  malformed: entry("malformed-action", (what: string) => what),
  noSuchTerritory: fixed("no-such-territory", "no such territory"),
  noSuchSeat: fixed("no-such-seat", "no such territory or seat"),
  notOwned: entry("not-owned", (what: string) => what),
  countOutOfRange: entry("count-out-of-range", (what: string) => what),
  // Placing (C2, C3, R5, E3).
  outsideEntry: fixed("outside-entry", "new armies come in only at your starting points"),
  armyLimit: fixed("army-limit", "the army limit is reached"),
  // Trading (C4, E11).
  notInHand: fixed("not-in-hand", "you can trade only cards in your hand, each once"),
  notASet: fixed("not-a-set", "these cards are not a set"),
  bonusTerritory: fixed("bonus-territory", "the bonus goes to an owned territory shown on a traded card"),
  tradeForced: fixed("trade-forced", "you must trade a set now"),
  // Attacking (C5, R6, R10, R14, E9, Y9).
  notATarget: fixed("not-a-target", "you can attack only a territory another player owns"),
  partner: fixed("partner", "you cannot attack a partner"),
  notAdjacent: fixed("not-adjacent", "the territories do not border each other"),
  blockedTarget: fixed("blocked-target", "the rules do not allow this attack there (`attack where`)"),
  notHere: fixed("not-here", "the rules do not allow that there (`where`)"),
  notAtEntry: fixed("not-at-entry", "armies coming in attack only a territory at your starting points"),
  tooFewArmies: fixed("too-few-armies", "not enough armies to attack from there"),
  rollNotAllowed: fixed("roll-not-allowed", "the rules do not allow this roll (too few attacking dice)"),
  protectedSeat: fixed("protected", "no player can be eliminated yet"),
  diceOutOfRange: entry("dice-out-of-range", (min: number, max: number) => `you roll ${min} to ${max} dice`),
  mustRollMost: fixed("must-roll-most", "you must roll the most dice you can"),
  cardNotUsable: fixed("card-not-usable", "you cannot use that card now"),
  // Moving (C7, R8, E9, E13).
  notConnected: entry("not-connected", (adjacent: boolean) =>
    adjacent ? "armies move only to an adjacent territory you own" : "armies move only through a chain of territories you own",
  ),
  notYourFaction: fixed("not-your-faction", "you do not play that faction"),
  noDrops: fixed("no-drops", "this move cannot leave armies on the way (no `drops`)"),
  badRoute: entry("bad-route", (what: string) => what),
  // Leaders (Y4, Y6, Y7, Y9).
  leaderNotThere: fixed("leader-not-there", "your leader is not there"),
  leaderCannot: entry("leader-cannot", (what: string) => `your leader cannot ${what} in this form`),
  leaderHoldsAlone: fixed("leader-holds-alone", "your leader holds his territory alone and cannot leave it"),
  strikeNeedsEscort: fixed("strike-needs-escort", "a strike takes a second army along to hold what it wins"),
  leaderMoved: fixed("leader-moved", "your leader has moved in this step"),
  leaderOnBoard: fixed("leader-on-board", "your leader is on the board"),
  leaderOffBoard: fixed("leader-off-board", "your leader is not on the board"),
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
  passTarget: fixed("pass-target", "pass the card to another player in the game"),
  badExchange: fixed("bad-exchange", "give every other seat a token that is not its own and keep one that is not yours, each token once"),
  notEmpty: fixed("not-empty", "take an empty territory on the board"),
  notAChoice: fixed("not-a-choice", "that value is not one you may choose now"),
  cannotAfford: entry("cannot-afford", (what: string) => what),
  notForSale: fixed("not-for-sale", "that offer cannot be bought now"),
  badBid: entry("bad-bid", (held: number) => `bid a whole number from 0 to ${held}`),
  cannotBuild: fixed("cannot-build", "you cannot build (or raze) that there"),
  noSuchSwitch: fixed("no-such-switch", "no such switch"),
  switchTooFar: fixed("switch-too-far", "your leader must stand in the same group as the switch"),
  switchNeedsCard: entry("switch-needs-card", (attribute: string) => `you need a card with ${attribute} to flip a switch`),
  reserveEmpty: fixed("reserve-empty", "you have no army in reserve for the territory that comes onto the board"),
} as const;

export type ProblemName = keyof typeof problems;

/** A problem from its table entry and the entry's arguments. */
export function problem<A extends unknown[]>(e: ProblemEntry<A>, ...args: A): Problem {
  return { code: e.code, message: e.message(...args) };
}
