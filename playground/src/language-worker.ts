// The playground's language worker: the one language service (language/), off the main thread.
// The editor sends its text (with a version) and the parameters panel's values; each text is
// answered with its diagnostics, map and IR. The Monaco adapter's requests (hover, completion,
// rename...) are calls of the service's methods by name, answered in order, so a call made after
// a text always sees that text.
import { LanguageService } from "../../language/index.js";
import { examples } from "./examples.js";
import { DOCUMENT_URI, exampleUri, type WorkerReply, type WorkerRequest } from "./language-protocol.js";

const bundled = Object.fromEntries(Object.keys(examples).map((f) => [f, exampleUri(f)]));
const texts = new Map(Object.entries(examples).map(([f, text]) => [exampleUri(f), text]));
const service = new LanguageService({
  bundled,
  readFile: (uri) => texts.get(uri),
  logError: (message) => console.error(message),
});

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.kind === "text") {
    const started = performance.now();
    service.open(DOCUMENT_URI, request.text, request.version);
    service.setOverrides(DOCUMENT_URI, request.overrides);
    const diagnostics = service.diagnostics(DOCUMENT_URI);
    const map = service.mapModel(DOCUMENT_URI);
    const ir = service.ir(DOCUMENT_URI);
    const reply: WorkerReply = {
      kind: "analysis",
      version: request.version,
      diagnostics,
      map,
      ...(ir ? { ir } : {}),
      millis: performance.now() - started,
    };
    postMessage(reply);
    return;
  }
  const method = service[request.method] as (...args: unknown[]) => unknown;
  const result = await method.apply(service, request.args);
  postMessage({ kind: "result", id: request.id, result } satisfies WorkerReply);
};
