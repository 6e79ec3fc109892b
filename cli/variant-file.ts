// Read a variant file for a command and run the front end on it — `check` (diagnostics only) or
// `compile` (compile-file.ts: diagnostics and IR) — and print its diagnostics as code frames.
// Nothing here loads the IR's code, so `riskc check` never does.
import { hasErrors, renderDiagnostics, summarize, type CheckResult, type CompileOptions, type Diagnostic } from "../compiler/index.js";
import { UsageError, type Io } from "./io.js";
import { readTextFile, variantLoader } from "./files.js";

/** At most this many diagnostics are printed per file; the rest are counted. */
const MAX_PRINTED = 50;

export interface VariantFile<R extends CheckResult> {
  path: string;
  text: string;
  result: R;
  ok: boolean;
}

/** `allowPaths`: folders (`--allow-path`) parents may be loaded from besides the file's own. */
export function frontEndFile<R extends CheckResult>(
  path: string,
  frontEnd: (text: string, options: CompileOptions) => R,
  overrides: Record<string, string> = {},
  allowPaths: readonly string[] = [],
): VariantFile<R> {
  const text = readTextFile(path);
  const result = frontEnd(text, { fileName: path, loadVariant: variantLoader(allowPaths), overrides });
  return { path, text, result, ok: !hasErrors(result.diagnostics) };
}

export function renderFileDiagnostics(file: VariantFile<CheckResult>, io: Io, diagnostics: Diagnostic[] = file.result.diagnostics): void {
  if (diagnostics.length === 0) return;
  const shown = diagnostics.slice(0, MAX_PRINTED);
  const blocks = shown.map((d) => {
    const name = d.file ?? file.path;
    return renderDiagnostics([d], file.result.sources[name] ?? file.text, name, { color: io.color ?? false });
  });
  io.stderr(blocks.join("\n\n") + "\n");
  if (diagnostics.length > shown.length) io.stderr(`… and ${diagnostics.length - shown.length} more\n`);
  io.stderr(`${file.path}: ${summarize(diagnostics)}\n`);
}

/** Names an object inherits in JavaScript: never parameter or bot names on the command line. */
export const reservedNames: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** Parse `--set a=1 --set b=x` into a record; malformed entries are usage errors. */
export function parseOverrides(entries: readonly string[] | undefined): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const entry of entries ?? []) {
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(entry);
    if (!match) throw new UsageError(`--set takes name=value, not \`${entry}\``);
    if (reservedNames.has(match[1]!)) throw new UsageError(`--set: \`${match[1]}\` is a reserved name, not a parameter`);
    out[match[1]!] = match[2]!;
  }
  return out;
}
