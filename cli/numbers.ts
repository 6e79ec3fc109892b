// Whole-number options (`--games 1000`): a usage error that names the flag and the range.
import { UsageError } from "./io.js";

export function wholeNumber(value: string | undefined, flag: string, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new UsageError(`${flag} takes a whole number from ${min} to ${max}, not \`${value}\``);
  return Number(value);
}
