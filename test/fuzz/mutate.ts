// A grammar-aware mutator: it edits a variant as a hurried author (or a hostile one) would —
// a token deleted, doubled, swapped or replaced by a keyword, a name from the same file or an
// edge-case number; a line dropped or repeated; a block emptied or pasted from another variant;
// a number nudged. Edits stay on token boundaries, so most mutants still lex and many still
// compile: those exercise the checker, the IR schema and (played) the engine.
import { keywordList, lex } from "../../grammar/index.js";
import type { Random } from "./random.js";

export interface Token {
  start: number;
  end: number;
  image: string;
  type: string;
}

const punctuation = ["{", "}", "(", ")", "[", "]", ",", ":", "..", "--", "->", "|", "==", "!=", "<=", ">=", "<", ">", "=", "+", "-", "*", "/", "%"];
export const edgeNumbers = [
  "0",
  "1",
  "2",
  "3",
  "6",
  "7",
  "9",
  "10",
  "100",
  "101",
  "1000",
  "65536",
  "2147483647",
  "2147483648",
  "9007199254740993",
  "9".repeat(40),
];

function tokensOf(text: string): Token[] {
  return lex(text).map((t) => ({ start: t.startOffset, end: t.endOffset! + 1, image: t.image, type: t.tokenType.name }));
}

const splice = (text: string, start: number, end: number, insert: string) => text.slice(0, start) + insert + text.slice(end);

/** The offsets of `{ ... }` blocks whose braces balance. */
function blocks(tokens: Token[]): [number, number][] {
  const open: number[] = [];
  const out: [number, number][] = [];
  for (const t of tokens) {
    if (t.image === "{") open.push(t.start);
    else if (t.image === "}" && open.length > 0) out.push([open.pop()!, t.end]);
  }
  return out;
}

function replacementToken(r: Random, tokens: Token[]): string {
  switch (r.int(5)) {
    case 0:
      return r.pick(keywordList);
    case 1: {
      const names = tokens.filter((t) => t.type === "Identifier" || t.type === "StringLiteral");
      return names.length > 0 ? r.pick(names).image : "X";
    }
    case 2:
      return r.pick(edgeNumbers);
    case 3:
      return r.pick(punctuation);
    default:
      return r.pick(['"A"', '""', '"North America"', "d6", "d100", "d1", "d0", "x", "_"]);
  }
}

type Mutation = (text: string, r: Random, donors: readonly string[]) => string;

const tokenMutations: Mutation[] = [
  function deleteToken(text, r) {
    const tokens = tokensOf(text);
    if (tokens.length === 0) return text;
    const t = r.pick(tokens);
    return splice(text, t.start, t.end, "");
  },
  function duplicateToken(text, r) {
    const tokens = tokensOf(text);
    if (tokens.length === 0) return text;
    const t = r.pick(tokens);
    return splice(text, t.end, t.end, ` ${t.image}`);
  },
  function swapTokens(text, r) {
    const tokens = tokensOf(text);
    if (tokens.length < 2) return text;
    const i = r.int(tokens.length - 1);
    const [a, b] = [tokens[i]!, tokens[i + 1]!];
    return text.slice(0, a.start) + b.image + text.slice(a.end, b.start) + a.image + text.slice(b.end);
  },
  function replaceToken(text, r) {
    const tokens = tokensOf(text);
    if (tokens.length === 0) return text;
    const t = r.pick(tokens);
    return splice(text, t.start, t.end, replacementToken(r, tokens));
  },
  function insertToken(text, r) {
    const tokens = tokensOf(text);
    const at = tokens.length === 0 ? 0 : r.pick(tokens).end;
    return splice(text, at, at, ` ${replacementToken(r, tokens)} `);
  },
  function nudgeNumber(text, r) {
    const numbers = tokensOf(text).filter((t) => t.type === "IntegerLiteral" || t.type === "DieLiteral");
    if (numbers.length === 0) return text;
    const t = r.pick(numbers);
    const prefix = t.type === "DieLiteral" ? "d" : "";
    const value = Number(t.image.replace(/^d/, ""));
    const next = r.pick([value + 1, value - 1, value * 2, Math.floor(value / 2), 0, 1, value * 10]);
    return splice(text, t.start, t.end, prefix + String(Math.max(0, next)));
  },
  function edgeNumber(text, r) {
    const numbers = tokensOf(text).filter((t) => t.type === "IntegerLiteral");
    if (numbers.length === 0) return text;
    const t = r.pick(numbers);
    return splice(text, t.start, t.end, r.pick(edgeNumbers));
  },
  function renameEverywhere(text, r) {
    const names = [
      ...new Set(
        tokensOf(text)
          .filter((t) => t.type === "Identifier")
          .map((t) => t.image),
      ),
    ];
    if (names.length < 2) return text;
    const from = r.pick(names);
    const to = r.chance(0.5) ? r.pick(names) : `${from}_${r.int(10)}`;
    return text.replace(new RegExp(`\\b${from}\\b`, "g"), to);
  },
  function emptyBlock(text, r) {
    const found = blocks(tokensOf(text));
    if (found.length === 0) return text;
    const [start, end] = r.pick(found);
    return splice(text, start, end, "{ }");
  },
  function deleteBlock(text, r) {
    const tokens = tokensOf(text);
    const found = blocks(tokens);
    if (found.length === 0) return text;
    const [start, end] = r.pick(found);
    // Take the words that head the block too (`phase attack {`, `continent Asia bonus 7 {`).
    const lineStart = text.lastIndexOf("\n", start) + 1;
    return splice(text, lineStart, end, "");
  },
  function pasteBlock(text, r, donors) {
    const donor = r.pick(donors);
    const donorTokens = tokensOf(donor);
    const found = blocks(donorTokens);
    const targets = blocks(tokensOf(text));
    if (found.length === 0 || targets.length === 0) return text;
    const [start, end] = r.pick(found);
    const lineStart = donor.lastIndexOf("\n", start) + 1;
    const at = r.pick(targets)[0] + 1;
    return splice(text, at, at, `\n${donor.slice(lineStart, end)}\n`);
  },
];

const lineMutations: Mutation[] = [
  function deleteLine(text, r) {
    const lines = text.split("\n");
    lines.splice(r.int(lines.length), 1);
    return lines.join("\n");
  },
  function duplicateLine(text, r) {
    const lines = text.split("\n");
    const i = r.int(lines.length);
    lines.splice(i, 0, lines[i]!);
    return lines.join("\n");
  },
  function swapLines(text, r) {
    const lines = text.split("\n");
    if (lines.length < 2) return text;
    const i = r.int(lines.length - 1);
    [lines[i], lines[i + 1]] = [lines[i + 1]!, lines[i]!];
    return lines.join("\n");
  },
  function truncate(text, r) {
    return text.slice(0, r.int(text.length + 1));
  },
  function insertBytes(text, r) {
    const at = r.int(text.length + 1);
    const junk = r.pick(["\u0000", "\ufeff", "\r", "\t", "\u00a0", "é", "🎲", "\u202e", "\u0301", "\ud800", "/*", "*/", '"', "\\", "//"]);
    return splice(text, at, at, junk);
  },
];

/** One to three edits of a seed; token edits are the most common. */
export function mutate(seed: string, r: Random, donors: readonly string[]): string {
  let text = seed;
  const edits = r.between(1, 3);
  for (let i = 0; i < edits; i++) {
    const pool = r.chance(0.75) ? tokenMutations : lineMutations;
    text = r.pick(pool)(text, r, donors);
  }
  return text;
}
