// Spread a simulation over worker threads (Node only). Game i has the same seed whichever worker
// plays it, and each worker answers with the summary of its games, which merge exactly: the report
// is identical to a serial run's, and memory does not grow with the games.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Variant } from "../../compiler/ir/index.js";
import { mergeSummaries, reportOf, runJob, type PairSummary, type SimJob, type SimMessage, type SimulationReport, type Summary } from "../index.js";

export interface ParallelOptions {
  games: number;
  seed: number;
  maxRounds: number;
  bots: string[];
  workers?: number;
  /** Play only the run's games [from, to) (a shard); all of them by default. */
  from?: number;
  to?: number;
  /** Put into the summary's header (the CLI's digest of the variant). */
  fingerprint?: string;
  /** Collect the heat maps. */
  heat?: boolean;
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

/** Whether a message ends the job: its summary, or its error. */
function settle(message: SimMessage, onProgress: (n: number) => void, resolve: (s: Summary) => void, reject: (e: Error) => void): void {
  if (message.kind === "progress") onProgress(message.done);
  else if (message.kind === "done") resolve(message.summary);
  else if (message.kind === "error") reject(new Error(message.message));
}

/** One job on a worker thread of its own (the thread ends with it). */
export function runInThread(job: SimJob, onProgress: (n: number) => void): Promise<Summary> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerScript, { workerData: job });
    worker.on("message", (message: SimMessage) => settle(message, onProgress, resolve, reject));
    worker.on("error", reject);
    worker.on("exit", (code) => {
      if (code !== 0) reject(new Error(`simulation worker stopped with exit code ${code}`));
    });
  });
}

/** The summary of the run's games [from, to), played on worker threads. */
export async function summarizeInParallel(variant: Variant, options: ParallelOptions): Promise<Summary> {
  const from = options.from ?? 0;
  const to = options.to ?? options.games;
  const count = to - from;
  const wanted = options.workers ?? Math.min(availableParallelism(), 8);
  const workers = Math.max(1, Math.min(wanted, Math.floor(count / GAMES_PER_WORKER)));
  let done = 0;
  const progress = (n: number) => {
    done += n;
    options.onProgress?.(done, count);
  };
  const base = { variant, bots: options.bots, seed: options.seed, games: options.games, maxRounds: options.maxRounds };
  const job = { ...base, ...(options.fingerprint ? { fingerprint: options.fingerprint } : {}), ...(options.heat ? { heat: true } : {}) };
  // A run too small for one thread's worth of games is played here: a thread's start (loading the
  // engine again) would cost more than the games. The same games, the same summary.
  if (workers === 1 && count < GAMES_PER_WORKER)
    return new Promise((resolve, reject) => runJob({ ...job, from, to }, (message) => settle(message, progress, resolve, reject)));
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, w) =>
      runInThread({ ...job, from: from + Math.floor((count * w) / workers), to: from + Math.floor((count * (w + 1)) / workers) }, progress),
    ),
  );
  return parts.reduce((a, b) => mergeSummaries(a, b));
}

export async function simulateInParallel(variant: Variant, options: ParallelOptions): Promise<SimulationReport> {
  return reportOf(await summarizeInParallel(variant, options));
}

type Answer = Summary | PairSummary;

/** What plays a job's games, split and merged: local worker threads (WorkerPool), or a queue's workers (connectQueue). */
export interface Executor {
  runSplit<T extends Summary>(job: SimJob, merge: (a: T, b: T) => T, onProgress?: (n: number) => void): Promise<T>;
  close(): Promise<void>;
}

/**
 * Worker threads kept for many jobs (a compare's batches, a sweep's points): each job goes to the
 * next free worker; `close` ends them.
 */
export class WorkerPool {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size = Math.min(availableParallelism(), 8)) {
    for (let i = 0; i < size; i++) {
      const worker = new Worker(workerScript, { workerData: null });
      worker.unref();
      this.all.push(worker);
      this.idle.push(worker);
    }
  }

  private async take(): Promise<Worker> {
    while (this.idle.length === 0) await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.idle.pop()!;
  }

  async run(job: SimJob, onProgress: (n: number) => void = () => {}): Promise<Answer> {
    const worker = await this.take();
    try {
      return await new Promise<Answer>((resolve, reject) => {
        const onMessage = (message: SimMessage) => {
          if (message.kind === "progress") return onProgress(message.done);
          worker.off("message", onMessage);
          worker.off("error", reject);
          if (message.kind === "done") resolve(message.summary);
          else if (message.kind === "pairs") resolve(message.pairs);
          else reject(new Error(message.message));
        };
        worker.on("message", onMessage);
        worker.on("error", reject);
        worker.postMessage(job);
      });
    } finally {
      this.idle.push(worker);
      this.waiting.shift()?.();
    }
  }

  /** Games [from, to) of the job split over the pool's workers, the answers merged. */
  async runSplit<T extends Answer>(job: SimJob, merge: (a: T, b: T) => T, onProgress?: (n: number) => void): Promise<T> {
    const count = job.to - job.from;
    const parts = Math.max(1, Math.min(this.size, Math.floor(count / GAMES_PER_WORKER)));
    const answers = await Promise.all(
      Array.from({ length: parts }, (_, w) =>
        this.run({ ...job, from: job.from + Math.floor((count * w) / parts), to: job.from + Math.floor((count * (w + 1)) / parts) }, onProgress),
      ),
    );
    return (answers as T[]).reduce(merge);
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((w) => w.terminate()));
  }
}
