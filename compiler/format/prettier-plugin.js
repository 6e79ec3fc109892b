// Entry point for `prettier --plugin riskc/prettier-plugin` (or a path to this file). The
// sources are TypeScript, so the TypeScript loader is registered before the plugin is loaded.
import { register } from "tsx/esm/api";

register();
const plugin = await import("./plugin.ts");

export const languages = plugin.languages;
export const parsers = plugin.parsers;
export const printers = plugin.printers;
export const defaultOptions = plugin.defaultOptions;
export default plugin.riskcPlugin;
