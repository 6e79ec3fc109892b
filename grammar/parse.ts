// parse(text): tokens, comments and the CST, plus syntax diagnostics. Never throws.
import type { CstNode, ILexingError, IRecognitionException, IToken } from "chevrotain";
import { riskLexer } from "./tokens.js";
import { riskParser } from "./parser.js";

export interface SyntaxProblem {
  kind: "lex" | "parse";
  message: string;
  /** 0-based offsets, end exclusive. */
  start: number;
  end: number;
  /** What the parser was expecting, for "expected X" messages. */
  expected?: string;
  found?: string;
}

export interface ParseResult {
  cst: CstNode | undefined;
  tokens: IToken[];
  comments: IToken[];
  problems: SyntaxProblem[];
}

function lexProblem(error: ILexingError, text: string): SyntaxProblem {
  const found = text.slice(error.offset, error.offset + error.length);
  return { kind: "lex", message: `unexpected character \`${found}\``, start: error.offset, end: error.offset + Math.max(1, error.length), found };
}

function parseProblem(error: IRecognitionException, text: string): SyntaxProblem {
  const token = error.token;
  const atEnd = token.tokenType?.name === "EOF" || Number.isNaN(token.startOffset);
  const start = atEnd ? text.length : token.startOffset;
  const end = atEnd ? text.length : (token.endOffset ?? token.startOffset) + 1;
  const found = atEnd ? "end of file" : `\`${token.image}\``;
  return { kind: "parse", message: error.message, start, end, found };
}

export function parse(text: string): ParseResult {
  const lexed = riskLexer.tokenize(text);
  riskParser.input = lexed.tokens;
  const cst = riskParser.file();
  const problems = [...lexed.errors.map((e) => lexProblem(e, text)), ...riskParser.errors.map((e) => parseProblem(e, text))];
  const comments = lexed.groups["comments"] ?? [];
  return { cst, tokens: lexed.tokens, comments, problems };
}
