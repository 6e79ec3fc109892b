// H6–H7 in positions: the turn's history by seat (`turn.bySeat`), written when the variant keeps
// it and a seat lost or rolled something this turn, read back into `state.seatHistory`, and held
// to the player to move's own marks (`turn.armiesLost`, ...), which say the same of it.
import { SEAT_ROW, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import type { SeatHistoryPosition } from "./format.js";
import { positionErrors as E } from "./position-errors.js";
import type { Reader, Reading } from "./reader.js";

const FIELDS = Object.keys(SEAT_ROW) as (keyof typeof SEAT_ROW)[];
/** A field's name in a position: the quantity it is read as (`armiesLost of s`). */
const NAME = { lost: "armiesLost", unitsLost: "unitsLost", topFaces: "topFaces", lastRollBest: "lastRollBest" } as const;

/** `turn.bySeat`, or nothing when the variant keeps no history by seat or nothing happened to any seat. */
export function seatHistoryOf(state: GameState): { bySeat?: Record<string, SeatHistoryPosition> } {
  if (state.seatHistory.length === 0) return {};
  const bySeat: Record<string, SeatHistoryPosition> = {};
  for (let seat = 0; seat < state.seats; seat++) {
    const entry: SeatHistoryPosition = {};
    for (const f of FIELDS) if (state.seatHistory[SEAT_ROW[f]]![seat]! > 0) entry[NAME[f]] = state.seatHistory[SEAT_ROW[f]]![seat]!;
    if (Object.keys(entry).length > 0) bySeat[String(seat + 1)] = entry;
  }
  return Object.keys(bySeat).length > 0 ? { bySeat } : {};
}

/** Read `turn.bySeat` into the state's rows. */
export function readSeatHistory(r: Reader, game: Game, state: GameState, v: unknown): void {
  if (!game.readsSeatHistory) {
    r.fail("turn.bySeat", E.unusedField, "formula that reads the turn's history by seat (`armiesLost of s`, `unitsLost`)");
    return;
  }
  r.bySeat("turn.bySeat", v, (path, value) => {
    const entry = r.object(path, value);
    if (!entry) return undefined;
    for (const key of Object.keys(entry))
      if (!(Object.values(NAME) as string[]).includes(key)) r.fail(`${path}.${key}`, E.unknownField, "`turn.bySeat`");
    return entry;
  }).forEach((entry, seat) => {
    for (const f of FIELDS) {
      const given = entry[NAME[f]];
      if (given !== undefined) state.seatHistory[SEAT_ROW[f]]![seat] = r.int(`turn.bySeat.${seat + 1}.${NAME[f]}`, given) ?? 0;
    }
  });
}

/**
 * The rows against the player to move's marks: its own entry is its `armiesLost`, `topFaces`
 * and `lastRollBest`, the others' losses add up to its `armiesDestroyed`; a seat's units lost
 * are among its pieces lost.
 */
export function checkSeatHistory({ r, state }: Reading): void {
  const rows = state.seatHistory;
  if (rows.length === 0) return;
  const mover = state.current;
  const row = (f: keyof typeof SEAT_ROW) => rows[SEAT_ROW[f]]!;
  const own = [
    ["armiesLost", row("lost")[mover]!, state.armiesLost],
    ["topFaces", row("topFaces")[mover]!, state.topFaces],
    ["lastRollBest", row("lastRollBest")[mover]!, state.lastRollBest],
  ] as const;
  for (const [name, bySeat, turn] of own)
    if (bySeat !== turn)
      r.fail(`turn.bySeat.${mover + 1}.${name}`, E.seatHistoryMismatch, `is ${bySeat}, but the player to move's \`turn.${name}\` is ${turn}`);
  const others = row("lost").reduce((n, lost, seat) => (seat === mover ? n : n + lost), 0);
  if (others !== state.armiesDestroyed)
    r.fail("turn.bySeat", E.seatHistoryMismatch, `the other seats lost ${others} in all, but \`turn.armiesDestroyed\` is ${state.armiesDestroyed}`);
  row("unitsLost").forEach((units, seat) => {
    if (units > row("lost")[seat]!)
      r.fail(
        `turn.bySeat.${seat + 1}.unitsLost`,
        E.seatHistoryMismatch,
        `is ${units}, more than the ${row("lost")[seat]} pieces it lost (\`armiesLost\`)`,
      );
  });
}
