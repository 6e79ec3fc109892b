// Why the formatter gives a text back unformatted, as errors that carry a coded diagnostic (for the
// CLI's code frames) and a `loc` (prettier's own code frame, for the plugin's users).
import type { SyntaxProblem } from "../../grammar/index.js";
import { makeDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import { LineIndex, type LineCol } from "../diagnostics/source-map.js";
import { readVariant } from "../syntax-diagnostics.js";
import type { MeaningChange } from "./meaning.js";

export class FormatError extends Error {
  readonly code: string;
  /** 1-based, as prettier reads it. */
  readonly loc: { start: LineCol; end: LineCol };

  constructor(
    readonly diagnostic: Diagnostic,
    text: string,
  ) {
    super(`${diagnostic.code}: ${diagnostic.message}`);
    this.code = diagnostic.code;
    const lines = new LineIndex(text);
    this.loc = { start: lines.position(diagnostic.span.start), end: lines.position(diagnostic.span.end) };
  }
}

/** The text does not read: it is never formatted. */
export class FormatSyntaxError extends FormatError {
  override name = "FormatSyntaxError";
}

/** The formatted text would mean something else, would not read, or could not be printed: nothing is formatted. */
export class FormatMeaningError extends FormatError {
  override name = "FormatMeaningError";
}

/** The error for a text that does not read: its first syntax diagnostic, as `riskc check` words it. */
export function syntaxError(text: string, problem: SyntaxProblem): FormatSyntaxError {
  const first = readVariant(text, undefined).diagnostics.find((d) => d.severity === "error");
  return new FormatSyntaxError(first ?? makeDiagnostic("syntaxError", problem, [problem.message]), text);
}

export function meaningError(text: string, change: MeaningChange): FormatMeaningError {
  const diagnostic = makeDiagnostic("formatUnsafe", change.span, [change.what], {
    notes: ["nothing was formatted: the text is left as it was"],
    help: "this is a bug of the formatter: please report it with this file",
  });
  return new FormatMeaningError(diagnostic, text);
}
