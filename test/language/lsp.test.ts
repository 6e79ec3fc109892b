// `riskc lsp --stdio` as an editor talks to it: a child process, JSON-RPC over its standard
// input and output. Every capability it announces is asked once; the case (`contnent`
// is reported, and the quick fix's edit makes the file check cleanly) end to end.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { spawn } from "node:child_process";
import { createServer, type Socket } from "node:net";
import rpc from "vscode-jsonrpc/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CodeAction,
  CompletionList,
  DocumentSymbol,
  Hover,
  Location,
  SemanticTokens,
  TextEdit,
  WorkspaceEdit,
} from "vscode-languageserver-types";
import { startLsp, type LspClient } from "./lsp-client.js";
import { applyEdits, headline, MISSPELT_KEYWORD, positionOf, variantText } from "./support.js";

const classic = variantText("classic");
let client: LspClient;
let dir: string;
let uri: string;
let version = 1;

const request = <T>(method: string, params: object) => client.connection.sendRequest(method, params) as Promise<T>;
const notify = (method: string, params: object) => client.connection.sendNotification(method, params);
const at = (needle: string, delta = 1) => ({ textDocument: { uri }, position: positionOf(classic, needle, delta) });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "riskc-lsp-"));
  writeFileSync(join(dir, "base.risk"), classic);
  writeFileSync(join(dir, "mine.risk"), 'variant "Mine" extends "base" {\n  players 3..5\n}\n');
  uri = pathToFileURL(join(dir, "base.risk")).href;
  // A long debounce: a burst of edits is sure to be checked once, at its end.
  client = await startLsp(["--debounce", "1000"], pathToFileURL(dir).href);
  await notify("textDocument/didOpen", { textDocument: { uri, languageId: "riskc", version, text: classic } });
});

afterAll(async () => {
  await client?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe("riskc lsp --stdio", () => {
  it("answers initialize with every capability the issue names (and more)", () => {
    expect(client.initialize.serverInfo?.name).toBe("riskc");
    const c = client.initialize.capabilities;
    expect(c).toMatchObject({
      textDocumentSync: { openClose: true, change: 2 },
      completionProvider: expect.any(Object),
      hoverProvider: true,
      definitionProvider: true,
      referencesProvider: true,
      renameProvider: { prepareProvider: true },
      documentSymbolProvider: true,
      documentFormattingProvider: true,
      codeActionProvider: expect.any(Object),
      semanticTokensProvider: expect.objectContaining({ full: true }),
      foldingRangeProvider: true,
      signatureHelpProvider: expect.any(Object),
      inlayHintProvider: true,
      workspaceSymbolProvider: true,
      documentRangeFormattingProvider: true,
    });
  });

  it("a file with `contnent` gets the misspelt-keyword diagnostic; its quick fix's edit makes the file check cleanly", async () => {
    const typoUri = pathToFileURL(join(dir, "typo.risk")).href;
    const text = classic.replace("continent Australia", "contnent Australia");
    await notify("textDocument/didOpen", { textDocument: { uri: typoUri, languageId: "riskc", version: 1, text } });
    const [first] = await client.diagnostics(typoUri);
    expect(first).toMatchObject({ code: MISSPELT_KEYWORD, message: "unknown word `contnent`\nhelp: did you mean `continent`?" });
    const actions = await request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri: typoUri },
      range: first!.range,
      context: { diagnostics: [first] },
    });
    expect(actions[0]).toMatchObject({ title: "Change to `continent`", kind: "quickfix", isPreferred: true });
    const edits = actions[0]!.edit!.changes![typoUri]!;
    expect(applyEdits(text, edits)).toBe(classic);
    // The editor applies it as an incremental change.
    await notify("textDocument/didChange", {
      textDocument: { uri: typoUri, version: 2 },
      contentChanges: edits.map((e) => ({ range: e.range, text: e.newText })),
    });
    expect(await client.diagnostics(typoUri, (d) => !d.some((x) => x.code === MISSPELT_KEYWORD))).toEqual([]);
    await notify("textDocument/didClose", { textDocument: { uri: typoUri } });
  });

  it("a burst of edits is checked once, at its end (debounced)", async () => {
    const burstUri = pathToFileURL(join(dir, "burst.risk")).href;
    await notify("textDocument/didOpen", { textDocument: { uri: burstUri, languageId: "riskc", version: 1, text: classic } });
    expect(await client.diagnostics(burstUri)).toEqual([]);
    const seen: string[][] = [];
    const line = positionOf(classic, "Japan -- Kamchatka");
    for (let v = 2; v <= 6; v++)
      await notify("textDocument/didChange", {
        textDocument: { uri: burstUri, version: v },
        contentChanges: [{ range: { start: line, end: { line: line.line, character: line.character + 5 } }, text: `Jap${v}n` }],
      });
    const final = await client.diagnostics(burstUri, (d) => {
      seen.push(d.map(headline));
      return d.length > 0;
    });
    expect(final.map(headline)).toEqual(["unknown territory `Jap6n`"]);
    expect(seen.flat().filter((m) => /Jap[2-5]n/.test(m))).toEqual([]);
  });

  it("completion, hover, definition, references", async () => {
    const completion = await request<CompletionList>("textDocument/completion", at("combat {\n", 9));
    expect(completion.items.map((i) => i.label)).toContain("ties");
    const hover = await request<Hover>("textDocument/hover", at("Kamchatka [", 2));
    expect((hover.contents as { value: string }).value).toContain("Kamchatka — territory in Asia");
    const definition = await request<Location[]>("textDocument/definition", at('Alaska -- "', 2));
    expect(definition).toEqual([{ uri, range: { start: positionOf(classic, "Alaska ["), end: positionOf(classic, "Alaska [", 6) } }]);
    const references = await request<Location[]>("textDocument/references", { ...at("Kamchatka [", 2), context: { includeDeclaration: true } });
    expect(references.length).toBeGreaterThan(5);
  });

  it("rename: the edit across the family on disk (mine.risk extends base.risk), and a refusal as an error with the reason", async () => {
    const mine = pathToFileURL(join(dir, "mine.risk")).href;
    const edit = await request<WorkspaceEdit>("textDocument/rename", { ...at("param placeBatch", 7), newName: "batchSize" });
    expect(Object.keys(edit.changes!)).toEqual([uri]);
    expect(applyEdits(classic, edit.changes![uri]!)).toContain("param batchSize: int = 1");
    const prepared = await request<{ placeholder: string }>("textDocument/prepareRename", at("param placeBatch", 7));
    expect(prepared.placeholder).toBe("placeBatch");
    await expect(request("textDocument/rename", { ...at("Kamchatka [", 2), newName: "Alaska" })).rejects.toThrow(
      "there is already a territory `Alaska`: the two would become one",
    );
    // The child on disk names the parent's territories through the merge: its references are found from the parent.
    writeFileSync(join(dir, "mine.risk"), 'variant "Mine" extends "base" {\n  players 3..5\n  map { borders { Iceland -- Alaska } }\n}\n');
    const refs = await request<Location[]>("textDocument/references", { ...at("Iceland [", 2), context: { includeDeclaration: false } });
    expect(refs.map((r) => r.uri)).toContain(mine);
  });

  it("document and workspace symbols, folding, semantic tokens, signature help, inlay hints", async () => {
    const symbols = await request<DocumentSymbol[]>("textDocument/documentSymbol", { textDocument: { uri } });
    expect(symbols[0]!.name).toBe('variant "Classic"');
    const workspace = await request<{ name: string }[]>("workspace/symbol", { query: "Kamchatka" });
    expect(workspace.map((s) => s.name)).toContain("Kamchatka");
    const folding = await request<unknown[]>("textDocument/foldingRange", { textDocument: { uri } });
    expect(folding.length).toBeGreaterThan(10);
    const tokens = await request<SemanticTokens>("textDocument/semanticTokens/full", { textDocument: { uri } });
    expect(tokens.data.length % 5).toBe(0);
    expect(tokens.data.length).toBeGreaterThan(1000);
    const signature = await request<{ signatures: { label: string }[] }>("textDocument/signatureHelp", at("max(3, ", 7));
    expect(signature.signatures[0]!.label).toMatch(/^max\(/);
    const hints = await request<{ label: string }[]>("textDocument/inlayHint", {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 400, character: 0 } },
    });
    expect(hints.map((h) => h.label)).toContain("0.5 a territory");
  });

  it("formatting and range formatting", async () => {
    const messyUri = pathToFileURL(join(dir, "messy.risk")).href;
    const messy = 'variant "Messy" {players 3..6\n\n\n  param x:int=1}\n';
    await notify("textDocument/didOpen", { textDocument: { uri: messyUri, languageId: "riskc", version: 1, text: messy } });
    const edits = await request<TextEdit[]>("textDocument/formatting", {
      textDocument: { uri: messyUri },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(applyEdits(messy, edits)).toBe('variant "Messy" {\n  players 3..6\n\n  param x: int = 1\n}\n');
    const ranged = await request<TextEdit[]>("textDocument/rangeFormatting", {
      textDocument: { uri: messyUri },
      range: { start: { line: 0, character: 0 }, end: { line: 3, character: 0 } },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(ranged.length).toBeGreaterThan(0);
  });

  it("riskc/map and riskc/simulate: the map a view draws, and the report `riskc simulate` prints", async () => {
    const map = await request<{ territories: unknown[]; borders: unknown[] }>("riskc/map", { uri });
    expect(map.territories).toHaveLength(42);
    expect(map.borders).toHaveLength(83);
    const { report } = await request<{ report: string }>("riskc/simulate", { uri, games: 4, players: 3, seed: 7 });
    expect(report).toMatch(/^Classic: 4 games, seed 7, 3 players/);
  });

  it("a cancelled request is answered RequestCancelled, and the server goes on", async () => {
    const source = new rpc.CancellationTokenSource();
    const pending = client.connection.sendRequest("riskc/simulate", { uri, games: 100_000, players: 4 }, source.token);
    setTimeout(() => source.cancel(), 300);
    await expect(pending).rejects.toMatchObject({ code: -32800 });
    const hover = await request<Hover>("textDocument/hover", at("Kamchatka [", 2));
    expect(hover).not.toBeNull();
  });

  it("--socket: the server connects to an editor listening on a port of 127.0.0.1", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    const connected = new Promise<Socket>((resolve) => server.once("connection", resolve));
    const child = spawn(process.execPath, ["bin/riskc.js", "lsp", "--socket", String(port)], { stdio: "ignore" });
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    const socket = await connected;
    const connection = rpc.createMessageConnection(new rpc.SocketMessageReader(socket), new rpc.SocketMessageWriter(socket));
    connection.listen();
    const result = (await connection.sendRequest("initialize", { processId: null, rootUri: null, capabilities: {} })) as {
      serverInfo: { name: string };
    };
    expect(result.serverInfo.name).toBe("riskc");
    await connection.sendRequest("shutdown");
    await connection.sendNotification("exit");
    expect(await exited).toBe(0);
    connection.dispose();
    server.close();
  });
});
