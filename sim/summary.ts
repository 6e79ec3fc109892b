// The streaming, mergeable summary of a run: every game is folded into counts and histograms as
// soon as it is played (wins per seat, team and side, endings, and a histogram of every per-game
// metric), so memory does not grow with the games, and two summaries of disjoint games merge
// exactly, in any order, into the summary of all of them. Reports are computed from a summary
// alone: a run split over threads, shards or machines gives the same report byte for byte.
import { addHeat, emptyHeat, isHeatSummary, mergeHeat, type HeatHeader, type HeatSummary } from "./heat.js";
import type { GameRecord } from "./play-game.js";
import { STALLED } from "./play-game.js";
import type { Histogram } from "./stats.js";

/** What identifies a run: the same in every part of it (a shard checks it before merging). */
export interface RunHeader {
  variant: string;
  seed: number;
  /** All the run's games (a part plays some of them). */
  games: number;
  maxRounds: number;
  /** The bot of each seat. */
  bots: string[];
  /** Y13: the teams (0-based seats), when the variant has teams for this many players. */
  teams?: number[][];
  /** E16: the sides (the factions a seat plays). */
  sides?: { side: string; seats: number[] }[];
  /** Whether the variant ranks players by score at some end, or has teams (kingmaking is reported then). */
  scored: boolean;
  /** A digest of the compiled variant (the CLI's), so that parts of different runs never merge. */
  fingerprint?: string;
  /** With heat maps (`simulate --heat`): the territories, groups and rounds they count. */
  heat?: HeatHeader;
}

/** One of the first games of a run, kept whole for the lead-over-time chart. */
export interface SampleGame {
  game: number;
  winners: number[];
  reason: string;
  rounds: number;
  /** Each competitor's score at every round end. */
  scores: number[][];
}

export const SUMMARY_FORMAT = "riskc-summary";
export const SUMMARY_VERSION = 1;
/** How many of the first games are kept whole. */
export const SAMPLE_GAMES = 3;

export interface Summary {
  format: typeof SUMMARY_FORMAT;
  version: typeof SUMMARY_VERSION;
  run: RunHeader;
  /** The games played, as sorted, disjoint [from, to) ranges of the run's game numbers. */
  ranges: [number, number][];
  games: number;
  seatWins: number[];
  teamWins: number[];
  sideWins: number[];
  endings: Record<string, number>;
  /** Rounds a game lasted. */
  rounds: Histogram;
  /** P·[seat 1 won] − (number of winners), for the first-player advantage (÷ P). */
  firstPlayer: Histogram;
  leadChanges: Histogram;
  eliminations: Histogram;
  /** Games with a winner (the metrics below are about them). */
  decided: number;
  /** Thousandths of the game's rounds. */
  leadTaken: Histogram;
  decisiveness: Histogram;
  comebacks: number;
  /** Decided games with three or more competitors, and among them those with a kingmaking signal. */
  kingmakingGames: number;
  kingmaking: number;
  samples: SampleGame[];
  /** With heat maps: each territory's counts (heat.ts). */
  heat?: HeatSummary;
}

export function emptySummary(run: RunHeader): Summary {
  const players = run.bots.length;
  return {
    format: SUMMARY_FORMAT,
    version: SUMMARY_VERSION,
    run,
    ranges: [],
    games: 0,
    seatWins: new Array<number>(players).fill(0),
    teamWins: new Array<number>(run.teams?.length ?? 0).fill(0),
    sideWins: new Array<number>(run.sides?.length ?? 0).fill(0),
    endings: {},
    rounds: {},
    firstPlayer: {},
    leadChanges: {},
    eliminations: {},
    decided: 0,
    leadTaken: {},
    decisiveness: {},
    comebacks: 0,
    kingmakingGames: 0,
    kingmaking: 0,
    samples: [],
    ...(run.heat ? { heat: emptyHeat(run.heat) } : {}),
  };
}

const bump = (h: Histogram, value: number, by = 1) => (h[value] = (h[value] ?? 0) + by);

/** Add ranges [from, to) to sorted disjoint ranges, joining neighbours; overlaps are refused. */
function addRange(ranges: [number, number][], from: number, to: number): void {
  if (from >= to) return;
  const at = ranges.findIndex(([a]) => a >= from);
  const index = at < 0 ? ranges.length : at;
  const before = ranges[index - 1];
  const after = ranges[index];
  if ((before && before[1] > from) || (after && after[0] < to)) throw new SummaryError(`games ${from}..${to - 1} are counted twice`);
  if (before && before[1] === from) {
    before[1] = to;
    if (after && after[0] === to) {
      before[1] = after[1];
      ranges.splice(index, 1);
    }
  } else if (after && after[0] === to) after[0] = from;
  else ranges.splice(index, 0, [from, to]);
}

/** A summary that cannot be read or merged: the message says why. */
export class SummaryError extends Error {}

/** Fold game number `index` of the run into the summary. */
export function addGame(summary: Summary, index: number, record: GameRecord): void {
  addRange(summary.ranges, index, index + 1);
  const { run } = summary;
  const players = run.bots.length;
  summary.games++;
  for (const w of record.winners) summary.seatWins[w]!++;
  const groupWins = (groups: readonly (readonly number[])[], into: number[]) =>
    groups.forEach((seats, g) => {
      if (record.winners.some((w) => seats.includes(w))) into[g]!++;
    });
  if (run.teams) groupWins(run.teams, summary.teamWins);
  if (run.sides)
    groupWins(
      run.sides.map((s) => s.seats),
      summary.sideWins,
    );
  summary.endings[record.reason] = (summary.endings[record.reason] ?? 0) + 1;
  bump(summary.rounds, record.rounds);
  bump(summary.firstPlayer, (record.winners.includes(0) ? players : 0) - record.winners.length);
  const m = record.metrics;
  bump(summary.leadChanges, m.leadChanges);
  bump(summary.eliminations, m.eliminations);
  if (record.winners.length > 0 && record.reason !== STALLED) {
    summary.decided++;
    if (m.leadTaken !== undefined) bump(summary.leadTaken, m.leadTaken);
    if (m.decisiveness !== undefined) bump(summary.decisiveness, m.decisiveness);
    if (m.comeback) summary.comebacks++;
    if (m.kingmaking !== undefined) {
      summary.kingmakingGames++;
      if (m.kingmaking) summary.kingmaking++;
    }
  }
  if (summary.heat && record.heat) addHeat(summary.heat, run.heat!, record.reason === STALLED ? [] : record.winners, record.heat);
  if (record.scores && (summary.samples.length < SAMPLE_GAMES || index < summary.samples.at(-1)!.game)) {
    summary.samples.push({ game: index, winners: record.winners, reason: record.reason, rounds: record.rounds, scores: record.scores });
    summary.samples.sort((a, b) => a.game - b.game);
    summary.samples.length = Math.min(summary.samples.length, SAMPLE_GAMES);
  }
}

/** Whether a game of this number would be kept as a sample (so its scores are worth tracing). */
export function wantsSample(summary: Summary, index: number): boolean {
  return summary.samples.length < SAMPLE_GAMES || index < summary.samples.at(-1)!.game;
}

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

function addHistogram(into: Histogram, from: Histogram): void {
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
}

/** The summary of the games of both (which must be parts of the same run, with no game in both). */
export function mergeSummaries(a: Summary, b: Summary): Summary {
  if (canonical(a.run) !== canonical(b.run))
    throw new SummaryError(`the parts are of different runs (${describeRun(a.run)} and ${describeRun(b.run)})`);
  const out: Summary = JSON.parse(JSON.stringify(a)) as Summary;
  for (const [from, to] of b.ranges) addRange(out.ranges, from, to);
  out.games += b.games;
  b.seatWins.forEach((w, i) => (out.seatWins[i]! += w));
  b.teamWins.forEach((w, i) => (out.teamWins[i]! += w));
  b.sideWins.forEach((w, i) => (out.sideWins[i]! += w));
  for (const [k, v] of Object.entries(b.endings)) out.endings[k] = (out.endings[k] ?? 0) + v;
  for (const key of ["rounds", "firstPlayer", "leadChanges", "eliminations", "leadTaken", "decisiveness"] as const) addHistogram(out[key], b[key]);
  out.decided += b.decided;
  out.comebacks += b.comebacks;
  out.kingmakingGames += b.kingmakingGames;
  out.kingmaking += b.kingmaking;
  out.samples = [...out.samples, ...b.samples].sort((x, y) => x.game - y.game).slice(0, SAMPLE_GAMES);
  if (a.heat && b.heat) out.heat = mergeHeat(a.heat, b.heat);
  return out;
}

export function describeRun(run: RunHeader): string {
  return `${run.variant}, seed ${run.seed}, ${run.games} games, bots ${run.bots.join(",")}`;
}

/** The game numbers of the run that the summary does not hold, as ranges. */
export function missingRanges(summary: Summary): [number, number][] {
  const missing: [number, number][] = [];
  let at = 0;
  for (const [from, to] of summary.ranges) {
    if (from > at) missing.push([at, from]);
    at = to;
  }
  if (at < summary.run.games) missing.push([at, summary.run.games]);
  return missing;
}

/** The summary as canonical JSON (keys sorted, so equal summaries are equal text). */
export function summaryJson(summary: Summary): string {
  return canonical(summary) + "\n";
}

const isCount = (x: unknown) => Number.isSafeInteger(x) && (x as number) >= 0;
const isCounts = (h: unknown) => !!h && typeof h === "object" && !Array.isArray(h) && Object.values(h).every(isCount);
const isHistogram = (h: unknown) => isCounts(h) && Object.keys(h as object).every((k) => /^-?\d+$/.test(k));

/** Read a summary written by `summaryJson`, checking its shape (a damaged or foreign file is a SummaryError). */
export function parseSummary(text: string, name: string): Summary {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SummaryError(`${name} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const s = value as Summary;
  if (!s || typeof s !== "object" || s.format !== SUMMARY_FORMAT)
    throw new SummaryError(`${name} is not a riskc summary (written by simulate --out)`);
  if (s.version !== SUMMARY_VERSION)
    throw new SummaryError(`${name} is a summary of version ${String(s.version)}; this riskc reads version ${SUMMARY_VERSION}`);
  const run = s.run;
  const ok =
    run &&
    typeof run.variant === "string" &&
    isCount(run.seed) &&
    isCount(run.games) &&
    isCount(run.maxRounds) &&
    Array.isArray(run.bots) &&
    run.bots.every((b) => typeof b === "string") &&
    Array.isArray(s.ranges) &&
    s.ranges.every((r) => Array.isArray(r) && r.length === 2 && isCount(r[0]) && isCount(r[1]) && r[0] < r[1] && r[1] <= run.games) &&
    isCount(s.games) &&
    [s.seatWins, s.teamWins, s.sideWins].every((l) => Array.isArray(l) && l.every(isCount)) &&
    s.seatWins.length === run.bots.length &&
    s.teamWins.length === (run.teams?.length ?? 0) &&
    s.sideWins.length === (run.sides?.length ?? 0) &&
    isCounts(s.endings) &&
    [s.rounds, s.firstPlayer, s.leadChanges, s.eliminations, s.leadTaken, s.decisiveness].every(isHistogram) &&
    [s.decided, s.comebacks, s.kingmakingGames, s.kingmaking].every(isCount) &&
    Array.isArray(s.samples) &&
    (run.heat === undefined ? s.heat === undefined : isHeatHeader(run.heat) && isHeatSummary(s.heat, run.heat));
  if (!ok || s.ranges.reduce((n, [a, b]) => n + b - a, 0) !== s.games)
    throw new SummaryError(`${name} is a damaged summary (a field is missing or out of range)`);
  return s;
}

function isHeatHeader(h: HeatHeader): boolean {
  const map = h.map;
  const index = (x: unknown, length: number) => Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) < length;
  const pairs = (list: unknown) =>
    Array.isArray(list) &&
    list.every((p) => Array.isArray(p) && p.length === 2 && index(p[0], map.territories.length) && index(p[1], map.territories.length));
  return (
    !!map &&
    Array.isArray(map.groups) &&
    map.groups.every((g) => g && typeof g.name === "string") &&
    Array.isArray(map.territories) &&
    map.territories.every((t) => t && typeof t.name === "string" && index(t.group, map.groups.length)) &&
    pairs(map.borders) &&
    pairs(map.links) &&
    Array.isArray(h.rounds) &&
    h.rounds.every((r) => Number.isSafeInteger(r) && r > 0)
  );
}
