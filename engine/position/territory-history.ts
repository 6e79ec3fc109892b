// H1–H3 in positions: a territory's turn's history (`thisTurn`), written when the variant keeps
// it and something happened there this turn, read back into `state.history`.
import { HISTORY, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import type { TerritoryPosition } from "./format.js";
import { positionErrors as E } from "./position-errors.js";
import type { Reader } from "./reader.js";

const FIELDS = ["from", "attacks", "movedIn"];

/** `thisTurn` of territory `t`, or nothing when the variant keeps no history or nothing happened there. */
export function historyOf(state: GameState, t: number): Pick<TerritoryPosition, "thisTurn"> {
  if (state.history.length === 0) return {};
  const conquest = state.history[HISTORY.conquest]![t]!;
  const attacks = state.history[HISTORY.attacksFrom]![t]!;
  const movedIn = state.history[HISTORY.movedIn]![t]!;
  if (conquest === 0 && attacks === 0 && movedIn === 0) return {};
  return {
    thisTurn: {
      ...(conquest > 0 ? { from: conquest === 1 ? null : conquest - 1 } : {}),
      ...(attacks > 0 ? { attacks } : {}),
      ...(movedIn > 0 ? { movedIn } : {}),
    },
  };
}

/** Read `thisTurn` of territory `t` (`from`: the seat it was taken from this turn, null: nobody's). */
export function readHistory(r: Reader, game: Game, state: GameState, t: number, path: string, v: unknown): void {
  if (!game.readsHistory) {
    r.fail(`${path}.thisTurn`, E.unusedField, "formula that reads the turn's history of a territory");
    return;
  }
  const entry = r.object(`${path}.thisTurn`, v);
  if (!entry) return;
  for (const key of Object.keys(entry)) if (!FIELDS.includes(key)) r.fail(`${path}.thisTurn.${key}`, E.unknownField, "`thisTurn`");
  if (entry["from"] !== undefined) {
    const seat = entry["from"] === null ? -1 : r.seat(`${path}.thisTurn.from`, entry["from"]);
    if (seat !== undefined) state.history[HISTORY.conquest]![t] = seat + 2;
  }
  if (entry["attacks"] !== undefined) state.history[HISTORY.attacksFrom]![t] = r.int(`${path}.thisTurn.attacks`, entry["attacks"]) ?? 0;
  if (entry["movedIn"] !== undefined) state.history[HISTORY.movedIn]![t] = r.int(`${path}.thisTurn.movedIn`, entry["movedIn"]) ?? 0;
}
