// Rename a name the variant defines — a territory, group, parameter, attribute (the deck's
// symbol among them), unit, card, counter... — in every file of its `extends` family. Refused,
// with the reason, when the result would not mean the same: a name already taken where the
// language would confuse the two, a name the grammar cannot write there, a game quantity or a
// keyword, or a use in a read-only bundled variant that would be left behind.
import type { Range, WorkspaceEdit, TextEdit } from "vscode-languageserver-types";
import { QUANTITIES } from "../compiler/index.js";
import type { Analysis } from "./analysis.js";
import { occurrencesOf } from "./references.js";
import { occurrenceAt, quantityAt, type DefinitionKind, type Occurrence } from "./symbol-index.js";
import { fileLabel, isIdentifier, isKeyword, rangeOf, tokenAt, tokenSpans, writtenName } from "./text.js";
import type { Workspace } from "./workspace.js";

export type RenameTarget = { range: Range; placeholder: string } | { refused: string };

/** Names always quoted (`card "Challenge"`), names that are plain identifiers only, and (the rest) names written either way. */
const quotedKinds = new Set<DefinitionKind>(["card", "objective", "switch", "leader", "entry", "neutral"]);
const identifierKinds = new Set<DefinitionKind>(["param", "attribute", "counter", "choice", "building", "unit", "score", "phase"]);
/** Names a formula reads by themselves: one may not take another's name. */
const formulaKinds = new Set<DefinitionKind>(["param", "attribute", "counter", "choice", "building", "unit", "leader", "score"]);

const kindWords: Record<DefinitionKind, string> = {
  territory: "territory",
  group: "group",
  phase: "phase",
  param: "parameter",
  attribute: "attribute",
  card: "card",
  objective: "objective",
  switch: "switch",
  leader: "leader",
  faction: "faction",
  entry: "starting point",
  counter: "counter",
  choice: "choice",
  building: "building",
  unit: "unit",
  neutral: "neutral seat",
  score: "score",
};

/** The kinds a new name of `kind` must not collide with: where the language would read one for the other. */
function rivals(kind: DefinitionKind): (k: DefinitionKind) => boolean {
  if (kind === "territory" || kind === "group") return (k) => k === "territory" || k === "group" || k === "choice";
  if (formulaKinds.has(kind)) return (k) => formulaKinds.has(k) || (kind === "choice" && (k === "territory" || k === "group"));
  if (kind === "unit" || kind === "leader") return (k) => k === "unit" || k === "leader";
  return (k) => k === kind;
}

function targetAt(
  workspace: Workspace,
  uri: string,
  position: { line: number; character: number },
): { analysis: Analysis; occurrence: Occurrence } | { refused: string } {
  const analysis = workspace.analysis(uri);
  if (!analysis) return { refused: "the file is not open" };
  const offset = analysis.document.offsetAt(position);
  const occurrence = occurrenceAt(analysis.index, uri, offset);
  if (occurrence) return { analysis, occurrence };
  const quantity = quantityAt(analysis.index, uri, offset);
  if (quantity) return { refused: `\`${quantity.name}\` is a game quantity: its name belongs to the language` };
  const token = tokenAt(tokenSpans(analysis.document.getText()), offset);
  if (token?.keyword) return { refused: `\`${token.image}\` is a keyword of the language` };
  return { refused: "there is nothing to rename here: put the cursor on a name the variant defines" };
}

export function prepareRename(workspace: Workspace, uri: string, position: { line: number; character: number }): RenameTarget {
  const found = targetAt(workspace, uri, position);
  if ("refused" in found) return found;
  const { analysis, occurrence } = found;
  return { range: rangeOf(analysis.document, occurrence.start, occurrence.end), placeholder: occurrence.name };
}

/** Why `newName` may not replace the name, or undefined when it may. */
function refusal(analysis: Analysis, kind: DefinitionKind, oldName: string, newName: string): string | undefined {
  const what = kindWords[kind];
  if (newName.length === 0 || /["\\\n\r]/.test(newName)) return `a ${what}'s name cannot be empty or hold quotes, backslashes or line breaks`;
  if (identifierKinds.has(kind) && !isIdentifier(newName)) return `a ${what}'s name is letters, digits and \`_\`, starting with a letter`;
  if (identifierKinds.has(kind) && kind !== "phase" && (isKeyword(newName) || /^d\d+$/.test(newName)))
    return `\`${newName}\` is a keyword of the language: a ${what} cannot be called so`;
  if (formulaKinds.has(kind) && (QUANTITIES as readonly string[]).includes(newName))
    return `\`${newName}\` is a game quantity: formulas would read it instead of the ${what}`;
  if (formulaKinds.has(kind) && analysis.result.symbols?.words.has(newName))
    return `\`${newName}\` is a choice word of the variant: formulas would confuse the two`;
  const clash = analysis.index.definitions.find((d) => d.name === newName && d.name !== oldName && rivals(kind)(d.kind));
  if (clash) return `there is already a ${kindWords[clash.kind]} \`${newName}\`: the two would become one`;
  return undefined;
}

export function rename(
  workspace: Workspace,
  uri: string,
  position: { line: number; character: number },
  newName: string,
): WorkspaceEdit | { refused: string } {
  const found = targetAt(workspace, uri, position);
  if ("refused" in found) return found;
  const { analysis, occurrence } = found;
  const { kind, name } = occurrence;
  if (newName === name) return { changes: {} };
  const refused = refusal(analysis, kind, name, newName);
  if (refused) return { refused };
  const occurrences = occurrencesOf(workspace, analysis, kind, name);
  const locked = occurrences.find((o) => workspace.isBundled(o.uri));
  if (locked)
    return {
      refused: `\`${name}\` is also named in ${fileLabel(locked.uri)}, a bundled variant (read-only): renaming it here would leave its uses there meaning something else`,
    };
  const written = quotedKinds.has(kind) ? JSON.stringify(newName) : identifierKinds.has(kind) ? newName : writtenName(newName);
  const changes: Record<string, TextEdit[]> = {};
  for (const o of occurrences) {
    const doc = workspace.document(o.uri);
    if (!doc) return { refused: `${fileLabel(o.uri)} cannot be read` };
    (changes[o.uri] ??= []).push({ range: rangeOf(doc, o.start, o.end), newText: written });
  }
  return { changes };
}
