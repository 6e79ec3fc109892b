// Preloaded into a benchmarked process (`node --import ./bench/peak-rss.mjs ...`): prints the
// process's peak resident set (every thread's memory: getrusage's maxrss) on stderr as it exits.
// Worker threads load the preload too: only the main thread prints.
import { isMainThread } from "node:worker_threads";

if (isMainThread) process.on("exit", () => process.stderr.write(`\npeak-rss-kb ${process.resourceUsage().maxRSS}\n`));
