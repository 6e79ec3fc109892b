// The game's stage — the setup, play, over — and once it is over its result: the one writer of
// `stage` and `result`. Play begins when the setup is done (turn/setup.ts) and ends here, once.
import { clearPending } from "../board/index.js";
import type { GameState } from "../model/index.js";

/** The setup is done: play begins. */
export function beginPlay(state: GameState): void {
  state.stage = "play";
}

/** The game is over with this result; nothing is waited for any more. */
export function finishGame(state: GameState, reason: string, winners: number[]): void {
  state.stage = "over";
  state.result = { reason, winners };
  clearPending(state);
}
