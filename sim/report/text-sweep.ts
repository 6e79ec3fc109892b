// `riskc sweep`'s table: one row per point (its parameters, the key metrics with intervals, its
// rank against the target) and the best point's line; as text for a terminal here, and the same
// rows in the HTML page (html-sweep.ts).
import { parseTarget, type SweepReport } from "../index.js";
import { percent, signedPercent } from "./percent.js";

/** The table of a sweep: one row per point, its parameters, key metrics with intervals, and its rank; and the best point's line. */
export function sweepTable(s: SweepReport): { head: string[]; rows: string[][]; best?: string } {
  const names = s.axes.map((a) => a.name);
  const head = [
    ...names,
    "seat 1",
    "first player (95%)",
    "stalled",
    "rounds median (95%)",
    "mean",
    "lead changes",
    ...(s.target ? ["rank", "target"] : []),
  ];
  const rows = s.points.map(({ params, report, ranked }) => {
    const m = report.metrics;
    return [
      ...names.map((n) => params[n]!),
      percent(report.players[0]!.winRate),
      `${signedPercent(m.firstPlayer.value)} (${signedPercent(m.firstPlayer.ci95[0])}..${signedPercent(m.firstPlayer.ci95[1])})`,
      percent(m.stalled.value),
      `${m.rounds.median.value} (${m.rounds.median.ci95[0]}..${m.rounds.median.ci95[1]})`,
      m.rounds.mean.value.toFixed(1),
      m.leadChanges.value.toFixed(2),
      ...(ranked ? [String(ranked.rank), ranked.meets ? "yes" : `${ranked.met}/${s.target ? parseTarget(s.target).length : 0}`] : []),
    ];
  });
  const top = s.target ? s.points.find((p) => p.ranked?.rank === 1) : undefined;
  const best = top
    ? `best for "${s.target}": ${Object.entries(top.params)
        .map(([k, v]) => `${k}=${v}`)
        .join(" ")}${top.ranked!.meets ? "" : " (no point meets every clause: this one comes nearest)"}`
    : undefined;
  return { head, rows, ...(best ? { best } : {}) };
}

export function formatSweep(s: SweepReport): string {
  const { head, rows, best } = sweepTable(s);
  const names = s.axes.length;
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < names ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [
    `${s.variant}: ${s.points.length} points × ${s.games} games (the same seeds at every point), seed ${s.seed}, ${s.players} players`,
    "",
    line(head),
    ...rows.map(line),
    ...(best ? ["", best] : []),
  ].join("\n");
}
