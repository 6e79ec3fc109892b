// Inlay hints where a number is not on the page: a group's bonus per territory it holds, and the
// value a parameter has (its default, or the value set for this run) where a formula reads it.
import { InlayHintKind, type InlayHint, type Range } from "vscode-languageserver-types";
import type { Workspace } from "./workspace.js";

export function inlayHints(workspace: Workspace, uri: string, range: Range): InlayHint[] {
  const analysis = workspace.analysis(uri);
  const symbols = analysis?.result.symbols;
  if (!analysis || !symbols) return [];
  const doc = analysis.document;
  const from = doc.offsetAt(range.start);
  const to = doc.offsetAt(range.end);
  const hints: InlayHint[] = [];
  for (const g of symbols.groupList) {
    const bonus = g.decl.bonus;
    if (bonus?.kind !== "Int" || bonus.span.source !== undefined || g.members.length === 0 || bonus.span.end < from || bonus.span.start > to)
      continue;
    const each = bonus.value / g.members.length;
    hints.push({
      position: doc.positionAt(bonus.span.end),
      label: `${Number(each.toFixed(2))} a territory`,
      kind: InlayHintKind.Parameter,
      paddingLeft: true,
      tooltip: `${bonus.value} armies for ${g.members.length} territories`,
    });
  }
  for (const o of analysis.index.occurrences) {
    if (o.kind !== "param" || o.declaration || o.uri !== uri || o.end < from || o.start > to) continue;
    const param = symbols.params.get(o.name);
    if (!param) continue;
    hints.push({ position: doc.positionAt(o.end), label: `= ${String(param.value)}`, kind: InlayHintKind.Type, paddingLeft: true });
  }
  return hints.sort((a, b) => a.position.line - b.position.line || a.position.character - b.position.character);
}
