// The VS Code extension as packed by `npm run build:vscode` (editors/vscode/riskc.vsix): what it
// declares, what it holds (the bundled server, the generated grammar, the bundled variants, and
// no sources or node_modules), and its server, taken out of the package into an empty folder,
// answering an editor over stdio on its own.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startLsp } from "../language/lsp-client.js";
import { MISSPELT_KEYWORD } from "../language/support.js";
import { readZip } from "./zip.js";

const vsix = readZip(readFileSync("editors/vscode/riskc.vsix"));
const names = vsix.map((e) => e.name);
const unpacked = mkdtempSync(join(tmpdir(), "riskc-vsix-"));

afterAll(() => rmSync(unpacked, { recursive: true, force: true }));

describe("the packed extension", () => {
  it("declares the language, its grammar, its configuration and the two commands", () => {
    const manifest = JSON.parse(
      vsix
        .find((e) => e.name === "extension/package.json")!
        .read()
        .toString(),
    ) as {
      main: string;
      contributes: {
        languages: { id: string; extensions: string[] }[];
        grammars: { path: string }[];
        commands: { command: string; title: string }[];
      };
    };
    expect(manifest.contributes.languages[0]).toMatchObject({ id: "riskc", extensions: [".risk"] });
    expect(manifest.contributes.commands.map((c) => `${c.command}: ${c.title}`)).toEqual([
      "riskc.simulate: Simulate this variant",
      "riskc.showMap: Show the map",
    ]);
    for (const path of [manifest.main, manifest.contributes.grammars[0]!.path, "language-configuration.gen.json"])
      expect(names).toContain(`extension/${path.replace(/^\.\//, "")}`);
  });

  it("holds the bundled server and map view, and the bundled variants; no sources, no node_modules", () => {
    expect(names).toEqual(
      expect.arrayContaining([
        "extension/dist/server.mjs",
        "extension/dist/extension.cjs",
        "extension/dist/map-view.js",
        "extension/variants/classic.risk",
      ]),
    );
    expect(names.filter((n) => n.includes("node_modules") || n.includes("/src/") || n.endsWith(".ts"))).toEqual([]);
  });

  it('its server runs from the package alone: `contnent` is reported, and `extends "classic"` finds the bundled variant', async () => {
    for (const e of vsix.filter((x) => x.name.startsWith("extension/") && !x.name.endsWith("/"))) {
      const path = join(unpacked, e.name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, e.read());
    }
    const client = await startLsp([], null, [join(unpacked, "extension/dist/server.mjs"), "--stdio"]);
    try {
      const uri = "file:///work/mine.risk";
      const text = 'variant "Mine" extends "classic" {\n  players 3..5\n  map { contnent Atlantis bonus 1 { Iceland } }\n}\n';
      await client.connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "riskc", version: 1, text } });
      const diagnostics = await client.diagnostics(uri);
      expect(diagnostics.map((d) => d.code)).toEqual([MISSPELT_KEYWORD]);
      expect(await client.connection.sendRequest("riskc/map", { uri })).toMatchObject({
        territories: expect.arrayContaining([expect.objectContaining({ name: "Alaska" })]),
      });
    } finally {
      expect(await client.stop()).toBe(0);
    }
  });
});
