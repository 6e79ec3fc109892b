// The language server bundled in the extension: `riskc lsp --stdio`, with the bundled variants
// packed beside it (variants/).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serveStdio } from "../../../language/node/index.js";

console.log = console.info = console.debug = (...args: unknown[]) => console.error(...args);
serveStdio({ bundledDir: join(dirname(fileURLToPath(import.meta.url)), "..", "variants") });
