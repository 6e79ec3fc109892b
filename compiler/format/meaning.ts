// What formatting must keep: the text's meaning — its AST without positions — and every comment,
// in order, with its text (less trailing blanks: layout). The formatter reads its own output back
// and compares; the first difference is described, with its place in the original text.
import { parse, type ParseResult, type SyntaxProblem } from "../../grammar/index.js";
import type { Span } from "../ast.js";
import { buildAst } from "../build-ast.js";

export interface Reading {
  /** The AST without spans, or undefined when none could be built. */
  ast: unknown;
  comments: { text: string; span: Span }[];
  /** The first syntax problem, if the text does not read. */
  problem?: SyntaxProblem;
  /** Where to point when a difference has no place of its own: the variant's name, or the start. */
  fallback: Span;
}

export interface MeaningChange {
  /** What would change, in words: `Objective.name: \`Alone\` would be lost`. */
  what: string;
  /** Where, in the original text. */
  span: Span;
}

/** Keys of the AST that hold positions, not meaning: `span`, `nameSpan`, `opSpan`, and lists of them (`attackWhenAgainSpans`)... */
const isPositionKey = (key: string) => /^spans?$|Spans?$/.test(key);

/** A comment as layout leaves it: line endings normalized (prettier prints `\n`), no trailing blanks. */
const commentText = (image: string) => image.replace(/\r\n?/g, "\n").trimEnd();

export function readMeaning(text: string, parsed: ParseResult = parse(text)): Reading {
  let ast: ReturnType<typeof buildAst>;
  try {
    ast = parsed.cst ? buildAst(parsed.cst) : undefined;
  } catch {
    ast = undefined; // a CST the parser recovered from: the problem below already says the text does not read
  }
  const comments = parsed.comments.map((c) => ({
    text: commentText(c.image),
    span: { start: c.startOffset, end: (c.endOffset ?? c.startOffset) + 1 },
  }));
  const fallback = ast ? ast.name.span : { start: 0, end: Math.min(1, text.length) };
  const problem = parsed.problems[0];
  return { ast, comments, fallback, ...(problem ? { problem } : {}) };
}

/** The first way `formatted` means something else than `original`, or undefined when it means the same. */
export function meaningChange(original: Reading, formatted: Reading): MeaningChange | undefined {
  const change = astDifference(original.ast, formatted.ast, { path: "", span: original.fallback }) ?? commentDifference(original, formatted);
  if (!formatted.problem) return change;
  const unread = `the formatted text would not read (${formatted.problem.message})`;
  return { what: change ? `${unread}; ${change.what}` : unread, span: change?.span ?? original.fallback };
}

interface Place {
  /** The path from the nearest node with a kind: `Objective.name`, `Objectives.objectives[0]`. */
  path: string;
  /** That node's span in the original. */
  span: Span;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null;

function astDifference(a: unknown, b: unknown, place: Place): MeaningChange | undefined {
  if (a === b) return undefined;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const found = astDifference(a[i], b[i], { ...place, path: `${place.path}[${i}]` });
      if (found) return found;
    }
    return undefined;
  }
  if (isObject(a) && isObject(b) && !Array.isArray(a) && !Array.isArray(b)) {
    const here = nodePlace(a, place);
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => !isPositionKey(k));
    for (const key of keys) {
      const found = astDifference(a[key], b[key], { ...here, path: `${here.path}.${key}` });
      if (found) return found;
    }
    return undefined;
  }
  const at = isObject(a) ? nodePlace(a, place).span : place.span;
  const noun = /(\w+?)s?\[\d+\]$/.exec(place.path)?.[1] ?? "value";
  const what =
    b === undefined
      ? `${describe(a, noun)} would be lost`
      : a === undefined
        ? `${describe(b, noun)} would be added`
        : `${describe(a, noun)} would become ${describe(b, noun)}`;
  const path = place.path.replace(/^\./, "");
  return { what: path ? `${path}: ${what}` : what, span: at };
}

/** A node's own place: its span, and its kind as the start of paths below it (when it has one). */
function nodePlace(node: Json, outer: Place): Place {
  const span = node["span"];
  if (!isObject(span)) return outer;
  const kind = node["kind"];
  return { path: typeof kind === "string" ? kind : outer.path, span: span as unknown as Span };
}

/** `an Objective \`Alone\``, `3 items`, `\`>=\``; `noun` names an object that has no kind. */
function describe(value: unknown, noun: string): string {
  if (typeof value === "string") return `\`${clip(value)}\``;
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? "" : "s"}`;
  if (isObject(value)) {
    const kind = typeof value["kind"] === "string" ? value["kind"] : noun;
    const named = value["name"];
    const text = typeof named === "string" ? named : isObject(named) && typeof named["text"] === "string" ? named["text"] : undefined;
    return `${/^[AEIOUaeiou]/.test(kind) ? "an" : "a"} ${kind}${text === undefined ? "" : ` \`${clip(text)}\``}`;
  }
  return String(value);
}

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 37)}...` : text);

function commentDifference(original: Reading, formatted: Reading): MeaningChange | undefined {
  const [a, b] = [original.comments, formatted.comments];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const [before, after] = [a[i], b[i]];
    if (before?.text === after?.text) continue;
    const shown = (c: { text: string }) => `\`${clip(c.text.split("\n")[0]!)}\``;
    // One comment missing or extra, the rest in step: say which, not that every later one changed.
    if (before && (!after || (a.length > b.length && a[i + 1]?.text === after.text)))
      return { what: `the comment ${shown(before)} would be lost`, span: before.span };
    if (after && (!before || (b.length > a.length && b[i + 1]?.text === before.text)))
      return { what: `a comment ${shown(after)} would be added`, span: before?.span ?? original.fallback };
    return { what: `the comment ${shown(before!)} would become ${shown(after!)}`, span: before!.span };
  }
  return undefined;
}
