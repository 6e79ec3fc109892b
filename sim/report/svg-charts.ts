// Charts of the reports as SVG text (no DOM, no scripts, no external references), each one saying
// what it shows: a title, axes with their titles and units, ticks at round numbers, and a legend
// wherever colours stand for seats or series. Rates with their intervals, histograms, the lead over
// time of sample games, differences with intervals (each metric on its own scale), and curves of a
// metric along a swept parameter. The HTML report inlines them and the playground parses them;
// every text from a variant or a user is escaped.
import { escapeXml, n2, tag, textTag } from "../../maps/index.js";
import { percent } from "./percent.js";

export { escapeXml };

const text = textTag;

export const seatColours = ["#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"];

const TITLE = 20;
const AXIS = "#666";
const GRID = "#e4e4e4";

/** The chart: its title on top (and as the picture's accessible name), then its body. */
function svg(className: string, title: string, width: number, height: number, body: string[]): string {
  return tag(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: `0 0 ${width} ${height}`,
      class: `chart ${className}`,
      role: "img",
      "aria-label": title,
      "font-family": "system-ui, sans-serif",
    },
    `<title>${escapeXml(title)}</title>` + text({ x: 4, y: 14, "font-size": 13, "font-weight": "bold", class: "chart-title" }, title) + body.join(""),
  );
}

/**
 * Ticks at round numbers (1, 2 or 5 times a power of ten), about `count` of them, from the last
 * at or below lo to the first at or above hi; `whole` keeps them whole numbers (rounds, games).
 */
export function niceTicks(lo: number, hi: number, count = 5, whole = false): number[] {
  if (!(hi > lo)) return [lo];
  const raw = (hi - lo) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  let step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  if (whole) step = Math.max(1, Math.round(step));
  const ticks: number[] = [];
  const [first, last] = [Math.floor(lo / step + 1e-9), Math.ceil(hi / step - 1e-9)];
  for (let k = first; k <= last; k++) ticks.push(k * step);
  return ticks.map((v) => Math.round(v * 1e9) / 1e9);
}

/** The x and y axes of a plot, with their titles (the y axis's turned along it), at the foot and the left of a chart `height` high. */
function axes(box: { left: number; right: number; top: number; bottom: number }, height: number, xTitle: string, yTitle: string): string[] {
  const { left, right, top, bottom } = box;
  return [
    tag("line", { x1: left, x2: left, y1: top, y2: bottom, stroke: AXIS, class: "axis" }),
    tag("line", { x1: left, x2: right, y1: bottom, y2: bottom, stroke: AXIS, class: "axis" }),
    text({ x: (left + right) / 2, y: height - 6, "font-size": 10.5, "text-anchor": "middle", class: "axis-title" }, xTitle),
    text(
      {
        x: 12,
        y: (top + bottom) / 2,
        "font-size": 10.5,
        "text-anchor": "middle",
        transform: `rotate(-90 12 ${n2((top + bottom) / 2)})`,
        class: "axis-title",
      },
      yTitle,
    ),
  ];
}

/** A legend row of coloured swatches and names, from (x, y). */
function legend(entries: readonly { name: string; colour: string }[], x: number, y: number, width: number): { svg: string; height: number } {
  const parts: string[] = [];
  let [cx, cy] = [x, y];
  for (const e of entries) {
    const w = 16 + e.name.length * 6.2 + 14;
    if (cx + w > width && cx > x) [cx, cy] = [x, cy + 16];
    parts.push(
      tag(
        "g",
        { class: "legend-entry", transform: `translate(${n2(cx)} ${n2(cy)})` },
        tag("rect", { width: 11, height: 11, fill: e.colour }) + text({ x: 15, y: 9.5, "font-size": 10.5 }, e.name),
      ),
    );
    cx += w;
  }
  return { svg: tag("g", { class: "legend" }, parts.join("")), height: cy - y + 16 };
}

export interface RateRow {
  label: string;
  value: number;
  ci95: [number, number];
  colour?: string;
}

/** One bar per row (a rate in 0..1), a whisker for its 95% interval, on a percentage axis. */
export function rateChart(rows: readonly RateRow[], className: string, title: string): string {
  const width = 420;
  const rowHeight = 26;
  const left = 150;
  const top = TITLE + 6;
  const plotBottom = top + rows.length * rowHeight;
  const height = plotBottom + 34;
  const x = (v: number) => n2(left + Math.max(0, Math.min(1, v)) * (width - left - 50));
  const body: string[] = [];
  for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
    body.push(tag("line", { x1: x(tick), x2: x(tick), y1: top, y2: plotBottom, stroke: GRID }));
    body.push(text({ x: x(tick), y: plotBottom + 12, "font-size": 10, "text-anchor": "middle", class: "tick" }, `${tick * 100}%`));
  }
  body.push(tag("line", { x1: x(0), x2: x(1), y1: plotBottom, y2: plotBottom, stroke: AXIS, class: "axis" }));
  body.push(
    text(
      { x: x(0.5), y: plotBottom + 28, "font-size": 10.5, "text-anchor": "middle", class: "axis-title" },
      "win rate (%): bar, with its 95% interval",
    ),
  );
  rows.forEach((row, i) => {
    const y = top + i * rowHeight + 4;
    const colour = row.colour ?? seatColours[i % seatColours.length]!;
    body.push(tag("rect", { x: 4, y: y + 4, width: 10, height: 10, fill: colour, class: "swatch" }));
    body.push(text({ x: 18, y: y + 13, "font-size": 12 }, row.label));
    body.push(
      tag(
        "rect",
        { x: x(0), y, width: n2(x(row.value) - x(0)), height: 18, fill: colour, class: "bar" },
        `<title>${escapeXml(`${row.label}: ${percent(row.value)} (95% interval ${percent(row.ci95[0])} – ${percent(row.ci95[1])})`)}</title>`,
      ),
    );
    body.push(tag("line", { x1: x(row.ci95[0]), x2: x(row.ci95[1]), y1: y + 9, y2: y + 9, stroke: "#000", "stroke-width": 2, class: "interval" }));
    body.push(text({ x: x(row.ci95[1]) + 4, y: y + 13, "font-size": 11 }, percent(row.value)));
  });
  return svg(className, title, width, height, body);
}

/** A histogram of whole-number values (value, count), bucketed to at most `buckets` bars, with both axes. */
export function histogramChart(cells: readonly (readonly [number, number])[], className: string, title: string, axis: string, buckets = 24): string {
  const width = 420;
  const height = 200;
  const [left, right, top, bottom] = [44, 10, TITLE + 8, height - 36];
  const body: string[] = [];
  if (cells.length > 0) {
    const lo = cells[0]![0];
    const hi = cells.at(-1)![0];
    const step = Math.max(1, Math.ceil((hi - lo + 1) / buckets));
    const bars: { from: number; to: number; count: number }[] = [];
    for (let from = lo; from <= hi; from += step)
      bars.push({ from, to: from + step - 1, count: cells.reduce((s, [v, c]) => (v >= from && v < from + step ? s + c : s), 0) });
    const yTicks = niceTicks(0, Math.max(1, ...bars.map((b) => b.count)), 4, true);
    const yMax = yTicks.at(-1)!;
    const y = (c: number) => n2(bottom - ((bottom - top) * c) / yMax);
    // Values on a continuous axis: bucket b covers [from, to + 1).
    const [x0, x1] = [lo, bars.at(-1)!.to + 1];
    const x = (v: number) => n2(left + ((v - x0) / (x1 - x0)) * (width - left - right));
    for (const t of yTicks) {
      body.push(tag("line", { x1: left, x2: width - right, y1: y(t), y2: y(t), stroke: GRID }));
      body.push(text({ x: left - 4, y: y(t) + 3.5, "font-size": 10, "text-anchor": "end", class: "tick" }, String(t)));
    }
    for (const b of bars) {
      body.push(
        tag(
          "rect",
          {
            x: n2(x(b.from) + 0.5),
            y: y(b.count),
            width: n2(Math.max(1, x(b.to + 1) - x(b.from) - 1)),
            height: n2(bottom - y(b.count)),
            fill: "#4e79a7",
            class: "bar",
          },
          `<title>${escapeXml(`${b.from === b.to ? b.from : `${b.from}–${b.to}`} ${axis}: ${b.count} games`)}</title>`,
        ),
      );
    }
    for (const t of niceTicks(x0, x1 - 1, 6, true).filter((v) => v >= x0 && v < x1)) {
      const at = n2(x(t) + (x(t + 1) - x(t)) / 2);
      body.push(tag("line", { x1: at, x2: at, y1: bottom, y2: bottom + 4, stroke: AXIS }));
      body.push(text({ x: at, y: bottom + 14, "font-size": 10, "text-anchor": "middle", class: "tick" }, String(t)));
    }
  }
  body.push(...axes({ left, right: width - right, top, bottom }, height, axis, "games"));
  return svg(className, title, width, height, body);
}

/** Lines of each competitor's share of the total score, round by round, for a few games, with a legend. */
export function leadChart(games: readonly { title: string; scores: readonly (readonly number[])[]; names: readonly string[] }[]): string {
  const width = 420;
  const panel = 110;
  const names = games[0]?.names ?? [];
  const key = legend(
    names.map((name, c) => ({ name, colour: seatColours[c % seatColours.length]! })),
    44,
    TITLE + 4,
    width - 10,
  );
  const first = TITLE + 4 + key.height + 18;
  const step = panel + 50;
  const height = first + games.length * step - 12;
  const body: string[] = [key.svg];
  games.forEach((g, k) => {
    const top = first + k * step;
    const [left, right] = [44, width - 10];
    body.push(text({ x: 4, y: top - 5, "font-size": 11 }, g.title));
    const rounds = g.scores.length;
    const x = (r: number) => n2(left + (rounds <= 1 ? 0 : ((r - 1) / (rounds - 1)) * (right - left)));
    const y = (share: number) => n2(top + panel - share * panel);
    for (const s of [0, 0.5, 1]) {
      body.push(tag("line", { x1: left, x2: right, y1: y(s), y2: y(s), stroke: s === 0 ? AXIS : GRID }));
      body.push(text({ x: left - 4, y: y(s) + 3.5, "font-size": 9.5, "text-anchor": "end", class: "tick" }, `${s * 100}%`));
    }
    body.push(tag("line", { x1: left, x2: left, y1: top, y2: top + panel, stroke: AXIS, class: "axis" }));
    for (const t of niceTicks(1, Math.max(1, rounds), 6, true).filter((v) => v >= 1 && v <= Math.max(1, rounds))) {
      body.push(text({ x: x(t), y: top + panel + 12, "font-size": 9.5, "text-anchor": "middle", class: "tick" }, String(t)));
    }
    body.push(text({ x: (left + right) / 2, y: top + panel + 25, "font-size": 10, "text-anchor": "middle", class: "axis-title" }, "round"));
    body.push(
      text(
        {
          x: 10,
          y: top + panel / 2,
          "font-size": 10,
          "text-anchor": "middle",
          transform: `rotate(-90 10 ${n2(top + panel / 2)})`,
          class: "axis-title",
        },
        "share of score",
      ),
    );
    const competitors = g.scores[0]?.length ?? 0;
    for (let c = 0; c < competitors; c++) {
      const points = g.scores.map((row, r) => {
        const total = row.reduce((a, b) => a + b, 0);
        return `${x(r + 1)},${y(total ? row[c]! / total : 0)}`;
      });
      body.push(
        tag(
          "polyline",
          { points: points.join(" "), fill: "none", stroke: seatColours[c % seatColours.length]!, "stroke-width": 2, class: "lead" },
          `<title>${escapeXml(g.names[c] ?? `competitor ${c + 1}`)}</title>`,
        ),
      );
    }
  });
  return svg("lead-over-time", "Share of the score at every round end, sample games", width, height, body);
}

export interface DiffRow {
  label: string;
  diff: number;
  ci95: [number, number];
  significant: boolean;
  /** How this row's numbers are written (percentages for rates). */
  format: (x: number) => string;
}

/**
 * Differences (B − A), one row each on a scale of its own (so that a difference of 0.4 rounds and
 * one of 2% are both readable): the point, its 95% interval, zero, and the scale's ends.
 */
export function forestChart(rows: readonly DiffRow[], title: string): string {
  const width = 420;
  const rowHeight = 34;
  const left = 175;
  const right = width - 14;
  const top = TITLE + 22;
  const height = top + rows.length * rowHeight + 18;
  const body: string[] = [text({ x: left, y: TITLE + 12, "font-size": 10, fill: "#444" }, "each metric on a scale of its own")];
  rows.forEach((row, i) => {
    const y = top + i * rowHeight + 10;
    const reach = Math.max(Math.abs(row.ci95[0]), Math.abs(row.ci95[1]), Math.abs(row.diff));
    // A difference of exactly 0 with no spread has no scale: the point sits on zero.
    const end = reach > 0 ? Math.max(...niceTicks(-reach, reach, 4).map(Math.abs)) : 1;
    const x = (v: number) => n2(left + ((v / end + 1) / 2) * (right - left));
    const colour = row.significant ? "#b00020" : "#333";
    body.push(text({ x: 4, y: y + 4, "font-size": 10.5 }, row.label));
    body.push(tag("line", { x1: left, x2: right, y1: y + 10, y2: y + 10, stroke: GRID, class: "axis" }));
    body.push(tag("line", { x1: x(0), x2: x(0), y1: y - 7, y2: y + 10, stroke: "#888", "stroke-dasharray": "3 3" }));
    for (const t of reach > 0 ? [-end, 0, end] : [0])
      body.push(
        text(
          { x: x(t), y: y + 20, "font-size": 9, "text-anchor": t < 0 ? "start" : t > 0 ? "end" : "middle", class: "tick" },
          t === 0 ? "0" : row.format(t),
        ),
      );
    body.push(tag("line", { x1: x(row.ci95[0]), x2: x(row.ci95[1]), y1: y, y2: y, stroke: colour, "stroke-width": 2, class: "interval" }));
    body.push(
      tag(
        "circle",
        { cx: x(row.diff), cy: y, r: 3.5, fill: colour, class: "diff" },
        `<title>${escapeXml(`${row.label}: ${row.format(row.diff)} (95% interval ${row.format(row.ci95[0])} – ${row.format(row.ci95[1])})`)}</title>`,
      ),
    );
  });
  body.push(text({ x: 4, y: height - 4, "font-size": 9.5, fill: "#444" }, "red: the interval excludes 0"));
  return svg("differences", title, width, height, body);
}

export interface CurveSeries {
  name: string;
  points: { x: number; value: number; ci95: [number, number] }[];
}

/**
 * A metric along a swept parameter: one line per series with its intervals, both axes ticked, a
 * legend; `band`, a target range of the metric, shaded behind the curves (and within the y axis).
 */
export function curveChart(
  series: readonly CurveSeries[],
  xLabel: string,
  yLabel: string,
  format: (y: number) => string = (y) => String(n2(y)),
  band?: readonly [number, number],
): string {
  const width = 420;
  const key =
    series.length > 1
      ? legend(
          series.map((s, i) => ({ name: s.name, colour: seatColours[i % seatColours.length]! })),
          50,
          TITLE + 4,
          width - 10,
        )
      : { svg: "", height: 0 };
  const top = TITLE + 10 + key.height;
  const plot = 150;
  const height = top + plot + 36;
  const [left, right, bottom] = [62, width - 14, top + plot];
  const all = series.flatMap((s) => s.points);
  const [x0, x1] = [Math.min(...all.map((p) => p.x)), Math.max(...all.map((p) => p.x))];
  const yTicks = niceTicks(Math.min(...all.map((p) => p.ci95[0]), ...(band ?? [])), Math.max(...all.map((p) => p.ci95[1]), ...(band ?? [])), 4);
  const [y0, y1] = [yTicks[0]!, yTicks.at(-1)!];
  const x = (v: number) => n2(left + (x1 === x0 ? 0.5 : (v - x0) / (x1 - x0)) * (right - left));
  const y = (v: number) => n2(bottom - (y1 === y0 ? 0.5 : (v - y0) / (y1 - y0)) * (bottom - top));
  const values = [...new Set(all.map((p) => p.x))].sort((a, b) => a - b);
  const xTicks = values.length <= 12 ? values : niceTicks(x0, x1, 6, values.every(Number.isInteger)).filter((v) => v >= x0 && v <= x1);
  const body = [key.svg];
  if (band)
    body.push(
      tag(
        "rect",
        {
          x: left,
          width: n2(right - left),
          y: y(band[1]),
          height: n2(y(band[0]) - y(band[1])),
          fill: "#2ca02c",
          "fill-opacity": 0.12,
          class: "target-band",
        },
        `<title>${escapeXml(`target: ${format(band[0])} – ${format(band[1])}`)}</title>`,
      ),
    );
  for (const t of yTicks) {
    body.push(tag("line", { x1: left, x2: right, y1: y(t), y2: y(t), stroke: GRID }));
    body.push(text({ x: left - 4, y: y(t) + 3.5, "font-size": 9.5, "text-anchor": "end", class: "tick" }, format(t)));
  }
  for (const t of xTicks) {
    body.push(tag("line", { x1: x(t), x2: x(t), y1: bottom, y2: bottom + 4, stroke: AXIS }));
    body.push(text({ x: x(t), y: bottom + 14, "font-size": 9.5, "text-anchor": "middle", class: "tick" }, String(t)));
  }
  body.push(...axes({ left, right, top, bottom }, height, xLabel, yLabel));
  series.forEach((s, i) => {
    const colour = seatColours[i % seatColours.length]!;
    const sorted = [...s.points].sort((a, b) => a.x - b.x);
    body.push(
      tag("polyline", {
        points: sorted.map((p) => `${x(p.x)},${y(p.value)}`).join(" "),
        fill: "none",
        stroke: colour,
        "stroke-width": 2,
        class: "curve",
      }),
    );
    for (const p of sorted) {
      body.push(tag("line", { x1: x(p.x), x2: x(p.x), y1: y(p.ci95[0]), y2: y(p.ci95[1]), stroke: colour, class: "interval" }));
      body.push(
        tag(
          "circle",
          { cx: x(p.x), cy: y(p.value), r: 2.5, fill: colour },
          `<title>${escapeXml(`${s.name}, ${xLabel} ${p.x}: ${format(p.value)} (95% interval ${format(p.ci95[0])} – ${format(p.ci95[1])})`)}</title>`,
        ),
      );
    }
  });
  return svg("sweep-curve", `${yLabel} along ${xLabel}`, width, height, body);
}

/** One end of a battle: the armies left on each side (0 defenders: the attacker took the territory). */
export interface OutcomeBar {
  attackers: number;
  defenders: number;
  probability: number;
  /** Y3: the defending leader holds alone. */
  defenderLeader?: boolean;
}

const MAX_OUTCOME_BARS = 40;

/**
 * The distribution of a battle's ends: a bar for each, the defender's holds (most defenders
 * left first) then the attacker's wins (fewest attackers left first), on a percentage axis, with a
 * legend of the two sides; past 40 ends, the 40 most likely.
 */
export function outcomeChart(outcomes: readonly OutcomeBar[], title: string): string {
  const holds = outcomes.filter((o) => o.defenders > 0 || o.defenderLeader).sort((a, b) => b.defenders - a.defenders || b.attackers - a.attackers);
  const wins = outcomes.filter((o) => o.defenders === 0 && !o.defenderLeader).sort((a, b) => a.attackers - b.attackers);
  let bars = [...holds, ...wins];
  const cut = bars.length > MAX_OUTCOME_BARS;
  if (cut) {
    const kept = new Set([...bars].sort((a, b) => b.probability - a.probability).slice(0, MAX_OUTCOME_BARS));
    bars = bars.filter((o) => kept.has(o));
  }
  const [attackerColour, defenderColour] = [seatColours[0]!, seatColours[1]!];
  const xTitle = cut ? `armies left when it ends (the ${MAX_OUTCOME_BARS} likeliest ends)` : "armies left when it ends";
  const width = 420;
  const key = legend(
    [
      { name: "attacker takes it: attackers left", colour: attackerColour },
      { name: "defender holds: defenders left", colour: defenderColour },
    ],
    50,
    TITLE + 4,
    width - 10,
  );
  const top = TITLE + 10 + key.height;
  const plot = 140;
  const [left, right, bottom] = [50, width - 10, top + plot];
  const height = bottom + 36;
  const yTicks = niceTicks(0, Math.max(...bars.map((b) => b.probability), 0.01), 4);
  const y1 = yTicks.at(-1)!;
  const y = (v: number) => n2(bottom - (v / y1) * (bottom - top));
  const slot = (right - left) / Math.max(1, bars.length);
  const body = [key.svg];
  for (const t of yTicks) {
    body.push(tag("line", { x1: left, x2: right, y1: y(t), y2: y(t), stroke: GRID }));
    body.push(text({ x: left - 4, y: y(t) + 3.5, "font-size": 9.5, "text-anchor": "end", class: "tick" }, percent(t)));
  }
  const every = Math.ceil(bars.length / 20);
  bars.forEach((b, i) => {
    const attacker = b.defenders === 0 && !b.defenderLeader;
    const left_ = left + i * slot;
    const label = attacker ? String(b.attackers) : b.defenderLeader && b.defenders === 0 ? "leader" : String(b.defenders);
    const what = attacker
      ? `attacker takes it with ${b.attackers} left`
      : b.defenders === 0
        ? "the defender's leader holds alone"
        : `defender holds with ${b.defenders} left`;
    body.push(
      tag(
        "rect",
        {
          x: n2(left_ + slot * 0.1),
          width: n2(slot * 0.8),
          y: y(b.probability),
          height: n2(bottom - y(b.probability)),
          fill: attacker ? attackerColour : defenderColour,
          class: attacker ? "bar attacker" : "bar defender",
        },
        `<title>${escapeXml(`${what}: ${(b.probability * 100).toFixed(3)}%`)}</title>`,
      ),
    );
    if (i % every === 0)
      body.push(text({ x: n2(left_ + slot / 2), y: bottom + 12, "font-size": 9.5, "text-anchor": "middle", class: "tick" }, label));
  });
  body.push(...axes({ left, right, top, bottom }, height, xTitle, "probability (%)"));
  return svg("battle-outcomes", title, width, height, body);
}
