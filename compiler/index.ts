// The compiler's public API: what the CLI, the playground and third-party tools import.
export { check, OVERRIDES_FILE, type CheckResult, type CompileOptions, type LoadedVariant, type VariantLoader } from "./check.js";
export { bundledVariantLoader, variantTextLoader } from "./variant-loaders.js";
export { bundledVariantTexts } from "../variants/index.js";
export { compile, type CompileResult } from "./compile.js";
export type { Diagnostic, Label, Severity } from "./diagnostics/diagnostic.js";
export { hasErrors } from "./diagnostics/diagnostic.js";
export { renderDiagnostic, renderDiagnostics, summarize } from "./diagnostics/render.js";
export { codes, exampleRoute, exampleText, findCode, formatMessage, type CodeEntry, type ExampleRoute } from "./diagnostics/codes.js";
export { LineIndex } from "./diagnostics/source-map.js";
export { colourOf, IR_VERSION, QUANTITIES, validateVariant, type Variant, type Expr as IrExpr } from "./ir/index.js";
export type { Symbols } from "./symbols.js";
export { formulaType } from "./formula-type.js";
export type * as Ast from "./ast.js";
export { formatRisk, riskcPlugin, FormatError, FormatMeaningError, FormatSyntaxError, type FormatOptions } from "./format/index.js";
/** Part A: a rule's event as written (`phase start attack`), for outlines and messages. */
export { eventText } from "./checks/rule-checks.js";
