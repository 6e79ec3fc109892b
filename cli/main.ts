// Entry point of the `riskc` binary: real stdout/stderr, the terminal's facts, the exit code.
import { run } from "./riskc.js";
import { defaultColor } from "./terminal.js";

// A reader that stops early (`riskc map x.risk | head`) closes the pipe: stop quietly, with no stack trace.
for (const stream of [process.stdout, process.stderr])
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });

const terminal = Boolean(process.stderr.isTTY);
const code = await run(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  interactive: terminal,
  color: defaultColor(process.env, terminal),
  ...(terminal ? { columns: process.stderr.columns } : {}),
});
process.exitCode = code;
