// A Language Server Protocol client for the tests: starts `riskc lsp --stdio` as an editor would
// (a child process, JSON-RPC over its standard input and output), keeps the diagnostics the
// server publishes, and waits for them by document.
import { spawn, type ChildProcess } from "node:child_process";
import rpc from "vscode-jsonrpc/node";
import type { MessageConnection } from "vscode-jsonrpc/node";
import type { Diagnostic } from "vscode-languageserver-types";
import type { InitializeResult } from "vscode-languageserver";

export interface LspClient {
  connection: MessageConnection;
  initialize: InitializeResult;
  /** The latest diagnostics published for a document, once a publication satisfies `until`. */
  diagnostics(uri: string, until?: (d: Diagnostic[]) => boolean): Promise<Diagnostic[]>;
  /** Standard error of the server (its log). */
  stderr(): string;
  stop(): Promise<number | null>;
  process: ChildProcess;
}

/** Start `riskc lsp --stdio` with `args`, or another server's command line (`server`: the script and its arguments, run by Node). */
export async function startLsp(args: string[] = [], rootUri: string | null = null, server?: string[]): Promise<LspClient> {
  const child = spawn(process.execPath, server ?? ["bin/riskc.js", "lsp", "--stdio", ...args], { stdio: ["pipe", "pipe", "pipe"] });
  let log = "";
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const connection = rpc.createMessageConnection(new rpc.StreamMessageReader(child.stdout!), new rpc.StreamMessageWriter(child.stdin!));
  const published = new Map<string, Diagnostic[]>();
  const waiters: { uri: string; until: (d: Diagnostic[]) => boolean; resolve: (d: Diagnostic[]) => void }[] = [];
  connection.onNotification("textDocument/publishDiagnostics", (p: { uri: string; diagnostics: Diagnostic[] }) => {
    published.set(p.uri, p.diagnostics);
    for (const w of [...waiters])
      if (w.uri === p.uri && w.until(p.diagnostics)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(p.diagnostics);
      }
  });
  // What a client must answer: progress tokens and messages shown to the user.
  connection.onRequest("window/workDoneProgress/create", () => null);
  connection.onNotification("window/showMessage", () => undefined);
  connection.onNotification("window/logMessage", () => undefined);
  connection.onNotification("$/progress", () => undefined);
  connection.listen();
  const initialize = (await connection.sendRequest("initialize", {
    processId: process.pid,
    rootUri,
    workspaceFolders: rootUri ? [{ uri: rootUri, name: "test" }] : null,
    capabilities: { textDocument: { completion: { completionItem: { snippetSupport: true } } }, window: { workDoneProgress: true } },
  })) as InitializeResult;
  await connection.sendNotification("initialized", {});
  return {
    connection,
    initialize,
    process: child,
    stderr: () => log,
    diagnostics: (uri, until = () => true) =>
      new Promise((resolve) => {
        const now = published.get(uri);
        if (now && until(now)) resolve(now);
        else waiters.push({ uri, until, resolve });
      }),
    stop: async () => {
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      await connection.sendRequest("shutdown");
      await connection.sendNotification("exit");
      const code = await exited;
      connection.dispose();
      return code;
    },
  };
}
