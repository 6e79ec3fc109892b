// The reports' charts say what they show: a title, axes with titles and units, ticks at round
// numbers that cover the data, a legend wherever colours stand for seats or series, and in
// compare every metric on a scale of its own.
import { describe, expect, it } from "vitest";
import { curveChart, forestChart, histogramChart, leadChart, niceTicks, outcomeChart, rateChart } from "../../sim/report/svg-charts.js";
import { percent } from "../../sim/report/index.js";

const texts = (svg: string, className: string) =>
  [...svg.matchAll(new RegExp(`<text [^>]*class="${className}"[^>]*>([^<]*)</text>`, "g"))].map((m) => m[1]);

describe("ticks at round numbers", () => {
  it("steps of 1, 2 or 5 times a power of ten, from at or below the lowest to at or above the highest", () => {
    expect(niceTicks(0, 11, 4, true)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(0, 100, 5)).toEqual([0, 20, 40, 60, 80, 100]);
    // (0.029 + 0.066) / 4 ≈ 0.024: the next round step is 0.05.
    expect(niceTicks(-0.066, 0.029, 4)).toEqual([-0.1, -0.05, 0, 0.05]);
    expect(niceTicks(1, 16, 6, true)).toEqual([0, 5, 10, 15, 20]);
    expect(niceTicks(3, 3)).toEqual([3]);
  });
});

describe("the charts", () => {
  it("win rates: a title, a percentage axis with its title, a swatch of each seat's colour by its name", () => {
    const svg = rateChart(
      [
        { label: "seat 1 greedy", value: 0.3, ci95: [0.2, 0.4] },
        { label: "seat 2 <random>", value: 0.7, ci95: [0.6, 0.8] },
      ],
      "win-rates",
      "Win rate per seat",
    );
    expect(texts(svg, "chart-title")).toEqual(["Win rate per seat"]);
    expect(texts(svg, "tick")).toEqual(["0%", "25%", "50%", "75%", "100%"]);
    expect(texts(svg, "axis-title")).toEqual(["win rate (%): bar, with its 95% interval"]);
    expect(svg.match(/class="swatch"/g)).toHaveLength(2);
    expect(svg).toContain("seat 2 &lt;random&gt;");
  });

  it("game length: bars on a rounds axis ticked at round numbers, a games axis tall enough for the highest bar", () => {
    const svg = histogramChart(
      [
        [5, 1],
        [9, 11],
        [12, 4],
        [27, 2],
      ],
      "lengths",
      "Game length",
      "rounds a game lasted",
    );
    expect(texts(svg, "axis-title")).toEqual(["rounds a game lasted", "games"]);
    const ticks = texts(svg, "tick");
    expect(ticks.slice(0, 4)).toEqual(["0", "5", "10", "15"]);
    expect(ticks.slice(4)).toEqual(["5", "10", "15", "20", "25"]);
    // The highest bar (11 games) stays inside the plot: its top is below the 15 tick's line.
    const bars = [...svg.matchAll(/<rect x="[^"]*" y="([^"]*)"[^>]*class="bar"/g)].map((m) => Number(m[1]));
    expect(Math.min(...bars)).toBeGreaterThan(28);
  });

  it("lead over time: a legend of the competitors in their colours, a share axis and a round axis", () => {
    const svg = leadChart([
      {
        title: "game 1",
        scores: [
          [1, 1],
          [2, 1],
          [3, 0],
        ],
        names: ["seat 1", "seat 2"],
      },
    ]);
    expect(svg).toMatch(/<g class="legend-entry"[^>]*><rect width="11" height="11" fill="#d62728"\/><text[^>]*>seat 1<\/text>/);
    expect(texts(svg, "axis-title")).toEqual(["round", "share of score"]);
    expect(texts(svg, "tick")).toEqual(["0%", "50%", "100%", "1", "2", "3"]);
  });

  it("differences: each metric on a scale of its own, written in its unit, wide enough for its interval", () => {
    const svg = forestChart(
      [
        { label: "seat 1 win rate", diff: -0.017, ci95: [-0.066, 0.029], significant: false, format: (x) => percent(x) },
        { label: "rounds, mean", diff: -0.15, ci95: [-1.24, 0.78], significant: false, format: (x) => String(x) },
        { label: "eliminations", diff: 0, ci95: [0, 0], significant: false, format: (x) => String(x) },
      ],
      "B − A",
    );
    // ±6.6% (the largest bound) at 4 ticks: steps of 5%, so ±10%; ±1.24 rounds: steps of 1, so ±2;
    // a difference of exactly 0 has no scale.
    expect(texts(svg, "tick")).toEqual(["-10.0%", "0", "10.0%", "-2", "0", "2", "0"]);
  });

  it("sweep curves: a tick at every swept value, the metric's axis in its unit, a legend of the series", () => {
    const points = (shift: number) => [1, 2, 3, 4].map((x) => ({ x, value: 0.2 + shift, ci95: [0.1 + shift, 0.3 + shift] as [number, number] }));
    const svg = curveChart(
      [
        { name: "cards=on", points: points(0) },
        { name: "cards=off", points: points(0.1) },
      ],
      "placeBatch",
      "seat 1 win rate (%)",
      percent,
    );
    expect(texts(svg, "tick")).toEqual(["10.0%", "20.0%", "30.0%", "40.0%", "1", "2", "3", "4"]);
    expect(texts(svg, "axis-title")).toEqual(["placeBatch", "seat 1 win rate (%)"]);
    expect(svg).toContain(">cards=off</text>");
    expect(texts(svg, "chart-title")).toEqual(["seat 1 win rate (%) along placeBatch"]);
  });

  it("sweep curves: a target band is shaded between its bounds, and the y axis reaches it", () => {
    const points = [1, 2].map((x) => ({ x, value: 0.2, ci95: [0.1, 0.3] as [number, number] }));
    const svg = curveChart([{ name: "placeBatch", points }], "placeBatch", "stall rate (%)", percent, [0.35, 0.45]);
    // The band lies above every interval: the axis goes on to 50%.
    expect(texts(svg, "tick")).toEqual(["10.0%", "20.0%", "30.0%", "40.0%", "50.0%", "1", "2"]);
    const rect = /<rect ([^>]*)class="target-band"/.exec(svg)![1]!;
    const attr = (name: string) => Number(new RegExp(`${name}="([-\\d.]+)"`).exec(rect)![1]);
    // Between the 40% tick's and the 50% tick's heights: 35% and 45% are halfway between the grid lines.
    const tickY = (label: string) => Number(new RegExp(`y="([-\\d.]+)"[^>]*class="tick">${label.replace(".", "\\.")}<`).exec(svg)![1]) - 3.5;
    const [y30, y40, y50] = [tickY("30.0%"), tickY("40.0%"), tickY("50.0%")];
    expect(attr("y")).toBeCloseTo((y40 + y50) / 2, 1);
    expect(attr("y") + attr("height")).toBeCloseTo((y30 + y40) / 2, 1);
    expect(svg).toContain("<title>target: 35.0% – 45.0%</title>");
  });

  it("battle outcomes: the defender's holds (most left first), then the attacker's wins (fewest left first), bars to scale", () => {
    const svg = outcomeChart(
      [
        { attackers: 2, defenders: 0, probability: 0.3 },
        { attackers: 0, defenders: 1, probability: 0.1 },
        { attackers: 1, defenders: 0, probability: 0.4 },
        { attackers: 0, defenders: 2, probability: 0.2 },
      ],
      "3 attacking vs 2 defending",
    );
    const bars = [...svg.matchAll(/<rect ([^>]*)class="bar (attacker|defender)"><title>([^<]*)<\/title>/g)].map((m) => ({
      side: m[2],
      title: m[3],
      height: Number(/height="([\d.]+)"/.exec(m[1]!)![1]),
    }));
    expect(bars.map((b) => b.title)).toEqual([
      "defender holds with 2 left: 20.000%",
      "defender holds with 1 left: 10.000%",
      "attacker takes it with 1 left: 40.000%",
      "attacker takes it with 2 left: 30.000%",
    ]);
    expect(bars.map((b) => b.side)).toEqual(["defender", "defender", "attacker", "attacker"]);
    // Heights in proportion to the probabilities: 40% is twice 20% and four times 10%.
    expect(bars[2]!.height / bars[0]!.height).toBeCloseTo(2, 2);
    expect(bars[2]!.height / bars[1]!.height).toBeCloseTo(4, 2);
    // The axis reaches the tallest bar at a round number, and the ticks below the bars name what is left.
    expect(texts(svg, "tick")).toEqual(["0.0%", "10.0%", "20.0%", "30.0%", "40.0%", "2", "1", "1", "2"]);
    expect(texts(svg, "axis-title")).toEqual(["armies left when it ends", "probability (%)"]);
    expect(svg).toContain(">attacker takes it: attackers left</text>");
  });
});
