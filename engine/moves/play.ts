// EP1–EP7, DK4–DK5: cards of the named decks in play. A card is played in a `play` step when its
// condition holds and its cost is paid, its effects carried out by the one effect executor
// (rule-effects.ts), and goes to its deck's discards; a hand over its deck's limit discards down,
// the holder choosing (`discard choose`, a decision). Drawing is hand.ts's.
import { changeResource, countDownPending, discardHeld, heldOf, resourceOf, settlePending } from "../board/index.js";
import { problem, problems, scope, type Action, type GameState } from "../model/index.js";
import { UNTIL, type Game } from "../variant/index.js";
import { isCount, type MoveFamily } from "./family.js";
import { handLimit, overLimit } from "./hand.js";
import { runEffects } from "./rule-effects.js";
import { effectHooks, rulesAtPlay } from "./rule-events.js";

/** DK5/DK6: whether the current seat may take one more card of deck `d` (a hand at `hand N` without `discard choose` may not). */
export function heldRoom(game: Game, state: GameState, d: number): boolean {
  return game.decks![d]!.discardChoose || heldOf(game, state, state.current, d) < handLimit(game, state, state.current, d);
}

/** DK4/DK6: whether deck `d` has a card to give: in its pile, or (with `reshuffle`) in its discards. */
export function deckHasCard(game: Game, state: GameState, d: number): boolean {
  return state.deckPiles[d]!.length > 0 || (game.decks![d]!.reshuffle && state.deckDiscards[d]!.length > 0);
}

/** The decisions a card may be played at (EP1: a `play` step's; EP9: the attack step's; EP10: the defender's). */
export type PlayWindow = "play" | "attack" | "defend";

/** EP2–EP4, EP9/EP10: whether the seat may play held card `card` now, at a decision of kind `at`, its condition holding and its resource cost paid. */
function playable(game: Game, state: GameState, seat: number, card: number, at: PlayWindow): boolean {
  const play = game.deckCards[card]!.play;
  if (!play || play.window !== at) return false;
  // PO3: a programmed deck's cards are played as their turns start, never from the hand.
  if (game.program?.deck === game.deckCards[card]!.deck) return false;
  const s = scope(state, seat);
  if (play.when && !play.when(s)) return false;
  if (play.cost && resourceOf(game, state, play.cost.resource, seat) < play.cost.amount(s)) return false;
  return state.held[seat]!.length - 1 >= play.discards;
}

/** EP1: the distinct held cards the seat may play now, at a decision of kind `at` (a `play` step's unless said). */
export function playableCards(game: Game, state: GameState, seat: number, at: PlayWindow = "play"): number[] {
  if (state.held.length === 0 || state.held[seat]!.length === 0) return [];
  return [...new Set(state.held[seat]!)].filter((card) => playable(game, state, seat, card, at));
}

/** The play window of a decision's kind (undefined: no card is played there). */
function windowOf(kind: string): PlayWindow | undefined {
  return kind === "play" || kind === "attack" || kind === "defend" ? kind : undefined;
}

/** EP3: the other held cards a `cost discard N` pays with, as the enumeration offers them: the first N others in the hand (any N others are legal). */
function discardsFor(state: GameState, seat: number, card: number, n: number): number[] {
  const others = state.held[seat]!.slice();
  others.splice(others.indexOf(card), 1);
  return others.slice(0, n);
}

/** EP1: play a card from the hand: the cost is paid, its effects happen, it goes to its deck's discards. */
export const play: MoveFamily<"play"> = {
  type: "play",
  enumerate({ game, state, decision }, out) {
    const seat = decision.seatIndex;
    const at = windowOf(decision.kind);
    if (!at) return;
    for (const card of playableCards(game, state, seat, at)) {
      const n = game.deckCards[card]!.play!.discards;
      out.push(n > 0 ? { type: "play", card, discards: discardsFor(state, seat, card, n) } : { type: "play", card });
    }
  },
  problem({ game, state, decision: d }, action) {
    const at = windowOf(d.kind);
    if (!at) return problem(problems.notNow, "play a card", d.kind);
    const hand = state.held[d.seatIndex]!;
    if (!isCount(action.card) || !hand.includes(action.card)) return problem(problems.cardNotHeld);
    if (!playable(game, state, d.seatIndex, action.card, at)) return problem(problems.cardNotPlayable);
    const n = game.deckCards[action.card]!.play!.discards;
    const paid = action.discards ?? [];
    if (!Array.isArray(paid) || paid.length !== n) return problem(problems.badDiscards);
    const rest = hand.slice();
    rest.splice(rest.indexOf(action.card), 1);
    for (const c of paid) {
      const i = isCount(c) ? rest.indexOf(c) : -1;
      if (i < 0) return problem(problems.badDiscards);
      rest.splice(i, 1);
    }
    return undefined;
  },
  apply({ game, state, decision }, action) {
    // EP10: the defender plays on the attacker's turn: the card is the deciding seat's.
    const seat = decision.seatIndex;
    const card = game.deckCards[action.card]!;
    const cost = card.play!.cost;
    if (cost) changeResource(game, state, cost.resource, seat, -cost.amount(scope(state, seat)));
    discardHeld(game, state, seat, action.card);
    for (const c of action.discards ?? []) discardHeld(game, state, seat, c);
    runEffects(game, state, card.play!.effects, { rule: -1, until: UNTIL.always, scope: scope(state, seat) }, effectHooks);
    // Part A: the `play` rules of the card's deck, after its effects.
    if (game.rules && state.stage === "play") rulesAtPlay(game, state, seat, card.deck);
    return "stay";
  },
};

/** DK5: discard a card of a deck the seat holds more of than its limit (`discard choose`); EF5: any card it holds, `left` more. */
export const discard: MoveFamily<"discard"> = {
  type: "discard",
  enumerate({ game, state, decision }, out) {
    for (const card of new Set(discardable(game, state, decision.seatIndex))) out.push({ type: "discard", card });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "discard") return problem(problems.notNow, "discard a card", d.kind);
    if (!isCount(action.card) || !state.held[d.seatIndex]!.includes(action.card)) return problem(problems.cardNotHeld);
    return discardable(game, state, d.seatIndex).includes(action.card) ? undefined : problem(problems.notOverLimit);
  },
  apply({ game, state, decision }, action) {
    const seat = decision.seatIndex;
    discardHeld(game, state, seat, action.card);
    const p = state.pending;
    if (p?.kind === "discard" && p.left !== undefined) {
      // EF5: one fewer to discard; done when none is left or the hand is empty.
      countDownPending(state, 1);
      if (p.left <= 0 || state.held[seat]!.length === 0) settlePending(state);
    } else if (overLimit(game, state, seat).length === 0) settlePending(state);
    return "stay";
  },
};

/** The cards the seat may discard now: any it holds at an effect's discard (EF5), else those over their deck's limit (DK5). */
function discardable(game: Game, state: GameState, seat: number): number[] {
  const p = state.pending;
  return p?.kind === "discard" && p.left !== undefined ? state.held[seat]! : overLimit(game, state, seat);
}

/** Whether a `play` step has anything to offer the current seat. */
export function anyPlayable(game: Game, state: GameState): boolean {
  return playableCards(game, state, state.current).length > 0;
}

export type PlayAction = Extract<Action, { type: "play" }>;
