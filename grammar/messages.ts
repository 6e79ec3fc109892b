// Syntax error messages in the language's own words ("expected `{`, found `[`") instead of
// Chevrotain's defaults.
import { EOF, type IParserErrorMessageProvider, type IToken, type TokenType } from "chevrotain";

const friendlyNames: Record<string, string> = {
  Identifier: "a name",
  StringLiteral: "a quoted name",
  IntegerLiteral: "a number",
  DieLiteral: "a die such as `d6`",
  Keyword: "a keyword",
};

/** How a token type reads in a message. */
export function describeTokenType(t: TokenType): string {
  if (friendlyNames[t.name]) return friendlyNames[t.name]!;
  if (t.LABEL) return `\`${t.LABEL.replace(/^'|'$/g, "")}\``;
  return t.name;
}

/** How a token that was found reads in a message. */
export function describeToken(token: IToken): string {
  if (token.tokenType === EOF || Number.isNaN(token.startOffset)) return "the end of the file";
  if (token.tokenType.CATEGORIES?.some((c) => c.name === "Keyword")) return `\`${token.image}\` (a keyword)`;
  return `\`${token.image}\``;
}

function alternatives(paths: TokenType[][][] | TokenType[][]): string {
  const firsts = new Set<string>();
  for (const path of paths.flat(1) as (TokenType | TokenType[])[]) {
    const first = Array.isArray(path) ? path[0] : path;
    if (first) firsts.add(describeTokenType(first));
  }
  const list = [...firsts];
  if (list.length <= 1) return list[0] ?? "something else";
  const shown = list.slice(0, 10);
  return `one of ${shown.join(", ")}${list.length > shown.length ? ", …" : ""}`;
}

const ruleWords: Record<string, string> = {
  section: "a section (`players`, `param`, `map`, `setup`, `turn`, `combat`, `cards`, `end`)",
  phaseStep: "a step (`receive`, `trade`, `place`, `attack`, `fortify`, `draw`)",
  primaryExpr: "a value (a number, a name, `count(...)`, `(`...)",
  expr: "a formula",
};

/** The one shape of a parser's message: what it wanted, then what it found. */
function expectedMessage(expected: string, found: string): string {
  return `expected ${expected}, found ${found}`;
}

/** What a message built by `expectedMessage` says was expected, given how the token found reads. */
export function expectedIn(message: string, found: string): string | undefined {
  const prefix = "expected ";
  const suffix = `, found ${found}`;
  return message.startsWith(prefix) && message.endsWith(suffix) ? message.slice(prefix.length, message.length - suffix.length) : undefined;
}

/** How the first of the tokens the parser looked at reads (none: the end of the file). */
const firstFound = (actual: IToken[]) => (actual[0] ? describeToken(actual[0]) : "the end of the file");

export const messages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual }) {
    return expectedMessage(describeTokenType(expected), describeToken(actual));
  },
  buildNotAllInputParsedMessage({ firstRedundant }) {
    return `unexpected ${describeToken(firstRedundant)} after the end of the variant`;
  },
  buildNoViableAltMessage({ expectedPathsPerAlt, actual, ruleName }) {
    return expectedMessage(ruleWords[ruleName] ?? alternatives(expectedPathsPerAlt), firstFound(actual));
  },
  buildEarlyExitMessage({ expectedIterationPaths, actual, ruleName }) {
    return expectedMessage(ruleWords[ruleName] ?? alternatives(expectedIterationPaths), firstFound(actual));
  },
};
