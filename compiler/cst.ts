// Reading the concrete syntax tree: children by label, tokens that were really in the text (not
// inserted by error recovery), spans, and the small helpers every AST builder shares.
import type { CstElement, CstNode, IToken } from "chevrotain";
import type * as A from "./ast.js";

export type Children = Record<string, CstElement[] | undefined>;

export function isToken(e: CstElement | undefined): e is IToken {
  return e !== undefined && (e as IToken).image !== undefined;
}

export function nodes(c: Children, key: string): CstNode[] {
  return (c[key] ?? []).filter((e): e is CstNode => !isToken(e));
}

export function node(c: Children, key: string): CstNode | undefined {
  return nodes(c, key)[0];
}

export function tokens(c: Children, key: string): IToken[] {
  return (c[key] ?? []).filter(isToken).filter((t) => !Number.isNaN(t.startOffset) && !t.isInsertedInRecovery);
}

export function token(c: Children, key: string): IToken | undefined {
  return tokens(c, key)[0];
}

export function hasToken(c: Children, key: string): boolean {
  return token(c, key) !== undefined;
}

export function tokenSpan(t: IToken): A.Span {
  return { start: t.startOffset, end: (t.endOffset ?? t.startOffset) + 1 };
}

export function nodeSpan(n: CstNode): A.Span {
  const loc = n.location;
  if (!loc || Number.isNaN(loc.startOffset)) return { start: 0, end: 0 };
  return { start: loc.startOffset, end: (Number.isNaN(loc.endOffset ?? NaN) ? loc.startOffset : loc.endOffset!) + 1 };
}

export function join(a: A.Span, b: A.Span): A.Span {
  return { start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) };
}

/** The text of a string literal, with its escapes read. */
export function unquote(image: string): string {
  return image.slice(1, -1).replace(/\\(["\\nt])/g, (_, c: string) => ({ n: "\n", t: "\t" })[c] ?? c);
}

/** The first token of a subtree (used for `word`, which may be an identifier or any keyword). */
export function firstToken(n: CstNode | undefined): IToken | undefined {
  if (!n) return undefined;
  for (const list of Object.values(n.children)) {
    for (const e of list ?? []) {
      if (isToken(e)) {
        if (!Number.isNaN(e.startOffset) && !e.isInsertedInRecovery) return e;
      } else {
        const t = firstToken(e);
        if (t) return t;
      }
    }
  }
  return undefined;
}

export function compact<T>(xs: (T | undefined)[]): T[] {
  return xs.filter((x): x is T => x !== undefined);
}

export function sideOf(n: CstNode | undefined): "attacker" | "defender" | undefined {
  if (!n) return undefined;
  return hasToken(n.children, "Kw_attacker") ? "attacker" : hasToken(n.children, "Kw_defender") ? "defender" : undefined;
}

export function idName(t: IToken | undefined): A.Name | undefined {
  return t ? { kind: "Name", text: t.image, span: tokenSpan(t) } : undefined;
}
