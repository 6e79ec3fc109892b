// `riskc sweep`: a grid of parameter values (`--set armies=6..14 --set path=a|b`), or a random
// sample of it (`--samples N`), every point simulated on the same seeds; its metrics by name, and
// `--target "rounds.median in 10..15 and firstPlayer.abs < 0.02"` to rank the points (the table of
// the points is sim/report/'s).
import { nextInt, seedRng } from "../engine/index.js";
import type { SimulationReport } from "./balance-report.js";

/** A swept parameter and its values, in the order they are tried. */
export interface Axis {
  name: string;
  values: string[];
}

export type Point = Record<string, string>;

/** An error in what the user wrote (`--set`, `--target`): the message says what and where. */
export class SweepError extends Error {}

const MAX_POINTS = 100_000;

/** `name=6..14`, `name=6..14/2` (a step), `name=a|b|c`, or `name=3` (one value). */
export function parseAxis(entry: string): Axis {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.+)$/.exec(entry);
  if (!match) throw new SweepError(`--set takes name=values (6..14, 6..14/2, a|b or one value), not \`${entry}\``);
  const [, name, spec] = match as unknown as [string, string, string];
  const range = /^(-?\d+)\.\.(-?\d+)(?:\/(\d+))?$/.exec(spec);
  if (range) {
    const [from, to, step] = [Number(range[1]), Number(range[2]), Number(range[3] ?? 1)];
    if (to < from) throw new SweepError(`--set ${name}=${spec}: the range goes down (${from} > ${to})`);
    if (step < 1) throw new SweepError(`--set ${name}=${spec}: the step must be at least 1`);
    if ((to - from) / step + 1 > MAX_POINTS) throw new SweepError(`--set ${name}=${spec} has more than ${MAX_POINTS} values`);
    const values: string[] = [];
    for (let v = from; v <= to; v += step) values.push(String(v));
    return { name, values };
  }
  const values = spec.split("|");
  if (values.some((v) => v.trim() === "")) throw new SweepError(`--set ${name}=${spec} has an empty value`);
  return { name, values: values.map((v) => v.trim()) };
}

export function gridSize(axes: readonly Axis[]): number {
  return axes.reduce((n, a) => n * a.values.length, 1);
}

/** Point number i of the grid (the first axis varies slowest). */
function pointAt(axes: readonly Axis[], i: number): Point {
  const point: Point = {};
  let rest = i;
  for (let k = axes.length - 1; k >= 0; k--) {
    const axis = axes[k]!;
    point[axis.name] = axis.values[rest % axis.values.length]!;
    rest = Math.floor(rest / axis.values.length);
  }
  return Object.fromEntries(axes.map((a) => [a.name, point[a.name]!]));
}

/** Every point of the grid, or `samples` of them drawn at random without repeats (seeded), in grid order. */
export function sweepPoints(axes: readonly Axis[], samples: number | undefined, seed: number): Point[] {
  const size = gridSize(axes);
  if (samples === undefined) {
    if (size > MAX_POINTS) throw new SweepError(`the grid has ${size} points; sweep at most ${MAX_POINTS}, or draw some with --samples`);
    return Array.from({ length: size }, (_, i) => pointAt(axes, i));
  }
  if (size > 2 ** 31) throw new SweepError(`the grid has ${size} points: too many to draw from`);
  const rng = seedRng((seed ^ 0x5eed) >>> 0);
  const chosen = new Set<number>();
  const want = Math.min(samples, size);
  while (chosen.size < want) chosen.add(nextInt(rng, size));
  return [...chosen].sort((a, b) => a - b).map((i) => pointAt(axes, i));
}

/** The metrics a target (and the sweep table) reads, by name, from a report. */
export function metricValues(r: SimulationReport): Record<string, { value: number; ci95: [number, number] }> {
  const m = r.metrics;
  const out: Record<string, { value: number; ci95: [number, number] }> = {
    firstPlayer: m.firstPlayer,
    stalled: m.stalled,
    "rounds.mean": m.rounds.mean,
    "rounds.median": m.rounds.median,
    "rounds.p90": m.rounds.p90,
    leadChanges: m.leadChanges,
    leadTaken: m.leadTaken,
    decisiveness: m.decisiveness,
    comeback: m.comeback,
    eliminations: m.eliminations,
    ...(m.kingmaking ? { kingmaking: m.kingmaking } : {}),
  };
  for (const p of r.players) out[`seat${p.seat}`] = { value: p.winRate, ci95: p.ci95 };
  for (const s of r.sides ?? []) out[`side:${s.side}`] = { value: s.winRate, ci95: s.ci95 };
  for (const t of r.teams ?? []) out[`team:${t.seats.join("+")}`] = { value: t.winRate, ci95: t.ci95 };
  for (const e of m.endings) out[`ending:${e.reason}`] = { value: e.value, ci95: e.ci95 };
  return out;
}

export interface Clause {
  text: string;
  metric: string;
  /** `.abs`: the absolute value; `.lo`, `.hi`: the ends of the 95% interval. */
  part: "value" | "abs" | "lo" | "hi";
  op: "<" | "<=" | ">" | ">=" | "==" | "!=" | "in";
  bound: number;
  upper?: number;
}

/** `rounds.median in 10..15 and firstPlayer.abs < 0.02`: clauses joined by `and`. */
export function parseTarget(text: string): Clause[] {
  const parts = text.split(/\s+and\s+/);
  return parts.map((raw) => {
    const clause = raw.trim();
    const number = "(-?\\d+(?:\\.\\d+)?)";
    const range = new RegExp(`^(\\S+)\\s+in\\s+${number}\\.\\.${number}$`).exec(clause);
    const compare = new RegExp(`^(\\S+?)\\s*(<=|>=|==|!=|<|>)\\s*${number}$`).exec(clause);
    const match = range ?? compare;
    if (!match) throw new SweepError(`--target: cannot read \`${clause}\` (write e.g. \`rounds.median in 10..15\` or \`firstPlayer.abs < 0.02\`)`);
    const path = match[1]!;
    const suffix = /\.(abs|lo|hi)$/.exec(path);
    const metric = suffix ? path.slice(0, -suffix[0].length) : path;
    const part = (suffix?.[1] ?? "value") as Clause["part"];
    if (range) return { text: clause, metric, part, op: "in", bound: Number(range[2]), upper: Number(range[3]) };
    return { text: clause, metric, part, op: compare![2] as Clause["op"], bound: Number(compare![3]) };
  });
}

/** How far a value is from meeting the clause (0: it meets it), relative to the bound's size. */
function violation(c: Clause, value: number): number {
  const scale = Math.max(1e-9, Math.abs(c.bound), Math.abs(c.upper ?? 0), c.upper !== undefined ? c.upper - c.bound : 0);
  const off = (() => {
    switch (c.op) {
      case "in":
        return value < c.bound ? c.bound - value : value > c.upper! ? value - c.upper! : 0;
      case "<":
        return value < c.bound ? 0 : value - c.bound + 1e-12;
      case "<=":
        return value <= c.bound ? 0 : value - c.bound;
      case ">":
        return value > c.bound ? 0 : c.bound - value + 1e-12;
      case ">=":
        return value >= c.bound ? 0 : c.bound - value;
      case "==":
        return Math.abs(value - c.bound);
      case "!=":
        return value !== c.bound ? 0 : 1e-12;
    }
  })();
  return off / scale;
}

export interface Ranked {
  /** 1 is the best. */
  rank: number;
  meets: boolean;
  /** Clauses met, and the summed relative distance to the others. */
  met: number;
  distance: number;
}

/** Every clause's metric must exist in the reports: an unknown name is the user's mistake. */
export function checkTarget(clauses: readonly Clause[], names: readonly string[]): void {
  for (const c of clauses)
    if (!names.includes(c.metric))
      throw new SweepError(`--target: there is no metric \`${c.metric}\` (metrics: ${names.join(", ")}; add .abs, .lo or .hi)`);
}

/** Points ranked: those that meet every clause first, then by clauses met and by how near they come. */
export function rankPoints(reports: readonly SimulationReport[], clauses: readonly Clause[]): Ranked[] {
  const scored = reports.map((r, i) => {
    const values = metricValues(r);
    let met = 0;
    let distance = 0;
    for (const c of clauses) {
      const e = values[c.metric]!;
      const value = c.part === "abs" ? Math.abs(e.value) : c.part === "lo" ? e.ci95[0] : c.part === "hi" ? e.ci95[1] : e.value;
      const v = violation(c, value);
      if (v === 0) met++;
      distance += v;
    }
    return { i, met, distance };
  });
  const order = [...scored].sort((a, b) => b.met - a.met || a.distance - b.distance || a.i - b.i);
  const out: Ranked[] = new Array(reports.length);
  order.forEach((s, k) => (out[s.i] = { rank: k + 1, meets: s.met === clauses.length, met: s.met, distance: Math.round(s.distance * 1e6) / 1e6 }));
  return out;
}

export interface SweepReport {
  variant: string;
  games: number;
  seed: number;
  players: number;
  bots: string[];
  axes: Axis[];
  target?: string;
  points: { params: Point; report: SimulationReport; ranked?: Ranked }[];
}
