// The language server: the language service behind the Language Server Protocol, on
// vscode-languageserver. Documents are synced incrementally; diagnostics are published a moment
// after the last change (and for the open files that extend the changed one); every request
// yields once before it works, so a `$/cancelRequest` that arrived meanwhile is honoured; and
// no input can take the server down: the service answers every failure with nothing and logs it.
import lsp from "vscode-languageserver/node";
import type { Connection, InitializeParams, InitializeResult } from "vscode-languageserver/node";
import { createConnection as netConnection } from "node:net";
import { LanguageService, semanticTokensLegend } from "../index.js";
import { fileHost } from "./file-host.js";
import { simulateVariant, type SimulateParams } from "./simulate-request.js";

const { CodeActionKind, LSPErrorCodes, ProposedFeatures, ResponseError, TextDocumentSyncKind } = lsp;

export interface ServerOptions {
  /** The folder holding the bundled variants (`extends "classic"` reads them, read-only). */
  bundledDir: string;
  /** Milliseconds between the last change and the diagnostics (200 unless given). */
  debounceMs?: number;
}

/** Custom requests, beyond the protocol: the map of a variant, and a simulation of it. */
export const MAP_REQUEST = "riskc/map";
export const SIMULATE_REQUEST = "riskc/simulate";

type Token = { isCancellationRequested: boolean };

/** Yield to the event loop, then run: a cancellation that came in meanwhile answers RequestCancelled. */
async function answer<T>(token: Token, run: () => T | Promise<T>): Promise<T> {
  await new Promise((resolve) => setImmediate(resolve));
  if (token.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, "cancelled");
  return run();
}

/** What the server keeps between messages: the workspace's roots, the service, the pending checks. */
interface Session {
  connection: Connection;
  options: ServerOptions;
  roots: string[];
  service: LanguageService;
  /** The diagnostics waiting to be published, by document. */
  timers: Map<string, ReturnType<typeof setTimeout>>;
}

const capabilities: InitializeResult["capabilities"] = {
  textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
  completionProvider: { triggerCharacters: ['"'] },
  hoverProvider: true,
  definitionProvider: true,
  referencesProvider: true,
  renameProvider: { prepareProvider: true },
  documentSymbolProvider: true,
  workspaceSymbolProvider: true,
  documentFormattingProvider: true,
  documentRangeFormattingProvider: true,
  codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.RefactorRewrite] },
  semanticTokensProvider: { legend: semanticTokensLegend, full: true },
  foldingRangeProvider: true,
  signatureHelpProvider: { triggerCharacters: ["(", ","] },
  inlayHintProvider: true,
};

function initialize(session: Session, params: InitializeParams): InitializeResult {
  session.roots = (params.workspaceFolders ?? []).map((f) => f.uri);
  if (session.roots.length === 0 && params.rootUri) session.roots = [params.rootUri];
  const snippets = params.capabilities.textDocument?.completion?.completionItem?.snippetSupport ?? false;
  const { connection, options } = session;
  const host = fileHost({ bundledDir: options.bundledDir, roots: () => session.roots, logError: (m) => connection.console.error(m) });
  session.service = new LanguageService(host, { snippets });
  return { capabilities, serverInfo: { name: "riskc" } };
}

/** Publish a document's diagnostics a moment after its last change, and those of the open files that extend it. */
function scheduleChecks(session: Session, uri: string, delay = session.options.debounceMs ?? 200): void {
  const publish = (u: string) => {
    session.timers.delete(u);
    if (!session.service.workspace.isOpen(u)) return;
    void session.connection.sendDiagnostics({ uri: u, diagnostics: session.service.diagnostics(u) });
  };
  for (const u of [uri, ...session.service.dependents(uri)]) {
    clearTimeout(session.timers.get(u));
    session.timers.set(
      u,
      setTimeout(() => publish(u), delay),
    );
  }
}

/** Documents opened, changed (incrementally), closed, or changed on disk. */
function syncDocuments(session: Session): void {
  const { connection } = session;
  connection.onDidOpenTextDocument(({ textDocument }) => {
    session.service.open(textDocument.uri, textDocument.text, textDocument.version);
    scheduleChecks(session, textDocument.uri, 0);
  });
  connection.onDidChangeTextDocument(({ textDocument, contentChanges }) => {
    session.service.change(textDocument.uri, contentChanges, textDocument.version);
    scheduleChecks(session, textDocument.uri);
  });
  connection.onDidCloseTextDocument(({ textDocument }) => {
    clearTimeout(session.timers.get(textDocument.uri));
    session.timers.delete(textDocument.uri);
    session.service.close(textDocument.uri);
    void connection.sendDiagnostics({ uri: textDocument.uri, diagnostics: [] });
    for (const u of session.service.dependents(textDocument.uri)) scheduleChecks(session, u);
  });
  connection.onDidChangeWatchedFiles(({ changes }) => {
    for (const c of changes) {
      session.service.fileChanged(c.uri);
      for (const u of session.service.dependents(c.uri)) scheduleChecks(session, u);
    }
  });
}

/** The protocol's requests, each answered by the service (after a yield, for cancellation). */
function answerFeatures(session: Session): void {
  const { connection } = session;
  const service = () => session.service;
  connection.onCompletion((p, token) => answer(token, () => service().completion(p.textDocument.uri, p.position)));
  connection.onHover((p, token) => answer(token, () => service().hover(p.textDocument.uri, p.position)));
  connection.onDefinition((p, token) => answer(token, () => service().definition(p.textDocument.uri, p.position)));
  connection.onReferences((p, token) => answer(token, () => service().references(p.textDocument.uri, p.position, p.context.includeDeclaration)));
  connection.onPrepareRename((p, token) => answer(token, () => unlessRefused(service().prepareRename(p.textDocument.uri, p.position))));
  connection.onRenameRequest((p, token) => answer(token, () => unlessRefused(service().rename(p.textDocument.uri, p.position, p.newName))));
  connection.onDocumentSymbol((p, token) => answer(token, () => service().documentSymbols(p.textDocument.uri)));
  connection.onWorkspaceSymbol((p, token) => answer(token, () => service().workspaceSymbols(p.query)));
  const formatted = async (uri: string, range?: lsp.Range) => {
    const result = await service().format(uri, range);
    if ("refused" in result) {
      void connection.window.showWarningMessage(`riskc: ${result.refused}`);
      return [];
    }
    return result.edits;
  };
  connection.onDocumentFormatting((p, token) => answer(token, () => formatted(p.textDocument.uri)));
  connection.onDocumentRangeFormatting((p, token) => answer(token, () => formatted(p.textDocument.uri, p.range)));
  connection.onCodeAction((p, token) => answer(token, () => service().codeActions(p.textDocument.uri, p.range, p.context.only)));
  connection.languages.semanticTokens.on((p, token) => answer(token, () => service().semanticTokens(p.textDocument.uri)));
  connection.onFoldingRanges((p, token) => answer(token, () => service().foldingRanges(p.textDocument.uri)));
  connection.onSignatureHelp((p, token) => answer(token, () => service().signatureHelp(p.textDocument.uri, p.position)));
  connection.languages.inlayHint.on((p, token) => answer(token, () => service().inlayHints(p.textDocument.uri, p.range)));
}

/** A rename the service refuses is an error with its reason, which the editor shows. */
function unlessRefused<T extends object>(result: T | { refused: string }): T {
  if ("refused" in result) throw new ResponseError(lsp.ErrorCodes.InvalidRequest, result.refused);
  return result;
}

/** riskc's own requests: the map of a variant, and bot games of it with progress. */
function answerCustomRequests(session: Session): void {
  const { connection } = session;
  connection.onRequest(MAP_REQUEST, (p: { uri: string }, token) => answer(token, () => session.service.mapModel(p.uri)));
  connection.onRequest(SIMULATE_REQUEST, (p: SimulateParams, token) =>
    answer(token, async () => {
      const ir = session.service.ir(p.uri);
      if (!ir) throw new ResponseError(lsp.ErrorCodes.InvalidRequest, "the variant has errors: fix them to simulate it");
      const progress = await connection.window.createWorkDoneProgress();
      progress.begin("riskc: simulating", 0, undefined, true);
      try {
        const result = await simulateVariant(
          ir,
          p,
          () => token.isCancellationRequested || progress.token.isCancellationRequested,
          (done, total) => progress.report(Math.round((100 * done) / total), `${done} of ${total} games`),
        );
        if ("refused" in result)
          throw new ResponseError(result.refused === "cancelled" ? LSPErrorCodes.RequestCancelled : lsp.ErrorCodes.InvalidRequest, result.refused);
        return result;
      } finally {
        progress.done();
      }
    }),
  );
}

export function startServer(connection: Connection, options: ServerOptions): void {
  const session: Session = { connection, options, roots: [], service: new LanguageService(), timers: new Map() };
  connection.onInitialize((params: InitializeParams) => initialize(session, params));
  syncDocuments(session);
  answerFeatures(session);
  answerCustomRequests(session);
  connection.listen();
}

/** Serve over this process's stdin and stdout. */
export function serveStdio(options: ServerOptions): void {
  startServer(lsp.createConnection(ProposedFeatures.all, process.stdin, process.stdout), options);
}

/** Serve over a socket the client listens on (`--socket=PORT`, as VS Code's socket transport starts a server). */
export function serveSocket(port: number, options: ServerOptions): void {
  const socket = netConnection({ port, host: "127.0.0.1" });
  startServer(lsp.createConnection(ProposedFeatures.all, socket, socket), options);
}
