// The parameters as the file writes them: the comment that describes each (the comment lines just
// above its `param` line and the one at the end of it) with its `assumed:` note apart, and the
// edit that makes a value its default (the sweep panel's "make this the default").
import { check, type Ast, type CompileOptions } from "../../compiler/index.js";
import { scan } from "../../grammar/index.js";

export interface ParamNote {
  /** What the file says of the parameter, without its `assumed:` note. */
  description: string;
  /** The `assumed: ...` note: a value the rules do not give, chosen by the variant's author. */
  assumed?: string;
}

const own = (span: Ast.Span) => span.source === undefined;

function paramDecls(text: string, options: CompileOptions): Ast.ParamDecl[] {
  const ast = check(text, options).ast;
  return (ast?.sections ?? []).filter((s): s is Ast.ParamDecl => s.kind === "Param" && own(s.span));
}

const commentText = (image: string) =>
  image.startsWith("//")
    ? image.slice(2).trim()
    : image
        .replace(/^\/\*+|\*+\/$/g, "")
        .replace(/\n\s*\*?/g, " ")
        .trim();

/** The notes of the parameters this file declares (a parent's are in the parent), by name. */
export function paramNotes(text: string, options: CompileOptions = {}): Record<string, ParamNote> {
  const { comments } = scan(text);
  const lineOf = (offset: number) => text.slice(0, offset).split("\n").length;
  const notes: Record<string, ParamNote> = {};
  for (const decl of paramDecls(text, options)) {
    const line = lineOf(decl.span.start);
    const parts: string[] = [];
    // The comment lines right above (no blank line between), nearest last.
    for (let above = line - 1; ; above--) {
      const comment = comments.find(
        (c) => lineOf(c.startOffset) === above && text.slice(text.lastIndexOf("\n", c.startOffset - 1) + 1, c.startOffset).trim() === "",
      );
      if (!comment) break;
      parts.unshift(commentText(comment.image));
    }
    const trailing = comments.find((c) => c.startOffset >= decl.span.end && lineOf(c.startOffset) === line);
    if (trailing) parts.push(commentText(trailing.image));
    const whole = parts.join(" ");
    const at = whole.search(/\bassumed\b:?/);
    const description = (at < 0 ? whole : whole.slice(0, at)).trim().replace(/[.;,]$/, "");
    notes[decl.name.text] = { description, ...(at >= 0 ? { assumed: whole.slice(at).trim() } : {}) };
  }
  return notes;
}

/**
 * paramNotes for the text as it is edited: read again only when a line that can change a note
 * (a comment, a `param` line) changed, since reading means checking the whole text.
 */
export function paramNotesReader(options: CompileOptions = {}): (text: string) => Record<string, ParamNote> {
  let key: string | undefined;
  let notes: Record<string, ParamNote> = {};
  return (text) => {
    const lines = text
      .split("\n")
      .filter((l) => /\/\/|\/\*|\*\/|\bparam\b/.test(l))
      .join("\n");
    if (lines !== key) [key, notes] = [lines, paramNotes(text, options)];
    return notes;
  };
}

/** The edit that writes `value` as the default on the parameter's `param` line, or why it cannot. */
export function paramDefaultEdit(
  text: string,
  name: string,
  value: string,
  options: CompileOptions = {},
): { start: number; end: number; text: string } | { error: string } {
  const decl = paramDecls(text, options).find((p) => p.name.text === name);
  if (!decl) return { error: `${name} is not declared in this file (a parent's parameter is changed in the parent)` };
  return { start: decl.value.span.start, end: decl.value.span.end, text: value };
}
