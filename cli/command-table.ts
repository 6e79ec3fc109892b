// The commands of `riskc`, one entry each: how commander reads it (`define`) and what runs it
// (`run`). `run` imports the command's module only when the command runs, so `riskc --help`
// loads commander alone, `riskc check` the compiler alone, and only `riskc fmt` loads prettier.
// Adding a command is adding an entry; help and the shell completions follow from it.
import { Argument, Option, type Command } from "commander";
import type { CompareOptions } from "./commands/compare.js";
import type { ExportOptions } from "./commands/export.js";
import type { ImportOptions } from "./commands/import.js";
import type { FmtOptions } from "./commands/fmt.js";
import type { SweepOptions } from "./commands/sweep.js";
import type { WorkerOptions } from "./commands/worker.js";
import type { OddsOptions } from "./commands/odds.js";
import type { PlayOptions } from "./commands/play.js";
import type { ReplayOptions } from "./commands/replay.js";
import type { SimulateOptions } from "./commands/simulate.js";
import { UsageError, type Io } from "./io.js";
import type { ReportOutput } from "./report-output.js";
import { DEFAULT_BOTS } from "../bots/defaults.js";

export interface CommandContext {
  io: Io;
  /** The whole program (the completion command reads the other commands from it). */
  program: Command;
}

export interface CommandEntry {
  name: string;
  /** Description, arguments and options; the entry's name is already given to `command`. */
  define(command: Command): Command;
  /** Commander's parsed arguments (in declaration order) and options; resolves to the exit code. */
  run(args: unknown[], options: unknown, context: CommandContext): number | Promise<number>;
  /**
   * One pass over its input (check, compile, map...): done before code that V8 optimises could
   * pay back the optimising, so the binary runs it without (see main.ts). Games, searches and
   * statistics are not brief, nor is fmt: prettier's printer on a 10,000-territory map takes 2.5×
   * as long unoptimised.
   */
  brief?: boolean;
}

/**
 * Whether the command line runs a brief command, or only prints help or the version. The command
 * is the first word not starting with `-`: no global option takes a value (a test holds that).
 */
export function isBrief(argv: readonly string[]): boolean {
  const name = argv.find((a) => !a.startsWith("-"));
  if (name === undefined) return true;
  return commandTable.find((e) => e.name === name)?.brief ?? name === "help";
}

const collect = (value: string, previous: string[] = []) => [...previous, value];
const setOption = () => new Option("--set <name=value>", "override a parameter of the variant (repeatable)").argParser(collect);
const botsOption = () =>
  new Option(
    "--bots <list>",
    "bots by seat, comma-separated; the last fills the remaining seats (`riskc bots` lists them; search:N searches N iterations a decision)",
  ).default(DEFAULT_BOTS);
const htmlOption = () => new Option("--html <file>", "also write the report as one self-contained HTML page (atomically)");
const allowPathOption = () => new Option("--allow-path <folder>", "also load `extends` parents from this folder (repeatable)").argParser(collect);

export const commandTable: CommandEntry[] = [
  {
    name: "check",
    brief: true,
    define: (c) =>
      c
        .description("check variant files and report problems as code frames")
        .argument("<files...>", "variant files (.risk)")
        .option("--json", "print the diagnostics as JSON on stdout")
        .addOption(setOption())
        .addOption(allowPathOption()),
    run: async ([files]: [string[]], options: { json?: boolean; set?: string[]; allowPath?: string[] }, { io }: CommandContext) =>
      (await import("./commands/check.js")).runCheck(files, options, io),
  },
  {
    name: "compile",
    brief: true,
    define: (c) =>
      c
        .description("compile a variant to its IR (JSON); writes nothing when there are errors")
        .argument("<file>", "variant file")
        .option("-o, --output <file>", "write the IR to a file (atomically) instead of stdout")
        .addOption(setOption())
        .addOption(allowPathOption()),
    run: async ([file]: [string], options: { output?: string; set?: string[]; allowPath?: string[] }, { io }: CommandContext) =>
      (await import("./commands/compile.js")).runCompile(file, options, io),
  },
  {
    name: "map",
    brief: true,
    define: (c) =>
      c
        .description("show the map at the start of a game")
        .argument("<file>", "variant file")
        .option("--json", "print territories, groups and borders as JSON")
        .option("--svg <file>", "draw the map (regions, borders, names, legend) into an SVG file (atomically)")
        .addOption(setOption())
        .addOption(allowPathOption()),
    run: async ([file]: [string], options: { json?: boolean; svg?: string; set?: string[]; allowPath?: string[] }, { io }: CommandContext) =>
      (await import("./commands/map.js")).runMap(file, options, io),
  },
  {
    name: "import",
    define: (c) =>
      c
        .description("a Domination or Conquest map file as a variant that plays it under another variant's rules")
        .argument("<file>", "map file (.map)")
        .option("-o, --output <file>", "write the variant to a file (atomically) instead of stdout; nothing is written when there are errors")
        .option("--rules <variant>", "the variant whose rules the map is played by (`extends`)", "classic")
        .addOption(new Option("--from <format>", "the file's format (default: what its sections show)").choices(["domination", "conquest"]))
        .option("--name <name>", "the variant's name (default: the map's own, else the file's)")
        .addOption(allowPathOption()),
    run: async ([file]: [string], options: ImportOptions, { io }: CommandContext) =>
      (await withPrettier("import", () => import("./commands/import.js"))).runImport(file, options, io),
  },
  {
    name: "export",
    brief: true,
    define: (c) =>
      c
        .description("the map of a variant, at the start of a game, as a Domination or Conquest map file")
        .argument("<file>", "variant file")
        .addOption(new Option("--format <format>", "the map file's format").choices(["domination", "conquest"]).makeOptionMandatory())
        .option("-o, --output <file>", "write the map file (atomically) instead of stdout; nothing is written when there are errors")
        .addOption(setOption())
        .addOption(allowPathOption()),
    run: async ([file]: [string], options: ExportOptions, { io }: CommandContext) =>
      (await import("./commands/export.js")).runExport(file, options, io),
  },
  {
    name: "odds",
    define: (c) =>
      c
        .description("exact battle odds from the variant's dice rules")
        .argument("<file>", "variant file")
        .option("-a, --attackers <n>", "attacking armies that take part (not the one that stays behind)")
        .option("-d, --defenders <n>", "defending armies")
        .option("--rolls <n>", "stop after n rolls (1 = the odds of a single roll)")
        .option("--table <n>", "print the n×n table of attacker win probabilities")
        .option("--attacker-leader <name[:form]>", "a leader fights with the attackers (his die and his bonus in that form)")
        .option("--defender-leader <name[:form]>", "a leader fights with the defenders")
        .option("--attacker-units <Type:n,...>", "ranked battles (RB3): the attacker's units by type (`Archer:2,Siege:1`)")
        .option("--defender-units <Type:n,...>", "ranked battles (RB3): the defender's units by type")
        .option("--from <position.json>", "take the battle from a position (with --attack)")
        .option("--attack <from:to>", "with --from: the attack, by territory names (`Alaska:Kamchatka`)")
        .option("--at <territory|from:to>", "the dice modifiers and re-rolls of an attack on that territory (from that one) at the start of a game")
        .option("--json", "print the odds as JSON")
        .addOption(setOption())
        .addOption(allowPathOption()),
    run: async ([file]: [string], options: OddsOptions, { io }: CommandContext) => (await import("./commands/odds.js")).runOdds(file, options, io),
  },
  {
    name: "simulate",
    define: (c) =>
      c
        .description("play bot games and print the balance report")
        .argument("<file>", "variant file")
        .option("--games <n>", "number of games", "1000")
        .option("--players <n>", "number of players")
        .option("--seed <n>", "random seed (the same seed gives the same report)", "1")
        .addOption(botsOption())
        .option("--budget-ms <n>", "wall-clock milliseconds a decision for `search` bots given no budget (not deterministic)")
        .option("--max-rounds <n>", "round cap after which a game counts as stalled", "500")
        .option("--workers <n>", "worker threads (default: one per core)")
        .option("--json", "print the report as JSON")
        .addOption(htmlOption())
        .option("--shard <i/n>", "play only the i-th of n slices of the games and write their summary (for `riskc merge`)")
        .option(
          "--shards <n>",
          "like --shard, the index from the batch system (JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX, SLURM_ARRAY_TASK_ID)",
        )
        .option("--out <file>", "write the games' mergeable summary to a file (atomically) instead of printing the report")
        .option(
          "--heat",
          "add heat maps: per territory, captures, the start seat's win rate, and how often the winner held it at rounds 1, 3, 5, 10, 15, 20",
        )
        .option("--save-games <folder>", "also write every game as a replay file there (game-1.json...) for `riskc replay`")
        .addOption(setOption())
        .addOption(allowPathOption()),
    run: async ([file]: [string], options: SimulateOptions, { io }: CommandContext) =>
      (await import("./commands/simulate.js")).runSimulate(file, options, io),
  },
  {
    name: "play",
    define: (c) =>
      c
        .description("play one game: take seats yourself (--human), or let bots play on from a position, and print its log")
        .argument("<file>", "variant file")
        .option(
          "--human <seats>",
          "the seats you play, comma-separated from 1: a menu of the legal actions at each of their decisions, one line read from stdin for each",
        )
        .option("--players <n>", "number of players (a new game)")
        .option("--from <position.json>", "the position to start from (engine/position/format.ts)")
        .addOption(botsOption())
        .option("--seed <n>", "seeds the game and the bots (the game's only when the position has no random state)", "1")
        .option("--max-rounds <n>", "round cap", "500")
        .option("--save <replay.json>", "write the game's replay (its actions, seed and the variant's digest) for `riskc replay`")
        .addOption(setOption())
        .addOption(allowPathOption()),
    run: async ([file]: [string], options: PlayOptions, { io }: CommandContext) => (await import("./commands/play.js")).runPlay(file, options, io),
  },
  {
    name: "replay",
    define: (c) =>
      c
        .description("play a game again from its replay file (riskc play --save, simulate --save-games): its events, the final board")
        .argument("<replay.json>", "replay file")
        .option("--variant <file>", "the variant file (default: the one the replay names); it must be the variant the game was played in")
        .option("--json", "print the events and the final position as JSON")
        .addOption(allowPathOption()),
    run: async ([file]: [string], options: ReplayOptions, { io }: CommandContext) =>
      (await import("./commands/replay.js")).runReplay(file, options, io),
  },
  {
    name: "compare",
    define: (c) =>
      c
        .description("two variants, or two settings of one, on paired seeds: each metric's difference with its interval and a verdict")
        .argument("<a>", "variant A")
        .argument("[b]", "variant B (default: A again, with --set-b)")
        .option("--games <n>", "pairs of games (with --until-significant: the most)", "1000")
        .option("--players <n>", "number of players")
        .option("--seed <n>", "random seed of the pairs", "1")
        .option("--seed-b <n>", "B plays its own seeds (an unpaired comparison)")
        .addOption(botsOption())
        .option("--max-rounds <n>", "round cap after which a game counts as stalled", "500")
        .option("--workers <n>", "worker threads (default: one per core)")
        .option(
          "--metric <name>",
          "the verdict's metric: firstPlayer, stalled, rounds.mean, rounds.median, rounds.p90, seat1, seat2...",
          "firstPlayer",
        )
        .option("--until-significant", "play in batches until the sequential test of the metric is significant, or --games pairs")
        .option("--batch <n>", "pairs per batch with --until-significant", "200")
        .option("--json", "print the comparison as JSON")
        .addOption(htmlOption())
        .addOption(setOption())
        .addOption(new Option("--set-a <name=value>", "override a parameter of A only (repeatable)").argParser(collect))
        .addOption(new Option("--set-b <name=value>", "override a parameter of B only (repeatable)").argParser(collect))
        .addOption(allowPathOption()),
    run: async ([a, b]: [string, string | undefined], options: CompareOptions, { io }: CommandContext) =>
      (await import("./commands/compare.js")).runCompare(a, b, options, io),
  },
  {
    name: "sweep",
    define: (c) =>
      c
        .description("simulate every point of a grid of parameter values on the same seeds, and rank the points by a target")
        .argument("<file>", "variant file")
        .addOption(new Option("--set <name=values>", "a parameter's values: 6..14, 6..14/2, a|b, or one value (repeatable)").argParser(collect))
        .option("--samples <n>", "simulate n points drawn at random from the grid instead of all")
        .option("--target <expr>", 'rank the points: "rounds.median in 10..15 and firstPlayer.abs < 0.02"')
        .option("--games <n>", "games per point", "500")
        .option("--players <n>", "number of players")
        .option("--seed <n>", "random seed (the same seeds at every point)", "1")
        .addOption(botsOption())
        .option("--max-rounds <n>", "round cap after which a game counts as stalled", "500")
        .option("--workers <n>", "worker threads (default: one per core)")
        .option("--redis <url>", "play the games on the `riskc worker`s of a Redis queue (BullMQ) instead of local threads")
        .option("--queue <name>", "the queue's name (with --redis)", "riskc")
        .option("--job-games <n>", "games per queue job (with --redis)", "250")
        .option("--redis-timeout <seconds>", "give up (exit code 2) when Redis has not answered for this long (with --redis)", "30")
        .option(
          "--wait-timeout <seconds>",
          "give up (exit code 2) when no worker has taken a job for this long; 0: wait as long as it takes (with --redis)",
          "600",
        )
        .option("--json", "print the points and their metrics as JSON")
        .addOption(htmlOption())
        .addOption(allowPathOption()),
    run: async ([file]: [string], options: SweepOptions, { io }: CommandContext) => (await import("./commands/sweep.js")).runSweep(file, options, io),
  },
  {
    name: "worker",
    define: (c) =>
      c
        .description("play the games of a Redis queue's jobs (BullMQ) for `riskc sweep --redis`, until stopped")
        .requiredOption("--redis <url>", "the Redis server: redis://host:6379")
        .option("--queue <name>", "the queue's name", "riskc")
        .option("--concurrency <n>", "jobs played at once (each on a thread of its own)", "1")
        .option("--redis-timeout <seconds>", "stop (exit code 2) when Redis has not answered for this long", "30")
        .option(
          "--lock-duration <ms>",
          "how long a job stays taken without news from this worker; a job of a worker that died is retried after it",
          "30000",
        ),
    run: async (_args: unknown[], options: WorkerOptions, { io }: CommandContext) => (await import("./commands/worker.js")).runWorker(options, io),
  },
  {
    name: "merge",
    define: (c) =>
      c
        .description("the report of a run from its shards' summaries (simulate --shard i/n --out part-i.json)")
        .argument("<parts...>", "summary files")
        .option("--json", "print the report as JSON")
        .addOption(htmlOption()),
    run: async ([files]: [string[]], options: ReportOutput, { io }: CommandContext) =>
      (await import("./commands/merge.js")).runMerge(files, options, io),
  },
  {
    name: "bots",
    brief: true,
    define: (c) => c.description("list the bots --bots can name"),
    run: async (_args: unknown[], _options: unknown, { io }: CommandContext) => (await import("./commands/bots.js")).runBots(io),
  },
  {
    name: "fmt",
    define: (c) =>
      c
        .description("format variant files in the canonical layout")
        .argument("<files...>", "variant files (.risk)")
        .option("--check", "list the files that would change and exit 1 if any would")
        .option("--write", "rewrite the files in place (atomically)"),
    run: async ([files]: [string[]], options: FmtOptions, { io }: CommandContext) =>
      (await withPrettier("fmt", () => import("./commands/fmt.js"))).runFmt(files, options, io),
  },
  {
    name: "lsp",
    define: (c) =>
      c
        .description("start the language server for editors (Language Server Protocol; README, Editors)")
        .option("--stdio", "talk over standard input and output (the default)")
        .option("--socket <port>", "connect to an editor listening on this port of 127.0.0.1")
        .option("--debounce <ms>", "milliseconds from the last change to the diagnostics", "200"),
    run: async (_args: unknown[], options: { stdio?: boolean; socket?: string; debounce?: string }, { io }: CommandContext) =>
      (await withPrettier("lsp", () => import("./commands/lsp.js"))).runLsp(options, io),
  },
  {
    name: "explain",
    brief: true,
    define: (c) => c.description("explain a diagnostic code, with an example").argument("<code>", "a code such as RISK2001"),
    run: async ([code]: [string], _options: unknown, { io }: CommandContext) => (await import("./commands/explain.js")).runExplain(code, io),
  },
  {
    name: "completion",
    brief: true,
    define: (c) =>
      c
        .description("print a shell completion script: `source <(riskc completion bash)`")
        .addArgument(new Argument("<shell>", "the shell").choices(["bash", "zsh", "fish"])),
    run: async ([shell]: ["bash" | "zsh" | "fish"], _options: unknown, { io, program }: CommandContext) => {
      io.stdout((await import("./completion.js")).completionScript(program, shell));
      return 0;
    },
  },
];

/**
 * Load a command that needs prettier, a peer dependency of riskc: when it is not installed, a
 * usage error that says how to install it instead of Node's ERR_MODULE_NOT_FOUND.
 */
export async function withPrettier<T>(command: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    if (code === "ERR_MODULE_NOT_FOUND" && /['"]prettier['"/]/.test(message)) {
      throw new UsageError(
        `\`riskc ${command}\` needs prettier 3, a peer dependency of riskc that is not installed here: run \`npm install --save-dev prettier@3\``,
      );
    }
    throw error;
  }
}
