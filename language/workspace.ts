// The documents the service knows: those an editor has open (their text as the editor has it,
// edited incrementally), the files it reads through its host (parents named by `extends`, the
// workspace's other variants) and the bundled variants (read-only). Analyses are made on demand
// and kept while neither the document nor any file of its `extends` chain has changed.
import { TextDocument, type TextDocumentContentChangeEvent } from "vscode-languageserver-textdocument";
import type { LoadedVariant } from "../compiler/index.js";
import { analyze, type Analysis } from "./analysis.js";

export const LANGUAGE_ID = "riskc";

/** What the service needs from where it runs: files, the bundled variants, a log. */
export interface WorkspaceHost {
  /** The text of a file that is not open, by URI; undefined when there is none. */
  readFile?(uri: string): string | undefined;
  /** The bundled variants, by file name (`classic.risk`) → URI. They are read through `readFile` and never edited. */
  bundled?: Readonly<Record<string, string>>;
  /** The variant files of the workspace (for workspace symbols, and references from files not open). */
  listFiles?(): readonly string[];
  /** A bug in the service: it answers with nothing and says so here. */
  logError?(message: string): void;
}

/** The file names a child may extend (`extends "classic"`), resolved like the CLI: beside the child, else a bundled variant. */
function parentCandidates(name: string, from: string, bundled: Readonly<Record<string, string>>): string[] {
  const file = name.endsWith(".risk") ? name : `${name}.risk`;
  const candidates: string[] = [];
  try {
    const base = new URL(from);
    const folder = new URL(".", base).href;
    const beside = new URL(file, base).href;
    // Like the CLI without --allow-path: a parent from the child's own folder (or below it) only.
    if (beside.startsWith(folder) && !/^[a-z][a-z0-9+.-]*:$/i.test(folder)) candidates.push(beside);
  } catch {
    // An opaque URI (`untitled:Untitled-1`): only the bundled variants.
  }
  const bundledUri = !file.includes("/") ? bundled[file] : undefined;
  if (bundledUri && !candidates.includes(bundledUri)) candidates.push(bundledUri);
  return candidates;
}

export class Workspace {
  private readonly open = new Map<string, TextDocument>();
  private readonly read = new Map<string, TextDocument>();
  private readonly overrides = new Map<string, Record<string, string>>();
  private readonly analyses = new Map<string, Analysis>();

  constructor(readonly host: WorkspaceHost = {}) {}

  openDocument(uri: string, text: string, version = 0): void {
    this.open.set(uri, TextDocument.create(uri, LANGUAGE_ID, version, text));
  }

  /** Apply an editor's changes (ranges, or the whole text) in order. */
  changeDocument(uri: string, changes: TextDocumentContentChangeEvent[], version: number): void {
    const doc = this.open.get(uri);
    if (!doc) {
      const whole = [...changes].reverse().find((c) => !("range" in c));
      if (whole) this.openDocument(uri, whole.text, version);
      return;
    }
    this.open.set(uri, TextDocument.update(doc, changes, version));
  }

  closeDocument(uri: string): void {
    this.open.delete(uri);
    this.analyses.delete(uri);
  }

  /** A file changed on disk (or was deleted): read it again when it is next needed. */
  fileChanged(uri: string): void {
    this.read.delete(uri);
  }

  /** `--set`-like values of the document's parameters (the playground's parameters panel). */
  setOverrides(uri: string, overrides: Record<string, string>): void {
    if (Object.keys(overrides).length === 0) this.overrides.delete(uri);
    else this.overrides.set(uri, { ...overrides });
  }

  isOpen(uri: string): boolean {
    return this.open.has(uri);
  }

  openUris(): string[] {
    return [...this.open.keys()];
  }

  isBundled(uri: string): boolean {
    return Object.values(this.host.bundled ?? {}).includes(uri);
  }

  /** The document at `uri`: open in the editor, else read through the host. */
  document(uri: string): TextDocument | undefined {
    const open = this.open.get(uri);
    if (open) return open;
    const text = this.host.readFile?.(uri);
    if (text === undefined) {
      this.read.delete(uri);
      return undefined;
    }
    const known = this.read.get(uri);
    if (known && known.getText() === text) return known;
    const doc = TextDocument.create(uri, LANGUAGE_ID, 0, text);
    this.read.set(uri, doc);
    return doc;
  }

  /** Every variant file the workspace knows: open ones, the host's, and the bundled variants. */
  knownUris(): string[] {
    return [...new Set([...this.open.keys(), ...(this.host.listFiles?.() ?? []), ...Object.values(this.host.bundled ?? {})])];
  }

  /** Find the parent `name` of the file `from`, as the compiler asks for it. */
  loadParent(name: string, from: string): LoadedVariant | undefined {
    for (const uri of parentCandidates(name, from, this.host.bundled ?? {})) {
      const doc = this.document(uri);
      if (doc) return { fileName: uri, text: doc.getText() };
    }
    return undefined;
  }

  /** The document's analysis, made now or kept from before when nothing it read has changed. */
  analysis(uri: string): Analysis | undefined {
    const doc = this.document(uri);
    if (!doc) return undefined;
    const overrides = this.overrides.get(uri) ?? {};
    const kept = this.analyses.get(uri);
    if (
      kept &&
      kept.document === doc &&
      kept.text === doc.getText() &&
      JSON.stringify(kept.overrides) === JSON.stringify(overrides) &&
      kept.parents.every((p) => this.document(p.uri)?.getText() === p.text)
    )
      return kept;
    const made = analyze(doc, (name, from) => this.loadParent(name, from), overrides);
    this.analyses.set(uri, made);
    return made;
  }

  /** The open documents whose last analysis read `uri` through `extends` (without analysing anything now). */
  readersOf(uri: string): string[] {
    return [...this.analyses.values()].filter((a) => a.uri !== uri && this.open.has(a.uri) && a.parents.some((p) => p.uri === uri)).map((a) => a.uri);
  }

  /** The text of any file the workspace can reach. */
  textOf(uri: string): string | undefined {
    return this.document(uri)?.getText();
  }
}
