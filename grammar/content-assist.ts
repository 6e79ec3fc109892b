// What the grammar accepts next after some tokens, for editors' completion: each token that may
// come next, with the rules being parsed around it (the `borderEntry` of a `bordersBlock`, the
// `reference` of an `expr`). Chevrotain walks the grammar itself; no second list of keywords.
//
// Chevrotain's walk keeps every path of the grammar that fits the tokens, and on some texts the
// paths multiply (seconds, or more, on a long damaged file). So the walk starts at the section the
// cursor is in (the sections before it cannot change what comes next), only on tokens the parser
// reads without a mistake, and within a budget of token comparisons: past it, the caller is told
// nothing and offers everything.
import { EOF, type IToken, type TokenType } from "chevrotain";
import { riskParser } from "./parser.js";
import { sectionKeywords } from "./tokens.js";

export interface ExpectedToken {
  /** A keyword's spelling, a punctuation's image, or `name`, `string`, `number`, `die`, `word` (a name or any keyword). */
  token: string;
  keyword: boolean;
  /** The rules being parsed, outermost first (`file`, `variantDecl`, `section`, `mapDecl`, ...). */
  rules: readonly string[];
  /** The occurrence of each rule in its parent (2 for a rule's second `name`), in the order of `rules`. */
  occurrences: readonly number[];
  /** The occurrence of the token in its rule (2 for a rule's second identifier). */
  tokenOccurrence: number;
}

const tokenWords: Record<string, string> = {
  Identifier: "name",
  StringLiteral: "string",
  IntegerLiteral: "number",
  DieLiteral: "die",
  Keyword: "word",
};

/** Token comparisons one walk may make (a section of a large map takes a few thousand). */
const BUDGET = 200_000;

class OverBudget extends Error {}

type Matcher = (token: IToken, type: TokenType) => boolean;
const engine = riskParser as unknown as { tokenMatcher: Matcher };

/**
 * Whether the parser reads `tokens` from `rule` with no mistake before their end (running out of
 * tokens is no mistake: the text goes on after the cursor), and whether it read a whole `rule`.
 */
function reading(rule: "file" | "section", tokens: IToken[]): { fits: boolean; whole: boolean } {
  try {
    riskParser.input = tokens;
    riskParser.formulaDepth = 0;
    riskParser[rule]();
    const errors = riskParser.errors;
    return { fits: errors.every((e) => e.token.tokenType === EOF || Number.isNaN(e.token.startOffset)), whole: errors.length === 0 };
  } catch {
    // A formula too deep for the parser, or for the stack.
    return { fits: false, whole: false };
  }
}

function walk(rule: "file" | "section", tokens: IToken[]): ExpectedToken[] | undefined {
  const matcher = engine.tokenMatcher;
  let left = BUDGET;
  engine.tokenMatcher = (token, type) => {
    if (--left < 0) throw new OverBudget();
    return matcher(token, type);
  };
  try {
    const paths = riskParser.computeContentAssist(rule, tokens);
    const seen = new Set<string>();
    const out: ExpectedToken[] = [];
    for (const path of paths) {
      const type = path.nextTokenType;
      const keyword = type.CATEGORIES?.some((c) => c.name === "Keyword") ?? false;
      const token = keyword ? type.name.replace(/^Kw_/, "") : (tokenWords[type.name] ?? String(type.LABEL ?? type.name).replace(/^'|'$/g, ""));
      const key = `${token} ${path.nextTokenOccurrence} ${path.ruleStack.join(">")} ${path.occurrenceStack.join(",")}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ token, keyword, rules: path.ruleStack, occurrences: path.occurrenceStack, tokenOccurrence: path.nextTokenOccurrence });
    }
    return out;
  } catch (error) {
    if (error instanceof OverBudget) return undefined;
    throw error;
  } finally {
    engine.tokenMatcher = matcher;
  }
}

/**
 * The tokens the grammar accepts after `tokens` (the tokens before the cursor, from `lex`), or
 * undefined when that cannot be told (the text before the cursor does not parse, or the walk
 * would take too long): then anything may be offered.
 */
export function expectedAfter(tokens: IToken[]): ExpectedToken[] | undefined {
  let depth = 0;
  let body = -1;
  let section = -1;
  tokens.forEach((t, i) => {
    if (t.image === "{") {
      if (depth === 0 && body < 0) body = i;
      depth++;
    } else if (t.image === "}") depth = Math.max(0, depth - 1);
    else if (depth === 1 && sectionKeywords.has(t.image)) section = i;
  });
  // Before the variant's `{`, or after its `}`.
  if (depth === 0) return body < 0 && reading("file", tokens).fits ? walk("file", tokens) : body < 0 ? undefined : [];
  // Between sections: the next section, or the variant's end.
  const between = () => walk("file", tokens.slice(0, body + 1));
  if (section < 0 || section < body) return reading("file", tokens).fits ? between() : undefined;
  const own = tokens.slice(section);
  const read = reading("section", own);
  if (!read.fits) return undefined;
  const inSection = walk("section", own)?.map((e) => ({ ...e, rules: ["file", "variantDecl", ...e.rules], occurrences: [0, 0, ...e.occurrences] }));
  // A section that is whole here may be followed by another (`players 3..6` then `param ...`).
  if (!inSection || depth > 1 || !read.whole) return inSection;
  const next = between();
  return next ? [...inSection, ...next] : inSection;
}
