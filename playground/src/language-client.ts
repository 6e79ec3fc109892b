// The main thread's end of the language worker: it sends the editor's text when it changes (the
// newest version wins) and calls the service's methods, each answered with a promise. A call
// first sends the text if the worker has not seen it yet, so an answer is always about the text
// on screen.
import type { WorkerReply, WorkerRequest, ServiceMethod } from "./language-protocol.js";

type Analysis = Extract<WorkerReply, { kind: "analysis" }>;

export class LanguageClient {
  private readonly worker = new Worker(new URL("./language-worker.ts", import.meta.url), { type: "module" });
  private readonly pending = new Map<number, (result: unknown) => void>();
  private nextId = 0;
  private sent = -1;
  private shown = -1;

  constructor(
    private readonly current: () => { version: number; text: string; overrides: Record<string, string> },
    private readonly onAnalysis: (analysis: Analysis) => void,
  ) {
    this.worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.kind === "result") {
        this.pending.get(reply.id)?.(reply.result);
        this.pending.delete(reply.id);
        return;
      }
      // A stale answer: the text has changed since.
      if (reply.version < this.shown || reply.version !== this.sent) return;
      this.shown = reply.version;
      onAnalysis(reply);
    };
  }

  /**
   * Send the text as it is now (its version goes up with every change, and with every new set of
   * parameters), unless the worker has it already (a call sent it): true when it was sent now.
   */
  sync(): boolean {
    const { version, text, overrides } = this.current();
    if (version === this.sent) return false;
    this.sent = version;
    this.worker.postMessage({ kind: "text", version, text, overrides } satisfies WorkerRequest);
    return true;
  }

  call<T>(method: ServiceMethod, ...args: unknown[]): Promise<T> {
    this.sync();
    const id = this.nextId++;
    return new Promise<T>((resolve) => {
      this.pending.set(id, resolve as (result: unknown) => void);
      this.worker.postMessage({ kind: "call", id, method, args } satisfies WorkerRequest);
    });
  }
}
