// The balance report as a table for a terminal: seats, teams and sides with their win rates and
// intervals, stalls, game length, endings, then every metric with its interval.
import type { Estimate, Metrics, SimulationReport } from "../index.js";
import { formatHeat } from "./heat-tables.js";
import { judgedBy } from "./judges.js";
import { percent, signedPercent } from "./percent.js";

/** The report as a table for a terminal. */
export function formatReport(r: SimulationReport): string {
  // The bot column is as wide as its longest name (`search:1000`), at least 7.
  const botWidth = Math.max(7, ...r.players.map((p) => p.bot.length));
  const lines = [
    `${r.variant}: ${r.games} games, seed ${r.seed}, ${r.players.length} players, round cap ${r.maxRounds}`,
    `judged by ${judgedBy(r.players.map((p) => p.bot))}`,
    "",
    `seat  ${"bot".padEnd(botWidth)}  wins   win rate   95% interval`,
    ...r.players.map(
      (p) =>
        `${String(p.seat).padStart(4)}  ${p.bot.padEnd(botWidth)} ${String(p.wins).padStart(5)}   ${percent(p.winRate).padStart(8)}   ${percent(p.ci95[0])} – ${percent(p.ci95[1])}`,
    ),
    ...(r.teams
      ? [
          "",
          "team     wins   win rate   95% interval",
          ...r.teams.map(
            (t) =>
              `${t.seats.join("+").padEnd(6)} ${String(t.wins).padStart(6)}   ${percent(t.winRate).padStart(8)}   ${percent(t.ci95[0])} – ${percent(t.ci95[1])}`,
          ),
        ]
      : []),
    ...(r.sides
      ? [
          "",
          "side                 seats    wins   win rate   95% interval",
          ...r.sides.map(
            (s) =>
              `${s.side.padEnd(20)} ${s.seats.join("+").padEnd(7)} ${String(s.wins).padStart(5)}   ${percent(s.winRate).padStart(8)}   ${percent(s.ci95[0])} – ${percent(s.ci95[1])}`,
          ),
        ]
      : []),
    "",
    `stalled: ${r.stalled} (${percent(r.games ? r.stalled / r.games : 0)})`,
    `rounds:  mean ${r.rounds.mean.toFixed(1)}, median ${r.rounds.median}`,
    `endings: ${Object.entries(r.endings)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
    "",
    ...formatMetrics(r.metrics),
    ...(r.heat ? ["", ...formatHeat(r.heat)] : []),
  ];
  return lines.join("\n");
}

const fixed = (digits: number) => (x: number) => x.toFixed(digits);
const interval = (e: Estimate, show: (x: number) => string) => `${show(e.value)} (${show(e.ci95[0])} – ${show(e.ci95[1])})`;

/** The metrics as lines of the terminal report. */
export function formatMetrics(m: Metrics): string[] {
  const row = (name: string, text: string) => `  ${name.padEnd(14)} ${text}`;
  return [
    "metrics, with 95% intervals (rates: Wilson; the others: bootstrap, 1000 replicates):",
    row(
      "first player",
      `${interval(m.firstPlayer, signedPercent)} over a fair share (seat 1 wins ${percent(m.firstPlayer.seat1)}, the mean seat ${percent(m.firstPlayer.fair)})`,
    ),
    row("stalled", interval(m.stalled, percent)),
    row(
      "rounds",
      `mean ${interval(m.rounds.mean, fixed(1))}, median ${interval(m.rounds.median, (x) => String(x))}, p90 ${interval(m.rounds.p90, (x) => String(x))}`,
    ),
    row("endings", m.endings.map((e) => `${e.reason} ${interval(e, percent)}`).join(", ")),
    row("lead changes", `${interval(m.leadChanges, fixed(2))} a game`),
    row("lead taken", `${interval(m.leadTaken, percent)} of the way through the game (the winner's lead for good)`),
    row("decisiveness", `${interval(m.decisiveness, fixed(2))} rounds from clearly winning to the end`),
    row("comebacks", `${interval(m.comeback, percent)} of decided games`),
    row("eliminations", `${interval(m.eliminations, fixed(2))} a game`),
    ...(m.kingmaking ? [row("kingmaking", `${interval(m.kingmaking, percent)} of decided games`)] : []),
  ];
}
