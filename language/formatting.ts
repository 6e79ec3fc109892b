// Formatting through the prettier plugin (the same layout as `riskc fmt`), as the smallest line
// edits; range formatting keeps only the edits that touch the range. A file that does not parse
// is left alone, with the reason.
import type { Range, TextEdit } from "vscode-languageserver-types";
import { formatRisk } from "../compiler/index.js";
import { diffLines } from "./line-diff.js";
import type { Workspace } from "./workspace.js";

export type FormatResult = { edits: TextEdit[] } | { refused: string };

function splitLines(text: string): string[] {
  return text.split(/(?<=\n)/);
}

export async function format(workspace: Workspace, uri: string, range?: Range): Promise<FormatResult> {
  const doc = workspace.document(uri);
  if (!doc) return { edits: [] };
  const text = doc.getText();
  let formatted: string;
  try {
    formatted = await formatRisk(text);
  } catch (error) {
    return { refused: `not formatted: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}` };
  }
  if (formatted === text) return { edits: [] };
  const before = splitLines(text);
  const after = splitLines(formatted);
  const starts = [0];
  for (const line of before) starts.push(starts[starts.length - 1]! + line.length);
  const edits: TextEdit[] = [];
  for (const h of diffLines(before, after)) {
    // Lines [fromStart, fromEnd) of the text; a hunk that only inserts touches the line it is inserted before.
    const firstLine = doc.positionAt(starts[h.fromStart]!).line;
    const lastLine = Math.max(firstLine, doc.positionAt(starts[h.fromEnd]!).line - 1);
    if (range && (lastLine < range.start.line || firstLine > range.end.line)) continue;
    edits.push({
      range: { start: doc.positionAt(starts[h.fromStart]!), end: doc.positionAt(starts[h.fromEnd]!) },
      newText: after.slice(h.toStart, h.toEnd).join(""),
    });
  }
  return { edits };
}
