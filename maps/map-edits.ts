// Editing a variant's map as text, for the playground's map editor: each gesture on the map (drag a
// territory, click two territories, add, rename or delete one, move it to another group, set a
// bonus) becomes edits of the file's text at the places the compiler's AST gives, leaving
// comments and everything else where they are; the editor then formats the result (`riskc fmt`).
// A piece of the map the file inherits (`extends`) is changed in the file's own map: a position
// or a group is given again there, a parent's border is taken out with `remove A -- B`.
import { check, type Ast, type CompileOptions } from "../compiler/index.js";
import { lex, writtenName } from "../grammar/index.js";

export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

export type MapEdit =
  /** Put territories at positions (`at x y`): a drag, or all at once to pin a computed layout. */
  | { kind: "place"; positions: readonly { territory: string; at: readonly [number, number] }[] }
  /** A border between the two if there is none (either way), else take it out. */
  | { kind: "border"; a: string; b: string }
  | { kind: "add-territory"; name: string; group: string; at?: readonly [number, number] }
  | { kind: "rename-territory"; from: string; to: string }
  | { kind: "delete-territory"; name: string }
  | { kind: "assign-group"; territory: string; group: string }
  | { kind: "set-bonus"; group: string; bonus: number };

type Span = Ast.Span;
const own = (span: Span) => span.source === undefined;

interface Context {
  text: string;
  ast: Ast.VariantFile;
  /** The file's own map section, if it has one. */
  map?: Ast.MapDecl;
  edits: TextEdit[];
  /** Without an own map section: the lines of the one the edits add. */
  newMap: string[];
}

/** The edits that make `edit`, or why it cannot be made. Apply them with `applyEdits`. */
export function mapEdits(text: string, edit: MapEdit, options: CompileOptions = {}): { edits: TextEdit[] } | { error: string } {
  const result = check(text, options);
  const ast = result.ast;
  if (!ast || !result.symbols) return { error: "the text cannot be read: fix its syntax first" };
  const map = ast.sections.find((s): s is Ast.MapDecl => s.kind === "Map" && own(s.span));
  const ctx: Context = { text, ast, ...(map ? { map } : {}), edits: [], newMap: [] };
  const merged = ast.sections.find((s): s is Ast.MapDecl => s.kind === "Map");
  const territory = (name: string) => merged?.territories.find((t) => t.name.text === name);
  const group = (name: string) => merged?.groups.find((g) => g.name.text === name);
  const missing = (kind: string, name: string) => ({ error: `there is no ${kind} ${writtenName(name)}` });

  switch (edit.kind) {
    case "place":
      for (const { territory: name, at } of edit.positions) {
        const t = territory(name);
        if (!t) return missing("territory", name);
        place(ctx, t, at);
      }
      break;
    case "border": {
      const [a, b] = [territory(edit.a), territory(edit.b)];
      if (!a) return missing("territory", edit.a);
      if (!b) return missing("territory", edit.b);
      if (a === b) return { error: "a territory cannot border itself" };
      const index = (name: string) => result.symbols!.territoryList.findIndex((t) => t.decl.name.text === name);
      const [i, j] = [index(edit.a), index(edit.b)];
      const exists = result.symbols.borders.some((d) => d.switchIndex === undefined && ((d.a === i && d.b === j) || (d.a === j && d.b === i)));
      toggleBorder(ctx, merged!, edit.a, edit.b, exists);
      break;
    }
    case "add-territory": {
      if (territory(edit.name)) return { error: `there is a territory ${writtenName(edit.name)} already` };
      const g = group(edit.group);
      if (!g) return missing("group", edit.group);
      const attrs = [...(merged?.attributes ?? [])].filter((a) => !a.fallback).map((a) => `${a.name.text} ${defaultValue(a)}`);
      if (edit.at) attrs.push(`at ${Math.round(edit.at[0])} ${Math.round(edit.at[1])}`);
      addTerritoryDecl(ctx, `${writtenName(edit.name)}${attrs.length ? ` [${attrs.join(", ")}]` : ""}`);
      addMember(ctx, g, edit.name);
      break;
    }
    case "rename-territory": {
      const t = territory(edit.from);
      if (!t) return missing("territory", edit.from);
      if (territory(edit.to)) return { error: `there is a territory ${writtenName(edit.to)} already` };
      if (!own(t.name.span)) return { error: `${writtenName(edit.from)} comes from the parent variant; rename it there` };
      const spans = [
        t.name.span,
        ...result.symbols.references.filter((r) => r.target.kind === "territory" && r.target.name === edit.from).map((r) => r.span),
      ];
      for (const span of spans.filter(own)) ctx.edits.push({ start: span.start, end: span.end, text: writtenName(edit.to) });
      break;
    }
    case "delete-territory": {
      const t = territory(edit.name);
      if (!t) return missing("territory", edit.name);
      if (!own(t.span)) return { error: `${writtenName(edit.name)} comes from the parent variant; a child cannot take it out` };
      removeSpan(ctx, t.span);
      for (const g of merged!.groups) removeMember(ctx, g, edit.name);
      for (const d of merged!.borders) {
        if (!own(d.span)) continue;
        if (d.from.text === edit.name) removeSpan(ctx, d.span);
        else for (const to of d.to) if (to.text === edit.name) removeFromList(ctx, d, to);
      }
      break;
    }
    case "assign-group": {
      const t = territory(edit.territory);
      const g = group(edit.group);
      if (!t) return missing("territory", edit.territory);
      if (!g) return missing("group", edit.group);
      if (g.members.some((m) => m.text === edit.territory)) return { edits: [] };
      for (const other of merged!.groups) if (other !== g) removeMember(ctx, other, edit.territory);
      addMember(ctx, g, edit.territory);
      break;
    }
    case "set-bonus": {
      const g = group(edit.group);
      if (!g) return missing("group", edit.group);
      if (!Number.isSafeInteger(edit.bonus) || edit.bonus < 0) return { error: "a bonus is a whole number of armies" };
      if (!own(g.span)) redeclareGroup(ctx, g, { bonus: String(edit.bonus) });
      else if (g.bonus) ctx.edits.push({ start: g.bonus.span.start, end: g.bonus.span.end, text: String(edit.bonus) });
      else ctx.edits.push({ start: headerEnd(ctx, g), end: headerEnd(ctx, g), text: ` bonus ${edit.bonus}` });
      break;
    }
  }
  if (ctx.newMap.length > 0) {
    const end = ast.span.end - 1;
    ctx.edits.push({ start: end, end, text: `\n  map {\n${ctx.newMap.map((l) => `    ${l}\n`).join("")}  }\n` });
  }
  return { edits: ctx.edits };
}

/** The text with the edits made (they must not overlap). */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start || b.end - a.end)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

function defaultValue(a: Ast.AttributeDecl): string {
  if (a.type.kind === "IntType") return "0";
  if (a.type.kind === "BoolType") return "false";
  return writtenName(a.type.choices[0]!.text);
}

function place(ctx: Context, t: Ast.TerritoryDecl, at: readonly [number, number]): void {
  const text = `at ${Math.max(0, Math.round(at[0]))} ${Math.max(0, Math.round(at[1]))}`;
  if (!own(t.span)) {
    // A parent's territory: the file's own entry of it sets its position (the rest is inherited).
    addTerritoryDecl(ctx, `${writtenName(t.name.text)} [${text}]`);
    return;
  }
  if (t.at && own(t.at.span)) ctx.edits.push({ start: t.at.span.start, end: t.at.span.end, text });
  else if (ctx.text[t.span.end - 1] === "]") {
    const inside = ctx.text.slice(t.name.span.end, t.span.end - 1).replace(/[\s[]/g, "");
    ctx.edits.push({ start: t.span.end - 1, end: t.span.end - 1, text: inside ? `, ${text}` : text });
  } else ctx.edits.push({ start: t.name.span.end, end: t.name.span.end, text: ` [${text}]` });
}

/** The offset of the `}` that closes the block `keyword { ... }` first opened in [from, to). */
function blockClose(ctx: Context, keyword: string, from: number, to: number): number | undefined {
  const tokens = lex(ctx.text.slice(from, to));
  const at = tokens.findIndex((t, i) => t.image === keyword && tokens[i + 1]?.image === "{");
  if (at < 0) return undefined;
  let depth = 0;
  for (const t of tokens.slice(at + 1)) {
    if (t.image === "{") depth++;
    if (t.image === "}" && --depth === 0) return from + t.startOffset;
  }
  return undefined;
}

/** Insert `line` into a block of the file's own map (creating the block, or the map, when there is none). */
function addToMapBlock(ctx: Context, keyword: "territories" | "borders", line: string): void {
  const map = ctx.map;
  if (!map) {
    ctx.newMap.push(`${keyword} { ${line} }`);
    return;
  }
  const close = blockClose(ctx, keyword, map.span.start, map.span.end);
  if (close !== undefined) insertLine(ctx, close, line);
  else insertLine(ctx, map.span.end - 1, `${keyword} {\n${line}\n}`);
}

/** Insert `line` on a line of its own before the `}` at `close`, right after what comes before it. */
function insertLine(ctx: Context, close: number, line: string): void {
  let at = close;
  while (at > 0 && /\s/.test(ctx.text[at - 1]!)) at--;
  ctx.edits.push({ start: at, end: at, text: `\n${line}` });
}

function addTerritoryDecl(ctx: Context, line: string): void {
  addToMapBlock(ctx, "territories", line);
}

/** Where a group's header ends: after its name and its `[...]`, before `bonus` or `{`. */
function headerEnd(ctx: Context, g: Ast.GroupDecl): number {
  const last = g.attrs.at(-1);
  if (!last) return g.name.span.end;
  const close = ctx.text.indexOf("]", last.span.end);
  return close < 0 ? last.span.end : close + 1;
}

/** A parent's group given again in the file's own map (overlaid by name), with changes. */
function redeclareGroup(ctx: Context, g: Ast.GroupDecl, change: { bonus?: string; members?: string[] }): void {
  const source = (span: Span) => (span.source === undefined ? ctx.text.slice(span.start, span.end) : undefined);
  const bonus = change.bonus ?? (g.bonus?.kind === "Int" ? String(g.bonus.value) : undefined);
  const members = change.members ?? g.members.map((m) => writtenName(m.text));
  const colour = g.attrs.find((a) => a.name.text === "colour" || a.name.text === "color");
  const line = `${g.keyword} ${writtenName(g.name.text)}${colour ? ` [colour ${writtenName(colour.value.text)}]` : ""}${bonus !== undefined ? ` bonus ${bonus}` : g.bonus ? ` bonus ${source(g.bonus.span) ?? "0"}` : ""} { ${members.join(", ")} }`;
  if (!ctx.map) ctx.newMap.push(line);
  else insertLine(ctx, ctx.map.span.end - 1, line);
}

function addMember(ctx: Context, g: Ast.GroupDecl, name: string): void {
  if (!own(g.span)) {
    redeclareGroup(ctx, g, { members: [...g.members.map((m) => writtenName(m.text)), writtenName(name)] });
    return;
  }
  const last = g.members.at(-1);
  if (last) ctx.edits.push({ start: last.span.end, end: last.span.end, text: `, ${writtenName(name)}` });
  else {
    const close = g.span.end - 1;
    ctx.edits.push({ start: close, end: close, text: ` ${writtenName(name)} ` });
  }
}

function removeMember(ctx: Context, g: Ast.GroupDecl, name: string): void {
  const index = g.members.findIndex((m) => m.text === name);
  if (index < 0) return;
  if (!own(g.span)) {
    redeclareGroup(ctx, g, { members: g.members.filter((m) => m.text !== name).map((m) => writtenName(m.text)) });
    return;
  }
  removeListItem(ctx, g.members, index);
}

/** Take item `index` out of a comma-separated list of names, with one of its commas. */
function removeListItem(ctx: Context, items: readonly Ast.Name[], index: number): void {
  const item = items[index]!;
  if (items.length === 1) ctx.edits.push({ start: item.span.start, end: item.span.end, text: "" });
  else if (index > 0) ctx.edits.push({ start: items[index - 1]!.span.end, end: item.span.end, text: "" });
  else ctx.edits.push({ start: item.span.start, end: items[1]!.span.start, text: "" });
}

function removeFromList(ctx: Context, d: Ast.BorderDecl, to: Ast.Name): void {
  if (d.to.length === 1) removeSpan(ctx, d.span);
  else removeListItem(ctx, d.to, d.to.indexOf(to));
}

/** Remove a statement with the rest of its line when nothing else is on it. */
function removeSpan(ctx: Context, span: Span): void {
  const lineStart = ctx.text.lastIndexOf("\n", span.start - 1) + 1;
  const lineEnd = ctx.text.indexOf("\n", span.end);
  const alone =
    ctx.text.slice(lineStart, span.start).trim() === "" &&
    ctx.text
      .slice(span.end, lineEnd < 0 ? undefined : lineEnd)
      .trim()
      .replace(/^,/, "") === "";
  if (alone) ctx.edits.push({ start: lineStart, end: lineEnd < 0 ? ctx.text.length : lineEnd + 1, text: "" });
  else ctx.edits.push({ start: span.start, end: span.end, text: "" });
}

/**
 * Take the border out if it `exists`: from the file's own list, or with `remove A -- B` when it is
 * the parent's. Else put it in: by taking out the file's own `remove A -- B`, or adding `A -- B`.
 */
function toggleBorder(ctx: Context, map: Ast.MapDecl, a: string, b: string, exists: boolean): void {
  const joins = (d: Ast.BorderDecl, to: Ast.Name) => (d.from.text === a && to.text === b) || (d.from.text === b && to.text === a);
  for (const d of map.borders) {
    if (!own(d.span) || d.remove !== !exists) continue;
    const to = d.to.find((n) => joins(d, n));
    if (to) {
      removeFromList(ctx, d, to);
      return;
    }
  }
  const line = `${writtenName(a)} -- ${writtenName(b)}`;
  addToMapBlock(ctx, "borders", exists ? `remove ${line}` : line);
}
