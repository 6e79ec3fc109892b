// riskc lsp [--stdio | --socket PORT]: the language server for editors (language/node/). It runs
// until the editor ends it (`exit`) or closes its input.
import { serveSocket, serveStdio } from "../../language/node/index.js";
import { bundledVariantsDir } from "../../compiler/node/index.js";
import { UsageError, type Io } from "../io.js";
import { wholeNumber } from "../numbers.js";

export interface LspOptions {
  stdio?: boolean;
  socket?: string;
  debounce?: string;
}

export function runLsp(options: LspOptions, _io: Io): Promise<number> {
  if (options.stdio && options.socket !== undefined) throw new UsageError("--stdio and --socket are two ways to talk: give one");
  const serverOptions = { bundledDir: bundledVariantsDir, debounceMs: wholeNumber(options.debounce, "--debounce", 0, 10_000, 200) };
  if (options.socket !== undefined) serveSocket(wholeNumber(options.socket, "--socket", 1, 65535, 0), serverOptions);
  else {
    // Standard output is the protocol's: anything printed by mistake goes to standard error.
    console.log = console.info = console.debug = (...args: unknown[]) => console.error(...args);
    serveStdio(serverOptions);
  }
  return new Promise<number>(() => undefined);
}
