// The language service: every editor feature of the language over one workspace of documents,
// answering in the Language Server Protocol's data types. The LSP server (language/node/) and the
// playground's Monaco (in its worker) are thin adapters over it. Pure: no DOM, no Node.
//
// A capability that fails on some input is a bug in the service, never the author's: it answers
// with nothing (an empty list, no hover) and reports the error to the host's `logError`, so an
// editor never loses its server to one text.
import type {
  CodeAction,
  CompletionList,
  Diagnostic,
  DocumentSymbol,
  FoldingRange,
  Hover,
  InlayHint,
  Location,
  Position,
  Range,
  SemanticTokens,
  SignatureHelp,
  SymbolInformation,
  WorkspaceEdit,
} from "vscode-languageserver-types";
import { InsertTextFormat } from "vscode-languageserver-types";
import type { TextDocumentContentChangeEvent } from "vscode-languageserver-textdocument";
import type { Variant } from "../compiler/index.js";
import { codeActions } from "./code-actions.js";
import { completion } from "./completion.js";
import { definition, references } from "./references.js";
import { diagnostics } from "./diagnostics.js";
import { foldingRanges } from "./folding.js";
import { format, type FormatResult } from "./formatting.js";
import { hover } from "./hover.js";
import { inlayHints } from "./inlay-hints.js";
import { emptyMap, mapOf, type MapModel } from "./map-model.js";
import { prepareRename, rename, type RenameTarget } from "./rename.js";
import { semanticTokens } from "./semantic-tokens.js";
import { signatureHelp } from "./signature-help.js";
import { documentSymbols, workspaceSymbols } from "./symbols.js";
import { Workspace, type WorkspaceHost } from "./workspace.js";

export interface ServiceOptions {
  /** Whether the editor expands snippets (`max($0)`); without, completion inserts plain words. */
  snippets?: boolean;
}

export class LanguageService {
  readonly workspace: Workspace;

  constructor(
    host: WorkspaceHost = {},
    private readonly options: ServiceOptions = {},
  ) {
    this.workspace = new Workspace(host);
  }

  private guard<T>(what: string, fallback: T, run: () => T): T {
    try {
      return run();
    } catch (error) {
      this.workspace.host.logError?.(`${what} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return fallback;
    }
  }

  // ---- documents ----
  open(uri: string, text: string, version = 0): void {
    this.workspace.openDocument(uri, text, version);
  }
  change(uri: string, changes: TextDocumentContentChangeEvent[], version: number): void {
    this.workspace.changeDocument(uri, changes, version);
  }
  close(uri: string): void {
    this.workspace.closeDocument(uri);
  }
  setOverrides(uri: string, overrides: Record<string, string>): void {
    this.workspace.setOverrides(uri, overrides);
  }
  fileChanged(uri: string): void {
    this.workspace.fileChanged(uri);
  }

  /** The open documents that read `uri` (it is in their `extends` chain): their diagnostics change with it. Cheap: nothing is analysed. */
  dependents(uri: string): string[] {
    return this.guard("dependents", [], () => this.workspace.readersOf(uri));
  }

  // ---- capabilities ----
  diagnostics(uri: string): Diagnostic[] {
    return this.guard("diagnostics", [], () => diagnostics(this.workspace, uri));
  }
  completion(uri: string, position: Position): CompletionList {
    return this.guard("completion", { isIncomplete: false, items: [] }, () => {
      const list = completion(this.workspace, uri, position);
      if (this.options.snippets !== false) return list;
      // No snippets: a function is its name, the editor adds the brackets as typed.
      const plain = (text: string) => text.replace(/\(\$0\)$/, "");
      return {
        ...list,
        items: list.items.map(({ insertTextFormat, ...item }) => ({
          ...item,
          ...(insertTextFormat === InsertTextFormat.Snippet && item.insertText ? { insertText: plain(item.insertText) } : {}),
          ...(item.textEdit && "range" in item.textEdit ? { textEdit: { ...item.textEdit, newText: plain(item.textEdit.newText) } } : {}),
        })),
      };
    });
  }
  hover(uri: string, position: Position): Hover | null {
    return this.guard("hover", null, () => hover(this.workspace, uri, position));
  }
  definition(uri: string, position: Position): Location[] {
    return this.guard("definition", [], () => definition(this.workspace, uri, position));
  }
  references(uri: string, position: Position, includeDeclaration = true): Location[] {
    return this.guard("references", [], () => references(this.workspace, uri, position, includeDeclaration));
  }
  prepareRename(uri: string, position: Position): RenameTarget {
    return this.guard<RenameTarget>("prepareRename", { refused: "rename failed" }, () => prepareRename(this.workspace, uri, position));
  }
  rename(uri: string, position: Position, newName: string): WorkspaceEdit | { refused: string } {
    return this.guard<WorkspaceEdit | { refused: string }>("rename", { refused: "rename failed" }, () =>
      rename(this.workspace, uri, position, newName),
    );
  }
  documentSymbols(uri: string): DocumentSymbol[] {
    return this.guard("documentSymbols", [], () => documentSymbols(this.workspace, uri));
  }
  workspaceSymbols(query: string): SymbolInformation[] {
    return this.guard("workspaceSymbols", [], () => workspaceSymbols(this.workspace, query));
  }
  foldingRanges(uri: string): FoldingRange[] {
    return this.guard("foldingRanges", [], () => foldingRanges(this.workspace, uri));
  }
  async format(uri: string, range?: Range): Promise<FormatResult> {
    try {
      return await format(this.workspace, uri, range);
    } catch (error) {
      this.workspace.host.logError?.(`format failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return { refused: "not formatted: the formatter failed" };
    }
  }
  codeActions(uri: string, range: Range, only?: readonly string[]): CodeAction[] {
    return this.guard("codeActions", [], () => codeActions(this.workspace, uri, range, only));
  }
  semanticTokens(uri: string): SemanticTokens {
    return this.guard("semanticTokens", { data: [] }, () => semanticTokens(this.workspace, uri));
  }
  signatureHelp(uri: string, position: Position): SignatureHelp | null {
    return this.guard("signatureHelp", null, () => signatureHelp(this.workspace, uri, position));
  }
  inlayHints(uri: string, range: Range): InlayHint[] {
    return this.guard("inlayHints", [], () => inlayHints(this.workspace, uri, range));
  }

  // ---- beyond the protocol: what map views and simulations need ----
  mapModel(uri: string): MapModel {
    return this.guard("mapModel", emptyMap(), () => {
      const analysis = this.workspace.analysis(uri);
      return analysis ? mapOf(this.workspace, analysis) : emptyMap();
    });
  }
  /** The variant's IR, when it compiles without errors. */
  ir(uri: string): Variant | undefined {
    return this.guard("ir", undefined, () => this.workspace.analysis(uri)?.result.ir);
  }
}
