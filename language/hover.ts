// Hover: a name shows what it is (its definition's description, escaped: names come from the
// variant); a keyword, function or game quantity its reference text; inside a formula, the type
// of the formula under the cursor.
import type { Hover } from "vscode-languageserver-types";
import { formulaType } from "../compiler/index.js";
import { formulaAt } from "./formulas.js";
import { referenceFor, referenceMarkdown } from "./reference.js";
import { definitionOf, occurrenceAt, quantityAt } from "./symbol-index.js";
import { escapeMarkdown, rangeOf, tokenAt, tokenSpans } from "./text.js";
import type { Workspace } from "./workspace.js";

const markdown = (value: string) => ({ kind: "markdown" as const, value });

export function hover(workspace: Workspace, uri: string, position: { line: number; character: number }): Hover | null {
  const analysis = workspace.analysis(uri);
  if (!analysis) return null;
  const doc = analysis.document;
  const offset = doc.offsetAt(position);
  const { index, result } = analysis;
  const formula = formulaAt(result.ast, offset);
  const type = formula && result.symbols ? formulaType(result.symbols, formula) : undefined;
  const typeLine = type ? `\n\n---\nthis formula: ${type}` : "";

  const occurrence = occurrenceAt(index, uri, offset);
  const target = occurrence && definitionOf(index, occurrence.kind, occurrence.name);
  if (occurrence && target)
    return { contents: markdown(escapeMarkdown(target.detail) + typeLine), range: rangeOf(doc, occurrence.start, occurrence.end) };

  const quantity = quantityAt(index, uri, offset);
  const token = tokenAt(tokenSpans(doc.getText()), offset);
  const word = quantity?.name ?? (token?.keyword ? token.image : undefined);
  const reference = word ? referenceFor(word, formula !== undefined) : undefined;
  if (reference && token) return { contents: markdown(referenceMarkdown(reference) + typeLine), range: rangeOf(doc, token.start, token.end) };
  if (formula && type) return { contents: markdown(`this formula: ${type}`), range: rangeOf(doc, formula.span.start, formula.span.end) };
  return null;
}
