// riskc check <files...> [--json]: code frames on stderr, or the diagnostics as JSON. It runs the
// front end without building the IR (`check`, not `compile`): the IR's code is never loaded.
import { check, LineIndex } from "../../compiler/index.js";
import { frontEndFile, parseOverrides, renderFileDiagnostics } from "../variant-file.js";
import type { Io } from "../io.js";

export function runCheck(files: string[], options: { json?: boolean; set?: string[]; allowPath?: string[] }, io: Io): number {
  const overrides = parseOverrides(options.set);
  const results = files.map((path) => frontEndFile(path, check, overrides, options.allowPath));
  if (options.json) {
    const out = results.flatMap((f) =>
      f.result.diagnostics.map((d) => {
        const file = d.file ?? f.path;
        const index = new LineIndex(f.result.sources[file] ?? f.text);
        return { file, ...d, start: index.position(d.span.start), end: index.position(d.span.end) };
      }),
    );
    io.stdout(JSON.stringify(out, null, 2) + "\n");
  } else {
    for (const f of results) {
      renderFileDiagnostics(f, io);
      if (f.result.diagnostics.length === 0) io.stderr(`${f.path}: ok\n`);
    }
  }
  return results.every((f) => f.ok) ? 0 : 1;
}
