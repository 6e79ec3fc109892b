// The prettier plugin for the riskc language: `.risk` files, parsed by our own Chevrotain
// grammar, printed with prettier's doc builders. Works in Node and with prettier/standalone.
import type { Parser, Plugin, SupportLanguage } from "prettier";
import { buildFormatTree, type FormatRoot } from "./format-tree.js";
import { makePrinter } from "./printer.js";

export const languages: SupportLanguage[] = [{ name: "riskc", parsers: ["riskc"], extensions: [".risk"], vscodeLanguageIds: ["riskc"] }];

export const parsers: Record<string, Parser<FormatRoot>> = {
  riskc: {
    parse: (text) => buildFormatTree(text),
    astFormat: "riskc-format-tree",
    locStart: (node) => node.start,
    locEnd: (node) => node.end,
  },
};

export const printers = { "riskc-format-tree": makePrinter() };

/** Variants have long territory names: 100 columns, two-space indents. */
export const defaultOptions = { printWidth: 100, tabWidth: 2 };

export const riskcPlugin: Plugin = { languages, parsers, printers: printers as Plugin["printers"], defaultOptions };
export default riskcPlugin;
