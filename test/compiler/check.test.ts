// check(text) is the front end without the IR (what `riskc check` and editors need): the same
// diagnostics, AST and symbols as compile(text), and no IR — on clean variants, on every golden
// diagnostics input, with overrides, and when it is given no text.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { check, compile, type CompileOptions } from "../../compiler/index.js";
import { variantFileLoader } from "../../compiler/node/index.js";

const options = (fileName: string, overrides: Record<string, string> = {}): CompileOptions => ({
  fileName,
  loadVariant: variantFileLoader(),
  overrides,
});
const files = [
  ...readdirSync("variants").map((f) => `variants/${f}`),
  ...readdirSync("test/fixtures/diagnostics").map((f) => `test/fixtures/diagnostics/${f}`),
].filter((f) => f.endsWith(".risk"));

describe("check", () => {
  it("gives compile's diagnostics, AST and symbols, and no IR, on every bundled variant and golden input", () => {
    let withErrors = 0;
    for (const path of files) {
      const text = readFileSync(path, "utf8");
      const { ir, ...front } = compile(text, options(path));
      const checked = check(text, options(path));
      expect(checked, path).toEqual(front);
      expect("ir" in checked).toBe(false);
      if (!ir) withErrors++;
    }
    // Both kinds are covered: the golden inputs have errors, the variants none.
    expect(withErrors).toBeGreaterThan(40);
    expect(files.length - withErrors).toBeGreaterThanOrEqual(8);
  });

  it("reports bad overrides as compile does", () => {
    const text = readFileSync("variants/classic.risk", "utf8");
    const bad = { placeBatch: "99", nope: "1" };
    const checked = check(text, options("classic.risk", bad));
    expect(checked.diagnostics.map((d) => d.code).sort()).toEqual(
      compile(text, options("classic.risk", bad))
        .diagnostics.map((d) => d.code)
        .sort(),
    );
    expect(checked.diagnostics.length).toBe(2);
  });

  it("names itself when given something that is not text", () => {
    const [d] = check(42 as unknown as string).diagnostics;
    expect(d!.message).toContain("check() was given a number, not a string");
    expect(compile(42 as unknown as string).diagnostics[0]!.message).toContain("compile() was given a number");
  });
});
