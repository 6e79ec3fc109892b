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

export function startServer(connection: Connection, options: ServerOptions): void {
  let roots: string[] = [];
  let snippets = true;
  let service = new LanguageService();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const debounce = options.debounceMs ?? 200;

  const publish = (uri: string) => {
    timers.delete(uri);
    if (!service.workspace.isOpen(uri)) return;
    void connection.sendDiagnostics({ uri, diagnostics: service.diagnostics(uri) });
  };
  const schedule = (uri: string, delay = debounce) => {
    for (const u of [uri, ...service.dependents(uri)]) {
      clearTimeout(timers.get(u));
      timers.set(
        u,
        setTimeout(() => publish(u), delay),
      );
    }
  };

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    roots = (params.workspaceFolders ?? []).map((f) => f.uri);
    if (roots.length === 0 && params.rootUri) roots = [params.rootUri];
    snippets = params.capabilities.textDocument?.completion?.completionItem?.snippetSupport ?? false;
    const host = fileHost({ bundledDir: options.bundledDir, roots: () => roots, logError: (m) => connection.console.error(m) });
    service = new LanguageService(host, { snippets });
    return {
      capabilities: {
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
      },
      serverInfo: { name: "riskc" },
    };
  });

  connection.onDidOpenTextDocument(({ textDocument }) => {
    service.open(textDocument.uri, textDocument.text, textDocument.version);
    schedule(textDocument.uri, 0);
  });
  connection.onDidChangeTextDocument(({ textDocument, contentChanges }) => {
    service.change(textDocument.uri, contentChanges, textDocument.version);
    schedule(textDocument.uri);
  });
  connection.onDidCloseTextDocument(({ textDocument }) => {
    clearTimeout(timers.get(textDocument.uri));
    timers.delete(textDocument.uri);
    service.close(textDocument.uri);
    void connection.sendDiagnostics({ uri: textDocument.uri, diagnostics: [] });
    for (const u of service.dependents(textDocument.uri)) schedule(u);
  });
  connection.onDidChangeWatchedFiles(({ changes }) => {
    for (const c of changes) {
      service.fileChanged(c.uri);
      for (const u of service.dependents(c.uri)) schedule(u);
    }
  });

  connection.onCompletion((p, token) => answer(token, () => service.completion(p.textDocument.uri, p.position)));
  connection.onHover((p, token) => answer(token, () => service.hover(p.textDocument.uri, p.position)));
  connection.onDefinition((p, token) => answer(token, () => service.definition(p.textDocument.uri, p.position)));
  connection.onReferences((p, token) => answer(token, () => service.references(p.textDocument.uri, p.position, p.context.includeDeclaration)));
  connection.onPrepareRename((p, token) =>
    answer(token, () => {
      const target = service.prepareRename(p.textDocument.uri, p.position);
      if ("refused" in target) throw new ResponseError(lsp.ErrorCodes.InvalidRequest, target.refused);
      return target;
    }),
  );
  connection.onRenameRequest((p, token) =>
    answer(token, () => {
      const edit = service.rename(p.textDocument.uri, p.position, p.newName);
      if ("refused" in edit) throw new ResponseError(lsp.ErrorCodes.InvalidRequest, edit.refused);
      return edit;
    }),
  );
  connection.onDocumentSymbol((p, token) => answer(token, () => service.documentSymbols(p.textDocument.uri)));
  connection.onWorkspaceSymbol((p, token) => answer(token, () => service.workspaceSymbols(p.query)));
  const formatted = async (uri: string, range?: lsp.Range) => {
    const result = await service.format(uri, range);
    if ("refused" in result) {
      void connection.window.showWarningMessage(`riskc: ${result.refused}`);
      return [];
    }
    return result.edits;
  };
  connection.onDocumentFormatting((p, token) => answer(token, () => formatted(p.textDocument.uri)));
  connection.onDocumentRangeFormatting((p, token) => answer(token, () => formatted(p.textDocument.uri, p.range)));
  connection.onCodeAction((p, token) => answer(token, () => service.codeActions(p.textDocument.uri, p.range, p.context.only)));
  connection.languages.semanticTokens.on((p, token) => answer(token, () => service.semanticTokens(p.textDocument.uri)));
  connection.onFoldingRanges((p, token) => answer(token, () => service.foldingRanges(p.textDocument.uri)));
  connection.onSignatureHelp((p, token) => answer(token, () => service.signatureHelp(p.textDocument.uri, p.position)));
  connection.languages.inlayHint.on((p, token) => answer(token, () => service.inlayHints(p.textDocument.uri, p.range)));

  connection.onRequest(MAP_REQUEST, (p: { uri: string }, token) => answer(token, () => service.mapModel(p.uri)));
  connection.onRequest(SIMULATE_REQUEST, (p: SimulateParams, token) =>
    answer(token, async () => {
      const ir = service.ir(p.uri);
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
