// The printer prints each node of the format tree once (prettier keeps its doc): printing a node's
// subtree again for every nesting level made formatting exponential in the nesting depth — 50
// nested `by players { 2: ... }` tables, a shape the fuzzer made, never finished. Counted calls,
// not time: the same bound holds for flat and deeply nested texts.
import { format } from "prettier/standalone";
import { describe, expect, it } from "vitest";
import { printers, printingPlugin } from "../../compiler/format/printing-plugin.js";
import { buildFormatTree, type FormatNode, type FormatToken } from "../../compiler/format/format-tree.js";
import { miniVariant } from "../support/variants.js";

const printer = printers["riskc-format-tree"];

async function printCalls(text: string): Promise<number> {
  let calls = 0;
  const counting = { ...printer, print: (...args: Parameters<typeof printer.print>) => (calls++, printer.print(...args)) };
  await format(text, { parser: "riskc", plugins: [{ ...printingPlugin, printers: { "riskc-format-tree": counting } }] });
  return calls;
}

function treeSize(node: FormatNode | FormatToken): number {
  return node.type === "token" ? 1 : 1 + (node as FormatNode).children.reduce((n, c) => n + treeSize(c), 0);
}

const nested = (depth: number) =>
  miniVariant.replace("armies by players { 2: 10, 3: 8, 4: 6 }", `armies ${"by players { 2: ".repeat(depth)}3${" }".repeat(depth)}`);

describe("the printer prints each node once", () => {
  for (const [name, text] of [
    ["the mini variant", miniVariant],
    ["12 nested tables", nested(12)],
    ["12 nested calls", miniVariant.replace("receive max(3,", `receive ${"max(1, ".repeat(12)}max(3,`).replace("/ 3))", `/ 3))${")".repeat(12)}`)],
  ] as const) {
    it(name, async () => {
      const root = buildFormatTree(text);
      const nodes = treeSize(root) + root.comments.length;
      expect(await printCalls(text)).toBeLessThanOrEqual(nodes);
    });
  }
});
