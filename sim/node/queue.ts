// The queue backend for runs across machines, on BullMQ and Redis: `riskc sweep --redis URL`
// enqueues each point's games in jobs of a few hundred games and merges the summaries the jobs
// return; `riskc worker --redis URL`, on any number of machines, plays them. A job whose worker
// dies is not lost: its lock runs out, BullMQ's stalled-job check puts it back on the queue, and
// another worker plays it from the start (a job's games are a fixed range of seeds, so the answer
// is the same). Node only; bullmq (and with it ioredis) is imported only when one of those two
// commands connects, never by the rest of riskc.
import { availableParallelism } from "node:os";
import type { Job } from "bullmq";
import { parseSummary, type SimJob, type Summary } from "../index.js";
import { runInThread, type Executor } from "./parallel.js";

export interface QueueOptions {
  queue?: string | undefined;
  /** Games per job. */
  jobGames: number;
  /** Told once the jobs of a run are on the queue. */
  log?: (line: string) => void;
}

export const DEFAULT_QUEUE = "riskc";

const connection = (url: string) => ({ url, maxRetriesPerRequest: null });

/** The side that enqueues jobs and collects their summaries (an Executor of `riskc sweep`). */
export async function connectQueue(url: string, options: QueueOptions): Promise<Executor> {
  const { Queue, QueueEvents } = await import("bullmq");
  const name = options.queue ?? DEFAULT_QUEUE;
  const queue = new Queue<SimJob, string>(name, { connection: connection(url) });
  const events = new QueueEvents(name, { connection: connection(url) });
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady()]);
  // Every job waited for listens for the queue's closing: a sweep waits for many at once.
  queue.setMaxListeners(0);
  events.setMaxListeners(0);
  let told = false;
  return {
    async runSplit<T extends Summary>(job: SimJob, merge: (a: T, b: T) => T, onProgress?: (n: number) => void): Promise<T> {
      const slices: SimJob[] = [];
      for (let at = job.from; at < job.to; at += options.jobGames) slices.push({ ...job, from: at, to: Math.min(job.to, at + options.jobGames) });
      const jobs = await queue.addBulk(
        slices.map((data) => ({
          name: `games ${data.from}..${data.to - 1}`,
          data,
          // A job that throws is tried again; a worker that dies is handled by the stalled check.
          opts: { attempts: 3, backoff: { type: "fixed", delay: 1000 }, removeOnComplete: { age: 3600 }, removeOnFail: { age: 24 * 3600 } },
        })),
      );
      if (!told) {
        options.log?.(
          `jobs on queue "${name}" at ${url}: \`riskc worker --redis ${url}${name === DEFAULT_QUEUE ? "" : ` --queue ${name}`}\` plays them, on any machine`,
        );
        told = true;
      }
      const answers = await Promise.all(
        jobs.map(async (j: Job<SimJob, string>, i) => {
          const text = await j.waitUntilFinished(events);
          onProgress?.(slices[i]!.to - slices[i]!.from);
          return parseSummary(text, `the answer of job ${j.id}`) as T;
        }),
      );
      return (answers as T[]).reduce(merge);
    },
    async close(): Promise<void> {
      await Promise.all([queue.close(), events.close()]);
    },
  };
}

export interface WorkerOptions {
  queue?: string | undefined;
  concurrency: number;
  /** Milliseconds a job stays taken without this worker renewing its lock. */
  lockDuration: number;
  log: (line: string) => void;
}

/**
 * Play the queue's jobs until `stop` is called: each job's games on a thread of their own, so the
 * worker's event loop stays free to renew the job's lock however long the games take.
 */
export async function startQueueWorker(url: string, options: WorkerOptions): Promise<{ stop: () => Promise<void> }> {
  const { Worker } = await import("bullmq");
  const name = options.queue ?? DEFAULT_QUEUE;
  const worker = new Worker<SimJob, string>(
    name,
    async (job) => {
      options.log(`job ${job.id}: ${job.data.variant.name}, games ${job.data.from}..${job.data.to - 1}`);
      let done = 0;
      const summary = await runInThread(job.data, (n) => {
        done += n;
        void job.updateProgress(done).catch(() => undefined);
      });
      options.log(`job ${job.id}: done`);
      return JSON.stringify(summary);
    },
    {
      connection: connection(url),
      concurrency: Math.max(1, Math.min(options.concurrency, availableParallelism() * 4)),
      lockDuration: options.lockDuration,
      stalledInterval: Math.max(500, Math.floor(options.lockDuration / 2)),
      maxStalledCount: 10,
    },
  );
  worker.on("failed", (job, error) => options.log(`job ${job?.id ?? "?"}: failed: ${error.message}`));
  worker.on("error", (error) => options.log(`queue error: ${error.message}`));
  await worker.waitUntilReady();
  options.log(`riskc worker: playing the jobs of queue "${name}" at ${url} (${options.concurrency} at a time)`);
  return { stop: () => worker.close() };
}
