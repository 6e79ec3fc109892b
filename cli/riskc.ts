// The `riskc` command line. Exit codes: 0 ok, 1 the variant has errors, 2 usage or I/O error.
// Bad input never shows a stack trace (set RISKC_DEBUG=1 to see one for a crash).
import { Command, CommanderError, Option } from "commander";
import { runCheck } from "./commands/check.js";
import { runCompile } from "./commands/compile.js";
import { runExplain } from "./commands/explain.js";
import { runFmt } from "./commands/fmt.js";
import { runMap } from "./commands/map.js";
import { runOdds } from "./commands/odds.js";
import { runSimulate } from "./commands/simulate.js";
import { UsageError, type Io } from "./io.js";

const collect = (value: string, previous: string[] = []) => [...previous, value];
const setOption = () => new Option("--set <name=value>", "override a parameter of the variant (repeatable)").argParser(collect);

function buildProgram(io: Io, done: (code: number | Promise<number>) => void): Command {
  const program = new Command("riskc")
    .description("Check, compile, format, analyse and simulate Risk variants written in the riskc language.")
    .version("0.1.0")
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError("(run `riskc --help` for usage)");

  program
    .command("check")
    .description("check variant files and report problems as code frames")
    .argument("<files...>", "variant files (.risk)")
    .option("--json", "print the diagnostics as JSON on stdout")
    .addOption(setOption())
    .action((files: string[], opts) => done(runCheck(files, opts, io)));

  program
    .command("compile")
    .description("compile a variant to its IR (JSON); writes nothing when there are errors")
    .argument("<file>", "variant file")
    .option("-o, --output <file>", "write the IR to a file (atomically) instead of stdout")
    .addOption(setOption())
    .action((file: string, opts) => done(runCompile(file, opts, io)));

  program
    .command("map")
    .description("show the map at the start of a game")
    .argument("<file>", "variant file")
    .option("--json", "print territories, groups and borders as JSON")
    .addOption(setOption())
    .action((file: string, opts) => done(runMap(file, opts, io)));

  program
    .command("odds")
    .description("exact battle odds from the variant's dice rules")
    .argument("<file>", "variant file")
    .option("-a, --attackers <n>", "attacking armies that take part (not the one that stays behind)")
    .option("-d, --defenders <n>", "defending armies")
    .option("--rolls <n>", "stop after n rolls (1 = the odds of a single roll)")
    .option("--table <n>", "print the n×n table of attacker win probabilities")
    .option("--attacker-leader <name[:form]>", "a leader fights with the attackers (his die and his bonus in that form)")
    .option("--defender-leader <name[:form]>", "a leader fights with the defenders")
    .option("--json", "print the odds as JSON")
    .addOption(setOption())
    .action((file: string, opts) => done(runOdds(file, opts, io)));

  program
    .command("simulate")
    .description("play bot games and print the balance report")
    .argument("<file>", "variant file")
    .option("--games <n>", "number of games", "1000")
    .option("--players <n>", "number of players")
    .option("--seed <n>", "random seed (the same seed gives the same report)", "1")
    .option("--bots <list>", "bots by seat, comma-separated; the last fills the remaining seats (greedy, random, search, search:N)", "greedy")
    .option("--budget-ms <n>", "wall-clock milliseconds a decision for `search` bots given no budget (not deterministic)")
    .option("--max-rounds <n>", "round cap after which a game counts as stalled", "500")
    .option("--workers <n>", "worker threads (default: one per core)")
    .option("--json", "print the report as JSON")
    .addOption(setOption())
    .action((file: string, opts) => done(runSimulate(file, opts, io)));

  program
    .command("fmt")
    .description("format variant files in the canonical layout")
    .argument("<files...>", "variant files (.risk)")
    .option("--check", "list the files that would change and exit 1 if any would")
    .option("--write", "rewrite the files in place (atomically)")
    .action((files: string[], opts) => done(runFmt(files, opts, io)));

  program
    .command("explain")
    .description("explain a diagnostic code, with an example")
    .argument("<code>", "a code such as RISK2001")
    .action((code: string) => done(runExplain(code, io)));

  return program;
}

function report(error: unknown, io: Io): number {
  if (error instanceof UsageError) {
    io.stderr(`error: ${error.message}\n`);
    return 2;
  }
  if (error instanceof CommanderError) {
    if (error.code === "commander.helpDisplayed" || error.code === "commander.version" || error.code === "commander.help") return 0;
    return 2;
  }
  const message = error instanceof Error ? error.message : String(error);
  io.stderr(`error: internal error: ${message}\n`);
  if (process.env["RISKC_DEBUG"] && error instanceof Error && error.stack) io.stderr(error.stack + "\n");
  return 2;
}

/** Run the CLI on `argv` (without `node riskc`); resolves to the exit code. */
export async function run(argv: string[], io: Io): Promise<number> {
  let result: number | Promise<number> = 0;
  try {
    const program = buildProgram(io, (code) => {
      result = code;
    });
    if (argv.length === 0) {
      program.outputHelp({ error: true });
      return 2;
    }
    await program.parseAsync(argv, { from: "user" });
    return await result;
  } catch (error) {
    return report(error, io);
  }
}
