// Charts of the reports as SVG text (no DOM, no scripts, no external references): rates with
// their intervals, histograms, the lead over time of sample games, differences with intervals
// around zero, and curves of a metric along a swept parameter. The HTML report inlines them and
// the playground parses them; every text from a variant or a user is escaped.
import { escapeXml, n2, tag, textTag } from "../../maps/index.js";
import { percent } from "./percent.js";

export const seatColours = ["#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf"];

export { escapeXml };

const text = textTag;

function svg(className: string, label: string, width: number, height: number, body: string[]): string {
  return tag(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", viewBox: `0 0 ${width} ${height}`, class: `chart ${className}`, role: "img", "aria-label": label },
    `<title>${escapeXml(label)}</title>` + body.join(""),
  );
}

export interface RateRow {
  label: string;
  value: number;
  ci95: [number, number];
  colour?: string;
}

/** One bar per row (a rate in 0..1), a whisker for its 95% interval. */
export function rateChart(rows: readonly RateRow[], className: string, label: string): string {
  const width = 420;
  const rowHeight = 26;
  const left = 150;
  const height = rows.length * rowHeight + 24;
  const x = (v: number) => n2(left + Math.max(0, Math.min(1, v)) * (width - left - 50));
  const body: string[] = [];
  for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
    body.push(tag("line", { x1: x(tick), x2: x(tick), y1: 0, y2: height - 18, stroke: "#ddd" }));
    body.push(text({ x: x(tick), y: height - 4, "font-size": 10, "text-anchor": "middle" }, `${tick * 100}%`));
  }
  rows.forEach((row, i) => {
    const y = i * rowHeight + 4;
    body.push(text({ x: 4, y: y + 14, "font-size": 12 }, row.label));
    body.push(
      tag("rect", { x: x(0), y, width: n2(x(row.value) - x(0)), height: 18, fill: row.colour ?? seatColours[i % seatColours.length]!, class: "bar" }),
    );
    body.push(tag("line", { x1: x(row.ci95[0]), x2: x(row.ci95[1]), y1: y + 9, y2: y + 9, stroke: "#000", "stroke-width": 2, class: "interval" }));
    body.push(text({ x: x(row.ci95[1]) + 4, y: y + 14, "font-size": 11 }, percent(row.value)));
  });
  return svg(className, label, width, height, body);
}

/** A histogram of whole-number values (value, count), bucketed to at most `buckets` bars. */
export function histogramChart(cells: readonly (readonly [number, number])[], className: string, label: string, axis: string, buckets = 24): string {
  const width = 420;
  const height = 150;
  const body: string[] = [];
  if (cells.length > 0) {
    const lo = cells[0]![0];
    const hi = cells.at(-1)![0];
    const step = Math.max(1, Math.ceil((hi - lo + 1) / buckets));
    const bars: { from: number; to: number; count: number }[] = [];
    for (let from = lo; from <= hi; from += step)
      bars.push({ from, to: from + step - 1, count: cells.reduce((s, [v, c]) => (v >= from && v < from + step ? s + c : s), 0) });
    const most = Math.max(1, ...bars.map((b) => b.count));
    const barWidth = (width - 20) / bars.length;
    bars.forEach((b, i) => {
      const h = n2(((height - 44) * b.count) / most);
      body.push(
        tag(
          "rect",
          { x: n2(10 + i * barWidth), y: n2(height - 32 - h), width: n2(Math.max(1, barWidth - 2)), height: h, fill: "#4e79a7", class: "bar" },
          `<title>${escapeXml(`${b.from === b.to ? b.from : `${b.from}–${b.to}`}: ${b.count}`)}</title>`,
        ),
      );
      if (bars.length <= 12 || i % Math.ceil(bars.length / 12) === 0)
        body.push(text({ x: n2(10 + i * barWidth + barWidth / 2), y: height - 18, "font-size": 9, "text-anchor": "middle" }, String(b.from)));
    });
  }
  body.push(text({ x: width / 2, y: height - 4, "font-size": 10, "text-anchor": "middle" }, axis));
  return svg(className, label, width, height, body);
}

/** Lines of each competitor's share of the total score, round by round, for a few games. */
export function leadChart(games: readonly { title: string; scores: readonly (readonly number[])[]; names: readonly string[] }[]): string {
  const width = 420;
  const panel = 120;
  const height = games.length * (panel + 24) + 8;
  const body: string[] = [];
  games.forEach((g, k) => {
    const top = k * (panel + 24) + 18;
    body.push(text({ x: 4, y: top - 4, "font-size": 11 }, g.title));
    body.push(tag("rect", { x: 40, y: top, width: width - 50, height: panel, fill: "none", stroke: "#ccc" }));
    const rounds = g.scores.length;
    const x = (r: number) => n2(40 + (rounds <= 1 ? 0 : (r / (rounds - 1)) * (width - 50)));
    const y = (share: number) => n2(top + panel - share * panel);
    body.push(text({ x: 36, y: top + 8, "font-size": 9, "text-anchor": "end" }, "100%"));
    body.push(text({ x: 36, y: top + panel, "font-size": 9, "text-anchor": "end" }, "0%"));
    const competitors = g.scores[0]?.length ?? 0;
    for (let c = 0; c < competitors; c++) {
      const points = g.scores.map((row, r) => {
        const total = row.reduce((a, b) => a + b, 0);
        return `${x(r)},${y(total ? row[c]! / total : 0)}`;
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
  return svg("lead-over-time", "each competitor's share of the score at every round end, for sample games", width, height, body);
}

export interface DiffRow {
  label: string;
  diff: number;
  ci95: [number, number];
  significant: boolean;
}

/** Differences (B − A) as points with their 95% intervals around a zero line; `scale` formats the axis. */
export function forestChart(rows: readonly DiffRow[], label: string, format: (x: number) => string): string {
  const width = 420;
  const rowHeight = 22;
  const left = 150;
  const height = rows.length * rowHeight + 26;
  const reach = Math.max(1e-9, ...rows.flatMap((r) => [Math.abs(r.ci95[0]), Math.abs(r.ci95[1])]));
  const x = (v: number) => n2(left + ((v / reach + 1) / 2) * (width - left - 10));
  const body = [tag("line", { x1: x(0), x2: x(0), y1: 0, y2: height - 18, stroke: "#888", "stroke-dasharray": "3 3" })];
  body.push(text({ x: x(-reach), y: height - 4, "font-size": 10, "text-anchor": "start" }, format(-reach)));
  body.push(text({ x: x(0), y: height - 4, "font-size": 10, "text-anchor": "middle" }, "0"));
  body.push(text({ x: x(reach), y: height - 4, "font-size": 10, "text-anchor": "end" }, format(reach)));
  rows.forEach((row, i) => {
    const y = i * rowHeight + 12;
    const colour = row.significant ? "#b00020" : "#333";
    body.push(text({ x: 4, y: y + 4, "font-size": 11 }, row.label));
    body.push(tag("line", { x1: x(row.ci95[0]), x2: x(row.ci95[1]), y1: y, y2: y, stroke: colour, "stroke-width": 2, class: "interval" }));
    body.push(
      tag(
        "circle",
        { cx: x(row.diff), cy: y, r: 3.5, fill: colour, class: "diff" },
        `<title>${escapeXml(`${row.label}: ${format(row.diff)}`)}</title>`,
      ),
    );
  });
  return svg("differences", label, width, height, body);
}

export interface CurveSeries {
  name: string;
  points: { x: number; value: number; ci95: [number, number] }[];
}

/** A metric along a swept parameter: one line per series, whiskers for the intervals. */
export function curveChart(series: readonly CurveSeries[], xLabel: string, yLabel: string): string {
  const width = 420;
  const height = 200;
  const all = series.flatMap((s) => s.points);
  const [x0, x1] = [Math.min(...all.map((p) => p.x)), Math.max(...all.map((p) => p.x))];
  const [y0, y1] = [Math.min(...all.map((p) => p.ci95[0])), Math.max(...all.map((p) => p.ci95[1]))];
  const x = (v: number) => n2(50 + (x1 === x0 ? 0.5 : (v - x0) / (x1 - x0)) * (width - 70));
  const y = (v: number) => n2(height - 30 - (y1 === y0 ? 0.5 : (v - y0) / (y1 - y0)) * (height - 50));
  const body = [
    tag("rect", { x: 50, y: 20, width: width - 70, height: height - 50, fill: "none", stroke: "#ccc" }),
    text({ x: 46, y: y(y1) + 4, "font-size": 9, "text-anchor": "end" }, String(n2(y1))),
    text({ x: 46, y: y(y0) + 4, "font-size": 9, "text-anchor": "end" }, String(n2(y0))),
    text({ x: x(x0), y: height - 16, "font-size": 9, "text-anchor": "middle" }, String(x0)),
    text({ x: x(x1), y: height - 16, "font-size": 9, "text-anchor": "middle" }, String(x1)),
    text({ x: width / 2, y: height - 2, "font-size": 10, "text-anchor": "middle" }, xLabel),
    text({ x: 4, y: 12, "font-size": 10 }, yLabel),
  ];
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
    for (const p of sorted) body.push(tag("line", { x1: x(p.x), x2: x(p.x), y1: y(p.ci95[0]), y2: y(p.ci95[1]), stroke: colour, class: "interval" }));
    if (series.length > 1) body.push(text({ x: width - 16, y: 32 + i * 12, "font-size": 9, "text-anchor": "end", fill: colour }, s.name));
  });
  return svg("sweep-curve", `${yLabel} along ${xLabel}`, width, height, body);
}
