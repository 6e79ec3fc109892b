// Why a position is refused, as data: one table of stable codes and message templates, like the
// engine's problems with actions (model/problems.ts). positionFrom reports each with the path of
// its field; callers branch on the code, people read the message. The README's Positions section
// lists the codes (a test holds the two together).
import { fixedEntry as fixed, messageEntry as entry } from "../model/index.js";

export const positionErrors = {
  // A field's value (any field).
  notAnObject: fixed("not-an-object", "must be an object"),
  notAList: fixed("not-a-list", "must be a list"),
  notANumber: entry("not-a-number", (min: number, max: number) =>
    max === Number.MAX_SAFE_INTEGER ? `must be a whole number of at least ${min}` : `must be a whole number from ${min} to ${max}`,
  ),
  notABoolean: fixed("not-true-or-false", "must be true or false"),
  notText: fixed("not-text", "must be text"),
  notAName: entry("not-a-name", (what: string) => `must be the name of ${what}`),
  unknownName: entry("unknown-name", (what: string, name: string) => `there is no ${what} \`${name}\``),
  notASeat: entry("not-a-seat", (seats: number) => `is not a seat (1 to ${seats})`),
  unknownField: entry("unknown-field", (of: string) => `is not a field of ${of}`),
  unusedField: entry("unused-field", (what: string) => `this variant has no ${what}`),
  otherVariant: entry("other-variant", (given: string, name: string) => `is \`${given}\`, but this variant is \`${name}\``),
  badRng: fixed("bad-rng", "must be four whole numbers from 0 to 4294967295"),
  badStage: fixed("bad-stage", "must be `setup`, `play` or `over`"),
  badPendingKind: fixed(
    "bad-pending-kind",
    "must be advance, defend, tradeDown, placePool, exchange, claim, placeLeader, pass, choose, build, bid, placeNeutral, discard, fire, move, placeUnit, split, put, battle, casualty, reroll or pick",
  ),
  badRerollHits: fixed("bad-reroll-hits", "a pending `reroll` gives the rank's hits as two numbers: [on the attacker, on the defender]"),
  noPickOptions: fixed("no-pick-options", 'a pending `pick` offers at least one territory: options ["Name", ...]'),
  noOffers: fixed("no-offers", "a pending `fire` offers at least one optional rule: [{rule, seat}]"),
  // Contested territories (CT1).
  contestedOwn: fixed("contested-own", "a seat does not contest a territory it holds"),
  contestedTwice: fixed("contested-twice", "a territory is contested by one seat, in one row"),
  // The board (C1, E1, E3, E9, Y7).
  missingTerritory: fixed("missing-territory", "is missing (list it, or give `others`)"),
  offBoard: fixed("off-board", "is not on the board (its switch is in the other state)"),
  ownerRequired: fixed(
    "owner-required",
    "every territory has an owner in this variant (no factions, `leave N empty` or capped deal leaves one empty)",
  ),
  armiesWithoutOwner: fixed("armies-without-owner", "a territory nobody holds has no armies"),
  emptyTerritory: fixed("empty-territory", "a territory is never empty in this variant"),
  piecesMismatch: entry("pieces-mismatch", (armies: number, total: number) => `is ${armies}, but the pieces add up to ${total}`),
  factionNotPlayed: fixed("faction-not-played", "the owner does not play this faction"),
  // Cards, units, the order of play (C4, Y2, F2, F6).
  cardTwice: entry("card-twice", (name: string) => `the card \`${name}\` is already somewhere else`),
  leaderNotInGame: entry("leader-not-in-game", (players: number) => `no seat has this leader with ${players} players`),
  unitOnForeignTerritory: entry("unit-on-foreign-territory", (who: "leader" | "unit") =>
    who === "leader" ? "a leader stands on a territory of his own player's" : "a unit stands on a territory of its own player's",
  ),
  leaderAsUnit: fixed("leader-as-unit", "is a leader: give it under `leaders`"),
  unitCount: entry("unit-count", (type: string, count: number) => `lists every ${type} of the game (${count})`),
  unitOwner: entry("unit-owner", (seat: number) => `is seat ${seat} (the game's units are laid out by seat)`),
  turnOrder: entry("turn-order", (players: number) => `lists each of the ${players} players once`),
  noUnitToMove: fixed("no-unit", "the player to move has no unit"),
  boughtCount: entry("bought-count", (offers: number) => `lists what was bought of each of the ${offers} offers`),
  // Who plays and how the game stands (C8, E15, T1): what no game can come to.
  neutralToMove: fixed("neutral-to-move", "a neutral seat never decides"),
  toMoveEliminated: entry("to-move-eliminated", (seat: number) => `seat ${seat} is to move, but it is out of the game`),
  eliminatedHolds: entry("eliminated-holds", (seat: number, what: string) => `seat ${seat} is out of the game, but it holds ${what}`),
  aliveWithNothing: entry(
    "alive-with-nothing",
    (seat: number) =>
      `seat ${seat} holds nothing (no territory, no unit on the board, no army off it) and the variant's rule (\`eliminated when\`) puts it out: list it in \`eliminated\``,
  ),
  eliminatedInSetup: fixed("eliminated-in-setup", "nobody is out of the game before play begins"),
  overWithoutResult: fixed("over-without-result", "a game that is over has a result"),
  resultNotOver: fixed("result-not-over", "only a game that is over (`stage: over`) has a result"),
  winnerNeutral: entry("winner-neutral", (seat: number) => `seat ${seat} is a neutral seat, which never wins`),
  pendingStage: entry("pending-out-of-stage", (kind: string, stage: string) => `the game never waits for \`${kind}\` when the stage is \`${stage}\``),
  pendingAdvance: entry("bad-advance", (what: string) => `moving in after a conquest: ${what}`),
  pendingDefend: entry("bad-defend", (what: string) => `an attack waiting for the defender's dice: ${what}`),
  // H6–H7: the turn's history by seat says of the player to move what its own marks say.
  seatHistoryMismatch: entry("seat-history-mismatch", (what: string) => `the turn's history by seat (\`turn.bySeat\`): ${what}`),
  // MK1: a marker drawn (`at: null`) is the one the player to move is putting, and only that one.
  markerNotPut: entry("marker-not-put", (what: string) => `a marker drawn and not yet put (\`at: null\`): ${what}`),
} as const;
