// The commands of `riskc`, one entry each: how commander reads it (`define`) and what runs it
// (`run`). `run` imports the command's module only when the command runs, so `riskc --help`
// loads commander alone, `riskc check` the compiler alone, and only `riskc fmt` loads prettier.
// Adding a command is adding an entry; help and the shell completions follow from it.
import { Argument, Option, type Command } from "commander";
import type { FmtOptions } from "./commands/fmt.js";
import type { OddsOptions } from "./commands/odds.js";
import type { PlayOptions } from "./commands/play.js";
import type { SimulateOptions } from "./commands/simulate.js";
import { UsageError, type Io } from "./io.js";

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
}

const collect = (value: string, previous: string[] = []) => [...previous, value];
const setOption = () => new Option("--set <name=value>", "override a parameter of the variant (repeatable)").argParser(collect);
const allowPathOption = () => new Option("--allow-path <folder>", "also load `extends` parents from this folder (repeatable)").argParser(collect);

export const commandTable: CommandEntry[] = [
  {
    name: "check",
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
    define: (c) =>
      c
        .description("show the map at the start of a game")
        .argument("<file>", "variant file")
        .option("--json", "print territories, groups and borders as JSON")
        .addOption(setOption())
        .addOption(allowPathOption()),
    run: async ([file]: [string], options: { json?: boolean; set?: string[]; allowPath?: string[] }, { io }: CommandContext) =>
      (await import("./commands/map.js")).runMap(file, options, io),
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
        .option("--bots <list>", "bots by seat, comma-separated; the last fills the remaining seats (greedy, random)", "greedy")
        .option("--max-rounds <n>", "round cap after which a game counts as stalled", "500")
        .option("--workers <n>", "worker threads (default: one per core)")
        .option("--json", "print the report as JSON")
        .addOption(setOption())
        .addOption(allowPathOption()),
    run: async ([file]: [string], options: SimulateOptions, { io }: CommandContext) =>
      (await import("./commands/simulate.js")).runSimulate(file, options, io),
  },
  {
    name: "play",
    define: (c) =>
      c
        .description("play one game from a position (JSON) with bots, and print its log")
        .argument("<file>", "variant file")
        .option("--from <position.json>", "the position to start from (engine/position/format.ts)")
        .option("--bots <list>", "bots by seat, comma-separated; the last fills the remaining seats", "greedy")
        .option("--seed <n>", "seeds the bots (and the game, when the position has no random state)", "1")
        .option("--max-rounds <n>", "round cap", "500")
        .addOption(setOption())
        .addOption(allowPathOption()),
    run: async ([file]: [string], options: PlayOptions, { io }: CommandContext) => (await import("./commands/play.js")).runPlay(file, options, io),
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
    name: "explain",
    define: (c) => c.description("explain a diagnostic code, with an example").argument("<code>", "a code such as RISK2001"),
    run: async ([code]: [string], _options: unknown, { io }: CommandContext) => (await import("./commands/explain.js")).runExplain(code, io),
  },
  {
    name: "completion",
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
