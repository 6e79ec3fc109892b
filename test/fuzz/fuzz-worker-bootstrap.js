// Worker threads do not inherit the TypeScript loader of the thread that made them.
import { register } from "tsx/esm/api";

register();
await import("./fuzz-worker.ts");
