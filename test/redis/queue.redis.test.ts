// The BullMQ + Redis backend: two `riskc worker` processes play a sweep's jobs, and the merged
// result is byte for byte the local run's; when one worker is killed in the middle of a job, its
// job is played again by the other and no game is lost (or counted twice).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localRun, REDIS, riskc, startWorker, stopAll, until, workerReady } from "./support.js";

const SWEEP = ["sweep", "variants/classic.risk", "--set", "placeBatch=1..2", "--games", "240", "--players", "4", "--json"];

let local: string;

beforeAll(async () => {
  local = await localRun(SWEEP);
});

afterAll(stopAll);

const jobLine = /^job (\S+): Classic, games (\d+)\.\.(\d+)$/;

describe("riskc sweep --redis with riskc worker processes", () => {
  it("two workers: the merged result equals the local run byte for byte", async () => {
    const queue = `riskc-test-${process.pid}-${Date.now()}-a`;
    const [one, two] = [startWorker(queue), startWorker(queue)];
    await until(() => [one, two].every(workerReady), "the workers to start");
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
    await until(() => [victim, survivor].every(workerReady), "the workers to start");
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
