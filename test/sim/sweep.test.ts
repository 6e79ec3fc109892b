// sweep: the grid and its samples, targets and the ranking on hand-built reports, and the command
// (every point plays the same seeds: a point's report is `simulate --set` of its values).
import { describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";
import type { GameRecord } from "../../sim/play-game.js";
import { reportOf } from "../../sim/balance-report.js";
import { addGame, emptySummary } from "../../sim/summary.js";
import { parseAxis, parseTarget, rankPoints, sweepPoints } from "../../sim/sweep.js";

async function riskc(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
  return { code, stdout, stderr };
}

describe("the grid", () => {
  it("ranges, steps, choices and single values", () => {
    expect(parseAxis("energon=6..14").values).toEqual(["6", "7", "8", "9", "10", "11", "12", "13", "14"]);
    expect(parseAxis("energon=6..14/4").values).toEqual(["6", "10", "14"]);
    expect(parseAxis("path=adjacent|connected")).toEqual({ name: "path", values: ["adjacent", "connected"] });
    expect(parseAxis("x=3").values).toEqual(["3"]);
    expect(() => parseAxis("x=9..3")).toThrow(/the range goes down/);
    expect(() => parseAxis("x=a||b")).toThrow(/empty value/);
    expect(() => parseAxis("=3")).toThrow(/--set takes name=values/);
  });

  it("every point in grid order (the first parameter slowest); --samples draws distinct points, seeded", () => {
    const axes = [parseAxis("a=1..3"), parseAxis("b=x|y")];
    expect(sweepPoints(axes, undefined, 1)).toEqual([
      { a: "1", b: "x" },
      { a: "1", b: "y" },
      { a: "2", b: "x" },
      { a: "2", b: "y" },
      { a: "3", b: "x" },
      { a: "3", b: "y" },
    ]);
    const drawn = sweepPoints([parseAxis("a=1..100"), parseAxis("b=1..100")], 20, 7);
    expect(drawn).toHaveLength(20);
    expect(new Set(drawn.map((p) => JSON.stringify(p))).size).toBe(20);
    expect(sweepPoints([parseAxis("a=1..100"), parseAxis("b=1..100")], 20, 7)).toEqual(drawn);
    expect(sweepPoints([parseAxis("a=1..100"), parseAxis("b=1..100")], 20, 8)).not.toEqual(drawn);
    expect(sweepPoints(axes, 50, 1)).toHaveLength(6); // no more than the grid holds
  });
});

describe("targets", () => {
  it("reads clauses joined by and, with .abs, .lo and .hi", () => {
    expect(parseTarget("rounds.median in 10..15 and firstPlayer.abs < 0.02")).toEqual([
      { text: "rounds.median in 10..15", metric: "rounds.median", part: "value", op: "in", bound: 10, upper: 15 },
      { text: "firstPlayer.abs < 0.02", metric: "firstPlayer", part: "abs", op: "<", bound: 0.02 },
    ]);
    expect(parseTarget("stalled.hi <= 0.01")[0]).toMatchObject({ metric: "stalled", part: "hi", op: "<=" });
    expect(() => parseTarget("rounds.median is short")).toThrow(/cannot read `rounds.median is short`/);
  });

  it("ranks the points that meet it first, then by clauses met and how near they come", () => {
    // Three points whose games last 8, 12 and 20 rounds.
    const report = (rounds: number) => {
      const s = emptySummary({ variant: "V", seed: 1, games: 3, maxRounds: 500, bots: ["greedy", "greedy"], scored: false });
      const record: GameRecord = { seed: 0, winners: [1], reason: "domination", rounds, metrics: { leadChanges: 0, eliminations: 0 } };
      for (let i = 0; i < 3; i++) addGame(s, i, record);
      return reportOf(s);
    };
    const ranked = rankPoints([report(8), report(12), report(20)], parseTarget("rounds.median in 10..15"));
    // 12 meets it; 8 misses by 2 and 20 by 5 (of the bound's scale, 15).
    expect(ranked.map((r) => [r.rank, r.meets])).toEqual([
      [2, false],
      [1, true],
      [3, false],
    ]);
    expect(ranked[0]!.distance).toBeCloseTo(2 / 15, 6);
  });
});

describe("riskc sweep", () => {
  it("every point plays the same seeds: its report is simulate --set of its values; a table, JSON and the ranking", async () => {
    const base = ["variants/classic.risk", "--games", "60", "--players", "3", "--workers", "1"];
    const r = await riskc("sweep", ...base, "--set", "placeBatch=1..2", "--target", "rounds.median in 1..10", "--json");
    expect(r.code, r.stderr).toBe(0);
    const sweep = JSON.parse(r.stdout);
    expect(sweep.points.map((p: { params: object }) => p.params)).toEqual([{ placeBatch: "1" }, { placeBatch: "2" }]);
    for (const point of sweep.points) {
      const single = await riskc("simulate", ...base, "--set", `placeBatch=${point.params.placeBatch}`, "--json");
      expect(JSON.stringify(point.report, null, 2) + "\n").toBe(single.stdout);
      expect(point.rank).toBeGreaterThan(0);
    }
    const text = await riskc("sweep", ...base, "--set", "placeBatch=1..2", "--target", "rounds.median in 1..10");
    expect(text.stdout).toMatch(/^Classic: 2 points × 60 games \(the same seeds at every point\)/);
    expect(text.stdout).toMatch(/best for "rounds.median in 1..10": placeBatch=\d/);
  });

  it("refuses an unknown target metric, a value out of range (with the point) and no --set", async () => {
    const unknown = await riskc("sweep", "variants/classic.risk", "--games", "25", "--workers", "1", "--set", "placeBatch=1", "--target", "fun > 1");
    expect(unknown.stderr).toMatch(/^error: --target: there is no metric `fun` \(metrics: firstPlayer, stalled/);
    const out = await riskc("sweep", "variants/classic.risk", "--set", "placeBatch=9..11");
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/^at placeBatch=11:\n/);
    expect((await riskc("sweep", "variants/classic.risk")).stderr).toMatch(/sweep needs at least one --set/);
  });
});
