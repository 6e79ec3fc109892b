// The queue's faults with a real Redis: a server restarted without its data in the middle of a
// sweep (the sweep puts back the jobs that vanished and finishes with the local run's bytes); a
// server lost for good mid-sweep (sweep and worker each stop after --redis-timeout with one line
// and exit code 2); bad
// jobs (wrong fields, data that is not JSON) failed with a message naming the field and never
// played or completed; no worker (progress lines, then --wait-timeout and exit code 2).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localRun, REDIS, riskc, startRedis, startWorker, stopAll, sweepUnderWay, until } from "./support.js";
import { classicIr } from "../support/variants.js";

const SWEEP = ["sweep", "variants/classic.risk", "--set", "placeBatch=1..2", "--games", "160", "--players", "4", "--json"];

let local: string;

beforeAll(async () => {
  local = await localRun(SWEEP);
});

afterAll(stopAll);

const queueName = (what: string) => `riskc-test-${process.pid}-${Date.now()}-${what}`;

describe("a Redis restarted without its data in the middle of a sweep", () => {
  it("the sweep puts back the jobs that vanished and finishes with the local run's bytes", async () => {
    const { port, url, server, worker, sweep } = await sweepUnderWay(queueName("restart"), SWEEP);
    // Once a job is done, the server goes down with every job, and a blank one comes up.
    server.child.kill("SIGKILL");
    await server.exited;
    await startRedis(port);
    const r = await sweep;
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(local);
    const lines = r.stderr.trimEnd().split("\n");
    expect(lines).toContain(`lost Redis at ${url}; trying again for up to 30s (--redis-timeout)`);
    expect(lines.some((l) => /^\d+ jobs? of this sweep vanished from the queue \(Redis restarted without its data\?\): put back$/.test(l))).toBe(
      true,
    );
    // One line for each event, in words: no stack trace on either side.
    for (const line of [...lines, ...worker.log]) expect(line).not.toMatch(/^\s+at |Error:/);
  });
});

describe("a Redis lost for good in the middle of a sweep", () => {
  it("the sweep and the worker each say so in one line and stop with exit code 2 after --redis-timeout", async () => {
    const { url, server, worker, sweep } = await sweepUnderWay(queueName("lost"), [...SWEEP, "--redis-timeout", "2"], ["--redis-timeout", "2"]);
    server.child.kill("SIGKILL");
    await server.exited;
    const r = await sweep;
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    const lines = r.stderr.trimEnd().split("\n");
    expect(lines).toContain(`lost Redis at ${url}; trying again for up to 2s (--redis-timeout)`);
    expect(lines.at(-1)).toMatch(new RegExp(`^error: lost Redis at ${url}: .+, for 2s \\(--redis-timeout\\)$`));
    expect(await worker.exited).toBe(2);
    expect(worker.log.filter((l) => l.length > 0).at(-1)).toMatch(new RegExp(`^error: lost Redis at ${url}: .+, for 2s \\(--redis-timeout\\)$`));
    for (const line of [...lines, ...worker.log]) expect(line).not.toMatch(/^\s+at |Error:/);
  });
});

describe("bad jobs", () => {
  it("are failed with a message naming the field, never played, never completed; data that is not JSON too", async () => {
    const { Queue } = await import("bullmq");
    const { Redis } = await import("ioredis");
    const name = queueName("bad");
    const queue = new Queue(name, { connection: { url: REDIS } });
    const variant = classicIr();
    const good = { variant, bots: ["greedy", "greedy", "greedy"], seed: 1, games: 4, maxRounds: 500, from: 0, to: 4 };
    const bad: [string, Record<string, unknown>, string][] = [
      ["no games", { ...good, games: 0 }, "refused: `games` must be at least 1"],
      ["bots as text", { ...good, bots: "greedy" }, "refused: `bots` must be a list"],
      ["a missing range", { ...good, to: undefined }, "refused: `to` is missing"],
      ["a stray field", { ...good, name: "x" }, "refused: `name` is not a field of a job"],
      ["a range past the games", { ...good, to: 40 }, "refused: `to` (40) is past the run's last game: `games` is 4"],
      ["a bot nobody knows", { ...good, bots: ["greedy", "nobody"] }, "refused: `bots[1]` is `nobody`, not a bot"],
      ["a broken IR", { ...good, variant: { ...variant, players: { min: 1 } } }, "refused: `variant.players"],
    ];
    const ids: Record<string, string> = {};
    for (const [what, data] of bad) ids[what] = (await queue.add(what, data)).id!;
    // Data that is not JSON: written over a job's data before any worker sees it.
    const notJson = (await queue.add("not JSON", good)).id!;
    const raw = new Redis(REDIS);
    await raw.hset(`bull:${name}:${notJson}`, "data", "{games: 4,");

    const worker = startWorker(name);
    const failed = () => queue.getJobCounts("failed").then((c) => c["failed"] === bad.length + 1);
    await until(failed, "every bad job to fail");
    const counts = await queue.getJobCounts("completed", "active", "waiting", "delayed", "failed");
    expect(counts).toEqual({ completed: 0, active: 0, waiting: 0, delayed: 0, failed: bad.length + 1 });
    for (const [what, , words] of bad) {
      const job = (await queue.getJob(ids[what]!))!;
      expect(job.failedReason, what).toContain(words);
      // Failed at once (an unrecoverable error): one attempt, never tried again.
      expect(job.attemptsMade, what).toBe(1);
      expect(worker.log).toContain(`job ${ids[what]}: failed: ${job.failedReason}`);
    }
    const unreadable = await queue.getJobState(notJson);
    expect(unreadable).toBe("failed");
    // BullMQ itself cannot read it back either: its failure is read from Redis.
    const reason = await raw.hget(`bull:${name}:${notJson}`, "failedReason");
    raw.disconnect();
    expect(reason).toMatch(/^refused: its data is not JSON \(/);
    expect(worker.log).toContain(`job ${notJson}: failed: ${reason}`);
    // No game of any of them was played.
    expect(worker.log.filter((l) => / games \d+\.\.\d+$|: done$/.test(l))).toEqual([]);
    await queue.obliterate({ force: true });
    await queue.close();
  });
});

describe("no worker", () => {
  it("the sweep says so while it waits, then gives up after --wait-timeout with exit code 2, leaving no job behind", async () => {
    const name = queueName("alone");
    const r = await riskc(...SWEEP, "--redis", REDIS, "--queue", name, "--wait-timeout", "3");
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    const command = `riskc worker --redis ${REDIS} --queue ${name}`;
    const lines = r.stderr.trimEnd().split("\n");
    expect(lines[0]).toBe(`jobs on queue "${name}" at ${REDIS}: \`${command}\` plays them, on any machine`);
    expect(lines).toContain(`queue "${name}": 0/2 jobs done, 0 in flight, no worker seen: start \`${command}\``);
    expect(lines.at(-1)).toMatch(
      new RegExp(`^error: no worker took a job of queue "${name}" at .* for [3-9]s \\(--wait-timeout\\): start one with \`${command}\`$`),
    );
    const { Queue } = await import("bullmq");
    const queue = new Queue(name, { connection: { url: REDIS } });
    expect(await queue.getJobCounts("waiting", "active", "delayed")).toEqual({ waiting: 0, active: 0, delayed: 0 });
    await queue.obliterate({ force: true });
    await queue.close();
  });
});
