// An editor no one here wrote, driven for real: Neovim (Debian's `neovim`, headless) with its
// built-in LSP client runs `riskc lsp --stdio`, opens a variant with the typo
// (`contnent`), gets the diagnostic, takes the quick fix, hovers and renames
// (test/editors/neovim-client.lua does what a user's keys would).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MISSPELT_KEYWORD, positionOf, variantText } from "../language/support.js";

const dir = mkdtempSync(join(tmpdir(), "riskc-nvim-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("Neovim's LSP client with riskc lsp", () => {
  it("shows the diagnostic of `contnent`, takes its quick fix (the file checks cleanly), hovers and renames", () => {
    const classic = variantText("classic");
    const typo = classic.replace("continent Australia", "contnent Australia");
    const file = join(dir, "typo.risk");
    writeFileSync(file, typo);
    const outFile = join(dir, "out.json");
    const at = (needle: string, delta: number) => {
      const p = positionOf(classic, needle, delta);
      return `${p.line},${p.character}`;
    };
    const run = spawnSync("nvim", ["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", `luafile ${resolve("test/editors/neovim-client.lua")}`], {
      env: {
        ...process.env,
        RISKC_LSP: [process.execPath, resolve("bin/riskc.js"), "lsp", "--stdio"].join("\t"),
        RISKC_FILE: file,
        RISKC_NVIM_OUT: outFile,
        RISKC_HOVER: at("Kamchatka [", 2),
        RISKC_RENAME: at("Kamchatka [", 2),
      },
      timeout: 55_000,
      encoding: "utf8",
    });
    expect(run.error).toBeUndefined();
    const out = JSON.parse(readFileSync(outFile, "utf8")) as Record<string, unknown>;
    expect(out.error).toBeUndefined();
    expect(out.attached).toBe(true);
    expect((out.diagnostics as { code: string; message: string; line: number }[])[0]).toMatchObject({
      code: MISSPELT_KEYWORD,
      message: "unknown word `contnent`\nhelp: did you mean `continent`?",
      line: positionOf(typo, "contnent").line,
    });
    expect(out.fix).toBe("Change to `continent`");
    expect(out.cleared).toBe(true);
    expect(out.fixed_text).toBe(classic.replace(/\n$/, ""));
    expect(out.hover).toContain("Kamchatka — territory in Asia");
    const renamed = out.renamed_text as string;
    expect(renamed).toContain("Kamtschatka [symbol infantry");
    expect(renamed).toContain("Japan -- Kamtschatka");
    expect(renamed.replace(/\/\/.*$/gm, "")).not.toMatch(/\bKamchatka\b/);
  });
});
