// F6/S11: sealed bids for the turn order — revealed together, paid, the order set highest first —
// and `order by bid R each round`: the bid made again at the start of every round after the
// first, by every player still in, in the current turn order, before the round's first turn.
import { awaitDecision, changeResource, clearBids, resourceOf, setTurnOrder, tieBreak } from "../board/index.js";
import type { GameState } from "../model/index.js";
import type { CompiledSetupStep, Game } from "../variant/index.js";

/** F6: the sealed bids are revealed: the highest bids play first (ties: seat order, TB1: or a roll), and the bidders pay. */
export function settleBids(game: Game, state: GameState, step: Extract<CompiledSetupStep, { kind: "order" }>): void {
  const players = Array.from({ length: state.players }, (_, seat) => seat);
  const bid = (seat: number) => Math.max(0, state.bids[seat]!);
  const tie = tieBreak(state, step.tiesByRoll);
  const order = players.slice().sort((a, b) => bid(b) - bid(a) || tie(a, b));
  for (const seat of players) {
    const pays = step.winnerPays ? seat === order[0] : true;
    if (pays && bid(seat) > 0) changeResource(game, state, step.bid, seat, -Math.min(bid(seat), resourceOf(game, state, step.bid, seat)));
  }
  clearBids(state);
  setTurnOrder(state, order);
}

/** S11: the first player still in from position `k` of the turn order (-1: none). */
function bidderFrom(state: GameState, k: number): number {
  for (; k < state.turnOrder.length; k++) if (state.alive[state.turnOrder[k]!]) return state.turnOrder[k]!;
  return -1;
}

/** S11: a new round begins with a bid: the first player of the turn order bids; false when nobody is left to bid. */
export function startRoundBids(state: GameState): boolean {
  const first = bidderFrom(state, 0);
  if (first < 0) return false;
  state.current = first;
  awaitDecision(state, { kind: "bid" });
  return true;
}

/**
 * S11: after a player's bid in play, the next player bids ("wait"), or the bids are settled and
 * the round's turn order set ("done": the flow begins the first turn).
 */
export function afterRoundBid(game: Game, state: GameState): "wait" | "done" {
  const next = bidderFrom(state, state.turnOrder.indexOf(state.current) + 1);
  if (next >= 0) {
    state.current = next;
    awaitDecision(state, { kind: "bid" });
    return "wait";
  }
  // Players out of the game bid nothing (their sealed -1 counts as 0 and they pay nothing).
  settleBids(game, state, game.setup.rebid!);
  return "done";
}
