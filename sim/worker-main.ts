// A simulation worker thread: compiles nothing, receives the IR and a range of games, plays them
// and posts the records back (with progress as it goes).
import { parentPort, workerData } from "node:worker_threads";
import type { Variant } from "../compiler/ir/ir-schema.js";
import { findBot } from "../bots/index.js";
import { createGame } from "../engine/game.js";
import { playRange } from "./simulate.js";

export interface WorkerJob {
  variant: Variant;
  bots: string[];
  seed: number;
  games: number;
  maxRounds: number;
  from: number;
  to: number;
}

export type WorkerMessage = { kind: "progress"; done: number } | { kind: "done"; records: ReturnType<typeof playRange> };

const job = workerData as WorkerJob;
const bots = job.bots.map((name) => findBot(name)!);
const game = createGame(job.variant);
let done = 0;
const records = playRange(game, { games: job.games, seed: job.seed, maxRounds: job.maxRounds, bots }, job.from, job.to, () => {
  done++;
  if (done % 10 === 0) parentPort!.postMessage({ kind: "progress", done: 10 } satisfies WorkerMessage);
});
parentPort!.postMessage({ kind: "progress", done: done % 10 } satisfies WorkerMessage);
parentPort!.postMessage({ kind: "done", records } satisfies WorkerMessage);
