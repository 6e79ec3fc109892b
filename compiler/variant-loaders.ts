// Ready loaders for `extends "name"` that need no file system: a variant by name from a record of
// texts, and the bundled variants (variants/index.ts: generated from variants/*.risk).
// The loader for files, which does need one, is compiler/node/ (Node only).
import { bundledVariantTexts } from "../variants/index.js";
import type { VariantLoader } from "./check.js";

/**
 * A loader that finds `extends "name"` (or `"name.risk"`) among `texts`, keyed by file name
 * (`classic.risk`); the parent is named `<folder>/<file>` in diagnostics. A name with a folder
 * in it (`../x`, `bases/y`) is not one of them.
 */
export function variantTextLoader(texts: Readonly<Record<string, string>>, folder = "variants"): VariantLoader {
  return (name) => {
    const file = name.endsWith(".risk") ? name : `${name}.risk`;
    if (file.includes("/") || file.includes("\\") || !Object.hasOwn(texts, file)) return undefined;
    return { fileName: `${folder}/${file}`, text: texts[file]! };
  };
}

/** The bundled variants (`extends "classic"`), named `variants/classic.risk` as in the package. Pure: usable in a browser. */
export function bundledVariantLoader(): VariantLoader {
  return variantTextLoader(bundledVariantTexts);
}
