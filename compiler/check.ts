// check(text) → { diagnostics, ast, symbols }: the front end as one pure function — parse the
// file and the parents it extends, resolve the names, run the checks. No fs, no process: a host
// (CLI, playground) passes `loadVariant` to find the parents named by `extends`. compile.ts
// builds the IR on top of it.
import type * as A from "./ast.js";
import { makeCheckContext } from "./checks/context.js";
import { runChecks } from "./checks/registry.js";
import { makeDiagnostic, sortDiagnostics, type Diagnostic, type Report } from "./diagnostics/diagnostic.js";
import { didYouMean } from "./diagnostics/suggest.js";
import { mergeVariants, withSource } from "./merge.js";
import { resolve } from "./resolve.js";
import type { ParamValue, Symbols } from "./symbols.js";
import { describeLiteralType, literalFits } from "./value-types.js";
import { readVariant, type Region } from "./syntax-diagnostics.js";

export interface LoadedVariant {
  /** How diagnostics name the file. */
  fileName: string;
  text: string;
}

/**
 * Finds the variant named by `extends "name"`, asked from the file `from`: its text, or
 * undefined when there is none, or `refused` saying why a file that exists may not be used
 * (outside the allowed folders, not a regular file...). Ready ones: `bundledVariantLoader`,
 * `variantTextLoader` (pure), `variantFileLoader` (Node: compiler/node/).
 */
export type VariantLoader = (name: string, from: string) => LoadedVariant | { refused: string } | undefined;

export interface CompileOptions {
  /** How diagnostics name the file being compiled. */
  fileName?: string;
  /** How `extends` finds parents (without one, a variant that extends another cannot be compiled). */
  loadVariant?: VariantLoader;
  /** `--set name=value` overrides of the variant's parameters, as written. */
  overrides?: Record<string, string>;
}

/** What `check` finds: the diagnostics, and what editors read (the AST, the symbols). */
export interface CheckResult {
  diagnostics: Diagnostic[];
  /** The merged AST and its symbols, for editor features (hover, definitions). */
  ast?: A.VariantFile;
  symbols?: Symbols;
  /** Every text a diagnostic may point into, by file name (parents, `--set`). */
  sources: Record<string, string>;
}

/** The name `--set` diagnostics point into: a pseudo-file holding the overrides as written. */
export const OVERRIDES_FILE = "--set";
const MAX_EXTENDS_DEPTH = 16;

interface Chain {
  ast: A.VariantFile;
  diagnostics: Diagnostic[];
  sources: Record<string, string>;
  /** Regions of the compiled file (not its parents) that hold a syntax error. */
  damaged: Region[];
}

/** Parse a file and the chain of parents it extends, merged child-over-parent. */
function loadChain(
  text: string,
  fileName: string,
  options: CompileOptions,
  seen: string[],
): Chain | { diagnostics: Diagnostic[]; sources: Record<string, string> } {
  const isRoot = seen.length === 0;
  const own = readVariant(text, isRoot ? undefined : fileName);
  const sources: Record<string, string> = { [fileName]: text };
  const damaged = isRoot ? own.damaged : [];
  if (!own.ast) return { diagnostics: own.diagnostics, sources };
  const ast = isRoot ? own.ast : withSource(own.ast, fileName);
  if (!ast.parent) return { ast, diagnostics: own.diagnostics, sources, damaged };

  const parentName = ast.parent.text;
  const report = (d: Diagnostic) => {
    if (ast.parent!.span.source) d.file = ast.parent!.span.source;
    return d;
  };
  const loaded = options.loadVariant?.(parentName, fileName);
  if (!loaded || "refused" in loaded) {
    const notes = loaded ? [loaded.refused] : [];
    return {
      ast,
      diagnostics: [...own.diagnostics, report(makeDiagnostic("unknownParent", ast.parent.span, [parentName], { notes }))],
      sources,
      damaged,
    };
  }
  if (seen.includes(loaded.fileName) || loaded.fileName === fileName || seen.length >= MAX_EXTENDS_DEPTH) {
    const cycle = [...seen, fileName, loaded.fileName].join(" → ");
    return {
      ast,
      diagnostics: [...own.diagnostics, report(makeDiagnostic("extendsCycle", ast.parent.span, [ast.name.text, cycle]))],
      sources,
      damaged,
    };
  }
  const parent = loadChain(loaded.text, loaded.fileName, options, [...seen, fileName]);
  const allSources = { ...sources, ...parent.sources };
  const diagnostics = [...own.diagnostics, ...parent.diagnostics];
  if (!("ast" in parent)) return { ast, diagnostics, sources: allSources, damaged };
  return { ast: mergeVariants(parent.ast, ast), diagnostics, sources: allSources, damaged };
}

function applyOverrides(symbols: Symbols, overrides: Record<string, string>, report: Report): string {
  let text = "";
  for (const [name, raw] of Object.entries(overrides)) {
    if (text) text += " ";
    const start = text.length;
    text += `${name}=${raw}`;
    const nameSpan = { start, end: start + name.length, source: OVERRIDES_FILE };
    // An empty value (`--set x=`) has an empty span just after its `=`: spans stay inside the text.
    const valueSpan = { start: start + name.length + 1, end: text.length, source: OVERRIDES_FILE };
    const param = symbols.params.get(name);
    if (!param) {
      report("unknownOverride", nameSpan, [name], didYouMean(name, symbols.params.keys()));
      continue;
    }
    const literal: A.Literal = /^-?\d+$/.test(raw)
      ? { kind: "Int", value: Number(raw), span: valueSpan }
      : raw === "true" || raw === "false"
        ? { kind: "Bool", value: raw === "true", span: valueSpan }
        : { kind: "Word", value: raw, span: valueSpan };
    if (!literalFits(literal, param.type, param.decl.range)) {
      report("badOverride", valueSpan, [name, describeLiteralType(param.type, param.decl.range), raw]);
      continue;
    }
    param.value = literal.value as ParamValue;
  }
  return text;
}

/** What a caller passed instead of text, in words. */
function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (value instanceof Uint8Array) return "bytes (decode them as UTF-8 first)";
  return typeof value === "object" ? "an object" : typeof value === "undefined" ? "nothing" : `a ${typeof value}`;
}

/**
 * The diagnostics of a variant (and its AST and symbols), without building its IR: what
 * `riskc check` and an editor need. `compile` is `check` and then, without errors, the IR.
 */
export function check(text: string, options: CompileOptions = {}): CheckResult {
  return checkAs("check", text, options);
}

/** `check` for the public function `caller` (named in the diagnostic when it was given no text). */
export function checkAs(caller: string, text: string, options: CompileOptions): CheckResult {
  const fileName = typeof options?.fileName === "string" ? options.fileName : "<input>";
  if (typeof text !== "string") {
    const d = makeDiagnostic("notText", { start: 0, end: 0 }, [`${caller}() was given ${describeValue(text)}, not a string`]);
    return { diagnostics: [d], sources: { [fileName]: "" } };
  }
  try {
    return checkText(text, fileName, options ?? {});
  } catch (error) {
    // A bug in the compiler, never the author's fault: say so with a code instead of a stack trace.
    const d = makeDiagnostic("internalError", { start: 0, end: Math.min(1, text.length) }, [
      "the compiler",
      error instanceof Error ? error.message : String(error),
    ]);
    return { diagnostics: [d], sources: { [fileName]: text } };
  }
}

function checkText(text: string, fileName: string, options: CompileOptions): CheckResult {
  const chain = loadChain(text, fileName, options, []);
  const diagnostics = [...chain.diagnostics];
  const sources = { ...chain.sources };
  if (!("ast" in chain)) return { diagnostics: sortDiagnostics(diagnostics), sources };

  const report: Report = (name, span, args, extras) => {
    const d = makeDiagnostic(name, span, args, extras);
    if (span.source) d.file = span.source;
    diagnostics.push(d);
  };
  // With syntax errors or a missing parent, sections may be missing only because they could
  // not be read: do not pile "missing section" errors on top of the real one, nor "never used"
  // warnings about names whose readers were in the part the parser lost.
  const incomplete = diagnostics.some((d) => d.severity === "error");
  const cascades = new Set(["RISK4007", "RISK4012", "RISK4013", "RISK4028", "RISK4029"]);
  const syntaxCount = diagnostics.length;
  const symbols = resolve(chain.ast, report);
  if (options.overrides && Object.keys(options.overrides).length > 0) sources[OVERRIDES_FILE] = applyOverrides(symbols, options.overrides, report);
  runChecks(chain.ast, makeCheckContext(symbols, report), (check, error) =>
    report("internalError", chain.ast.name.span, [check, error instanceof Error ? error.message : String(error)]),
  );

  // What the checks say about a section the parser could not read whole speaks of what is missing.
  const inDamaged = (d: Diagnostic) => d.file === undefined && chain.damaged.some((r) => r.start <= d.span.start && d.span.start < r.end);
  const semantic = diagnostics.splice(syntaxCount).filter((d) => !(incomplete && cascades.has(d.code)) && !inDamaged(d));
  diagnostics.push(...semantic);
  return { diagnostics: sortDiagnostics(diagnostics), ast: chain.ast, symbols, sources };
}
