// compile(text) → { ir?, diagnostics }: the whole front end as one pure function — `check`, and
// then, when the variant has no errors, its IR, lowered and held to the IR's schema.
import { checkAs, type CheckResult, type CompileOptions } from "./check.js";
import { hasErrors, makeDiagnostic, sortDiagnostics } from "./diagnostics/diagnostic.js";
import { validateVariant, type Variant } from "./ir/index.js";
import { lower } from "./lower.js";

export interface CompileResult extends CheckResult {
  ir?: Variant;
}

export function compile(text: string, options: CompileOptions = {}): CompileResult {
  const checked = checkAs("compile", text, options);
  const { ast, symbols } = checked;
  if (hasErrors(checked.diagnostics) || !ast || !symbols) return checked;
  // A failure here is a bug in the compiler, never the author's fault: a diagnostic says so.
  const internal = (what: string, detail: string) => {
    const d = makeDiagnostic("internalError", ast.name.span, [what, detail]);
    return { ...checked, diagnostics: sortDiagnostics([...checked.diagnostics, d]) };
  };
  let ir: Variant;
  try {
    ir = lower(symbols, ast.parent?.text);
  } catch (error) {
    return internal("the compiler", error instanceof Error ? error.message : String(error));
  }
  if (!validateVariant(ir))
    return internal("the IR schema", (validateVariant.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ""}`).join("; "));
  return { ...checked, ir };
}
