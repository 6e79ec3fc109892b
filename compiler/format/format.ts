// formatRisk(text): canonical layout of a variant, through prettier and our plugin.
import { format } from "prettier/standalone";
import { riskcPlugin } from "./plugin.js";

export interface FormatOptions {
  printWidth?: number;
}

export async function formatRisk(text: string, options: FormatOptions = {}): Promise<string> {
  return format(text, { parser: "riskc", plugins: [riskcPlugin], ...(options.printWidth ? { printWidth: options.printWidth } : {}) });
}
