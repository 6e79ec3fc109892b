// compare: paired differences and the verdict on hand-built pairs with known answers, the
// sequential sign test's counts, and the command on real variants (a variant against itself on
// the same seeds finds no difference; against a very different one, the sequential test stops early).
import { describe, expect, it } from "vitest";
import { run } from "../../cli/riskc.js";
import { compareReport, sequentialTest, signCounts, verdictLine } from "../../sim/compare.js";
import type { GameMetrics } from "../../sim/game-metrics.js";
import { addPair, emptyPairSummary } from "../../sim/pairs.js";
import type { GameRecord } from "../../sim/play-game.js";
import type { RunHeader } from "../../sim/summary.js";

const quiet: GameMetrics = { leadChanges: 0, eliminations: 0 };
const game = (winners: number[], rounds: number): GameRecord => ({
  seed: 0,
  winners,
  reason: winners.length ? "domination" : "stalled",
  rounds,
  metrics: winners.length ? { ...quiet, leadTaken: 500, decisiveness: 1, comeback: false } : quiet,
});
const run2: RunHeader = { variant: "V", seed: 1, games: 4, maxRounds: 500, bots: ["greedy", "greedy"], scored: false };

async function riskc(...argv: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await run(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), interactive: false });
  return { code, stdout, stderr };
}

describe("paired differences from hand-built pairs", () => {
  const s = emptyPairSummary(run2, run2);
  // (A's game, B's game) for four seeds.
  addPair(s, 0, game([0], 10), game([0], 12));
  addPair(s, 1, game([0], 10), game([1], 9));
  addPair(s, 2, game([1], 20), game([1], 20));
  addPair(s, 3, game([], 500), game([0], 30));
  const r = compareReport(s, { labelA: "A", labelB: "B", metric: "firstPlayer" });
  const diff = (metric: string) => r.differences.find((d) => d.metric === metric)!;

  it("first-player edge: the mean of B − A of each pair's term, over P", () => {
    // Terms (P·[seat 1 won] − winners): A 1, 1, −1, 0 → +0.125; B 1, −1, −1, 1 → 0; B − A −0.125.
    expect([diff("firstPlayer").a, diff("firstPlayer").b, diff("firstPlayer").diff]).toEqual([0.125, 0, -0.125]);
    expect(diff("firstPlayer").method).toBe("bootstrap paired");
  });

  it("win rates and stalls by Newcombe's paired interval; game length paired", () => {
    // Seat 1 wins 2 of 4 in both: no difference. Seat 2: 1 of 4 in A, 2 of 4 in B. Stalls: 1 vs 0.
    expect([diff("seat1").a, diff("seat1").b, diff("seat1").diff]).toEqual([0.5, 0.5, 0]);
    expect(diff("seat2").diff).toBe(0.25);
    expect(diff("stalled").diff).toBe(-0.25);
    // Rounds: A 10, 10, 20, 500 (mean 135, median 15); B 12, 9, 20, 30 (mean 17.75, median 16).
    expect([diff("rounds.mean").a, diff("rounds.mean").b, diff("rounds.mean").diff]).toEqual([135, 17.75, -117.25]);
    expect(diff("rounds.median").diff).toBe(1);
    for (const d of r.differences) expect(d.ci95[0] <= d.diff && d.diff <= d.ci95[1], d.metric).toBe(true);
  });

  it("the sign test counts the pairs whose outcomes differ, and those where B's is greater", () => {
    // First-player terms B − A: 0, −2, 0, +1.
    expect(signCounts(s, "firstPlayer")).toEqual({ discordant: 2, bGreater: 1 });
    // Rounds: B longer in pairs 0; shorter in 1 and 3.
    expect(signCounts(s, "rounds.median")).toEqual({ discordant: 3, bGreater: 1 });
    expect(signCounts(s, "seat2")).toEqual({ discordant: 1, bGreater: 1 });
    expect(sequentialTest(s, "firstPlayer").significant).toBe(false);
  });

  it("the verdict line", () => {
    const edge = { metric: "firstPlayer", label: "first-player edge", unit: "rate" as const, method: "bootstrap paired" as const };
    expect(verdictLine({ ...edge, a: 0.061, b: 0.012, diff: -0.049, ci95: [-0.06, -0.038], significant: true }, "B")).toBe(
      "B reduces seat 1's edge from +6.1% to +1.2% (diff −4.9%, 95% CI −6.0%..−3.8%)",
    );
    expect(verdictLine({ ...edge, a: 0.01, b: 0.012, diff: 0.002, ci95: [-0.01, 0.014], significant: false }, "B")).toBe(
      "no significant difference in seat 1's edge: +1.0% (A) vs +1.2% (B) (diff +0.2%, 95% CI −1.0%..+1.4%)",
    );
    expect(
      verdictLine(
        {
          metric: "rounds.median",
          label: "rounds, median",
          unit: "number",
          method: "bootstrap paired",
          a: 16,
          b: 13,
          diff: -3,
          ci95: [-4, -2],
          significant: true,
        },
        "B",
      ),
    ).toBe("B lowers rounds, median from 16 to 13 (diff −3, 95% CI −4..−2)");
  });
});

describe("riskc compare", () => {
  it("a variant against itself on the same seeds: every difference is 0 and none is significant", async () => {
    const r = await riskc("compare", "variants/classic.risk", "--games", "60", "--players", "3", "--workers", "1", "--json");
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.paired).toBe(true);
    for (const d of report.differences) {
      expect(d.diff, d.metric).toBe(0);
      expect(d.significant, d.metric).toBe(false);
    }
    expect(report.verdict).toMatch(/^no significant difference in seat 1's edge/);
  });

  it("--until-significant stops at the first batch when the difference is large; the text report ends with the verdict", async () => {
    // Earth's Autobots (seat 3 of 3) win almost every game: seat 1's edge falls from about 0 to about −30%.
    const args = [
      "compare",
      "variants/classic.risk",
      "variants/transformers-earth.risk",
      "--players",
      "3",
      "--games",
      "400",
      "--batch",
      "40",
      "--until-significant",
      "--workers",
      "1",
    ];
    const r = await riskc(...args, "--json");
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout);
    expect(report.sequential.significant).toBe(true);
    expect(report.sequential.games).toBe(40);
    expect(report.games).toBe(40);
    expect(report.verdict).toMatch(
      /^B (turns|increases) seat 1's edge from .* to −\d+\.\d% \(diff −\d+\.\d%, 95% CI −\d+\.\d%\.\.−\d+\.\d%\); the sequential test stopped after 40 pairs/,
    );
    const text = await riskc(...args);
    expect(text.stdout.trim().split("\n").at(-1)).toBe(report.verdict);
  });

  it("refuses an unknown metric and players neither variant allows", async () => {
    expect((await riskc("compare", "variants/classic.risk", "--metric", "fun")).stderr).toMatch(/^error: --metric takes one of firstPlayer, stalled/);
    expect((await riskc("compare", "variants/classic.risk", "variants/transformers-cybertron.risk", "--players", "6")).stderr).toMatch(
      /--players takes a whole number from 3 to 4/,
    );
  });
});
