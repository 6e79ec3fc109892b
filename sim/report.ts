// The balance report: per seat wins and win rate with a 95% Wilson interval, stalled games,
// game length and how games ended. Built from game records in game order, so the same seed
// gives the same report however the games were spread over workers.
import type { GameRecord } from "./play-game.js";
import { STALLED } from "./play-game.js";

export interface SeatResult {
  seat: number;
  bot: string;
  wins: number;
  winRate: number;
  ci95: [number, number];
}

export interface TeamResult {
  seats: number[];
  wins: number;
  winRate: number;
  ci95: [number, number];
}

/** E16: results by side (the factions a seat plays): a side wins when one of its seats does. */
export interface SideResult {
  side: string;
  seats: number[];
  wins: number;
  winRate: number;
  ci95: [number, number];
}

export interface SimulationReport {
  variant: string;
  games: number;
  seed: number;
  maxRounds: number;
  players: SeatResult[];
  /** Y13: results by team, when the variant has teams for this many players. */
  teams?: TeamResult[];
  /** E16: results by side, when the variant has factions. */
  sides?: SideResult[];
  stalled: number;
  rounds: { mean: number; median: number };
  endings: Record<string, number>;
  /** Game lengths in rounds, bucketed (for the playground's histogram). */
  lengths: { from: number; to: number; games: number }[];
}

/** Wilson score interval for k successes in n trials, z = 1.96. */
export function wilson(k: number, n: number, z = 1.959963984540054): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

function median(sorted: readonly number[]): number {
  if (sorted.length === 0) return 0;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

function histogram(values: readonly number[], buckets = 10): SimulationReport["lengths"] {
  if (values.length === 0) return [];
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const width = Math.max(1, Math.ceil((hi - lo + 1) / buckets));
  const out: SimulationReport["lengths"] = [];
  for (let from = lo; from <= hi; from += width)
    out.push({ from, to: from + width - 1, games: values.filter((v) => v >= from && v < from + width).length });
  return out;
}

export function buildReport(
  variant: string,
  seed: number,
  maxRounds: number,
  botNames: readonly string[],
  records: readonly GameRecord[],
  teams?: readonly number[][],
  sides?: readonly { side: string; seats: number[] }[],
): SimulationReport {
  const n = records.length;
  const players = botNames.map((bot, seat) => {
    const wins = records.filter((r) => r.winners.includes(seat)).length;
    const [lo, hi] = wilson(wins, n);
    return { seat: seat + 1, bot, wins, winRate: round6(n ? wins / n : 0), ci95: [round6(lo), round6(hi)] as [number, number] };
  });
  const endings: Record<string, number> = {};
  for (const r of records) endings[r.reason] = (endings[r.reason] ?? 0) + 1;
  const rounds = records.map((r) => r.rounds).sort((a, b) => a - b);
  const groupResult = (seats: readonly number[]) => {
    const wins = records.filter((r) => r.winners.some((w) => seats.includes(w))).length;
    const [lo, hi] = wilson(wins, n);
    return { seats: seats.map((s) => s + 1), wins, winRate: round6(n ? wins / n : 0), ci95: [round6(lo), round6(hi)] as [number, number] };
  };
  const teamResults = teams?.map((seats) => groupResult(seats));
  const sideResults = sides?.map(({ side, seats }) => ({ side, ...groupResult(seats) }));
  return {
    variant,
    games: n,
    seed,
    maxRounds,
    players,
    ...(teamResults ? { teams: teamResults } : {}),
    ...(sideResults ? { sides: sideResults } : {}),
    stalled: endings[STALLED] ?? 0,
    rounds: { mean: round6(n ? rounds.reduce((a, b) => a + b, 0) / n : 0), median: median(rounds) },
    endings: Object.fromEntries(Object.entries(endings).sort(([a], [b]) => a.localeCompare(b))),
    lengths: histogram(rounds),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The report as a table for a terminal. */
export function formatReport(r: SimulationReport): string {
  const lines = [
    `${r.variant}: ${r.games} games, seed ${r.seed}, ${r.players.length} players, round cap ${r.maxRounds}`,
    "",
    "seat  bot      wins   win rate   95% interval",
    ...r.players.map(
      (p) =>
        `${String(p.seat).padStart(4)}  ${p.bot.padEnd(7)} ${String(p.wins).padStart(5)}   ${pct(p.winRate).padStart(8)}   ${pct(p.ci95[0])} – ${pct(p.ci95[1])}`,
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
  ];
  return lines.join("\n");
}
