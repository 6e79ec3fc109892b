// PO2: at a round's start each seat programs its round, one card at a time, sealed: the action
// `{"type": "program", "card": 3}` takes a held card of the programmed deck (a `deckCards` id) out
// of the hand into the seat's program, seen by that seat alone until it is turned up
// (turn/programs.ts asks the seats in turn order and starts the round's turns).
import { heldOf, programCard } from "../board/index.js";
import { problem, problems, type GameState } from "../model/index.js";
import type { Game } from "../variant/index.js";
import { isCount, type MoveFamily } from "./family.js";

/** PO2: the distinct held cards of the programmed deck the seat may program (each card name once). */
export function programmable(game: Game, state: GameState, seat: number): number[] {
  const d = game.program?.deck;
  if (d === undefined || heldOf(game, state, seat, d) === 0) return [];
  return [...new Set(state.held[seat]!.filter((card) => game.deckCards[card]!.deck === d))].sort((a, b) => a - b);
}

export const program: MoveFamily<"program"> = {
  type: "program",
  enumerate({ game, state, decision }, out) {
    for (const card of programmable(game, state, decision.seatIndex)) out.push({ type: "program", card });
  },
  problem({ game, state, decision: d }, action) {
    if (d.kind !== "program") return problem(problems.notNow, "program a card", d.kind);
    if (!isCount(action.card) || !state.held[d.seatIndex]!.includes(action.card)) return problem(problems.cardNotHeld);
    return game.deckCards[action.card]!.deck === game.program!.deck ? undefined : problem(problems.cardNotProgrammable);
  },
  apply({ state }, action) {
    programCard(state, state.current, action.card);
    return "program";
  },
};
