// DK3–DK5, EP5: cards of the named decks coming into a hand. Each drawn card acts at once with
// `on draw` (through the one effect executor, rule-effects.ts) and, with nothing to play, goes to
// the discards; a hand over its deck's limit discards down, the holder choosing (`discard
// choose`, the pending `discard`) or the draw stopping at the limit.
import { awaitDecision, discardHeld, drawHeld, heldOf } from "../board/index.js";
import { scope, type GameState } from "../model/index.js";
import { UNTIL, type Game } from "../variant/index.js";
import { runEffects, type EffectHooks } from "./rule-effects.js";

/** The hand limit of deck `d` for the seat (Infinity without one). */
export function handLimit(game: Game, state: GameState, seat: number, d: number): number {
  const limit = game.decks![d]!.hand;
  return limit ? Math.max(0, limit(scope(state, seat))) : Infinity;
}

/** DK5: the cards the seat holds of decks it holds more of than their limit. */
export function overLimit(game: Game, state: GameState, seat: number): number[] {
  return state.held[seat]!.filter((card) => {
    const d = game.deckCards[card]!.deck;
    return heldOf(game, state, seat, d) > handLimit(game, state, seat, d);
  });
}

/**
 * DK3/DK5/EP5: the seat draws `count` cards of deck `d`; each acts at once with `on draw` (and,
 * with nothing to play, goes to the discards). Over the hand limit the holder chooses what goes
 * (`discard choose`: the pending `discard`), or the draw stops at the limit. `hooks` are
 * rule-events.ts's (its `drawIntoHand` passes them).
 */
export function drawIntoHandWith(game: Game, state: GameState, seat: number, d: number, count: number, hooks: EffectHooks): void {
  const deck = game.decks![d]!;
  for (let k = 0; k < count; k++) {
    if (!deck.discardChoose && heldOf(game, state, seat, d) >= handLimit(game, state, seat, d)) break;
    const card = drawHeld(game, state, seat, d);
    if (card === undefined) break;
    const drawn = game.deckCards[card]!;
    if (drawn.onDraw.length > 0) {
      runEffects(game, state, drawn.onDraw, { rule: -1, until: UNTIL.always, scope: scope(state, seat) }, hooks);
      // (Its own `discard N randomly` may have discarded it already.)
      if (!drawn.play && state.held[seat]!.includes(card)) discardHeld(game, state, seat, card);
    }
    // Part A: the `draw` rules of the deck, after the card's own `on draw`.
    if (game.rules && hooks.drawn) hooks.drawn(game, state, seat, d);
  }
  if (seat === state.current && state.stage === "play" && !state.pending && overLimit(game, state, seat).length > 0)
    awaitDecision(state, { kind: "discard" });
}
