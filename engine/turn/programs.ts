// PO2/PO3/PO6: a round of programmed orders. At the round's start every seat still in (in turn
// order) programs its round, one card at a time, sealed (moves/program.ts); a seat's hand first
// takes back its played cards when it holds fewer than its program (`hand returns`). The round is
// then one turn a programmed card, card by card: every seat its first card in turn order, then
// every seat its second... Each such turn starts by turning up the seat's next card (turn/flow.ts).
import { awaitDecision, heldOf, returnSpent, turnUpProgrammed } from "../board/index.js";
import { scope, type GameState } from "../model/index.js";
import { effectHooks, rulesAtPlay, runEffects } from "../moves/index.js";
import { UNTIL, type Game } from "../variant/index.js";

/** PO2: how many cards the seat programs this round (its program formula, at least 0). */
function programCount(game: Game, state: GameState, seat: number): number {
  const n = game.program!.count(scope(state, seat));
  return Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0;
}

/** PO2: whether the seat has a card to program still (its program not full, a card in hand). */
function programsMore(game: Game, state: GameState, seat: number): boolean {
  return state.programmed[seat]!.length < programCount(game, state, seat) && heldOf(game, state, seat, game.program!.deck) > 0;
}

/** PO2: the first seat from turn-order position `k` that is still in and programs more (-1: none). */
function programmerFrom(game: Game, state: GameState, k: number): number {
  for (; k < state.turnOrder.length; k++) {
    const seat = state.turnOrder[k]!;
    if (state.alive[seat] && programsMore(game, state, seat)) return seat;
  }
  return -1;
}

/**
 * PO2/PO6: a round begins: hands short of a program take their played cards back (`hand
 * returns`), and the first seat programs; false when nobody has a card to program.
 */
export function startProgramming(game: Game, state: GameState): boolean {
  const d = game.program!.deck;
  if (game.decks![d]!.returns)
    for (const seat of state.turnOrder)
      if (state.alive[seat] && heldOf(game, state, seat, d) < programCount(game, state, seat)) returnSpent(game, state, seat, d);
  const first = programmerFrom(game, state, 0);
  if (first < 0) return false;
  state.current = first;
  awaitDecision(state, { kind: "program" });
  return true;
}

/** PO2: after a card is programmed: the same seat programs on, or the next seat ("wait"), or everyone is done. */
export function afterProgram(game: Game, state: GameState): "wait" | "done" {
  const seat = state.current;
  const next = programsMore(game, state, seat) ? seat : programmerFrom(game, state, state.turnOrder.indexOf(seat) + 1);
  if (next < 0) return "done";
  state.current = next;
  awaitDecision(state, { kind: "program" });
  return "wait";
}

/** PO3: the seat that plays the round's next card after turn-order position `k` (this card's pass, then the next card's); -1: the round is over. */
export function nextCardTurn(state: GameState, k: number): number {
  const order = state.turnOrder;
  const plays = (seat: number) => state.alive[seat] && state.programmed[seat]!.length > 0;
  for (let i = k + 1; i < order.length; i++) if (plays(order[i]!)) return order[i]!;
  // The pass is over: the next card, from the first seat again (each seat has played one card of this pass).
  for (let i = 0; i < order.length; i++) if (plays(order[i]!)) return order[i]!;
  return -1;
}

/** PO3: the current seat's next programmed card is turned up: its `on play` effects run (a `choose` asks the seat), then the `play` rules. */
export function turnUpCard(game: Game, state: GameState): void {
  const seat = state.current;
  const card = turnUpProgrammed(state, seat);
  if (card === undefined) return;
  const effects = game.deckCards[card]!.play?.effects ?? [];
  runEffects(game, state, effects, { rule: -1, until: UNTIL.turn, scope: scope(state, seat) }, effectHooks);
  if (game.rules && state.stage === "play") rulesAtPlay(game, state, seat, game.program!.deck);
}
