// Compiles the editor's text off the main thread. Each request carries a version; the editor
// drops any answer older than the text it has now.
import { analyze, type Analysis } from "./analysis.js";
import { examples } from "./examples.js";

export interface CompileRequest {
  version: number;
  text: string;
  /** The parameters panel's values, applied like `--set`. */
  overrides: Record<string, string>;
}

export interface CompileResponse {
  version: number;
  analysis: Analysis;
  millis: number;
}

self.onmessage = (event: MessageEvent<CompileRequest>) => {
  const started = performance.now();
  const analysis = analyze(event.data.text, examples, event.data.overrides);
  postMessage({ version: event.data.version, analysis, millis: performance.now() - started } satisfies CompileResponse);
};
