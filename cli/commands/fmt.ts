// riskc fmt <files...> [--check] [--write]: print the canonical layout, list the files that
// would change (exit 1), or rewrite them in place atomically. A file with syntax errors is never
// rewritten: it gets its diagnostics and exit 1.
import { check, formatRisk, hasErrors } from "../../compiler/index.js";
import { renderFileDiagnostics } from "../variant-file.js";
import { readTextFile, writeFileAtomic, type Io } from "../io.js";

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

export async function runFmt(files: string[], options: FmtOptions, io: Io): Promise<number> {
  let failed = false;
  const changed: string[] = [];
  for (const path of files) {
    const text = readTextFile(path);
    const { result, syntax } = syntaxErrors(path, text);
    if (hasErrors(syntax)) {
      renderFileDiagnostics({ path, text, result, ok: false }, io, syntax);
      failed = true;
      continue;
    }
    const formatted = keepFileConventions(text, await formatRisk(text));
    if (options.check) {
      if (formatted !== text) changed.push(path);
    } else if (options.write) {
      if (formatted !== text) {
        writeFileAtomic(path, formatted);
        io.stderr(`formatted ${path}\n`);
      }
    } else io.stdout(formatted);
  }
  if (options.check && changed.length > 0) {
    io.stderr(`${changed.length} file${changed.length === 1 ? "" : "s"} would be reformatted:\n${changed.map((p) => `  ${p}\n`).join("")}`);
    return 1;
  }
  return failed ? 1 : 0;
}
