// Editor features over an Analysis, independent of Monaco: completion items, hover text and
// go-to-definition targets, found by 1-based line and column.
import { keywordList } from "../../grammar/index.js";
import type { Analysis, Definition, Range } from "./analysis.js";

export interface CompletionItem {
  label: string;
  kind: "keyword" | Definition["kind"];
  insertText: string;
  detail?: string;
}

function contains(r: Range, line: number, column: number): boolean {
  if (line < r.startLine || line > r.endLine) return false;
  if (line === r.startLine && column < r.startColumn) return false;
  if (line === r.endLine && column > r.endColumn) return false;
  return true;
}

const quoteIfNeeded = (name: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !keywordList.includes(name) ? name : JSON.stringify(name));

/** Where the cursor is, for completion: inside a `borders { ... }` list only territory names make sense. */
export type CompletionContext = "border-list" | "anywhere";

/**
 * The context of the text before the cursor: inside the braces of a `borders` block (comments and
 * quoted names skipped), or anywhere else.
 */
export function completionContext(before: string): CompletionContext {
  // Blank out comments and quoted text, keeping the braces that matter.
  const plain = before.replace(/\/\*[\s\S]*?(\*\/|$)|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*("|$)/g, (m) => " ".repeat(m.length));
  const opened = [...plain.matchAll(/\bborders\s*\{/g)].at(-1);
  if (!opened) return "anywhere";
  let depth = 1;
  for (const c of plain.slice(opened.index! + opened[0].length)) {
    if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return "anywhere";
  }
  return depth === 1 ? "border-list" : "anywhere";
}

export function completions(analysis: Analysis, context: CompletionContext = "anywhere"): CompletionItem[] {
  const bare = new Set(["phase", "param", "attribute"]);
  const quoted = new Set(["card", "objective", "switch", "leader"]);
  const names: CompletionItem[] = analysis.definitions.map((d) => ({
    label: d.name,
    kind: d.kind,
    insertText: bare.has(d.kind) ? d.name : quoted.has(d.kind) ? JSON.stringify(d.name) : quoteIfNeeded(d.name),
    detail: d.kind,
  }));
  // In a border list: the territories, and `remove` (a border of the parent taken out).
  if (context === "border-list") return [...names.filter((n) => n.kind === "territory"), { label: "remove", kind: "keyword", insertText: "remove" }];
  const keywords: CompletionItem[] = keywordList.map((k) => ({ label: k, kind: "keyword", insertText: k }));
  return [...names, ...keywords];
}

/** The definition the name at (line, column) refers to, or that is defined there. */
export function definitionAt(analysis: Analysis, line: number, column: number): Definition | undefined {
  const own = analysis.definitions.find((d) => contains(d.range, line, column));
  if (own) return own;
  const reference = analysis.references.find((r) => contains(r.range, line, column));
  if (!reference) return undefined;
  return analysis.definitions.find((d) => d.kind === reference.kind && d.name === reference.name);
}

export function hoverAt(analysis: Analysis, line: number, column: number): { contents: string; range: Range } | undefined {
  const own = analysis.definitions.find((d) => contains(d.range, line, column));
  if (own) return { contents: own.detail, range: own.range };
  const reference = analysis.references.find((r) => contains(r.range, line, column));
  if (!reference) return undefined;
  const target = analysis.definitions.find((d) => d.kind === reference.kind && d.name === reference.name);
  return target ? { contents: target.detail, range: reference.range } : undefined;
}
