// riskc fmt <files...> [--check] [--write]: print the canonical layout, list the files that
// would change (exit 1), or rewrite them in place atomically. A file is never rewritten when it
// has syntax errors (its diagnostics, exit 1) or when the formatter's own check finds that the
// formatted text would mean something else (RISK9002, exit 1): the file is left as it was.
import { check, formatRisk, FormatError, hasErrors, type Diagnostic } from "../../compiler/index.js";
import { renderFileDiagnostics } from "../variant-file.js";
import { type Io } from "../io.js";
import { readTextFile, writeFileAtomic } from "../files.js";

export interface FmtOptions {
  check?: boolean;
  write?: boolean;
}

/** Syntax problems only: a file that parses can be formatted even if its rules have errors. */
function syntaxErrors(path: string, text: string) {
  const result = check(text, { fileName: path });
  const syntax = result.diagnostics.filter((d) => d.code.startsWith("RISK1") && d.file === undefined);
  return { result, syntax };
}

/** The formatted text with the original's line endings (CRLF when its first line ends so) and BOM. */
export function keepFileConventions(original: string, formatted: string): string {
  const firstBreak = original.indexOf("\n");
  const crlf = firstBreak > 0 && original[firstBreak - 1] === "\r";
  const lf = formatted.replace(/\r\n/g, "\n").replace(/^\ufeff/, "");
  const body = crlf ? lf.replace(/\n/g, "\r\n") : lf;
  return original.startsWith("\ufeff") ? `\ufeff${body}` : body;
}

/** The formatted text, or the diagnostic saying why the file is not formatted. */
async function formatted(text: string): Promise<string | Diagnostic> {
  try {
    return keepFileConventions(text, await formatRisk(text));
  } catch (error) {
    if (error instanceof FormatError) return error.diagnostic;
    throw error;
  }
}

export async function runFmt(files: string[], options: FmtOptions, io: Io): Promise<number> {
  let failed = false;
  const changed: string[] = [];
  for (const path of files) {
    const text = readTextFile(path);
    const { result, syntax } = syntaxErrors(path, text);
    const output = hasErrors(syntax) ? undefined : await formatted(text);
    if (typeof output !== "string") {
      renderFileDiagnostics({ path, text, result, ok: false }, io, output ? [output] : syntax);
      io.stderr(`${path}: not formatted; the file is unchanged\n`);
      failed = true;
      continue;
    }
    if (options.check) {
      if (output !== text) changed.push(path);
    } else if (options.write) {
      if (output !== text) {
        writeFileAtomic(path, output);
        io.stderr(`formatted ${path}\n`);
      }
    } else io.stdout(output);
  }
  if (options.check && changed.length > 0) {
    io.stderr(`${changed.length} file${changed.length === 1 ? "" : "s"} would be reformatted:\n${changed.map((p) => `  ${p}\n`).join("")}`);
    return 1;
  }
  return failed ? 1 : 0;
}
