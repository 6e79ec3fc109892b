// Rule queries shared by action enumeration, legality checks and application: what may attack
// what, where armies may move, which sets a hand holds and what they are worth.
import { escalatingValue, findSets, isWild, setIndexOf, type SetCandidate } from "./cards.js";
import type { EvalScope } from "./expr.js";
import type { Game } from "./game.js";
import { reachable } from "./graph.js";
import type { GameState } from "./state.js";

export function scope(state: GameState, seat: number, dice = 0): EvalScope {
  return { state, seat, dice };
}

/** Armies that must stay behind in an attacking or moving territory. */
export function attackLeave(game: Game, state: GameState): number {
  return Math.max(0, game.combat.leave(scope(state, state.current)));
}

/** Armies in `from` that can take part in an attack. */
export function attackers(game: Game, state: GameState, from: number): number {
  return state.armies[from]! - attackLeave(game, state);
}

export function isEnemy(state: GameState, seat: number, territory: number): boolean {
  const owner = state.owner[territory]!;
  return owner !== seat && owner >= 0;
}

/** Why `from` may not attack `to` now, or undefined when it may (C5). */
export function attackProblem(game: Game, state: GameState, from: number, to: number): string | undefined {
  const seat = state.current;
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 0 || to < 0 || from >= game.territoryCount || to >= game.territoryCount) return "no such territory";
  if (state.owner[from] !== seat) return "you can attack only from a territory you own";
  if (!isEnemy(state, seat, to)) return "you can attack only a territory another player owns";
  if (!game.graph.adjacent(from, to)) return "the territories do not border each other";
  if (attackers(game, state, from) < game.combat.attackerMin) return "not enough armies to attack from there";
  return undefined;
}

/** Territories `from` may move armies to in a fortify step (C7). */
export function fortifyTargets(game: Game, state: GameState, from: number, path: "adjacent" | "connected"): number[] {
  const seat = state.current;
  if (path === "adjacent") return game.graph.out[from]!.filter((t) => state.owner[t] === seat);
  return reachable(game.graph, from, (t) => state.owner[t] === seat);
}

export function cardsInHandSets(game: Game, state: GameState, seat: number): SetCandidate[] {
  const cards = game.cards;
  if (!cards) return [];
  return findSets(cards.deck, state.hands[seat]!, game.variant.cards!.sets, cards.symbols);
}

export function setOfCards(game: Game, cardsGiven: readonly number[]): number {
  const cards = game.cards;
  if (!cards) return -1;
  return setIndexOf(cards.deck, cardsGiven, game.variant.cards!.sets, cards.symbols);
}

/** Armies a set is worth: its own worth, or the next value of the escalation (C4, R4). */
export function tradeValue(game: Game, state: GameState, seat: number, set: number): number {
  const cards = game.cards!;
  const s = scope(state, seat);
  const worth = cards.setWorth[set];
  if (worth) return Math.max(0, worth(s));
  return Math.max(0, escalatingValue(cards.values.map((v) => v(s)), cards.step(s), state.setsTraded));
}

/** The owned territories shown on traded cards, which may receive the card bonus. */
export function bonusTerritories(game: Game, state: GameState, seat: number, cardsGiven: readonly number[]): number[] {
  const deck = game.cards!.deck;
  return cardsGiven.filter((c) => !isWild(deck, c) && state.owner[c] === seat);
}

/** How many card bonuses this trade gives (C4: limited per turn; R4: one per owned card). */
export function bonusCount(game: Game, state: GameState, seat: number, eligible: number): number {
  const bonus = game.cards?.bonus;
  if (!bonus || eligible === 0) return 0;
  const limit = bonus.limitPerTurn ? bonus.limitPerTurn(scope(state, seat)) : Infinity;
  return Math.max(0, Math.min(eligible, limit - state.bonusUsed));
}
