// The search bot from the command line: `--bots search:N` (iterations: the same seed, the same
// report) and `--budget-ms` (wall-clock time for `search` bots named without a budget).
import { describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";

async function riskc(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
  return { code, stdout, stderr };
}

const EARTH = "variants/transformers-earth.risk";

describe("riskc simulate with the search bot", () => {
  it("search:N is deterministic: the same seed prints the same report", async () => {
    const args = ["simulate", EARTH, "--games", "4", "--players", "2", "--seed", "3", "--bots", "search:4,greedy", "--json"];
    const a = await riskc(...args);
    const b = await riskc(...args);
    expect(a.code).toBe(0);
    expect(b.stdout).toBe(a.stdout);
    expect(JSON.parse(a.stdout).players.map((p: { bot: string }) => p.bot)).toEqual(["search:4", "greedy"]);
  });

  it("--budget-ms gives `search` bots wall-clock time (search:Nms); bots with a budget keep theirs", async () => {
    const r = await riskc("simulate", EARTH, "--games", "2", "--players", "3", "--bots", "search,search:2,greedy", "--budget-ms", "2", "--json");
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).players.map((p: { bot: string }) => p.bot)).toEqual(["search:2ms", "search:2", "greedy"]);
  });

  it("refuses a bad budget with a usage error", async () => {
    expect((await riskc("simulate", EARTH, "--bots", "search:zero")).code).toBe(2);
    const r = await riskc("simulate", EARTH, "--bots", "search", "--budget-ms", "soon");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--budget-ms takes a whole number");
  });
});
