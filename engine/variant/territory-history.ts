// H1–H3, the turn's history by territory: whether a variant's formulas read it (so a variant that
// does not keeps no rows of it), and the value of each of its quantities at a territory.
import { FACES_HISTORY, TERRITORY_HISTORY, UNIT_DEEDS, type Variant } from "../../compiler/ir/index.js";
import { DEED, HISTORY, type GameState } from "../model/index.js";

type HistoryQuantity = (typeof TERRITORY_HISTORY)[number];
const deedNames = new Set<string>(UNIT_DEEDS);
const historyNames = new Set<string>(TERRITORY_HISTORY.filter((n) => !deedNames.has(n)));
const faceNames = new Set<string>(FACES_HISTORY);

/** PB13: whether some formula of the IR reads what a unit did this turn. */
export function readsUnitDeeds(variant: Variant): boolean {
  return readsQuantity(variant, deedNames);
}

/** PB13: the mark of each quantity of a unit's deeds. */
const DEED_OF = {
  unitsMoved: DEED.moved,
  unitsAttacked: DEED.attacked,
  unitsArrived: DEED.arrived,
  hasMoved: DEED.moved,
  hasAttacked: DEED.attacked,
  hasArrived: DEED.arrived,
} as const;

/** PB13: 1 when unit `u` has the quantity's mark this turn (0 where no marks are kept). */
export function unitDeed(state: GameState, name: keyof typeof DEED_OF, u: number | undefined): number {
  return u === undefined || u < 0 || state.unitDeeds.length === 0 ? 0 : (state.unitDeeds[u]! & DEED_OF[name]) !== 0 ? 1 : 0;
}

/** PB13: the units of the owner of `t` standing on it with the quantity's mark this turn. */
function unitsWithDeed(state: GameState, name: keyof typeof DEED_OF, t: number): number {
  if (state.unitDeeds.length === 0) return 0;
  let n = 0;
  for (let u = 0; u < state.unitAt.length; u++)
    if (state.unitAt[u] === t && state.unitOwner[u] === state.owner[t] && (state.unitDeeds[u]! & DEED_OF[name]) !== 0) n++;
  return n;
}

/** Whether some formula of the IR reads a territory's history. */
export function readsTerritoryHistory(variant: Variant): boolean {
  return readsQuantity(variant, historyNames);
}

/** H4–H5: whether some formula of the IR reads the faces rolled this turn. */
export function readsFaces(variant: Variant): boolean {
  return readsQuantity(variant, faceNames);
}

/** Whether some formula of the IR reads one of `names` (a walk over every object of it); `bySeat`: only read `of s` counts. */
export function readsQuantity(variant: Variant, names: ReadonlySet<string>, bySeat = false): boolean {
  const seen: unknown[] = [variant];
  while (seen.length > 0) {
    const x = seen.pop();
    if (x === null || typeof x !== "object") continue;
    const o = x as Record<string, unknown>;
    if (o["op"] === "quantity" && names.has(o["name"] as string) && (!bySeat || o["seat"] !== undefined)) return true;
    for (const k in o) seen.push(o[k]);
  }
  return false;
}

/** A history quantity's value at territory `t` (0 where none is kept: before the game, or off the map). */
export function historyAt(state: GameState, name: HistoryQuantity, t: number): number {
  if (t < 0) return 0;
  if (name === "unitsMoved" || name === "unitsAttacked" || name === "unitsArrived") return unitsWithDeed(state, name, t);
  if (state.history.length === 0) return 0;
  switch (name) {
    case "conqueredThisTurn":
      return state.history[HISTORY.conquest]![t]! > 0 ? 1 : 0;
    case "previousOwner":
      return Math.max(0, state.history[HISTORY.conquest]![t]! - 1);
    case "attacksFrom":
      return state.history[HISTORY.attacksFrom]![t]!;
    case "movedIn":
      return state.history[HISTORY.movedIn]![t]!;
  }
}
