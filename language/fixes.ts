// The quick fixes, in one table: for each diagnostic (by its name in the compiler's code table,
// so a code that is renumbered keeps its fixes), the fixes that can repair it. A fix reads what
// the diagnostic carries — its span, its help ("did you mean `continent`?"), its labels — and the
// AST, never the message's wording. Any diagnostic whose help suggests a name gets that fix, in
// the table or not.
import { codes, type Ast, type Diagnostic, type Symbols } from "../compiler/index.js";
import { findNode } from "./ast-walk.js";
import { writtenName } from "./text.js";

export type CodeName = keyof typeof codes;

/** The stable code (`RISK1001`) of a diagnostic by its name in the code table. */
export function codeFor(name: CodeName): string {
  return codes[name].code;
}

const nameOfCode: ReadonlyMap<string, CodeName> = new Map(Object.entries(codes).map(([name, e]) => [e.code, name as CodeName]));

export interface TextChange {
  start: number;
  end: number;
  newText: string;
}

export interface Fix {
  title: string;
  changes: TextChange[];
  /** The fix to take without asking (a single obvious repair). */
  preferred?: boolean;
}

export interface FixContext {
  /** The document's text; every diagnostic given here points into it. */
  text: string;
  diagnostic: Diagnostic;
  ast?: Ast.VariantFile;
  symbols?: Symbols;
}

type FixMaker = (ctx: FixContext) => Fix[];

// ---- where things are in the text ----

const own = (span: Ast.Span) => span.source === undefined;

/** The name written at `offset`: an identifier, or a quoted name with its quotes. */
function wordAt(text: string, offset: number): { start: number; end: number } {
  const quoted = /^"(?:[^"\\\n]|\\.)*"/.exec(text.slice(offset));
  if (quoted) return { start: offset, end: offset + quoted[0].length };
  const word = /^[A-Za-z_0-9]+/.exec(text.slice(offset));
  return { start: offset, end: offset + (word?.[0].length ?? 0) };
}

/** The span to delete to take out `start..end` as whole lines when it stands alone on them. */
function removal(text: string, start: number, end: number): TextChange {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const newline = text.indexOf("\n", end);
  const lineEnd = newline < 0 ? text.length : newline;
  if (/^[ \t]*$/.test(text.slice(lineStart, start)) && /^[ \t]*(\/\/[^\n]*)?$/.test(text.slice(end, lineEnd)))
    return { start: lineStart, end: newline < 0 ? lineEnd : newline + 1, newText: "" };
  const spaces = /^[ \t]*/.exec(text.slice(end))![0].length;
  return { start, end: end + spaces, newText: "" };
}

/** Take one item out of a comma-separated list: with the comma before it, or (the first) the one after. */
function listItemRemoval(text: string, items: readonly Ast.Span[], index: number): TextChange {
  const item = items[index]!;
  if (index > 0) return { start: items[index - 1]!.end, end: item.end, newText: "" };
  const next = items[index + 1];
  return next ? { start: item.start, end: next.start, newText: "" } : removal(text, item.start, item.end);
}

const sameSpan = (a: Ast.Span | undefined, b: Ast.Span) => a !== undefined && a.start === b.start && own(a);

/** The declaration (a node with a `name`) whose name is at `span`. */
function declarationNamed(ast: Ast.VariantFile | undefined, span: Ast.Span): { span: Ast.Span } | undefined {
  return findNode(ast, (n) => n["kind"] !== "Name" && typeof n["name"] === "object" && sameSpan((n["name"] as Ast.Name | null)?.span, span));
}

// ---- the fixes ----

/** "did you mean `X`?": put X in place of the name. */
const suggestedName: FixMaker = ({ text, diagnostic }) => {
  const suggestion = /did you mean `([^`]+)`\?/.exec(diagnostic.help ?? "")?.[1];
  if (suggestion === undefined) return [];
  const word = wordAt(text, diagnostic.span.start);
  if (word.end === word.start) return [];
  return [{ title: `Change to \`${suggestion}\``, changes: [{ ...word, newText: suggestion }], preferred: true }];
};

/** "add `}` to close it": the closer, on a line of its own at the opener's indentation. */
const closeBracket: FixMaker = ({ text, diagnostic }) => {
  const closer = /add `([})\]])` to close it/.exec(diagnostic.help ?? "")?.[1];
  const opener = diagnostic.labels[0]?.span;
  if (!closer || !opener) return [];
  const openerLine = text.lastIndexOf("\n", opener.start - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(openerLine))![0];
  const at = Math.min(diagnostic.span.start, text.length);
  const lineStart = text.lastIndexOf("\n", at - 1) + 1;
  const alone = /^[ \t]*$/.test(text.slice(lineStart, at));
  const change = alone ? { start: lineStart, end: lineStart, newText: `${indent}${closer}\n` } : { start: at, end: at, newText: `${closer} ` };
  return [{ title: `Add \`${closer}\``, changes: [change], preferred: true }];
};

const removeCharacter: FixMaker = ({ diagnostic }) => [
  { title: "Remove the character", changes: [{ start: diagnostic.span.start, end: diagnostic.span.end, newText: "" }], preferred: true },
];

const closeComment: FixMaker = ({ text, diagnostic }) => {
  const newline = text.indexOf("\n", diagnostic.span.start);
  const end = newline < 0 ? text.length : newline;
  return [{ title: "Close the comment at the end of its line", changes: [{ start: end, end, newText: " */" }], preferred: true }];
};

const startVariant: FixMaker = ({ text }) => [
  {
    title: "Start a variant",
    changes: [
      {
        start: text.length,
        end: text.length,
        newText: `${text.length > 0 && !text.endsWith("\n") ? "\n" : ""}variant "My variant" {\n  players 3..6\n}\n`,
      },
    ],
  },
];

/** The border entry (and its switch item, if any) whose target name ends where the diagnostic does. */
function borderAt(ast: Ast.VariantFile | undefined, span: Ast.Span): { decl: Ast.BorderDecl; index: number; item?: Ast.SwitchItem } | undefined {
  const decl = findNode<Ast.BorderDecl>(
    ast,
    (n) => n["kind"] === "Border" && own(n["span"] as Ast.Span) && (n["to"] as Ast.Name[]).some((t) => t.span.end === span.end),
  );
  if (!decl) return undefined;
  const item = findNode<Ast.SwitchItem>(ast, (n) => n["border"] === decl);
  return { decl, index: decl.to.findIndex((t) => t.span.end === span.end), ...(item ? { item } : {}) };
}

function removeBorderTarget(title: string): FixMaker {
  return ({ text, ast, diagnostic }) => {
    const found = borderAt(ast, diagnostic.span);
    if (!found) return [];
    const { decl, index, item } = found;
    const change =
      decl.to.length > 1
        ? listItemRemoval(
            text,
            decl.to.map((t) => t.span),
            index,
          )
        : removal(text, (item ?? decl).span.start, (item ?? decl).span.end);
    return [{ title, changes: [change], preferred: true }];
  };
}

const groupsOf = (ast: Ast.VariantFile | undefined): Ast.GroupDecl[] =>
  (ast?.sections ?? []).flatMap((s) => (s.kind === "Map" ? s.groups.filter((g) => own(g.span)) : []));

const removeRepeatedMember: FixMaker = ({ text, ast, diagnostic }) => {
  const holder = [...groupsOf(ast), ...(ast?.sections ?? []).flatMap((s) => (s.kind === "Objectives" ? s.objectives : []))].find((g) =>
    g.members.some((m) => m.span.start === diagnostic.span.start),
  );
  if (!holder) return [];
  const index = holder.members.findIndex((m) => m.span.start === diagnostic.span.start);
  const name = holder.members[index]!.text;
  return [
    {
      title: `Remove the repeated \`${name}\` from the list`,
      changes: [
        listItemRemoval(
          text,
          holder.members.map((m) => m.span),
          index,
        ),
      ],
      preferred: true,
    },
  ];
};

/** RISK3003: the groups the territory could join, those it borders most first. */
const addToGroup: FixMaker = ({ text, ast, symbols, diagnostic }) => {
  const territory = symbols?.territories.get(text.slice(diagnostic.span.start, diagnostic.span.end).replace(/^"|"$/g, ""));
  if (!territory || !symbols) return [];
  const neighbours = new Set(symbols.borders.flatMap((b) => (b.a === territory.index ? [b.b] : b.b === territory.index ? [b.a] : [])));
  const closeness = (g: Ast.GroupDecl) => symbols.groups.get(g.name.text)?.members.filter((m) => neighbours.has(m)).length ?? 0;
  const name = writtenName(territory.decl.name.text);
  return groupsOf(ast)
    .map((g) => ({ g, near: closeness(g) }))
    .sort((a, b) => b.near - a.near)
    .slice(0, 3)
    .map(({ g }, i) => {
      const last = g.members.at(-1);
      const close = text.lastIndexOf("}", g.span.end);
      const change = last ? { start: last.span.end, end: last.span.end, newText: `, ${name}` } : { start: close, end: close, newText: ` ${name} ` };
      return { title: `Add \`${territory.decl.name.text}\` to ${g.keyword} \`${g.name.text}\``, changes: [change], preferred: i === 0 };
    });
};

const removeFromGroup: FixMaker = ({ text, ast, diagnostic }) => {
  const name = text.slice(diagnostic.span.start, diagnostic.span.end).replace(/^"|"$/g, "");
  return groupsOf(ast)
    .filter((g) => g.members.some((m) => m.text === name))
    .map((g) => {
      const index = g.members.findIndex((m) => m.text === name);
      return {
        title: `Remove \`${name}\` from ${g.keyword} \`${g.name.text}\``,
        changes: [
          listItemRemoval(
            text,
            g.members.map((m) => m.span),
            index,
          ),
        ],
      };
    });
};

/** What a declaration node declares, in words, by its shape. */
function declares(decl: Record<string, unknown>): string {
  if (decl["kind"] === "Param") return "parameter";
  if (decl["kind"] === "Attribute") return "attribute";
  if (decl["kind"] === "Score") return "score";
  if ("perPlayer" in decl) return "counter";
  if ("distinct" in decl) return "choice";
  if ("onConquest" in decl) return "building";
  return "declaration";
}

/** RISK4028, RISK4029: take out a declaration nothing reads. */
const removeUnused: FixMaker = ({ text, ast, diagnostic }) => {
  const decl = declarationNamed(ast, diagnostic.span) as (Record<string, unknown> & { span: Ast.Span }) | undefined;
  if (!decl) return [];
  const name = text.slice(diagnostic.span.start, diagnostic.span.end);
  // An attribute set on territories would leave those settings unknown: no one-step fix.
  const setOnTerritories = findNode(ast, (n) => n["kind"] === "Territory" && (n["attrs"] as Ast.TerritoryAttr[]).some((a) => a.name.text === name));
  if (decl["kind"] === "Attribute" && setOnTerritories) return [];
  return [{ title: `Remove the unused ${declares(decl)} \`${name}\``, changes: [removal(text, decl.span.start, decl.span.end)], preferred: true }];
};

const swapRange: FixMaker = ({ text, diagnostic }) => {
  const written = text.slice(diagnostic.span.start, diagnostic.span.end);
  const m = /^(\d+)(\s*\.\.\s*)(\d+)$/.exec(written);
  if (!m) return [];
  const swapped = `${m[3]}${m[2]}${m[1]}`;
  return [
    { title: `Write \`${swapped}\``, changes: [{ start: diagnostic.span.start, end: diagnostic.span.end, newText: swapped }], preferred: true },
  ];
};

const attackFirst: FixMaker = ({ text, diagnostic }) => {
  if (!text.startsWith("attack", diagnostic.span.start)) return [];
  const at = diagnostic.span.start + "attack".length;
  return [{ title: "Write `attack first`: the turn attacks before it places, on purpose", changes: [{ start: at, end: at, newText: " first" }] }];
};

const removePhase: FixMaker = ({ text, ast, diagnostic }) => {
  const phase = findNode<Ast.PhaseDecl>(ast, (n) => n["kind"] === "Phase" && sameSpan((n["name"] as Ast.Name).span, diagnostic.span));
  return phase ? [{ title: `Remove the empty phase \`${phase.name.text}\``, changes: [removal(text, phase.span.start, phase.span.end)] }] : [];
};

const removeGroup: FixMaker = ({ text, ast, diagnostic }) => {
  const group = groupsOf(ast).find((g) => g.name.span.start === diagnostic.span.start);
  return group
    ? [{ title: `Remove the empty ${group.keyword} \`${group.name.text}\``, changes: [removal(text, group.span.start, group.span.end)] }]
    : [];
};

/** The table: every diagnostic with a known repair. */
export const fixTable: Partial<Record<CodeName, readonly FixMaker[]>> = {
  misspeltKeyword: [suggestedName],
  unclosedBracket: [closeBracket],
  unexpectedCharacter: [removeCharacter],
  unclosedComment: [closeComment],
  emptyFile: [startVariant],
  unknownTerritory: [suggestedName],
  unknownGroup: [suggestedName],
  unknownName: [suggestedName],
  unknownAttribute: [suggestedName],
  unknownChoice: [suggestedName],
  selfBorder: [removeBorderTarget("Remove the border of a territory to itself")],
  duplicateBorder: [removeBorderTarget("Remove the repeated border")],
  linkDuplicatesBorder: [removeBorderTarget("Remove the one-way link (the two-way border stays)")],
  duplicateMember: [removeRepeatedMember],
  territoryInNoGroup: [addToGroup],
  territoryInTwoGroups: [removeFromGroup],
  emptyGroup: [removeGroup],
  unusedDeclaration: [removeUnused],
  unreadScore: [removeUnused],
  reversedRange: [swapRange],
  attackBeforePlacement: [attackFirst],
  emptyPhase: [removePhase],
};

/** What any diagnostic the table does not list gets: the fixes its help alone describes. */
const fromHelp: readonly FixMaker[] = [suggestedName, closeBracket];

/** The fixes for one diagnostic of the document (never for one inside a parent file). */
export function fixesFor(ctx: FixContext): Fix[] {
  if (ctx.diagnostic.file !== undefined) return [];
  const name = nameOfCode.get(ctx.diagnostic.code);
  const makers = (name && fixTable[name]) || fromHelp;
  return makers.flatMap((make) => make(ctx));
}
