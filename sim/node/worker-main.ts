// A simulation worker thread: plays the range of games it is given and posts their summary back.
// Started with a job (workerData), it plays that one; started without, it is a pool's worker and
// plays every job it is sent, one after another, until it is terminated.
import { parentPort, workerData } from "node:worker_threads";
import { runJob, type SimJob } from "../index.js";

const post = (message: unknown) => parentPort!.postMessage(message);
if (workerData) runJob(workerData as SimJob, post);
else parentPort!.on("message", (job: SimJob) => runJob(job, post));
