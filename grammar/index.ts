// The grammar's public API.
export { lex, scan, parse, type ParseResult, type SyntaxProblem } from "./parse.js";
export { keywordList, sectionKeywords, writtenName } from "./tokens.js";
export { MAX_FORMULA_DEPTH } from "./parser-expressions.js";
export { monarchLanguage, languageConfiguration, type MonarchLanguage } from "./monarch.js";
export { expectedAfter, type ExpectedToken } from "./content-assist.js";
export { textMateGrammar, type TextMateGrammar } from "./textmate.js";
