// riskc simulate <file> [--games N] [--players P] [--seed S] [--bots list] [--budget-ms M] [--json]:
// bot games and the balance report. The same seed gives byte-identical output (unless `--budget-ms`
// gives search bots wall-clock time instead of iterations).
import { simulateInParallel } from "../../sim/parallel.js";
import { formatReport } from "../../sim/report.js";
import { DEFAULT_MAX_ROUNDS } from "../../sim/simulate.js";
import { compileFile, parseOverrides, renderFileDiagnostics } from "../compile-file.js";
import { parseBotList } from "../bot-list.js";
import { type Io } from "../io.js";
import { wholeNumber } from "../numbers.js";
import { ProgressLine } from "../progress.js";

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
  allowPath?: string[];
}

const whole = wholeNumber;

/** `greedy,random` for 4 players: the last name fills the remaining seats. */
export function seatBots(list: string | undefined, players: number): string[] {
  return parseBotList(list, players);
}

export async function runSimulate(file: string, options: SimulateOptions, io: Io): Promise<number> {
  const games = whole(options.games, "--games", 1, 10_000_000, 1000);
  const seed = whole(options.seed, "--seed", 0, 4294967295, 1);
  const maxRounds = whole(options.maxRounds, "--max-rounds", 1, 100_000, DEFAULT_MAX_ROUNDS);
  const workers = options.workers === undefined ? undefined : whole(options.workers, "--workers", 1, 64, 1);
  // On a terminal, the progress line's timer starts before the compile, so that its first frame
  // comes as soon as the compile lets the event loop run (compiling is synchronous: nothing can be
  // drawn before the diagnostics are printed). It is erased before the report.
  const progress =
    io.interactive && !options.json
      ? new ProgressLine({ write: io.stderr, total: games, unit: "games", ...(io.columns ? { columns: io.columns } : {}) })
      : undefined;
  try {
    const compiled = compileFile(file, parseOverrides(options.set), options.allowPath);
    renderFileDiagnostics(compiled, io);
    const ir = compiled.result.ir;
    if (!compiled.ok || !ir) return 1;
    const listed = options.bots?.split(",").filter(Boolean).length ?? 0;
    const fallbackPlayers = Math.min(Math.max(listed, 4, ir.players.min), ir.players.max);
    const players = whole(options.players, "--players", ir.players.min, ir.players.max, fallbackPlayers);
    const budgetMs = options.budgetMs === undefined ? undefined : whole(options.budgetMs, "--budget-ms", 1, 3_600_000, 0);
    const bots = seatBots(options.bots, players).map((name) => (name === "search" && budgetMs !== undefined ? `search:${budgetMs}ms` : name));
    progress?.begin();
    const report = await simulateInParallel(ir, {
      games,
      seed,
      maxRounds,
      bots,
      ...(workers !== undefined ? { workers } : {}),
      ...(progress ? { onProgress: (done: number) => progress.update(done) } : {}),
    });
    progress?.stop();
    if (options.json) {
      const { variant: _variant, maxRounds: _cap, lengths: _lengths, teams, ...core } = report;
      const json = teams ? { ...core, teams } : core;
      io.stdout(JSON.stringify(json, null, 2) + "\n");
    } else io.stdout(formatReport(report) + "\n");
    return 0;
  } finally {
    progress?.stop();
  }
}
