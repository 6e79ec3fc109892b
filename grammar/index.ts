// The grammar's public API.
export { parse, type ParseResult, type SyntaxProblem } from "./parse.js";
export { keywordList } from "./tokens.js";
export { monarchLanguage, languageConfiguration, type MonarchLanguage } from "./monarch.js";
