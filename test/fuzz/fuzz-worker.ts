// A fuzz worker: runs its slice and posts progress, then the summary.
import { parentPort, workerData } from "node:worker_threads";
import { runFuzzSlice, type FuzzOptions } from "./fuzz-run.js";

const options = workerData as FuzzOptions;
let reported = 0;
const summary = await runFuzzSlice(options, (done) => {
  if (done - reported >= 500) {
    parentPort!.postMessage({ kind: "progress", done: done - reported });
    reported = done;
  }
});
parentPort!.postMessage({ kind: "progress", done: summary.inputs - reported });
parentPort!.postMessage({ kind: "done", summary });
