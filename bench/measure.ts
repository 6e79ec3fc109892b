// What every bench row is measured and printed with.
import { GCProfiler, getHeapStatistics } from "node:v8";

/** Run `fn` (which does `batch` operations) for about `ms` milliseconds after a warm-up; returns operations per second. */
export function rate(fn: (n: number) => void, batch: number, ms = 1000): number {
  fn(batch); // warm up
  let ops = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    fn(batch);
    ops += batch;
  }
  return ops / ((performance.now() - start) / 1000);
}

/** The middle value (the upper one of the two middles of an even count). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1]!;
}

/** CPU seconds (user + system, all threads of the process) that `fn` takes. */
export function cpuSeconds(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

/** A bench row: what is measured, its figure, and the baseline measured in the same run. */
export type Row = [name: string, value: string, baseline: string];

/**
 * The median milliseconds of `time(input)` for each input, `runs` runs each, the inputs taking
 * turns (so a change in the machine's load falls on all alike), after `warmups` runs of the first
 * (a process's first runs pay for V8's optimising compiler, which would flatter the growth).
 */
export async function medianTimes<T>(inputs: readonly T[], runs: number, warmups: number, run: (input: T) => unknown): Promise<number[]> {
  const once = async (input: T) => {
    const start = performance.now();
    await run(input);
    return performance.now() - start;
  };
  for (let w = 0; w < warmups; w++) await once(inputs[0]!);
  const times = inputs.map((): number[] => []);
  for (let r = 0; r < runs; r++) for (const [i, input] of inputs.entries()) times[i]!.push(await once(input));
  return times.map(median);
}

export const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * Bytes allocated on the JavaScript heap while `fn` runs, and the young-generation collections
 * they cost: each collection's heap before it, less the heap after the one before (V8's GC
 * profiler reports both), plus what is still held at the end.
 */
export function allocation(fn: () => void): { bytes: number; youngGCs: number } {
  const profiler = new GCProfiler();
  profiler.start();
  let last = getHeapStatistics().used_heap_size;
  fn();
  const end = getHeapStatistics().used_heap_size;
  let bytes = 0;
  let youngGCs = 0;
  for (const gc of profiler.stop().statistics) {
    bytes += gc.beforeGC.heapStatistics.usedHeapSize - last;
    last = gc.afterGC.heapStatistics.usedHeapSize;
    if (gc.gcType === "Scavenge" || gc.gcType === "MinorMarkSweep") youngGCs++;
  }
  return { bytes: bytes + end - last, youngGCs };
}
