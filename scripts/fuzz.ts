// npm run fuzz -- --count N --seed S [--workers W] [--no-play] [--no-format] [--max-rounds R] [--input I]
// Runs the compiler, formatter and play properties on N generated inputs over worker threads
// (or on input I alone), prints each failure with how to reproduce it, keeps failing inputs under
// test/fuzz/regressions/ and exits 1 when anything failed.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { FuzzFailure, FuzzOptions, FuzzSummary } from "../test/fuzz/fuzz-run.js";
import { saveRegression } from "../test/fuzz/regressions.js";

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} takes a whole number, not \`${process.argv[i + 1]}\``);
    process.exit(2);
  }
  return value;
}

const only = process.argv.includes("--input") ? flag("input", 0) : undefined;
const count = only === undefined ? flag("count", 10_000) : only + 1;
const seed = flag("seed", 1);
const slices = only === undefined ? Math.max(1, flag("workers", availableParallelism())) : 1;
const maxRounds = flag("max-rounds", 30);
const play = !process.argv.includes("--no-play");
const format = !process.argv.includes("--no-format");

function runSlice(slice: number, onProgress: (n: number) => void): Promise<FuzzSummary> {
  const range = only === undefined ? { slice, slices } : { slice: only, slices: count };
  const options: FuzzOptions = { seed, count, ...range, play, format, maxRounds, timed: true };
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("../test/fuzz/fuzz-worker-bootstrap.js", import.meta.url), { workerData: options });
    worker.on("message", (m: { kind: "progress"; done: number } | { kind: "done"; summary: FuzzSummary }) => {
      if (m.kind === "progress") onProgress(m.done);
      else resolve(m.summary);
    });
    worker.on("error", reject);
    worker.on("exit", (code) => code !== 0 && reject(new Error(`fuzz worker ${slice} stopped with exit code ${code}`)));
  });
}

const shellWord = (word: string) => (/^[\w./=+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/** The commands that show a failure again: the fuzzer on that input alone, and the CLI on the kept file. */
function reproduce(f: FuzzFailure, kept: string | undefined): string[] {
  const lines = [`npm run fuzz -- --seed ${seed} --input ${f.index}`];
  if (kept?.endsWith(".risk")) {
    const sets = Object.entries(f.overrides ?? {}).map(([name, value]) => ` --set ${shellWord(`${name}=${value}`)}`);
    if (f.property === "format") lines.push(`npx riskc fmt ${kept}`);
    else lines.push(`npx riskc ${f.property === "play" ? "simulate" : "check"} ${kept}${sets.join("")}`);
  }
  return lines;
}

const started = performance.now();
let done = 0;
let lastShown = 0;
const summaries = await Promise.all(
  Array.from({ length: slices }, (_, slice) =>
    runSlice(slice, (n) => {
      done += n;
      if (process.stderr.isTTY && done - lastShown >= 1000) {
        lastShown = done;
        process.stderr.write(`\r${done}/${count} inputs`);
      }
    }),
  ),
);
if (process.stderr.isTTY) process.stderr.write("\n");
const seconds = (performance.now() - started) / 1000;
const failures = summaries.flatMap((s) => s.failures).sort((a, b) => a.index - b.index);
const total = (key: "inputs" | "clean" | "played" | "games" | "formatted") => summaries.reduce((n, s) => n + s[key], 0);
for (const f of failures) {
  const kept = f.text !== undefined ? saveRegression(f.property, f.text, seed, f.index, f.overrides) : undefined;
  console.log(`input ${f.index} (${f.origin}), ${f.property} property${kept ? ` (kept as ${kept})` : ""}:`);
  for (const line of f.failures.slice(0, 5)) console.log(`  ${line}`);
  for (const line of reproduce(f, kept)) console.log(`  reproduce: ${line}`);
}
const failed = (property: string) => failures.filter((f) => f.property === property).length;
console.log(
  `fuzz seed ${seed}: ${total("inputs")} inputs in ${seconds.toFixed(1)} s (${slices} workers); ` +
    `${total("clean")} compiled clean, ${total("played")} distinct IRs played in ${total("games")} games (round cap ${maxRounds}), ` +
    `${total("formatted")} texts formatted; slowest compile ${Math.max(...summaries.map((s) => s.slowestMs)).toFixed(0)} ms`,
);
console.log(`failures: ${failed("compile")} compile, ${format ? failed("format") : "not run"} format, ${play ? failed("play") : "not run"} play`);
process.exit(failures.length > 0 ? 1 : 0);
