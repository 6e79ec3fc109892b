// The tree the formatter prints: the CST with every child (subrule or token) in source order and
// plain offsets, plus the comments, which prettier attaches to the nearest nodes.
import type { CstElement, CstNode, IToken } from "chevrotain";
import { parse, type ParseResult } from "../../grammar/index.js";
import { syntaxError } from "./format-errors.js";

export interface FormatToken {
  type: "token";
  tokenType: string;
  image: string;
  start: number;
  end: number;
}

export interface FormatNode {
  type: string;
  start: number;
  end: number;
  children: (FormatNode | FormatToken)[];
  /** Set by prettier when it attaches comments. */
  comments?: FormatComment[];
}

export interface FormatComment {
  type: "comment";
  value: string;
  block: boolean;
  start: number;
  end: number;
  /** Set by prettier. */
  leading?: boolean;
  trailing?: boolean;
  printed?: boolean;
}

export interface FormatRoot extends FormatNode {
  type: "root";
  comments: FormatComment[];
}

function isToken(e: CstElement): e is IToken {
  return (e as IToken).image !== undefined;
}

function toFormatNode(node: CstNode): FormatNode | undefined {
  const children: (FormatNode | FormatToken)[] = [];
  for (const list of Object.values(node.children)) {
    for (const e of list ?? []) {
      if (isToken(e)) {
        if (e.isInsertedInRecovery || Number.isNaN(e.startOffset)) continue;
        children.push({ type: "token", tokenType: e.tokenType.name, image: e.image, start: e.startOffset, end: (e.endOffset ?? e.startOffset) + 1 });
      } else {
        const child = toFormatNode(e);
        if (child) children.push(child);
      }
    }
  }
  if (children.length === 0) return undefined;
  children.sort((a, b) => a.start - b.start);
  return { type: node.name, start: children[0]!.start, end: children.at(-1)!.end, children };
}

/**
 * A parse of the text formatRisk is about to hand to prettier, which the parser below reuses when
 * prettier gives it that very text (prettier may change line endings or drop a BOM first: then it
 * parses again). formatRisk reads the input once, for its meaning check and for printing.
 */
let lastParse: { text: string; parsed: ParseResult } | undefined;

export function rememberParse(text: string, parsed: ParseResult | undefined): void {
  lastParse = parsed ? { text, parsed } : undefined;
}

/** Parse for formatting; a file with syntax errors is never formatted. */
export function buildFormatTree(text: string): FormatRoot {
  const parsed = lastParse?.text === text ? lastParse.parsed : parse(text);
  const problem = parsed.problems[0];
  if (problem) throw syntaxError(text, problem);
  const file = parsed.cst ? toFormatNode(parsed.cst) : undefined;
  const comments: FormatComment[] = parsed.comments.map((c) => ({
    type: "comment",
    value: c.image,
    block: c.tokenType.name === "BlockComment",
    start: c.startOffset,
    end: (c.endOffset ?? c.startOffset) + 1,
  }));
  return { type: "root", start: 0, end: text.length, children: file ? [file] : [], comments };
}
