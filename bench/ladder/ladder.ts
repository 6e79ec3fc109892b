// npm run ladder -- [--games N] [--games-at budget:N ...] [--budgets 30,150,1000] [--variants a,b]
//                   [--workers W] [--seed S] [--max-rounds R] [--timing-games T] [--timing-only] [--out file.md]
//                   [--judges greedy,search:150|none] [--exploiters turtle,bully,...] [--exploitability-only]
// The strength ladder: random < greedy < search at three budgets, on every bundled variant, two
// figures each (matchups.ts). Every rung plays the same seeds with the measured bot in each seat
// it rotates over; the win rate has a 95% Wilson interval; decisions/s is the measured bot's, on
// one core (each worker thread plays one game at a time). Games are spread over worker threads;
// results are put back in game order, so the table does not depend on the number of workers.
// Then the exploitability table: each exploiter (bots/exploiters/) alone at a table of each judge,
// in every seat, on every variant's usual table: a judge a simple strategy beats far more often
// than its fair share is no judge of a variant's balance.
import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { variantFileLoader } from "../../compiler/node/index.js";
import { compile, type Variant } from "../../compiler/index.js";
import { deriveSeed } from "../../engine/index.js";
import { STALLED, wilson } from "../../sim/index.js";
import { exploiters } from "../../bots/index.js";
import {
  BUDGETS,
  exploitRungs,
  exploitTableOf,
  JUDGES,
  lineup,
  rotations,
  rungs,
  STAND_INS,
  tablesOf,
  TWO_PLAYER_TARGET,
  type Rung,
  type Table,
} from "./matchups.js";
import type { GameResult, GameTask, WorkerReply } from "./tasks.js";
import { ladderGame, playTask } from "./worker.js";

export interface LadderOptions {
  games: number;
  gamesAt: Map<number, number>;
  budgets: number[];
  variants?: string[];
  workers: number;
  seed: number;
  maxRounds: number;
  /** Seeds per search rung played first, alone on the main thread, to time its decisions in CPU time. */
  timingGames: number;
  /** Only the timing games (to find the budgets that fit a time a decision): no ladder games, search rungs only. */
  timingOnly?: boolean;
  /** The judges of the exploitability table (none or empty: no table). */
  judges?: string[];
  /** The exploiters it plays (default: every one). */
  exploiters?: string[];
  /** Only the exploitability table, not the strength ladder. */
  exploitabilityOnly?: boolean;
}

export interface LadderRow {
  table: Table;
  rung: Rung;
  games: number;
  wins: number;
  winRate: number;
  ci95: [number, number];
  /** What the measured bot would win by chance: 1/2 in a duel, 1/players at a table. */
  chance: number;
  stalled: number;
  /** The measured bot's decisions a second and milliseconds a decision: CPU time, one thread (the timing games). */
  decisionsPerSecond: number;
  msPerDecision: number;
  /** Wall-clock milliseconds a decision in the ladder's own games (worker threads sharing the machine). */
  wallMsPerDecision: number;
}

const variantsDir = fileURLToPath(new URL("../../variants/", import.meta.url));

function budgetOf(bot: string): number | undefined {
  const m = /^search:(\d+)$/.exec(bot);
  return m ? Number(m[1]) : undefined;
}

/** Seeds played per rotation of a rung: `--games-at` for the rung's search budget (the judge's, in an exploitability row), else `--games`. */
function gamesFor(options: LadderOptions, rung: Rung): number {
  const budget = budgetOf(rung.exploit ? rung.versus : rung.bot);
  return (budget !== undefined ? options.gamesAt.get(budget) : undefined) ?? options.games;
}

/** Play every task over `workers` threads, one game per worker at a time; results by task id. */
export async function playAll(
  tasks: GameTask[],
  workers: number,
  onDone: (done: number) => void,
  script: URL = new URL("./worker-bootstrap.js", import.meta.url),
): Promise<GameResult[]> {
  const results: GameResult[] = new Array(tasks.length);
  let next = 0;
  let done = 0;
  const threads = Array.from({ length: Math.max(1, Math.min(workers, tasks.length)) }, () => new Worker(script));
  try {
    await Promise.all(
      threads.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const feed = () => {
              if (next >= tasks.length) return resolve();
              worker.postMessage(tasks[next++]);
            };
            worker.on("message", (reply: WorkerReply) => {
              if ("error" in reply) return reject(new Error(`game ${reply.id}: ${reply.error}`));
              results[reply.id] = reply;
              onDone(++done);
              feed();
            });
            worker.on("error", reject);
            feed();
          }),
      ),
    );
  } finally {
    await Promise.all(threads.map((t) => t.terminate()));
  }
  return results;
}

export async function runLadder(options: LadderOptions, progress: (text: string) => void = () => {}): Promise<LadderRow[]> {
  const sources = [
    ...readdirSync(variantsDir)
      .filter((f) => f.endsWith(".risk"))
      .map((f) => ({ name: f.replace(/\.risk$/, ""), path: `${variantsDir}${f}`, figures: undefined })),
    ...STAND_INS.map(({ name, figures }) => ({ name, path: fileURLToPath(new URL(`./${name}.risk`, import.meta.url)), figures })),
  ].filter(({ name }) => !options.variants || options.variants.includes(name));
  const files = sources.map((s) => s.name);
  const irs = new Map<string, Variant>();
  for (const { name, path } of sources) {
    const result = compile(readFileSync(path, "utf8"), { fileName: `${name}.risk`, loadVariant: variantFileLoader() });
    if (!result.ir) throw new Error(`${name}.risk does not compile`);
    irs.set(name, result.ir);
  }
  const plan: { table: Table; rung: Rung; tasks: GameTask[] }[] = [];
  const tasks: GameTask[] = [];
  const planned: { table: Table; rung: Rung }[] = [];
  for (const name of files) {
    const ir = irs.get(name)!;
    const figures = sources.find((s) => s.name === name)!.figures;
    if (!options.exploitabilityOnly)
      for (const table of tablesOf(name, ir.players.min, ir.players.max, figures))
        for (const rung of rungs(options.budgets)) planned.push({ table, rung });
  }
  // The exploitability rows, after the ladder's, bundled variants only (a stand-in stands for a variant that is not bundled yet).
  const exploiterNames = options.exploiters ?? exploiters.map((bot) => bot.name);
  for (const name of files.filter((f) => !STAND_INS.some((s) => s.name === f))) {
    const ir = irs.get(name)!;
    const table = exploitTableOf(name, ir.players.min, ir.players.max);
    for (const judge of options.judges ?? [])
      if (exploiterNames.length > 0) planned.push({ table, rung: { bot: judge, versus: judge, exploit: true, baseline: true } });
    for (const rung of exploitRungs(options.judges ?? [], exploiterNames)) planned.push({ table, rung });
  }
  for (const { table, rung } of planned) {
    const mine: GameTask[] = [];
    for (let k = 0; k < gamesFor(options, rung); k++)
      // A baseline's game is the same whichever seat is watched: one game a seed.
      for (let seat = 0; seat < (rung.baseline ? 1 : rotations(table)); seat++) {
        const task: GameTask = {
          id: tasks.length,
          variant: table.variant,
          ir: irs.get(table.variant)!,
          lineup: lineup(table, rung, seat),
          seat,
          seed: deriveSeed(options.seed, k),
          maxRounds: options.maxRounds,
        };
        tasks.push(task);
        mine.push(task);
      }
    plan.push({ table, rung, tasks: mine });
  }
  // The timing games: each search rung's first seeds, one game at a time on this thread, nothing else running (not the exploitability rows: no search bot is measured there).
  const timing = new Map<(typeof plan)[number], { decisions: number; ms: number }>();
  for (const entry of plan) {
    if (entry.rung.exploit || !entry.rung.bot.startsWith("search") || options.timingGames === 0) continue;
    const clock = { decisions: 0, ms: 0 };
    const first = entry.tasks[0]!;
    // Warm the compiler up on this variant first (a cheap search, untimed).
    playTask({ ...first, lineup: first.lineup.map((bot) => (bot === entry.rung.bot ? "search:10" : bot)) }, ladderGame(first));
    for (const task of entry.tasks.slice(0, options.timingGames * rotations(entry.table))) {
      const result = playTask({ ...task, clock: "cpu" }, ladderGame(task));
      clock.decisions += result.decisions;
      clock.ms += result.ms;
    }
    timing.set(entry, clock);
    progress(
      `timed ${entry.rung.bot} on ${entry.table.variant} (${describe(entry.table)}): ${(clock.ms / Math.max(1, clock.decisions)).toFixed(2)} ms/decision\n`,
    );
  }
  if (options.timingOnly)
    return plan
      .filter((entry) => timing.has(entry))
      .map((entry) => ({
        table: entry.table,
        rung: entry.rung,
        games: 0,
        wins: 0,
        winRate: 0,
        ci95: [0, 0],
        chance: chanceOf(entry.table),
        stalled: 0,
        ...timed(timing.get(entry)!),
        wallMsPerDecision: 0,
      }));
  const started = performance.now();
  const results = await playAll(tasks, options.workers, (done) => {
    if (done % 10 === 0 || done === tasks.length)
      progress(`\r${done}/${tasks.length} games, ${((performance.now() - started) / 1000).toFixed(0)} s${done === tasks.length ? "\n" : ""}`);
  });
  // A judge's share of the wins at its own table, every seat a judge, on the same seeds: an exploiter's fair share.
  const fairShares = new Map<string, number>();
  for (const { table, rung, tasks: mine } of plan) {
    if (!rung.baseline) continue;
    const winners = mine.reduce((n, t) => n + results[t.id]!.winners.length, 0);
    fairShares.set(`${table.variant} ${rung.versus}`, mine.length > 0 ? winners / (mine.length * table.players) : 0);
  }
  return plan
    .filter((entry) => !entry.rung.baseline)
    .map((entry) => {
      const { table, rung, tasks: mine } = entry;
      const played = mine.map((t) => ({ task: t, result: results[t.id]! }));
      const wins = played.filter(({ task, result }) => result.winners.includes(task.seat)).length;
      const decisions = played.reduce((n, p) => n + p.result.decisions, 0);
      const ms = played.reduce((n, p) => n + p.result.ms, 0);
      const n = played.length;
      const [lo, hi] = wilson(wins, n);
      return {
        table,
        rung,
        games: n,
        wins,
        winRate: n ? wins / n : 0,
        ci95: [lo, hi],
        chance: rung.exploit ? fairShares.get(`${table.variant} ${rung.versus}`)! : chanceOf(table),
        stalled: played.filter((p) => p.result.reason === STALLED).length,
        ...timed(timing.get(entry) ?? { decisions, ms }),
        wallMsPerDecision: decisions > 0 ? ms / decisions : 0,
      };
    });
}

/** What the measured bot of a ladder rung would win by chance: 1/2 in a duel, 1/players at a table. */
function chanceOf(table: Table): number {
  return table.figure === "duel" ? 1 / 2 : 1 / table.players;
}

function timed(clock: { decisions: number; ms: number }): { decisionsPerSecond: number; msPerDecision: number } {
  return {
    decisionsPerSecond: clock.ms > 0 ? (clock.decisions / clock.ms) * 1000 : 0,
    msPerDecision: clock.decisions > 0 ? clock.ms / clock.decisions : 0,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function describe(table: Table): string {
  if (table.figure === "duel") return table.filler ? `duel, ${table.players} seats (+${table.filler})` : "duel, 2 players";
  return `1 vs ${table.players - 1}, ${table.players} players`;
}

/** The ladder as a Markdown table, with the two targets checked at the budgets that take at most 10 ms a decision; then the exploitability table. */
export function formatLadder(rows: readonly LadderRow[], options: LadderOptions): string {
  const exploitRows = rows.filter((r) => r.rung.exploit);
  const ladderRows = rows.filter((r) => !r.rung.exploit);
  if (ladderRows.length === 0) return formatExploitability(exploitRows, options);
  const lines = [
    `Strength ladder: seed ${options.seed}, round cap ${options.maxRounds}, ${options.workers} worker threads (one game per thread at a time).`,
    "Each rung plays the same seeds with the measured bot in every seat it rotates over; win rates with 95% Wilson intervals;",
    `decisions/s and ms/decision are the measured bot's in CPU time on one thread (search rungs: ${options.timingGames} seed(s) in every seat, played alone first;`,
    "other rungs: wall clock in the ladder's games); wall ms is the wall clock in the ladder's games on worker threads (a shared, noisy machine).",
    "",
    "| variant | figure | bot | vs | games | win rate | 95% interval | chance | stalled | decisions/s | ms/decision | wall ms |",
    "|---|---|---|---|---:|---:|---|---:|---:|---:|---:|---:|",
    ...ladderRows.map(
      (r) =>
        `| ${r.table.variant} | ${describe(r.table)} | ${r.rung.bot} | ${r.rung.versus} | ${r.games} | ${pct(r.winRate)} | ${pct(r.ci95[0])} – ${pct(r.ci95[1])} | ${pct(r.chance)} | ${r.stalled} (${pct(r.games ? r.stalled / r.games : 0)}) | ${r.decisionsPerSecond.toFixed(0)} | ${r.msPerDecision.toFixed(2)} | ${r.wallMsPerDecision.toFixed(2)} |`,
    ),
    "",
    ...targets(ladderRows),
    ...(exploitRows.length > 0 ? ["", formatExploitability(exploitRows, options)] : []),
  ];
  return lines.join("\n");
}

/** How far above its fair share an exploiter may win before the judges count as exploited (the 35% at four players). */
export const EXPLOIT_MARGIN = 0.1;

/** The exploitability table: each exploiter's win rate alone against a table of judges, against its fair share plus the margin. */
export function formatExploitability(rows: readonly LadderRow[], options: LadderOptions): string {
  return [
    `Exploitability: seed ${options.seed}, round cap ${options.maxRounds}. Each exploiter plays alone against the other seats' judge, once in every seat for each seed;`,
    "its win rate (its team's or side's wins count, where the variant has them) with a 95% Wilson interval, against its fair share: what the judge itself wins",
    `in those seats on the same seeds with a judge in every seat (1 of the players where every game has one winner). A judge holds where no exploiter wins more than that plus ${pct(EXPLOIT_MARGIN)}.`,
    "",
    "| variant | players | judge | exploiter | games | exploiter's win rate | 95% interval | fair share | limit | holds | stalled |",
    "|---|---:|---|---|---:|---:|---|---:|---:|---|---:|",
    ...rows.map((r) => {
      const limit = r.chance + EXPLOIT_MARGIN;
      return `| ${r.table.variant} | ${r.table.players} | ${r.rung.versus} | ${r.rung.bot} | ${r.games} | ${pct(r.winRate)} | ${pct(r.ci95[0])} – ${pct(r.ci95[1])} | ${pct(r.chance)} | ${pct(limit)} | ${r.winRate <= limit ? "yes" : "**no**"} | ${r.stalled} |`;
    }),
  ].join("\n");
}

/** The timing games alone (--timing-only): each search rung's CPU time a decision on one thread. */
export function formatTiming(rows: readonly LadderRow[], options: LadderOptions): string {
  return [
    `Search budgets timed: seed ${options.seed}, ${options.timingGames} seed(s) in every seat, one game at a time on one thread, CPU time of the measured bot's decisions.`,
    "",
    "| variant | figure | bot | vs | decisions/s | ms/decision |",
    "|---|---|---|---|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.table.variant} | ${describe(r.table)} | ${r.rung.bot} | ${r.rung.versus} | ${r.decisionsPerSecond.toFixed(0)} | ${r.msPerDecision.toFixed(2)} |`,
    ),
  ].join("\n");
}

/** The targets, at each search budget that takes at most 10 ms a decision (in both figures). */
function targets(rows: readonly LadderRow[]): string[] {
  const out = ["Targets (search against greedy, at a budget of at most 10 ms a decision):"];
  const at = (t: Table, bot: string) =>
    rows.find((r) => r.rung.bot === bot && r.rung.versus === "greedy" && r.table.variant === t.variant && r.table.figure === t.figure);
  const classicTable: Table = { variant: "classic", figure: "table", players: 4 };
  const budgets = [...new Set(rows.map((r) => r.rung.bot).filter((b) => b.startsWith("search:")))];
  for (const bot of budgets) {
    const duel = at(TWO_PLAYER_TARGET, bot);
    const table = at(classicTable, bot);
    if (!duel || !table) continue;
    const fast = duel.msPerDecision <= 10 && table.msPerDecision <= 10;
    const mark = (r: LadderRow, goal: number) =>
      `${pct(r.winRate)} [${pct(r.ci95[0])} – ${pct(r.ci95[1])}] ${r.winRate >= goal ? "≥" : "<"} ${pct(goal)}`;
    out.push(
      `- ${bot} (${Math.max(duel.msPerDecision, table.msPerDecision).toFixed(1)} ms/decision${fast ? "" : ", over 10 ms"}): two-player figure (${describe(duel.table)} on ${duel.table.variant}) ${mark(duel, 0.65)}; classic 1 vs 3 ${mark(table, 0.4)}`,
    );
  }
  return out;
}

function parseArgs(argv: string[]): LadderOptions & { out?: string } {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const gamesAt = new Map<number, number>();
  argv.forEach((a, i) => {
    if (a !== "--games-at") return;
    const [budget, games] = (argv[i + 1] ?? "").split(":").map(Number);
    if (!Number.isInteger(budget) || !Number.isInteger(games)) throw new Error("--games-at takes budget:games, e.g. 1000:20");
    gamesAt.set(budget!, games!);
  });
  const variants = value("--variants")?.split(",");
  const out = value("--out");
  return {
    games: Number(value("--games") ?? 100),
    gamesAt,
    budgets: value("--budgets")?.split(",").map(Number) ?? BUDGETS,
    ...(variants ? { variants } : {}),
    workers: Number(value("--workers") ?? availableParallelism()),
    seed: Number(value("--seed") ?? 1),
    maxRounds: Number(value("--max-rounds") ?? 500),
    timingGames: Number(value("--timing-games") ?? 1),
    timingOnly: argv.includes("--timing-only"),
    judges: value("--judges") === "none" ? [] : (value("--judges")?.split(",") ?? JUDGES),
    ...(value("--exploiters") ? { exploiters: value("--exploiters")!.split(",") } : {}),
    exploitabilityOnly: argv.includes("--exploitability-only"),
    ...(out ? { out } : {}),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const options = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const rows = await runLadder(options, (text) => process.stderr.write(text));
  const text = `${(options.timingOnly ? formatTiming : formatLadder)(rows, options)}\n\n(${((performance.now() - started) / 60000).toFixed(1)} minutes)\n`;
  process.stdout.write(text);
  if (options.out) {
    writeFileSync(`${options.out}.tmp`, text);
    renameSync(`${options.out}.tmp`, options.out);
  }
}
