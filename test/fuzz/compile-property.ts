// The compiler's properties, checked on one input (with its `--set` overrides, if any): compile()
// never throws and answers in under two seconds; every diagnostic has a known code, a severity,
// spans inside the text it points into (the file's, a parent's, or the `--set` pseudo-file's) and
// a message without `undefined`, `NaN` or `[object`; no internal error (RISK9001) is ever
// shown; a compile without errors always has an IR that passes the IR schema.
import { codes, compile, validateVariant, type CompileResult, type Diagnostic, type Variant } from "../../compiler/index.js";
import { memoryLoader } from "./corpus.js";

export const MAX_COMPILE_MS = 2000;
const knownCodes = new Set(Object.values(codes).map((c) => c.code));
const leaks = /undefined|NaN|\[object/;

export interface CompileOutcome {
  failures: string[];
  result?: CompileResult;
  /** The IR, when the input compiled without errors. */
  ir?: Variant;
  ms: number;
}

function spanProblem(what: string, span: { start: number; end: number }, text: string | undefined): string | undefined {
  if (text === undefined) return `${what} points into a file the result does not hold`;
  const ok = Number.isInteger(span.start) && Number.isInteger(span.end) && 0 <= span.start && span.start <= span.end && span.end <= text.length;
  return ok ? undefined : `${what} span ${span.start}..${span.end} lies outside the text (length ${text.length})`;
}

function diagnosticProblems(d: Diagnostic, result: CompileResult, fileName: string, input: string): string[] {
  const problems: string[] = [];
  const where = `${d.code} "${d.message.slice(0, 120)}"`;
  if (!knownCodes.has(d.code)) problems.push(`${where}: unknown code`);
  if (d.severity !== "error" && d.severity !== "warning") problems.push(`${where}: severity ${String(d.severity)}`);
  if (d.code === "RISK9001") problems.push(`${where}: internal error shown to the user`);
  const text = result.sources[d.file ?? fileName];
  const own = spanProblem(where, d.span, text);
  if (own) problems.push(own);
  for (const label of d.labels) {
    const p = spanProblem(`${where} label "${label.message}"`, label.span, result.sources[label.span.source ?? d.file ?? fileName]);
    if (p) problems.push(p);
  }
  // A word the variant itself contains may appear in a message; anything else is a leak.
  const words = [d.message, ...d.notes, d.help ?? "", ...d.labels.map((l) => l.message)].join(" ");
  const leak = words.match(leaks)?.[0];
  if (leak && !input.includes(leak)) problems.push(`${where}: message shows \`${leak}\`: ${words.slice(0, 200)}`);
  return problems;
}

export function checkCompile(input: unknown, fileName = "fuzz.risk", overrides?: Record<string, string>): CompileOutcome {
  const started = performance.now();
  let result: CompileResult;
  try {
    result = compile(input as string, { fileName, loadVariant: memoryLoader(), ...(overrides ? { overrides } : {}) });
  } catch (error) {
    const ms = performance.now() - started;
    return { failures: [`compile() threw: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`], ms };
  }
  const ms = performance.now() - started;
  const failures: string[] = [];
  if (ms > MAX_COMPILE_MS) failures.push(`compile() took ${Math.round(ms)} ms (limit ${MAX_COMPILE_MS})`);
  const text = typeof input === "string" ? input : "";
  for (const d of result.diagnostics) failures.push(...diagnosticProblems(d, result, fileName, text));
  const clean = !result.diagnostics.some((d) => d.severity === "error");
  if (clean && !result.ir) failures.push("a compile without errors has no IR");
  if (result.ir && !validateVariant(result.ir)) failures.push(`the IR fails its schema: ${JSON.stringify(validateVariant.errors?.slice(0, 3))}`);
  if (!clean && result.ir) failures.push("a compile with errors has an IR");
  return { failures, result, ...(result.ir && clean ? { ir: result.ir } : {}), ms };
}
