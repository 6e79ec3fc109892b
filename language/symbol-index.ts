// Where each name of a variant is defined and used, across the files of its `extends` chain: the
// compiler's symbols and the places it resolved, plus the uses it does not record (attributes,
// scores, objectives named by `instead`, switches flipped by a card, game quantities), read off
// the AST. Every span is made to cover the name's token exactly (quotes included).
import { QUANTITIES, type Ast, type Symbols } from "../compiler/index.js";
import { walkAst } from "./ast-walk.js";
import { describeDefinitions, type DefinitionKind } from "./describe.js";

export type { DefinitionKind } from "./describe.js";

export interface Occurrence {
  kind: DefinitionKind;
  name: string;
  /** The file it is in (the analysed document, or a parent it extends). */
  uri: string;
  start: number;
  end: number;
  /** A definition (or, in a child variant, a redefinition) rather than a use. */
  declaration: boolean;
}

export interface Definition extends Occurrence {
  detail: string;
}

/** A game quantity read in a formula (`round`, `players`): no definition, a fixed meaning. */
export interface QuantityUse {
  name: string;
  uri: string;
  start: number;
  end: number;
}

export interface SymbolIndex {
  definitions: Definition[];
  /** Definitions and uses, in no particular order. */
  occurrences: Occurrence[];
  quantities: QuantityUse[];
}

const quantityNames: ReadonlySet<string> = new Set(QUANTITIES);

/** Find the definition an occurrence's (kind, name) stands for. Units and leaders share one namespace. */
export function definitionOf(index: SymbolIndex, kind: DefinitionKind, name: string): Definition | undefined {
  const same = (d: Definition) => d.name === name && (d.kind === kind || (kind === "unit" && d.kind === "leader"));
  return index.definitions.find(same);
}

/** The occurrence at `offset` in `uri` (the cursor just after a name counts), the narrowest first. */
export function occurrenceAt(index: SymbolIndex, uri: string, offset: number): Occurrence | undefined {
  let best: Occurrence | undefined;
  for (const o of index.occurrences)
    if (o.uri === uri && o.start <= offset && offset <= o.end && (!best || o.end - o.start < best.end - best.start)) best = o;
  return best;
}

export function quantityAt(index: SymbolIndex, uri: string, offset: number): QuantityUse | undefined {
  return index.quantities.find((q) => q.uri === uri && q.start <= offset && offset <= q.end);
}

/** The texts of the files, to fit spans to tokens: a quoted name spans its quotes. */
type TextOf = (uri: string) => string | undefined;

function fitted(span: Ast.Span, name: string, rootUri: string, textOf: TextOf): { uri: string; start: number; end: number } {
  const uri = span.source ?? rootUri;
  const text = textOf(uri) ?? "";
  if (text.startsWith(name, span.start)) return { uri, start: span.start, end: span.start + name.length };
  if (text[span.start] === '"') {
    const close = text.indexOf('"', span.start + 1);
    if (close > span.start) return { uri, start: span.start, end: close + 1 };
  }
  return { uri, start: span.start, end: Math.max(span.start, span.end) };
}

type Use = { kind: DefinitionKind; name: string; span: Ast.Span };

/** Uses the compiler does not record, found by walking the (merged) AST. */
function unrecordedUses(s: Symbols): { uses: Use[]; quantities: { name: string; span: Ast.Span }[] } {
  const uses: Use[] = [];
  const quantities: { name: string; span: Ast.Span }[] = [];
  const attribute = (n: Ast.Name | undefined) => {
    if (n && s.attributes.has(n.text)) uses.push({ kind: "attribute", name: n.text, span: n.span });
  };
  walkAst(s.file, (n) => {
    switch (n["kind"]) {
      case "Territory":
        for (const a of (n as unknown as Ast.TerritoryDecl).attrs) attribute(a.name);
        break;
      case "Sum":
        attribute((n as unknown as Ast.Sum).attribute);
        break;
      case "Deck":
        attribute(n["attribute"] as Ast.Name);
        break;
      case "Set":
        attribute((n as unknown as Ast.SetExpr).withAttribute);
        break;
      case "Ref": {
        const ref = n as unknown as Ast.Ref;
        if (s.scores.has(ref.name)) uses.push({ kind: "score", name: ref.name, span: ref.span });
        else if (s.attributes.has(ref.name) && !s.params.has(ref.name)) uses.push({ kind: "attribute", name: ref.name, span: ref.span });
        else if (quantityNames.has(ref.name) && !s.params.has(ref.name)) quantities.push({ name: ref.name, span: ref.span });
        break;
      }
      case "flip": {
        const flip = n as unknown as { switchName: string; switchSpan: Ast.Span };
        uses.push({ kind: "switch", name: flip.switchName, span: flip.switchSpan });
        break;
      }
      case "param": {
        const power = n as unknown as { name?: Ast.Name };
        if (power.name && s.params.has(power.name.text)) uses.push({ kind: "param", name: power.name.text, span: power.name.span });
        break;
      }
    }
    const instead = n["instead"] as Ast.ObjectiveDecl["instead"] | undefined;
    if (instead && typeof instead === "object" && "objectiveSpan" in instead)
      uses.push({ kind: "objective", name: instead.objective, span: instead.objectiveSpan });
  });
  return { uses, quantities };
}

export function buildSymbolIndex(s: Symbols, rootUri: string, textOf: TextOf): SymbolIndex {
  const definitions: Definition[] = describeDefinitions(s).map((d) => ({
    kind: d.kind,
    name: d.name,
    detail: d.detail,
    declaration: true,
    ...fitted(d.span, d.name, rootUri, textOf),
  }));
  const resolve = (kind: DefinitionKind, name: string): DefinitionKind =>
    kind === "unit" && !definitions.some((d) => d.kind === "unit" && d.name === name) ? "leader" : kind;
  const recorded: Use[] = s.references.map((r) => ({ kind: r.target.kind, name: r.target.name, span: r.span }));
  const extra = unrecordedUses(s);
  const seen = new Set(definitions.map((d) => `${d.uri} ${d.start}`));
  const uses: Occurrence[] = [];
  for (const use of [...recorded, ...extra.uses]) {
    const place = fitted(use.span, use.name, rootUri, textOf);
    const key = `${place.uri} ${place.start}`;
    if (seen.has(key)) continue;
    seen.add(key);
    uses.push({ kind: resolve(use.kind, use.name), name: use.name, declaration: false, ...place });
  }
  const quantities = extra.quantities.map((q) => ({ name: q.name, ...fitted(q.span, q.name, rootUri, textOf) }));
  return { definitions, occurrences: [...definitions, ...uses], quantities };
}
