// What the grammar accepts next after some tokens, for editors' completion: each token that may
// come next, with the rules being parsed around it (the `borderEntry` of a `bordersBlock`, the
// `reference` of an `expr`). Chevrotain walks the grammar itself; no second list of keywords.
import type { IToken } from "chevrotain";
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

/** Longer than this, a prefix is not walked (a generated map): the caller falls back to every keyword. */
const MAX_TOKENS = 20_000;

function expectedFrom(rule: string, tokens: IToken[]): ExpectedToken[] {
  if (tokens.length > MAX_TOKENS) return [];
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
}

/**
 * The tokens the grammar accepts after `tokens` (the tokens before the cursor, from `lex`). When
 * the file before the cursor does not parse, the current top-level section is read on its own, so
 * a mistake in another section does not stop completion here. Empty when neither reads.
 */
export function expectedAfter(tokens: IToken[]): ExpectedToken[] {
  const whole = expectedFrom("file", tokens);
  if (whole.length > 0) return whole;
  let depth = 0;
  let start = -1;
  tokens.forEach((t, i) => {
    if (t.image === "{") depth++;
    else if (t.image === "}") depth = Math.max(0, depth - 1);
    else if (depth === 1 && sectionKeywords.has(t.image)) start = i;
  });
  if (start < 0) return [];
  const prefix = ["file", "variantDecl"];
  return expectedFrom("section", tokens.slice(start)).map((e) => ({ ...e, rules: [...prefix, ...e.rules], occurrences: [0, 1, ...e.occurrences] }));
}
