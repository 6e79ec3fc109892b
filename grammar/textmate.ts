// Syntax highlighting for editors that read TextMate grammars (VS Code, and through it GitHub's
// and many others), built from the lexer's own token list like the Monaco highlighter
// (monarch.ts): the keywords are never kept twice by hand. scripts/gen-editors.ts writes it to
// editors/vscode/syntaxes/riskc.tmLanguage.gen.json, and a test holds it to the lexer.
import { keywordList, sectionKeywords } from "./tokens.js";

const functionWords = new Set(["floor", "ceil", "min", "max", "abs", "count", "sum"]);
const constantWords = new Set(["true", "false"]);

/** Longer spellings first, so that an alternation never stops at a prefix. */
const alternation = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length || a.localeCompare(b)).join("|");

export interface TextMateGrammar {
  scopeName: string;
  name: string;
  fileTypes: string[];
  patterns: { include: string }[];
  repository: Record<string, unknown>;
}

export function textMateGrammar(): TextMateGrammar {
  const sections = keywordList.filter((k) => sectionKeywords.has(k) || k === "variant" || k === "extends");
  const functions = keywordList.filter((k) => functionWords.has(k));
  const constants = keywordList.filter((k) => constantWords.has(k));
  const others = keywordList.filter((k) => !sections.includes(k) && !functionWords.has(k) && !constantWords.has(k));
  const word = (words: readonly string[]) => `\\b(?:${alternation(words)})\\b`;
  return {
    scopeName: "source.riskc",
    name: "riskc",
    fileTypes: ["risk"],
    patterns: ["comments", "strings", "numbers", "keywords", "names", "operators", "punctuation"].map((r) => ({ include: `#${r}` })),
    repository: {
      comments: {
        patterns: [
          { name: "comment.line.double-slash.riskc", match: "//.*$" },
          { name: "comment.block.riskc", begin: "/\\*", end: "\\*/" },
        ],
      },
      strings: {
        patterns: [
          {
            name: "string.quoted.double.riskc",
            begin: '"',
            end: '"|$',
            patterns: [{ name: "constant.character.escape.riskc", match: '\\\\["\\\\nt]' }],
          },
        ],
      },
      numbers: {
        patterns: [
          { name: "constant.numeric.die.riskc", match: "\\bd\\d+\\b" },
          { name: "constant.numeric.integer.riskc", match: "\\b\\d+\\b" },
        ],
      },
      keywords: {
        patterns: [
          { name: "keyword.other.section.riskc", match: word(sections) },
          { name: "support.function.riskc", match: word(functions) },
          { name: "constant.language.riskc", match: word(constants) },
          { name: "keyword.other.riskc", match: word(others) },
        ],
      },
      names: { patterns: [{ name: "variable.other.riskc", match: "\\b[A-Za-z_][A-Za-z0-9_]*\\b" }] },
      operators: { patterns: [{ name: "keyword.operator.riskc", match: "--|->|\\.\\.|==|!=|<=|>=|[<>=+\\-*/%|:]" }] },
      punctuation: {
        patterns: [
          { name: "punctuation.separator.comma.riskc", match: "," },
          { name: "punctuation.section.braces.riskc", match: "[{}]" },
          { name: "punctuation.section.brackets.riskc", match: "[\\[\\]()]" },
        ],
      },
    },
  };
}
