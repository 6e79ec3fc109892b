// M1/K2/C8: objective progress where it is public. Every win rule of the variant is a public goal:
// each player's progress towards it (the parts of its condition met, a comparison's two values)
// for everyone to see. A secret objective (R3) is shown, with its progress, to its holder alone.
import { conditionParts, type ConditionPart, type Game, type GameState } from "../engine/index.js";
import { formulaText } from "./formula-text.js";
import { seatName } from "./seats.js";

/** A part's progress: `11/42` for a comparison, `yes` or `no` for any other condition. */
function progressOf(p: ConditionPart): string {
  return p.value !== undefined ? `${p.value}/${p.target}` : p.met ? "yes" : "no";
}

/**
 * One line per win rule, with every player still in the game: `Goal domination (count(territories
 * owned) == count(territories)): Red 11/42, Blue 14/42`. None in the setup, where choices a goal
 * reads (a capital) may still be secret.
 */
export function goalLines(game: Game, state: GameState): string[] {
  if (state.stage === "setup") return [];
  return game.variant.end.wins.map((win) => {
    const parts = conditionParts(game, state, 0, win.when).map((p) => formulaText(game, p.part));
    const seats: string[] = [];
    for (let seat = 0; seat < state.players; seat++) {
      if (state.alive[seat] === false) continue;
      seats.push(`${seatName(state, seat)} ${conditionParts(game, state, seat, win.when).map(progressOf).join(", ")}`);
    }
    return `Goal ${win.reason} (${parts.join("; ")}): ${seats.join("; ")}`;
  });
}

/**
 * R3/M1: the seat's own secret objective's progress, for that seat's eyes only: the territories
 * of it held, or the parts of its condition met. Empty when the seat has none.
 */
export function objectiveProgress(game: Game, state: GameState, seat: number): string[] {
  const o = game.variant.objectives[state.objective[seat] ?? -1];
  if (!o) return [];
  if (o.when) {
    const parts = conditionParts(game, state, seat, o.when).map((p) => `${formulaText(game, p.part)}: ${progressOf(p)}`);
    return [`Your objective's progress: ${parts.join("; ")}`];
  }
  const held = o.territories.filter((t) => state.owner[t] === seat).length;
  return [`Your objective's progress: ${held} of ${o.territories.length} territories held`];
}
