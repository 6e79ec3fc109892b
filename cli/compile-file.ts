// Compile a variant file for a command: its diagnostics and, without errors, its IR.
import { compile, type CompileResult } from "../compiler/index.js";
import { frontEndFile, type VariantFile } from "./variant-file.js";

export type CompiledFile = VariantFile<CompileResult>;

/** `allowPaths`: folders (`--allow-path`) parents may be loaded from besides the file's own. */
export function compileFile(path: string, overrides: Record<string, string> = {}, allowPaths: readonly string[] = []): CompiledFile {
  return frontEndFile(path, compile, overrides, allowPaths);
}
