// Worker threads do not inherit the TypeScript loader of the thread that made them: register it,
// then run the worker written in TypeScript.
import { register } from "tsx/esm/api";

register();
const { serve } = await import("./worker.ts");
serve();
