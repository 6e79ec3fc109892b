// The queue backend for runs across machines, on BullMQ and Redis: `riskc sweep --redis URL`
// enqueues each point's games in jobs of a few hundred games and merges the summaries the jobs
// return; `riskc worker --redis URL`, on any number of machines, plays them. Node only; bullmq is
// imported only when one of those two commands connects, never by the rest of riskc.
//
// What it survives: a worker that dies (its lock runs out, BullMQ's stalled-job check puts the job
// back, another worker plays it from the start: a job's games are a fixed range of seeds, so the
// answer is the same, and answers are kept by job id, so a job played twice counts once); a Redis
// server lost for a while (redis-link.ts: one line, a bounded wait, then exit code 2); a server
// restarted without its data (the sweep knows its job ids and puts back the jobs that vanished);
// a bad job (job-check.ts: refused with the field named, never played; data that is not JSON is
// failed too, never left active); no worker at all (progress lines, and --wait-timeout).
import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import type { Job, JobJson, Queue } from "bullmq";
import { parseSummary, type SimJob, type Summary } from "../index.js";
import { queueJobProblem } from "./job-check.js";
import { runInThread, type Executor } from "./parallel.js";
import { isConnectionError, QueueError, RedisLink, shownUrl } from "./redis-link.js";

export interface QueueOptions {
  queue?: string | undefined;
  /** Games per job. */
  jobGames: number;
  /** Milliseconds the server may be out of reach, at the start or later, before the run gives up. */
  redisTimeoutMs: number;
  /** Milliseconds the jobs may wait with none in a worker's hands before the run gives up; 0: no limit. */
  waitTimeoutMs: number;
  /** Told what happens: the jobs queued, progress while waiting, Redis lost and back. */
  log?: (line: string) => void;
}

export const DEFAULT_QUEUE = "riskc";

/** A job that throws is tried again; a worker that dies is handled by the stalled check. */
const JOB_OPTIONS = { attempts: 3, backoff: { type: "fixed", delay: 1000 }, removeOnComplete: { age: 3600 }, removeOnFail: { age: 24 * 3600 } };

/** How often the sweep asks how its jobs stand. */
const POLL_MS = 250;
/** Progress lines: at most one this often when something changed, and one this often when nothing did. */
const CHANGE_LINE_MS = 2000;
const QUIET_LINE_MS = 10_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

const workerCommand = (url: string, name: string) => `riskc worker --redis ${shownUrl(url)}${name === DEFAULT_QUEUE ? "" : ` --queue ${name}`}`;

/** Words for an error BullMQ reports: one line, no stack. */
const oneLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0]!;

/**
 * `work`, or nothing after `ms`: a timer that holds the process until then (a BullMQ close that
 * waits for a server that is gone must not leave the process with nothing to wait for).
 */
async function within(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([work.catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * Close a BullMQ object: politely while the server answers, by force when it is gone, each within
 * a bound. BullMQ waits for the server in both (a QUIT, the end of a socket that is already
 * closed), and a server that is gone never answers.
 */
async function shut(link: RedisLink, thing: { close(force?: boolean): Promise<void>; disconnect(): Promise<void> }): Promise<void> {
  await within(thing.close(!link.up), 2000);
  await within(thing.disconnect(), 1000);
}

/** An error listener for a BullMQ object: connection errors are the link's to tell; any other is one line, not repeated. */
function quietErrors(link: RedisLink, log: (line: string) => void): (error: unknown) => void {
  let last = "";
  return (error) => {
    if (!link.up || isConnectionError(error)) return;
    const line = `queue error: ${oneLine(error)}`;
    if (line !== last) log(line);
    last = line;
  };
}

interface Tracked {
  id: string;
  data: SimJob;
  resolve: (answer: string) => void;
  reject: (error: Error) => void;
}

/**
 * The sweep's side: its jobs by id, looked at every POLL_MS until each is answered. A job that
 * is gone (Redis restarted without its data) is put back under the same id; a job that failed
 * for good fails the run; the answers are kept by id.
 */
class JobTracker {
  private readonly pending = new Map<string, Tracked>();
  private readonly run = randomBytes(4).toString("hex");
  private count = 0;
  private done = 0;
  private looping = false;
  private lastActivity = Date.now();
  private lastLine = 0;
  private lastState = "";
  private workers = 0;
  private workersAsked = 0;
  private told = false;

  constructor(
    private readonly queue: Queue<SimJob, string>,
    private readonly link: RedisLink,
    private readonly name: string,
    private readonly options: QueueOptions,
  ) {}

  /** Put the jobs on the queue; the answer of each (its summary as JSON), in order. */
  async play(slices: SimJob[]): Promise<Promise<string>[]> {
    const entries = slices.map((data) => {
      const problem = queueJobProblem(data);
      // The sweep builds its jobs itself: one the workers would refuse is a fault of this program.
      if (problem) throw new Error(`a job of this sweep would be refused: ${problem}`);
      return { id: `${this.run}-${++this.count}`, data };
    });
    const answers = entries.map(({ id, data }) => new Promise<string>((resolve, reject) => this.pending.set(id, { id, data, resolve, reject })));
    await this.add(entries);
    if (!this.told) {
      this.told = true;
      this.log(
        `jobs on queue "${this.name}" at ${shownUrl(this.link.url)}: \`${workerCommand(this.link.url, this.name)}\` plays them, on any machine`,
      );
    }
    if (!this.looping) void this.loop();
    return answers;
  }

  /** Take this run's jobs that are not done off the queue (a run that gives up leaves nothing behind). */
  async withdraw(): Promise<void> {
    if (!this.link.up) return;
    const ids = [...this.pending.keys()];
    await Promise.race([Promise.all(ids.map((id) => this.queue.remove(id).catch(() => 0))), sleep(2000)]);
  }

  private log(line: string): void {
    this.options.log?.(line);
  }

  private async add(entries: { id: string; data: SimJob }[]): Promise<void> {
    await this.link.race(
      this.queue.addBulk(entries.map(({ id, data }) => ({ name: `games ${data.from}..${data.to - 1}`, data, opts: { ...JOB_OPTIONS, jobId: id } }))),
    );
    this.lastActivity = Date.now();
  }

  private async loop(): Promise<void> {
    this.looping = true;
    try {
      while (this.pending.size > 0) {
        await this.link.race(this.poll());
        if (this.pending.size > 0) await this.link.race(sleep(POLL_MS));
      }
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      for (const t of this.pending.values()) t.reject(failure);
      // Left pending, so that withdraw() takes them off the queue.
    } finally {
      this.looping = false;
    }
  }

  private async poll(): Promise<void> {
    const tracked = [...this.pending.values()];
    const states = await Promise.all(tracked.map((t) => this.queue.getJobState(t.id)));
    let inFlight = 0;
    const vanished: Tracked[] = [];
    for (const [i, t] of tracked.entries()) {
      const state = states[i];
      if (state === "active") inFlight++;
      else if (state === "unknown") vanished.push(t);
      else if (state === "completed" || state === "failed") {
        const job = await this.queue.getJob(t.id);
        if (!job) vanished.push(t);
        else if (state === "completed") this.answer(t, job);
        else
          throw new QueueError(`job ${t.id} (games ${t.data.from}..${t.data.to - 1}) failed on a worker: ${job.failedReason || "no reason given"}`);
      }
    }
    if (vanished.length > 0) {
      this.log(
        `${vanished.length} ${vanished.length === 1 ? "job" : "jobs"} of this sweep vanished from the queue (Redis restarted without its data?): put back`,
      );
      await this.add(vanished);
    }
    const now = Date.now();
    if (inFlight > 0) this.lastActivity = now;
    await this.progress(inFlight, now);
    const waited = now - this.lastActivity;
    if (this.options.waitTimeoutMs > 0 && this.pending.size > 0 && waited >= this.options.waitTimeoutMs)
      throw new QueueError(
        `no worker took a job of queue "${this.name}" at ${shownUrl(this.link.url)} for ${Math.round(waited / 1000)}s (--wait-timeout): start one with \`${workerCommand(this.link.url, this.name)}\``,
      );
  }

  private answer(t: Tracked, job: Job<SimJob, string>): void {
    // Kept by id: a job played twice (a worker thought dead) is counted once.
    if (!this.pending.delete(t.id)) return;
    this.done++;
    this.lastActivity = Date.now();
    t.resolve(typeof job.returnvalue === "string" ? job.returnvalue : JSON.stringify(job.returnvalue));
  }

  /** A progress line when something changed (at most every CHANGE_LINE_MS), and every QUIET_LINE_MS when nothing did. */
  private async progress(inFlight: number, now: number): Promise<void> {
    if (now - this.workersAsked >= CHANGE_LINE_MS) {
      this.workers = await this.queue.getWorkersCount();
      this.workersAsked = now;
    }
    if (this.pending.size === 0) return;
    const state = `${this.done}/${this.count} jobs done, ${inFlight} in flight, ${
      this.workers === 0
        ? `no worker seen: start \`${workerCommand(this.link.url, this.name)}\``
        : `${this.workers} ${this.workers === 1 ? "worker" : "workers"} seen`
    }`;
    const since = now - this.lastLine;
    if ((state !== this.lastState && since >= CHANGE_LINE_MS) || since >= QUIET_LINE_MS) {
      this.log(`queue "${this.name}": ${state}`);
      this.lastLine = now;
      this.lastState = state;
    }
  }
}

/** The side that enqueues jobs and collects their summaries (an Executor of `riskc sweep`). */
export async function connectQueue(url: string, options: QueueOptions): Promise<Executor> {
  const log = options.log ?? (() => undefined);
  const link = await RedisLink.open(url, { timeoutMs: options.redisTimeoutMs, log });
  const { Queue } = await import("bullmq");
  const name = options.queue ?? DEFAULT_QUEUE;
  const queue = new Queue<SimJob, string>(name, { connection: link.connectionOptions() });
  queue.on("error", quietErrors(link, log));
  try {
    await link.race(queue.waitUntilReady());
  } catch (error) {
    await shut(link, queue);
    link.close();
    throw error;
  }
  const tracker = new JobTracker(queue, link, name, options);
  return {
    async runSplit<T extends Summary>(job: SimJob, merge: (a: T, b: T) => T, onProgress?: (n: number) => void): Promise<T> {
      const slices: SimJob[] = [];
      for (let at = job.from; at < job.to; at += options.jobGames) slices.push({ ...job, from: at, to: Math.min(job.to, at + options.jobGames) });
      const answers = await Promise.all(
        (await tracker.play(slices)).map(async (answer, i) => {
          const { from, to } = slices[i]!;
          const summary = parseSummary(await answer, `the answer of a job (games ${from}..${to - 1})`) as T;
          onProgress?.(to - from);
          return summary;
        }),
      );
      return (answers as T[]).reduce(merge);
    },
    async close(): Promise<void> {
      await tracker.withdraw();
      await shut(link, queue);
      link.close();
    },
  };
}

export interface WorkerOptions {
  queue?: string | undefined;
  concurrency: number;
  /** Milliseconds a job stays taken without this worker renewing its lock. */
  lockDuration: number;
  /** Milliseconds the server may be out of reach, at the start or later, before the worker gives up. */
  redisTimeoutMs: number;
  log: (line: string) => void;
}

export interface QueueWorker {
  /** Finish the jobs in hand, then stop. */
  stop(): Promise<void>;
  /** Rejects with a QueueError when the server has been lost for good (the worker has stopped). */
  lost: Promise<never>;
}

/**
 * Play the queue's jobs until `stop` is called: each job's games on a thread of their own, so the
 * worker's event loop stays free to renew the job's lock however long the games take. A job is
 * checked before a game of it is played (job-check.ts); one that fails the check, or whose data
 * is not even JSON, is failed at once, with the reason, and never tried again.
 */
export async function startQueueWorker(url: string, options: WorkerOptions): Promise<QueueWorker> {
  const link = await RedisLink.open(url, { timeoutMs: options.redisTimeoutMs, log: options.log });
  const { Worker, UnrecoverableError } = await import("bullmq");
  const name = options.queue ?? DEFAULT_QUEUE;
  /** Jobs whose data BullMQ could not read, by id, with why. */
  const unreadable = new Map<string, string>();

  /** BullMQ reads a job's data as JSON before handing it over, and leaves a job it cannot read active: read it here instead. */
  class CheckingWorker extends Worker<SimJob, string> {
    protected override createJob(data: JobJson, jobId: string): Job<SimJob, string> {
      try {
        return super.createJob(data, jobId);
      } catch (error) {
        const id = data.id || jobId;
        unreadable.set(id, oneLine(error));
        return super.createJob({ ...data, data: "null" }, jobId);
      }
    }
  }

  const worker = new CheckingWorker(
    name,
    async (job) => {
      const id = job.id ?? "?";
      const notJson = unreadable.get(id);
      if (notJson !== undefined) {
        unreadable.delete(id);
        throw new UnrecoverableError(`refused: its data is not JSON (${notJson})`);
      }
      const problem = queueJobProblem(job.data);
      if (problem) throw new UnrecoverableError(`refused: ${problem}`);
      options.log(`job ${id}: ${job.data.variant.name}, games ${job.data.from}..${job.data.to - 1}`);
      let done = 0;
      const summary = await runInThread(job.data, (n) => {
        done += n;
        void job.updateProgress(done).catch(() => undefined);
      });
      options.log(`job ${id}: done`);
      return JSON.stringify(summary);
    },
    {
      connection: link.connectionOptions(),
      concurrency: Math.max(1, Math.min(options.concurrency, availableParallelism() * 4)),
      lockDuration: options.lockDuration,
      stalledInterval: Math.max(500, Math.floor(options.lockDuration / 2)),
      maxStalledCount: 10,
    },
  );
  worker.on("failed", (job, error) => {
    if (!link.up && isConnectionError(error)) return;
    options.log(`job ${job?.id ?? "?"}: failed: ${oneLine(error)}`);
  });
  worker.on("error", quietErrors(link, options.log));
  const halt = async () => {
    await shut(link, worker);
    link.close();
  };
  try {
    await link.race(worker.waitUntilReady());
  } catch (error) {
    await halt();
    throw error;
  }
  options.log(`riskc worker: playing the jobs of queue "${name}" at ${shownUrl(url)} (${options.concurrency} at a time)`);
  const lost = link.lost.catch(async (error: unknown) => {
    await halt();
    throw error;
  });
  lost.catch(() => undefined);
  const stop = async () => {
    // The jobs in hand are finished first, while the server answers.
    if (link.up) await worker.close().catch(() => undefined);
    await halt();
  };
  return { stop, lost };
}
