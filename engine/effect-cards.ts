// E12 (R14): effect cards. A card held face up is used in a battle; a face-down card is turned up
// at random (nobody has seen it) and acts at once, is kept for a battle, or is passed on.
import { reserveLosses, removeArmies } from "./factions.js";
import type { CompiledEffectCard, Game } from "./game.js";
import { nextFloat } from "./rng.js";
import { returnToReserve, scope, takeFromReserve } from "./rules.js";
import type { GameState } from "./state.js";

/** R14/E12: use up a card held face up for a battle; its effect on this side. */
export function useEffectCard(
  game: Game,
  state: GameState,
  seat: number,
  card: number,
  on: "attack" | "defend",
): CompiledEffectCard["uses"][number] | undefined {
  const held = state.effects[seat]!;
  held.splice(held.indexOf(card), 1);
  return game.effects[card]!.uses.find((u) => u.on === on);
}

/** E12: turn up one of the player's face-down cards (nobody has seen them: one at random). */
export function revealEffectCard(game: Game, state: GameState): void {
  const seat = state.current;
  const hidden = state.hiddenEffects[seat]!;
  const card = hidden.splice(Math.floor(nextFloat(state.rng) * hidden.length), 1)[0]!;
  const effect = game.effects[card]!;
  if (effect.reveal?.pass) {
    // With nobody else left in the game there is no one to pass the card to: it is put aside.
    if (state.alive.some((alive, other) => alive && other !== seat)) state.pending = { kind: "pass", card };
    return;
  }
  if (effect.reveal) cardEffect(game, state, card, seat);
  // A card for battles is kept face up until it is used (E12).
  if (effect.uses.length > 0) state.effects[seat]!.push(card);
}

/** E12: a turned-up card's effect on `seat`: armies now (its own turn) or at its next turn, or losses at once. */
export function cardEffect(game: Game, state: GameState, card: number, seat: number): void {
  const reveal = game.effects[card]!.reveal;
  if (!reveal) return;
  const s = scope(state, seat);
  if (reveal.armies) {
    const gained = Math.max(0, reveal.armies(s));
    if (seat === state.current) state.pool += takeFromReserve(game, state, seat, gained);
    else state.extraArmies[seat]! += gained;
  }
  if (reveal.lose) loseArmies(game, state, seat, Math.max(0, reveal.lose(s)));
}

/** E12: a seat loses `n` armies, one at a time from its largest stack; a territory keeps its last one. */
function loseArmies(game: Game, state: GameState, seat: number, n: number): void {
  for (let k = 0; k < n; k++) {
    let largest = -1;
    for (let t = 0; t < game.territoryCount; t++)
      if (state.owner[t] === seat && state.armies[t]! > 1 && (largest < 0 || state.armies[t]! > state.armies[largest]!)) largest = t;
    if (largest < 0) return;
    const lost = removeArmies(game, state, largest, 1);
    returnToReserve(game, state, seat, reserveLosses(game, lost, 1));
  }
}
