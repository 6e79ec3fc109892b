// Entry point of the `riskc` binary: real stdout/stderr, real exit code.
import { run } from "./riskc.js";

const code = await run(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  interactive: Boolean(process.stderr.isTTY),
});
process.exitCode = code;
