// MK1–MK3: markers, cards of a named deck laid face down on the map. A `put` step draws the top
// card of the deck (seen by its player alone: `state.markerCards`) and the player puts it on one of
// its territories (the pending `put`, action `put`), then the next; a conquest of the territory
// turns every marker there up, and each card's `on reveal` effects act for the conqueror, the
// conquered territory in question; the card goes to its deck's discards (public).
import { awaitDecision, countDownPending, drawMarker, ownedTerritories, putMarker, settlePending, turnUpMarkers } from "../board/index.js";
import { problem, problems, type GameState } from "../model/index.js";
import { UNTIL, type Game } from "../variant/index.js";
import { isTerritory, type MoveFamily } from "./family.js";
import { effectHooks } from "./rule-events.js";
import { runEffects } from "./rule-effects.js";

type Pending = Extract<GameState["pending"], { kind: "put" }>;

/** MK1: the seat draws the first of `count` markers of deck `d` and waits to put it (nothing when the pile is empty or it holds no territory). */
export function startPutting(game: Game, state: GameState, seat: number, d: number, count: number): void {
  if (count < 1 || state.ownedCount[seat]! === 0 || !drawMarker(game, state, seat, d)) return;
  awaitDecision(state, { kind: "put", deck: d, left: count - 1 });
}

/** MK1: put the drawn marker on one of the player's territories. */
export const put: MoveFamily<"put"> = {
  type: "put",
  enumerate({ game, state, decision }, out) {
    for (const territory of ownedTerritories(game, state, decision.seatIndex)) out.push({ type: "put", territory });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "put") return problem(problems.notNow, "put a marker", d.kind);
    if (!isTerritory(game, action.territory)) return problem(problems.noSuchTerritory);
    if (state.owner[action.territory] !== d.seatIndex) return problem(problems.notOwned, "you put a marker only on a territory of yours");
    return undefined;
  },
  apply({ game, state }, action) {
    const seat = state.current;
    const p = state.pending as Pending;
    putMarker(state, seat, action.territory);
    // MK2: the next marker is drawn once this one lies on the map.
    if (p.left > 0 && drawMarker(game, state, seat, p.deck)) countDownPending(state, 1);
    else settlePending(state);
    return "stay";
  },
};

/** MK3: the markers on territory `t`, just conquered by `seat`, are turned up; their `on reveal` effects act for it. */
export function revealMarkers(game: Game, state: GameState, t: number, seat: number): void {
  for (const card of turnUpMarkers(game, state, t)) {
    const effects = game.deckCards[card]!.onReveal;
    if (effects.length === 0 || state.stage !== "play") continue;
    runEffects(game, state, effects, { rule: -1, until: UNTIL.always, scope: { state, seat, dice: state.lastDice, territory: t } }, effectHooks);
  }
}
