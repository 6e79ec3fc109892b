// The balance report as a table for a terminal: seats, teams and sides with their win rates and
// intervals, stalls, game length, endings, then every metric with its interval.
import type { Estimate, Metrics, SimulationReport } from "../index.js";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The report as a table for a terminal. */
export function formatReport(r: SimulationReport): string {
  // The bot column is as wide as its longest name (`search:1000`), at least 7.
  const botWidth = Math.max(7, ...r.players.map((p) => p.bot.length));
  const lines = [
    `${r.variant}: ${r.games} games, seed ${r.seed}, ${r.players.length} players, round cap ${r.maxRounds}`,
    "",
    `seat  ${"bot".padEnd(botWidth)}  wins   win rate   95% interval`,
    ...r.players.map(
      (p) =>
        `${String(p.seat).padStart(4)}  ${p.bot.padEnd(botWidth)} ${String(p.wins).padStart(5)}   ${pct(p.winRate).padStart(8)}   ${pct(p.ci95[0])} – ${pct(p.ci95[1])}`,
    ),
    ...(r.teams
      ? [
          "",
          "team     wins   win rate   95% interval",
          ...r.teams.map(
            (t) =>
              `${t.seats.join("+").padEnd(6)} ${String(t.wins).padStart(6)}   ${pct(t.winRate).padStart(8)}   ${pct(t.ci95[0])} – ${pct(t.ci95[1])}`,
          ),
        ]
      : []),
    ...(r.sides
      ? [
          "",
          "side                 seats    wins   win rate   95% interval",
          ...r.sides.map(
            (s) =>
              `${s.side.padEnd(20)} ${s.seats.join("+").padEnd(7)} ${String(s.wins).padStart(5)}   ${pct(s.winRate).padStart(8)}   ${pct(s.ci95[0])} – ${pct(s.ci95[1])}`,
          ),
        ]
      : []),
    "",
    `stalled: ${r.stalled} (${pct(r.games ? r.stalled / r.games : 0)})`,
    `rounds:  mean ${r.rounds.mean.toFixed(1)}, median ${r.rounds.median}`,
    `endings: ${Object.entries(r.endings)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`,
    "",
    ...formatMetrics(r.metrics),
  ];
  return lines.join("\n");
}

const signedPct = (x: number) => `${x > 0 ? "+" : x < 0 ? "−" : ""}${(Math.abs(x) * 100).toFixed(1)}%`;
const fixed = (digits: number) => (x: number) => x.toFixed(digits);
const interval = (e: Estimate, show: (x: number) => string) => `${show(e.value)} (${show(e.ci95[0])} – ${show(e.ci95[1])})`;

/** The metrics as lines of the terminal report. */
export function formatMetrics(m: Metrics): string[] {
  const row = (name: string, text: string) => `  ${name.padEnd(14)} ${text}`;
  return [
    "metrics, with 95% intervals (rates: Wilson; the others: bootstrap, 1000 replicates):",
    row(
      "first player",
      `${interval(m.firstPlayer, signedPct)} over a fair share (seat 1 wins ${pct(m.firstPlayer.seat1)}, the mean seat ${pct(m.firstPlayer.fair)})`,
    ),
    row("stalled", interval(m.stalled, pct)),
    row(
      "rounds",
      `mean ${interval(m.rounds.mean, fixed(1))}, median ${interval(m.rounds.median, (x) => String(x))}, p90 ${interval(m.rounds.p90, (x) => String(x))}`,
    ),
    row("endings", m.endings.map((e) => `${e.reason} ${interval(e, pct)}`).join(", ")),
    row("lead changes", `${interval(m.leadChanges, fixed(2))} a game`),
    row("lead taken", `${interval(m.leadTaken, pct)} of the way through the game (the winner's lead for good)`),
    row("decisiveness", `${interval(m.decisiveness, fixed(2))} rounds from clearly winning to the end`),
    row("comebacks", `${interval(m.comeback, pct)} of decided games`),
    row("eliminations", `${interval(m.eliminations, fixed(2))} a game`),
    ...(m.kingmaking ? [row("kingmaking", `${interval(m.kingmaking, pct)} of decided games`)] : []),
  ];
}
