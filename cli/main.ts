// Entry point of the `riskc` binary: real stdout/stderr, the terminal's facts, the exit code.
import { createInterface } from "node:readline";
import { setFlagsFromString } from "node:v8";
import { isBrief } from "./command-table.js";
import { run } from "./riskc.js";
import { defaultColor } from "./terminal.js";

// V8 optimises hot functions on a background thread. A brief command (check, compile, map...) is
// over before that pays off: it cost `riskc check` about a quarter of its CPU, and a check of a
// 10,000-territory map took no longer without it. Long commands (simulate...) keep it. (The
// imports above are small; the commands' own code is imported after this, when they run.)
if (isBrief(process.argv.slice(2))) setFlagsFromString("--no-opt");

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
  lines: () => createInterface({ input: process.stdin, crlfDelay: Infinity }),
});
process.exitCode = code;
