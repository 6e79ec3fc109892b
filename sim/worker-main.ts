// A simulation worker thread: plays the range of games it is given and posts the records back.
import { parentPort, workerData } from "node:worker_threads";
import { runJob, type SimJob } from "./job.js";

runJob(workerData as SimJob, (message) => parentPort!.postMessage(message));
