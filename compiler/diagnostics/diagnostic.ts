// Diagnostics are plain data. Call sites name an entry of the code table and pass its arguments;
// the message comes from the table so one code always reads the same way.
import type { Span } from "../ast.js";
import { codes, formatMessage, type CodeName, type Severity } from "./codes.js";

export type { Severity };

export interface Label {
  span: Span;
  message: string;
}

export interface Diagnostic {
  code: string;
  severity: Severity;
  message: string;
  span: Span;
  /** Secondary places that explain the error ("first defined here"). */
  labels: Label[];
  notes: string[];
  help?: string;
  /** The file the span points into (a parent variant when the problem is inherited). */
  file?: string;
}

export interface DiagnosticExtras {
  labels?: Label[];
  notes?: string[];
  help?: string;
}

/** Build a diagnostic from the code table: `make("unknownTerritory", span, ["Siam "], {help})`. */
export function makeDiagnostic(name: CodeName, span: Span, args: readonly (string | number)[] = [], extras: DiagnosticExtras = {}): Diagnostic {
  const entry = codes[name];
  const message = formatMessage(entry, args);
  return {
    code: entry.code,
    severity: entry.severity,
    message,
    span,
    labels: extras.labels ?? [],
    notes: extras.notes ?? [],
    ...(extras.help !== undefined ? { help: extras.help } : {}),
  };
}

export type Report = (name: CodeName, span: Span, args?: readonly (string | number)[], extras?: DiagnosticExtras) => void;

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}

/** Syntax errors first (nothing after them is certain), then other errors, then warnings. */
function rank(d: Diagnostic): number {
  if (d.severity === "warning") return 2;
  return d.code.startsWith("RISK1") ? 0 : 1;
}

/** The order diagnostics are shown in: the first one is the one to fix first. */
export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort(
    (a, b) => (a.file ?? "").localeCompare(b.file ?? "") || rank(a) - rank(b) || a.span.start - b.span.start || a.code.localeCompare(b.code),
  );
}
