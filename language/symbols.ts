// The outline: the variant, its sections, and what each defines (territories, groups, phases,
// parameters, cards...), from this file's own text only; and the workspace's symbols, every name
// defined in the variant files the service knows.
import { SymbolKind, type DocumentSymbol, type SymbolInformation } from "vscode-languageserver-types";
import { eventText, type Ast } from "../compiler/index.js";
import type { DefinitionKind } from "./symbol-index.js";
import { fileLabel, rangeOf } from "./text.js";
import type { Workspace } from "./workspace.js";

export const symbolKinds: Record<DefinitionKind, SymbolKind> = {
  territory: SymbolKind.EnumMember,
  group: SymbolKind.Namespace,
  phase: SymbolKind.Event,
  param: SymbolKind.Variable,
  attribute: SymbolKind.Property,
  card: SymbolKind.Constant,
  objective: SymbolKind.Enum,
  switch: SymbolKind.Interface,
  leader: SymbolKind.Class,
  faction: SymbolKind.Struct,
  entry: SymbolKind.Key,
  counter: SymbolKind.Field,
  choice: SymbolKind.TypeParameter,
  building: SymbolKind.Object,
  unit: SymbolKind.Class,
  neutral: SymbolKind.Object,
  score: SymbolKind.Variable,
};

interface Item {
  name: string;
  kind: SymbolKind;
  span: Ast.Span;
  nameSpan: Ast.Span;
  detail?: string;
  children?: Item[];
}

const item = (kind: DefinitionKind, name: string, span: Ast.Span, nameSpan: Ast.Span, detail?: string): Item => ({
  name,
  kind: symbolKinds[kind],
  span,
  nameSpan,
  ...(detail ? { detail } : {}),
});

/** A section's first word as written (`map`, `turn`, `resources`...): its keyword. */
function keywordOf(text: string, span: Ast.Span): string {
  return /^[A-Za-z]+/.exec(text.slice(span.start))?.[0] ?? "section";
}

function typeText(t: Ast.TypeRef): string {
  return t.kind === "IntType" ? "int" : t.kind === "BoolType" ? "bool" : t.choices.map((c) => c.text).join(" | ");
}

/** What a section defines, as children of its outline entry. */
function childrenOf(section: Ast.Section): Item[] {
  switch (section.kind) {
    case "Map":
      return [
        ...section.attributes.map((a) => item("attribute", a.name.text, a.span, a.name.span, typeText(a.type))),
        ...section.territories.map((t) => item("territory", t.name.text, t.span, t.name.span)),
        ...section.groups.map((g) => item("group", g.name.text, g.span, g.name.span, `${g.keyword}, ${g.members.length} territories`)),
        ...section.switches.map((s) => item("switch", s.name, s.span, s.nameSpan, `starts ${s.initial ? "on" : "off"}`)),
      ];
    case "Turn":
      return section.phases.map((p) => item("phase", p.name.text, p.span, p.name.span, p.steps.map((s) => s.kind.toLowerCase()).join(", ")));
    case "End":
      return section.stmts.flatMap((s) => (s.kind === "Score" ? [item("score", s.name.text, s.span, s.name.span)] : []));
    case "Objectives":
      return section.objectives.map((o) => item("objective", o.name, o.span, o.nameSpan));
    case "Effects":
      return section.cards.map((c) => item("card", c.name, c.span, c.nameSpan));
    case "Leaders":
      return [
        ...section.leaders.map((l) => item("leader", l.name, l.span, l.nameSpan)),
        ...section.units.map((u) => item("unit", u.name.text, u.span, u.name.span)),
      ];
    case "Factions":
      return [
        ...section.entries.map((e) => item("entry", e.name, e.span, e.nameSpan)),
        ...section.factions.map((f) => item("faction", f.name.text, f.span, f.name.span)),
      ];
    case "Counters":
      return [
        ...section.counters.map((c) => item("counter", c.name.text, c.span, c.name.span, c.perPlayer ? "per player" : "for the game")),
        ...section.tokens.map((t) => ({ name: t.name.text, kind: SymbolKind.Constant, span: t.span, nameSpan: t.name.span, detail: "token" })),
      ];
    case "Seats":
      return section.neutrals.map((n) => item("neutral", n.name, n.span, n.nameSpan));
    case "Choices":
      return section.choices.map((c) => item("choice", c.name.text, c.span, c.name.span));
    case "Buildings":
      return section.buildings.map((b) => item("building", b.name.text, b.span, b.name.span));
    case "Rules":
      // Part A: each rule, with its event as the detail.
      return section.rules.map((r) => ({
        name: r.name,
        kind: SymbolKind.Event,
        span: r.span,
        nameSpan: r.nameSpan,
        detail: `on ${eventText(r.event)}`,
      }));
    default:
      return [];
  }
}

function sectionItem(text: string, section: Ast.Section): Item {
  if (section.kind === "Param")
    return item("param", section.name.text, section.span, section.name.span, `${typeText(section.type)} = ${String(section.value.value)}`);
  const keyword = keywordOf(text, section.span);
  const title = section.kind === "Map" && section.title ? `${keyword} "${section.title}"` : keyword;
  const keywordSpan = { start: section.span.start, end: section.span.start + keyword.length };
  return { name: title, kind: SymbolKind.Namespace, span: section.span, nameSpan: keywordSpan, children: childrenOf(section) };
}

export function documentSymbols(workspace: Workspace, uri: string): DocumentSymbol[] {
  const analysis = workspace.analysis(uri);
  const ast = analysis?.result.ast;
  if (!analysis || !ast) return [];
  const doc = analysis.document;
  const text = doc.getText();
  const own = (i: Item) => i.span.source === undefined && i.nameSpan.source === undefined;
  const toSymbol = (i: Item): DocumentSymbol => ({
    name: i.name || "(unnamed)",
    kind: i.kind,
    range: rangeOf(doc, i.span.start, Math.max(i.span.end, i.nameSpan.end)),
    selectionRange: rangeOf(doc, i.nameSpan.start, i.nameSpan.end),
    ...(i.detail ? { detail: i.detail } : {}),
    ...(i.children ? { children: i.children.filter(own).map(toSymbol) } : {}),
  });
  const sections = ast.sections.map((s) => sectionItem(text, s)).filter(own);
  const variant: Item = {
    name: `variant ${JSON.stringify(ast.name.text)}`,
    kind: SymbolKind.Module,
    span: ast.span,
    nameSpan: ast.name.span,
    ...(ast.parent ? { detail: `extends ${JSON.stringify(ast.parent.text)}` } : {}),
    children: sections,
  };
  return [toSymbol(variant)];
}

/** Does `name` match what was typed: its letters in order, ignoring case (as editors filter). */
function matches(query: string, name: string): boolean {
  let i = 0;
  const lower = name.toLowerCase();
  for (const c of query.toLowerCase()) {
    i = lower.indexOf(c, i);
    if (i < 0) return false;
    i++;
  }
  return true;
}

export function workspaceSymbols(workspace: Workspace, query: string): SymbolInformation[] {
  const out: SymbolInformation[] = [];
  for (const uri of workspace.knownUris()) {
    const analysis = workspace.analysis(uri);
    if (!analysis) continue;
    for (const d of analysis.index.definitions) {
      if (d.uri !== uri || !matches(query, d.name)) continue;
      out.push({
        name: d.name,
        kind: symbolKinds[d.kind],
        location: { uri, range: rangeOf(analysis.document, d.start, d.end) },
        containerName: fileLabel(uri),
      });
    }
  }
  return out;
}
