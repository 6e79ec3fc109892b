// Go to definition and find references. A name means the same thing in every file of an
// `extends` family: the document, the parents it extends (bundled variants included, read-only)
// and the known files that extend any of these. Each file's own occurrences come from its own
// analysis, so a definition a child overrides is found in the parent too.
import type { Location } from "vscode-languageserver-types";
import type { Analysis } from "./analysis.js";
import { definitionOf, occurrenceAt, type DefinitionKind, type Occurrence } from "./symbol-index.js";
import { rangeOf } from "./text.js";
import type { Workspace } from "./workspace.js";

/** The analyses of the files that share names with `analysis`: itself, its parents, and the files extending any of them. */
export function family(workspace: Workspace, analysis: Analysis): Analysis[] {
  const chain = new Set([analysis.uri, ...analysis.parents.map((p) => p.uri)]);
  const members = new Map<string, Analysis>([[analysis.uri, analysis]]);
  for (const p of analysis.parents) {
    const a = workspace.analysis(p.uri);
    if (a) members.set(p.uri, a);
  }
  for (const uri of workspace.knownUris()) {
    if (members.has(uri) || workspace.isBundled(uri)) continue;
    const a = workspace.analysis(uri);
    if (a && a.parents.some((p) => chain.has(p.uri))) members.set(uri, a);
  }
  return [...members.values()];
}

/** Every occurrence of a name across the family, each once, definitions first. */
export function occurrencesOf(workspace: Workspace, analysis: Analysis, kind: DefinitionKind, name: string): Occurrence[] {
  const same = (o: Occurrence) =>
    o.name === name && (o.kind === kind || (kind === "unit" && o.kind === "leader") || (kind === "leader" && o.kind === "unit"));
  const found = new Map<string, Occurrence>();
  for (const member of family(workspace, analysis))
    for (const o of member.index.occurrences) if (same(o) && (member === analysis || o.uri === member.uri)) found.set(`${o.uri} ${o.start}`, o);
  return [...found.values()].sort((a, b) => Number(b.declaration) - Number(a.declaration));
}

export function toLocation(workspace: Workspace, o: { uri: string; start: number; end: number }): Location | undefined {
  const doc = workspace.document(o.uri);
  return doc ? { uri: o.uri, range: rangeOf(doc, o.start, o.end) } : undefined;
}

export function definition(workspace: Workspace, uri: string, position: { line: number; character: number }): Location[] {
  const analysis = workspace.analysis(uri);
  if (!analysis) return [];
  const offset = analysis.document.offsetAt(position);
  // `extends "classic"`: the parent file itself.
  const parent = analysis.result.ast?.parent?.span;
  const parentUri = analysis.parents[0]?.uri;
  if (parent && parentUri && parent.source === undefined && parent.start <= offset && offset <= parent.end)
    return [{ uri: parentUri, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } }];
  const occurrence = occurrenceAt(analysis.index, uri, offset);
  const target = occurrence && definitionOf(analysis.index, occurrence.kind, occurrence.name);
  const location = target && toLocation(workspace, target);
  return location ? [location] : [];
}

export function references(
  workspace: Workspace,
  uri: string,
  position: { line: number; character: number },
  includeDeclaration: boolean,
): Location[] {
  const analysis = workspace.analysis(uri);
  if (!analysis) return [];
  const occurrence = occurrenceAt(analysis.index, uri, analysis.document.offsetAt(position));
  if (!occurrence) return [];
  return occurrencesOf(workspace, analysis, occurrence.kind, occurrence.name)
    .filter((o) => includeDeclaration || !o.declaration)
    .flatMap((o) => toLocation(workspace, o) ?? []);
}
