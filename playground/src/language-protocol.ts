// The messages between the playground's page and its language worker, and where the editor's
// document and the bundled variants live for the service (their URIs). Imported by both sides;
// the worker's own module is loaded only as the worker.
import type { Diagnostic } from "vscode-languageserver-types";
import type { Variant } from "../../compiler/index.js";
import type { MapModel } from "../../language/index.js";

/** Where the editor's document and the bundled variants live for the service. */
export const DOCUMENT_URI = "file:///playground/variant.risk";
export const exampleUri = (file: string) => `file:///playground/variants/${file}`;

export type ServiceMethod =
  | "completion"
  | "hover"
  | "definition"
  | "references"
  | "prepareRename"
  | "rename"
  | "documentSymbols"
  | "foldingRanges"
  | "format"
  | "codeActions"
  | "semanticTokens"
  | "signatureHelp"
  | "inlayHints";

export type WorkerRequest =
  | { kind: "text"; version: number; text: string; overrides: Record<string, string> }
  | { kind: "call"; id: number; method: ServiceMethod; args: unknown[] };

export type WorkerReply =
  | { kind: "analysis"; version: number; diagnostics: Diagnostic[]; map: MapModel; ir?: Variant; millis: number }
  | { kind: "result"; id: number; result: unknown };
