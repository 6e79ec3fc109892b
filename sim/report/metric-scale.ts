// What a metric of the sweep (a name of metricValues: `firstPlayer`, `rounds.median`, `seat2`,
// `ending:conquest`...) is called on a chart's axis, and how its values are written: rates as
// percentages (an edge with its sign), counts and rounds as numbers.
import { percent, signedPercent } from "./percent.js";

export interface MetricScale {
  /** The axis title, with its unit. */
  label: string;
  format: (value: number) => string;
  /** Whether values are rates, written (and typed in a target band) as percentages. */
  percent: boolean;
}

const rate = (label: string, format = percent): MetricScale => ({ label, format, percent: true });
const count = (label: string, digits: number): MetricScale => ({ label, format: (v) => String(Number(v.toFixed(digits))), percent: false });

const FIXED: Record<string, MetricScale> = {
  firstPlayer: rate("first-player edge (%)", signedPercent),
  stalled: rate("stall rate (%)"),
  "rounds.mean": count("mean game length (rounds)", 1),
  "rounds.median": count("median game length (rounds)", 1),
  "rounds.p90": count("90th percentile of game length (rounds)", 1),
  leadChanges: count("lead changes a game", 2),
  leadTaken: rate("winner's lead taken for good (% of the game)"),
  decisiveness: count("decisiveness (rounds from clearly winning to the end)", 2),
  comeback: rate("comebacks (% of decided games)"),
  eliminations: count("eliminations a game", 2),
  kingmaking: rate("kingmaking (% of decided games)"),
};

export function metricScale(name: string): MetricScale {
  const fixed = FIXED[name];
  if (fixed) return fixed;
  const seat = /^seat(\d+)$/.exec(name);
  if (seat) return rate(`seat ${seat[1]} win rate (%)`);
  if (name.startsWith("side:")) return rate(`${name.slice(5)}'s win rate (%)`);
  if (name.startsWith("team:")) return rate(`team ${name.slice(5)} win rate (%)`);
  if (name.startsWith("ending:")) return rate(`games ending by ${name.slice(7)} (%)`);
  return count(name, 2);
}
