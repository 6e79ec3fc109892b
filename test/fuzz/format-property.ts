// The formatter's property, checked on one input that is text: formatting either refuses a text
// that does not read (a syntax error: never formatted, fine) or gives back a text that means the
// same — formatRisk reads its output back and compares (RISK9002 when it differs, or when the
// printer fails) — and formatting that text again changes nothing.
import { formatRisk, FormatMeaningError, FormatSyntaxError } from "../../compiler/index.js";

/** Texts longer than this are not formatted by the fuzzer (a 10,000-territory map takes seconds). */
export const MAX_FORMATTED_CHARS = 64 * 1024;

export async function checkFormat(text: string): Promise<string[]> {
  let once: string;
  try {
    once = await formatRisk(text);
  } catch (error) {
    if (error instanceof FormatSyntaxError) return [];
    if (error instanceof FormatMeaningError) return [`formatter: ${error.message}`];
    return [`formatRisk threw ${error instanceof Error ? `${error.name}: ${error.message.split("\n")[0]}` : String(error)}`];
  }
  try {
    const twice = await formatRisk(once);
    return twice === once ? [] : [`formatting twice changes the text again (at character ${firstDifference(once, twice)})`];
  } catch (error) {
    return [`the formatted text cannot be formatted again: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`];
  }
}

function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}
