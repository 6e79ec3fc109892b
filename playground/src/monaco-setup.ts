// Monaco with the riskc language: highlighting from the grammar's tokens, brackets and comments,
// completion, hover, go-to-definition and document formatting (the prettier plugin).
import * as monaco from "monaco-editor/editor/editor.api";
import "monaco-editor/features/register.all";
import EditorWorker from "monaco-editor/editor/editor.worker?worker";
import { formatRisk } from "../../compiler/index.js";
import { languageConfiguration, monarchLanguage } from "../../grammar/index.js";
import type { Analysis, DefinitionKind, Range } from "./analysis.js";
import { completionContext, completions, definitionAt, hoverAt } from "./language-service.js";
import { escapeMarkdown } from "./plain-text.js";

export const LANGUAGE_ID = "riskc";

(self as unknown as { MonacoEnvironment: monaco.Environment }).MonacoEnvironment = { getWorker: () => new EditorWorker() };

const toMonacoRange = (r: Range) => new monaco.Range(r.startLine, r.startColumn, r.endLine, r.endColumn);

const completionKinds = {
  keyword: monaco.languages.CompletionItemKind.Keyword,
  territory: monaco.languages.CompletionItemKind.Value,
  group: monaco.languages.CompletionItemKind.Module,
  phase: monaco.languages.CompletionItemKind.Event,
  param: monaco.languages.CompletionItemKind.Variable,
  attribute: monaco.languages.CompletionItemKind.Property,
  card: monaco.languages.CompletionItemKind.Constant,
  objective: monaco.languages.CompletionItemKind.Enum,
  switch: monaco.languages.CompletionItemKind.Interface,
  leader: monaco.languages.CompletionItemKind.Class,
  faction: monaco.languages.CompletionItemKind.Struct,
  entry: monaco.languages.CompletionItemKind.Reference,
  counter: monaco.languages.CompletionItemKind.Field,
  choice: monaco.languages.CompletionItemKind.TypeParameter,
  building: monaco.languages.CompletionItemKind.Color,
  unit: monaco.languages.CompletionItemKind.Unit,
  neutral: monaco.languages.CompletionItemKind.User,
} satisfies Record<"keyword" | DefinitionKind, monaco.languages.CompletionItemKind>;

/** Register the language once; `current()` gives the latest analysis of the editor's text. */
export function registerLanguage(current: () => Analysis | undefined, onFormatError: (message: string) => void): void {
  monaco.languages.register({ id: LANGUAGE_ID, extensions: [".risk"], aliases: ["riskc", "Risk variant"] });
  monaco.languages.setMonarchTokensProvider(LANGUAGE_ID, monarchLanguage() as unknown as monaco.languages.IMonarchLanguage);
  monaco.languages.setLanguageConfiguration(LANGUAGE_ID, languageConfiguration);

  monaco.languages.registerCompletionItemProvider(LANGUAGE_ID, {
    provideCompletionItems(model, position) {
      const analysis = current();
      const word = model.getWordUntilPosition(position);
      const range = new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn);
      const before = model.getValueInRange(new monaco.Range(1, 1, position.lineNumber, position.column));
      const items = analysis ? completions(analysis, completionContext(before)) : [];
      return {
        suggestions: items.map((item) => ({
          label: item.label,
          kind: completionKinds[item.kind],
          insertText: item.insertText,
          ...(item.detail ? { detail: item.detail } : {}),
          range,
        })),
      };
    },
  });

  monaco.languages.registerHoverProvider(LANGUAGE_ID, {
    provideHover(_model, position) {
      const analysis = current();
      const hover = analysis && hoverAt(analysis, position.lineNumber, position.column);
      // Plain text, escaped: neither HTML nor links, images or formatting from the variant.
      return hover
        ? { range: toMonacoRange(hover.range), contents: [{ value: escapeMarkdown(hover.contents), isTrusted: false, supportHtml: false }] }
        : null;
    },
  });

  monaco.languages.registerDefinitionProvider(LANGUAGE_ID, {
    provideDefinition(model, position) {
      const analysis = current();
      const target = analysis && definitionAt(analysis, position.lineNumber, position.column);
      return target ? { uri: model.uri, range: toMonacoRange(target.range) } : null;
    },
  });

  monaco.languages.registerDocumentFormattingEditProvider(LANGUAGE_ID, {
    async provideDocumentFormattingEdits(model) {
      try {
        const text = await formatRisk(model.getValue());
        return [{ range: model.getFullModelRange(), text }];
      } catch (error) {
        onFormatError(`not formatted: ${error instanceof Error ? error.message : String(error)}`);
        return [];
      }
    },
  });
}

export { monaco, toMonacoRange };
