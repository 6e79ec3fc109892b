// One document compiled for the editor: the compiler's result (diagnostics, AST, symbols, IR),
// the parents its `extends` chain read (with the text each was read with, so the workspace knows
// when the analysis is stale), and the index of where every name is defined and used.
import type { TextDocument } from "vscode-languageserver-textdocument";
import { compile, type CompileResult, type LoadedVariant } from "../compiler/index.js";
import { buildSymbolIndex, type SymbolIndex } from "./symbol-index.js";

export interface Analysis {
  uri: string;
  /** The document (an open one is updated in place as it is edited: `text` is what was analysed). */
  document: TextDocument;
  text: string;
  overrides: Record<string, string>;
  result: CompileResult;
  /** The files read through `extends`, nearest first. */
  parents: { uri: string; text: string }[];
  index: SymbolIndex;
}

const EMPTY_INDEX: SymbolIndex = { definitions: [], occurrences: [], quantities: [] };

export function analyze(
  document: TextDocument,
  loadParent: (name: string, from: string) => LoadedVariant | undefined,
  overrides: Record<string, string>,
): Analysis {
  const parents: { uri: string; text: string }[] = [];
  const text = document.getText();
  const result = compile(text, {
    fileName: document.uri,
    overrides,
    loadVariant: (name, from) => {
      const loaded = loadParent(name, from);
      if (loaded) parents.push({ uri: loaded.fileName, text: loaded.text });
      return loaded;
    },
  });
  const textOf = (uri: string) => (uri === document.uri ? text : parents.find((p) => p.uri === uri)?.text);
  const index = result.symbols ? buildSymbolIndex(result.symbols, document.uri, textOf) : EMPTY_INDEX;
  return { uri: document.uri, document, text, overrides, result, parents, index };
}
