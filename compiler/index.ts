// The compiler's public API: what the CLI, the playground and third-party tools import.
export { check, OVERRIDES_FILE, type CheckResult, type CompileOptions, type LoadedVariant } from "./check.js";
export { compile, type CompileResult } from "./compile.js";
export type { Diagnostic, Label, Severity } from "./diagnostics/diagnostic.js";
export { hasErrors } from "./diagnostics/diagnostic.js";
export { renderDiagnostic, renderDiagnostics, summarize } from "./diagnostics/render.js";
export { codes, findCode, type CodeEntry } from "./diagnostics/codes.js";
export { LineIndex } from "./diagnostics/source-map.js";
export type { Variant, Expr as IrExpr } from "./ir/ir-schema.js";
export { IR_VERSION } from "./ir/ir-constants.js";
export { validateVariant } from "./ir/ir-validate.gen.js";
export type { Symbols } from "./resolve.js";
export type * as Ast from "./ast.js";
export { formatRisk, riskcPlugin, FormatError, FormatMeaningError, FormatSyntaxError, type FormatOptions } from "./format/index.js";
