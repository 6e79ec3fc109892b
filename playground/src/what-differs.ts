// What differs between A and B of an A/B compare, in words: the variant, each parameter whose
// value differs (a default of the file or a value of the parameters panel), and the lines of
// text that changed. The verdict names B by it ("B (placeBatch 3, not 1) raises ...").
import type { Variant } from "../../compiler/index.js";
import { diffLines } from "../../language/index.js";

export interface CompareSide {
  text: string;
  overrides: Readonly<Record<string, string>>;
  ir: Variant;
}

const quote = (line: string) => {
  const t = line.trim();
  return `“${t.length > 60 ? `${t.slice(0, 57)}…` : t}”`;
};

/** The differences, most telling first; empty when A and B are the same variant with the same values. */
export function whatDiffers(a: CompareSide, b: CompareSide): string[] {
  const out: string[] = [];
  if (a.ir.name !== b.ir.name) out.push(`the variant ${b.ir.name}, not ${a.ir.name}`);
  const value = (side: CompareSide, name: string) => {
    const p = side.ir.params.find((q) => q.name === name);
    return side.overrides[name] ?? (p ? String(p.default) : undefined);
  };
  const names = [...new Set([...a.ir.params, ...b.ir.params].map((p) => p.name))];
  for (const name of names) {
    const [va, vb] = [value(a, name), value(b, name)];
    if (va === vb) continue;
    if (va === undefined) out.push(`${name} ${vb} (A has no ${name})`);
    else if (vb === undefined) out.push(`no ${name} (A: ${va})`);
    else out.push(`${name} ${vb}, not ${va}`);
  }
  // The text, when it is the same variant: lines changed beyond the parameters' own.
  if (a.ir.name === b.ir.name && a.text !== b.text) {
    const [la, lb] = [a.text.split("\n"), b.text.split("\n")];
    const hunks = diffLines(la, lb);
    const changed = hunks.reduce((n, h) => n + Math.max(h.fromEnd - h.fromStart, h.toEnd - h.toStart), 0);
    const first = hunks[0];
    if (first) {
      const from = la.slice(first.fromStart, first.fromEnd).find((l) => l.trim() !== "");
      const to = lb.slice(first.toStart, first.toEnd).find((l) => l.trim() !== "");
      const example = from && to ? `${quote(from)} → ${quote(to)}` : to ? `added ${quote(to)}` : from ? `removed ${quote(from)}` : "blank lines";
      out.push(`${changed} ${changed === 1 ? "line" : "lines"} of text (${example}${hunks.length > 1 ? ", …" : ""})`);
    }
  }
  return out;
}
