// Small text helpers every capability shares: ranges from offsets, names as the language writes
// them, and markdown escaping for text that comes from a variant.
import type { TextDocument } from "vscode-languageserver-textdocument";
import type { Range } from "vscode-languageserver-types";
import { keywordList, lex } from "../grammar/index.js";

const keywords: ReadonlySet<string> = new Set(keywordList);

export function rangeOf(doc: TextDocument, start: number, end: number): Range {
  return { start: doc.positionAt(start), end: doc.positionAt(end) };
}

export const isIdentifier = (name: string) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
export const isKeyword = (name: string) => keywords.has(name);

/** A name where the grammar takes a name or a quoted name: bare when it can be, quoted otherwise. */
export function writtenName(name: string): string {
  return isIdentifier(name) && !isKeyword(name) && !/^d\d+$/.test(name) ? name : JSON.stringify(name);
}

// Every character that markdown or HTML could read as syntax: a name can never become an image,
// a link, an element or formatting in a hover (`![x](http://host/x.png)` would make it fetch).
const markdownSyntax = /[\\`*_{}[\]()#+\-.!|<>~:&"'=/]/g;

/** Text from a variant shown in markdown (hovers): escaped to read as itself, line breaks kept. */
export function escapeMarkdown(text: string): string {
  return text.replace(markdownSyntax, (c) => `\\${c}`).replace(/\n(?!\n)/g, "  \n");
}

/** The last path segment of a URI, for messages (`classic.risk`). */
export function fileLabel(uri: string): string {
  const path = uri.replace(/[?#].*$/, "");
  return decodeURIComponent(path.slice(path.lastIndexOf("/") + 1)) || uri;
}

export interface TokenSpan {
  image: string;
  start: number;
  end: number;
  keyword: boolean;
  type: string;
}

/** The tokens of a text as plain spans (end exclusive). */
export function tokenSpans(text: string): TokenSpan[] {
  return lex(text).map((t) => ({
    image: t.image,
    start: t.startOffset,
    end: t.startOffset + t.image.length,
    keyword: t.tokenType.CATEGORIES?.some((c) => c.name === "Keyword") ?? false,
    type: t.tokenType.name,
  }));
}

/** The token under the cursor (touching it from either side, a word preferred). */
export function tokenAt(tokens: readonly TokenSpan[], offset: number): TokenSpan | undefined {
  const touching = tokens.filter((t) => t.start <= offset && offset <= t.end);
  return touching.find((t) => /^[A-Za-z_"]/.test(t.image)) ?? touching.find((t) => offset < t.end) ?? touching[0];
}
