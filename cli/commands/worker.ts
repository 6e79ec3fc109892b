// riskc worker --redis URL: play the jobs `riskc sweep --redis URL` puts on the queue, until
// stopped (Ctrl-C or SIGTERM: the job in hand is finished first).
import { startQueueWorker } from "../../sim/node/index.js";
import type { Io } from "../io.js";
import { wholeNumber } from "../numbers.js";

export interface WorkerOptions {
  redis: string;
  queue?: string;
  concurrency?: string;
  lockDuration?: string;
}

export async function runWorker(options: WorkerOptions, io: Io): Promise<number> {
  const concurrency = wholeNumber(options.concurrency, "--concurrency", 1, 64, 1);
  const lockDuration = wholeNumber(options.lockDuration, "--lock-duration", 1000, 3_600_000, 30_000);
  const worker = await startQueueWorker(options.redis, { queue: options.queue, concurrency, lockDuration, log: (line) => io.stderr(line + "\n") });
  await new Promise<void>((resolve) => {
    const stop = () => void worker.stop().then(resolve);
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  return 0;
}
