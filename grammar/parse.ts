// parse(text): tokens, comments and the CST, plus syntax diagnostics. Never throws.
import type { CstNode, ILexingError, IRecognitionException, IToken } from "chevrotain";
import { describeToken, expectedIn } from "./messages.js";
import { isUnclosedComment, riskLexer } from "./tokens.js";
import { riskParser } from "./parser.js";
import { FormulaTooDeep } from "./parser-expressions.js";

export interface SyntaxProblem {
  /**
   * `lex`: a character no token starts with; `parse`: a token the grammar does not allow there;
   * `keywordAsName`: a keyword where a name was expected; `trailing`: text after the variant's
   * closing brace; `depth`: a formula nested deeper than MAX_FORMULA_DEPTH; `comment`: a comment
   * never closed.
   */
  kind: "lex" | "parse" | "keywordAsName" | "trailing" | "depth" | "comment";
  message: string;
  /** 0-based offsets, end exclusive. */
  start: number;
  end: number;
  /** What the parser was expecting (`parse` and `keywordAsName`), as a message reads it: "`}`", "a formula". */
  expected?: string;
  /** What was found: the character (`lex`), or the token as a message reads it ("`map` (a keyword)", "the end of the file"). */
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

const isKeyword = (token: IToken) => token.tokenType?.CATEGORIES?.some((c) => c.name === "Keyword") ?? false;

function parseProblem(error: IRecognitionException, text: string): SyntaxProblem {
  const token = error.token;
  const atEnd = token.tokenType?.name === "EOF" || Number.isNaN(token.startOffset);
  const start = atEnd ? text.length : token.startOffset;
  const end = atEnd ? text.length : (token.endOffset ?? token.startOffset) + 1;
  const found = atEnd ? "the end of the file" : describeToken(token);
  if (error.name === "NotAllInputParsedException") return { kind: "trailing", message: error.message, start, end, found };
  const expected = expectedIn(error.message, found);
  const kind = expected === "a name" && !atEnd && isKeyword(token) ? "keywordAsName" : "parse";
  return { kind, message: error.message, start, end, ...(expected !== undefined ? { expected } : {}), found };
}

/** The tokens of a text (comments and white space left out), for tools that edit on token boundaries. */
export function lex(text: string): IToken[] {
  return riskLexer.tokenize(text).tokens;
}

/** The tokens and the comments of a text, each in text order (editors colour and fold both). */
export function scan(text: string): { tokens: IToken[]; comments: IToken[] } {
  const lexed = riskLexer.tokenize(text);
  return { tokens: lexed.tokens, comments: lexed.groups["comments"] ?? [] };
}

/** The opening bracket nested deepest (where a formula too deep for the stack is reported). */
function deepestBracket(tokens: readonly IToken[]): IToken {
  let depth = 0;
  let deepest = 0;
  let at = tokens[0]!;
  for (const t of tokens) {
    if (t.image === "(") {
      depth++;
      if (depth > deepest) [deepest, at] = [depth, t];
    } else if (t.image === ")") depth--;
  }
  return at;
}

export function parse(text: string): ParseResult {
  const lexed = riskLexer.tokenize(text);
  const comments = lexed.groups["comments"] ?? [];
  const lexProblems = lexed.errors.map((e) => lexProblem(e, text));
  // An unclosed comment swallows the rest of the file: report it, not what is missing after it.
  const unclosed = comments.find((c) => isUnclosedComment(c.image));
  const commentProblems: SyntaxProblem[] = unclosed
    ? [{ kind: "comment", message: "this comment is never closed", start: unclosed.startOffset, end: unclosed.startOffset + 2 }]
    : [];
  riskParser.input = lexed.tokens;
  riskParser.formulaDepth = 0;
  let cst: CstNode | undefined;
  let parseProblems: SyntaxProblem[];
  try {
    cst = riskParser.file();
    parseProblems = riskParser.errors.map((e) => parseProblem(e, text));
  } catch (error) {
    if (error instanceof RangeError) {
      // The stack ran out before the depth limit did (a small stack: a browser worker, cold code):
      // the same problem, at the most deeply nested bracket.
      const at = deepestBracket(lexed.tokens);
      cst = undefined;
      parseProblems = [
        { kind: "depth", message: `formula nested deeper than this environment can read`, start: at.startOffset, end: at.startOffset + 1 },
      ];
      return { cst, tokens: lexed.tokens, comments, problems: [...lexProblems, ...commentProblems, ...parseProblems] };
    }
    if (!(error instanceof FormulaTooDeep)) throw error;
    const at = error.token;
    const start = Number.isNaN(at.startOffset) ? text.length : at.startOffset;
    const end = Number.isNaN(at.startOffset) ? text.length : (at.endOffset ?? at.startOffset) + 1;
    cst = undefined;
    parseProblems = [{ kind: "depth", message: error.message, start, end }];
  }
  if (unclosed) parseProblems = parseProblems.filter((p) => p.start < unclosed.startOffset);
  return { cst, tokens: lexed.tokens, comments, problems: [...lexProblems, ...commentProblems, ...parseProblems] };
}
