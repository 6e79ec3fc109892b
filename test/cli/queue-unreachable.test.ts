// A Redis server that cannot be reached (nothing listens on the port, or the host does not
// resolve): `riskc sweep --redis` and `riskc worker` try again for --redis-timeout seconds, then
// say why in one line and exit with code 2 — no stack trace, no retry forever.
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";

async function riskc(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
  return { code, stdout, stderr };
}

/** A port on this machine that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const SWEEP = ["sweep", "variants/two-player.risk", "--set", "placeBatch=1", "--games", "20", "--redis-timeout", "1"];

describe("a Redis server out of reach", () => {
  it("sweep: nothing listens on the port → one line, exit code 2", async () => {
    const url = `redis://127.0.0.1:${await closedPort()}`;
    const r = await riskc(...SWEEP, "--redis", url);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(
      `error: cannot reach Redis at ${url}: connection refused (is redis-server running, on that port?) (tried for 1s; --redis-timeout)\n`,
    );
  });

  it("sweep: a host that does not resolve → one line naming it, exit code 2", async () => {
    const r = await riskc(...SWEEP, "--redis", "redis://riskc-no-such-host.invalid:6379");
    expect(r.code).toBe(2);
    expect(r.stderr.split("\n")).toHaveLength(2);
    expect(r.stderr).toMatch(
      /^error: cannot reach Redis at redis:\/\/riskc-no-such-host\.invalid:6379: .*riskc-no-such-host\.invalid.*\(tried for 1s; --redis-timeout\)\n$/,
    );
  });

  it("worker: nothing listens on the port → one line, exit code 2", async () => {
    const url = `redis://127.0.0.1:${await closedPort()}`;
    const r = await riskc("worker", "--redis", url, "--redis-timeout", "1");
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `error: cannot reach Redis at ${url}: connection refused (is redis-server running, on that port?) (tried for 1s; --redis-timeout)\n`,
    );
  });

  it("a URL that is not Redis's, and time limits out of range, are usage errors", async () => {
    expect(await riskc(...SWEEP, "--redis", "localhost:6379")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("error: --redis: `localhost:6379` is not a Redis URL"),
    });
    expect(await riskc("worker", "--redis", "redis://127.0.0.1:1", "--redis-timeout", "0")).toMatchObject({
      code: 2,
      stderr: "error: --redis-timeout takes a whole number from 1 to 86400, not `0`\n",
    });
    expect(await riskc(...SWEEP, "--redis", "redis://127.0.0.1:1", "--wait-timeout", "soon")).toMatchObject({
      code: 2,
      stderr: "error: --wait-timeout takes a whole number from 0 to 604800, not `soon`\n",
    });
  });
});
