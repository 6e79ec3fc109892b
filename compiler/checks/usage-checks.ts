// RISK4028/RISK4029: declarations nothing reads. A parameter, attribute or counter no rule uses,
// and a score no end rule reads, change nothing in the game: usually a misspelt name or a
// leftover. Only what the compiled file itself declares is reported (a parent's are its own).
import type * as A from "../ast.js";
import { sectionsOf } from "../ast.js";
import type { CheckContext } from "./context.js";

/** Every name the variant writes, apart from the declarations themselves. */
function namesUsed(file: A.VariantFile, declarations: ReadonlySet<object>): Set<string> {
  const used = new Set<string>();
  const stack: unknown[] = [file.sections];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== "object" || value === null || declarations.has(value)) continue;
    // Only objects go on the stack, without copies of the keys or a spread (a map's lists hold thousands).
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === "object" && item !== null) stack.push(item);
      continue;
    }
    const node = value as Record<string, unknown>;
    if (node["kind"] === "Ref" && typeof node["name"] === "string") used.add(node["name"]);
    if ((node["kind"] === "Name" || node["kind"] === "Word") && typeof (node["text"] ?? node["value"]) === "string")
      used.add((node["text"] ?? node["value"]) as string);
    for (const key in node) {
      const child = node[key];
      if (key !== "span" && typeof child === "object" && child !== null) stack.push(child);
    }
  }
  return used;
}

const ownDeclaration = (span: A.Span) => span.source === undefined;

export function checkUsage(file: A.VariantFile, ctx: CheckContext): void {
  const params = sectionsOf(file, "Param");
  const maps = sectionsOf(file, "Map");
  const attributes = maps.flatMap((m) => m.attributes);
  const counters = sectionsOf(file, "Counters").flatMap((c) => c.counters);
  const choices = sectionsOf(file, "Choices").flatMap((c) => c.choices);
  const buildings = sectionsOf(file, "Buildings").flatMap((b) => b.buildings);
  const scores = sectionsOf(file, "End").flatMap((e) => e.stmts.filter((s): s is Extract<A.EndStmt, { kind: "Score" }> => s.kind === "Score"));
  // Setting an attribute on a territory is no use of it; declaring a name is none either.
  const declarations = new Set<object>([
    ...params.map((p) => p.name),
    ...attributes.map((a) => a.name),
    ...counters.map((c) => c.name),
    ...choices.map((c) => c.name),
    ...buildings.map((b) => b.name),
    ...scores.map((s) => s.name),
    ...maps.flatMap((m) => m.territories.flatMap((t) => t.attrs.map((a) => a.name))),
  ]);
  const used = namesUsed(file, declarations);
  const reported = new Set<string>();
  const report = (what: string, name: A.Name) => {
    // A name declared twice is an error of its own: one warning is enough.
    if (!ownDeclaration(name.span) || used.has(name.text) || reported.has(`${what} ${name.text}`)) return;
    reported.add(`${what} ${name.text}`);
    ctx.report("unusedDeclaration", name.span, [what, name.text]);
  };
  for (const p of params) report("parameter", p.name);
  for (const a of attributes) report("attribute", a.name);
  for (const c of counters) report(sectionsOf(file, "Counters")[0]?.keyword === "resources" ? "resource" : "counter", c.name);
  for (const c of choices) report("choice", c.name);
  for (const b of buildings) report("building", b.name);
  for (const s of scores)
    if (ownDeclaration(s.name.span) && !used.has(s.name.text))
      ctx.report("unreadScore", s.name.span, [s.name.text], { help: `read it in \`ranking ${s.name.text}\` or in a \`win ... when\` rule` });
}
