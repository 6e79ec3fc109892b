// The BullMQ + Redis backend: two `riskc worker` processes play a sweep's jobs, and the merged
// result is byte for byte the local run's; when one worker is killed in the middle of a job, its
// job is played again by the other and no game is lost (or counted twice).
import { spawn, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";

const REDIS = process.env["REDIS_URL"] ?? "redis://127.0.0.1:6379";
const SWEEP = ["sweep", "variants/classic.risk", "--set", "placeBatch=1..2", "--games", "240", "--players", "4", "--json"];

interface Started {
  child: ChildProcess;
  log: string[];
  exited: Promise<void>;
}

const workers: Started[] = [];

function startWorker(queue: string): Started {
  const child = spawn(process.execPath, ["bin/riskc.js", "worker", "--redis", REDIS, "--queue", queue, "--lock-duration", "2000"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const log: string[] = [];
  let partial = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop()!;
    log.push(...lines);
  });
  const started = { child, log, exited: new Promise<void>((resolve) => child.once("exit", () => resolve())) };
  workers.push(started);
  return started;
}

async function until(condition: () => boolean, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function riskc(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
  return { code, stdout, stderr };
}

let local: string;

beforeAll(async () => {
  const { Redis } = await import("ioredis");
  const client = new Redis(REDIS, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await client.connect();
    expect(await client.ping()).toBe("PONG");
  } catch (error) {
    throw new Error(`no Redis server at ${REDIS} (set REDIS_URL, or start redis-server): ${String(error)}`);
  } finally {
    client.disconnect();
  }
  const r = await riskc(...SWEEP);
  expect(r.code, r.stderr).toBe(0);
  local = r.stdout;
});

afterAll(async () => {
  for (const w of workers) if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill("SIGTERM");
  await Promise.all(workers.map((w) => w.exited));
});

const jobLine = /^job (\S+): Classic, games (\d+)\.\.(\d+)$/;

describe("riskc sweep --redis with riskc worker processes", () => {
  it("two workers: the merged result equals the local run byte for byte", async () => {
    const queue = `riskc-test-${process.pid}-${Date.now()}-a`;
    const [one, two] = [startWorker(queue), startWorker(queue)];
    await until(() => [one, two].every((w) => w.log.some((l) => l.startsWith("riskc worker: playing"))), "the workers to start");
    const r = await riskc(...SWEEP, "--redis", REDIS, "--queue", queue, "--job-games", "40");
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(local);
    // 2 points × 240 games in jobs of 40: 12 jobs, shared by both workers.
    const played = [one, two].map((w) => w.log.filter((l) => l.endsWith(": done")).length);
    expect(played[0]! + played[1]!).toBe(12);
    expect(played.every((n) => n > 0)).toBe(true);
  });

  it("a worker killed in the middle of a job loses no game: its job is played again by the other", async () => {
    const queue = `riskc-test-${process.pid}-${Date.now()}-b`;
    const [victim, survivor] = [startWorker(queue), startWorker(queue)];
    await until(() => [victim, survivor].every((w) => w.log.some((l) => l.startsWith("riskc worker: playing"))), "the workers to start");
    const sweep = riskc(...SWEEP, "--redis", REDIS, "--queue", queue, "--job-games", "40");
    // Kill the victim as soon as it has taken a job, before it can finish it.
    await until(() => victim.log.some((l) => jobLine.test(l)), "the victim to take a job");
    victim.child.kill("SIGKILL");
    await victim.exited;
    const taken = jobLine.exec(victim.log.find((l) => jobLine.test(l))!)!;
    const lostJob = taken[1]!;
    expect(victim.log).not.toContain(`job ${lostJob}: done`);
    const r = await sweep;
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(local);
    // The job the victim held was played again, by the survivor.
    expect(survivor.log).toContain(`job ${lostJob}: done`);
  });
});
