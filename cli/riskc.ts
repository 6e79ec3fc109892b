// The `riskc` command line: the program built from the command table, and how a run ends.
// Exit codes: 0 ok, 1 the variant has errors, 2 usage or I/O error. Bad input never shows a
// stack trace (set RISKC_DEBUG=1 to see one for a crash).
import { readFileSync } from "node:fs";
import { Command, CommanderError } from "commander";
import { commandTable } from "./command-table.js";
import { UsageError, type Io } from "./io.js";

/** Global options; each command's own come from its entry in the command table. */
interface GlobalOptions {
  color?: boolean;
}

const ENVIRONMENT_HELP = `
Environment:
  NO_COLOR=1     no colours (no-color.org); --color overrides it
  FORCE_COLOR=1  colours even when stderr is not a terminal (FORCE_COLOR=0: never); --no-color overrides it
  RISKC_DEBUG=1  print the stack trace of an internal error`;

/** package.json is one folder up both from cli/ (the sources) and from dist/ (the package). */
const packageVersion = () => (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }).version;

export function buildProgram(io: Io, done: (code: number) => void): Command {
  const program = new Command("riskc")
    .description("Check, compile, format, analyse and simulate Risk variants written in the riskc language.")
    .version(packageVersion())
    .option("--color", "colour the output even when it is not a terminal (or set FORCE_COLOR=1)")
    .option("--no-color", "never colour the output (or set NO_COLOR=1)")
    .addHelpText("after", ENVIRONMENT_HELP)
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError("(run `riskc --help` for usage)");

  for (const entry of commandTable) {
    const command = entry.define(program.command(entry.name));
    command.action(async () => {
      const { color } = program.opts<GlobalOptions>();
      const context = { io: color === undefined ? io : { ...io, color }, program };
      done(await entry.run(command.processedArgs, command.opts(), context));
    });
  }
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
  let result = 0;
  try {
    const program = buildProgram(io, (code) => {
      result = code;
    });
    if (argv.length === 0) {
      program.outputHelp();
      return 0;
    }
    await program.parseAsync(argv, { from: "user" });
    return result;
  } catch (error) {
    return report(error, io);
  }
}
