// The one writer of `state.lasting`: every lasting effect, of a rule or of a played card, is one
// row [rule, border, seat, until, side, amount] (variant/rules.ts UNTIL for `until`):
// - part A, a rule holds border `border` open or closed for `seat`: [rule, border, seat, until, -1, 0];
//   a border's flag (after the map's switches) is on while some row holds it, and the rules that
//   read the map (attacks, moves, reachability) read the flags through the graph;
// - EP6, a played card's die bonus: [-1, -1, seat, until, side (0 attack, 1 defend), amount]; the
//   battle reads the bonuses (lastingBonus).
// Rows end on one path, endLasting, at their event (a battle's end, a turn's end, the seat's next turn).
import type { GameState } from "../model/index.js";
import { UNTIL, type Game, type Until } from "../variant/index.js";
import { setRuleBorder } from "./territory.js";

/** The columns of a lasting row. */
export const LASTING = { rule: 0, border: 1, seat: 2, until: 3, side: 4, amount: 5 } as const;
/** EP6: the side a card's die bonus is on. */
export const LASTING_SIDE = { attack: 0, defend: 1 } as const;

/** The flag of rule border `border` follows the rows: on while one holds it. */
function refresh(game: Game, state: GameState, border: number): void {
  const held = state.lasting.some((row) => row[LASTING.border] === border);
  setRuleBorder(state, game.variant.map.switches.length + border, held);
}

/** Part A: a lasting effect begins: rule `rule` holds border `border` open (or closed) for `seat` until `until`. */
export function addLasting(game: Game, state: GameState, rule: number, border: number, seat: number, until: Until): void {
  state.lasting.push([rule, border, seat, until, -1, 0]);
  refresh(game, state, border);
}

/** EP6: a played card gives the seat +`amount` on its best die on `side` until the event `until`. */
export function addLastingBonus(state: GameState, seat: number, side: number, amount: number, until: Until): void {
  state.lasting.push([-1, -1, seat, until, side, amount]);
}

/** EP6: the seat's lasting bonus on its best die when it attacks (side 0) or defends (side 1). */
export function lastingBonus(state: GameState, seat: number, side: number): number {
  let n = 0;
  for (const row of state.lasting) if (row[LASTING.seat] === seat && row[LASTING.side] === side) n += row[LASTING.amount]!;
  return n;
}

/** The rows that end at this event end (`nextTurn`: those of `seat`, whose next turn begins). */
export function endLasting(game: Game, state: GameState, until: Until, seat = -1): void {
  if (state.lasting.length === 0) return;
  const ending = (row: readonly number[]) => row[LASTING.until] === until && (until !== UNTIL.nextTurn || row[LASTING.seat] === seat);
  const ended = state.lasting.filter(ending);
  if (ended.length === 0) return;
  state.lasting = state.lasting.filter((row) => !ending(row));
  const borders = new Set(ended.map((row) => row[LASTING.border]!).filter((b) => b >= 0));
  for (const border of borders) refresh(game, state, border);
}

/** A position sets the rows (checked by its reader); the flags of the rule borders follow them. */
export function setLasting(game: Game, state: GameState, rows: readonly (readonly number[])[]): void {
  const before = state.lasting.map((row) => row[LASTING.border]!);
  state.lasting = rows.map((row) => row.slice());
  const borders = new Set([...before, ...state.lasting.map((row) => row[LASTING.border]!)].filter((b) => b >= 0));
  for (const border of borders) refresh(game, state, border);
}
