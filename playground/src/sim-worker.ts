// A simulation Web Worker: plays a range of games of a compiled variant and reports progress.
import { findBot } from "../../bots/index.js";
import { createGame } from "../../engine/index.js";
import { playRange, type GameRecord } from "../../sim/index.js";
import type { Variant } from "../../compiler/index.js";

export interface SimJob {
  ir: Variant;
  bots: string[];
  seed: number;
  games: number;
  maxRounds: number;
  from: number;
  to: number;
}

export type SimMessage = { kind: "progress"; done: number } | { kind: "done"; records: GameRecord[] } | { kind: "error"; message: string };

self.onmessage = (event: MessageEvent<SimJob>) => {
  const job = event.data;
  try {
    const game = createGame(job.ir);
    const bots = job.bots.map((b) => findBot(b)!);
    let since = 0;
    const records = playRange(game, { games: job.games, seed: job.seed, maxRounds: job.maxRounds, bots }, job.from, job.to, () => {
      if (++since === 5) {
        postMessage({ kind: "progress", done: since } satisfies SimMessage);
        since = 0;
      }
    });
    if (since) postMessage({ kind: "progress", done: since } satisfies SimMessage);
    postMessage({ kind: "done", records } satisfies SimMessage);
  } catch (error) {
    postMessage({ kind: "error", message: error instanceof Error ? error.message : String(error) } satisfies SimMessage);
  }
};
