// `node --import ./trace-imports.mjs ...`: writes `loaded <url>` to stderr for every module the
// process imports, so a test can see what a command loads.
import { register } from "node:module";

const hooks = `
import { writeSync } from "node:fs";
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  writeSync(2, "loaded " + result.url + "\\n");
  return result;
}`;
register("data:text/javascript," + encodeURIComponent(hooks));
