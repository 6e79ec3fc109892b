// Development only (the package runs dist/sim-worker.js instead): worker threads do not inherit
// the TypeScript loader of the thread that made them, so register it, then run the TypeScript worker.
import { register } from "tsx/esm/api";

register();
await import("./worker-main.ts");
