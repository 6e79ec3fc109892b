// The formatter's property, checked on one input that is text: formatting either refuses a text
// that does not read (a syntax error: never formatted, fine) or gives back a text that means the
// same — formatRisk reads its output back and compares (RISK9002 when it differs, or when the
// printer fails) — and formatting that text again changes nothing; in `npm run fuzz`, within
// five seconds (a bundled variant takes about a tenth of a second).
import { formatRisk, FormatMeaningError, FormatSyntaxError } from "../../compiler/index.js";

/** Texts longer than this are not formatted by the fuzzer (a 10,000-territory map takes seconds). */
export const MAX_FORMATTED_CHARS = 64 * 1024;
export const MAX_FORMAT_MS = 5000;

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0]! : String(error));

/** The failures of formatting `text`; `timed`: formatting it must take at most MAX_FORMAT_MS. */
export async function checkFormat(text: string, timed = false): Promise<string[]> {
  const started = performance.now();
  let once: string;
  try {
    once = await formatRisk(text);
  } catch (error) {
    if (error instanceof FormatSyntaxError) return [];
    if (error instanceof FormatMeaningError) return [`formatter: ${error.message}`];
    return [`formatRisk threw ${error instanceof Error ? `${error.name}: ` : ""}${firstLine(error)}`];
  }
  const ms = performance.now() - started;
  const failures = timed && ms > MAX_FORMAT_MS ? [`formatting took ${Math.round(ms)} ms (limit ${MAX_FORMAT_MS})`] : [];
  try {
    const twice = await formatRisk(once);
    if (twice !== once) failures.push(`formatting twice changes the text again (at character ${firstDifference(once, twice)})`);
  } catch (error) {
    failures.push(`the formatted text cannot be formatted again: ${firstLine(error)}`);
  }
  return failures;
}

function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}
