// Syntax highlighting for editors (Monaco's Monarch format), built from the lexer's own token
// list so that the keywords are never kept twice by hand.
import { keywordList } from "./tokens.js";

/** Keywords that read as functions in formulas get their own colour. */
const functionWords = new Set(["floor", "ceil", "min", "max", "abs", "count", "sum"]);
const constantWords = new Set(["true", "false"]);

export interface MonarchLanguage {
  defaultToken: string;
  keywords: string[];
  functions: string[];
  constants: string[];
  tokenizer: Record<string, ([RegExp, string | Record<string, unknown>] | [RegExp, string, string])[]>;
}

export function monarchLanguage(): MonarchLanguage {
  return {
    defaultToken: "",
    keywords: keywordList.filter((k) => !functionWords.has(k) && !constantWords.has(k)),
    functions: keywordList.filter((k) => functionWords.has(k)),
    constants: keywordList.filter((k) => constantWords.has(k)),
    tokenizer: {
      root: [
        [/\/\/.*$/, "comment"],
        [/\/\*/, "comment", "@comment"],
        [/"(?:[^"\\]|\\.)*"/, "string"],
        [/d\d+\b/, "number"],
        [/\d+/, "number"],
        [
          /[A-Za-z_][A-Za-z0-9_]*/,
          { cases: { "@keywords": "keyword", "@functions": "predefined", "@constants": "constant", "@default": "identifier" } },
        ],
        [/--|->|\.\.|==|!=|<=|>=|[<>=+\-*/%|:]/, "operator"],
        [/[{}()[\]]/, "@brackets"],
        [/,/, "delimiter"],
      ],
      comment: [
        [/[^/*]+/, "comment"],
        [/\*\//, "comment", "@pop"],
        [/[/*]/, "comment"],
      ],
    },
  };
}

/** Brackets and comments, for bracket matching and toggling comments. */
export const languageConfiguration = {
  comments: { lineComment: "//", blockComment: ["/*", "*/"] as [string, string] },
  brackets: [
    ["{", "}"],
    ["[", "]"],
    ["(", ")"],
  ] as [string, string][],
  autoClosingPairs: [
    { open: "{", close: "}" },
    { open: "[", close: "]" },
    { open: "(", close: ")" },
    { open: '"', close: '"' },
  ],
};
