// Semantic tokens: every name coloured by what it names (a territory, a group, a parameter, a
// unit...), game quantities and functions as the language's own, and the keywords, numbers,
// strings, comments and operators, so an editor without the TextMate grammar (Neovim, Helix)
// colours the file from the server alone.
import type { SemanticTokens, SemanticTokensLegend } from "vscode-languageserver-types";
import { scan } from "../grammar/index.js";
import type { DefinitionKind, Occurrence } from "./symbol-index.js";
import type { Workspace } from "./workspace.js";

const tokenTypes = [
  "namespace",
  "enumMember",
  "parameter",
  "property",
  "event",
  "variable",
  "class",
  "struct",
  "type",
  "enum",
  "interface",
  "macro",
  "typeParameter",
  "keyword",
  "function",
  "number",
  "string",
  "comment",
  "operator",
] as const;
const tokenModifiers = ["declaration", "readonly", "defaultLibrary"] as const;

export const semanticTokensLegend: SemanticTokensLegend = { tokenTypes: [...tokenTypes], tokenModifiers: [...tokenModifiers] };

type TokenType = (typeof tokenTypes)[number];
const typeIndex = (t: TokenType) => tokenTypes.indexOf(t);
const DECLARATION = 1;
const READONLY = 2;
const DEFAULT_LIBRARY = 4;

/** The colour of each kind of name. */
export const semanticTypeOf: Record<DefinitionKind, TokenType> = {
  territory: "enumMember",
  group: "namespace",
  phase: "event",
  param: "parameter",
  attribute: "property",
  card: "macro",
  objective: "enum",
  switch: "interface",
  leader: "class",
  faction: "type",
  entry: "enum",
  counter: "variable",
  choice: "typeParameter",
  building: "struct",
  unit: "class",
  neutral: "type",
  score: "variable",
};

const functionWords = new Set(["floor", "ceil", "min", "max", "abs", "count", "sum"]);
const operatorTokens = new Set([
  "TwoWay",
  "OneWay",
  "DotDot",
  "Equals",
  "NotEquals",
  "LessEq",
  "GreaterEq",
  "Less",
  "Greater",
  "Assign",
  "Plus",
  "Minus",
  "Star",
  "Slash",
  "Percent",
  "Pipe",
]);

export function semanticTokens(workspace: Workspace, uri: string): SemanticTokens {
  const analysis = workspace.analysis(uri);
  if (!analysis) return { data: [] };
  const doc = analysis.document;
  const text = doc.getText();
  const names = new Map<number, Occurrence>();
  for (const o of analysis.index.occurrences) if (o.uri === uri) names.set(o.start, o);
  const quantities = new Set(analysis.index.quantities.filter((q) => q.uri === uri).map((q) => q.start));
  const { tokens, comments } = scan(text);
  const spans: { start: number; length: number; type: number; modifiers: number }[] = [];
  tokens.forEach((t, i) => {
    const start = t.startOffset;
    const name = names.get(start);
    const keyword = t.tokenType.CATEGORIES?.some((c) => c.name === "Keyword") ?? false;
    let type: TokenType | undefined;
    let modifiers = 0;
    if (name) {
      type = semanticTypeOf[name.kind];
      if (name.declaration) modifiers |= DECLARATION;
    } else if (quantities.has(start)) {
      type = "variable";
      modifiers = READONLY | DEFAULT_LIBRARY;
    } else if (keyword && functionWords.has(t.image) && tokens[i + 1]?.image === "(") {
      type = "function";
      modifiers = DEFAULT_LIBRARY;
    } else if (keyword) type = "keyword";
    else if (t.tokenType.name === "IntegerLiteral" || t.tokenType.name === "DieLiteral") type = "number";
    else if (t.tokenType.name === "StringLiteral") type = "string";
    else if (operatorTokens.has(t.tokenType.name)) type = "operator";
    if (type) spans.push({ start, length: t.image.length, type: typeIndex(type), modifiers });
  });
  for (const c of comments) {
    // A token spans one line: a block comment is split at its line breaks.
    let at = c.startOffset;
    for (const line of c.image.split("\n")) {
      const length = line.replace(/\r$/, "").length;
      if (length > 0) spans.push({ start: at, length, type: typeIndex("comment"), modifiers: 0 });
      at += line.length + 1;
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const data: number[] = [];
  let line = 0;
  let character = 0;
  for (const s of spans) {
    const p = doc.positionAt(s.start);
    data.push(p.line - line, p.line === line ? p.character - character : p.character, s.length, s.type, s.modifiers);
    line = p.line;
    character = p.character;
  }
  return { data };
}
