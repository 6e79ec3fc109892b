// riskc simulate <file> [--games N] [--players P] [--seed S] [--bots list] [--budget-ms M] [--json]:
// bot games and the balance report. The same seed gives byte-identical output (unless `--budget-ms`
// gives search bots wall-clock time instead of iterations).
import { botNames, findBot } from "../../bots/index.js";
import { simulateInParallel } from "../../sim/parallel.js";
import { formatReport } from "../../sim/report.js";
import { DEFAULT_MAX_ROUNDS } from "../../sim/simulate.js";
import { compileFile, parseOverrides, renderFileDiagnostics } from "../compile-file.js";
import { UsageError, type Io } from "../io.js";

export interface SimulateOptions {
  games?: string;
  players?: string;
  seed?: string;
  bots?: string;
  /** `search` bots named without a budget think this many milliseconds a decision (not deterministic). */
  budgetMs?: string;
  json?: boolean;
  maxRounds?: string;
  workers?: string;
  set?: string[];
}

function whole(value: string | undefined, flag: string, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new UsageError(`${flag} takes a whole number from ${min} to ${max}, not \`${value}\``);
  return Number(value);
}

/** `greedy,random` for 4 players: the last name fills the remaining seats. */
export function seatBots(list: string | undefined, players: number): string[] {
  const names = (list ?? "greedy")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) if (!findBot(name)) throw new UsageError(`unknown bot \`${name}\`; bots: ${botNames.join(", ")}`);
  if (names.length > players) throw new UsageError(`${names.length} bots for ${players} players`);
  return Array.from({ length: players }, (_, i) => names[Math.min(i, names.length - 1)]!);
}

function progressBar(io: Io): (done: number, total: number) => void {
  let last = -1;
  return (done, total) => {
    const percent = Math.floor((done / total) * 100);
    if (percent === last) return;
    last = percent;
    const width = 30;
    const filled = Math.round((done / total) * width);
    io.stderr(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} games${done === total ? "\n" : ""}`);
  };
}

export async function runSimulate(file: string, options: SimulateOptions, io: Io): Promise<number> {
  const games = whole(options.games, "--games", 1, 10_000_000, 1000);
  const seed = whole(options.seed, "--seed", 0, 4294967295, 1);
  const maxRounds = whole(options.maxRounds, "--max-rounds", 1, 100_000, DEFAULT_MAX_ROUNDS);
  const workers = options.workers === undefined ? undefined : whole(options.workers, "--workers", 1, 64, 1);
  const compiled = compileFile(file, parseOverrides(options.set));
  renderFileDiagnostics(compiled, io);
  const ir = compiled.result.ir;
  if (!compiled.ok || !ir) return 1;
  const listed = options.bots?.split(",").filter(Boolean).length ?? 0;
  const fallbackPlayers = Math.min(Math.max(listed, 4, ir.players.min), ir.players.max);
  const players = whole(options.players, "--players", ir.players.min, ir.players.max, fallbackPlayers);
  const budgetMs = options.budgetMs === undefined ? undefined : whole(options.budgetMs, "--budget-ms", 1, 3_600_000, 0);
  const bots = seatBots(options.bots, players).map((name) => (name === "search" && budgetMs !== undefined ? `search:${budgetMs}ms` : name));
  const report = await simulateInParallel(ir, {
    games,
    seed,
    maxRounds,
    bots,
    ...(workers !== undefined ? { workers } : {}),
    ...(io.interactive && !options.json ? { onProgress: progressBar(io) } : {}),
  });
  if (options.json) {
    const { variant: _variant, maxRounds: _cap, lengths: _lengths, teams, ...core } = report;
    const json = teams ? { ...core, teams } : core;
    io.stdout(JSON.stringify(json, null, 2) + "\n");
  } else io.stdout(formatReport(report) + "\n");
  return 0;
}
