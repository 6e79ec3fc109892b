// Code actions: a quick fix for every diagnostic under the cursor that has a known repair
// (fixes.ts), and the refactoring a designer reaches for on a one-way link (make it two-way).
import { CodeActionKind, type CodeAction, type Range, type TextEdit } from "vscode-languageserver-types";
import type { Ast } from "../compiler/index.js";
import { findNode } from "./ast-walk.js";
import { toLspDiagnostic } from "./diagnostics.js";
import { fixesFor, type TextChange } from "./fixes.js";
import { rangeOf } from "./text.js";
import type { Workspace } from "./workspace.js";

const before = (a: Range["start"], b: Range["start"]) => a.line < b.line || (a.line === b.line && a.character < b.character);
const touches = (a: Range, b: Range) => !before(a.end, b.start) && !before(b.end, a.start);

export function codeActions(workspace: Workspace, uri: string, range: Range, only?: readonly string[]): CodeAction[] {
  const analysis = workspace.analysis(uri);
  if (!analysis) return [];
  const doc = analysis.document;
  const text = doc.getText();
  const edits = (changes: TextChange[]): TextEdit[] => changes.map((c) => ({ range: rangeOf(doc, c.start, c.end), newText: c.newText }));
  const wanted = (kind: string) => !only || only.some((k) => kind === k || kind.startsWith(`${k}.`));
  const actions: CodeAction[] = [];
  if (wanted(CodeActionKind.QuickFix))
    for (const d of analysis.result.diagnostics) {
      const shown = toLspDiagnostic(workspace, analysis, d);
      if (!touches(shown.range, range)) continue;
      const ctx = {
        text,
        diagnostic: d,
        ...(analysis.result.ast ? { ast: analysis.result.ast } : {}),
        ...(analysis.result.symbols ? { symbols: analysis.result.symbols } : {}),
      };
      for (const fix of fixesFor(ctx))
        actions.push({
          title: fix.title,
          kind: CodeActionKind.QuickFix,
          diagnostics: [shown],
          ...(fix.preferred ? { isPreferred: true } : {}),
          edit: { changes: { [uri]: edits(fix.changes) } },
        });
    }
  if (wanted(CodeActionKind.RefactorRewrite))
    actions.push(...twoWayBorder(analysis.result.ast, text, doc.offsetAt(range.start), (c) => edits(c), uri));
  return actions;
}

/** `A -> B` under the cursor: make it `A -- B`. */
function twoWayBorder(
  ast: Ast.VariantFile | undefined,
  text: string,
  offset: number,
  edits: (c: TextChange[]) => TextEdit[],
  uri: string,
): CodeAction[] {
  const link = findNode<Ast.BorderDecl>(
    ast,
    (n) =>
      n["kind"] === "Border" &&
      n["oneWay"] === true &&
      !n["remove"] &&
      (n["span"] as Ast.Span).source === undefined &&
      (n["span"] as Ast.Span).start <= offset &&
      offset <= (n["span"] as Ast.Span).end,
  );
  if (!link) return [];
  const arrow = text.indexOf("->", link.from.span.end);
  if (arrow < 0 || arrow > link.span.end) return [];
  return [
    {
      title: "Make the link a two-way border",
      kind: CodeActionKind.RefactorRewrite,
      edit: { changes: { [uri]: edits([{ start: arrow, end: arrow + 2, newText: "--" }]) } },
    },
  ];
}
