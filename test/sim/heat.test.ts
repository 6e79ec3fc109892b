// Heat maps (`simulate --heat`) on hand-built games whose answers are worked out by hand below,
// the counts merging like the rest of a summary, and the tracker against a game followed
// action by action.
import { describe, expect, it } from "vitest";
import { findBot } from "../../bots/index.js";
import { reportOf } from "../../sim/balance-report.js";
import { HEAT_ROUNDS, type GameHeat, type HeatHeader } from "../../sim/heat.js";
import { playGame, type GameRecord } from "../../sim/play-game.js";
import { addGame, emptySummary, mergeSummaries, parseSummary, summaryJson, SummaryError, type RunHeader } from "../../sim/summary.js";
import { formatHeat, simulateHtml } from "../../sim/report/index.js";
import { classicGame } from "../support/variants.js";

// Four territories: A and B in group X, C and D in group Y; winners counted at rounds 1 and 3.
const map = {
  territories: [
    { name: "A", group: 0 },
    { name: "B", group: 0 },
    { name: "C", group: 1 },
    { name: "D", group: 1 },
  ],
  groups: [{ name: "X" }, { name: "Y" }],
  borders: [
    [0, 1],
    [1, 2],
    [2, 3],
  ] as [number, number][],
  links: [],
};
const header: HeatHeader = { map, rounds: [1, 3] };
const run: RunHeader = { variant: "Four", seed: 1, games: 3, maxRounds: 50, bots: ["greedy", "greedy"], scored: false, heat: header };

const record = (winners: number[], rounds: number, heat: GameHeat): GameRecord => ({
  seed: 0,
  winners,
  reason: winners.length ? "domination" : "stalled",
  rounds,
  metrics: { leadChanges: 0, eliminations: 0 },
  heat,
});

const games = [
  // Seat 1 (0) wins in round 4: it started with A and B (all of X); seat 2 with C and D (all of Y).
  record([0], 4, {
    taken: [2, 0, 1, 0],
    start: [0, 0, 1, 1],
    owners: [
      [0, 0, 1, 1],
      [0, 0, 0, 1],
    ],
  }),
  // Stalled after round 1: nobody won; D had no owner at the start.
  record([], 1, { taken: [0, 3, 0, 0], start: [1, 0, 1, -1], owners: [[1, 1, 1, 1]] }),
  // Seat 2 (1) wins in round 2, before the end of round 3.
  record([1], 2, { taken: [1, 1, 1, 1], start: [0, 1, 1, 0], owners: [[0, 1, 1, 0]] }),
];

function summaryOf(indexes: number[]) {
  const summary = emptySummary(run);
  for (const i of indexes) addGame(summary, i, games[i]!);
  return summary;
}

describe("heat maps from hand-built games", () => {
  const heat = reportOf(summaryOf([0, 1, 2])).heat!;

  it("captures a game: the times taken over the three games, divided by 3", () => {
    // A 2+0+1, B 0+3+1, C 1+0+1, D 0+0+1.
    expect(heat.territories.map((t) => [t.territory, t.group, t.taken])).toEqual([
      ["A", "X", 1],
      ["B", "X", 1.333333],
      ["C", "Y", 0.666667],
      ["D", "Y", 0.333333],
    ]);
  });

  it("the start seat's win rate: of the games in which someone held it at the start", () => {
    // A: seat 0 (won), seat 1 (stalled), seat 0 (seat 1 won) → 1 of 3. B: 0 won, -, 1 won → 2 of 3.
    // C: 1 lost, -, 1 won → 1 of 3. D: 1 lost, nobody's, 0 lost → 0 of 2.
    expect(heat.territories.map((t) => [t.start.rate, t.start.games])).toEqual([
      [0.333333, 3],
      [0.666667, 3],
      [0.333333, 3],
      [0, 2],
    ]);
    for (const t of heat.territories) {
      expect(t.start.ci95[0]).toBeLessThanOrEqual(t.start.rate);
      expect(t.start.ci95[1]).toBeGreaterThanOrEqual(t.start.rate);
    }
  });

  it("how often the winner held it at round k: of the games with a winner that completed round k", () => {
    // Round 1: games 1 and 3 (game 2 stalled): the winner held A and B, then B and C.
    // Round 3: game 1 only: A, B and C.
    expect(heat.rounds).toEqual([1, 3]);
    expect(heat.reached).toEqual([2, 1]);
    expect(heat.territories.map((t) => t.winnerHeld)).toEqual([
      [0.5, 1],
      [1, 1],
      [0.5, 1],
      [0, 0],
    ]);
  });

  it("the win rate of the seat that started with most of a group (ties: no such seat)", () => {
    // X: game 1 seat 0 holds both (won); game 2 one each (tie); game 3 one each (tie) → 1 of 1.
    // Y: game 1 seat 1 holds both (lost); game 2 seat 1 holds C, D nobody's (stalled); game 3 tie → 0 of 2.
    expect(heat.groups.map((g) => [g.group, g.rate, g.games])).toEqual([
      ["X", 1, 1],
      ["Y", 0, 2],
    ]);
  });

  it("as a terminal table: sorted by the latest round half the decided games reached, here round 3", () => {
    const lines = formatHeat(heat);
    expect(lines[0]).toBe("territories (--heat), sorted by r3:");
    expect(lines[3]).toBe("  games with a winner that got there (r1 2, r3 1)");
    const rows = lines.slice(5, 9).map((l) => l.split(/\s+/));
    expect(rows.map((r) => [r[0], r[1], r[2], r.slice(-2)])).toEqual([
      ["A", "X", "1.00", ["50.0%", "100.0%"]],
      ["B", "X", "1.33", ["100.0%", "100.0%"]],
      ["C", "Y", "0.67", ["50.0%", "100.0%"]],
      ["D", "Y", "0.33", ["0.0%", "0.0%"]],
    ]);
    expect(lines.at(-2)).toMatch(/^ {2}X +100\.0% \(.*\) of 1 games$/);
  });

  it("as an HTML section: every territory with its shaded shares, names escaped", () => {
    const renamed = { ...map, territories: map.territories.map((t, i) => (i === 0 ? { ...t, name: 'A <&> "x"' } : t)) };
    const named = emptySummary({ ...run, variant: "Four", heat: { ...header, map: renamed } });
    games.forEach((g, i) => addGame(named, i, g));
    const html = simulateHtml(reportOf(named));
    expect(html).toContain("<h2>Territories</h2>");
    expect(html).toContain("<td>A &lt;&amp;&gt; &quot;x&quot;</td>");
    expect(html).not.toContain('A <&> "x"');
    expect(html).toContain('<td style="background:rgba(215,48,39,1.00)">100.0%</td>');
    // Drawn on the map: coloured by how often the winner held each territory at round 3 (A, B, C: 100%, D: 0%).
    expect(html).toContain('<div class="heat-maps" data-testid="heat-map">');
    expect(html).toMatch(/data-territory="B" d="[^"]*" fill="#b2182b"/);
    expect(html).toMatch(/data-territory="D" d="[^"]*" fill="#f7f7f7"/);
    expect(html).toContain("Winner held it at the end of round 3 (of 1 game with a winner)");
    expect(simulateHtml(reportOf(emptySummary({ ...run, heat: undefined })))).not.toContain("Territories");
  });

  it("parts merge into the whole, in any order, and survive the summary file", () => {
    const whole = summaryJson(summaryOf([0, 1, 2]));
    expect(summaryJson(mergeSummaries(summaryOf([2]), summaryOf([0, 1])))).toBe(whole);
    expect(summaryJson(mergeSummaries(summaryOf([0]), mergeSummaries(summaryOf([1]), summaryOf([2]))))).toBe(whole);
    expect(summaryJson(parseSummary(whole, "whole.json"))).toBe(whole);
    const damaged = JSON.parse(whole);
    damaged.heat.taken.pop();
    expect(() => parseSummary(JSON.stringify(damaged), "damaged.json")).toThrow(SummaryError);
    // A part with heat maps and one without are parts of different runs.
    const plain = emptySummary({ ...run, heat: undefined });
    expect(() => mergeSummaries(summaryOf([0]), plain)).toThrow(/different runs/);
  });
});

describe("the heat of a played game", () => {
  it("counts what the game did, action by action: captures, the owners at the start and at the round ends", () => {
    const game = classicGame();
    const bots = [0, 1, 2, 3].map(() => findBot("greedy")!);
    const taken = new Array<number>(42).fill(0);
    let owners = Array.from(classicGame().variant.map.territories, () => -1);
    let start: number[] = [];
    let round = 1;
    const atRoundEnds: number[][] = [];
    const record = playGame(game, bots, 11, {
      maxRounds: 500,
      heatRounds: HEAT_ROUNDS,
      onAction: (state, action) => {
        if (action.type === "attack" && owners[action.to] !== state.owner[action.to]) taken[action.to]!++;
        if (start.length === 0 && state.stage === "play") start = Array.from(state.owner);
        if (state.round !== round) {
          if (HEAT_ROUNDS.includes(round)) atRoundEnds.push(Array.from(state.owner));
          round = state.round;
        }
        owners = Array.from(state.owner);
      },
    });
    expect(record.heat!.taken).toEqual(taken);
    expect(taken.reduce((a, b) => a + b)).toBeGreaterThan(42);
    expect(record.heat!.start).toEqual(start);
    expect(record.heat!.owners).toEqual(atRoundEnds);
    // Without heatRounds, the record has no heat (the fixtures' games stay as they were).
    expect(playGame(game, bots, 11, { maxRounds: 500 }).heat).toBeUndefined();
  });
});
