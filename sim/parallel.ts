// Spread a simulation over worker threads (Node only). Game i has the same seed whichever worker
// plays it, and records are put back in game order, so the report is identical to a serial run.
import { createGame } from "../engine/index.js";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Variant } from "../compiler/ir/ir-schema.js";
import type { GameRecord } from "./play-game.js";
import { buildReport, type SimulationReport } from "./report.js";
import { sidesFor, teamsFor } from "./simulate.js";
import type { SimJob, SimMessage } from "./job.js";

export interface ParallelOptions {
  games: number;
  seed: number;
  maxRounds: number;
  bots: string[];
  workers?: number;
  onProgress?: (done: number, total: number) => void;
}

/** Fewer games than this per worker are not worth a thread. */
const GAMES_PER_WORKER = 25;

/**
 * The worker thread's script. In the package this module is bundled into dist/ beside the
 * compiled worker, sim-worker.js, which loads as fast as the CLI. Run from the TypeScript sources
 * (tsx, vitest), it is a bootstrap that registers tsx in the new thread, which does not inherit it.
 */
const workerScript = import.meta.url.endsWith(".ts")
  ? new URL("./worker-bootstrap.js", import.meta.url)
  : new URL("./sim-worker.js", import.meta.url);

function runWorker(job: SimJob, onProgress: (n: number) => void): Promise<GameRecord[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerScript, { workerData: job });
    worker.on("message", (message: SimMessage) => {
      if (message.kind === "progress") onProgress(message.done);
      else if (message.kind === "done") resolve(message.records);
      else reject(new Error(message.message));
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      if (code !== 0) reject(new Error(`simulation worker stopped with exit code ${code}`));
    });
  });
}

export async function simulateInParallel(variant: Variant, options: ParallelOptions): Promise<SimulationReport> {
  const wanted = options.workers ?? Math.min(availableParallelism(), 8);
  const workers = Math.max(1, Math.min(wanted, Math.floor(options.games / GAMES_PER_WORKER)));
  let done = 0;
  const progress = (n: number) => {
    done += n;
    options.onProgress?.(done, options.games);
  };
  const chunks = Array.from({ length: workers }, (_, w) => {
    const from = Math.floor((options.games * w) / workers);
    const to = Math.floor((options.games * (w + 1)) / workers);
    return runWorker({ variant, bots: options.bots, seed: options.seed, games: options.games, maxRounds: options.maxRounds, from, to }, progress);
  });
  const records = (await Promise.all(chunks)).flat();
  const game = createGame(variant);
  const players = options.bots.length;
  return buildReport(variant.name, options.seed, options.maxRounds, options.bots, records, teamsFor(game, players), sidesFor(game, players));
}
