// Text → AST with the diagnostics of reading it: binary files, characters, comments, formulas too
// deep and syntax errors. Syntax errors are made to name their cause: a misspelt keyword gets a
// "did you mean", an unclosed bracket a label on its opener, and only the first error of each
// section is kept (the parser's recovery after it mostly reports echoes of the same mistake).
import type { IToken } from "chevrotain";
import type * as A from "./ast.js";
import { buildAst } from "./build-ast.js";
import { makeDiagnostic, type Diagnostic } from "./diagnostics/diagnostic.js";
import { suggestName } from "./diagnostics/suggest.js";
import { expectedAfter, keywordList, MAX_FORMULA_DEPTH, parse, sectionKeywords, type SyntaxProblem } from "../grammar/index.js";

/** A stretch of the file from one section keyword to the next (at the variant's top level). */
export interface Region {
  start: number;
  end: number;
}

export interface SyntaxResult {
  ast?: A.VariantFile;
  diagnostics: Diagnostic[];
  /** Regions holding a syntax error: what the checks say about them is not worth showing. */
  damaged: Region[];
}

function notText(text: string): string | undefined {
  if (text.includes("\u0000")) return "it contains NUL bytes";
  const control = text.match(/[\u0001-\u0008\u000e-\u001f\ufffd]/g)?.length ?? 0;
  if (control > Math.max(8, text.length / 100)) return `it contains ${control} control or undecodable characters`;
  return undefined;
}

/** Top-level sections by token: a section keyword directly inside the variant's braces. */
function sectionRegions(tokens: readonly IToken[], textLength: number): Region[] {
  const starts: number[] = [];
  let depth = 0;
  for (const t of tokens) {
    if (t.image === "{") depth++;
    else if (t.image === "}") depth = Math.max(0, depth - 1);
    else if (depth === 1 && sectionKeywords.has(t.image)) starts.push(t.startOffset);
  }
  return starts.map((start, i) => ({ start, end: starts[i + 1] ?? textLength }));
}

const regionOf = (regions: readonly Region[], offset: number) => regions.find((r) => r.start <= offset && offset < r.end);

/** The first token at or after `offset` (binary search: tokens are in text order). */
function tokenIndexAt(tokens: readonly IToken[], offset: number): number {
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid]!.startOffset < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const spanOf = (t: IToken): A.Span => ({ start: t.startOffset, end: (t.endOffset ?? t.startOffset) + 1 });

/**
 * A name that is a keyword misspelt: the parser stops at it or right after it, and with the
 * keyword in its place the parser gets further. (Re-reading the text is what makes the guess
 * safe: `win domination` is no misspelt `elimination`, the parser wants a quoted name there.)
 */
function misspeltKeyword(tokens: readonly IToken[], problem: SyntaxProblem, text: string): { token: IToken; keyword: string } | undefined {
  const i = tokenIndexAt(tokens, problem.start);
  for (const t of [tokens[i], tokens[i - 1]]) {
    if (!t || t.tokenType.name !== "Identifier" || t.image.length < 4) continue;
    const keyword = suggestName(t.image, keywordList);
    if (keyword === undefined) continue;
    const shift = keyword.length - t.image.length;
    const fixed = parse(text.slice(0, t.startOffset) + keyword + text.slice(t.startOffset + t.image.length));
    const first = fixed.problems.find((p) => p.kind !== "lex");
    if (!first || first.start > problem.start + shift) return { token: t, keyword };
  }
  return undefined;
}

/** The longest text compiled (RISK1008): reading takes about a second per 2 MB. */
export const MAX_TEXT_LENGTH = 1024 * 1024;
const megabytes = (chars: number) => `${(chars / (1024 * 1024)).toFixed(2)} MB`;

/** The largest number a variant may write (see RISK1007). */
export const MAX_NUMBER = 1_000_000_000;

const closers: Record<string, string> = { "{": "}", "(": ")", "[": "]" };

/**
 * The bracket a missing closer belongs to. Pairs brackets up to the error; a pair whose closer is
 * indented less than its opener's line was closed by the bracket meant for an outer one, so its
 * opener is the one left open. Without such a pair, the innermost bracket still open.
 */
function unclosedOpener(tokens: readonly IToken[], text: string, upTo: number): IToken | undefined {
  const indent = (offset: number) => {
    const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
    return /^[ \t]*/.exec(text.slice(lineStart, lineStart + 200))![0].length;
  };
  const open: IToken[] = [];
  let misplaced: IToken | undefined;
  for (const t of tokens) {
    if (t.startOffset >= upTo) break;
    if (closers[t.image]) open.push(t);
    else if (t.image === "}" || t.image === ")" || t.image === "]") {
      const opener = open.pop();
      const ownLine = (offset: number) => /^[ \t]*$/.test(text.slice(text.lastIndexOf("\n", offset - 1) + 1, offset));
      if (opener && !misplaced && t.image === "}" && ownLine(t.startOffset) && indent(t.startOffset) < indent(opener.startOffset)) misplaced = opener;
    }
  }
  return misplaced ?? open.at(-1);
}

function parseDiagnostic(problem: SyntaxProblem, tokens: readonly IToken[], text: string): Diagnostic {
  switch (problem.kind) {
    case "lex":
      return makeDiagnostic("unexpectedCharacter", problem, [problem.found ?? ""]);
    case "comment":
      return makeDiagnostic("unclosedComment", problem, [], { help: "end it with `*/`, or use `//` for a comment that ends with its line" });
    case "depth":
      return makeDiagnostic("formulaTooDeep", problem, [MAX_FORMULA_DEPTH], {
        notes: ["brackets, function calls, `if`, `not`, minus signs and each operator of a chain count one level each"],
        help: "name a part of the formula with a parameter or a score",
      });
    default:
      return grammarDiagnostic(problem, tokens, text);
  }
}

/** The first word of the line a token stands on (a block's keyword: `cards {`, `phase attack {`). */
function lineHead(tokens: readonly IToken[], text: string, t: IToken): IToken {
  const lineStart = text.lastIndexOf("\n", t.startOffset - 1) + 1;
  return tokens.find((x) => x.startOffset >= lineStart && x.startOffset <= t.startOffset) ?? t;
}

/**
 * Issue 26: a word the block does not take, written inside it (indented deeper than the line that
 * opened the block, at the start of its own line; or right after the `{` on its line), is an unknown statement rather than a missing
 * `}`: say what it is and what the block takes (the grammar's own list at that place).
 */
function unknownStatement(tokens: readonly IToken[], text: string, problem: SyntaxProblem, opener: IToken): Diagnostic | undefined {
  const at = tokens.findIndex((t) => t.startOffset === problem.start);
  const word = tokens[at];
  if (!word || !/^[A-Za-z_]\w*$/.test(word.image)) return undefined;
  const indent = (offset: number) => {
    const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
    return { column: offset - lineStart, own: /^[ \t]*$/.test(text.slice(lineStart, offset)), line: lineStart };
  };
  const here = indent(word.startOffset);
  const head = lineHead(tokens, text, opener);
  // The block's first word on the line of its `{` (`end { ties attacker }`) stands inside it too.
  const first = tokens[at - 1] === opener && !text.slice(opener.startOffset, word.startOffset).includes("\n");
  if (!first && (!here.own || here.column <= indent(head.startOffset).column)) return undefined;
  // What the block's statements start with: what the grammar takes right after its `{` (after the
  // word, the previous statement's continuations would be listed too: `and`, `or`...).
  const accepted = expectedAfter(tokens.slice(0, tokens.indexOf(opener) + 1) as IToken[]);
  if (!accepted) return undefined;
  const keywords = [...new Set(accepted.filter((e) => e.keyword).map((e) => e.token))];
  if (keywords.includes(word.image)) return undefined;
  if (keywords.length === 0) return undefined;
  const shown = keywords.map((k) => `\`${k}\``).join(", ");
  return makeDiagnostic("unknownStatement", spanOf(word), [word.image, head.image], {
    labels: [{ span: spanOf(opener), message: `the \`${head.image}\` block opens here` }],
    help: `a \`${head.image}\` block takes ${shown}, or \`}\` to close it`,
  });
}

/** A token the grammar does not allow where it stands, by what most likely caused it. */
function grammarDiagnostic(problem: SyntaxProblem, tokens: readonly IToken[], text: string): Diagnostic {
  const found = problem.found ?? "the end of the file";
  const keyword = misspeltKeyword(tokens, problem, text);
  if (keyword)
    return makeDiagnostic("misspeltKeyword", spanOf(keyword.token), [keyword.token.image], { help: `did you mean \`${keyword.keyword}\`?` });
  if (problem.kind === "trailing") return makeDiagnostic("textAfterEnd", problem, [found]);
  if (problem.kind === "keywordAsName")
    return makeDiagnostic("keywordAsName", problem, [text.slice(problem.start, problem.end)], {
      help: "keywords are words of the language: choose another name",
    });
  const missing = /^`([})\]])`$/.exec(problem.expected ?? "")?.[1];
  const opener = missing ? unclosedOpener(tokens, text, problem.start) : undefined;
  if (opener && opener.image === "{" && missing === "}") {
    const unknown = unknownStatement(tokens, text, problem, opener);
    if (unknown) return unknown;
  }
  if (opener && closers[opener.image] === missing)
    return makeDiagnostic("unclosedBracket", problem, [opener.image, missing!, found], {
      labels: [{ span: spanOf(opener), message: `this \`${opener.image}\` is never closed` }],
      help: `add \`${missing}\` to close it`,
    });
  return makeDiagnostic("syntaxError", problem, [problem.expected ?? "something else", found]);
}

export function readVariant(text: string, fileName: string | undefined): SyntaxResult {
  const named = (d: Diagnostic) => (fileName !== undefined ? { ...d, file: fileName } : d);
  if (text.length > MAX_TEXT_LENGTH) {
    const d = makeDiagnostic("textTooLarge", { start: 0, end: 0 }, [megabytes(text.length), megabytes(MAX_TEXT_LENGTH)]);
    return { diagnostics: [named(d)], damaged: [] };
  }
  const binary = notText(text);
  if (binary) return { diagnostics: [named(makeDiagnostic("notText", { start: 0, end: 0 }, [binary]))], damaged: [] };
  const parsed = parse(text);
  if (parsed.tokens.length === 0 && !parsed.problems.some((p) => p.kind === "lex" || p.kind === "comment")) {
    const what = parsed.comments.length > 0 ? "only comments" : text.length > 0 ? "only white space" : "nothing";
    const d = makeDiagnostic("emptyFile", { start: 0, end: Math.min(text.length, 1) }, [], {
      notes: [`it holds ${what}`],
      help: 'start with `variant "My variant" { ... }`',
    });
    return { diagnostics: [named(d)], damaged: [] };
  }
  const regions = sectionRegions(parsed.tokens, text.length);
  // One syntax error per section: the first one is the mistake, the rest its echoes.
  const seen = new Set<Region | undefined>();
  const kept = parsed.problems.filter((p) => {
    if (p.kind === "lex") return true;
    // Text left after the variant closed early is an echo of the error that closed it.
    if (seen.size > 0 && p.kind === "trailing") return false;
    const region = regionOf(regions, p.start);
    if (seen.has(region)) return false;
    seen.add(region);
    return true;
  });
  const diagnostics = kept.map((p) => named(parseDiagnostic(p, parsed.tokens, text)));
  const huge = parsed.tokens.filter((t) => /^d?\d+$/.test(t.image) && Number(t.image.replace(/^d/, "")) > MAX_NUMBER);
  for (const t of huge) {
    const shown = t.image.length > 24 ? `${t.image.slice(0, 12)}…${t.image.slice(-4)} (${t.image.replace(/^d/, "").length} digits)` : t.image;
    diagnostics.push(named(makeDiagnostic("numberTooLarge", spanOf(t), [shown], { help: `numbers are at most ${MAX_NUMBER}` })));
  }
  const ast = parsed.cst ? buildAst(parsed.cst) : undefined;
  if (!ast && diagnostics.length === 0)
    diagnostics.push(
      named(makeDiagnostic("emptyFile", { start: 0, end: Math.min(text.length, 1) }, [], { help: 'start with `variant "My variant" { ... }`' })),
    );
  const problemStarts = [...parsed.problems.filter((p) => p.kind !== "lex").map((p) => p.start), ...huge.map((t) => t.startOffset)];
  const damaged = regions.filter((r) => problemStarts.some((start) => start >= r.start && start < r.end));
  return { ...(ast ? { ast } : {}), diagnostics, damaged };
}
