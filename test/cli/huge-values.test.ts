// Issue 30: no value the checker accepts stalls a game. Classic with ten million armies on each
// dealt territory (and with a billion, RISK1007's largest number) plays ten games to their end
// with greedy and random bots — before huge battles were drawn in batches and the greedy bot's
// odds approximated past a thousand armies, its first greedy decision was still running after
// 40 s. A stall here is the test's timeout.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";

async function riskc(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
  return { code, stdout, stderr };
}

const dir = mkdtempSync(join(tmpdir(), "riskc-huge-"));
const classic = readFileSync("variants/classic.risk", "utf8");

function classicWith(armies: string): string {
  const text = classic.replace(/deal territories randomly armies 1\b/, `deal territories randomly armies ${armies}`);
  expect(text).not.toBe(classic);
  const file = join(dir, `classic-${armies}.risk`);
  writeFileSync(file, text);
  return file;
}

describe("simulate with huge starting armies (C2, C5)", () => {
  for (const armies of ["10000000", "1000000000"])
    for (const bots of ["greedy", "random"])
      it(`classic with \`deal territories randomly armies ${armies}\`: 10 ${bots} games end, none stalled`, async () => {
        const r = await riskc("simulate", classicWith(armies), "--games", "10", "--workers", "1", "--bots", bots, "--json");
        expect(r.stderr).toBe("");
        expect(r.code).toBe(0);
        const report = JSON.parse(r.stdout) as { games: number; stalled: number; endings: Record<string, number> };
        expect(report.games).toBe(10);
        expect(report.stalled).toBe(0);
        expect(report.endings).toEqual({ domination: 10 });
      });

  it("the checker accepts a billion and refuses one more (RISK1007)", async () => {
    expect((await riskc("check", classicWith("1000000000"))).code).toBe(0);
    const refused = await riskc("check", classicWith("1000000001"));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("RISK1007");
  });
});
