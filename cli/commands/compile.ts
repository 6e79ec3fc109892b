// riskc compile <file> [-o out.json]: the IR as JSON; nothing is written when there are errors.
import { compileFile } from "../compile-file.js";
import { parseOverrides, renderFileDiagnostics } from "../variant-file.js";
import { type Io } from "../io.js";
import { writeFileAtomic } from "../files.js";

export function runCompile(file: string, options: { output?: string; set?: string[]; allowPath?: string[] }, io: Io): number {
  const compiled = compileFile(file, parseOverrides(options.set), options.allowPath);
  renderFileDiagnostics(compiled, io);
  if (!compiled.ok || !compiled.result.ir) return 1;
  const json = JSON.stringify(compiled.result.ir, null, 2) + "\n";
  if (options.output) writeFileAtomic(options.output, json);
  else io.stdout(json);
  return 0;
}
