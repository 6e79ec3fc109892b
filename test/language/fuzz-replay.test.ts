// "Never crashing on any input": the fuzzer's corpus — every input it ever failed on
// (test/fuzz/regressions/) and its first 60 seeded inputs (mutants of every bundled variant and
// fixture, pathological shapes) — through every capability of the service, and the regressions
// through the server over JSON-RPC. A capability that throws is logged by the service: the log
// must stay empty, and the server must answer every request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Position } from "vscode-languageserver-types";
import { fuzzInput } from "../fuzz/inputs.js";
import { regressionFiles } from "../fuzz/regressions.js";
import { startLsp, type LspClient } from "./lsp-client.js";
import { testService } from "./support.js";

const GENERATED = 60;
const uri = "file:///work/fuzz.risk";

function corpus(): { name: string; text: string }[] {
  const generated: { name: string; text: string }[] = [];
  for (let i = 0; i < GENERATED; i++) {
    const input = fuzzInput(20_260_101, i);
    if (typeof input.value === "string" && input.value.length <= 300_000) generated.push({ name: `input ${i} (${input.origin})`, text: input.value });
  }
  return [...regressionFiles().map((r) => ({ name: r.name, text: r.text })), ...generated];
}

/** A few places in a text: its start, its end, and two in between. */
function places(text: string): Position[] {
  const lines = text.split("\n");
  const at = (line: number) => ({ line, character: Math.floor((lines[line]?.length ?? 0) / 2) });
  return [
    { line: 0, character: 0 },
    at(Math.floor(lines.length / 3)),
    at(Math.floor((2 * lines.length) / 3)),
    { line: lines.length - 1, character: lines.at(-1)!.length },
  ];
}

/** Every capability of the service on one text; what it logs as a failure is returned. */
async function everyCapability(text: string): Promise<string[]> {
  const { service, errors } = testService();
  service.open(uri, text);
  const whole = { start: { line: 0, character: 0 }, end: { line: text.split("\n").length, character: 0 } };
  service.diagnostics(uri);
  service.documentSymbols(uri);
  service.workspaceSymbols("a");
  service.foldingRanges(uri);
  service.semanticTokens(uri);
  service.inlayHints(uri, whole);
  service.codeActions(uri, whole);
  service.mapModel(uri);
  await service.format(uri);
  await service.format(uri, whole);
  for (const p of places(text)) {
    service.completion(uri, p);
    service.hover(uri, p);
    service.definition(uri, p);
    service.references(uri, p);
    service.signatureHelp(uri, p);
    service.prepareRename(uri, p);
    service.rename(uri, p, "renamed");
  }
  return errors;
}

describe("the fuzzer's corpus through the language service", () => {
  const inputs = corpus();
  const SLICE = 15;

  it("holds the regressions and a slice of the seeded inputs", () => {
    expect(inputs.length).toBeGreaterThan(100);
  });

  // In slices: each test a few seconds, whatever the machine's load.
  for (let from = 0; from < inputs.length; from += SLICE)
    it(`inputs ${from + 1} to ${Math.min(inputs.length, from + SLICE)}: every capability answers, nothing is logged as a failure`, async () => {
      for (const { name, text } of inputs.slice(from, from + SLICE)) expect(await everyCapability(text), name).toEqual([]);
    });
});

describe("the fuzzer's regressions through the server", () => {
  let client: LspClient;
  beforeAll(async () => {
    client = await startLsp(["--debounce", "0"]);
  });
  afterAll(async () => {
    await client?.stop();
  });

  it("each is opened, checked and asked about; the server answers all and logs no failure", async () => {
    const files = regressionFiles();
    for (const [i, { name, text }] of files.entries()) {
      const fileUri = `file:///work/regression-${i}.risk`;
      await client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri: fileUri, languageId: "riskc", version: 1, text } });
      await client.diagnostics(fileUri);
      const [, middle] = places(text);
      const doc = { textDocument: { uri: fileUri } };
      await Promise.all([
        client.connection.sendRequest("textDocument/hover", { ...doc, position: middle }),
        client.connection.sendRequest("textDocument/completion", { ...doc, position: middle }),
        client.connection.sendRequest("textDocument/documentSymbol", doc),
        client.connection.sendRequest("textDocument/semanticTokens/full", doc),
        client.connection.sendRequest("textDocument/codeAction", {
          ...doc,
          range: { start: { line: 0, character: 0 }, end: middle! },
          context: { diagnostics: [] },
        }),
      ]);
      await client.connection.sendNotification("textDocument/didClose", doc);
      expect(client.stderr(), name).not.toMatch(/failed/);
    }
    expect(client.process.exitCode).toBeNull();
  });
});
