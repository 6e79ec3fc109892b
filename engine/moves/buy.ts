// F2: purchases — in a `buy` step the player buys offers of the market one at a time, paying a
// price in one of its resources: armies (to place this turn), a unit or a building on one of its
// territories, a territory card or an effect card. An offer may have a condition, a place where
// it may go and a limit a turn.
import {
  addBuilding,
  buildingRoom,
  drawCards,
  drawEffects,
  markBought,
  mayStand,
  moveUnit,
  OFF,
  ownedTerritories,
  resourceOf,
  receiveArmies,
} from "../board/index.js";
import { DEED, problem, problems, scope, type GameState, type Problem } from "../model/index.js";
import { countUnitDeed } from "./turn-tallies.js";
import type { CompiledOffer, Game } from "../variant/index.js";
import { distinctCounts, isCount, isTerritory, type MoveFamily } from "./family.js";
import { changeAndCross, drawIntoHand, rulesAtPurchase } from "./rule-events.js";
import { deckHasCard, heldRoom } from "./play.js";

/** The offer's price for one, how many the player may still buy this turn, and (`limitLeft`) how many its limit still allows. */
function priceAndLeft(game: Game, state: GameState, i: number): { price: number; left: number; limitLeft: number } {
  const offer = game.market![i]!;
  const s = scope(state, state.current);
  const price = Math.max(0, offer.cost(s));
  const limit = offer.limit ? Math.max(0, offer.limit(s)) - state.bought[i]! : Infinity;
  const funds = resourceOf(game, state, offer.resource, state.current);
  const affordable = price === 0 ? Infinity : Math.floor(funds / price);
  return { price, left: Math.min(limit, affordable), limitLeft: limit };
}

/** A unit of the offer's type in the player's stock (-1: none). */
function unitInStock(game: Game, state: GameState, offer: CompiledOffer): number {
  for (let u = 0; u < state.unitAt.length; u++)
    if (state.unitOwner[u] === state.current && state.unitType[u] === offer.index && state.unitAt[u] === OFF) return u;
  return -1;
}

/** Why a unit (`u`) or a building of the offer may not go on `t` now (F1 `where`, Y2 `stands`, F3 the limit), or undefined. */
function offerRefusal(
  game: Game,
  state: GameState,
  offer: CompiledOffer,
  u: number,
  t: number,
): "notOwned" | "notHere" | "unitCannotStand" | "buildingLimit" | undefined {
  const seat = state.current;
  if (state.owner[t] !== seat) return "notOwned";
  if (offer.where && !offer.where({ state, seat, dice: 0, territory: t })) return "notHere";
  if (offer.what === "unit") return mayStand(game, state, u, t) ? undefined : "unitCannotStand";
  return buildingRoom(game, state, offer.index, t) > 0 ? undefined : "buildingLimit";
}

/** The territories a unit or a building of the offer may go on now. */
function offerTargets(game: Game, state: GameState, offer: CompiledOffer, u: number): number[] {
  return ownedTerritories(game, state, state.current).filter((t) => offerRefusal(game, state, offer, u, t) === undefined);
}

/** Whether offer `i` has anything to sell now (a card in the deck, an effect card, a unit in stock). */
function inStock(game: Game, state: GameState, offer: CompiledOffer): boolean {
  switch (offer.what) {
    case "card": {
      const limit = game.cards?.handLimit ? game.cards.handLimit(scope(state, state.current)) : Infinity;
      return state.hands[state.current]!.length < limit && state.deck.length + state.discard.length > 0;
    }
    case "effect":
      // DK6: a named deck's card, while its pile (or, with `reshuffle`, its discards) has one.
      if (offer.deck >= 0) return heldRoom(game, state, offer.deck) && deckHasCard(game, state, offer.deck);
      return state.effectDeck.length > 0;
    case "unit":
      return unitInStock(game, state, offer) >= 0;
    default:
      return true;
  }
}

function buyProblem(game: Game, state: GameState, i: number, territory: number | undefined, count: number | undefined): Problem | undefined {
  if (!isCount(i) || !game.market || i < 0 || i >= game.market.length) return problem(problems.noSuchOffer);
  const offer = game.market[i]!;
  if (offer.when && !offer.when(scope(state, state.current))) return problem(problems.notForSale);
  if (!inStock(game, state, offer)) return problem(problems.outOfStock);
  const { price, left, limitLeft } = priceAndLeft(game, state, i);
  const n = offer.what === "army" ? count : 1;
  if (!isCount(n) || n < 1) return problem(problems.malformed, "buy 1 or more");
  if (n > limitLeft) return problem(problems.buyLimit, Math.max(0, limitLeft));
  if (n > left) return problem(problems.cannotAfford, `you can buy ${Math.max(0, left)} of this now (${price} each)`);
  if (offer.what === "unit" || offer.what === "building") {
    if (!isTerritory(game, territory)) return problem(problems.noSuchTerritory);
    const refusal = offerRefusal(game, state, offer, unitInStock(game, state, offer), territory);
    if (refusal === "notOwned") return problem(problems.notOwned, "what you buy goes on a territory of yours");
    if (refusal) return problem(problems[refusal]);
  }
  return undefined;
}

/** Whether offer `i` is for sale to the current player now: on offer, in stock, and one of it affordable. */
function forSale(game: Game, state: GameState, offer: CompiledOffer, i: number): boolean {
  if (offer.when && !offer.when(scope(state, state.current))) return false;
  return inStock(game, state, offer) && priceAndLeft(game, state, i).left >= 1;
}

/** The unit an offer puts on the board (-1: a building's offer, which has none). */
const unitOf = (game: Game, state: GameState, offer: CompiledOffer): number => (offer.what === "unit" ? unitInStock(game, state, offer) : -1);

/** Whether the current player can buy anything now: what `buy` would offer, stopping at the first. */
export function anyPurchase(game: Game, state: GameState): boolean {
  return (game.market ?? []).some((offer, i) => {
    if (!forSale(game, state, offer, i)) return false;
    if (offer.what !== "unit" && offer.what !== "building") return true;
    const u = unitOf(game, state, offer);
    return ownedTerritories(game, state, state.current).some((t) => offerRefusal(game, state, offer, u, t) === undefined);
  });
}

/** Armies offered at once by an offer that costs nothing and has no limit (anything else offers all it can afford). */
const FREE_ARMIES_AT_ONCE = 1000;

export const buy: MoveFamily<"buy"> = {
  type: "buy",
  /** Each offer it can buy: armies as all it can afford, one or half; a unit or building on each allowed territory; a card. */
  enumerate({ game, state }, out) {
    game.market?.forEach((offer, i) => {
      if (!forSale(game, state, offer, i)) return;
      if (offer.what === "army") {
        // All it can afford, one or half, however many that is (a cap would make a rich player buy a
        // thousand times a turn); a free offer without a limit, FREE_ARMIES_AT_ONCE at a time.
        const { left } = priceAndLeft(game, state, i);
        const most = Number.isFinite(left) ? left : FREE_ARMIES_AT_ONCE;
        for (const count of distinctCounts(most, 1, Math.ceil(most / 2))) out.push({ type: "buy", offer: i, count });
      } else if (offer.what === "unit" || offer.what === "building") {
        for (const territory of offerTargets(game, state, offer, unitOf(game, state, offer))) out.push({ type: "buy", offer: i, territory });
      } else out.push({ type: "buy", offer: i });
    });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "buy") return problem(problems.notNow, "buy", d.kind);
    return buyProblem(game, state, action.offer, action.territory, action.count);
  },
  apply({ game, state }, action) {
    const offer = game.market![action.offer]!;
    const seat = state.current;
    const n = offer.what === "army" ? action.count! : 1;
    changeAndCross(game, state, offer.resource, seat, -priceAndLeft(game, state, action.offer).price * n);
    markBought(state, action.offer, n);
    switch (offer.what) {
      case "army":
        receiveArmies(game, state, seat, n);
        break;
      case "unit":
        {
          const u = unitInStock(game, state, offer);
          moveUnit(state, u, action.territory!, 0);
          countUnitDeed(state, u, DEED.arrived);
        }
        break;
      case "building":
        addBuilding(state, offer.index, action.territory!);
        break;
      case "card":
        drawCards(game, state, 1);
        break;
      case "effect":
        if (offer.deck >= 0) drawIntoHand(game, state, seat, offer.deck, 1);
        else drawEffects(state, seat, 1);
        break;
    }
    // Part A: the `purchase` rules, once the thing bought is placed.
    if (game.rules && state.stage === "play") rulesAtPurchase(game, state, action.offer, action.territory);
    return "stay";
  },
};
