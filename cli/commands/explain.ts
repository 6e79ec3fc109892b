// riskc explain <code>: the long explanation of a diagnostic, with an example that raises it; the
// first line is the message that example gets.
import { codes, exampleRoute, exampleText, findCode, formatMessage, type CodeEntry } from "../../compiler/index.js";
import { UsageError, type Io } from "../io.js";

/** The text `riskc explain` prints for one code: a shell command is shown after a `$` prompt. */
export function explainText(entry: CodeEntry): string {
  const text = exampleRoute(entry) === "command" ? `$ ${entry.example}` : exampleText(entry);
  const example = text.replace(/^(?=.)/gm, "    ");
  return `${entry.code} (${entry.severity}): ${formatMessage(entry, entry.exampleArgs)}\n\n${entry.explanation}\n\nExample:\n\n${example}\n`;
}

export function runExplain(code: string, io: Io): number {
  const entry = findCode(/^\d+$/.test(code) ? `RISK${code}` : code);
  if (!entry) {
    const known = Object.values(codes)
      .map((e) => e.code)
      .join(", ");
    throw new UsageError(`unknown diagnostic code \`${code}\`; known codes: ${known}`);
  }
  io.stdout(explainText(entry));
  return 0;
}
