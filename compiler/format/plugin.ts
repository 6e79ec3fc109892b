// The prettier plugin for the riskc language: `.risk` files, parsed by our own Chevrotain
// grammar, printed with prettier's doc builders. Works in Node and with prettier/standalone.
// Before prettier prints a text with it, its parser formats the text once itself and checks the
// result (formatRisk), so `prettier --write` never writes a text whose meaning would change: it
// gets the same error as `riskc fmt` and leaves the file. The check formats with the options
// prettier will print with, so what was checked is what prettier writes.
import type { Parser, Plugin } from "prettier";
import type { FormatRoot } from "./format-tree.js";
import { formatRisk } from "./format.js";
import { defaultOptions, languages, printers, printingParser } from "./printing-plugin.js";

export { defaultOptions, languages, printers };

export const parsers: Record<string, Parser<FormatRoot>> = {
  riskc: {
    ...printingParser,
    parse: async (text, options) => {
      await formatRisk(text, { printWidth: options.printWidth, tabWidth: options.tabWidth, useTabs: options.useTabs });
      return printingParser.parse(text, options);
    },
  },
};

export const riskcPlugin: Plugin = { languages, parsers, printers: printers as Plugin["printers"], defaultOptions };
export default riskcPlugin;
