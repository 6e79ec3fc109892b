// A simulation Web Worker: plays the range of games it is given and posts the records back.
import { runJob, type SimJob } from "../../sim/index.js";

self.onmessage = (event: MessageEvent<SimJob>) => runJob(event.data, (message) => postMessage(message), 5);
