// The formatter's public API.
export { formatRisk, type FormatOptions } from "./format.js";
export { FormatError, FormatMeaningError, FormatSyntaxError } from "./format-errors.js";
export { riskcPlugin, languages, parsers, printers } from "./plugin.js";
