// The VS Code extension: the riskc language server bundled beside it (dist/server.mjs, started
// over stdio), the TextMate grammar and language configuration generated from the grammar, and
// two commands: simulate the open variant (the balance report `riskc simulate` prints), and show
// its map in a webview (the playground's map view; a click on a territory goes to its definition).
import * as vscode from "vscode";
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";
import type { MapModel } from "../../../language/index.js";
import { mapPage } from "./map-page.js";

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const module = context.asAbsolutePath("dist/server.mjs");
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.stdio },
    debug: { module, transport: TransportKind.stdio },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ language: "riskc" }],
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/*.risk") },
  };
  client = new LanguageClient("riskc", "riskc", serverOptions, clientOptions);
  await client.start();
  const output = vscode.window.createOutputChannel("riskc simulate");
  context.subscriptions.push(
    output,
    vscode.commands.registerCommand("riskc.simulate", () => simulate(client!, output)),
    vscode.commands.registerCommand("riskc.showMap", () => showMap(context, client!)),
  );
}

export function deactivate(): Thenable<void> | undefined {
  return client?.stop();
}

function activeVariant(): vscode.TextDocument | undefined {
  const doc = vscode.window.activeTextEditor?.document;
  if (doc?.languageId === "riskc") return doc;
  void vscode.window.showWarningMessage("riskc: open a variant (.risk) first");
  return undefined;
}

async function simulate(client: LanguageClient, output: vscode.OutputChannel): Promise<void> {
  const doc = activeVariant();
  if (!doc) return;
  const settings = vscode.workspace.getConfiguration("riskc.simulate");
  const games = settings.get<number>("games", 200);
  const bots = settings
    .get<string>("bots", "greedy")
    .split(",")
    .map((b) => b.trim())
    .filter(Boolean);
  try {
    const { report } = await vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `riskc: ${games} games of ${doc.fileName}`, cancellable: true },
      (_progress, token) => client.sendRequest<{ report: string }>("riskc/simulate", { uri: doc.uri.toString(), games, bots }, token),
    );
    output.clear();
    output.appendLine(report);
    output.show(true);
  } catch (error) {
    void vscode.window.showErrorMessage(`riskc: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function showMap(context: vscode.ExtensionContext, client: LanguageClient): void {
  const doc = activeVariant();
  if (!doc) return;
  const dist = vscode.Uri.joinPath(context.extensionUri, "dist");
  const panel = vscode.window.createWebviewPanel("riskc.map", `Map: ${doc.uri.path.split("/").pop()}`, vscode.ViewColumn.Beside, {
    enableScripts: true,
    localResourceRoots: [dist],
  });
  panel.webview.html = mapPage(panel.webview.cspSource, panel.webview.asWebviewUri(vscode.Uri.joinPath(dist, "map-view.js")).toString());
  let latest: MapModel | undefined;
  const send = async () => {
    latest = await client.sendRequest<MapModel>("riskc/map", { uri: doc.uri.toString() });
    void panel.webview.postMessage({ map: latest });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changes = vscode.workspace.onDidChangeTextDocument((e) => {
    if (e.document.uri.toString() !== doc.uri.toString()) return;
    clearTimeout(timer);
    timer = setTimeout(() => void send(), 300);
  });
  const messages = panel.webview.onDidReceiveMessage(async (message: { ready?: boolean; select?: string }) => {
    if (message.ready) return send();
    const definition = latest?.territories.find((t) => t.name === message.select)?.definition;
    if (!definition) return;
    const range = new vscode.Range(
      definition.range.start.line,
      definition.range.start.character,
      definition.range.end.line,
      definition.range.end.character,
    );
    await vscode.window.showTextDocument(vscode.Uri.parse(definition.uri), { selection: range, viewColumn: vscode.ViewColumn.One });
  });
  panel.onDidDispose(() => {
    clearTimeout(timer);
    changes.dispose();
    messages.dispose();
  });
}
