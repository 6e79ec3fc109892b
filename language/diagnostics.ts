// The compiler's diagnostics as the editor shows them: on this file's text (a problem inside a
// parent file is shown on the `extends` name, with the place in the parent as related
// information), the help and notes under the message, the labels as related locations, and
// what a quick fix needs (the help, the compiler's own fields) kept in `data`.
import { OVERRIDES_FILE, type Diagnostic as CompilerDiagnostic } from "../compiler/index.js";
import { DiagnosticSeverity, DiagnosticTag, type Diagnostic, type DiagnosticRelatedInformation } from "vscode-languageserver-types";
import type { Analysis } from "./analysis.js";
import { codeFor } from "./fixes.js";
import { fileLabel, rangeOf } from "./text.js";
import type { Workspace } from "./workspace.js";

/** What a diagnostic carries for code actions: the compiler's diagnostic as it was made. */
export interface DiagnosticData {
  help?: string;
  /** The file the compiler's span points into, when it is not this document. */
  file?: string;
  start: number;
  end: number;
}

function relatedIn(workspace: Workspace, uri: string, start: number, end: number, message: string): DiagnosticRelatedInformation | undefined {
  const doc = workspace.document(uri);
  return doc ? { location: { uri, range: rangeOf(doc, start, end) }, message } : undefined;
}

/** Where in this document a diagnostic about another file (a parent, the `--set` values) is shown. */
function anchorOf(analysis: Analysis, d: CompilerDiagnostic): { start: number; end: number } {
  if (d.file === OVERRIDES_FILE) {
    // A `--set` value: on the parameter it sets, when this file declares it. The compiler's
    // pseudo-file holds the values as `name=value name=value`; the span is in one of them.
    const values = analysis.result.sources[OVERRIDES_FILE] ?? "";
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(values.slice(values.lastIndexOf(" ", d.span.start) + 1))?.[0];
    const param = analysis.index.definitions.find((p) => p.kind === "param" && p.name === name && p.uri === analysis.uri);
    if (param) return param;
  }
  const parent = analysis.result.ast?.parent?.span;
  return parent && parent.source === undefined ? parent : { start: 0, end: Math.min(1, analysis.document.getText().length) };
}

export function toLspDiagnostic(workspace: Workspace, analysis: Analysis, d: CompilerDiagnostic): Diagnostic {
  const doc = analysis.document;
  const own = d.file === undefined || d.file === analysis.uri;
  const where = own ? d.span : anchorOf(analysis, d);
  const related: DiagnosticRelatedInformation[] = [];
  if (!own && d.file !== OVERRIDES_FILE) {
    const inParent = relatedIn(workspace, d.file!, d.span.start, d.span.end, d.message);
    if (inParent) related.push(inParent);
  }
  for (const label of d.labels) {
    const uri = label.span.source ?? (own ? analysis.uri : d.file!);
    const info = relatedIn(workspace, uri, label.span.start, label.span.end, label.message);
    if (info) related.push(info);
  }
  const prefix = own ? "" : d.file === OVERRIDES_FILE ? "--set: " : `${fileLabel(d.file!)}: `;
  const lines = [`${prefix}${d.message}`, ...d.notes.map((n) => `note: ${n}`), ...(d.help ? [`help: ${d.help}`] : [])];
  const data: DiagnosticData = { start: d.span.start, end: d.span.end, ...(d.help ? { help: d.help } : {}), ...(own ? {} : { file: d.file! }) };
  return {
    range: rangeOf(doc, where.start, Math.max(where.start + (doc.getText().length > where.start ? 1 : 0), where.end)),
    severity: d.severity === "error" ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: d.code,
    source: "riskc",
    message: lines.join("\n"),
    ...(codeFor("unusedDeclaration") === d.code || codeFor("unreadScore") === d.code ? { tags: [DiagnosticTag.Unnecessary] } : {}),
    ...(related.length ? { relatedInformation: related } : {}),
    data,
  };
}

export function diagnostics(workspace: Workspace, uri: string): Diagnostic[] {
  const analysis = workspace.analysis(uri);
  return analysis ? analysis.result.diagnostics.map((d) => toLspDiagnostic(workspace, analysis, d)) : [];
}
