// The simulator on Node: runs spread over worker threads (the same report as a serial run, byte
// for byte) and over machines through a BullMQ queue. The only part of sim/ that imports node:.
export { runInThread, simulateInParallel, summarizeInParallel, WorkerPool, type Executor, type ParallelOptions } from "./parallel.js";
export { connectQueue, DEFAULT_QUEUE, startQueueWorker, type QueueOptions, type QueueWorker, type WorkerOptions } from "./queue.js";
export { QueueError, redisErrorWords, redisUrlProblem, shownUrl } from "./redis-link.js";
export { queueJobProblem } from "./job-check.js";
