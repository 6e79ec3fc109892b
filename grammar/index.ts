// The grammar's public API.
export { lex, parse, type ParseResult, type SyntaxProblem } from "./parse.js";
export { keywordList, sectionKeywords, writtenName } from "./tokens.js";
export { MAX_FORMULA_DEPTH } from "./parser-expressions.js";
export { monarchLanguage, languageConfiguration, type MonarchLanguage } from "./monarch.js";
