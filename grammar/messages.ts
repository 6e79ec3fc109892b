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

export const messages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual }) {
    const found = describeToken(actual);
    if (expected.name === "Identifier" && found.endsWith("(a keyword)")) {
      return `expected a name, found the keyword \`${actual.image}\`: keywords cannot be names here`;
    }
    return `expected ${describeTokenType(expected)}, found ${found}`;
  },
  buildNotAllInputParsedMessage({ firstRedundant }) {
    return `unexpected ${describeToken(firstRedundant)} after the end of the variant`;
  },
  buildNoViableAltMessage({ expectedPathsPerAlt, actual, ruleName }) {
    const [first] = actual;
    const found = first ? describeToken(first) : "the end of the file";
    return `expected ${ruleWords[ruleName] ?? alternatives(expectedPathsPerAlt)}, found ${found}`;
  },
  buildEarlyExitMessage({ expectedIterationPaths, actual, ruleName }) {
    const [first] = actual;
    const found = first ? describeToken(first) : "the end of the file";
    return `expected ${ruleWords[ruleName] ?? alternatives(expectedIterationPaths)}, found ${found}`;
  },
};
