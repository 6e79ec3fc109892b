// Signature help in formulas: inside `max(`, `floor(`, `count(`, `sum(`, which arguments the
// function takes and which one the cursor is in.
import type { ParameterInformation, SignatureHelp, SignatureInformation } from "vscode-languageserver-types";
import { referenceFor } from "./reference.js";
import { tokenSpans } from "./text.js";
import type { Workspace } from "./workspace.js";

const signatures: Record<string, { params: string[]; returns: string; variadic?: boolean }> = {
  floor: { params: ["x: a number"], returns: "a whole number" },
  ceil: { params: ["x: a number"], returns: "a whole number" },
  abs: { params: ["x: a number"], returns: "a number of the same kind" },
  min: { params: ["a: a number", "b: a number", "...more"], returns: "the smallest", variadic: true },
  max: { params: ["a: a number", "b: a number", "...more"], returns: "the largest", variadic: true },
  count: { params: ["set: territories or groups"], returns: "a whole number" },
  sum: { params: ["attribute of set"], returns: "a number" },
};

function signatureOf(fn: string): SignatureInformation {
  const s = signatures[fn]!;
  let label = `${fn}(`;
  const parameters: ParameterInformation[] = [];
  s.params.forEach((p, i) => {
    if (i > 0) label += ", ";
    parameters.push({ label: [label.length, label.length + p.length] });
    label += p;
  });
  label += `) → ${s.returns}`;
  const ref = referenceFor(fn, true);
  return { label, parameters, ...(ref ? { documentation: { kind: "markdown", value: ref.text } } : {}) };
}

export function signatureHelp(workspace: Workspace, uri: string, position: { line: number; character: number }): SignatureHelp | null {
  const doc = workspace.document(uri);
  if (!doc) return null;
  const offset = doc.offsetAt(position);
  const tokens = tokenSpans(doc.getText().slice(0, offset));
  // Walk back to the innermost bracket still open, counting the commas at its level.
  let depth = 0;
  let commas = 0;
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i]!;
    if (t.image === ")" || t.image === "}") depth++;
    else if (t.image === "(" || t.image === "{") {
      if (depth > 0) {
        depth--;
        continue;
      }
      const fn = tokens[i - 1]?.image;
      if (t.image !== "(" || !fn || !signatures[fn]) return null;
      const last = signatures[fn]!.params.length - 1;
      return { signatures: [signatureOf(fn)], activeSignature: 0, activeParameter: Math.min(commas, last) };
    } else if (t.image === "," && depth === 0) commas++;
  }
  return null;
}
