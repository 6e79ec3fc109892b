// riskc worker --redis URL: play the jobs `riskc sweep --redis URL` puts on the queue, until
// stopped (Ctrl-C or SIGTERM: the job in hand is finished first), or until Redis has not answered
// for --redis-timeout seconds (one line, exit code 2: a supervisor may start it again).
import { QueueError, redisUrlProblem, startQueueWorker } from "../../sim/node/index.js";
import { UsageError, type Io } from "../io.js";
import { wholeNumber } from "../numbers.js";

export interface WorkerOptions {
  redis: string;
  queue?: string;
  concurrency?: string;
  lockDuration?: string;
  redisTimeout?: string;
}

export async function runWorker(options: WorkerOptions, io: Io): Promise<number> {
  const problem = redisUrlProblem(options.redis);
  if (problem) throw new UsageError(`--redis: ${problem}`);
  const concurrency = wholeNumber(options.concurrency, "--concurrency", 1, 64, 1);
  const lockDuration = wholeNumber(options.lockDuration, "--lock-duration", 1000, 3_600_000, 30_000);
  const redisTimeoutMs = wholeNumber(options.redisTimeout, "--redis-timeout", 1, 86_400, 30) * 1000;
  const log = (line: string) => io.stderr(line + "\n");
  try {
    const worker = await startQueueWorker(options.redis, { queue: options.queue, concurrency, lockDuration, redisTimeoutMs, log });
    await Promise.race([
      worker.lost,
      new Promise<void>((resolve) => {
        const stop = () => void worker.stop().then(resolve);
        process.once("SIGINT", stop);
        process.once("SIGTERM", stop);
      }),
    ]);
    return 0;
  } catch (error) {
    if (!(error instanceof QueueError)) throw error;
    io.stderr(`error: ${error.message}\n`);
    return 2;
  }
}
