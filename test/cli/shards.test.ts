// Shards: `simulate --shard i/n --out part.json` plays a fixed slice of the seeds, and `riskc merge`
// of the parts prints byte for byte the report of the run on one machine, for 1, 4 and 16 shards;
// the index can come from Kubernetes, AWS Batch or Slurm. Parts of another run are refused.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";
import { shardFromEnvironment, shardRange } from "../../cli/shards.js";

const dir = mkdtempSync(join(tmpdir(), "riskc-shards-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function riskc(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
  return { code, stdout, stderr };
}

// Cybertron at 4 players: teams and sides, whose results the merge must add up too. 32 games give
// every one of 16 shards two games, and each part a different mix of endings.
const RUN = ["variants/transformers-cybertron.risk", "--games", "32", "--seed", "5", "--players", "4", "--workers", "1"];

async function shards(n: number): Promise<string[]> {
  const files: string[] = [];
  for (let i = 1; i <= n; i++) {
    const file = join(dir, `part-${n}-${i}.json`);
    const r = await riskc("simulate", ...RUN, "--shard", `${i}/${n}`, "--out", file);
    expect(r.code, r.stderr).toBe(0);
    files.push(file);
  }
  return files;
}

describe("shards and merge", () => {
  let single: { text: string; json: string };
  beforeAll(async () => {
    const text = await riskc("simulate", ...RUN);
    const json = await riskc("simulate", ...RUN, "--json");
    expect(json.code).toBe(0);
    single = { text: text.stdout, json: json.stdout };
  });

  for (const n of [1, 4, 16])
    it(`merge of ${n} shard(s), in any order, prints the single run's report byte for byte (text and JSON)`, async () => {
      const files = await shards(n);
      const merged = await riskc("merge", ...[...files].reverse(), "--json");
      expect(merged.stderr).toBe("");
      expect(merged.stdout, `${n} shards`).toBe(single.json);
      expect((await riskc("merge", ...files)).stdout, `${n} shards, text`).toBe(single.text);
    });

  it("with --heat, the merge of 4 shards is the single run's report with its heat maps, byte for byte", async () => {
    const files: string[] = [];
    for (let i = 1; i <= 4; i++) {
      const file = join(dir, `heat-${i}.json`);
      expect((await riskc("simulate", ...RUN, "--heat", "--shard", `${i}/4`, "--out", file)).code).toBe(0);
      files.push(file);
    }
    const json = await riskc("simulate", ...RUN, "--heat", "--json");
    const report = JSON.parse(json.stdout);
    // Every territory of the map, those off the board at the start (Y7) too.
    expect(report.heat.territories).toHaveLength(44);
    // The heat maps only add a field: the rest is the report without them.
    const { heat: _heat, ...rest } = report;
    expect(JSON.stringify(rest, null, 2) + "\n").toBe(single.json);
    expect((await riskc("merge", ...[...files].reverse(), "--json")).stdout).toBe(json.stdout);
    const text = await riskc("simulate", ...RUN, "--heat");
    expect(text.stdout).toContain("territories (--heat)");
    expect((await riskc("merge", ...files)).stdout).toBe(text.stdout);
    // With and without heat maps, parts are of different runs.
    const plain = join(dir, "plain.json");
    await riskc("simulate", ...RUN, "--shard", "1/4", "--out", plain);
    expect((await riskc("merge", plain, ...files.slice(1))).stderr).toMatch(/^error: the parts are of different runs/);
  });

  it("a shard's slice: every game in exactly one of n slices", () => {
    const slices = Array.from({ length: 7 }, (_, index) => shardRange(100, { index, count: 7, source: "" }));
    expect(slices[0]).toEqual([0, 14]);
    expect(slices.at(-1)).toEqual([85, 100]);
    for (let i = 1; i < 7; i++) expect(slices[i]![0]).toBe(slices[i - 1]![1]);
  });

  it("the index from the batch systems' own variables", () => {
    expect(shardFromEnvironment("16", { JOB_COMPLETION_INDEX: "3" })).toEqual({ index: 3, count: 16, source: "JOB_COMPLETION_INDEX" });
    expect(shardFromEnvironment("16", { AWS_BATCH_JOB_ARRAY_INDEX: "15" })).toMatchObject({ index: 15 });
    // Slurm counts from the array's first index: --array=1-16 gives 1..16.
    expect(shardFromEnvironment("16", { SLURM_ARRAY_TASK_ID: "16", SLURM_ARRAY_TASK_MIN: "1" })).toMatchObject({
      index: 15,
      source: "SLURM_ARRAY_TASK_ID",
    });
    expect(shardFromEnvironment("16", { SLURM_ARRAY_TASK_ID: "0", SLURM_ARRAY_TASK_MIN: "0" })).toMatchObject({ index: 0 });
    expect(() => shardFromEnvironment("4", { JOB_COMPLETION_INDEX: "4" })).toThrow(/JOB_COMPLETION_INDEX=4 is not a shard index from 0 to 3/);
    expect(() => shardFromEnvironment("4", {})).toThrow(/--shards needs the shard's index/);
  });

  it("--shards n reads JOB_COMPLETION_INDEX: the same part as --shard i/n", async () => {
    const file = join(dir, "k8s.json");
    process.env["JOB_COMPLETION_INDEX"] = "2";
    try {
      expect((await riskc("simulate", ...RUN, "--shards", "4", "--out", file)).code).toBe(0);
    } finally {
      delete process.env["JOB_COMPLETION_INDEX"];
    }
    const [, , third] = await shards(4);
    expect(readFileSync(file, "utf8")).toBe(readFileSync(third!, "utf8"));
  });

  it("refuses a missing shard, a part counted twice, another run's part, and a damaged file", async () => {
    const files = await shards(4);
    const missing = await riskc("merge", files[0]!, files[1]!, files[3]!);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      "error: the parts hold 24 of the run's 32 games: games 16..23 are missing (a shard not run, or its file not given)\n",
    );
    expect((await riskc("merge", ...files, files[0]!)).stderr).toMatch(/^error: games 0\.\.7 are counted twice/);
    const other = join(dir, "other.json");
    await riskc("simulate", ...RUN, "--set", "days=4", "--shard", "1/4", "--out", other);
    const foreign = await riskc("merge", other, ...files.slice(1));
    expect(foreign.stderr).toMatch(/^error: the parts are of different runs/);
    const damaged = join(dir, "damaged.json");
    writeFileSync(damaged, readFileSync(files[0]!, "utf8").replace('"games":8', '"games":-1'));
    expect((await riskc("merge", damaged, ...files.slice(1))).stderr).toBe(
      `error: ${damaged} is a damaged summary (a field is missing or out of range)\n`,
    );
    expect((await riskc("merge", join(dir, "nothing.json"))).stderr).toMatch(/no such file/);
    expect((await riskc("simulate", ...RUN, "--shard", "5/4")).stderr).toMatch(/--shard takes i\/n/);
    expect((await riskc("simulate", ...RUN, "--shard", "1/4", "--json")).code).toBe(2);
  });
});
