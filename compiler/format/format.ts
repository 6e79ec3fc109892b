// formatRisk(text): the canonical layout of a variant, through prettier and our printer, checked
// before it is handed back: the output is read again and must mean what the input meant (its AST
// without positions, every comment in order). A text that does not read is never formatted.
import { format } from "prettier/standalone";
import { parse } from "../../grammar/index.js";
import { FormatError, meaningError, syntaxError } from "./format-errors.js";
import { rememberParse } from "./format-tree.js";
import type { Span } from "../ast.js";
import { meaningChange, readMeaning, type Reading } from "./meaning.js";
import { printingPlugin } from "./printing-plugin.js";

export interface FormatOptions {
  printWidth?: number;
  tabWidth?: number;
  useTabs?: boolean;
}

/**
 * The formatted text. Throws a FormatSyntaxError (the text does not read) or a FormatMeaningError
 * (RISK9002: the formatted text would mean something else, or could not be printed); either
 * carries a coded diagnostic.
 */
export async function formatRisk(text: string, options: FormatOptions = {}): Promise<string> {
  const parsed = parse(text);
  const original = readMeaning(text, parsed);
  if (original.problem) throw syntaxError(text, original.problem);
  let formatted: string;
  try {
    rememberParse(text, parsed);
    formatted = await format(text, { parser: "riskc", plugins: [printingPlugin], ...definedOptions(options) });
  } catch (error) {
    if (error instanceof FormatError) throw error;
    const message = error instanceof Error ? error.message.split("\n")[0]! : String(error);
    throw meaningError(text, { what: `the printer failed (${message})`, span: unprintedComment(message, original) ?? original.fallback });
  } finally {
    rememberParse(text, undefined);
  }
  const change = meaningChange(original, readMeaning(formatted));
  if (change) throw meaningError(text, change);
  return formatted;
}

/** prettier's `Comment "..." was not printed`: where that comment is in the input. */
function unprintedComment(message: string, original: Reading): Span | undefined {
  const comment = /^Comment "([\s\S]*)" was not printed/.exec(message)?.[1];
  return comment === undefined ? undefined : original.comments.find((c) => c.text === comment.trimEnd())?.span;
}

function definedOptions(options: FormatOptions): FormatOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));
}
