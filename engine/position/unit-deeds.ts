// PB13 in positions: what a unit did this turn (`thisTurn` of its entry in `units` or `leaders`),
// written when the variant keeps it and the unit did something, read back into `state.unitDeeds`.
import { DEED, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import type { UnitDeed } from "./format.js";
import { positionErrors as E } from "./position-errors.js";
import type { Reader } from "./reader.js";

const DEEDS = Object.keys(DEED) as UnitDeed[];

/** `thisTurn` of unit `u`, or nothing when the variant keeps no deeds or the unit did nothing this turn. */
export function deedsOf(state: GameState, u: number): { thisTurn?: UnitDeed[] } {
  const marks = state.unitDeeds.length > 0 ? state.unitDeeds[u]! : 0;
  return marks === 0 ? {} : { thisTurn: DEEDS.filter((d) => (marks & DEED[d]) !== 0) };
}

/** Read `thisTurn` of unit `u` (a list of `moved`, `attacked`, `arrived`). */
export function readDeeds(r: Reader, game: Game, state: GameState, u: number, path: string, v: unknown): void {
  if (v === undefined) return;
  if (!game.readsUnitDeeds) {
    r.fail(`${path}.thisTurn`, E.unusedField, "formula that reads what a unit did this turn");
    return;
  }
  const list = r.list(`${path}.thisTurn`, v) ?? [];
  list.forEach((d, i) => {
    if (typeof d === "string" && (DEEDS as string[]).includes(d)) state.unitDeeds[u]! |= DEED[d as UnitDeed];
    else r.fail(`${path}.thisTurn.${i}`, E.unknownField, "a unit's `thisTurn` (moved, attacked, arrived)");
  });
}
