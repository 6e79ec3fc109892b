// Diagnostics as rustc-style code frames:
//   error[RISK2001]: unknown territory `Indai`
//    --> mine.risk:6:24
//     |
//   6 |     borders { Siam -- Indai }
//     |                       ^^^^^ not defined in the map
//     = help: did you mean `India`?
import type { Diagnostic } from "./diagnostic.js";
import { LineIndex } from "./source-map.js";

export interface RenderOptions {
  color?: boolean;
}

const paint = (on: boolean, code: string, s: string) => (on ? `\x1b[${code}m${s}\x1b[0m` : s);

function frameLines(index: LineIndex, start: number, end: number, marker: string, message: string, gutter: number, color: boolean): string[] {
  const from = index.position(start);
  const to = index.position(Math.max(start, end - 1));
  const text = index.lineText(from.line).replace(/\t/g, " ");
  const lastColumn = from.line === to.line ? to.column : text.length;
  const width = Math.max(1, lastColumn - from.column + 1);
  const pad = " ".repeat(gutter);
  const carets = " ".repeat(from.column - 1) + marker.repeat(width);
  return [
    `${paint(color, "34", `${String(from.line).padStart(gutter)} |`)} ${text}`,
    `${paint(color, "34", `${pad} |`)} ${paint(color, marker === "^" ? "31;1" : "34", carets)}${message ? " " + message : ""}`,
  ];
}

export function renderDiagnostic(d: Diagnostic, text: string, fileName: string, options: RenderOptions = {}): string {
  const color = options.color ?? false;
  const index = new LineIndex(text);
  const at = index.position(d.span.start);
  const lines = [d.span.start, ...d.labels.map((l) => l.span.start)].map((o) => index.position(o).line);
  const gutter = String(Math.max(...lines)).length;
  const pad = " ".repeat(gutter);
  const head = `${paint(color, d.severity === "error" ? "31;1" : "33;1", `${d.severity}[${d.code}]`)}${paint(color, "1", `: ${d.message}`)}`;
  const out = [head, `${pad}${paint(color, "34", "-->")} ${fileName}:${at.line}:${at.column}`, `${pad} ${paint(color, "34", "|")}`];
  out.push(...frameLines(index, d.span.start, d.span.end, "^", "", gutter, color));
  for (const label of [...d.labels].sort((a, b) => a.span.start - b.span.start)) {
    out.push(...frameLines(index, label.span.start, label.span.end, "-", label.message, gutter, color));
  }
  for (const note of d.notes) out.push(`${pad} ${paint(color, "34", "=")} note: ${note}`);
  if (d.help) out.push(`${pad} ${paint(color, "34", "=")} help: ${d.help}`);
  return out.join("\n");
}

export function renderDiagnostics(diagnostics: readonly Diagnostic[], text: string, fileName: string, options: RenderOptions = {}): string {
  return diagnostics.map((d) => renderDiagnostic(d, text, fileName, options)).join("\n\n");
}

/** The one-line summary after a run: "error: 3 errors, 1 warning". */
export function summarize(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const warnings = diagnostics.length - errors;
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? "" : "s"}`;
  return `${plural(errors, "error")}, ${plural(warnings, "warning")}`;
}
