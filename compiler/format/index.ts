// The formatter's public API.
export { formatRisk, type FormatOptions } from "./format.js";
export { riskcPlugin, languages, parsers, printers } from "./plugin.js";
