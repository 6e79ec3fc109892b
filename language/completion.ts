// Completion by context: the grammar says what may come next at the cursor (expectedAfter), so a
// combat block offers the combat statements, a border list the territories (and `remove`), a
// formula its functions, quantities, parameters, counters, units and buildings, and a position
// that defines a new name nothing. When the text before the cursor cannot be read at all, every
// name and keyword is offered.
import { CompletionItemKind, InsertTextFormat, type CompletionItem, type CompletionList, type Position } from "vscode-languageserver-types";
import { expectedAfter, keywordList, lex, scan, type ExpectedToken } from "../grammar/index.js";
import { QUANTITIES } from "../compiler/index.js";
import type { Analysis } from "./analysis.js";
import { namesFor, type NameSource } from "./completion-contexts.js";
import { referenceFor, referenceMarkdown } from "./reference.js";
import type { Definition, DefinitionKind } from "./symbol-index.js";
import { isIdentifier, rangeOf, writtenName } from "./text.js";
import type { Workspace } from "./workspace.js";

export const completionKinds: Record<DefinitionKind, CompletionItemKind> = {
  territory: CompletionItemKind.Value,
  group: CompletionItemKind.Module,
  phase: CompletionItemKind.Event,
  param: CompletionItemKind.Variable,
  attribute: CompletionItemKind.Property,
  card: CompletionItemKind.Constant,
  objective: CompletionItemKind.Enum,
  switch: CompletionItemKind.Interface,
  leader: CompletionItemKind.Class,
  faction: CompletionItemKind.Struct,
  entry: CompletionItemKind.Reference,
  counter: CompletionItemKind.Field,
  choice: CompletionItemKind.TypeParameter,
  building: CompletionItemKind.Color,
  unit: CompletionItemKind.Unit,
  neutral: CompletionItemKind.EnumMember,
  score: CompletionItemKind.Variable,
};

/** Kinds always written in quotes (`card "Challenge"`), and kinds that are always plain identifiers. */
const quotedKinds = new Set<DefinitionKind>(["card", "objective", "switch", "leader", "entry", "neutral"]);
const functionWords = new Set(["floor", "ceil", "min", "max", "abs", "count", "sum"]);
const formulaKinds: DefinitionKind[] = ["param", "counter", "score", "choice", "unit", "building", "attribute"];

/** Where the word being completed starts: an identifier's first character, or an unclosed quote on the line. */
function prefixStart(text: string, offset: number): number {
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  const line = text.slice(lineStart, offset);
  const quotes = line.replace(/\\./g, "").split('"').length - 1;
  if (quotes % 2 === 1) return lineStart + line.lastIndexOf('"');
  const word = /[A-Za-z_0-9]*$/.exec(line)![0];
  return offset - word.length;
}

function nameItem(d: Definition, quoted: boolean): CompletionItem {
  const insert = quoted || quotedKinds.has(d.kind) ? JSON.stringify(d.name) : writtenName(d.name);
  return {
    label: d.name,
    kind: completionKinds[d.kind],
    detail: d.kind,
    documentation: d.detail,
    insertText: insert,
    filterText: insert,
    sortText: `0 ${d.name}`,
  };
}

function wordItem(word: string, detail: string, kind: CompletionItemKind): CompletionItem {
  return { label: word, kind, detail, insertText: word, filterText: word, sortText: `1 ${word}` };
}

function keywordItem(keyword: string, inFormula: boolean): CompletionItem {
  const ref = referenceFor(keyword, inFormula);
  const isFunction = inFormula && functionWords.has(keyword);
  return {
    label: keyword,
    kind: isFunction ? CompletionItemKind.Function : CompletionItemKind.Keyword,
    detail: isFunction ? "function" : "keyword",
    ...(ref ? { documentation: { kind: "markdown", value: referenceMarkdown(ref) } } : {}),
    // A function: its brackets, the cursor between them.
    ...(isFunction ? { insertText: `${keyword}($0)`, insertTextFormat: InsertTextFormat.Snippet } : { insertText: keyword }),
    sortText: `2 ${keyword}`,
  };
}

function itemsFor(source: NameSource, analysis: Analysis, workspace: Workspace, quoted: boolean): CompletionItem[] {
  const defs = analysis.index.definitions;
  const of = (kinds: readonly DefinitionKind[]) => defs.filter((d) => kinds.includes(d.kind)).map((d) => nameItem(d, quoted));
  if (typeof source === "object") return source.words.map((w) => wordItem(w, "word", CompletionItemKind.EnumMember));
  const symbols = analysis.result.symbols;
  switch (source) {
    case "formula": {
      const quantities = QUANTITIES.filter(isIdentifier).map((q) => {
        const ref = referenceFor(q, true);
        return { ...wordItem(q, "game quantity", CompletionItemKind.Constant), ...(ref ? { documentation: ref.text } : {}) };
      });
      const words = [...(symbols?.words.keys() ?? [])].map((w) => wordItem(w, "word", CompletionItemKind.EnumMember));
      return [...of(formulaKinds), ...quantities, ...words];
    }
    case "withFilter":
      return [
        ...defs.filter((d) => d.kind === "attribute" && symbols?.attributes.get(d.name)?.type.kind === "bool").map((d) => nameItem(d, false)),
        ...of(["building", "unit"]),
      ];
    case "word":
      return [...(symbols?.words.keys() ?? [])].map((w) => wordItem(w, "word", CompletionItemKind.EnumMember));
    case "variant": {
      const names = Object.keys(workspace.host.bundled ?? {}).map((f) => f.replace(/\.risk$/, ""));
      return names.map((n) => ({
        ...wordItem(n, "bundled variant", CompletionItemKind.File),
        insertText: JSON.stringify(n),
        filterText: JSON.stringify(n),
      }));
    }
    case "unit":
      return of(["unit", "leader"]);
    default:
      return of([source]);
  }
}

const inFormulaRules = new Set(["expr", "primaryExpr", "reference", "callExpr"]);

export function completion(workspace: Workspace, uri: string, position: Position): CompletionList {
  const analysis = workspace.analysis(uri);
  if (!analysis) return { isIncomplete: false, items: [] };
  const doc = analysis.document;
  const text = doc.getText();
  const offset = doc.offsetAt(position);
  // Inside a comment there is nothing to complete.
  const last = scan(text.slice(0, offset)).comments.at(-1);
  const open =
    last && last.startOffset + last.image.length === offset && (last.image.startsWith("//") || last.image.length < 4 || !last.image.endsWith("*/"));
  if (open) return { isIncomplete: false, items: [] };
  const start = prefixStart(text, offset);
  const quoted = text[start] === '"';
  // An editor that closed the quote: replace it too.
  const end = quoted && text[offset] === '"' ? offset + 1 : offset;
  const expected = expectedAfter(lex(text.slice(0, start)));
  const items = expected ? contextualItems(expected, analysis, workspace, quoted) : everything(analysis);
  const range = rangeOf(doc, start, end);
  // One item per label: a name before a word before a keyword (`players` in a formula is the quantity).
  const seen = new Set<string>();
  const unique = [...items]
    .sort((a, b) => (a.sortText ?? "").localeCompare(b.sortText ?? ""))
    .filter((i) => {
      if (seen.has(i.label)) return false;
      seen.add(i.label);
      return true;
    });
  return { isIncomplete: false, items: unique.map((i) => ({ ...i, textEdit: { range, newText: i.insertText ?? i.label } })) };
}

function contextualItems(expected: readonly ExpectedToken[], analysis: Analysis, workspace: Workspace, quoted: boolean): CompletionItem[] {
  const items: CompletionItem[] = [];
  for (const e of expected) {
    if (e.keyword && !quoted)
      items.push(
        keywordItem(
          e.token,
          e.rules.some((r) => inFormulaRules.has(r)),
        ),
      );
    else if (e.token === "name" || e.token === "string")
      for (const source of namesFor(e)) items.push(...itemsFor(source, analysis, workspace, quoted || e.token === "string"));
  }
  return items;
}

/** Text the grammar cannot read before the cursor: every name and every keyword. */
function everything(analysis: Analysis): CompletionItem[] {
  return [...analysis.index.definitions.map((d) => nameItem(d, false)), ...keywordList.map((k) => keywordItem(k, false))];
}
