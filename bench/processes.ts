// Bench figures of whole processes, run from the built package (dist/, which `npm run bench`
// builds first): the CPU a command costs to start, against `node -e 0`, and how much faster two
// worker threads play 1,000 games than one. Every figure has its baseline from the same run, and
// commands take turns so that a noisy machine slows each of them alike.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { median } from "./measure.js";

import type { Row } from "./measure.js";

const CLI = "dist/cli.js";

/**
 * CPU milliseconds (user + system, every thread) of the children this process has waited for:
 * Linux's /proc/self/stat cutime + cstime, counted in ticks of 1/100 s (USER_HZ). Undefined
 * where there is no /proc.
 */
function childrenCpuMs(): number | undefined {
  if (!existsSync("/proc/self/stat")) return undefined;
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[13]) + Number(fields[14])) * 10; // fields 16 and 17 of proc(5)
}

function runOrThrow(args: string[]): void {
  const r = spawnSync(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (r.status !== 0 && !(args.includes("check") && r.status === 1)) throw new Error(`node ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
}

/** CPU ms of one run of `node ...args`, measured over a batch of runs (ticks are 10 ms). */
function cpuPerRun(args: string[], batch: number): number {
  const before = childrenCpuMs()!;
  for (let i = 0; i < batch; i++) runOrThrow(args);
  return (childrenCpuMs()! - before) / batch;
}

/** `riskc --help` and `riskc check variants/classic.risk` against `node -e 0`: median CPU per run. */
export function startupRows(samples = 9, batch = 8): Row[] {
  if (childrenCpuMs() === undefined) return [["start-up CPU of riskc (needs Linux's /proc)", "n/a", "n/a"]];
  const commands: Record<string, string[]> = {
    node: ["-e", "0"],
    help: [CLI, "--help"],
    check: [CLI, "check", "variants/classic.risk"],
  };
  const cpu: Record<string, number[]> = { node: [], help: [], check: [] };
  for (const args of Object.values(commands)) runOrThrow(args); // warm the file cache
  for (let s = 0; s < samples; s++) for (const [name, args] of Object.entries(commands)) cpu[name]!.push(cpuPerRun(args, batch));
  const node = median(cpu["node"]!);
  const row = (name: string, label: string): Row => {
    const ms = median(cpu[name]!);
    return [label, `${ms.toFixed(0)} ms CPU`, `node -e 0: ${node.toFixed(0)} ms CPU (${(ms / node).toFixed(2)}×; target ≤ 3×)`];
  };
  return [
    row("help", `start-up: riskc --help (median of ${samples} × ${batch} runs)`),
    row("check", `start-up: riskc check variants/classic.risk (median of ${samples} × ${batch})`),
  ];
}

/**
 * Wall-clock seconds of `riskc simulate` over 1,000 classic games with 1 and with 2 worker threads,
 * run in pairs (one, then two): the speed-up is the median of the pairs' ratios, so a machine
 * whose load drifts during the bench slows both runs of a pair alike.
 */
/** `target`: the issue's target for this many games, printed beside the figure. */
export function workerSpeedupRows(pairs = 5, games = 1000, target?: string): Row[] {
  const seconds = (workers: number) => {
    const start = performance.now();
    runOrThrow([CLI, "simulate", "variants/classic.risk", "--games", String(games), "--workers", String(workers)]);
    return (performance.now() - start) / 1000;
  };
  const one: number[] = [];
  const two: number[] = [];
  for (let r = 0; r < pairs; r++) {
    one.push(seconds(1));
    two.push(seconds(2));
  }
  const speedup = median(one.map((t, i) => t / two[i]!));
  return [
    [
      `simulate ${games.toLocaleString("en-US")} classic games, --workers 2 (median of ${pairs} pairs)`,
      `${median(two).toFixed(2)} s`,
      `--workers 1: ${median(one).toFixed(2)} s (speed-up ${speedup.toFixed(2)}×${target ? `; target ${target}` : ""})`,
    ],
  ];
}

/** The machine's cores and load when the bench starts: other processes compete for the same cores. */
export function machineLine(): string {
  const load = existsSync("/proc/loadavg") ? readFileSync("/proc/loadavg", "utf8").split(" ")[0] : "n/a";
  return `${availableParallelism()} cores, load average ${load} at the start`;
}

export function assertBuilt(): void {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build:lib\` (npm run bench does)`);
}
