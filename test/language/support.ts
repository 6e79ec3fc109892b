// A language service over the bundled variants, as the tests' editor: files by URI in memory,
// positions found by the text they point at, and edits applied as an editor would.
import { readdirSync, readFileSync } from "node:fs";
import { expect } from "vitest";
import { TextDocument } from "vscode-languageserver-textdocument";
import type { Position, TextEdit, WorkspaceEdit } from "vscode-languageserver-types";
import { codeFor, LanguageService } from "../../language/index.js";

export const bundled: Record<string, string> = Object.fromEntries(
  readdirSync("variants")
    .filter((f) => f.endsWith(".risk"))
    .sort()
    .map((f) => [f, `file:///bundled/variants/${f}`]),
);
export const variantText = (name: string) => readFileSync(`variants/${name}.risk`, "utf8");

export interface TestService {
  service: LanguageService;
  files: Map<string, string>;
  errors: string[];
}

/** A service whose host serves the bundled variants and `files` (URI → text); errors it logs are kept. */
export function testService(files: Record<string, string> = {}): TestService {
  const texts = new Map<string, string>(Object.entries(files));
  for (const [f, uri] of Object.entries(bundled)) texts.set(uri, readFileSync(`variants/${f}`, "utf8"));
  const errors: string[] = [];
  const service = new LanguageService({
    bundled,
    readFile: (uri) => texts.get(uri),
    listFiles: () => Object.keys(files),
    logError: (m) => errors.push(m),
  });
  return { service, files: texts, errors };
}

/** The position of `needle` in `text` (its `occurrence`-th appearance), moved `delta` characters on. */
export function positionOf(text: string, needle: string, delta = 0, occurrence = 1): Position {
  let at = -1;
  for (let i = 0; i < occurrence; i++) {
    at = text.indexOf(needle, at + 1);
    if (at < 0) throw new Error(`\`${needle}\` is not in the text`);
  }
  const before = text.slice(0, at + delta).split("\n");
  return { line: before.length - 1, character: before[before.length - 1]!.length };
}

export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create("file:///x", "riskc", 0, text), [...edits]);
}

/** The text of each file after a workspace edit. */
export function applyWorkspaceEdit(edit: WorkspaceEdit, textOf: (uri: string) => string): Record<string, string> {
  return Object.fromEntries(Object.entries(edit.changes ?? {}).map(([uri, edits]) => [uri, applyEdits(textOf(uri), edits)]));
}

/** Markdown escapes undone: the text a hover shows. */
export const shown = (markdown: string) => markdown.replace(/\\(.)/g, "$1").replace(/ {2}\n/g, "\n");

/** The first line of a diagnostic's message (the compiler's message; help and notes follow). */
export const headline = (d: { message: string | { value: string } }) => (typeof d.message === "string" ? d.message : d.message.value).split("\n")[0]!;

/** The code a misspelt keyword (the issue's `contnent`) is reported with. */
export const MISSPELT_KEYWORD = codeFor("misspeltKeyword");

/** The completion labels offered in `source` (opened as `uri`) just after `needle`; the service logs no error. */
export function completionLabels(uri: string, source: string, needle: string): string[] {
  const { service, errors } = testService();
  service.open(uri, source);
  const items = service.completion(uri, positionOf(source, needle, needle.length)).items;
  expect(errors).toEqual([]);
  return items.map((i) => i.label);
}

/** The hover text in `source` (opened as `uri`) at `needle`, `delta` characters in; "" when none. */
export function hoverText(uri: string, source: string, needle: string, delta = 1): string {
  const { service } = testService();
  service.open(uri, source);
  const h = service.hover(uri, positionOf(source, needle, delta));
  return (h?.contents as { value: string } | undefined)?.value ?? "";
}
