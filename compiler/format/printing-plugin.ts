// The prettier plugin that prints, as it is: parse into the format tree, print with printer.ts.
// formatRisk runs it and then checks what it printed; the public plugin (plugin.ts) does the same
// check for prettier's own users before prettier prints with it.
import type { Parser, Plugin, SupportLanguage } from "prettier";
import { buildFormatTree, type FormatRoot } from "./format-tree.js";
import { makePrinter } from "./printer.js";

export const languages: SupportLanguage[] = [{ name: "riskc", parsers: ["riskc"], extensions: [".risk"], vscodeLanguageIds: ["riskc"] }];

export const printingParser: Parser<FormatRoot> = {
  parse: (text) => buildFormatTree(text),
  astFormat: "riskc-format-tree",
  locStart: (node) => node.start,
  locEnd: (node) => node.end,
};

export const printers = { "riskc-format-tree": makePrinter() };

/** Variants have long territory names: 100 columns, two-space indents. */
export const defaultOptions = { printWidth: 100, tabWidth: 2 };

export const printingPlugin: Plugin = { languages, parsers: { riskc: printingParser }, printers: printers as Plugin["printers"], defaultOptions };
