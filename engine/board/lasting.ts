// Part A of version 3 (issue 26): the one writer of `state.lasting`, the rows of rules' lasting
// effects (who, what, until which event), and of the flags of the borders they hold open or
// closed. A row is [rule, border, seat, until]; a border's flag is on while some row holds it.
// The rules that read the map (attacks, moves, reachability) read the flags through the graph.
import type { GameState } from "../model/index.js";
import { UNTIL, type Game, type Until } from "../variant/index.js";
import { setRuleBorder } from "./territory.js";

/** The flag of rule border `border` follows the rows: on while one holds it. */
function refresh(game: Game, state: GameState, border: number): void {
  const held = state.lasting.some((row) => row[1] === border);
  setRuleBorder(state, game.variant.map.switches.length + border, held);
}

/** A lasting effect begins: rule `rule` holds border `border` open (or closed) for `seat` until `until`. */
export function addLasting(game: Game, state: GameState, rule: number, border: number, seat: number, until: Until): void {
  state.lasting.push([rule, border, seat, until]);
  refresh(game, state, border);
}

/** The rows that end at this event end (`nextTurn`: those of `seat`, whose next turn begins). */
export function endLasting(game: Game, state: GameState, until: Until, seat = -1): void {
  if (state.lasting.length === 0) return;
  const ending = (row: readonly number[]) => row[3] === until && (until !== UNTIL.nextTurn || row[2] === seat);
  const touched = state.lasting.filter(ending).map((row) => row[1]!);
  if (touched.length === 0) return;
  state.lasting = state.lasting.filter((row) => !ending(row));
  for (const border of new Set(touched)) refresh(game, state, border);
}
