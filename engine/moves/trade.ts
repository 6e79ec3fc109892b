// C4/R4/E11: trading card sets for armies — which hands hold sets, what a set is worth, the
// card bonus on a traded card's territory, forced trades and the trade-down after an elimination.
import { addArmies, discardFromHand, receiveArmies, takeFromReserve } from "../board/index.js";
import { escalatingValue, findSets, isWild, setIndexOf, sumOfCards, sumSets, type SetCandidate } from "../math/index.js";
import { problem, problems, scope, type Action, type Decision, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { currentStep, isCount, isTerritory, type MoveFamily } from "./family.js";
import { awaitPoolPlacement, placementRoom } from "./place.js";

export function cardsInHandSets(game: Game, state: GameState, seat: number): SetCandidate[] {
  const cards = game.cards;
  if (!cards) return [];
  if (cards.sumSet) return sumSets(cards.cardValue, state.hands[seat]!, cards.sumSet.min(scope(state, seat)));
  return findSets(cards.deck, state.hands[seat]!, game.variant.cards!.sets, cards.symbols);
}

/** E11: the summed value of cards (the deck's attribute). */
export function cardsValue(game: Game, cardsGiven: readonly number[]): number {
  return sumOfCards(game.cards?.cardValue ?? [], cardsGiven);
}

/** Which set the cards make (-1: none); a deck traded by sums has one set, any cards worth the minimum. */
export function setOfCards(game: Game, cardsGiven: readonly number[], state?: GameState): number {
  const cards = game.cards;
  if (!cards) return -1;
  if (cards.sumSet) return state && cardsGiven.length > 0 && cardsValue(game, cardsGiven) >= cards.sumSet.min(scope(state, state.current)) ? 0 : -1;
  return setIndexOf(cards.deck, cardsGiven, game.variant.cards!.sets, cards.symbols);
}

/** Armies a set is worth: its own worth, or the next value of the escalation (C4, R4). */
export function tradeValue(game: Game, state: GameState, seat: number, set: number, cardsGiven: readonly number[] = []): number {
  const cards = game.cards!;
  const s = scope(state, seat);
  if (cards.sumSet) return Math.max(0, cards.sumSet.worth({ ...s, setValue: cardsValue(game, cardsGiven) }));
  const worth = cards.setWorth[set];
  if (worth) return Math.max(0, worth(s));
  return Math.max(
    0,
    escalatingValue(
      cards.values.map((v) => v(s)),
      cards.step(s),
      state.setsTraded,
    ),
  );
}

/** The owned territories shown on traded cards, which may receive the card bonus. */
export function bonusTerritories(game: Game, state: GameState, seat: number, cardsGiven: readonly number[]): number[] {
  const deck = game.cards!.deck;
  return cardsGiven.filter((c) => !isWild(deck, c) && state.owner[c] === seat);
}

/** How many card bonuses this trade gives (C4: limited per turn; R4: one per owned card). */
function bonusCount(game: Game, state: GameState, seat: number, eligible: number): number {
  const bonus = game.cards?.bonus;
  if (!bonus || eligible === 0) return 0;
  const limit = bonus.limitPerTurn ? bonus.limitPerTurn(scope(state, seat)) : Infinity;
  return Math.max(0, Math.min(eligible, limit - state.bonusUsed));
}

/** Whether the player must trade now: a `trade forced when ...` step, or (C4) the trade-down after an elimination. */
export function tradeIsForced(game: Game, state: GameState, d: Decision): boolean {
  if (d.kind === "tradeDown") {
    const rule = game.cards?.eliminationTrade;
    return rule ? !rule.until(scope(state, d.seatIndex)) : false;
  }
  const step = currentStep(game, state);
  return step?.kind === "trade" && step.forcedWhen !== undefined && step.forcedWhen(scope(state, d.seatIndex));
}

/** C4: after an elimination, a large hand must be traded down at once. */
export function needsTradeDown(game: Game, state: GameState, seat: number): boolean {
  const rule = game.cards?.eliminationTrade;
  if (!rule) return false;
  const s = scope(state, seat);
  return rule.when(s) && !rule.until(s) && cardsInHandSets(game, state, seat).length > 0;
}

export const trade: MoveFamily<"trade"> = {
  type: "trade",
  /** One trade per distinct combination of symbols, preferring cards of owned territories (for the bonus). */
  enumerate({ game, state, decision }, out) {
    const bySignature = new Map<string, { cards: number[]; owned: number[] }>();
    const deck = game.cards!.deck;
    for (const candidate of cardsInHandSets(game, state, decision.seatIndex)) {
      const signature = candidate.cards
        .map((c) => (c >= deck.symbol.length ? "w" : String(deck.symbol[c])))
        .sort()
        .join(",");
      const owned = bonusTerritories(game, state, decision.seatIndex, candidate.cards);
      const best = bySignature.get(signature);
      if (!best || owned.length > best.owned.length) bySignature.set(signature, { cards: candidate.cards, owned });
    }
    for (const { cards, owned } of bySignature.values())
      out.push({ type: "trade", cards, ...(owned.length > 0 ? { bonus: owned[0]! } : {}) } as Action);
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "trade" && d.kind !== "tradeDown") return problem(problems.notNow, "trade cards", d.kind);
    if (!Array.isArray(action.cards) || !action.cards.every(isCount)) return problem(problems.malformed, "a trade lists card numbers");
    const hand = state.hands[d.seatIndex]!;
    if (new Set(action.cards).size !== action.cards.length) return problem(problems.cardTwice);
    if (!action.cards.every((c) => hand.includes(c))) return problem(problems.notInHand);
    if (setOfCards(game, action.cards, state) < 0) return problem(problems.notASet);
    if (action.bonus !== undefined && !bonusTerritories(game, state, d.seatIndex, action.cards).includes(action.bonus))
      return problem(isTerritory(game, action.bonus) && action.cards.includes(action.bonus) ? problems.bonusNotOwned : problems.bonusTerritory);
    return undefined;
  },
  /** C4/R4: cards back to the discard pile, armies to the pool, the card bonus where it goes. */
  apply({ game, state }, action) {
    const seat = state.current;
    const cards = game.cards!;
    const set = setOfCards(game, action.cards, state);
    receiveArmies(game, state, seat, tradeValue(game, state, seat, set, action.cards));
    state.setsTraded++;
    discardFromHand(state, seat, action.cards);
    if (cards.bonus) {
      const eligible = bonusTerritories(game, state, seat, action.cards);
      const chosen = action.bonus !== undefined ? [action.bonus, ...eligible.filter((t) => t !== action.bonus)] : eligible;
      const times = bonusCount(game, state, seat, chosen.length);
      const amount = Math.max(0, cards.bonus.amount(scope(state, seat)));
      for (let i = 0; i < times; i++) {
        // R5: within the army limit, as any placing is.
        if (cards.bonus.target === "territory")
          addArmies(game, state, chosen[i]!, takeFromReserve(game, state, seat, Math.min(amount, placementRoom(game, state, seat))));
        else receiveArmies(game, state, seat, amount);
      }
      state.bonusUsed += times;
    }
    if (state.pending?.kind === "tradeDown") {
      const rule = cards.eliminationTrade;
      // The trade-down is over: the armies it gave are placed next (or the turn goes on).
      if (!rule || rule.until(scope(state, seat)) || cardsInHandSets(game, state, seat).length === 0) awaitPoolPlacement(game, state);
    }
    return "stay";
  },
};
