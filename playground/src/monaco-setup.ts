// Monaco with the riskc language: highlighting from the grammar's tokens, brackets and comments,
// and every editor feature from the one language service (language/) in the language worker —
// completion, hover, go to definition, find references (Shift+F12), rename (F2), the outline
// (Ctrl+Shift+O), folding, formatting, quick fixes (Ctrl+.), semantic colours, signature help and
// inlay hints. This file only converts between Monaco's shapes and the protocol's (Monaco counts
// lines and columns from 1, the protocol from 0).
import * as monaco from "monaco-editor/editor/editor.api";
import "monaco-editor/features/register.all";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";
import type * as Lsp from "vscode-languageserver-types";
import { languageConfiguration, monarchLanguage } from "../../grammar/index.js";
import { semanticTokensLegend, type FormatResult, type RenameTarget } from "../../language/index.js";
import { examples } from "./examples.js";
import type { LanguageClient } from "./language-client.js";
import { DOCUMENT_URI, exampleUri } from "./language-protocol.js";

export const LANGUAGE_ID = "riskc";

(self as unknown as { MonacoEnvironment: monaco.Environment }).MonacoEnvironment = { getWorker: () => new EditorWorker() };

const toPosition = (p: monaco.IPosition): Lsp.Position => ({ line: p.lineNumber - 1, character: p.column - 1 });
export const toMonacoRange = (r: Lsp.Range) => new monaco.Range(r.start.line + 1, r.start.character + 1, r.end.line + 1, r.end.character + 1);
const toRange = (r: monaco.IRange): Lsp.Range => ({
  start: { line: r.startLineNumber - 1, character: r.startColumn - 1 },
  end: { line: r.endLineNumber - 1, character: r.endColumn - 1 },
});

/** The bundled variants as read-only models, so that a definition or reference inside one can be shown. */
function modelFor(uri: string): monaco.Uri {
  const resource = monaco.Uri.parse(uri);
  if (!monaco.editor.getModel(resource)) {
    const file = Object.keys(examples).find((f) => exampleUri(f) === uri);
    if (file) monaco.editor.createModel(examples[file]!, LANGUAGE_ID, resource);
  }
  return resource;
}
const toLocation = (l: Lsp.Location): monaco.languages.Location => ({ uri: modelFor(l.uri), range: toMonacoRange(l.range) });

const textEdits = (edits: Lsp.TextEdit[]): monaco.languages.TextEdit[] => edits.map((e) => ({ range: toMonacoRange(e.range), text: e.newText }));
function workspaceEdit(edit: Lsp.WorkspaceEdit): monaco.languages.WorkspaceEdit {
  return {
    edits: Object.entries(edit.changes ?? {}).flatMap(([uri, edits]) =>
      edits.map((e) => ({ resource: modelFor(uri), textEdit: { range: toMonacoRange(e.range), text: e.newText }, versionId: undefined })),
    ),
  };
}

/** The protocol's diagnostic as a Monaco marker (squiggle, hover, the problems of Ctrl+.). */
export function toMarker(d: Lsp.Diagnostic): monaco.editor.IMarkerData {
  return {
    ...toMonacoRange(d.range),
    startLineNumber: d.range.start.line + 1,
    startColumn: d.range.start.character + 1,
    endLineNumber: d.range.end.line + 1,
    endColumn: d.range.end.character + 1,
    severity: d.severity === 1 ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
    message: typeof d.message === "string" ? d.message : d.message.value,
    ...(d.code !== undefined ? { code: String(d.code) } : {}),
    source: "riskc",
    ...(d.tags?.includes(1) ? { tags: [monaco.MarkerTag.Unnecessary] } : {}),
    ...(d.relatedInformation
      ? {
          relatedInformation: d.relatedInformation.map((r) => ({
            resource: modelFor(r.location.uri),
            message: r.message,
            startLineNumber: r.location.range.start.line + 1,
            startColumn: r.location.range.start.character + 1,
            endLineNumber: r.location.range.end.line + 1,
            endColumn: r.location.range.end.character + 1,
          })),
        }
      : {}),
  };
}

function documentSymbol(s: Lsp.DocumentSymbol): monaco.languages.DocumentSymbol {
  return {
    name: s.name,
    detail: s.detail ?? "",
    // The protocol numbers symbol kinds from 1, Monaco from 0.
    kind: (s.kind - 1) as monaco.languages.SymbolKind,
    tags: [],
    range: toMonacoRange(s.range),
    selectionRange: toMonacoRange(s.selectionRange),
    children: (s.children ?? []).map(documentSymbol),
  };
}

/** Colours of the semantic token types, over Monaco's light theme. */
const theme: monaco.editor.IStandaloneThemeData = {
  base: "vs",
  inherit: true,
  rules: [
    { token: "enumMember", foreground: "0b6e4f" },
    { token: "namespace", foreground: "7a3e9d", fontStyle: "bold" },
    { token: "parameter", foreground: "a35200" },
    { token: "property", foreground: "1f6feb" },
    { token: "variable.defaultLibrary", foreground: "0451a5", fontStyle: "italic" },
    { token: "function", foreground: "795e26" },
    { token: "class", foreground: "267f99" },
    { token: "struct", foreground: "267f99" },
    { token: "type", foreground: "267f99" },
  ],
  colors: {},
};

/** Register the language once, on the service behind `client`; `onStatus` shows why formatting did nothing. */
export function registerLanguage(client: LanguageClient, onStatus: (message: string) => void): void {
  monaco.languages.register({ id: LANGUAGE_ID, extensions: [".risk"], aliases: ["riskc", "Risk variant"] });
  monaco.languages.setMonarchTokensProvider(LANGUAGE_ID, monarchLanguage() as unknown as monaco.languages.IMonarchLanguage);
  monaco.languages.setLanguageConfiguration(LANGUAGE_ID, languageConfiguration);
  monaco.editor.defineTheme("riskc", theme);
  const ours = (model: monaco.editor.ITextModel) => model.uri.toString() === DOCUMENT_URI;
  const id = LANGUAGE_ID;

  monaco.languages.registerCompletionItemProvider(id, {
    triggerCharacters: ['"'],
    async provideCompletionItems(model, position) {
      if (!ours(model)) return { suggestions: [] };
      const list = await client.call<Lsp.CompletionList>("completion", DOCUMENT_URI, toPosition(position));
      return {
        suggestions: list.items.map((item) => {
          const edit = item.textEdit && "range" in item.textEdit ? item.textEdit : undefined;
          const kind = monaco.languages.CompletionItemKind[monacoCompletionKinds[item.kind ?? 1] ?? "Text"];
          return {
            label: item.label,
            kind,
            insertText: edit?.newText ?? item.insertText ?? item.label,
            ...(item.insertTextFormat === 2 ? { insertTextRules: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet } : {}),
            range: edit ? toMonacoRange(edit.range) : new monaco.Range(position.lineNumber, position.column, position.lineNumber, position.column),
            ...(item.detail ? { detail: item.detail } : {}),
            ...(item.documentation
              ? { documentation: typeof item.documentation === "string" ? item.documentation : { value: item.documentation.value } }
              : {}),
            ...(item.sortText ? { sortText: item.sortText } : {}),
            ...(item.filterText ? { filterText: item.filterText } : {}),
          };
        }),
      };
    },
  });

  monaco.languages.registerHoverProvider(id, {
    async provideHover(model, position) {
      if (!ours(model)) return null;
      const hover = await client.call<Lsp.Hover | null>("hover", DOCUMENT_URI, toPosition(position));
      if (!hover) return null;
      const value = typeof hover.contents === "object" && "value" in hover.contents ? hover.contents.value : String(hover.contents);
      // The service escaped the variant's names: neither HTML nor links, images or formatting from the variant.
      return { ...(hover.range ? { range: toMonacoRange(hover.range) } : {}), contents: [{ value, isTrusted: false, supportHtml: false }] };
    },
  });

  monaco.languages.registerDefinitionProvider(id, {
    async provideDefinition(model, position) {
      if (!ours(model)) return null;
      return (await client.call<Lsp.Location[]>("definition", DOCUMENT_URI, toPosition(position))).map(toLocation);
    },
  });

  monaco.languages.registerReferenceProvider(id, {
    async provideReferences(model, position, context) {
      if (!ours(model)) return null;
      return (await client.call<Lsp.Location[]>("references", DOCUMENT_URI, toPosition(position), context.includeDeclaration)).map(toLocation);
    },
  });

  monaco.languages.registerRenameProvider(id, {
    async provideRenameEdits(model, position, newName) {
      const edit = await client.call<Lsp.WorkspaceEdit | { refused: string }>("rename", DOCUMENT_URI, toPosition(position), newName);
      if (!("refused" in edit)) return workspaceEdit(edit);
      // Monaco shows a refusal of the new name only as a notification, which the page has not: the status line says it.
      onStatus(`not renamed: ${edit.refused}`);
      return { edits: [], rejectReason: edit.refused };
    },
    async resolveRenameLocation(model, position) {
      if (!ours(model)) return { range: new monaco.Range(1, 1, 1, 1), text: "", rejectReason: "this file is read-only" };
      const target = await client.call<RenameTarget>("prepareRename", DOCUMENT_URI, toPosition(position));
      return "refused" in target
        ? {
            range: new monaco.Range(position.lineNumber, position.column, position.lineNumber, position.column),
            text: "",
            rejectReason: target.refused,
          }
        : { range: toMonacoRange(target.range), text: target.placeholder };
    },
  });

  monaco.languages.registerDocumentSymbolProvider(id, {
    async provideDocumentSymbols(model) {
      return ours(model) ? (await client.call<Lsp.DocumentSymbol[]>("documentSymbols", DOCUMENT_URI)).map(documentSymbol) : [];
    },
  });

  monaco.languages.registerFoldingRangeProvider(id, {
    async provideFoldingRanges(model) {
      if (!ours(model)) return [];
      const ranges = await client.call<Lsp.FoldingRange[]>("foldingRanges", DOCUMENT_URI);
      return ranges.map((r) => ({
        start: r.startLine + 1,
        end: r.endLine + 1,
        ...(r.kind === "comment" ? { kind: monaco.languages.FoldingRangeKind.Comment } : {}),
      }));
    },
  });

  const formatted = async (range?: Lsp.Range) => {
    const result = await client.call<FormatResult>("format", DOCUMENT_URI, range);
    if ("refused" in result) {
      onStatus(result.refused);
      return [];
    }
    return textEdits(result.edits);
  };
  monaco.languages.registerDocumentFormattingEditProvider(id, { provideDocumentFormattingEdits: (model) => (ours(model) ? formatted() : []) });
  monaco.languages.registerDocumentRangeFormattingEditProvider(id, {
    provideDocumentRangeFormattingEdits: (model, range) => (ours(model) ? formatted(toRange(range)) : []),
  });

  monaco.languages.registerCodeActionProvider(id, {
    async provideCodeActions(model, range, context) {
      if (!ours(model)) return { actions: [], dispose() {} };
      const only = context.only ? [context.only] : undefined;
      const actions = await client.call<Lsp.CodeAction[]>("codeActions", DOCUMENT_URI, toRange(range), only);
      return {
        actions: actions.map((a) => ({
          title: a.title,
          ...(a.kind ? { kind: a.kind } : {}),
          ...(a.isPreferred ? { isPreferred: true } : {}),
          diagnostics: context.markers.filter((m) =>
            a.diagnostics?.some((d) => String(d.code) === String(m.code) && d.range.start.line + 1 === m.startLineNumber),
          ),
          ...(a.edit ? { edit: workspaceEdit(a.edit) } : {}),
        })),
        dispose() {},
      };
    },
  });

  monaco.languages.registerDocumentSemanticTokensProvider(id, {
    getLegend: () => semanticTokensLegend,
    async provideDocumentSemanticTokens(model) {
      const tokens = ours(model) ? await client.call<Lsp.SemanticTokens>("semanticTokens", DOCUMENT_URI) : { data: [] };
      return { data: new Uint32Array(tokens.data) };
    },
    releaseDocumentSemanticTokens() {},
  });

  monaco.languages.registerSignatureHelpProvider(id, {
    signatureHelpTriggerCharacters: ["(", ","],
    async provideSignatureHelp(model, position) {
      const help = ours(model) ? await client.call<Lsp.SignatureHelp | null>("signatureHelp", DOCUMENT_URI, toPosition(position)) : null;
      if (!help) return null;
      return {
        value: {
          signatures: help.signatures.map((s) => ({
            label: s.label,
            ...(s.documentation ? { documentation: typeof s.documentation === "string" ? s.documentation : { value: s.documentation.value } } : {}),
            parameters: (s.parameters ?? []).map((p) => ({ label: p.label as [number, number] })),
          })),
          activeSignature: help.activeSignature ?? 0,
          activeParameter: help.activeParameter ?? 0,
        },
        dispose() {},
      };
    },
  });

  monaco.languages.registerInlayHintsProvider(id, {
    async provideInlayHints(model, range) {
      const hints = ours(model) ? await client.call<Lsp.InlayHint[]>("inlayHints", DOCUMENT_URI, toRange(range)) : [];
      return {
        hints: hints.map((h) => ({
          position: { lineNumber: h.position.line + 1, column: h.position.character + 1 },
          label: typeof h.label === "string" ? h.label : h.label.map((p) => p.value).join(""),
          kind: h.kind === 1 ? monaco.languages.InlayHintKind.Type : monaco.languages.InlayHintKind.Parameter,
          ...(h.paddingLeft ? { paddingLeft: true } : {}),
        })),
        dispose() {},
      };
    },
  });
}

/** The protocol's completion kinds (1-based) by Monaco's names. */
const monacoCompletionKinds: Record<number, keyof typeof monaco.languages.CompletionItemKind> = {
  1: "Text",
  2: "Method",
  3: "Function",
  4: "Constructor",
  5: "Field",
  6: "Variable",
  7: "Class",
  8: "Interface",
  9: "Module",
  10: "Property",
  11: "Unit",
  12: "Value",
  13: "Enum",
  14: "Keyword",
  15: "Snippet",
  16: "Color",
  17: "File",
  18: "Reference",
  19: "Folder",
  20: "EnumMember",
  21: "Constant",
  22: "Struct",
  23: "Event",
  24: "Operator",
  25: "TypeParameter",
};

export { monaco };
