// H6–H7, the turn's history by seat: whether a variant's formulas read it (so a variant that does
// not keeps no rows of it), and the value of each of its quantities for a seat.
import { SEAT_HISTORY, type Variant } from "../../compiler/ir/index.js";
import { SEAT_ROW, type GameState } from "../model/index.js";
import { readsQuantity } from "./territory-history.js";

type SeatQuantity = (typeof SEAT_HISTORY)[number];
const seatNames = new Set<string>(SEAT_HISTORY);
/** H6: the units' losses are kept only in the rows, so their bare (player to move's) form needs them too. */
const unitNames = new Set<string>(["unitsLost", "unitsDestroyed"]);

/** Whether some formula of the IR reads the turn's history by seat (`armiesLost of s`, or units lost at all). */
export function readsSeatHistory(variant: Variant): boolean {
  return readsQuantity(variant, seatNames, true) || readsQuantity(variant, unitNames);
}

/**
 * A quantity of the turn's history for `seat` (0 where none is kept). Every attack of a turn is
 * the player to move's, so what another seat lost is what the player to move destroyed of it,
 * and the player to move destroys nothing of its own.
 */
export function seatHistoryOf(state: GameState, name: SeatQuantity, seat: number): number {
  const rows = state.seatHistory;
  if (rows.length === 0 || seat < 0 || seat >= state.seats) return 0;
  switch (name) {
    case "armiesLost":
      return rows[SEAT_ROW.lost]![seat]!;
    case "armiesDestroyed":
      return seat === state.current ? 0 : rows[SEAT_ROW.lost]![seat]!;
    case "unitsLost":
      return rows[SEAT_ROW.unitsLost]![seat]!;
    case "unitsDestroyed":
      return seat === state.current ? 0 : rows[SEAT_ROW.unitsLost]![seat]!;
    case "topFaces":
      return rows[SEAT_ROW.topFaces]![seat]!;
    case "lastRollBest":
      return rows[SEAT_ROW.lastRollBest]![seat]!;
  }
}

/** H6: `unitsLost` and `unitsDestroyed` without `of s`: the player to move's own losses, and every other seat's together. */
export function moverUnits(state: GameState, name: "unitsLost" | "unitsDestroyed"): number {
  if (state.seatHistory.length === 0) return 0;
  if (name === "unitsLost") return seatHistoryOf(state, name, state.current);
  let n = 0;
  for (let seat = 0; seat < state.seats; seat++) n += seatHistoryOf(state, name, seat);
  return n;
}
