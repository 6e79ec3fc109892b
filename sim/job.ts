// A slice of a simulation run, as plain data that crosses a thread boundary (Node worker
// threads, browser Web Workers): the IR, bot names and the range of games to play.
import { createGame } from "../engine/index.js";
import type { Variant } from "../compiler/ir/ir-schema.js";
import { findBot } from "../bots/index.js";
import type { GameRecord } from "./play-game.js";
import { playRange } from "./simulate.js";

export interface SimJob {
  variant: Variant;
  bots: string[];
  seed: number;
  games: number;
  maxRounds: number;
  from: number;
  to: number;
}

export type SimMessage = { kind: "progress"; done: number } | { kind: "done"; records: GameRecord[] } | { kind: "error"; message: string };

/** Play the job's games, posting progress every `every` games, then the records (or the error). */
export function runJob(job: SimJob, post: (message: SimMessage) => void, every = 10): void {
  try {
    const game = createGame(job.variant);
    const bots = job.bots.map((name) => {
      const bot = findBot(name);
      if (!bot) throw new Error(`unknown bot ${name}`);
      return bot;
    });
    let since = 0;
    const records = playRange(game, { games: job.games, seed: job.seed, maxRounds: job.maxRounds, bots }, job.from, job.to, () => {
      if (++since === every) {
        post({ kind: "progress", done: since });
        since = 0;
      }
    });
    if (since) post({ kind: "progress", done: since });
    post({ kind: "done", records });
  } catch (error) {
    post({ kind: "error", message: error instanceof Error ? error.message : String(error) });
  }
}
