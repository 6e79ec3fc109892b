// The HTML page of `sweep`: the table of points and, for every numeric parameter, curves of the
// key metrics along it (one line per setting of the other parameters), with their intervals.
import { h, page, table } from "./html-report.js";
import { metricValues, type SweepReport } from "../index.js";
import { curveChart, type CurveSeries } from "./svg-charts.js";
import { sweepTable } from "./text-sweep.js";
import { metricScale } from "./metric-scale.js";

/** The key metrics drawn along every numeric parameter. */
const CURVES = ["firstPlayer", "rounds.median", "stalled", "seat1"] as const;

export function sweepCurves(s: SweepReport): string[] {
  const charts: string[] = [];
  for (const axis of s.axes) {
    if (!axis.values.every((v) => /^-?\d+$/.test(v)) || axis.values.length < 2) continue;
    const others = s.axes.filter((a) => a !== axis).map((a) => a.name);
    for (const metric of CURVES) {
      const { label, format } = metricScale(metric);
      const series = new Map<string, CurveSeries>();
      for (const p of s.points) {
        const name = others.map((o) => `${o}=${p.params[o]}`).join(" ") || axis.name;
        const e = metricValues(p.report)[metric]!;
        if (!series.has(name)) series.set(name, { name, points: [] });
        series.get(name)!.points.push({ x: Number(p.params[axis.name]), value: e.value, ci95: e.ci95 });
      }
      charts.push(curveChart([...series.values()], axis.name, label, format));
    }
  }
  return charts;
}

export function sweepHtml(s: SweepReport): string {
  const { head, rows, best } = sweepTable(s);
  return page(`Sweep: ${s.variant}`, [
    `<p>${s.points.length} points × ${s.games} games on the same seeds (seed ${s.seed}), ${s.players} players, bots ${h(s.bots.join(","))}.${s.target ? ` Target: <code>${h(s.target)}</code>.` : ""}</p>`,
    ...(best ? [`<p class="verdict">${h(best)}</p>`] : []),
    table(head, rows, "points"),
    `<h2>Curves</h2><div class="charts">${sweepCurves(s).join("\n")}</div>`,
  ]);
}
