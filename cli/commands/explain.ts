// riskc explain <code>: the long explanation of a diagnostic, with an example.
import { codes, findCode } from "../../compiler/index.js";
import { UsageError, type Io } from "../io.js";

export function runExplain(code: string, io: Io): number {
  const entry = findCode(/^\d+$/.test(code) ? `RISK${code}` : code);
  if (!entry) {
    const known = Object.values(codes)
      .map((e) => e.code)
      .join(", ");
    throw new UsageError(`unknown diagnostic code \`${code}\`; known codes: ${known}`);
  }
  const template = entry.message.replace(/\{\d+\}/g, "…");
  io.stdout(`${entry.code} (${entry.severity}): ${template}\n\n${entry.explanation}\n\nExample:\n\n${entry.example.replace(/^/gm, "    ")}\n`);
  return 0;
}
