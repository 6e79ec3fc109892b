// The compiler's Node-only face: variant files on disk (reading them, and the loader `extends`
// uses to find parents in allowed folders). Everything else in compiler/ is pure; this folder is
// the one place it touches the file system, and nothing in compiler/ outside it imports it.
export { bundledVariantsDir, readTextFile, TextFileError, variantFileLoader, type VariantFileOptions } from "./variant-files.js";
