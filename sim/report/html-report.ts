// `--html report.html`: a report as one self-contained page — no scripts, no network, the charts
// as inline SVG (svg-charts.ts), the styles inline. Every text from the variant is escaped.
import type { Estimate, Metrics, SimulationReport } from "../index.js";
import { heatHtml } from "./heat-tables.js";
import { judgedBy } from "./judges.js";
import { percent, signedPercent } from "./percent.js";
import { escapeXml, histogramChart, leadChart, rateChart, seatColours } from "./svg-charts.js";

const STYLE = `body{font:14px system-ui,sans-serif;color:#222;max-width:960px;margin:24px auto;padding:0 16px}
h1{font-size:22px}h2{font-size:17px;margin-top:28px;border-bottom:1px solid #ddd}
table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #ddd;padding:3px 8px;text-align:right}
td:first-child,th:first-child{text-align:left}.charts{display:flex;flex-wrap:wrap;gap:16px}
.chart{width:440px;max-width:100%;height:auto}.verdict{font-size:16px;font-weight:600;padding:8px;background:#f4f4f4}
.note{color:#666;font-size:12px}.best{background:#eef7ee}.map{width:100%;height:auto;margin:8px 0}`;

export const h = escapeXml;

/** The page: a title, the body's sections, a note on the intervals. */
export function page(title: string, sections: string[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${h(title)}</h1>
${sections.join("\n")}
<p class="note">95% intervals: Wilson for rates, a seeded Poisson bootstrap (1,000 replicates) for the others. Made by riskc.</p>
</body>
</html>
`;
}

const num = (digits: number) => (x: number) => x.toFixed(digits);

export function table(head: string[], rows: string[][], className = ""): string {
  return `<table${className ? ` class="${className}"` : ""}><tr>${head.map((c) => `<th>${h(c)}</th>`).join("")}</tr>${rows
    .map((r) => `<tr>${r.map((c) => `<td>${h(c)}</td>`).join("")}</tr>`)
    .join("")}</table>`;
}

const withInterval = (e: Estimate, show: (x: number) => string) => `${show(e.value)} (${show(e.ci95[0])} – ${show(e.ci95[1])})`;

/** The metrics as rows of [name, estimate with interval, what it is]. */
export function metricRows(m: Metrics): string[][] {
  return [
    ["first-player advantage", withInterval(m.firstPlayer, signedPercent), "seat 1's win rate minus the mean seat's"],
    ["stall rate", withInterval(m.stalled, percent), "games at the round cap"],
    ["rounds, mean", withInterval(m.rounds.mean, num(1)), ""],
    ["rounds, median", withInterval(m.rounds.median, String), ""],
    ["rounds, 90th percentile", withInterval(m.rounds.p90, String), ""],
    ["lead changes", withInterval(m.leadChanges, num(2)), "a game"],
    ["lead taken", withInterval(m.leadTaken, percent), "of the way through the game, the winner's lead for good"],
    ["decisiveness", withInterval(m.decisiveness, num(2)), "rounds from clearly winning to the end"],
    ["comebacks", withInterval(m.comeback, percent), "of decided games"],
    ["eliminations", withInterval(m.eliminations, num(2)), "a game"],
    ...(m.kingmaking ? [["kingmaking", withInterval(m.kingmaking, percent), "of decided games"]] : []),
    ...m.endings.map((e) => [`ending: ${e.reason}`, withInterval(e, percent), `${e.count} games`]),
  ];
}

/** The charts of one report: win rates, game length and the lead over time of its first games. */
export function reportCharts(r: SimulationReport): string[] {
  const charts = [
    rateChart(
      r.players.map((p) => ({ label: `seat ${p.seat} ${p.bot}`, value: p.winRate, ci95: p.ci95 })),
      "win-rates",
      "Win rate per seat",
    ),
  ];
  if (r.sides)
    charts.push(
      rateChart(
        r.sides.map((s, i) => ({ label: s.side, value: s.winRate, ci95: s.ci95, colour: seatColours[i]! })),
        "side-rates",
        "Win rate per side",
      ),
    );
  if (r.teams)
    charts.push(
      rateChart(
        r.teams.map((t, i) => ({ label: `team ${t.seats.join("+")}`, value: t.winRate, ci95: t.ci95, colour: seatColours[i]! })),
        "team-rates",
        "Win rate per team",
      ),
    );
  charts.push(histogramChart(r.metrics.rounds.histogram, "lengths", "Game length", "rounds a game lasted"));
  if (r.samples.length > 0) {
    const names = r.teams ? r.teams.map((t) => `team ${t.seats.join("+")}`) : r.players.map((p) => `seat ${p.seat}`);
    charts.push(
      leadChart(
        r.samples.map((g) => ({
          title: `game ${g.game + 1}: ${g.winners.length ? `seat ${g.winners.join("+")} won (${g.reason})` : "stalled"} in ${g.rounds} rounds`,
          scores: g.scores,
          names,
        })),
      ),
    );
  }
  return charts;
}

export function simulateHtml(r: SimulationReport): string {
  const seats = table(
    ["seat", "bot", "wins", "win rate", "95% interval"],
    r.players.map((p) => [String(p.seat), p.bot, String(p.wins), percent(p.winRate), `${percent(p.ci95[0])} – ${percent(p.ci95[1])}`]),
    "seats",
  );
  const groups = [
    ...(r.teams ?? []).map((t) => [`team ${t.seats.join("+")}`, String(t.wins), percent(t.winRate), `${percent(t.ci95[0])} – ${percent(t.ci95[1])}`]),
    ...(r.sides ?? []).map((s) => [
      `${s.side} (${s.seats.join("+")})`,
      String(s.wins),
      percent(s.winRate),
      `${percent(s.ci95[0])} – ${percent(s.ci95[1])}`,
    ]),
  ];
  return page(`${r.variant}: ${r.games} games`, [
    `<p>Seed ${r.seed}, ${r.players.length} players, round cap ${r.maxRounds}; judged by ${h(judgedBy(r.players.map((p) => p.bot)))}.</p>`,
    `<h2>Wins</h2>${seats}${groups.length ? table(["team or side", "wins", "win rate", "95% interval"], groups, "groups") : ""}`,
    `<h2>Metrics</h2>${table(["metric", "estimate (95% interval)", ""], metricRows(r.metrics), "metrics")}`,
    `<h2>Charts</h2><div class="charts">${reportCharts(r).join("\n")}</div>`,
    ...(r.heat ? [heatHtml(r.heat)] : []),
  ]);
}
