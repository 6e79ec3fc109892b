// A slice of a simulation run, as plain data that crosses a thread boundary (Node worker
// threads, browser Web Workers, queue jobs): the IR, bot names and the range of games to play.
// The answer is the summary of those games, whatever their number: it merges with the others'.
import { createGame } from "../engine/index.js";
import type { Variant } from "../compiler/ir/ir-schema.js";
import { findBot } from "../bots/index.js";
import { runHeader, summarizeRange } from "./simulate.js";
import type { Summary } from "./summary.js";

export interface SimJob {
  variant: Variant;
  bots: string[];
  seed: number;
  games: number;
  maxRounds: number;
  from: number;
  to: number;
  /** The CLI's digest of the variant, carried into the summary's header (see RunHeader). */
  fingerprint?: string;
}

export type SimMessage = { kind: "progress"; done: number } | { kind: "done"; summary: Summary } | { kind: "error"; message: string };

/** Play the job's games, posting progress every `every` games, then their summary (or the error). */
export function runJob(job: SimJob, post: (message: SimMessage) => void, every = 10): void {
  try {
    const game = createGame(job.variant);
    const bots = job.bots.map((name) => {
      const bot = findBot(name);
      if (!bot) throw new Error(`unknown bot ${name}`);
      return bot;
    });
    let since = 0;
    const run = { ...runHeader(game, job), ...(job.fingerprint ? { fingerprint: job.fingerprint } : {}) };
    const summary = summarizeRange(game, run, bots, job.from, job.to, () => {
      if (++since === every) {
        post({ kind: "progress", done: since });
        since = 0;
      }
    });
    if (since) post({ kind: "progress", done: since });
    post({ kind: "done", summary });
  } catch (error) {
    post({ kind: "error", message: error instanceof Error ? error.message : String(error) });
  }
}
