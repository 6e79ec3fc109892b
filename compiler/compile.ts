// compile(text) → { ir?, diagnostics }: the whole front end as one pure function. No fs, no
// process: a host (CLI, playground) passes `loadVariant` to find the parents named by `extends`.
import type * as A from "./ast.js";
import { buildAst } from "./build-ast.js";
import { makeCheckContext } from "./checks/context.js";
import { runChecks } from "./checks/registry.js";
import { hasErrors, makeDiagnostic, sortDiagnostics, type Diagnostic, type Report } from "./diagnostics/diagnostic.js";
import { didYouMean } from "./diagnostics/suggest.js";
import { validateVariant } from "./ir/ir-validate.gen.js";
import type { Variant } from "./ir/ir-schema.js";
import { lower } from "./lower.js";
import { mergeVariants, withSource } from "./merge.js";
import { literalFits, resolve, type ParamValue, type Symbols } from "./resolve.js";
import { parse } from "../grammar/parse.js";

export interface LoadedVariant {
  /** How diagnostics name the file. */
  fileName: string;
  text: string;
}

export interface CompileOptions {
  /** How diagnostics name the file being compiled. */
  fileName?: string;
  /** Find the variant named by `extends "name"`, asked from the file `from`. */
  loadVariant?: (name: string, from: string) => LoadedVariant | undefined;
  /** `--set name=value` overrides of the variant's parameters, as written. */
  overrides?: Record<string, string>;
}

export interface CompileResult {
  ir?: Variant;
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

function notText(text: string): string | undefined {
  if (text.includes("\u0000")) return "it contains NUL bytes";
  const control = text.match(/[\u0001-\u0008\u000e-\u001f\ufffd]/g)?.length ?? 0;
  if (control > Math.max(8, text.length / 100)) return `it contains ${control} control or undecodable characters`;
  return undefined;
}

function syntaxDiagnostics(text: string, fileName: string | undefined): { ast?: A.VariantFile; diagnostics: Diagnostic[] } {
  const binary = notText(text);
  if (binary) return { diagnostics: [makeDiagnostic("notText", { start: 0, end: 0 }, [binary])] };
  const parsed = parse(text);
  if (parsed.tokens.length === 0 && !parsed.problems.some((p) => p.kind === "lex")) {
    const what = parsed.comments.length > 0 ? "only comments" : text.length > 0 ? "only white space" : "nothing";
    const d = makeDiagnostic("emptyFile", { start: 0, end: Math.min(text.length, 1) }, [], {
      notes: [`it holds ${what}`],
      help: 'start with `variant "My variant" { ... }`',
    });
    if (fileName !== undefined) d.file = fileName;
    return { diagnostics: [d] };
  }
  const diagnostics = parsed.problems.map((p) =>
    p.kind === "lex" ? makeDiagnostic("unexpectedCharacter", p, [p.found ?? ""]) : makeDiagnostic("syntaxError", p, [p.message]),
  );
  const ast = buildAst(parsed.cst);
  if (!ast && diagnostics.length === 0)
    diagnostics.push(
      makeDiagnostic("emptyFile", { start: 0, end: Math.min(text.length, 1) }, [], { help: 'start with `variant "My variant" { ... }`' }),
    );
  for (const d of diagnostics) if (fileName !== undefined) d.file = fileName;
  return { ...(ast ? { ast } : {}), diagnostics };
}

interface Chain {
  ast: A.VariantFile;
  diagnostics: Diagnostic[];
  sources: Record<string, string>;
}

/** Parse a file and the chain of parents it extends, merged child-over-parent. */
function loadChain(
  text: string,
  fileName: string,
  options: CompileOptions,
  seen: string[],
): Chain | { diagnostics: Diagnostic[]; sources: Record<string, string> } {
  const isRoot = seen.length === 0;
  const own = syntaxDiagnostics(text, isRoot ? undefined : fileName);
  const sources: Record<string, string> = { [fileName]: text };
  if (!own.ast) return { diagnostics: own.diagnostics, sources };
  const ast = isRoot ? own.ast : withSource(own.ast, fileName);
  if (!ast.parent) return { ast, diagnostics: own.diagnostics, sources };

  const parentName = ast.parent.text;
  const report = (d: Diagnostic) => {
    if (ast.parent!.span.source) d.file = ast.parent!.span.source;
    return d;
  };
  const loaded = options.loadVariant?.(parentName, fileName);
  if (!loaded) return { ast, diagnostics: [...own.diagnostics, report(makeDiagnostic("unknownParent", ast.parent.span, [parentName]))], sources };
  if (seen.includes(loaded.fileName) || loaded.fileName === fileName || seen.length >= MAX_EXTENDS_DEPTH) {
    const cycle = [...seen, fileName, loaded.fileName].join(" → ");
    return { ast, diagnostics: [...own.diagnostics, report(makeDiagnostic("extendsCycle", ast.parent.span, [ast.name.text, cycle]))], sources };
  }
  const parent = loadChain(loaded.text, loaded.fileName, options, [...seen, fileName]);
  const allSources = { ...sources, ...parent.sources };
  const diagnostics = [...own.diagnostics, ...parent.diagnostics];
  if (!("ast" in parent)) return { ast, diagnostics, sources: allSources };
  return { ast: mergeVariants(parent.ast, ast), diagnostics, sources: allSources };
}

function applyOverrides(symbols: Symbols, overrides: Record<string, string>, report: Report): string {
  let text = "";
  for (const [name, raw] of Object.entries(overrides)) {
    const start = text.length;
    text += `${name}=${raw} `;
    const nameSpan = { start, end: start + name.length, source: OVERRIDES_FILE };
    const valueSpan = { start: start + name.length + 1, end: start + name.length + 1 + Math.max(1, raw.length), source: OVERRIDES_FILE };
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
    const problem = literalFits(literal, param.type, param.decl.range);
    if (problem) {
      const want =
        param.type.kind === "int"
          ? `a whole number${param.decl.range ? ` in ${param.decl.range.from}..${param.decl.range.to}` : ""}`
          : param.type.kind === "bool"
            ? "true or false"
            : param.type.kind === "choice"
              ? `one of ${param.type.choices.join(" | ")}`
              : "a value";
      report("badOverride", valueSpan, [name, want, raw]);
      continue;
    }
    param.value = literal.value as ParamValue;
  }
  return text.trimEnd();
}

export function compile(text: string, options: CompileOptions = {}): CompileResult {
  const fileName = options.fileName ?? "<input>";
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
  // not be read: do not pile "missing section" errors on top of the real one.
  const incomplete = diagnostics.some((d) => d.severity === "error");
  const cascades = new Set(["RISK4007", "RISK4012", "RISK4013"]);
  const symbols = resolve(chain.ast, report);
  if (options.overrides && Object.keys(options.overrides).length > 0) sources[OVERRIDES_FILE] = applyOverrides(symbols, options.overrides, report);
  runChecks(chain.ast, makeCheckContext(symbols, report), (check, error) =>
    report("internalError", chain.ast.name.span, [check, error instanceof Error ? error.message : String(error)]),
  );

  if (incomplete) diagnostics.splice(0, diagnostics.length, ...diagnostics.filter((d) => !cascades.has(d.code)));
  const result: CompileResult = { diagnostics, ast: chain.ast, symbols, sources };
  if (!hasErrors(diagnostics)) {
    const ir = lower(symbols, chain.ast.parent?.text);
    if (validateVariant(ir)) result.ir = ir;
    else {
      const problems = (validateVariant.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ""}`).join("; ");
      report("internalError", chain.ast.name.span, ["the IR schema", problems]);
    }
  }
  result.diagnostics = sortDiagnostics(diagnostics);
  return result;
}
