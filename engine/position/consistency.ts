// positionFrom's last check: a position whose every field reads well may still be one no game can
// come to — a seat listed as out that holds the board, a seat the variant's own rule puts out left
// in, a finished game without a result. Each is refused with its own code, as a rules checker
// would (asked only when every field was read without a mistake, so one mistake is not reported
// again as its consequences).
import { scope, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { positionErrors as E } from "./position-errors.js";
import type { Reading } from "./reader.js";
import { checkSeatHistory } from "./seat-history.js";

/** What `seat` holds on the board or off it (E3), in words; undefined when nothing. */
function holdingsOf(game: Game, state: GameState, seat: number): string | undefined {
  const territories = state.ownedCount[seat]!;
  if (territories > 0) return territories === 1 ? "a territory" : `${territories} territories`;
  if (state.unitOwner.some((owner, u) => owner === seat && state.unitAt[u]! >= 0)) return "a unit on the board";
  const offBoard = game.factions?.staging ? state.armies[game.territoryCount + seat]! : 0;
  return offBoard > 0 ? `${offBoard} armies off the board` : undefined;
}

/**
 * C8/E15: whether the variant's `eliminated` rule has put `seat` out. The engine asks the rule
 * when a seat loses its last piece and at the end of the seat's own turn, before its count of
 * turns grows: a seat the rule would not have put out then (a rule that spares a seat until its
 * first turn ends, so that one driven off the board before then comes back) is still in, even if
 * the rule holds for it now.
 */
function putOutByRule(game: Game, state: GameState, seat: number): boolean {
  if (!game.end.eliminated(scope(state, seat))) return false;
  if (state.turnsTaken[seat] === 0) return true;
  state.turnsTaken[seat]!--;
  const atItsLastTurnEnd = game.end.eliminated(scope(state, seat));
  state.turnsTaken[seat]!++;
  return atItsLastTurnEnd;
}

/** Whether `seat` is one the game has put out by now: in play, holding nothing, and out by the variant's rule. */
const outOfTheGame = (game: Game, state: GameState, seat: number) =>
  state.stage !== "setup" && !holdingsOf(game, state, seat) && putOutByRule(game, state, seat);

/**
 * `eliminated` left out: the seats the game has put out by now (derived from the board, as the
 * reserves are). Given, it is held to the board by checkSeats. Run once every field is read.
 */
export function settleEliminated({ game, p, state }: Reading): void {
  if (p.eliminated !== undefined) return;
  for (let seat = 0; seat < state.seats; seat++) if (outOfTheGame(game, state, seat)) state.alive[seat] = false;
}

/** Who is in and who is out, and who is to move. */
function checkSeats({ r, game, p, state }: Reading): void {
  const listed = Array.isArray(p.eliminated) ? (p.eliminated as unknown[]) : [];
  for (let seat = 0; seat < state.seats; seat++) {
    if (!state.alive[seat]) {
      const path = `eliminated.${listed.indexOf(seat + 1)}`;
      if (state.stage === "setup") r.fail(path, E.eliminatedInSetup);
      const held = holdingsOf(game, state, seat);
      if (held) r.fail(path, E.eliminatedHolds, seat + 1, held);
    } else if (outOfTheGame(game, state, seat)) r.fail("eliminated", E.aliveWithNothing, seat + 1);
  }
  if (state.stage === "play" && !state.alive[state.current]) r.fail("toMove", E.toMoveEliminated, state.current + 1);
}

/** How the game ended: a result only when it is over, and never won by a neutral seat (T1). */
function checkResult({ r, state }: Reading): void {
  if (!state.result) return;
  if (state.stage !== "over") r.fail("result", E.resultNotOver);
  state.result.winners.forEach((seat, i) => {
    if (seat >= state.players) r.fail(`result.winners.${i}`, E.winnerNeutral, seat + 1);
  });
}

/** What the game waits for in the setup (K1, R13, T4, Y4, F6), and what only in play (C4, C6, E12). */
const SETUP_ONLY = new Set(["exchange", "claim", "placeLeader", "choose", "bid", "placeNeutral", "placeUnit", "split"]);
const PLAY_ONLY = new Set(["advance", "defend", "tradeDown", "placePool", "pass", "put", "battle", "casualty", "reroll"]);

/** A pending decision the stage can have, and (C6) a conquest to move into that the board shows. */
function checkPending({ r, game, state }: Reading): void {
  const pending = state.pending;
  if (!pending) return;
  const setupBuild = pending.kind === "build" && pending.setup;
  // S11: a variant that bids every round waits for bids in play too.
  const roundBid = pending.kind === "bid" && game.setup.rebid !== undefined;
  const fits =
    state.stage === "setup"
      ? !PLAY_ONLY.has(pending.kind) && (pending.kind !== "build" || setupBuild)
      : state.stage === "play" && (roundBid || !SETUP_ONLY.has(pending.kind)) && !setupBuild;
  if (!fits) r.fail("pending", E.pendingStage, setupBuild ? "build (setup: true)" : pending.kind, state.stage);
  if (pending.kind === "defend") {
    // C5: the attack is the player to move's, on a territory a player holds.
    if (state.owner[pending.from] !== state.current)
      r.fail("pending.from", E.pendingDefend, "the attack comes from a territory of the player to move's");
    const defender = state.owner[pending.to]!;
    if (defender < 0 || defender >= state.players || defender === state.current)
      r.fail("pending.to", E.pendingDefend, "the territory attacked is another player's");
    return;
  }
  if (pending.kind !== "advance") return;
  if (state.owner[pending.from] !== state.current)
    r.fail("pending.from", E.pendingAdvance, "the armies come from a territory of the player to move's");
  if (state.owner[pending.to] !== state.current) r.fail("pending.to", E.pendingAdvance, "the territory conquered is the player to move's");
  if (pending.min > pending.max) r.fail("pending.max", E.pendingAdvance, `at most ${pending.max} is fewer than the least, ${pending.min}`);
}

/** MK1: a marker lies drawn and not put (-1) exactly while its seat, to move, waits to put it (the pending `put`): one at most. */
function checkMarkers({ r, state }: Reading): void {
  const putting = state.pending?.kind === "put";
  state.markerAt.forEach((at, seat) => {
    const drawn = at.filter((t) => t < 0).length;
    const wanted = putting && seat === state.current ? 1 : 0;
    if (drawn === wanted) return;
    r.fail(
      "decks",
      E.markerNotPut,
      wanted === 1
        ? `seat ${seat + 1} is putting a marker (\`pending\`), so one of its markers is drawn and not put`
        : `seat ${seat + 1} has ${drawn}, and only the player to move, while it puts one (\`pending\` \`put\`), has one`,
    );
  });
}

/** Every consistency check, in the order of the position's fields. */
export function checkConsistency(reading: Reading): void {
  checkSeats(reading);
  checkResult(reading);
  checkPending(reading);
  checkMarkers(reading);
  checkSeatHistory(reading);
}
