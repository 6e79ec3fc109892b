// Small SVG charts for the simulation report: win rates with 95% intervals, game lengths.
import type { SimulationReport } from "../../sim/index.js";
import { seatColours } from "./map-view.js";

const SVG = "http://www.w3.org/2000/svg";

function el<K extends keyof SVGElementTagNameMap>(name: K, attrs: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  if (text !== undefined) node.textContent = text;
  return node;
}

/** One bar per seat: the win rate, with a whisker for its 95% Wilson interval. */
export function winRateChart(report: SimulationReport): SVGSVGElement {
  const width = 360;
  const rowHeight = 26;
  const left = 110;
  const height = report.players.length * rowHeight + 24;
  const svg = el("svg", {
    viewBox: `0 0 ${width} ${height}`,
    class: "chart win-rates",
    role: "img",
    "aria-label": "win rate per seat with 95% intervals",
  });
  const scale = (x: number) => left + x * (width - left - 10);
  for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
    svg.append(el("line", { x1: scale(tick), x2: scale(tick), y1: 0, y2: height - 18, stroke: "#ddd" }));
    svg.append(el("text", { x: scale(tick), y: height - 4, "font-size": 10, "text-anchor": "middle" }, `${tick * 100}%`));
  }
  report.players.forEach((p, i) => {
    const y = i * rowHeight + 4;
    svg.append(el("text", { x: 4, y: y + 14, "font-size": 12 }, `seat ${p.seat} ${p.bot}`));
    svg.append(
      el("rect", { x: scale(0), y, width: scale(p.winRate) - scale(0), height: 18, fill: seatColours[i % seatColours.length]!, class: "bar" }),
    );
    svg.append(el("line", { x1: scale(p.ci95[0]), x2: scale(p.ci95[1]), y1: y + 9, y2: y + 9, stroke: "#000", "stroke-width": 2 }));
    const label = `${(p.winRate * 100).toFixed(1)}%`;
    // The label goes right of the interval, or inside the bar when there is no room.
    const outside = scale(p.ci95[1]) + 4 + 40 < width;
    svg.append(
      el(
        "text",
        outside
          ? { x: scale(p.ci95[1]) + 4, y: y + 14, "font-size": 11 }
          : { x: scale(p.winRate) - 4, y: y + 14, "font-size": 11, "text-anchor": "end", fill: "#fff" },
        label,
      ),
    );
  });
  return svg;
}

/** Game length in rounds, as a histogram. */
export function lengthHistogram(report: SimulationReport): SVGSVGElement {
  const width = 360;
  const height = 140;
  const svg = el("svg", {
    viewBox: `0 0 ${width} ${height}`,
    class: "chart lengths",
    role: "img",
    "aria-label": "histogram of game length in rounds",
  });
  const buckets = report.lengths;
  const most = Math.max(1, ...buckets.map((b) => b.games));
  const barWidth = (width - 20) / Math.max(1, buckets.length);
  buckets.forEach((b, i) => {
    const h = ((height - 40) * b.games) / most;
    svg.append(el("rect", { x: 10 + i * barWidth, y: height - 30 - h, width: barWidth - 2, height: h, fill: "#4e79a7" }));
    svg.append(
      el(
        "text",
        { x: 10 + i * barWidth + barWidth / 2, y: height - 16, "font-size": 9, "text-anchor": "middle" },
        b.from === b.to ? `${b.from}` : `${b.from}–${b.to}`,
      ),
    );
  });
  svg.append(el("text", { x: width / 2, y: height - 2, "font-size": 10, "text-anchor": "middle" }, "rounds"));
  return svg;
}
