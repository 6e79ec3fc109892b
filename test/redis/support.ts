// What the queue's integration tests share: riskc in this process, `riskc worker` processes with
// their log, a wait for a condition, and a Redis server of a test's own (to restart it).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "vitest";
import { run } from "../../cli/riskc.js";

export const REDIS = process.env["REDIS_URL"] ?? "redis://127.0.0.1:6379";

export async function riskc(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
  return { code, stdout, stderr };
}

export async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export interface Started {
  child: ChildProcess;
  /** Its stderr, line by line. */
  log: string[];
  exited: Promise<number | null>;
}

const started: Started[] = [];

function start(command: string, args: string[]): Started {
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
  const log: string[] = [];
  let partial = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop()!;
    log.push(...lines);
  });
  // "close", not "exit": by then the log has been read to its end.
  const s = { child, log, exited: new Promise<number | null>((resolve) => child.once("close", (code) => resolve(code))) };
  started.push(s);
  return s;
}

/** A `riskc worker` process on `queue`, with a short lock so that a job of a dead worker comes back soon. */
export function startWorker(queue: string, redis = REDIS, ...more: string[]): Started {
  return start(process.execPath, ["bin/riskc.js", "worker", "--redis", redis, "--queue", queue, "--lock-duration", "2000", ...more]);
}

export const workerReady = (w: Started) => w.log.some((l) => l.startsWith("riskc worker: playing"));

/** End every process a test started (afterAll). */
export async function stopAll(): Promise<void> {
  for (const s of started) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill("SIGTERM");
  await Promise.all(started.map((s) => s.exited));
}

/** A port on this machine that nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A redis-server of the test's own on `port`, keeping nothing on disk (a restart loses every job). */
export async function startRedis(port: number): Promise<Started> {
  const dir = mkdtempSync(join(tmpdir(), "riskc-redis-"));
  const server = start("redis-server", ["--bind", "127.0.0.1", "--port", String(port), "--save", "", "--appendonly", "no", "--dir", dir]);
  await until(() => pong(`redis://127.0.0.1:${port}`), `redis-server on port ${port}`, 20_000);
  return server;
}

/** Whether a Redis server answers at `url`. */
export async function pong(url: string): Promise<boolean> {
  const { Redis } = await import("ioredis");
  const client = new Redis(url, { maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/** The local run's stdout of a command the queue tests play through Redis (after checking that the test's Redis answers). */
export async function localRun(argv: string[]): Promise<string> {
  if (!(await pong(REDIS))) throw new Error(`no Redis server at ${REDIS} (set REDIS_URL, or start redis-server)`);
  const r = await riskc(...argv);
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}

/** A server of the test's own, a worker on `queue` and `sweep` (argv) on it, once the worker has finished a first job. */
export async function sweepUnderWay(
  queue: string,
  sweep: string[],
  workerArgs: string[] = [],
): Promise<{ port: number; url: string; server: Started; worker: Started; sweep: ReturnType<typeof riskc> }> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const server = await startRedis(port);
  const worker = startWorker(queue, url, ...workerArgs);
  await until(() => workerReady(worker), "the worker to start");
  const running = riskc(...sweep, "--redis", url, "--queue", queue, "--job-games", "20");
  await until(() => worker.log.some((l) => l.endsWith(": done")), "the first job to be done");
  return { port, url, server, worker, sweep: running };
}
