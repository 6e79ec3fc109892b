// The language service's public API: what the LSP server, the playground and other tools import.
export { LanguageService, type ServiceOptions } from "./service.js";
export { Workspace, LANGUAGE_ID, type WorkspaceHost } from "./workspace.js";
export type { Analysis } from "./analysis.js";
export type { FormatResult } from "./formatting.js";
export type { RenameTarget } from "./rename.js";
export type { DiagnosticData } from "./diagnostics.js";
export { semanticTokensLegend } from "./semantic-tokens.js";
export { mapInState, emptyMap, type MapModel, type SwitchSide } from "./map-model.js";
export { escapeMarkdown } from "./text.js";
export { diffLines, type LineHunk } from "./line-diff.js";
export { fixTable, codeFor, type CodeName } from "./fixes.js";
