// The problems of a map file (`riskc import`, `riskc export`) on stderr: `file:line: error[code]:
// message`, the line itself under it, and a count at the end.
import type { MapProblem } from "../maps/index.js";
import type { Io } from "./io.js";

export function renderMapProblems(file: string, problems: readonly MapProblem[], io: Io, text?: string): void {
  if (problems.length === 0) return;
  const lines = text?.replace(/^\ufeff/, "").split(/\r?\n|\r/);
  // In the file's order; problems of the file as a whole (line 0) first.
  const blocks = [...problems]
    .sort((a, b) => a.line - b.line)
    .map((p) => {
      const head = `${file}${p.line > 0 ? `:${p.line}` : ""}: ${p.severity}[${p.code}]: ${p.message}`;
      const source = p.line > 0 ? lines?.[p.line - 1] : undefined;
      return source === undefined ? head : `${head}\n${String(p.line).padStart(5)} | ${source}`;
    });
  io.stderr(blocks.join("\n") + "\n");
}

export function countProblems(problems: readonly MapProblem[]): string {
  const errors = problems.filter((p) => p.severity === "error").length;
  const warnings = problems.length - errors;
  return `${errors} ${errors === 1 ? "error" : "errors"}, ${warnings} ${warnings === 1 ? "warning" : "warnings"}`;
}
