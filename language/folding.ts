// Folding: every bracket pair that spans lines, block comments, and runs of line comments.
import { FoldingRangeKind, type FoldingRange } from "vscode-languageserver-types";
import { scan } from "../grammar/index.js";
import type { Workspace } from "./workspace.js";

const closerOf: Record<string, string> = { "{": "}", "[": "]", "(": ")" };

export function foldingRanges(workspace: Workspace, uri: string): FoldingRange[] {
  const doc = workspace.document(uri);
  if (!doc) return [];
  const { tokens, comments } = scan(doc.getText());
  const lineOf = (offset: number) => doc.positionAt(offset).line;
  const ranges: FoldingRange[] = [];
  const open: { image: string; line: number }[] = [];
  for (const t of tokens) {
    if (closerOf[t.image]) open.push({ image: t.image, line: lineOf(t.startOffset) });
    else if (t.image === "}" || t.image === "]" || t.image === ")") {
      // A stray closer closes nothing; a mismatched one closes the innermost opener anyway.
      const opener = open.pop();
      const line = lineOf(t.startOffset);
      if (opener && line - 1 > opener.line) ranges.push({ startLine: opener.line, endLine: line - 1 });
    }
  }
  let run: { start: number; end: number } | undefined;
  const endRun = () => {
    if (run && run.end > run.start) ranges.push({ startLine: run.start, endLine: run.end, kind: FoldingRangeKind.Comment });
    run = undefined;
  };
  for (const c of comments) {
    const start = lineOf(c.startOffset);
    const end = lineOf(c.startOffset + c.image.length);
    if (c.image.startsWith("/*")) {
      endRun();
      if (end > start) ranges.push({ startLine: start, endLine: end, kind: FoldingRangeKind.Comment });
      continue;
    }
    // Line comments on consecutive lines, each alone on its line, fold together.
    const lineText = doc.getText({ start: { line: start, character: 0 }, end: { line: start, character: doc.positionAt(c.startOffset).character } });
    if (lineText.trim() !== "") {
      endRun();
      continue;
    }
    if (run && start === run.end + 1) run.end = start;
    else {
      endRun();
      run = { start, end: start };
    }
  }
  endRun();
  return ranges.sort((a, b) => a.startLine - b.startLine);
}
