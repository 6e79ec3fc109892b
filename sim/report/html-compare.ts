// The HTML page of `compare` (and the charts the playground's A/B panel shows): the verdict, every
// difference B − A with its interval as a table and as points around zero, and both sides' charts.
import { showValue, type CompareReport } from "../index.js";
import { h, page, reportCharts, table } from "./html-report.js";
import { forestChart } from "./svg-charts.js";
import { differenceCells } from "./text-compare.js";

/** The differences as a chart: every metric on a row and a scale of its own, rates in percent. */
export function differenceCharts(r: CompareReport): string[] {
  const rows = r.differences.map((d) => ({
    label: d.label,
    diff: d.diff,
    ci95: d.ci95,
    significant: d.significant,
    format: (x: number) => showValue(d, x, true),
  }));
  return [forestChart(rows, "B − A for every metric, with 95% intervals")];
}

export function compareHtml(r: CompareReport): string {
  const rows = r.differences.map((d) => [...differenceCells(d), d.significant ? "yes" : "", d.method]);
  return page(`Compare: ${r.a.variant} (A) and ${r.b.variant} (B)`, [
    `<p>A: ${h(r.labelA)}<br>B: ${h(r.labelB)}<br>${r.games} ${r.paired ? "paired games (the same seeds for A and B)" : "games each, unpaired"}.</p>`,
    `<p class="verdict">${h(r.verdict)}</p>`,
    `<h2>Differences</h2>${table(["metric", "A", "B", "B − A", "95% interval", "excludes 0", "interval"], rows, "differences")}`,
    `<div class="charts">${differenceCharts(r).join("\n")}</div>`,
    `<h2>A: ${h(r.labelA)}</h2><div class="charts">${reportCharts(r.a).join("\n")}</div>`,
    `<h2>B: ${h(r.labelB)}</h2><div class="charts">${reportCharts(r.b).join("\n")}</div>`,
  ]);
}
