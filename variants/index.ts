// The bundled variants as data: every variants/*.risk by file name, as a module (generated), so
// that `extends "classic"` finds its parent without a file system (a browser, a worker). The
// compiler reads them through its bundled loader; no rule of a variant is written in code.
export { bundledVariantTexts } from "./bundled.gen.js";
