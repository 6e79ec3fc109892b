// Every bundled variant, by file name: the examples menu and the parents `extends` can name (the
// library's generated copy of variants/*.risk).
import { bundledVariantTexts } from "../../compiler/index.js";

export const examples: Readonly<Record<string, string>> = bundledVariantTexts;
